/**
 * Saving a document so that a crash, a full disk or a power cut at any moment leaves either the old
 * file or the new one, never half of either: write a temporary file in the same folder (a rename is
 * only atomic within one file system), flush it to disk, keep the old version as NAME.bak, then rename
 * the temporary file over the target.
 */
import { closeSync, constants, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { copyFile, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
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

export async function writeFileAtomic(file: string, content: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  const chunk = Math.max(1, options.chunkSize ?? 65536);
  const temp = tempPathFor(file);
  const handle = await open(temp, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o644);
  try {
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
export function writeFileAtomicSync(file: string, content: string): void {
  const temp = tempPathFor(file);
  const fd = openSync(temp, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o644);
  try {
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
