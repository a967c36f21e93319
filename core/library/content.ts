/**
 * What the library accepts as a document's content, the same rules for the app and the CLI.
 *
 * Saving (create, save) takes only a document that passes its schema, as a file save does: what is in
 * the library must open again. An autosave is a draft taken while the user edits, and a draft may be
 * invalid mid-edit (a required field just cleared), so an autosave is checked for shape only: one
 * JSON object of the kind it claims, no deeper than any document, no larger than any Muster file. That
 * keeps junk (`12345`, `null`, a 31 MB blob) out of the database without losing a half-typed edit.
 */
import { DOCUMENTS, type DocumentKind } from '../model/documents';
import { MAX_DOCUMENT_BYTES } from '../formats/load';
import { problemCount, type SchemaProblem } from '../formats/messages';
import { deepPlace, MAX_NESTING, tooDeep } from '../formats/parse';

/** The largest content the library stores: the same limit as a document file. */
export const MAX_LIBRARY_DOCUMENT_BYTES = MAX_DOCUMENT_BYTES;

/** Bytes of `text` in UTF-8, without an encoder (core has none). */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

const describeValue = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'string' ? 'text' : typeof v === 'object' ? 'an object' : `${typeof v} ${String(v).slice(0, 20)}`;

/**
 * Why `content` cannot even be a draft of a `kind` (undefined: it can). `name` is how to name the
 * document in the message (its title).
 */
export function draftProblem(kind: DocumentKind, content: unknown, name: string): string | undefined {
  const noun = DOCUMENTS[kind].noun;
  const aNoun = `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
  const head = `"${name}" was not stored: `;
  if (content === null || typeof content !== 'object' || Array.isArray(content)) {
    return `${head}the content of ${aNoun} is one JSON object ({ … }), not ${describeValue(content)}`;
  }
  const schema = (content as { $schema?: unknown }).$schema;
  if (schema !== undefined && schema !== DOCUMENTS[kind].schemaUrl) {
    return `${head}/$schema: ${JSON.stringify(schema)?.slice(0, 80)} is not ${aNoun}; ${aNoun} names ${DOCUMENTS[kind].schemaUrl}`;
  }
  const deep = tooDeep(content, MAX_NESTING);
  if (deep) {
    return `${head}${deepPlace(deep)}: the document nests more than ${MAX_NESTING} levels deep; no Muster document is that deep`;
  }
  const bytes = utf8Length(JSON.stringify(content));
  if (bytes > MAX_LIBRARY_DOCUMENT_BYTES) {
    return `${head}/: it is too large (${(bytes / 1048576).toFixed(1)} MB; a document is at most ${MAX_LIBRARY_DOCUMENT_BYTES / 1048576} MB)`;
  }
  return undefined;
}

/**
 * Why `content` cannot be saved as a `kind` (undefined: it can): its shape, then its schema, the
 * problems named by place as `muster validate` names them (the first few, and how many more).
 */
export function documentProblem(
  kind: DocumentKind,
  content: unknown,
  name: string,
  validate: (kind: DocumentKind, content: unknown) => SchemaProblem[],
): string | undefined {
  const shape = draftProblem(kind, content, name);
  if (shape) return shape;
  const problems = validate(kind, content);
  if (problems.length === 0) return undefined;
  const shown = problems.filter((p) => p.omitted === undefined).slice(0, 5);
  const more = problemCount(problems) - shown.length;
  // The heading names the document once; each line says only the place and what is wrong there.
  const lines = shown.map((p) => `${p.pointer || '/'}: ${p.message.replace(/[\r\n]+/g, ' ')}`);
  if (more > 0) lines.push(`… and ${more.toLocaleString('en-US')} more`);
  return `"${name}" was not saved, because the ${DOCUMENTS[kind].noun} would not open again:\n${lines.join('\n')}`;
}
