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
} from '../model/documents';
export { MAX_NESTING, NESTING_MESSAGE, deepPlace, parseJson, positionAt, positionOfPointer, positionsOfPointers, pointerFromTokens, pointerTokens, tooDeep, type ParseResult, type TextPosition } from './parse';
export { MIGRATIONS, migrate, type JsonObject, type Migration, type MigrationOutcome } from './migrations';
export { MAX_PROBLEMS, closest, problemCount, problemsFromAjv, type SchemaProblem } from './messages';
export { VALIDATION_WINDOW, toDocumentValidator, type DocumentValidator, type DocumentValidators } from './documentValidator';
export { AJV_OPTIONS, createAjv, runtimeValidators } from './runtime';
export { standaloneValidators, validateDocument } from './standalone';
export { MAX_DOCUMENT_BYTES, formatProblem, invalidUtf8At, loadDocument, looksBinary, notUtf8Problem, type DocumentProblem, type LoadOptions, type LoadResult } from './load';
