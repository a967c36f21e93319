/**
 * Unpacking a package's files into a folder all or nothing (`muster import package`): everything is
 * written first into a hidden temporary folder beside the target (same disk, so the moves are renames),
 * every place it will land is checked to really lie in the target (a link inside it to somewhere else is
 * refused), and only then is each file moved into place. A failure on the way moves back what was moved
 * and restores what was replaced; a run that was killed leaves its temporary folder, which the next run
 * beside the same folder removes.
 */
import { lstat, mkdir, mkdtemp, open, readdir, realpath, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export interface UnpackFile {
  /** Where it goes, relative to the folder (a package entry's path, already checked by the reader). */
  path: string;
  bytes: string | Uint8Array;
}

const inside = (child: string, dir: string): boolean => {
  const rel = relative(dir, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

const stagingPrefix = (folder: string) => `.${basename(folder)}.import-`;

/** Whether the process `pid` still runs (a temporary folder of a live import is left alone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes temporary folders earlier imports into `folder` left when they were killed; returns their names. */
export async function removeLeftoverStaging(folder: string): Promise<string[]> {
  const parent = dirname(folder);
  const prefix = stagingPrefix(folder);
  const removed: string[] = [];
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    if (!Number.isInteger(pid) || (pid !== process.pid && alive(pid))) continue;
    await rm(join(parent, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** The real place `path` names: its deepest existing ancestor resolved (links followed), the rest joined on. */
async function realPlace(path: string): Promise<string> {
  let existing = path;
  const rest: string[] = [];
  for (;;) {
    try {
      return join(await realpath(existing), ...rest.reverse());
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A dangling link is not "missing": where it points is unknown, so nothing is written through it.
      if (code === 'ENOENT' && (await lstat(existing).catch(() => null))?.isSymbolicLink()) throw new Error(`${existing} is a link to nothing`);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      if (dirname(existing) === existing) return path;
      rest.push(basename(existing));
      existing = dirname(existing);
    }
  }
}

/**
 * Writes `files` into `folder` (made if missing) all or nothing. Throws with the reason when anything
 * would land outside the folder or cannot be written; then the folder is as it was.
 */
export async function unpackIntoFolder(folder: string, files: readonly UnpackFile[], options: { beforeMove?: (done: number) => void | Promise<void> } = {}): Promise<void> {
  await mkdir(folder, { recursive: true });
  const real = await realpath(folder);
  await removeLeftoverStaging(real);
  const staging = await mkdtemp(join(dirname(real), `${stagingPrefix(real)}${process.pid}-`));
  const moved: Array<{ from: string; to: string }> = [];
  const replaced: Array<{ kept: string; to: string }> = [];
  const madeDirs: string[] = [];
  try {
    // 1. Everything written whole into the temporary folder, which no one else has written to.
    for (const f of files) {
      const target = join(staging, 'new', f.path);
      await mkdir(dirname(target), { recursive: true });
      const handle = await open(target, 'wx', 0o644);
      try {
        await handle.writeFile(f.bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
    // 2. Every place checked to really lie in the folder, and to be a file or nothing.
    for (const f of files) {
      const to = resolve(real, f.path);
      const place = await realPlace(to);
      if (!inside(place, real)) throw new Error(`${f.path} would land in ${place}, outside ${folder}: a folder or file in the way is a link out of it`);
      const there = await lstat(to).catch(() => null);
      if (there && !there.isFile()) throw new Error(`${f.path}: there is a ${there.isDirectory() ? 'folder' : 'link or special file'} of that name in ${folder}`);
    }
    // 3. Moved into place, the replaced files kept aside until all have moved.
    for (const f of files) {
      await options.beforeMove?.(moved.length);
      const to = resolve(real, f.path);
      const made = await mkdir(dirname(to), { recursive: true });
      if (made !== undefined) madeDirs.push(made);
      if ((await lstat(to).catch(() => null)) !== null) {
        const kept = join(staging, 'replaced', f.path);
        await mkdir(dirname(kept), { recursive: true });
        await rename(to, kept);
        replaced.push({ kept, to });
      }
      const from = join(staging, 'new', f.path);
      await rename(from, to);
      moved.push({ from, to });
    }
  } catch (error) {
    // Back as it was: the new files out, the replaced ones back, the folders made for them gone.
    for (const m of moved.reverse()) await rename(m.to, m.from).catch(() => {});
    for (const r of replaced.reverse()) await rename(r.kept, r.to).catch(() => {});
    for (const d of madeDirs.reverse()) await removeEmptyTree(d).catch(() => {});
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Removes `dir` and the empty folders under it, if they are all empty. */
async function removeEmptyTree(dir: string): Promise<void> {
  for (const name of await readdir(dir)) await removeEmptyTree(`${dir}${sep}${name}`);
  await rmdir(dir);
}
