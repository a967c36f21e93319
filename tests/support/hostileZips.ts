/**
 * Hostile scenario packages, made on the spot for the tests and the benchmark (never kept as files): the
 * zip bombs and lying entries of issue 31, written byte by byte so their directories can say what a real
 * zip tool never would.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A raw deflate stream that unpacks to `bytes` zeros (a multiple of 16 MB), made from one 16 MB segment
 * packed once and repeated: the segment ends on a full flush (byte-aligned, no reference back into the
 * one before), and a last empty block ends the stream. 1 GB this way is about a megabyte, made in a
 * fraction of a second.
 */
export function zerosDeflateStream(bytes: number): Uint8Array {
  const segmentBytes = 16 * 1024 * 1024;
  if (bytes % segmentBytes !== 0) throw new Error('zerosDeflateStream: a multiple of 16 MB');
  const segment = deflateRawSync(new Uint8Array(segmentBytes), { level: 9, memLevel: 9, finishFlush: constants.Z_FULL_FLUSH });
  const copies = bytes / segmentBytes;
  const out = new Uint8Array(segment.length * copies + 2);
  for (let i = 0; i < copies; i++) out.set(segment, i * segment.length);
  out.set([0x03, 0x00], segment.length * copies); // BFINAL, fixed codes, end of block
  return out;
}

interface RawEntry {
  /** The name in the central directory. */
  name: string;
  /** Which local file (index into `locals`) the directory entry points at. */
  local: number;
  /** What the directory declares. */
  declaredBytes: number;
  method?: 0 | 8;
}

interface RawLocal {
  name: string;
  data: Uint8Array;
  method: 0 | 8;
  declaredBytes: number;
}

/** A zip written as given: local files, then a central directory whose entries may point anywhere. */
export function rawZip(locals: RawLocal[], entries: RawEntry[]): Uint8Array {
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let at = 0;
  for (const l of locals) {
    const name = enc.encode(l.name);
    const head = new DataView(new ArrayBuffer(30));
    head.setUint32(0, 0x04034b50, true);
    head.setUint16(4, 20, true);
    head.setUint16(8, l.method, true);
    head.setUint32(14, l.method === 0 ? crc32(l.data) : 0, true);
    head.setUint32(18, l.data.length, true);
    head.setUint32(22, l.declaredBytes, true);
    head.setUint16(26, name.length, true);
    offsets.push(at);
    parts.push(new Uint8Array(head.buffer), name, l.data);
    at += 30 + name.length + l.data.length;
  }
  const directoryStart = at;
  for (const e of entries) {
    const l = locals[e.local]!;
    const name = enc.encode(e.name);
    const head = new DataView(new ArrayBuffer(46));
    head.setUint32(0, 0x02014b50, true);
    head.setUint16(4, 20, true);
    head.setUint16(6, 20, true);
    head.setUint16(10, e.method ?? l.method, true);
    head.setUint32(20, l.data.length, true);
    head.setUint32(24, e.declaredBytes, true);
    head.setUint16(28, name.length, true);
    head.setUint32(42, offsets[e.local]!, true);
    parts.push(new Uint8Array(head.buffer), name);
    at += 46 + name.length;
  }
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, at - directoryStart, true);
  end.setUint32(16, directoryStart, true);
  parts.push(new Uint8Array(end.buffer));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let k = 0;
  for (const p of parts) {
    out.set(p, k);
    k += p.length;
  }
  return out;
}

const MB = 1024 * 1024;

/** Issue 31's bomb: `count` directory entries, each declaring 1.5 MB, all pointing at one stream of `streamBytes` zeros. */
export function overlappingBomb(count = 151, streamBytes = 1024 * MB): Uint8Array {
  const stream = zerosDeflateStream(streamBytes);
  const entries = Array.from({ length: count }, (_, i) => ({ name: i === 0 ? 'manifest.json' : `pdf/sheet-${i}.pdf`, local: 0, declaredBytes: 1.5 * MB }));
  return rawZip([{ name: 'manifest.json', data: stream, method: 8, declaredBytes: 1.5 * MB }], entries);
}

/** One entry that says it unpacks to 1.5 MB and whose stream makes `streamBytes`. */
export function lyingEntry(streamBytes = 1024 * MB): Uint8Array {
  const stream = zerosDeflateStream(streamBytes);
  return rawZip([{ name: 'manifest.json', data: stream, method: 8, declaredBytes: 1.5 * MB }], [{ name: 'manifest.json', local: 0, declaredBytes: 1.5 * MB }]);
}
