/**
 * Reading a document from disk: refuse what is not a Muster document (too big, binary, not UTF-8)
 * before reading it all, then hand the text to `loadDocument`.
 */
import { open, stat } from 'node:fs/promises';
import { loadDocument, looksBinary, MAX_DOCUMENT_BYTES, notUtf8Problem, type LoadOptions, type LoadResult } from '../../../core/formats/load';

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

export async function readDocumentFile(path: string, options: ReadDocumentOptions = {}): Promise<ReadDocumentResult> {
  const name = options.displayName ?? path;
  const max = options.maxBytes ?? MAX_DOCUMENT_BYTES;
  const unreadable = (message: string): ReadDocumentResult => ({ ok: false, unreadable: true, errors: [{ file: name, pointer: '', message }] });
  let bytes: Buffer;
  try {
    const info = await stat(path);
    if (info.isDirectory()) return unreadable(REASONS.EISDIR!);
    if (info.size > max) {
      return { ok: false, errors: [{ file: name, pointer: '', message: `the file is too large (${(info.size / 1048576).toFixed(1)} MB; Muster documents are at most ${(max / 1048576).toFixed(0)} MB)` }] };
    }
    const handle = await open(path, 'r');
    try {
      // A sniff of the start first, so a large binary file is refused without reading it whole.
      const head = Buffer.alloc(Math.min(8192, info.size));
      await handle.read(head, 0, head.length, 0);
      if (head.includes(0)) return { ok: false, errors: [{ file: name, pointer: '', message: 'this is not a text file (it looks like an image, archive or other binary file)' }] };
      bytes = await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch (error) {
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
