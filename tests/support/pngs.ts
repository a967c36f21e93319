/**
 * PNGs written by hand (signature, IHDR, one IDAT, IEND), 8-bit RGB, for the tests and benchmarks that
 * make their own scans: no image library stands between the test and the bytes the app reads.
 */
import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG of `raw`: `height` rows of one filter byte (0, none) and `width` RGB triples each, as PNG stores
 * them. `level` is the deflate level; a big scan takes 1, where the size of the file does not matter.
 */
export function encodePng(width: number, height: number, raw: Buffer, level = 6): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level })), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose every pixel is `pixel(x, y)`. */
export function pngOf(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * stride + 1 + x * 3);
  }
  return encodePng(width, height, raw);
}
