/**
 * Reading a file only when it is a regular file, with its size limit checked before a byte is read.
 *
 * A path a document names, or one the user picked, may be a device (`/dev/zero` never ends, `/dev/random`
 * neither), a named pipe (FIFO: opening it waits for a writer, forever, and holds one of the four threads
 * every file operation of the process shares) or a socket. These are refused by name, from `stat`, before
 * they are opened; the file is then opened without waiting (O_NONBLOCK, so a FIFO put in its place between
 * the two steps cannot block either) and checked again on the open handle, and never more than the limit
 * is read from it.
 */
import { constants, type Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';

/** What a path is when it is not a regular file, in the words the refusal uses. */
export function notRegularReason(info: Stats): string | undefined {
  if (info.isFile()) return undefined;
  if (info.isDirectory()) return 'this is a folder, not a file';
  if (info.isFIFO()) return 'this is a named pipe (FIFO), not a file; Muster reads only regular files';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'this is a device, not a file; Muster reads only regular files';
  if (info.isSocket()) return 'this is a socket, not a file; Muster reads only regular files';
  return 'this is not a regular file; Muster reads only regular files';
}

/** A refusal with the reason in the user's words (`code` tells a missing file from a device). */
export class NotReadableFile extends Error {
  override name = 'NotReadableFile';
  constructor(
    message: string,
    readonly code: 'not-regular' | 'too-large',
  ) {
    super(message);
  }
}

const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(bytes < 1048576 ? 2 : 1)} MB`;

/**
 * The bytes of `path` when it is a regular file of at most `maxBytes`; otherwise a `NotReadableFile`
 * (or the system's error for a missing file or a refused permission, with its `code`). `head`, when given,
 * is asked of the first bytes before the rest is read, so a binary file is refused unread.
 */
export async function readRegularFile(path: string, maxBytes: number, head?: (first: Buffer) => void): Promise<Buffer> {
  const before = await stat(path);
  const reason = notRegularReason(before);
  if (reason) throw new NotReadableFile(reason, 'not-regular');
  if (before.size > maxBytes) throw new NotReadableFile(`the file is too large (${mb(before.size)}; at most ${mb(maxBytes)} is read)`, 'too-large');
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = await handle.stat();
    const again = notRegularReason(info);
    if (again) throw new NotReadableFile(again, 'not-regular');
    if (info.size > maxBytes) throw new NotReadableFile(`the file is too large (${mb(info.size)}; at most ${mb(maxBytes)} is read)`, 'too-large');
    if (head) {
      const first = Buffer.alloc(Math.min(8192, info.size));
      const { bytesRead } = await handle.read(first, 0, first.length, 0);
      head(first.subarray(0, bytesRead));
    }
    // Read to the limit and one byte more, never to the end: a file that grows while it is read is refused.
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1);
    let filled = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
      if (filled === buffer.length) throw new NotReadableFile('the file grew while it was read; try again once the program writing it is done', 'too-large');
    }
    return buffer.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

/** `readRegularFile` as UTF-8 text. */
export async function readRegularText(path: string, maxBytes: number): Promise<string> {
  return (await readRegularFile(path, maxBytes)).toString('utf8');
}
