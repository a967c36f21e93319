/**
 * The one rule for files a document names (a scenario's army files, a campaign's scenario files): a name
 * relative to the document, leading to a file in the document's own folder or below it, whose real place
 * (links followed) lies in the document's real folder. `../x`, `/etc/x` and a link out of the folder reach
 * nothing, in the command line as in the app (whose grants hold the same rule at every use), like Tiled's
 * map and tileset references that stay within a project and VS Code's trust that ends at the folder.
 */
import { realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';

/** Whether `child` is `dir` or lies below it, by name alone. */
export const inFolder = (child: string, dir: string): boolean => {
  const rel = relative(dir, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

export type NamedFile = { ok: true; path: string } | { ok: false; message: string };

/** Where `named` leads from the document at `documentPath`, by name only (no disk): the app's grants use it too. */
export function namedFileByName(documentPath: string, named: string): NamedFile {
  const folder = dirname(documentPath);
  if (isAbsolute(named) || /^[a-zA-Z]:[\\/]/.test(named)) {
    return { ok: false, message: `${named} is an absolute path; a document names its files relative to its own folder, and Muster reads none outside it` };
  }
  const path = resolve(folder, named);
  if (path === folder || !inFolder(path, folder)) return { ok: false, message: `${named} lies outside the document's folder; Muster reads no file a document names outside its own folder` };
  return { ok: true, path };
}

/** `namedFileByName`, then its real place (links followed) held to the document's real folder. A missing file passes (it is reported when read). */
export async function namedFile(documentPath: string, named: string): Promise<NamedFile> {
  const byName = namedFileByName(documentPath, named);
  if (!byName.ok) return byName;
  const realFolder = await realpath(dirname(documentPath)).catch(() => dirname(documentPath));
  const real = await realpath(byName.path).catch(() => undefined);
  if (real !== undefined && !inFolder(real, realFolder)) {
    return { ok: false, message: `${named} is a link to ${real}, outside the document's folder; Muster follows no link out of it` };
  }
  return byName;
}
