/**
 * Lines and rings made presentable for the table: simplified to within a tolerance (simplify-js,
 * Douglas–Peucker), never into a ring that crosses itself (the tolerance is halved until it does not),
 * and small islands dropped.
 */
import simplify from 'simplify-js';
import type { Point } from '../map/geometry';

/** Signed area of a ring (shoelace), in square inches; positive clockwise on the table (y south). */
export function ringArea(ring: readonly Point[]): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) s += (ring[j]!.x * ring[i]!.y - ring[i]!.x * ring[j]!.y);
  return s / 2;
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

function segmentsCross(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether a closed ring crosses itself (edges that are not neighbours intersect properly). */
export function ringSelfCrosses(ring: readonly Point[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a1 = ring[i]!;
    const a2 = ring[(i + 1) % n]!;
    const minX = Math.min(a1.x, a2.x), maxX = Math.max(a1.x, a2.x), minY = Math.min(a1.y, a2.y), maxY = Math.max(a1.y, a2.y);
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const b1 = ring[j]!;
      const b2 = ring[(j + 1) % n]!;
      if (Math.max(b1.x, b2.x) < minX || Math.min(b1.x, b2.x) > maxX || Math.max(b1.y, b2.y) < minY || Math.min(b1.y, b2.y) > maxY) continue;
      if (segmentsCross(a1, a2, b1, b2)) return true;
    }
  }
  return false;
}

/** A ring simplified to within `tolerance` inches that does not cross itself (first point not repeated at the end). */
export function simplifyRing(ring: readonly Point[], tolerance: number): Point[] {
  const open = ring.length > 1 && ring[0]!.x === ring[ring.length - 1]!.x && ring[0]!.y === ring[ring.length - 1]!.y ? ring.slice(0, -1) : [...ring];
  for (let t = tolerance; t > tolerance / 64; t /= 2) {
    const s = simplify([...open, open[0]!], t, true).slice(0, -1);
    if (s.length >= 3 && !ringSelfCrosses(s)) return s.map(round);
  }
  return open.map(round);
}

/** A polyline simplified to within `tolerance` inches. */
export const simplifyLine = (line: readonly Point[], tolerance: number): Point[] => simplify([...line], tolerance, true).map(round);

/** Positions kept to a thousandth of an inch: far below what a table shows, and the files stay small. */
const round = (p: Point): Point => ({ x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000 });

/** Whether p lies inside ring (even–odd). */
export function insideRing(p: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
