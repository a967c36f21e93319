/**
 * Plane geometry of the tabletop, in inches from the north-west corner of the table: x runs east, y runs
 * south (the map schema's convention), and a facing is degrees clockwise from north. Everything here is
 * small and exact enough for a table a few hundred inches across.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const point = (x: number, y: number): Point => ({ x, y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
/** The z of the cross product: positive when b turns clockwise from a on the table (y runs south). */
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const length = (a: Point): number => Math.hypot(a.x, a.y);
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

const RAD = Math.PI / 180;

/** Brings any angle into [0, 360), the range the map schema allows for a facing. */
export function normaliseDegrees(deg: number): number {
  const d = deg % 360;
  const n = d < 0 ? d + 360 : d;
  // -0 and 360 from rounding both mean north.
  return n === 360 || Object.is(n, -0) ? 0 : n;
}

/** The unit vector a unit facing `deg` looks along: north is (0, −1), east is (1, 0). */
export function facingVector(deg: number): Point {
  return { x: Math.sin(deg * RAD), y: -Math.cos(deg * RAD) };
}

/** The unit vector along a front facing `deg`, from its left end to its right end. */
export function rightOf(deg: number): Point {
  return { x: Math.cos(deg * RAD), y: Math.sin(deg * RAD) };
}

/** The facing (degrees clockwise from north) of the direction from `from` to `to`. */
export function bearing(from: Point, to: Point): number {
  return normaliseDegrees(Math.atan2(to.x - from.x, -(to.y - from.y)) / RAD);
}

/** Turns `p` by `deg` clockwise (as a facing turns) about `centre`. */
export function rotate(p: Point, centre: Point, deg: number): Point {
  const c = Math.cos(deg * RAD);
  const s = Math.sin(deg * RAD);
  const dx = p.x - centre.x;
  const dy = p.y - centre.y;
  return { x: centre.x + dx * c - dy * s, y: centre.y + dx * s + dy * c };
}

export function boxOf(points: readonly Point[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

export const boxesOverlap = (a: Box, b: Box): boolean => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

export const boxContains = (outer: Box, inner: Box): boolean =>
  inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY;

export function expandBox(box: Box, by: number): Box {
  return { minX: box.minX - by, minY: box.minY - by, maxX: box.maxX + by, maxY: box.maxY + by };
}

/** Twice the signed area; positive when the ring runs clockwise on the table (y south). */
function doubleSignedArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += cross(ring[j]!, ring[i]!);
  return sum;
}

/** The area of a simple polygon, in square inches. */
export const polygonArea = (ring: readonly Point[]): number => Math.abs(doubleSignedArea(ring)) / 2;

/** The centroid of a simple polygon (the mean of its points when it has no area). */
export function polygonCentroid(ring: readonly Point[]): Point {
  const a2 = doubleSignedArea(ring);
  if (ring.length === 0) return { x: 0, y: 0 };
  if (Math.abs(a2) < 1e-12) return scale(ring.reduce(add, { x: 0, y: 0 }), 1 / ring.length);
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const f = cross(ring[j]!, ring[i]!);
    cx += (ring[j]!.x + ring[i]!.x) * f;
    cy += (ring[j]!.y + ring[i]!.y) * f;
  }
  return { x: cx / (3 * a2), y: cy / (3 * a2) };
}

/** Whether `p` lies inside the ring (even-odd rule; a point on the boundary counts as inside). */
export function pointInPolygon(p: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    if (distanceToSegment(p, a, b) < 1e-9) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The point of segment ab nearest to p, and how far along ab it is (0 at a, 1 at b). */
export function closestOnSegment(p: Point, a: Point, b: Point): { point: Point; t: number } {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, dot(sub(p, a), ab) / len2));
  return { point: lerp(a, b, t), t };
}

export const distanceToSegment = (p: Point, a: Point, b: Point): number => distance(p, closestOnSegment(p, a, b).point);

/**
 * Where segments ab and cd cross, as the fraction along ab (0–1) and the point; undefined when they do
 * not meet or are parallel (collinear overlaps are left to the callers that care, such as LOS along a
 * wall, which test the end points themselves).
 */
export function segmentIntersection(a: Point, b: Point, c: Point, d: Point): { t: number; u: number; point: Point } | undefined {
  const r = sub(b, a);
  const s = sub(d, c);
  const denom = cross(r, s);
  if (Math.abs(denom) < 1e-12) return undefined;
  const ac = sub(c, a);
  const t = cross(ac, s) / denom;
  const u = cross(ac, r) / denom;
  if (t < -1e-12 || t > 1 + 1e-12 || u < -1e-12 || u > 1 + 1e-12) return undefined;
  return { t, u, point: lerp(a, b, t) };
}

/** The length of a polyline in inches. */
export function polylineLength(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++) sum += distance(points[i - 1]!, points[i]!);
  return sum;
}

/** The distance from p to the nearest point of a polyline (or of a ring's edges, with `closed`). */
export function distanceToPolyline(p: Point, points: readonly Point[], closed = false): number {
  if (points.length === 1) return distance(p, points[0]!);
  let best = Infinity;
  const n = closed ? points.length : points.length - 1;
  for (let i = 0; i < n; i++) best = Math.min(best, distanceToSegment(p, points[i]!, points[(i + 1) % points.length]!));
  return best;
}

/** The four corners of an axis-aligned rectangle, clockwise from the north-west. */
export function rectangleRing(from: Point, to: Point): Point[] {
  const b = boxOf([from, to]);
  return [
    { x: b.minX, y: b.minY },
    { x: b.maxX, y: b.minY },
    { x: b.maxX, y: b.maxY },
    { x: b.minX, y: b.maxY },
  ];
}

/**
 * An ellipse as a polygon, for the map schema stores areas as polygons. The number of sides grows
 * with the size so that no side strays more than `tolerance` inches from the true curve.
 */
export function ellipseRing(centre: Point, rx: number, ry: number, tolerance = 0.05): Point[] {
  const r = Math.max(Math.abs(rx), Math.abs(ry));
  // A chord of angle θ on radius r strays r(1 − cos θ/2) from the arc.
  const step = r <= tolerance ? Math.PI / 4 : 2 * Math.acos(1 - tolerance / r);
  const sides = Math.min(256, Math.max(12, Math.ceil((2 * Math.PI) / step)));
  return Array.from({ length: sides }, (_, i) => {
    const a = (i / sides) * 2 * Math.PI;
    return { x: centre.x + Math.abs(rx) * Math.cos(a), y: centre.y + Math.abs(ry) * Math.sin(a) };
  });
}

/**
 * The corners of a rectangle of `width` × `depth` inches whose front edge is centred on `frontCentre`
 * and faces `facingDeg`: front-left, front-right, rear-right, rear-left. Stands are drawn so.
 */
export function frontedRectangle(frontCentre: Point, facingDeg: number, width: number, depth: number): Point[] {
  const right = scale(rightOf(facingDeg), width / 2);
  const back = scale(facingVector(facingDeg), -depth);
  const fl = sub(frontCentre, right);
  const fr = add(frontCentre, right);
  return [fl, fr, add(fr, back), add(fl, back)];
}

/** Rounds to a thousandth of an inch, the precision Muster writes coordinates with. */
export const roundInches = (v: number): number => Math.round(v * 1000) / 1000;
export const roundPoint = (p: Point): Point => ({ x: roundInches(p.x), y: roundInches(p.y) });

/**
 * The head of an arrow drawn along `points`: a triangle `length` long, as wide as it is long, whose tip
 * is the last point; `base` is where the shaft should stop so it does not poke through the tip. A last
 * segment shorter than the head gets a head as long as the segment.
 */
export function arrowHead(points: readonly Point[], length: number): { corners: Point[]; base: Point } {
  const tip = points[points.length - 1]!;
  const from = points[points.length - 2] ?? tip;
  const dx = tip.x - from.x;
  const dy = tip.y - from.y;
  const len = Math.hypot(dx, dy);
  if (len === 0) return { corners: [tip, tip, tip], base: tip };
  const l = Math.min(length, len);
  const ux = dx / len;
  const uy = dy / len;
  const base = { x: tip.x - ux * l, y: tip.y - uy * l };
  const half = l / 2;
  return { corners: [tip, { x: base.x - uy * half, y: base.y + ux * half }, { x: base.x + uy * half, y: base.y - ux * half }], base };
}
