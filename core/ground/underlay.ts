/**
 * A reference image under the terrain: where it lies on the table (by its control points, by its own
 * georeference laid through the scenario's, or until either is given, stretched over the table as Tiled
 * lays a new image layer), the tile pyramid it is drawn from, and which tiles of which level a view needs.
 * Pure: the app decodes the image into tiles and draws them; the print and the bench use the same sums.
 */
import type { Box, Point } from '../map/geometry';
import type { ReferenceImage } from '../model/scenario.generated';
import type { UnderlayPicture } from '../map/render/underlay';
import { applyAffine, fitControlPoints, invertAffine, type Affine, type ControlPointFit } from './fit';
import { groundFrame, type Georeference, type TableSize } from './georef';

/** How an image came to lie where it lies, in the designer's words. */
export type PlacedBy = 'control points' | 'its georeference' | 'stretched over the table';

export interface ImagePlacement {
  /** Image pixels (x right, y down from the top-left corner) to table inches. */
  transform: Affine;
  by: PlacedBy;
  /** The control points' fit, with each point's residual and the RMS in inches, when they place it. */
  fit?: ControlPointFit;
  /** Why the chosen placing could not be used (too few points, no georeference on the scenario), in words. */
  problem?: string;
}

/** The image stretched over the whole table, aspect kept (a new image, before any control point). */
export function stretchedOverTable(widthPx: number, heightPx: number, table: TableSize): Affine {
  const s = Math.min(table.widthIn / widthPx, table.heightIn / heightPx);
  return { a: s, b: 0, c: (table.widthIn - widthPx * s) / 2, d: 0, e: s, f: (table.heightIn - heightPx * s) / 2 };
}

/**
 * The image's own georeference (GDAL's geotransform in `crs`) through the scenario's onto the table. A
 * reprojection is not affine, so the transform is the least-squares affine through a 5 × 5 grid of the
 * image's pixels carried exactly; over a battlefield the difference is far below a pencil line.
 */
export function georeferencedTransform(image: Pick<ReferenceImage, 'widthPx' | 'heightPx' | 'geoTransform' | 'crs'>, georeference: Georeference, table: TableSize): Affine | undefined {
  if (!image.geoTransform || image.geoTransform.length !== 6) return undefined;
  const t = image.geoTransform as unknown as readonly [number, number, number, number, number, number];
  const frame = groundFrame(georeference, table, image.crs ?? georeference.crs);
  const points = [];
  for (let i = 0; i <= 4; i++) {
    for (let j = 0; j <= 4; j++) {
      const pixel = { x: (image.widthPx * i) / 4, y: (image.heightPx * j) / 4 };
      points.push({ pixel, table: frame.toTable(t[0] + pixel.x * t[1] + pixel.y * t[2], t[3] + pixel.x * t[4] + pixel.y * t[5]) });
    }
  }
  return fitControlPoints(points)?.transform;
}

/** The reference images a map prints faded under it: those the designer asked to print, and not hidden. */
export function printedImages(map: { referenceImages?: readonly ReferenceImage[] }): ReferenceImage[] {
  return (map.referenceImages ?? []).filter((r) => r.print === true && r.hidden !== true);
}

/**
 * A reference image as a print lays it faded under the map (core/map/render/underlay.ts): `href`, its
 * picture (the whole image for the PDF, a small overview for the print dialog's preview), where it lies.
 */
export function printedPicture(image: ReferenceImage, href: string, table: TableSize, georeference?: Georeference): UnderlayPicture {
  return { href, widthPx: image.widthPx, heightPx: image.heightPx, transform: imagePlacement(image, table, georeference).transform, opacity: image.opacity ?? 1, clip: image.clip === true };
}

/** Where a reference image lies on the table now. */
export function imagePlacement(image: ReferenceImage, table: TableSize, georeference?: Georeference): ImagePlacement {
  const stretched = (problem?: string): ImagePlacement => ({ transform: stretchedOverTable(image.widthPx, image.heightPx, table), by: 'stretched over the table', ...(problem ? { problem } : {}) });
  if (image.placement === 'georeference') {
    if (!image.geoTransform) return stretched('the image carries no georeference of its own (no GeoTIFF tags, no world file beside it)');
    if (!georeference) return stretched('the scenario is not yet placed on the Earth (Map ▸ Georeference)');
    try {
      const transform = georeferencedTransform(image, georeference, table);
      return transform ? { transform, by: 'its georeference' } : stretched('its georeference does not place it');
    } catch (error) {
      return stretched((error as Error).message);
    }
  }
  const points = image.controlPoints ?? [];
  if (points.length < 2) return stretched(points.length === 1 ? 'one control point placed: a second fixes scale, rotation and shift' : undefined);
  const fit = fitControlPoints(points);
  return fit ? { transform: fit.transform, by: 'control points', fit } : stretched('the control points are all in a line');
}

/** The pixel of the image under a table point (undefined for a transform that flattens the image). */
export function pixelAt(placement: Affine, table: Point): Point | undefined {
  const inverse = invertAffine(placement);
  return inverse ? applyAffine(inverse, table) : undefined;
}

// ── the tile pyramid ─────────────────────────────────────────────────────

/** Pixels along a tile's side at every level. */
export const TILE_PX = 512;

/** The most tiles of one image the app keeps decoded at once (about 1 MB each): memory bounded whatever the scan. */
export const TILE_CACHE = 96;

export interface PyramidLevel {
  /** 0 is the image itself; each level halves the one before. */
  level: number;
  /** Image pixels one pixel of this level stands for (2^level). */
  step: number;
  widthPx: number;
  heightPx: number;
  cols: number;
  rows: number;
}

/** The levels of an image's pyramid, down to the one that fits in a single tile. */
export function pyramidLevels(widthPx: number, heightPx: number): PyramidLevel[] {
  const levels: PyramidLevel[] = [];
  for (let level = 0; ; level++) {
    const step = 2 ** level;
    const w = Math.max(1, Math.ceil(widthPx / step));
    const h = Math.max(1, Math.ceil(heightPx / step));
    levels.push({ level, step, widthPx: w, heightPx: h, cols: Math.ceil(w / TILE_PX), rows: Math.ceil(h / TILE_PX) });
    if (w <= TILE_PX && h <= TILE_PX) return levels;
  }
}

/**
 * The level to draw at: the finest whose pixels are still at least one screen pixel, so a zoomed-out view
 * reads a few small tiles and a close view the image's own pixels.
 */
export function levelFor(levels: readonly PyramidLevel[], placement: Affine, screenPxPerInch: number): PyramidLevel {
  // Screen pixels one image pixel covers (the larger of the transform's two axes' scales).
  const scale = Math.max(Math.hypot(placement.a, placement.d), Math.hypot(placement.b, placement.e)) * screenPxPerInch;
  const wanted = scale > 0 ? Math.floor(Math.log2(1 / scale)) : levels.length - 1;
  return levels[Math.min(levels.length - 1, Math.max(0, wanted))]!;
}

export interface TileKey {
  level: number;
  col: number;
  row: number;
}

/** The tiles of `level` that a view of the table (a box in inches) sees, the image placed by `placement`. */
export function visibleTiles(level: PyramidLevel, placement: Affine, view: Box): TileKey[] {
  const inverse = invertAffine(placement);
  if (!inverse) return [];
  const corners = [
    { x: view.minX, y: view.minY },
    { x: view.maxX, y: view.minY },
    { x: view.maxX, y: view.maxY },
    { x: view.minX, y: view.maxY },
  ].map((p) => applyAffine(inverse, p));
  const span = TILE_PX * level.step;
  const clamp = (v: number, n: number) => Math.min(n - 1, Math.max(0, v));
  const minX = Math.min(...corners.map((c) => c.x));
  const maxX = Math.max(...corners.map((c) => c.x));
  const minY = Math.min(...corners.map((c) => c.y));
  const maxY = Math.max(...corners.map((c) => c.y));
  if (maxX < 0 || maxY < 0 || minX > level.widthPx * level.step || minY > level.heightPx * level.step) return [];
  const tiles: TileKey[] = [];
  for (let row = clamp(Math.floor(minY / span), level.rows); row <= clamp(Math.floor(maxY / span), level.rows); row++) {
    for (let col = clamp(Math.floor(minX / span), level.cols); col <= clamp(Math.floor(maxX / span), level.cols); col++) tiles.push({ level: level.level, col, row });
  }
  return tiles;
}

/** A tile's rectangle in the image's own pixels (the last column and row are short). */
export function tileRect(level: PyramidLevel, col: number, row: number, imageWidthPx: number, imageHeightPx: number): { x: number; y: number; width: number; height: number } {
  const span = TILE_PX * level.step;
  const x = col * span;
  const y = row * span;
  return { x, y, width: Math.min(span, imageWidthPx - x), height: Math.min(span, imageHeightPx - y) };
}

// ── the image's own georeference ─────────────────────────────────────────

/** The world file names beside an image (`scan.png` → `scan.pgw`, `scan.pngw`, `scan.wld`). */
export function worldFileNames(imageName: string): string[] {
  const dot = imageName.lastIndexOf('.');
  const stem = dot > 0 ? imageName.slice(0, dot) : imageName;
  const ext = dot > 0 ? imageName.slice(dot + 1).toLowerCase() : '';
  const short = ext.length >= 2 ? `${ext[0]}${ext[ext.length - 1]}w` : '';
  return [...new Set([short && `${stem}.${short}`, ext && `${stem}.${ext}w`, `${stem}.wld`].filter(Boolean))];
}

/**
 * A world file's six numbers (A D B E C F, one a line: x step, rotations, y step, and the centre of the
 * top-left pixel) as GDAL's geotransform (which counts from the pixel's corner); undefined when it is not one.
 */
export function parseWorldFile(text: string): [number, number, number, number, number, number] | undefined {
  const values = text.trim().split(/\s+/).map(Number);
  if (values.length !== 6 || values.some((v) => !Number.isFinite(v))) return undefined;
  const [a, d, b, e, c, f] = values as [number, number, number, number, number, number];
  if (Math.abs(a * e - b * d) < 1e-30) return undefined;
  return [c - a / 2 - b / 2, a, b, f - d / 2 - e / 2, d, e];
}

// ── the image in a package ───────────────────────────────────────────────

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/tiff': 'tif' };

/** The name a package (and the scenario's images/ folder) keeps an image by: its content hash and kind. */
export function referenceImageFileName(image: string, mediaType: string | undefined): string {
  return `${image.replace(/^sha256:/, '')}.${EXTENSION[mediaType ?? ''] ?? 'png'}`;
}

/**
 * Where an image a scenario names is looked for, relative to the scenario's folder: by its file name
 * there or in images/, then by its content hash in images/ (where a package keeps it). The first whose
 * bytes have the image's hash is it.
 */
export function referenceImagePlaces(ref: Pick<ReferenceImage, 'fileName' | 'image' | 'mediaType'>): string[] {
  return [...(ref.fileName ? [ref.fileName, `images/${ref.fileName}`] : []), `images/${referenceImageFileName(ref.image, ref.mediaType)}`];
}

/** A reference image's kind by its signature (never by its name): PNG, JPEG or TIFF (either byte order, classic or BigTIFF). */
export function imageMediaType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/tiff' | undefined {
  const at = (i: number, ...v: number[]) => v.every((b, k) => bytes[i + k] === b);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x49, 0x49, 0x2a, 0x00) || at(0, 0x4d, 0x4d, 0x00, 0x2a) || at(0, 0x49, 0x49, 0x2b, 0x00) || at(0, 0x4d, 0x4d, 0x00, 0x2b)) return 'image/tiff';
  return undefined;
}
