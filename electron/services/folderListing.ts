/**
 * What web mode's file dialog shows: one folder's entries (names, kinds, dates) and the places to start
 * from. Listing a folder reads names only, never a file's content; opening or saving still needs the user
 * to pick a path, which `dialogs.pick` grants.
 */
import { homedir } from 'node:os';
import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { ApiError, type FolderEntry, type FolderListing, type Place } from '../../core/api/contract';
import { DOCUMENT_KINDS } from '../../core/model/documents';

/** Enough for any folder a person browses; a folder of 100,000 files is cut, and says so. */
export const MAX_FOLDER_ENTRIES = 2000;

/**
 * A file's kind from its name alone (the dialog reads no file): `NAME.army.json`, and the bundled examples'
 * `NAME.army-union.json` style, where a side follows the kind.
 */
const KIND_BY_NAME = DOCUMENT_KINDS.map((kind) => ({ kind, pattern: new RegExp(`\\.${kind}(-[\\w-]+)?\\.json$`, 'i') }));

export function kindOfName(name: string): FolderEntry['kind'] {
  return KIND_BY_NAME.find((k) => k.pattern.test(name))?.kind ?? 'file';
}

export async function listFolder(folder: string, places: Place[]): Promise<FolderListing> {
  const absolute = resolve(folder);
  let names: { name: string; isDirectory(): boolean; isFile(): boolean; isSymbolicLink(): boolean }[];
  try {
    names = await readdir(absolute, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ApiError('not-found', `There is no folder ${absolute}.`);
    if (code === 'EACCES' || code === 'EPERM') throw new ApiError('forbidden', `Muster is not allowed to look in ${absolute}.`);
    throw error;
  }
  // Hidden files (a leading dot) include Muster's own temporary files; a dialog does not show them.
  const visible = names.filter((d) => !d.name.startsWith('.'));
  const entries: FolderEntry[] = [];
  for (const d of visible.slice(0, MAX_FOLDER_ENTRIES)) {
    const info = await stat(join(absolute, d.name)).catch(() => null); // follows links; a dangling one is skipped
    if (!info || (!info.isDirectory() && !info.isFile())) continue;
    entries.push({
      name: d.name,
      path: join(absolute, d.name),
      kind: info.isDirectory() ? 'folder' : kindOfName(d.name),
      modifiedAt: info.mtime.toISOString(),
      size: info.isDirectory() ? null : info.size,
    });
  }
  entries.sort((a, b) => Number(b.kind === 'folder') - Number(a.kind === 'folder') || a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }));
  const parent = dirname(absolute);
  return { folder: absolute, parent: parent === absolute ? null : parent, entries, more: Math.max(0, visible.length - MAX_FOLDER_ENTRIES), places };
}

/** Home, the documents folder, the examples, then the folders of recent files (each once, newest first). */
export function placesFor(options: { documentsDir: string; examplesDir?: string; recentPaths: string[]; home?: string }): Place[] {
  const places: Place[] = [
    { label: 'Home', path: options.home ?? homedir() },
    { label: 'Muster documents', path: options.documentsDir },
    ...(options.examplesDir ? [{ label: 'Examples', path: options.examplesDir }] : []),
  ];
  const seen = new Set(places.map((p) => p.path));
  for (const path of options.recentPaths) {
    const folder = dirname(path);
    if (seen.has(folder)) continue;
    seen.add(folder);
    places.push({ label: basename(folder) || folder, path: folder, recent: true });
  }
  return places;
}
