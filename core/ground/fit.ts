/**
 * Placing a reference image by control points, as QGIS's georeferencer does: each point ties a pixel of
 * the image to a place on the table in inches. Two points fix scale, rotation and shift (a similarity,
 * which two points fit exactly); three or more fit an affine transform by least squares, and each point's
 * residual (how far the fitted transform puts its pixel from the place given) and the RMS are in inches.
 */
import type { Point } from '../map/geometry';

/** x' = a·x + b·y + c, y' = d·x + e·y + f. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export interface ControlPoint {
  /** A pixel of the image, from its top-left corner, x right and y down. */
  pixel: Point;
  /** Where that pixel lies on the table, in inches from the north-west corner. */
  table: Point;
}

export interface ControlPointFit {
  transform: Affine;
  kind: 'similarity' | 'affine';
  /** Each point's residual in inches, in the order given. */
  residuals: number[];
  /** Root mean square of the residuals, in inches. */
  rms: number;
}

export const applyAffine = (t: Affine, p: Point): Point => ({ x: t.a * p.x + t.b * p.y + t.c, y: t.d * p.x + t.e * p.y + t.f });

export function invertAffine(t: Affine): Affine | undefined {
  const det = t.a * t.e - t.b * t.d;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return undefined;
  const a = t.e / det;
  const b = -t.b / det;
  const d = -t.d / det;
  const e = t.a / det;
  return { a, b, c: -(a * t.c + b * t.f), d, e, f: -(d * t.c + e * t.f) };
}

/** Why a set of control points places nothing, in the designer's words; undefined when it fits. */
export function controlPointProblem(points: readonly ControlPoint[]): string | undefined {
  if (points.length < 2) return 'place at least two control points: two fix scale, rotation and shift';
  const [p, q] = points as [ControlPoint, ControlPoint];
  if (points.length === 2 && Math.hypot(p.pixel.x - q.pixel.x, p.pixel.y - q.pixel.y) < 1e-9) return 'the two control points are on the same pixel';
  if (points.length === 2 && Math.hypot(p.table.x - q.table.x, p.table.y - q.table.y) < 1e-9) return 'the two control points are at the same place on the table';
  return undefined;
}

/**
 * The transform from image pixels to table inches the control points give: a similarity for two, an
 * affine fit by least squares for three or more (undefined when the points are all in a line).
 */
export function fitControlPoints(points: readonly ControlPoint[]): ControlPointFit | undefined {
  if (controlPointProblem(points)) return undefined;
  const transform = points.length === 2 ? similarityOf(points[0]!, points[1]!) : affineLeastSquares(points);
  if (!transform) return undefined;
  const residuals = points.map((p) => {
    const at = applyAffine(transform, p.pixel);
    return Math.hypot(at.x - p.table.x, at.y - p.table.y);
  });
  const rms = Math.sqrt(residuals.reduce((s, r) => s + r * r, 0) / residuals.length);
  return { transform, kind: points.length === 2 ? 'similarity' : 'affine', residuals, rms };
}

/** Scale, rotation and shift that carry p.pixel to p.table and q.pixel to q.table (complex numbers: z' = m·z + t). */
function similarityOf(p: ControlPoint, q: ControlPoint): Affine {
  const dx = q.pixel.x - p.pixel.x;
  const dy = q.pixel.y - p.pixel.y;
  const ux = q.table.x - p.table.x;
  const uy = q.table.y - p.table.y;
  const n = dx * dx + dy * dy;
  // m = (u / d) as complex numbers
  const mr = (ux * dx + uy * dy) / n;
  const mi = (uy * dx - ux * dy) / n;
  return { a: mr, b: -mi, c: p.table.x - (mr * p.pixel.x - mi * p.pixel.y), d: mi, e: mr, f: p.table.y - (mi * p.pixel.x + mr * p.pixel.y) };
}

/** Least squares over [x y 1]·[a b c]ᵀ = x' and the same for y', by the normal equations (3 × 3). */
function affineLeastSquares(points: readonly ControlPoint[]): Affine | undefined {
  // Centre the pixels first so the normal equations stay well conditioned for large images.
  const mx = points.reduce((s, p) => s + p.pixel.x, 0) / points.length;
  const my = points.reduce((s, p) => s + p.pixel.y, 0) / points.length;
  let sxx = 0, sxy = 0, syy = 0, sx = 0, sy = 0;
  let bx0 = 0, bx1 = 0, bx2 = 0, by0 = 0, by1 = 0, by2 = 0;
  for (const p of points) {
    const x = p.pixel.x - mx;
    const y = p.pixel.y - my;
    sxx += x * x; sxy += x * y; syy += y * y; sx += x; sy += y;
    bx0 += x * p.table.x; bx1 += y * p.table.x; bx2 += p.table.x;
    by0 += x * p.table.y; by1 += y * p.table.y; by2 += p.table.y;
  }
  const m: [number, number, number][] = [[sxx, sxy, sx], [sxy, syy, sy], [sx, sy, points.length]];
  const solX = solve3(m, [bx0, bx1, bx2]);
  const solY = solve3(m, [by0, by1, by2]);
  if (!solX || !solY) return undefined;
  const [a, b, c0] = solX;
  const [d, e, f0] = solY;
  return { a, b, c: c0 - a * mx - b * my, d, e, f: f0 - d * mx - e * my };
}

/** Cramer's rule; undefined for a singular system (the points in a line). */
function solve3(m: [number, number, number][], r: [number, number, number]): [number, number, number] | undefined {
  const det = (q: [number, number, number][]) =>
    q[0]![0] * (q[1]![1] * q[2]![2] - q[1]![2] * q[2]![1]) - q[0]![1] * (q[1]![0] * q[2]![2] - q[1]![2] * q[2]![0]) + q[0]![2] * (q[1]![0] * q[2]![1] - q[1]![1] * q[2]![0]);
  const d = det(m);
  const scale = Math.abs(m[0]![0] * m[1]![1] * m[2]![2]) || 1;
  if (Math.abs(d) <= 1e-12 * scale) return undefined;
  const col = (i: number): [number, number, number][] => m.map((row, k) => row.map((v, j) => (j === i ? r[k]! : v)) as [number, number, number]);
  return [det(col(0)) / d, det(col(1)) / d, det(col(2)) / d];
}
