/**
 * Reading a document from disk: refuse what is not a Muster document (too big, binary, not UTF-8)
 * before reading it all, then hand the text to `loadDocument`.
 */
import { open, stat } from 'node:fs/promises';
import { loadDocument, looksBinary, MAX_DOCUMENT_BYTES, notUtf8Problem, type LoadOptions, type LoadResult } from '../../../core/formats/load';
import { NotReadableFile, readRegularFile } from './regularFile';

export type ReadDocumentResult =
  | LoadResult
  /** The file could not be read at all (missing, a folder, no permission): not a problem *in* the file. */
  | { ok: false; unreadable: true; errors: { file: string; pointer: string; message: string }[] };

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'this is a folder, not a file',
  EACCES: 'Muster is not allowed to read this file',
  EPERM: 'Muster is not allowed to read this file',
};

export interface ReadDocumentOptions extends LoadOptions {
  /** The name to report problems under (default: the path as given). */
  displayName?: string;
  maxBytes?: number;
}

class NotText extends Error {}

/** The size refusal in the words documents always had: Muster documents are at most so many MB. */
const tooLarge = (message: string, max: number): string => message.replace(/; at most [^)]*\)/, `; Muster documents are at most ${(max / 1048576).toFixed(0)} MB)`);

export async function readDocumentFile(path: string, options: ReadDocumentOptions = {}): Promise<ReadDocumentResult> {
  const name = options.displayName ?? path;
  const max = options.maxBytes ?? MAX_DOCUMENT_BYTES;
  const unreadable = (message: string): ReadDocumentResult => ({ ok: false, unreadable: true, errors: [{ file: name, pointer: '', message }] });
  let bytes: Buffer;
  try {
    // Only a regular file, refused by its size and by a sniff of its start before it is read whole.
    bytes = await readRegularFile(path, max, (head) => {
      if (head.includes(0)) throw new NotText();
    });
  } catch (error) {
    if (error instanceof NotText) return { ok: false, errors: [{ file: name, pointer: '', message: 'this is not a text file (it looks like an image, archive or other binary file)' }] };
    if (error instanceof NotReadableFile) {
      if (error.code === 'too-large') return { ok: false, errors: [{ file: name, pointer: '', message: tooLarge(error.message, max) }] };
      return unreadable(error.message);
    }
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return unreadable(REASONS[code] ?? `cannot read the file (${(error as Error).message})`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, errors: [notUtf8Problem(name, bytes)] };
  }
  if (looksBinary(text)) return { ok: false, errors: [{ file: name, pointer: '', message: 'this is not a text file (it looks like an image, archive or other binary file)' }] };
  return loadDocument(name, text, options);
}
