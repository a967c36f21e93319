/**
 * Reads a PNG's pixels for tests that look at what a program drew (Tiled's tmxrasterizer, Muster's own
 * tilesets): 8-bit RGB or RGBA, not interlaced, which is what both write.
 */
import { inflateSync } from 'node:zlib';

export interface Pixels {
  width: number;
  height: number;
  /** Four bytes a pixel, row by row. */
  rgba: Uint8Array;
}

export function pngSize(png: Uint8Array): { width: number; height: number } {
  const b = Buffer.from(png);
  if (b.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

export function readPng(png: Uint8Array): Pixels {
  const b = Buffer.from(png);
  const { width, height } = pngSize(png);
  const depth = b[24];
  const colour = b[25];
  const interlace = b[28];
  if (depth !== 8 || (colour !== 6 && colour !== 2) || interlace !== 0) throw new Error(`readPng reads 8-bit RGB(A) PNGs without interlacing, not depth ${depth} colour ${colour}`);
  const channels = colour === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at < b.length; ) {
    const length = b.readUInt32BE(at);
    const type = b.subarray(at + 4, at + 8).toString('latin1');
    if (type === 'IDAT') idat.push(b.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? cur[i - channels]! : 0;
      const up = prev[i]!;
      const c = i >= channels ? prev[i - channels]! : 0;
      const paeth = () => {
        const p = a + up - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - c);
        return pa <= pb && pa <= pc ? a : pb <= pc ? up : c;
      };
      const predictor = [0, a, up, (a + up) >> 1, filter === 4 ? paeth() : 0][filter] ?? 0;
      cur[i] = (line[i]! + predictor) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      out.set([cur[x * channels]!, cur[x * channels + 1]!, cur[x * channels + 2]!, channels === 4 ? cur[x * channels + 3]! : 255], (y * width + x) * 4);
    }
    prev = cur;
  }
  return { width, height, rgba: out };
}

export function pixelAt(p: Pixels, x: number, y: number): [number, number, number, number] {
  const i = (Math.floor(y) * p.width + Math.floor(x)) * 4;
  return [p.rgba[i]!, p.rgba[i + 1]!, p.rgba[i + 2]!, p.rgba[i + 3]!];
}

export const hexColour = (hex: string): [number, number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 255];
};
