/**
 * How File ▸ Open Recent names its files, the one function the desktop's native menu (electron/shell/menu.ts)
 * and web mode's menu bar (renderer/src/actions/registry.ts) both call, so the two never differ: a file
 * reads as the title of the document it holds, or, where the list does not know it, as its file name
 * without the document extension. Two entries that would read the same are told apart by the folders
 * they lie in (as few of the last folders as it takes), and two in the same folder by their file names.
 */
import { DOCUMENT_KINDS, DOCUMENTS } from '../model/documents';

/** What the recent list keeps of a file (electron/services/files/recent.ts). */
export interface RecentFileLike {
  readonly path: string;
  readonly title?: string;
}

const segments = (path: string): string[] => path.split(/[\\/]+/).filter((s) => s !== '');

/** The file name without `.scenario.json`, `.army.json` or `.map.json` (or, for any other name, without `.json`). */
export function fileStem(path: string): string {
  const name = segments(path).pop() ?? path;
  const lower = name.toLowerCase();
  const extension = DOCUMENT_KINDS.map((k) => DOCUMENTS[k].extension).find((e) => lower.endsWith(e) && lower.length > e.length);
  if (extension) return name.slice(0, -extension.length);
  return lower.endsWith('.json') && lower.length > 5 ? name.slice(0, -5) : name;
}

/** The name a recent file goes by on its own: its document's title, else its file name's stem. */
const ownName = (file: RecentFileLike): string => file.title?.trim() || fileStem(file.path);

/** The last `n` folders of the path, as the path writes them ("Muster/scenarios"). */
function lastFolders(path: string, n: number): string {
  const folders = segments(path).slice(0, -1);
  return folders.slice(Math.max(0, folders.length - n)).join('/');
}

/**
 * What may be added to tell a file from others of its name, briefest first: its folder, then as many of
 * the folders above as it takes, then its file name, then the folders and the file name, up to the whole path.
 */
function whereCandidates(path: string, depth: number): string[] {
  const name = segments(path).pop() ?? path;
  const folders = Array.from({ length: depth }, (_, n) => lastFolders(path, n + 1));
  return [...folders, name, ...folders.map((f) => (f ? `${f}/${name}` : name)), path];
}

/**
 * The label of each of `files`, in order: its own name, with " — " and where it lies added wherever
 * another file of the list has the same name.
 */
export function recentFileLabels(files: readonly RecentFileLike[]): string[] {
  const names = files.map(ownName);
  const depth = Math.max(0, ...files.map((f) => segments(f.path).length - 1));
  const candidates = files.map((f) => whereCandidates(f.path, depth));
  return files.map((_, i) => {
    const twins = files.flatMap((__, j) => (j !== i && names[j] === names[i] ? [j] : []));
    if (twins.length === 0) return names[i]!;
    const mine = candidates[i]!;
    const k = mine.findIndex((c, kind) => c !== '' && twins.every((j) => candidates[j]![kind] !== c));
    return `${names[i]} — ${mine[k === -1 ? mine.length - 1 : k]}`;
  });
}

/** The label of one recent file among the others shown with it. */
export function recentFileLabel(file: RecentFileLike, among: readonly RecentFileLike[]): string {
  const list = among.includes(file) ? among : [file, ...among];
  return recentFileLabels(list)[list.indexOf(file)]!;
}
