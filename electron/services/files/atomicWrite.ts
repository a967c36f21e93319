/**
 * Saving a document so that a crash, a full disk or a power cut at any moment leaves either the old
 * file or the new one, never half of either: write a temporary file in the same folder (a rename is
 * only atomic within one file system), flush it to disk, keep the old version as NAME.bak, then rename
 * the temporary file over the target.
 *
 * The new file keeps the old one's permissions (a private 0600 file stays private), and saving through
 * a symbolic link writes the file it points to, so the link stays a link.
 */
import { closeSync, constants, fchmodSync, fsyncSync, lstatSync, openSync, readlinkSync, realpathSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { copyFile, lstat, open, readdir, readlink, realpath, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface AtomicWriteOptions {
  /** Keep the previous version as `NAME.bak` (default true). */
  backup?: boolean;
  /** Bytes per write call (default 64 KiB). */
  chunkSize?: number;
  /**
   * Called after each chunk reaches the temporary file; tests use it to fail or kill the process
   * part-way through a save.
   */
  onChunkWritten?: (bytesWritten: number, totalBytes: number) => void | Promise<void>;
}

export const backupPath = (file: string): string => `${file}.bak`;

export function tempPathFor(file: string): string {
  return join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
}

/** Leftover temporary files of earlier, interrupted saves of `file` look like this. */
export const isTempOf = (file: string, name: string): boolean => name.startsWith(`.${basename(file)}.`) && name.endsWith('.tmp');

/** Any temporary file `tempPathFor` makes: `.NAME.PID.8-hex.tmp`; the PID says which process wrote it. */
const TEMP_NAME = /^\..+\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/** New files get the usual rw-r--r--; existing ones keep theirs. */
const NEW_FILE_MODE = 0o644;
const PERMISSION_BITS = 0o7777;

/**
 * The file a save really writes: `file` itself, or, when it is a symbolic link (even one whose target
 * does not exist yet), the file at the end of the link. Renaming over the link would replace it.
 */
async function saveTarget(file: string): Promise<string> {
  try {
    return await realpath(file);
  } catch {
    // A dangling link: follow it by hand (one step at a time, so a loop ends).
    let current = resolve(file);
    for (let hop = 0; hop < 40; hop++) {
      const info = await lstat(current).catch(() => null);
      if (!info?.isSymbolicLink()) return current;
      current = resolve(dirname(current), await readlink(current));
    }
    return current;
  }
}

function saveTargetSync(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    let current = resolve(file);
    for (let hop = 0; hop < 40; hop++) {
      let link = false;
      try {
        link = lstatSync(current).isSymbolicLink();
      } catch {
        return current;
      }
      if (!link) return current;
      current = resolve(dirname(current), readlinkSync(current));
    }
    return current;
  }
}

export async function writeFileAtomic(path: string, content: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  const chunk = Math.max(1, options.chunkSize ?? 65536);
  const file = await saveTarget(path);
  const existing = await stat(file).catch(() => null);
  const temp = tempPathFor(file);
  const handle = await open(temp, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, NEW_FILE_MODE);
  try {
    // Set explicitly: the mode given to open() is narrowed by the umask.
    if (existing) await handle.chmod(existing.mode & PERMISSION_BITS);
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await handle.write(data, written, Math.min(chunk, data.length - written), written);
      written += bytesWritten;
      await options.onChunkWritten?.(written, data.length);
    }
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();

  try {
    if (options.backup !== false) await keepBackup(file);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(dirname(file));
}

/** Copies the current file to NAME.bak (itself via a temporary file, so the old backup survives a crash too). */
async function keepBackup(file: string): Promise<void> {
  const bakTemp = tempPathFor(backupPath(file));
  try {
    await copyFile(file, bakTemp);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // first save: nothing to keep
    throw error;
  }
  await rename(bakTemp, backupPath(file));
}

/** Makes the rename itself durable; not every platform lets a folder be opened, so this is best effort. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const dir = await open(folder, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    // Windows cannot fsync a directory; the rename is still atomic there.
  }
}

/**
 * The same guarantee, synchronously and without a backup, for small settings files written while the
 * app is closing (the window's size and place), when an asynchronous write might not finish.
 */
export function writeFileAtomicSync(path: string, content: string): void {
  const file = saveTargetSync(path);
  let mode: number | null = null;
  try {
    mode = statSync(file).mode & PERMISSION_BITS;
  } catch {
    // a new file
  }
  const temp = tempPathFor(file);
  const fd = openSync(temp, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, NEW_FILE_MODE);
  try {
    if (mode !== null) fchmodSync(fd, mode);
    writeSync(fd, content);
    fsyncSync(fd);
    closeSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  renameSync(temp, file);
}

const isRunning = (pid: number): boolean => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the temporary files that saves interrupted by a crash or a power cut left in `folder`. A temporary
 * file whose writer is still running (another Muster window, the CLI) is a save under way and is left alone;
 * the real files beside them are never touched. Returns the names removed.
 */
export async function removeOrphanedTempFiles(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const pid = TEMP_NAME.exec(name)?.[1];
    if (pid === undefined || isRunning(Number(pid))) continue;
    const info = await lstat(join(folder, name)).catch(() => null);
    if (!info?.isFile()) continue;
    await rm(join(folder, name), { force: true }).catch(() => undefined);
    removed.push(name);
  }
  return removed;
}
