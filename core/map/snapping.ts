/**
 * Snapping a pointer to what a designer aims at: a vertex of a drawn feature first, then the nearest
 * point of an edge, then the grid. The tolerance is in inches, so callers convert the few screen pixels
 * a hand is off by at the current zoom (`pixels / pixelsPerInch`).
 */
import { closestOnSegment, distance, type Point } from './geometry';

export type SnapTarget = 'vertex' | 'edge' | 'grid' | 'none';

export interface SnapSources {
  /** Points that can be snapped to exactly (vertices of nearby features). */
  vertices?: readonly Point[];
  /** Segments whose nearest point can be snapped to (edges of nearby features). */
  edges?: ReadonlyArray<readonly [Point, Point]>;
  /** Grid step in inches (0 or absent: no grid). */
  gridIn?: number;
}

export interface SnapOptions {
  /** How far, in inches, a vertex or edge may be from the pointer and still catch it. */
  toleranceIn: number;
  /** Which kinds may catch the pointer; all by default. */
  targets?: ReadonlySet<Exclude<SnapTarget, 'none'>>;
}

export interface Snapped {
  point: Point;
  target: SnapTarget;
}

const ALL_TARGETS: ReadonlySet<Exclude<SnapTarget, 'none'>> = new Set(['vertex', 'edge', 'grid']);

/** The nearest grid point to p, for a square grid of `step` inches anchored at the table's corner. */
export function snapToGrid(p: Point, step: number): Point {
  if (!(step > 0)) return p;
  return { x: Math.round(p.x / step) * step, y: Math.round(p.y / step) * step };
}

export function snap(p: Point, sources: SnapSources, options: SnapOptions): Snapped {
  const targets = options.targets ?? ALL_TARGETS;
  const tolerance = options.toleranceIn;
  if (targets.has('vertex') && sources.vertices) {
    let best: Point | undefined;
    let bestDistance = tolerance;
    for (const v of sources.vertices) {
      const d = distance(p, v);
      if (d <= bestDistance) {
        best = v;
        bestDistance = d;
      }
    }
    if (best) return { point: { x: best.x, y: best.y }, target: 'vertex' };
  }
  if (targets.has('edge') && sources.edges) {
    let best: Point | undefined;
    let bestDistance = tolerance;
    for (const [a, b] of sources.edges) {
      const { point } = closestOnSegment(p, a, b);
      const d = distance(p, point);
      if (d <= bestDistance) {
        best = point;
        bestDistance = d;
      }
    }
    if (best) return { point: best, target: 'edge' };
  }
  if (targets.has('grid') && sources.gridIn && sources.gridIn > 0) return { point: snapToGrid(p, sources.gridIn), target: 'grid' };
  return { point: p, target: 'none' };
}
