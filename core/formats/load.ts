/**
 * Opening a document: text → JSON → kind → migrate → validate, each step able to stop with a problem a
 * designer can act on (file, JSON pointer, line and column, and what is wrong). Never throws for bad
 * input: any file, however broken, becomes either a document or a list of problems.
 */
import { CURRENT_FORMAT_VERSION, DOCUMENTS, kindFromFileName, kindFromSchemaUrl, MAX_DOCUMENT_BYTES, type DocumentKind } from '../model/documents';

export { MAX_DOCUMENT_BYTES };
import { migrate, type JsonObject } from './migrations';
import { parseJson, positionsOfPointers } from './parse';
import { standaloneValidators } from './standalone';
import type { DocumentValidators } from './documentValidator';

export interface DocumentProblem {
  file: string;
  /** JSON pointer ('' for the whole file or a syntax error). */
  pointer: string;
  line?: number;
  column?: number;
  message: string;
  /** Only on the last line of a capped list: how many more places have problems (see MAX_PROBLEMS). */
  omitted?: number;
}

export type LoadResult =
  | { ok: true; kind: DocumentKind; document: JsonObject; migratedFrom?: number }
  | { ok: false; kind?: DocumentKind; errors: DocumentProblem[] };

export interface LoadOptions {
  /** Defaults to the precompiled validators (standalone.ts); tests pass ajv's, compiled at run time, to hold both alike. */
  validators?: DocumentValidators;
  /** Only accept this kind (e.g. "Open scenario"). */
  expect?: DocumentKind;
}

/**
 * The offset of the first byte that is not part of valid UTF-8, or undefined when all of it is. Only
 * run once a decoder has refused the bytes, to say where: "byte 1,234 (line 40)".
 */
export function invalidUtf8At(bytes: Uint8Array): number | undefined {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    // Lead byte: how many continuation bytes follow, and the range the first of them must lie in
    // (no overlong forms, no surrogates, nothing above U+10FFFF), as the WHATWG decoder checks.
    let need: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined) return i;
      if (k === 1 ? c < low || c > high : c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return undefined;
}

/** The refusal of bytes that are not UTF-8, naming the byte (0-based offset) and its line. */
export function notUtf8Problem(file: string, bytes: Uint8Array): DocumentProblem {
  const at = invalidUtf8At(bytes) ?? 0;
  let line = 1;
  for (let i = 0; i < at; i++) if (bytes[i] === 10) line++;
  const hex = (bytes[at] ?? 0).toString(16).toUpperCase().padStart(2, '0');
  return {
    file,
    pointer: '',
    line,
    message: `this file is not UTF-8 text: byte ${at.toLocaleString('en-US')} (0x${hex}, on line ${line}) is not valid UTF-8; save it as UTF-8 JSON`,
  };
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
  if (version === undefined) {
    return fail(file, `'formatVersion' is missing: a Muster ${DOCUMENTS[kind].noun} file says which version of the format it is written in (this Muster writes ${CURRENT_FORMAT_VERSION[kind]})`, kind);
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return withPosition(text, fail(file, `'formatVersion' should be a whole number from 1 up (this Muster writes ${CURRENT_FORMAT_VERSION[kind]})`, kind, doc.formatVersion === undefined ? '' : '/formatVersion'));
  }
  const migrated = migrate(kind, doc, version);
  if (!migrated.ok) return withPosition(text, fail(file, migrated.message, kind, '/formatVersion'));

  const validators = options.validators ?? standaloneValidators;
  const problems = validators[kind](migrated.document);
  if (problems.length > 0) {
    // Each problem's place, then all of them found in one reading of the text (a big file is read once, not fifty times).
    const placed: Array<{ problem: DocumentProblem; at?: { pointer: string; key: boolean } }> = problems.map((p) => {
      const problem: DocumentProblem = { file, pointer: p.pointer, message: p.message };
      if (p.omitted !== undefined) return { problem: { ...problem, omitted: p.omitted } };
      let locate = p.locate;
      if (migrated.migratedFrom !== undefined) {
        // The problem is found in the upgraded form; name the place in the file the user has, where it can be fixed.
        const before = migrated.placeInOriginal?.(p.pointer);
        const moved = before !== undefined && before !== p.pointer;
        if (before !== undefined) problem.pointer = before;
        problem.message += ` (after upgrading from format version ${migrated.migratedFrom}${moved ? `, which moved it to ${p.pointer || '/'}` : ''})`;
        locate = p.locate && !moved ? p.locate : undefined;
        if (before === undefined) return { problem };
      }
      return { problem, at: { pointer: locate?.pointer ?? problem.pointer, key: locate?.key ?? false } };
    });
    // Two places asked for each: where the problem points (or its key), and the problem's own pointer should that name nothing.
    const positions = positionsOfPointers(
      text,
      placed.flatMap((p) => (p.at ? [p.at, { pointer: p.problem.pointer }] : [])),
    );
    let k = 0;
    for (const p of placed) {
      if (!p.at) continue;
      const at = positions[k] ?? positions[k + 1];
      k += 2;
      if (at) {
        p.problem.line = at.line;
        p.problem.column = at.column;
      }
    }
    return { ok: false, kind, errors: placed.map((p) => p.problem) };
  }
  return migrated.migratedFrom === undefined
    ? { ok: true, kind, document: migrated.document }
    : { ok: true, kind, document: migrated.document, migratedFrom: migrated.migratedFrom };
}

function withPosition(text: string, result: LoadResult): LoadResult {
  if (result.ok) return result;
  const located = result.errors.filter((e) => e.pointer);
  positionsOfPointers(text, located.map((e) => ({ pointer: e.pointer }))).forEach((at, i) => {
    if (!at) return;
    located[i]!.line = at.line;
    located[i]!.column = at.column;
  });
  return result;
}

/** `FILE: POINTER: message (line L, column C)`, one line per problem, as the CLI prints them; '/' is the whole file. */
export function formatProblem(p: Pick<DocumentProblem, 'file' | 'pointer' | 'message' | 'line' | 'column'>): string {
  const place = p.line !== undefined ? ` (line ${p.line}, column ${p.column ?? 1})` : '';
  return `${p.file}: ${p.pointer || '/'}: ${p.message.replace(/[\r\n]+/g, ' ')}${place}`;
}
