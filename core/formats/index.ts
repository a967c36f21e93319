/**
 * Muster's file formats: which kinds of document exist, how a file is parsed (with line and column for
 * errors), upgraded from older format versions, and validated against the JSON Schemas in schemas/.
 */
export {
  ALL_SCHEMAS,
  CURRENT_FORMAT_VERSION,
  DOCUMENT_KINDS,
  DOCUMENTS,
  SCHEMA_URL,
  aDocument,
  kindFromFileName,
  kindFromSchemaUrl,
  type DocumentKind,
  type DocumentKindInfo,
} from './documents';
export { MAX_NESTING, NESTING_MESSAGE, deepPlace, parseJson, positionAt, positionOfPointer, positionsOfPointers, pointerFromTokens, pointerTokens, tooDeep, type ParseResult, type TextPosition } from './parse';
export { MIGRATIONS, migrate, type JsonObject, type Migration, type MigrationOutcome } from './migrations';
export { MAX_PROBLEMS, closest, problemCount, problemsFromAjv, type SchemaProblem } from './messages';
export { AJV_OPTIONS, VALIDATION_WINDOW, createAjv, runtimeValidators, toDocumentValidator, validateDocument, type DocumentValidator, type DocumentValidators } from './validate';
export { MAX_DOCUMENT_BYTES, formatProblem, invalidUtf8At, loadDocument, looksBinary, notUtf8Problem, type DocumentProblem, type LoadOptions, type LoadResult } from './load';
