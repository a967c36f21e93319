/**
 * Reading a package's zip the careful way: the central directory parsed here (not trusted to a general
 * unzipper), every entry's bytes checked to lie in the file on their own, and each entry inflated with a
 * byte budget that stops at the size its directory declares, whatever the compressed stream would go on
 * to make. A zip bomb gives itself away in one of three ways, each refused before it costs more than a
 * few megabytes: an entry declaring more than an entry may be (core/package's limits), entries sharing
 * one compressed stream (overlapping), or an entry whose stream makes more than it declared.
 */
import { Inflate } from 'fflate';
import type { ZipEntryHead } from '../../../core/package';

/** One file in the zip, as its central directory and local header describe it. */
export interface ZipEntry extends ZipEntryHead {
  /** 0 stored, 8 deflated; nothing else is in a Muster package. */
  method: number;
  /** Where its compressed bytes start in the file. */
  dataStart: number;
}

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; problems: string[] };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Reads the directory of a zip: every entry's name, sizes and place, or why the zip is refused. */
export function readZipDirectory(zip: Uint8Array): ZipDirectory {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  let end = -1;
  for (let at = zip.length - 22; at >= 0 && at >= zip.length - 22 - 0xffff; at--) {
    if (u32(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return { ok: false, problems: ['is not a zip file, or it is damaged (it has no zip directory, or is cut short)'] };
  const count = u16(end + 10);
  const directoryBytes = u32(end + 12);
  const directoryStart = u32(end + 16);
  if (count === 0xffff || directoryStart === 0xffffffff) return { ok: false, problems: ['it is a ZIP64 file, which Muster never makes; a package is far smaller'] };
  if (directoryStart + directoryBytes > end) return { ok: false, problems: ['its zip directory points past the end of the file: it is damaged'] };

  const entries: ZipEntry[] = [];
  const problems: string[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: false });
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || u32(at) !== CENTRAL) return { ok: false, problems: [`its zip directory is damaged at entry ${i + 1} of ${count}`] };
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const packedBytes = u32(at + 20);
    const bytes = u32(at + 24);
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    const localStart = u32(at + 42);
    if (next > end) return { ok: false, problems: [`its zip directory is damaged at entry ${i + 1} of ${count}`] };
    const path = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at = next;
    if (flags & 1) problems.push(`the entry ${JSON.stringify(path)} is encrypted; Muster packages are not`);
    if (method !== 0 && method !== 8) problems.push(`the entry ${JSON.stringify(path)} is packed in a way Muster does not read (method ${method})`);
    if (localStart + 30 > directoryStart || u32(localStart) !== LOCAL) {
      problems.push(`the entry ${JSON.stringify(path)} points at no file in the zip: it is damaged`);
      continue;
    }
    const localName = decoder.decode(zip.subarray(localStart + 30, localStart + 30 + u16(localStart + 26)));
    if (localName !== path) problems.push(`the entry ${JSON.stringify(path)} is named ${JSON.stringify(localName)} where its bytes are: the zip was altered`);
    const dataStart = localStart + 30 + u16(localStart + 26) + u16(localStart + 28);
    if (dataStart + packedBytes > directoryStart) problems.push(`the entry ${JSON.stringify(path)} runs past the end of the packed files: it is damaged`);
    entries.push({ path, packedBytes, bytes, method, dataStart });
  }
  // Each entry's bytes are its own: a bomb makes hundreds of entries point at one huge stream.
  const shared: string[] = [];
  const spans = entries.map((e, index) => ({ e, index, from: e.dataStart, to: e.dataStart + e.packedBytes })).sort((a, b) => a.from - b.from);
  for (let k = 1; k < spans.length; k++) {
    const before = spans[k - 1]!;
    const here = spans[k]!;
    if (here.from < before.to || (here.from === before.from && here.e.packedBytes > 0)) {
      shared.push(`the entries ${JSON.stringify(before.e.path)} and ${JSON.stringify(here.e.path)} share their packed bytes, which no real zip does (the mark of a zip bomb)`);
    }
  }
  const all = [...shared, ...problems];
  const shown = 5;
  if (all.length > shown) return { ok: false, problems: [...all.slice(0, shown), `and ${all.length - shown} more problems like these`] };
  return all.length ? { ok: false, problems: all } : { ok: true, entries };
}

/** Compressed bytes handed to the inflater at a time: deflate makes at most about 1032 times its input, so ~4 MB per push at worst. */
const PUSH_BYTES = 4096;

/**
 * The entry's unpacked bytes, or why not: inflation stops as soon as it makes more than the entry
 * declared, so a stream that would make a gigabyte costs no more than the declared size and one push.
 */
export function unpackEntry(zip: Uint8Array, entry: ZipEntry): { ok: true; bytes: Uint8Array } | { ok: false; problem: string } {
  const packed = zip.subarray(entry.dataStart, entry.dataStart + entry.packedBytes);
  if (entry.method === 0) {
    if (entry.packedBytes !== entry.bytes) return { ok: false, problem: `the entry ${entry.path} is stored unpacked but its two sizes differ: it is damaged` };
    return { ok: true, bytes: packed.slice() };
  }
  const out = new Uint8Array(entry.bytes);
  let made = 0;
  let over = false;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    if (made + chunk.length > entry.bytes) over = true;
    else out.set(chunk, made);
    made += chunk.length;
    if (final) ended = true;
  });
  try {
    for (let at = 0; at < packed.length && !over && !ended; at += PUSH_BYTES) {
      const end = Math.min(at + PUSH_BYTES, packed.length);
      inflater.push(packed.subarray(at, end), end === packed.length);
    }
  } catch (error) {
    return { ok: false, problem: `the entry ${entry.path} is damaged (${error instanceof Error ? error.message : String(error)})` };
  }
  if (over) return { ok: false, problem: `the entry ${entry.path} unpacks to more than the ${entry.bytes} bytes its directory says: the zip was altered (or is a zip bomb)` };
  if (made !== entry.bytes) return { ok: false, problem: `the entry ${entry.path} unpacks to ${made} bytes where its directory says ${entry.bytes}: it is damaged` };
  return { ok: true, bytes: out };
}
