/**
 * Where things sit inside a hex on the printed sheet, for every renderer (the editor's canvas and the SVG
 * export draw from these, so the two agree): a counter's square in its stack, the mark that shows which
 * side or corner it faces, where the hex number and a hex's label are printed, and the tint that shows an
 * elevation level. Inches, like the rest of core/hex.
 */
import type { HexPlacement } from '../model/scenario.generated';
import { cornerPoint, cornersOf, hexCentre, sideEnds, sidesOf, type Compass, type Grid, type HexCoord, type Point } from '../hexgrid/grid';

/** A counter is this share of a hex across the flats (a half-inch counter on a 5/8-inch hex). */
export const COUNTER_SHARE = 0.78;
/** Each counter up a stack sits this share of a hex up and to the right of the one below. */
export const STACK_STEP_SHARE = 0.07;
/**
 * A counter sits this share of a hex above the hex's centre, so the hex's number shows under it: the
 * number a player reads below a counter is then its own hex's, never the next one's.
 */
export const COUNTER_LIFT_SHARE = 0.07;

/** A counter's square: its north-west corner and its side, `level` counters up its hex's stack. */
export function counterSquare(grid: Grid, hex: HexCoord, level: number): { x: number; y: number; size: number } {
  const c = hexCentre(grid, hex);
  const size = grid.hexSizeIn * COUNTER_SHARE;
  const step = grid.hexSizeIn * STACK_STEP_SHARE * Math.min(level, 6);
  return { x: c.x - size / 2 + step, y: c.y - size / 2 - grid.hexSizeIn * COUNTER_LIFT_SHARE - step, size };
}

/**
 * The facing mark of a counter: a short arrow from inside the counter's square towards the side or corner
 * it faces (GBACW 7.1), or undefined for a counter that faces nowhere.
 */
export function facingMark(grid: Grid, hex: HexCoord, placement: Pick<HexPlacement, 'facing' | 'facingVertex'>, level = 0): { tip: Point; base: [Point, Point] } | undefined {
  const centre = hexCentre(grid, hex);
  let toward: Point;
  if (placement.facing !== undefined) {
    const [a, b] = sideEnds(grid, { hex, side: placement.facing });
    toward = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  } else if (placement.facingVertex !== undefined) {
    toward = cornerPoint(grid, hex, placement.facingVertex);
  } else {
    return undefined;
  }
  const sq = counterSquare(grid, hex, level);
  const mid = { x: sq.x + sq.size / 2, y: sq.y + sq.size / 2 };
  const dx = toward.x - centre.x;
  const dy = toward.y - centre.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  // The tip just outside the square's edge on that bearing, the base a little inside it.
  const reach = (sq.size / 2) / Math.max(Math.abs(ux), Math.abs(uy));
  const tip = { x: mid.x + ux * (reach + sq.size * 0.16), y: mid.y + uy * (reach + sq.size * 0.16) };
  const back = { x: mid.x + ux * (reach - sq.size * 0.04), y: mid.y + uy * (reach - sq.size * 0.04) };
  const w = sq.size * 0.16;
  return { tip, base: [{ x: back.x - uy * w, y: back.y + ux * w }, { x: back.x + uy * w, y: back.y - ux * w }] };
}

/**
 * Where a hex's number is printed: near its bottom edge, below the counter standing in it (the games print
 * it at the top, where a counter hides it and the number under the counter is the next hex's).
 */
export function numberPoint(grid: Grid, hex: HexCoord): Point {
  const c = hexCentre(grid, hex);
  return { x: c.x, y: c.y + grid.hexSizeIn * 0.41 };
}

/** Where a hex's own label is printed: above its centre, clear of its number. */
export function labelPoint(grid: Grid, hex: HexCoord): Point {
  const c = hexCentre(grid, hex);
  return { x: c.x, y: c.y - grid.hexSizeIn * 0.26 };
}

/** The shade laid over a hex at an elevation level: darker brown the higher, blue-grey below 0; none at 0. */
export function elevationTint(level: number): { colour: string; opacity: number } | undefined {
  if (!level) return undefined;
  return level > 0 ? { colour: '#6b4a1e', opacity: Math.min(0.5, 0.1 * level) } : { colour: '#2f4f6f', opacity: Math.min(0.5, 0.1 * -level) };
}

/**
 * Every way a counter can face, clockwise from north: the six sides and the six corners of its hex
 * interleaved (GBACW: a side under March orders, a corner under Advance and Attack), for turning a
 * counter a step at a time.
 */
export function facingsClockwise(grid: Grid): Array<{ side: Compass } | { corner: Compass }> {
  const hex = { col: grid.firstColumn, row: grid.firstRow };
  const c = hexCentre(grid, hex);
  const bearing = (p: Point) => (Math.atan2(p.x - c.x, -(p.y - c.y)) + 2 * Math.PI) % (2 * Math.PI);
  const sides = sidesOf(grid).map((side) => {
    const [a, b] = sideEnds(grid, { hex, side });
    return { at: bearing({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }), facing: { side } as { side: Compass } | { corner: Compass } };
  });
  const corners = cornersOf(grid).map((corner) => ({ at: bearing(cornerPoint(grid, hex, corner)), facing: { corner } as { side: Compass } | { corner: Compass } }));
  return [...sides, ...corners].sort((a, b) => a.at - b.at).map((x) => x.facing);
}
