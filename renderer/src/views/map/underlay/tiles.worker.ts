/// <reference lib="webworker" />
/**
 * Decodes a reference image once, off the page's thread, into its tile pyramid (core/ground/underlay.ts):
 * each level halves the one before, each tile 512 pixels a side, kept as a small JPEG (a 10,000 × 8,000
 * scan is some 430 tiles, a few tens of MB instead of 430 MB of pixels). The page asks for the tiles it
 * draws and keeps a bounded number decoded; nothing else of the image stays in memory.
 */
import { fromArrayBuffer } from 'geotiff';
import { pyramidLevels, TILE_PX } from '../../../../../core/ground/underlay';

export type TileRequest =
  | { type: 'open'; key: string; bytes: ArrayBuffer; mediaType: string }
  | { type: 'tile'; key: string; id: number; level: number; col: number; row: number }
  | { type: 'overview'; key: string; id: number }
  | { type: 'drop'; key: string };

export type TileAnswer =
  | { type: 'opened'; key: string; ok: true; widthPx: number; heightPx: number; ms: number }
  | { type: 'opened'; key: string; ok: false; message: string }
  | { type: 'tile'; key: string; id: number; bitmap?: ImageBitmap }
  | { type: 'overview'; key: string; id: number; blob?: Blob };

/** The whole image at most this many pixels a side: what the print dialog's preview lays under the map. */
const OVERVIEW_PX = 1024;

const scope = self as unknown as DedicatedWorkerGlobalScope;
const pyramids = new Map<string, Map<string, Blob>>();
const overviews = new Map<string, Blob>();
const tileKey = (level: number, col: number, row: number) => `${level}/${col}/${row}`;

/** A TIFF scan's first image as pixels (geotiff reads plain TIFF as well as GeoTIFF). */
async function tiffBitmap(bytes: ArrayBuffer): Promise<ImageBitmap> {
  const image = await (await fromArrayBuffer(bytes)).getImage();
  const width = image.getWidth();
  const height = image.getHeight();
  const rgb = (await image.readRGB({ interleave: true })) as unknown as Uint8Array;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, j = 0; i < width * height; i++, j += 3) {
    rgba[i * 4] = rgb[j]!;
    rgba[i * 4 + 1] = rgb[j + 1]!;
    rgba[i * 4 + 2] = rgb[j + 2]!;
    rgba[i * 4 + 3] = 255;
  }
  return createImageBitmap(new ImageData(rgba, width, height));
}

/** A level whole, on paper white (a JPEG has no alpha). */
async function wholeAsJpeg(bitmap: ImageBitmap): Promise<Blob> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, bitmap.width, bitmap.height);
  g.drawImage(bitmap, 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
}

async function open(key: string, bytes: ArrayBuffer, mediaType: string): Promise<TileAnswer> {
  const started = performance.now();
  let full: ImageBitmap;
  try {
    full = mediaType === 'image/tiff' ? await tiffBitmap(bytes) : await createImageBitmap(new Blob([bytes], { type: mediaType }));
  } catch (error) {
    return { type: 'opened', key, ok: false, message: `the image cannot be decoded (${error instanceof Error ? error.message : String(error)})` };
  }
  const tiles = new Map<string, Blob>();
  const canvas = new OffscreenCanvas(TILE_PX, TILE_PX);
  const g = canvas.getContext('2d')!;
  let source: ImageBitmap = full;
  for (const level of pyramidLevels(full.width, full.height)) {
    // Each level is made from the one before, halved: never more than two levels' pixels at once.
    if (level.level > 0) {
      const next = await createImageBitmap(source, { resizeWidth: level.widthPx, resizeHeight: level.heightPx, resizeQuality: 'medium' });
      source.close();
      source = next;
    }
    if (!overviews.has(key) && level.widthPx <= OVERVIEW_PX && level.heightPx <= OVERVIEW_PX) overviews.set(key, await wholeAsJpeg(source));
    for (let row = 0; row < level.rows; row++) {
      for (let col = 0; col < level.cols; col++) {
        const w = Math.min(TILE_PX, level.widthPx - col * TILE_PX);
        const h = Math.min(TILE_PX, level.heightPx - row * TILE_PX);
        // Paper white under any transparency: a JPEG tile has no alpha.
        g.fillStyle = '#ffffff';
        g.fillRect(0, 0, TILE_PX, TILE_PX);
        g.drawImage(source, col * TILE_PX, row * TILE_PX, w, h, 0, 0, w, h);
        tiles.set(tileKey(level.level, col, row), await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 }));
      }
    }
  }
  const answer: TileAnswer = { type: 'opened', key, ok: true, widthPx: full.width, heightPx: full.height, ms: performance.now() - started };
  source.close();
  pyramids.set(key, tiles);
  return answer;
}

scope.onmessage = async (event: MessageEvent<TileRequest>) => {
  const request = event.data;
  if (request.type === 'open') {
    scope.postMessage(await open(request.key, request.bytes, request.mediaType));
  } else if (request.type === 'tile') {
    const blob = pyramids.get(request.key)?.get(tileKey(request.level, request.col, request.row));
    const bitmap = blob ? await createImageBitmap(blob) : undefined;
    const answer: TileAnswer = { type: 'tile', key: request.key, id: request.id, ...(bitmap ? { bitmap } : {}) };
    scope.postMessage(answer, bitmap ? [bitmap] : []);
  } else if (request.type === 'overview') {
    const blob = overviews.get(request.key);
    scope.postMessage({ type: 'overview', key: request.key, id: request.id, ...(blob ? { blob } : {}) } satisfies TileAnswer);
  } else {
    pyramids.delete(request.key);
    overviews.delete(request.key);
  }
};
