/**
 * Reading a file the ground imports take (a DEM, GeoJSON, an image): a regular file only (not a folder,
 * a device or a pipe), its size checked against the limit before a byte is read, so an oversized file
 * is refused without filling memory.
 */
import { open } from 'node:fs/promises';
import { basename } from 'node:path';

/** A file that cannot be read, with the reason in words and the file's name first. */
export class GroundFileError extends Error {}

export async function readLimited(path: string, limitBytes: number, what: string): Promise<Uint8Array> {
  const name = basename(path);
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw new GroundFileError(`${name}: cannot open it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new GroundFileError(`${name}: is not a regular file`);
    if (info.size > limitBytes) {
      throw new GroundFileError(`${name}: is ${megabytes(info.size)}, over the ${megabytes(limitBytes)} a ${what} may be; cut it to the battlefield first`);
    }
    const bytes = new Uint8Array(info.size);
    let at = 0;
    while (at < info.size) {
      const { bytesRead } = await handle.read(bytes, at, info.size - at, at);
      if (bytesRead === 0) break;
      at += bytesRead;
    }
    return at === info.size ? bytes : bytes.subarray(0, at);
  } finally {
    await handle.close();
  }
}

const megabytes = (n: number): string => `${(n / (1024 * 1024)).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MB`;
