/**
 * A digital elevation model as the file reader hands it to core: a grid of heights in metres, row 0 at
 * the top (north for a north-up file), its NoData value, its coordinate system and GDAL's geotransform
 * (pixel corner → coordinates), and how the table samples it (bilinear between pixel centres).
 */
import type { Point } from '../map/geometry';

export interface Dem {
  /** The file the heights came from, for errors. */
  name: string;
  width: number;
  height: number;
  /** Heights in metres, row by row from the top-left pixel. */
  values: ArrayLike<number>;
  noData?: number;
  /** `EPSG:N` of the coordinates the geotransform gives. */
  crs: string;
  /** GDAL order: x = t0 + col·t1 + row·t2, y = t3 + col·t4 + row·t5 (at a pixel's top-left corner). */
  transform: readonly [number, number, number, number, number, number];
}

/** A sample that is no height: outside the model or a NoData pixel. */
export const NO_HEIGHT = Number.NaN;

/** The DEM's height at coordinates (x, y) of its own system, bilinear between pixel centres; NaN where it has none. */
export function demSampler(dem: Dem): (x: number, y: number) => number {
  const [t0, t1, t2, t3, t4, t5] = dem.transform;
  const det = t1 * t5 - t2 * t4;
  const { width, height, values, noData } = dem;
  const at = (c: number, r: number): number => {
    const v = values[r * width + c]!;
    return v === noData || !Number.isFinite(v) ? NO_HEIGHT : v;
  };
  return (x, y) => {
    const dx = x - t0;
    const dy = y - t3;
    // Pixel coordinates, then measured from pixel centres.
    const col = (t5 * dx - t2 * dy) / det - 0.5;
    const row = (-t4 * dx + t1 * dy) / det - 0.5;
    if (col < -0.5 || row < -0.5 || col > width - 0.5 || row > height - 0.5) return NO_HEIGHT;
    const c0 = Math.max(0, Math.min(width - 1, Math.floor(col)));
    const r0 = Math.max(0, Math.min(height - 1, Math.floor(row)));
    const c1 = Math.min(width - 1, c0 + 1);
    const r1 = Math.min(height - 1, r0 + 1);
    const fx = Math.max(0, Math.min(1, col - c0));
    const fy = Math.max(0, Math.min(1, row - r0));
    const v00 = at(c0, r0);
    const v10 = at(c1, r0);
    const v01 = at(c0, r1);
    const v11 = at(c1, r1);
    return (v00 * (1 - fx) + v10 * fx) * (1 - fy) + (v01 * (1 - fx) + v11 * fx) * fy;
  };
}

/** The DEM's footprint corners in its own system (top-left, top-right, bottom-right, bottom-left). */
export function demCorners(dem: Dem): Point[] {
  const [t0, t1, t2, t3, t4, t5] = dem.transform;
  const at = (c: number, r: number): Point => ({ x: t0 + c * t1 + r * t2, y: t3 + c * t4 + r * t5 });
  return [at(0, 0), at(dem.width, 0), at(dem.width, dem.height), at(0, dem.height)];
}

/** Size of one pixel in the DEM's units (the longer side of the pixel). */
export const demPixelSize = (dem: Dem): number => Math.max(Math.hypot(dem.transform[1], dem.transform[4]), Math.hypot(dem.transform[2], dem.transform[5]));
