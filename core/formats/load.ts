/**
 * Opening a document: text → JSON → kind → migrate → validate, each step able to stop with a problem a
 * designer can act on (file, JSON pointer, line and column, and what is wrong). Never throws for bad
 * input: any file, however broken, becomes either a document or a list of problems.
 */
import { CURRENT_FORMAT_VERSION, DOCUMENTS, kindFromFileName, kindFromSchemaUrl, type DocumentKind } from './documents';
import { migrate, type JsonObject } from './migrations';
import { parseJson, positionOfPointer } from './parse';
import { runtimeValidators, type DocumentValidators } from './validate';

export interface DocumentProblem {
  file: string;
  /** JSON pointer ('' for the whole file or a syntax error). */
  pointer: string;
  line?: number;
  column?: number;
  message: string;
}

export type LoadResult =
  | { ok: true; kind: DocumentKind; document: JsonObject; migratedFrom?: number }
  | { ok: false; kind?: DocumentKind; errors: DocumentProblem[] };

/** Muster documents are small; anything far bigger is not one and should not be read into memory. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export interface LoadOptions {
  /** Defaults to ajv compiled at run time; the renderer passes the precompiled ones. */
  validators?: DocumentValidators;
  /** Only accept this kind (e.g. "Open scenario"). */
  expect?: DocumentKind;
}

/** Text with NULs or many control characters is a binary file (an image, a zip, a database). */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8192);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) control++;
  }
  return sample.length > 0 && control / sample.length > 0.05;
}

const fail = (file: string, message: string, kind?: DocumentKind, pointer = ''): LoadResult =>
  kind ? { ok: false, kind, errors: [{ file, pointer, message }] } : { ok: false, errors: [{ file, pointer, message }] };

function detectKind(fileName: string, doc: JsonObject): { kind?: DocumentKind; problem?: string } {
  const url = doc.$schema;
  if (url !== undefined) {
    const kind = typeof url === 'string' ? kindFromSchemaUrl(url) : undefined;
    if (kind) return { kind };
    return {
      problem: `$schema ${JSON.stringify(url)} is not a Muster format; expected one of ${Object.values(DOCUMENTS)
        .map((d) => d.schemaUrl)
        .join(', ')}`,
    };
  }
  const byName = kindFromFileName(fileName);
  if (byName) return { kind: byName };
  return { problem: "this is not a Muster file: it has no '$schema' naming its format" };
}

export function loadDocument(fileName: string, text: string, options: LoadOptions = {}): LoadResult {
  try {
    return loadUnguarded(fileName, text, options);
  } catch (error) {
    // A bug of ours must still not lose what the user has open: report it as a problem with the file.
    return fail(fileName, `Muster could not read this file (${error instanceof Error ? error.message : String(error)})`);
  }
}

function loadUnguarded(file: string, text: string, options: LoadOptions): LoadResult {
  if (text.length > MAX_DOCUMENT_BYTES) {
    return fail(file, `the file is too large (${(text.length / 1048576).toFixed(1)} MB; Muster documents are at most ${MAX_DOCUMENT_BYTES / 1048576} MB)`);
  }
  if (looksBinary(text)) return fail(file, 'this is not a text file (it looks like an image, archive or other binary file)');

  const parsed = parseJson(text);
  if (!parsed.ok) {
    return { ok: false, errors: [{ file, pointer: '', line: parsed.position.line, column: parsed.position.column, message: parsed.message }] };
  }
  const raw = parsed.value;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return fail(file, 'a Muster file is one JSON object ({ … }) at the top level');
  }
  const doc = raw as JsonObject;

  const detected = detectKind(file, doc);
  if (!detected.kind) return withPosition(text, fail(file, detected.problem ?? 'unknown format', undefined, '/$schema'));
  const kind = detected.kind;
  if (options.expect && options.expect !== kind) {
    return fail(file, `this is ${DOCUMENTS[kind].noun === 'army' ? 'an army' : `a ${DOCUMENTS[kind].noun}`}, not a ${DOCUMENTS[options.expect].noun}`, kind);
  }

  const version = doc.formatVersion ?? (doc.$schema === undefined ? CURRENT_FORMAT_VERSION[kind] : undefined);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return withPosition(text, fail(file, `'formatVersion' should be a whole number from 1 up (this Muster writes ${CURRENT_FORMAT_VERSION[kind]})`, kind, doc.formatVersion === undefined ? '' : '/formatVersion'));
  }
  const migrated = migrate(kind, doc, version);
  if (!migrated.ok) return withPosition(text, fail(file, migrated.message, kind, '/formatVersion'));

  const validators = options.validators ?? runtimeValidators();
  const problems = validators[kind](migrated.document);
  if (problems.length > 0) {
    const after = migrated.migratedFrom === undefined ? '' : ` (after upgrading from format version ${migrated.migratedFrom})`;
    return {
      ok: false,
      kind,
      errors: problems.map((p) => {
        // Pointers into an upgraded document need not exist in the old text; place them only when not upgraded.
        const at = migrated.migratedFrom === undefined ? positionOfPointer(text, p.locate?.pointer ?? p.pointer, { key: p.locate?.key ?? false }) ?? positionOfPointer(text, p.pointer) : undefined;
        const problem: DocumentProblem = { file, pointer: p.pointer, message: p.message + after };
        if (at) {
          problem.line = at.line;
          problem.column = at.column;
        }
        return problem;
      }),
    };
  }
  return migrated.migratedFrom === undefined
    ? { ok: true, kind, document: migrated.document }
    : { ok: true, kind, document: migrated.document, migratedFrom: migrated.migratedFrom };
}

function withPosition(text: string, result: LoadResult): LoadResult {
  if (result.ok) return result;
  for (const e of result.errors) {
    if (!e.pointer) continue;
    const at = positionOfPointer(text, e.pointer);
    if (at) {
      e.line = at.line;
      e.column = at.column;
    }
  }
  return result;
}

/** `FILE: POINTER: message (line L, column C)`, one line per problem, as the CLI prints them; '/' is the whole file. */
export function formatProblem(p: DocumentProblem): string {
  const place = p.line !== undefined ? ` (line ${p.line}, column ${p.column ?? 1})` : '';
  return `${p.file}: ${p.pointer || '/'}: ${p.message.replace(/[\r\n]+/g, ' ')}${place}`;
}
