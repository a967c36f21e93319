/**
 * The table as line of sight reads it, packed once per table: what the walk asks of a unit for every
 * line that passes near it (its box, whether it can stand in the way, the corners of its stands, the
 * ground under it) in flat arrays, each wood's heart (`heartsOf`), and each unit's eyes and their
 * shades (`SightScene.shadeOf`), worked out when first asked. A map-wide question tries hundreds of
 * thousands of lines, and reading these from arrays rather than from the units' objects is most of what
 * makes it fast.
 *
 * Candidates on a line are numbers: a unit by its place in `table.units`, then the sight features, the
 * hills and the crests, each in the table's order.
 */
import { distance, distanceToPolyline, polygonCentroid, type Point } from '../../map/geometry';
import { groundLevel, ringHolds, sightDepthOf, type PreviewTable, type TableUnit } from './table';

/**
 * The combat units in a grid of square cells laid over the table, for the walk along a sight line: one
 * index for every looker, made once per table. A line visits the cells it crosses from the looker
 * outward and asks about the units registered in them, so a line blocked a few inches from the looker
 * costs the few cells before the blocker, whatever the size of the table, and nothing is made for each
 * looker. A unit is registered in every cell its box, grown by `GRID_MARGIN`, overlaps; the walk visits
 * every cell some point of the line lies in, so the grid lists every unit whose box the line touches
 * (a unit may be met in several cells: the walk asks about it once). The grid is generous, never short:
 * each unit is still tested exactly, so it changes how fast a line is answered, never the answer.
 */
export interface UnitGrid {
  /** The grid's lower corner and its cells' side, in inches. */
  x0: number;
  y0: number;
  size: number;
  /** 0 when no unit can stand in the way. */
  cols: number;
  rows: number;
  /** Cell (col, row) is cell row × cols + col; its units are units[first[cell]] … units[first[cell + 1] − 1]. */
  first: Int32Array;
  units: UnitList;
  /** The walk a unit was last asked about in (`stamp`): a unit met again in the next cell is not asked twice. */
  seen: Int32Array;
  stamp: number;
}

/**
 * Unit numbers as the grid lists them: 16 bits each while the table has fewer than 65,535 units (every
 * real table), 32 beyond.
 */
export type UnitList = Uint16Array | Int32Array;

/**
 * The side of the grid's cells. A few inches: about a regiment's frontage, so a line mostly meets one or
 * two units a cell and a line blocked near its looker stops after a few cells.
 */
export const GRID_CELL_IN = 3;
/** Cells at most along each side, whatever the spread of the units: a table miles wide gets bigger cells. */
const GRID_MAX_CELLS = 512;
/**
 * How much each box is grown before it is registered, in inches: far more than the rounding of the walk's
 * arithmetic (billionths of an inch on any table), so a box the line touches at a cell's edge or corner
 * is in a cell the walk finds the line to cross.
 */
const GRID_MARGIN = 1e-4;

/** The column (or row) of a grid whose cells are `size` across from `origin` that `v` lies in, kept to the `count` there are. */
function cellOf(v: number, origin: number, size: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor((v - origin) / size)));
}

/** A new mark for the units a walk over the grid has met (`UnitGrid.seen`), clearing the marks when they run out. */
function nextStamp(g: UnitGrid): number {
  if (g.stamp === 0x7fffffff) {
    g.seen.fill(0);
    g.stamp = 0;
  }
  return ++g.stamp;
}

/** The square of the gap between the box of unit u in `boxes` (minX, minY, maxX, maxY from 4u) and the box (minX, minY)–(maxX, maxY), a point when they are equal: 0 where they touch. */
function gapSquared(boxes: Float64Array, u: number, minX: number, minY: number, maxX: number, maxY: number): number {
  const o = u * 4;
  const nx = maxX < boxes[o]! ? boxes[o]! - maxX : minX > boxes[o + 2]! ? minX - boxes[o + 2]! : 0;
  const ny = maxY < boxes[o + 1]! ? boxes[o + 1]! - maxY : minY > boxes[o + 3]! ? minY - boxes[o + 3]! : 0;
  return nx * nx + ny * ny;
}

/**
 * Hands `visitor.offer` the units of the grid's cells that the line from (px, py) to (qx, qy) crosses,
 * from (px, py) outward, each unit once, and stops when it returns true (Amanatides–Woo, by columns):
 * the line is cut where it crosses from one column to the next, and in each column the walk visits the
 * rows its stretch of the line spans, grown by the grid's margin for the rounding, in the line's
 * direction. Each cut ends one column's stretch and starts the next one's, so no part of the line is
 * missed. Returns whether it was stopped.
 */
export function walkGrid(g: UnitGrid, px: number, py: number, qx: number, qy: number, visitor: { offer(unit: number): boolean }): boolean {
  const { cols, rows, first, units, seen } = g;
  if (cols === 0) return false;
  const stamp = nextStamp(g);
  // In cells: the line runs from (ax, ay) to (bx, ay + ey).
  const k = 1 / g.size;
  const ax = (px - g.x0) * k;
  const ay = (py - g.y0) * k;
  const bx = (qx - g.x0) * k;
  const ey = (qy - g.y0) * k - ay;
  const margin = GRID_MARGIN * k;
  const c0 = Math.min(cols - 1, Math.max(0, Math.floor(ax)));
  const c1 = Math.min(cols - 1, Math.max(0, Math.floor(bx)));
  const right = c1 >= c0;
  const perColumn = 1 / (bx - ax);
  const up = ey >= 0;
  let ta = 0;
  for (let c = c0; ; c += right ? 1 : -1) {
    // Where the line leaves column c: all the rest of it in the last column (and beyond the grid's edge).
    let tb = 1;
    if (c !== c1) {
      tb = ((right ? c + 1 : c) - ax) * perColumn;
      if (tb < ta) tb = ta;
      else if (tb > 1) tb = 1;
    }
    const ya = ay + ey * ta;
    const yb = ay + ey * tb;
    const r0 = Math.min(rows - 1, Math.max(0, Math.floor((up ? ya : yb) - margin)));
    const r1 = Math.min(rows - 1, Math.max(0, Math.floor((up ? yb : ya) + margin)));
    // Rows in the line's direction, so the units nearest the looker are asked about first.
    for (let r = up ? r0 : r1, end = up ? r1 + 1 : r0 - 1; r !== end; r += up ? 1 : -1) {
      const cell = r * cols + c;
      for (let i = first[cell]!, last = first[cell + 1]!; i < last; i++) {
        const u = units[i]!;
        if (seen[u] === stamp) continue;
        seen[u] = stamp;
        if (visitor.offer(u)) return true;
      }
    }
    if (c === c1) return false;
    ta = tb;
  }
}

/**
 * The directions round an eye, in `SHADE_BINS` equal steps of the diamond angle (`diamondAngle`). An
 * eye's shade (`SightScene.shadeOf`) keeps, for each step, a unit that every line leaving the eye in
 * that step runs into, and how long a line must be to have passed right through it.
 */
export const SHADE_BINS = 256;
/**
 * How far round an eye its shade looks for units and woods' hearts, in inches. Most lines are stopped
 * near one end (on the benchmark's board, four in five centre lines by a unit within 10 inches of the
 * looker); the rest are the grid's. Farther makes more shade and costs more to make. On the benchmark's
 * board, with a looker's shades asked about all its lines in one pass, 14 inches timed 3–4% faster than
 * 10 or 12, and 16 or 18 slower again.
 */
export const SHADE_RADIUS_IN = 14;
/**
 * How far inside a stand's outline, as seen from the eye, a step must lie to be shaded by it, in steps:
 * a line along the outline's edge only grazes the stand. A quarter step is at least 0.22° (a step of the
 * diamond angle is 0.9° to 1.8°), so a line in a shaded step passes a corner `SHADE_NEAREST_IN` or more
 * from the eye by a few hundred-thousandths of an inch at the least and crosses more than that of the
 * stand: far past the millionth the exact test asks of a line crossing a stand (`EPS` in sight.ts).
 */
const SHADE_INSIDE = 0.25;
/** Stands with a corner nearer the eye than this cast no shade (`SHADE_INSIDE`): a unit pressed against the looker is left to the exact test. */
const SHADE_NEAREST_IN = 0.01;

/**
 * A direction's place round the compass as a number in [0, 4), growing with the angle as atan2 does but
 * without a trigonometric call: the distance walked round the diamond |x| + |y| = 1 (the "diamond angle").
 */
export function diamondAngle(dx: number, dy: number): number {
  const m = Math.abs(dx) + Math.abs(dy);
  if (m === 0) return 0;
  const s = dx / m;
  return dy >= 0 ? 1 - s : 3 + s;
}

/** The step of a shade that a line leaving its eye by (dx, dy) lies in. */
export function shadeStep(dx: number, dy: number): number {
  const b = Math.floor(diamondAngle(dx, dy) * (SHADE_BINS / 4));
  return b >= SHADE_BINS ? SHADE_BINS - 1 : b;
}

/**
 * What the eyes cannot see past, step by step round each (`SightScene.shadeOf`), for every eye of every
 * unit of one scene, a shade's steps side by side from its first, each step two numbers: at 2 × step, a
 * candidate (`SightScene`) that covers the whole step: a combat unit one of whose stands does, or a
 * wood whose heart does (`SightScene.heartOf`); `NO_SHADE` where none within `SHADE_RADIUS_IN` does. At
 * 2 × step + 1, the square of the distance from the eye to the far side of that stand or heart, in
 * `SHADE_REACH_UNIT`s, rounded up. Every line leaving the eye in the step crosses it; one longer than
 * the reach has crossed it whole. Four bytes a step, 1.8 MB for 600 units (half or twice the steps
 * timed the same on the benchmark's board).
 *
 * One array for the whole program, lent to the scene that last asked (`owner`), which then makes its
 * shades again as its eyes look: memory new to the program costs more to write the first time than the
 * shades' own work on this class of machine (a fresh 4 MB array takes 15–20 ms to fill, 0.3 ms once it
 * has been written), and a drag makes a new table, so a new scene, on every step.
 */
const SHADES: { owner: SightScene | undefined; steps: Uint16Array } = { owner: undefined, steps: new Uint16Array(0) };
/** A step nothing shades, in both its numbers. */
export const NO_SHADE = 0xffff;
/** The units, and the features whose hearts, lie near the eyes whose shades are being made (`makeShades`), kept between calls. */
let NEAR: Int32Array = new Int32Array(256);
let NEAR_HEARTS: Int32Array = new Int32Array(256);

/** `list`, or a copy twice as long when its first `used` places are all of it. */
function roomIn(list: Int32Array, used: number): Int32Array {
  if (used < list.length) return list;
  const more = new Int32Array(2 * list.length);
  more.set(list);
  return more;
}
/** The shades' unit of reach, in square inches: the farthest reach, `SHADE_RADIUS_IN` squared, is just under `NO_SHADE` of them. */
export const SHADE_REACH_UNIT = (SHADE_RADIUS_IN * SHADE_RADIUS_IN) / (NO_SHADE - 2);

/** Where a unit is seen from and looks from: the centre of its front, then its left and right ends. */
export interface Eyes {
  /** 3, or 1 for a front too narrow to have ends. */
  count: number;
  points: Point[];
  levels: number[];
}

export class SightScene {
  readonly units: readonly TableUnit[];
  readonly features: PreviewTable['features'];
  readonly hills: PreviewTable['hills'];
  readonly crests: PreviewTable['crests'];
  /** The number of units: the first feature's candidate number. */
  readonly n: number;
  readonly firstHill: number;
  readonly firstCrest: number;
  /** One past the last candidate. */
  readonly end: number;
  /** minX, minY, maxX, maxY of each unit. */
  readonly box: Float64Array;
  /** 1 for a combat unit: leaders and markers never stand in the way. */
  readonly combat: Uint8Array;
  /** 1 for a unit out as skirmishers: it blocks only its own side's sight. */
  readonly skirmishing: Uint8Array;
  /** Each unit's side as a number (`sideNumber`). */
  readonly side: Int32Array;
  /** Unit u's stands are firstStand[u] … firstStand[u + 1] − 1. */
  readonly firstStand: Int32Array;
  /** Stand s's corners are firstCorner[s] … firstCorner[s + 1] − 1. */
  readonly firstCorner: Int32Array;
  /**
   * Each stand's edges, one for each corner (the edge from the corner before it): the start's x and y and
   * the inward normal's x and y, the numbers the clipping of a line against a stand reads.
   */
  readonly edges: Float64Array;
  private readonly slots = new Map<TableUnit, number>();
  /** The two units last asked for (`slotOf`), the latest first, and their places. */
  private recent0: TableUnit | undefined;
  private recent1: TableUnit | undefined;
  private slot0 = -1;
  private slot1 = -1;
  private readonly sides = new Map<string, number>();
  private readonly eyes: Array<Eyes | undefined>;
  /**
   * The eyes again, flat, for the pass over every unit a looker is asked about (sight.ts, `Looker`): eye
   * j of the unit at slot s has its x, y and ground level from (3s + j) × 3. Written with the eyes, when
   * first asked for (`eyesOf`); `eyeCount` is 0 until then.
   */
  readonly eyeAt: Float64Array;
  readonly eyeCount: Uint8Array;
  /** Units asked about that are not on this table (none of the app's callers do; kept correct anyway). */
  private readonly guests = new WeakMap<TableUnit, Eyes>();
  /** The ground level at each unit's front centre, NaN until asked. */
  private readonly under: Float64Array;
  /** The units' grid, made on the first walk that asks for it. */
  private unitGrid: UnitGrid | undefined;
  /** Whether the units' eyes have shades: not on a table of `NO_SHADE` units and features or more, which a step cannot name. */
  readonly shadable: boolean;
  /**
   * The hearts of the woods (`heartsOf`), four numbers from feature × 4: the centre's x (NaN for a
   * feature with no heart) and y, the radius, and the square of how far from the centre a line may pass
   * and still cross more of the heart than the feature lets sight into.
   */
  readonly heartOf: Float64Array;
  /** The features that have hearts, in order of their centres' x: those near an eye are found by halving. */
  readonly heartsByX: Int32Array;
  /** 1 for an eye whose shade is made in `SHADES`, while this scene owns them: three a unit. */
  private readonly shadeMade: Uint8Array;

  constructor(readonly table: PreviewTable) {
    const { units, features, hills, crests } = table;
    this.units = units;
    this.features = features;
    this.hills = hills;
    this.crests = crests;
    const n = units.length;
    this.n = n;
    this.firstHill = n + features.length;
    this.firstCrest = this.firstHill + hills.length;
    this.end = this.firstCrest + crests.length;
    this.box = new Float64Array(n * 4);
    this.combat = new Uint8Array(n);
    this.skirmishing = new Uint8Array(n);
    this.side = new Int32Array(n);
    this.firstStand = new Int32Array(n + 1);
    this.eyes = new Array<Eyes | undefined>(n).fill(undefined);
    this.under = new Float64Array(n).fill(NaN);
    this.shadeMade = new Uint8Array(n * 3);
    this.eyeAt = new Float64Array(n * 9);
    this.eyeCount = new Uint8Array(n);
    this.shadable = n + features.length < NO_SHADE;
    let stands = 0;
    let cornerCount = 0;
    for (const u of units) {
      stands += u.stands.length;
      for (const s of u.stands) cornerCount += s.corners.length;
    }
    this.firstCorner = new Int32Array(stands + 1);
    this.edges = new Float64Array(cornerCount * 4);
    let s = 0;
    let c = 0;
    units.forEach((u, i) => {
      this.slots.set(u, i);
      this.box.set([u.box.minX, u.box.minY, u.box.maxX, u.box.maxY], i * 4);
      this.combat[i] = u.role === 'combat' ? 1 : 0;
      this.skirmishing[i] = u.skirmishing ? 1 : 0;
      this.side[i] = this.sideNumber(u.side);
      this.firstStand[i] = s;
      for (const stand of u.stands) {
        const ring = stand.corners;
        this.firstCorner[s] = c;
        // Which side is inside: the ring may run either way round.
        let area = 0;
        for (let k = 0, j = ring.length - 1; k < ring.length; j = k++) area += ring[j]!.x * ring[k]!.y - ring[k]!.x * ring[j]!.y;
        const sign = area > 0 ? 1 : -1;
        for (let k = 0, j = ring.length - 1; k < ring.length; j = k++) {
          const a = ring[j]!;
          const b = ring[k]!;
          this.edges.set([a.x, a.y, -(b.y - a.y) * sign, (b.x - a.x) * sign], c * 4);
          c++;
        }
        s++;
      }
    });
    this.firstStand[n] = s;
    this.firstCorner[s] = c;
    const hearts = heartsKept(features);
    this.heartOf = hearts.heartOf;
    this.heartsByX = hearts.heartsByX;
  }

  /** Whether the scene still describes `table` (a table is rebuilt, not edited, when something moves). */
  describes(table: PreviewTable): boolean {
    return this.table === table && this.units === table.units && this.features === table.features && this.hills === table.hills && this.crests === table.crests;
  }

  /** A unit's place on the table, or −1 for a unit not on it. */
  slotOf(unit: TableUnit): number {
    // A map-wide question asks about one looker against many others in a row, most often in the table's
    // order: the looker is one of the two last asked for, and the other is often the unit after one of them.
    if (unit === this.recent0) return this.slot0;
    let slot: number;
    if (unit === this.recent1) slot = this.slot1;
    else if (this.units[this.slot0 + 1] === unit) slot = this.slot0 + 1;
    else if (this.units[this.slot1 + 1] === unit) slot = this.slot1 + 1;
    else slot = this.slots.get(unit) ?? -1;
    this.recent1 = this.recent0;
    this.slot1 = this.slot0;
    this.recent0 = unit;
    this.slot0 = slot;
    return slot;
  }

  sideNumber(side: string): number {
    let k = this.sides.get(side);
    if (k === undefined) {
      k = this.sides.size;
      this.sides.set(side, k);
    }
    return k;
  }

  /** The ground level at a unit's front centre: what an obstacle standing there stands on. */
  levelUnder(slot: number): number {
    let level = this.under[slot]!;
    if (Number.isNaN(level)) {
      level = groundLevel(this.table, this.units[slot]!.front.centre);
      this.under[slot] = level;
    }
    return level;
  }

  /** The combat units in their grid (`UnitGrid`), made when a walk first asks for it. */
  grid(): UnitGrid {
    return (this.unitGrid ??= this.makeGrid());
  }

  private makeGrid(): UnitGrid {
    const { box, combat, n } = this;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let u = 0; u < n; u++) {
      if (combat[u] === 0) continue;
      minX = Math.min(minX, box[u * 4]!);
      minY = Math.min(minY, box[u * 4 + 1]!);
      maxX = Math.max(maxX, box[u * 4 + 2]!);
      maxY = Math.max(maxY, box[u * 4 + 3]!);
    }
    const list = (length: number): UnitList => (n < 0xffff ? new Uint16Array(length) : new Int32Array(length));
    if (minX > maxX) return { x0: 0, y0: 0, size: 1, cols: 0, rows: 0, first: new Int32Array(1), units: list(0), seen: new Int32Array(n), stamp: 0 };
    // The grid covers every box grown by the margin: a line's stretch outside it can touch no unit.
    const x0 = minX - GRID_MARGIN;
    const y0 = minY - GRID_MARGIN;
    const size = Math.max(GRID_CELL_IN, (maxX - minX + 2 * GRID_MARGIN) / GRID_MAX_CELLS, (maxY - minY + 2 * GRID_MARGIN) / GRID_MAX_CELLS);
    const cols = Math.floor((maxX + GRID_MARGIN - x0) / size) + 1;
    const rows = Math.floor((maxY + GRID_MARGIN - y0) / size) + 1;
    // Two passes, counting then filling; units in the table's order within a cell.
    const first = new Int32Array(cols * rows + 1);
    const span = (u: number, fn: (cell: number) => void): void => {
      const c0 = cellOf(box[u * 4]! - GRID_MARGIN, x0, size, cols);
      const c1 = cellOf(box[u * 4 + 2]! + GRID_MARGIN, x0, size, cols);
      const r0 = cellOf(box[u * 4 + 1]! - GRID_MARGIN, y0, size, rows);
      const r1 = cellOf(box[u * 4 + 3]! + GRID_MARGIN, y0, size, rows);
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) fn(r * cols + c);
    };
    for (let u = 0; u < n; u++) if (combat[u] === 1) span(u, (k) => first[k + 1]!++);
    for (let k = 0; k < cols * rows; k++) first[k + 1]! += first[k]!;
    const units = list(first[cols * rows]!);
    const next = first.slice(0, cols * rows);
    for (let u = 0; u < n; u++) if (combat[u] === 1) span(u, (k) => (units[next[k]!++] = u));
    return { x0, y0, size, cols, rows, first, units, seen: new Int32Array(n), stamp: 0 };
  }

  /**
   * Where the shade of eye `eye` of the unit at `slot` starts in `shades()` (`SHADES`), made the first
   * time it is asked for, from the combat units and the woods' hearts within `SHADE_RADIUS_IN` of the
   * eye: where several cover a step, the one whose far side is nearest. An index for the lines one eye
   * sends to every other unit: a line long enough to have crossed what its step names is blocked by it
   * without a test, if it runs too low to pass over it; what the step names is the first candidate of the
   * others. Skirmishers, who block only their own side, are in no shade: the walk finds them.
   */
  shadeOf(slot: number, eye: number, eyes: Eyes): number {
    const k = slot * 3 + eye;
    if (this.shadeMade[k] === 0) this.makeShades(slot, eyes, this.shades());
    return 2 * k * SHADE_BINS;
  }

  /**
   * The steps of the shades (`SHADES`), lent to this scene: a step's unit at 2 × step, its reach after
   * it, from the first `shadeOf` gives. Asked before the shades are read, once for each pair of units:
   * a scene that lent them to another since makes its own again.
   */
  shades(): Uint16Array {
    if (SHADES.owner !== this) {
      const size = this.n * 3 * SHADE_BINS * 2;
      if (SHADES.steps.length < size) SHADES.steps = new Uint16Array(size);
      SHADES.owner = this;
      this.shadeMade.fill(0);
    }
    return SHADES.steps;
  }

  /**
   * The shades of every eye of the unit at `slot`, made together: the units and woods near one eye are
   * near the others, so they are gathered once for the three.
   */
  private makeShades(slot: number, eyes: Eyes, steps: Uint16Array): void {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < eyes.count; i++) {
      const p = eyes.points[i]!;
      const at0 = 2 * (slot * 3 + i) * SHADE_BINS;
      this.shadeMade[slot * 3 + i] = 1;
      steps.fill(NO_SHADE, at0, at0 + 2 * SHADE_BINS);
      if (p.x < minX) minX = p.x;
      if (p.x > maxX) maxX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.y > maxY) maxY = p.y;
    }
    const R = SHADE_RADIUS_IN;
    let near = 0;
    const g = this.grid();
    if (g.cols > 0) {
      const { first, units, seen, size } = g;
      const stamp = nextStamp(g);
      const { skirmishing, box } = this;
      const c0 = cellOf(minX - R, g.x0, size, g.cols);
      const c1 = cellOf(maxX + R, g.x0, size, g.cols);
      const r0 = cellOf(minY - R, g.y0, size, g.rows);
      const r1 = cellOf(maxY + R, g.y0, size, g.rows);
      for (let r = r0; r <= r1; r++) {
        for (let c = c0; c <= c1; c++) {
          const at = r * g.cols + c;
          for (let i = first[at]!, last = first[at + 1]!; i < last; i++) {
            const u = units[i]!;
            if (seen[u] === stamp) continue;
            seen[u] = stamp;
            if (u === slot || skirmishing[u] === 1) continue;
            // A unit whose box lies wholly beyond the radius of every eye casts no shade on them.
            if (gapSquared(box, u, minX, minY, maxX, maxY) > R * R) continue;
            NEAR = roomIn(NEAR, near);
            NEAR[near++] = u;
          }
        }
      }
    }
    // The hearts of woods near the eyes: those whose centre lies in the eyes' reach across, found by x
    // (halving), then by y.
    const { heartOf, heartsByX } = this;
    const count = heartsByX.length;
    let h0 = 0;
    let h1 = count;
    while (h0 < h1) {
      const mid = (h0 + h1) >> 1;
      if (heartOf[heartsByX[mid]! * 4]! < minX - R) h0 = mid + 1;
      else h1 = mid;
    }
    let hearts = 0;
    for (let h = h0; h < count; h++) {
      const f = heartsByX[h]!;
      if (heartOf[f * 4]! > maxX + R) break;
      const y = heartOf[f * 4 + 1]!;
      if (y < minY - R || y > maxY + R) continue;
      NEAR_HEARTS = roomIn(NEAR_HEARTS, hearts);
      NEAR_HEARTS[hearts++] = f;
    }
    for (let i = 0; i < eyes.count; i++) this.makeShade(eyes.points[i]!, steps, 2 * (slot * 3 + i) * SHADE_BINS, near, hearts);
  }

  /** One eye's shade, from the first `nearCount` units in NEAR and the first `hearts` features in NEAR_HEARTS. */
  private makeShade(eye: Point, steps: Uint16Array, at0: number, nearCount: number, hearts: number): void {
    const { firstStand, firstCorner, edges, box, heartOf, n } = this;
    const ex = eye.x;
    const ey = eye.y;
    const perBin = SHADE_BINS / 4;
    for (let i = 0; i < nearCount; i++) {
      const u = NEAR[i]!;
      // A unit whose box lies wholly beyond the radius casts no shade here.
      const gap = gapSquared(box, u, ex, ey, ex, ey);
      if (gap > SHADE_RADIUS_IN * SHADE_RADIUS_IN) continue;
      for (let k = firstStand[u]!, end = firstStand[u + 1]!; k < end; k++) {
        // The directions the stand's corners lie in, and how far its nearest and farthest corners are.
        let lo = Infinity;
        let hi = -Infinity;
        let near = Infinity;
        let far = 0;
        // An eye outside the unit's box is outside its stands.
        let inside = gap === 0;
        const o0 = firstCorner[k]! * 4;
        const o1 = firstCorner[k + 1]! * 4;
        for (let o = o0; o < o1; o += 4) {
          const dx = edges[o]! - ex;
          const dy = edges[o + 1]! - ey;
          const a = diamondAngle(dx, dy);
          if (a < lo) lo = a;
          if (a > hi) hi = a;
          const d = dx * dx + dy * dy;
          if (d > far) far = d;
          if (d < near) near = d;
          // On the inner side of every edge: the eye is in the stand.
          if (inside && -dx * edges[o + 2]! - dy * edges[o + 3]! < 0) inside = false;
        }
        // An eye on or in a stand sees past it every way: no direction of it is shaded.
        if (inside || near < SHADE_NEAREST_IN * SHADE_NEAREST_IN || far > SHADE_RADIUS_IN * SHADE_RADIUS_IN) continue;
        // A stand the eye is outside spans less than half the compass: a spread of 2 or more crosses 0.
        if (hi - lo >= 2) {
          lo = Infinity;
          hi = -Infinity;
          for (let o = o0; o < o1; o += 4) {
            let a = diamondAngle(edges[o]! - ex, edges[o + 1]! - ey);
            if (a < 2) a += 4;
            if (a < lo) lo = a;
            if (a > hi) hi = a;
          }
        }
        // The stand lies within its corners' reach of the eye (distance is convex): a line longer
        // than that, in a step the stand covers, has passed through it. Rounded up, and a unit more.
        const reach = Math.min(NO_SHADE - 1, Math.ceil(far / SHADE_REACH_UNIT) + 1);
        for (let b = Math.ceil(lo * perBin + SHADE_INSIDE), last = Math.floor(hi * perBin - SHADE_INSIDE); b < last; b++) {
          const step = at0 + 2 * (b % SHADE_BINS);
          if (reach < steps[step + 1]!) {
            steps[step + 1] = reach;
            steps[step] = u;
          }
        }
      }
    }
    for (let h = 0; h < hearts; h++) {
      const f = NEAR_HEARTS[h]!;
      const o = f * 4;
      // The heart, seen from the eye: its centre (cx, cy) at distance d, and the lines that pass the
      // centre nearer than √close, which cross more of it than the wood lets sight into. They leave the
      // eye within the angle whose sine is √close / d of the way to the centre.
      const cx = heartOf[o]! - ex;
      const cy = heartOf[o + 1]! - ey;
      const radius = heartOf[o + 2]!;
      const d2 = cx * cx + cy * cy;
      const reachIn = Math.sqrt(d2) + radius;
      // Beyond the shade's radius, or round the eye (the eye in a wood sees out of it by the exact rule).
      if (reachIn > SHADE_RADIUS_IN || d2 <= (radius + HEART_CLEAR_IN) ** 2) continue;
      const sin = Math.sqrt(heartOf[o + 3]! / d2);
      const cos = Math.sqrt(1 - sin * sin);
      // The centre's direction turned by that angle either way.
      const lo = diamondAngle(cx * cos + cy * sin, cy * cos - cx * sin);
      let hi = diamondAngle(cx * cos - cy * sin, cy * cos + cx * sin);
      if (hi < lo) hi += 4;
      // A line longer than the centre's distance and the radius has crossed the heart whole.
      const reach = Math.min(NO_SHADE - 1, Math.ceil((reachIn * reachIn) / SHADE_REACH_UNIT) + 1);
      const c = n + f;
      for (let b = Math.ceil(lo * perBin + SHADE_INSIDE), last = Math.floor(hi * perBin - SHADE_INSIDE); b < last; b++) {
        const step = at0 + 2 * (b % SHADE_BINS);
        if (reach < steps[step + 1]!) {
          steps[step + 1] = reach;
          steps[step] = c;
        }
      }
    }
  }

  eyesOf(unit: TableUnit, slot: number): Eyes {
    if (slot >= 0) {
      let eyes = this.eyes[slot];
      if (!eyes) {
        eyes = this.eyes[slot] = eyesOf(this.table, unit);
        for (let j = 0; j < eyes.count; j++) this.eyeAt.set([eyes.points[j]!.x, eyes.points[j]!.y, eyes.levels[j]!], (3 * slot + j) * 3);
        this.eyeCount[slot] = eyes.count;
      }
      return eyes;
    }
    let eyes = this.guests.get(unit);
    if (!eyes) {
      eyes = eyesOf(this.table, unit);
      this.guests.set(unit, eyes);
    }
    return eyes;
  }
}

/** Where a unit is seen from and looks from: the ends and centre of its front, a hair inside the stands. */
function eyesOf(table: PreviewTable, unit: TableUnit): Eyes {
  const c = { x: (unit.box.minX + unit.box.maxX) / 2, y: (unit.box.minY + unit.box.maxY) / 2 };
  const inset = (p: Point): Point => {
    const d = distance(p, c);
    const k = d === 0 ? 0 : Math.min(0.02, d) / d;
    return { x: p.x + (c.x - p.x) * k, y: p.y + (c.y - p.y) * k };
  };
  const { left, centre, right } = unit.front;
  const points = distance(left, right) < 0.05 ? [inset(centre)] : [inset(centre), inset(left), inset(right)];
  return { count: points.length, points, levels: points.map((p) => groundLevel(table, p)) };
}

/** How far outside a wood's heart an eye must be for its shade to count the heart (`makeShade`), in inches. */
const HEART_CLEAR_IN = 0.1;
/** How much more of a heart than the wood's sight depth a line must cross for the heart to settle it, in inches: far past the exact test's millionth. */
const HEART_MARGIN_IN = 0.001;

/**
 * The heart of each wood, farm or other closed feature that limits sight: a circle inside it round its
 * centroid (when the centroid is inside), as wide as the nearest edge allows. A line that crosses the
 * heart near enough its centre has more of the feature on it than the feature lets sight into
 * (`sightDepthOf`), so it is blocked (S2, S3) unless it runs high enough to pass over (S4): the shades
 * settle such lines without the exact test, and the test asks the heart before the outline. Hearts of
 * features too narrow to block any line across them are left out.
 */
function heartsOf(features: PreviewTable['features']): Float64Array {
  const hearts = new Float64Array(features.length * 4).fill(NaN);
  features.forEach((f, i) => {
    if (!f.closed || f.points.length < 3) return;
    const c = polygonCentroid(f.points);
    if (!Number.isFinite(c.x) || !Number.isFinite(c.y) || !ringHolds(f.points, c)) return;
    // Just inside the nearest edge, for the rounding of the distance.
    const radius = distanceToPolyline(c, f.points, true) * (1 - 1e-9);
    // A chord of the circle crosses more than half the depth either side of its middle when it passes the centre nearer than this.
    const half = sightDepthOf(f.rule) / 2 + HEART_MARGIN_IN;
    const close = radius * radius - half * half;
    if (close > 0) hearts.set([c.x, c.y, radius, close], i * 4);
  });
  return hearts;
}

/**
 * The features' hearts and their order along x depend on the features alone, which a table made for a new
 * state shares with the one before (only units move): worked out once per features list, not per scene.
 * Read only, never written, by the scenes that share them.
 */
const HEARTS = new WeakMap<PreviewTable['features'], { heartOf: Float64Array; heartsByX: Int32Array }>();
function heartsKept(features: PreviewTable['features']): { heartOf: Float64Array; heartsByX: Int32Array } {
  let kept = HEARTS.get(features);
  if (!kept) {
    const heartOf = heartsOf(features);
    const heartsByX = Int32Array.from(features.keys())
      .filter((i) => !Number.isNaN(heartOf[i * 4]!))
      .sort((i, j) => heartOf[i * 4]! - heartOf[j * 4]!);
    HEARTS.set(features, (kept = { heartOf, heartsByX }));
  }
  return kept;
}

const scenes = new WeakMap<PreviewTable, SightScene>();
let last: SightScene | undefined;

/** The scene of a table, made on the first question about it and kept while the table lives. */
export function sceneOf(table: PreviewTable): SightScene {
  if (last?.describes(table)) return last;
  let scene = scenes.get(table);
  if (!scene?.describes(table)) {
    scene = new SightScene(table);
    scenes.set(table, scene);
  }
  last = scene;
  return scene;
}
