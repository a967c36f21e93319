/**
 * How far a unit can get from where it stands, with one action and with two: the movement chart's rate
 * for its formation in each kind of ground (B:2712–2981), the slowest ground where kinds overlap
 * (B:2168), roads and trails only for columns that can use them, fences, walls and runs crossed as the
 * chart says (a strip of the ground they move as), impassable ground closed, in the scenario's season
 * and weather. The table is laid out as a grid of small cells and the cheapest way to each cell found
 * (Dijkstra), so a road through a wood carries a column further than the wood on either side. How the
 * grid reads the book: rules-notes S11.
 */
import { boxOf, type Point } from '../map/geometry';
import { featureConditions } from '../map/conditions';
import { segmentTouchesBox } from '../map/spatialIndex';
import { rulesRowOf } from '../map/terrainKinds';
import { movementAllowance, type MovementTerrain, type Mover } from '../rules/adf/movement';
import { TERRAIN_EFFECTS, terrainMovesAs, type MovesAs, type TerrainKind } from '../rules/adf/terrain';
import { adfLine, type Trace } from '../rules/trace';
import { isMounted } from './range';
import { ringHolds, type PreviewTable, type TableUnit } from './table';

/** Cell side of the grid, in inches: fine enough for a fence, coarse enough to answer while dragging. */
export const MOVE_CELL_IN = 0.25;

export interface MovementArea {
  /** The grid's north-west corner, in inches. */
  origin: Point;
  cellIn: number;
  cols: number;
  rows: number;
  /** Actions spent to reach each cell's centre, row by row; Infinity where it cannot be reached. */
  cost: Float64Array;
  /** Inches one action carries the unit in each kind of ground (null: closed to it). */
  rates: Partial<Record<MovementTerrain, number | null>>;
  /** Actions one inch costs in each cell (Infinity: closed), row by row: a drawn path is charged from it. */
  perInch: Float64Array;
  /** The ground each cell moves as, by its index in `MOVE_GROUNDS`. */
  groundAt: Uint8Array;
  /** The feature (its index in the table's `allFeatures`) that makes each cell's ground, or -1 for open ground. */
  featureAt: Int32Array;
  /** A feature that puts a unit moving through the cell in disorder (a creek, a steep slope: B:2163, B:2165), or -1. */
  disorderAt: Int32Array;
  trace: Trace;
}

/** The grounds a cell of the movement grid can move as, in the order `MovementArea.groundAt` counts them. */
export const MOVE_GROUNDS = ['open', 'road', 'trail', 'broken', 'light-woods', 'rough', 'heavy-woods', 'impassable'] as const satisfies readonly MovesAs[];

/** The chart row a placed unit moves on, from its formation. */
export function moverOf(unit: TableUnit): Mover | undefined {
  if (unit.role === 'leader') return { arm: 'leader' };
  const u = unit.unit;
  if (!u) return undefined;
  const f = unit.formation;
  if (u.arm === 'artillery') return { arm: 'artillery', gun: u.gun, limbered: f === 'limbered' || f === 'road-column' || f === 'column' };
  if (u.arm === 'cavalry') {
    const mounted = isMounted(unit);
    const row = f === 'skirmishing' || f === 'skirmishers' ? 'skirmishing' : f === 'double-line' || f === 'attack-column' ? 'double-line' : f === 'road-column' || f === 'column' ? 'road-column' : 'cavalry-line';
    return { arm: 'cavalry', row, mounted };
  }
  const row = f === 'extended-line' ? 'extended-line' : f === 'skirmishers' ? 'skirmishers' : f === 'attack-column' || f === 'column' ? 'attack-column' : f === 'road-column' ? 'road-column' : 'battle-line';
  return { arm: 'infantry', row };
}

/** How slow each chart column is, for the "most difficult" of overlapping ground. */
const SLOWNESS: Readonly<Record<MovesAs, number>> = { road: 0, trail: 1, open: 2, broken: 3, 'light-woods': 4, rough: 5, 'heavy-woods': 6, impassable: 7 };
const BY_SLOWNESS: readonly MovesAs[] = (Object.keys(SLOWNESS) as MovesAs[]).sort((a, b) => SLOWNESS[a] - SLOWNESS[b]);

/** The ground a feature makes of the cells it covers, in its own conditions. */
interface Ground {
  box: { minX: number; minY: number; maxX: number; maxY: number };
  movesAs: MovesAs;
  points: readonly Point[];
  closed: boolean;
  /** Its index in the table's `allFeatures`. */
  index: number;
  /** Moving through it disorders (B:2163, B:2165). */
  disorders: boolean;
  /** Half the width a line feature is taken to cover: at least a cell, so no diagonal step slips across it. */
  halfWidth: number;
}

/** The per-cell ground of a grid: what one inch costs, the ground and feature that make it, the feature that disorders. */
interface GridGround {
  perInch: Float64Array;
  groundAt: Uint8Array;
  featureAt: Int32Array;
  disorderAt: Int32Array;
}

/** A mover's rates in each kind of ground, read from the chart once per ground and traced. */
function ratesOf(table: PreviewTable, mover: Mover): { rate: (t: MovementTerrain) => number | null; rates: Partial<Record<MovementTerrain, number | null>>; trace: Trace } {
  const trace: Trace = [];
  const rates: Partial<Record<MovementTerrain, number | null>> = {};
  const rate = (t: MovementTerrain): number | null => {
    if (!(t in rates)) {
      const a = movementAllowance({ scale: table.scale, mover, terrain: t });
      rates[t] = a.allowed && a.inches !== null ? a.inches : null;
      trace.push(...a.trace.slice(0, 1).map((s) => ({ ...s, value: rates[t] ?? 'closed' })));
    }
    return rates[t]!;
  };
  return { rate, rates, trace };
}

/**
 * Lays the ground out on a grid of `cols` × `rows` cells from `origin`: each feature marks the cells it
 * covers (walked over its own box, so a feature costs what it covers, not what the table holds), then each
 * cell takes the slowest ground there, or the road or trail where the chart lets this mover use it.
 */
function layGround(table: PreviewTable, rate: (t: MovementTerrain) => number | null, origin: Point, cols: number, rows: number): GridGround {
  const cell = MOVE_CELL_IN;
  const n = cols * rows;
  const slowAt = new Uint8Array(n).fill(SLOWNESS.open);
  const slowFeature = new Int32Array(n).fill(-1);
  const roadAt = new Uint8Array(n); // 0 none, 1 trail, 2 road
  const roadFeature = new Int32Array(n).fill(-1);
  const disorderAt = new Int32Array(n).fill(-1);
  const area = { minX: origin.x, minY: origin.y, maxX: origin.x + cols * cell, maxY: origin.y + rows * cell };
  for (const i of table.featureIndex.search(area)) {
    const f = table.allFeatures[i]!;
    const row = rulesRowOf(f.kind, table.input.map)?.row as TerrainKind | undefined;
    if (!row) continue;
    const movesAs = terrainMovesAs(row, featureConditions(f, table.conditions)).movesAs;
    const disorders = TERRAIN_EFFECTS[row].disorder !== undefined;
    if (movesAs === 'open' && !disorders) continue;
    const g: Ground = { box: boxOf(f.points), movesAs, points: f.points, closed: f.shape === 'polygon', index: i, disorders, halfWidth: Math.max(cell, (f.widthIn ?? 0.25) / 2) };
    const isRoad = movesAs === 'road' ? 2 : movesAs === 'trail' ? 1 : 0;
    const mark = (at: number): void => {
      if (disorders) disorderAt[at] = i;
      if (isRoad) {
        if (roadAt[at] !== 2) roadFeature[at] = i;
        roadAt[at] = Math.max(roadAt[at]!, isRoad);
      } else if (SLOWNESS[movesAs] > slowAt[at]!) {
        slowAt[at] = SLOWNESS[movesAs];
        slowFeature[at] = i;
      }
    };
    if (g.closed) fillRing(g.points, origin, cols, rows, mark);
    else traceLine(g, origin, cols, rows, mark);
  }
  const perInch = new Float64Array(n);
  const groundAt = new Uint8Array(n);
  const featureAt = new Int32Array(n).fill(-1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const at = r * cols + c;
      const x = origin.x + (c + 0.5) * cell;
      const y = origin.y + (r + 0.5) * cell;
      const offTable = x < 0 || y < 0 || x > table.board.widthIn || y > table.board.heightIn;
      const slow: MovesAs = offTable ? 'impassable' : BY_SLOWNESS[slowAt[at]!]!;
      let inches: number | null = slow === 'impassable' ? null : rate(slow as MovementTerrain);
      let moves: MovesAs = slow;
      let feature = offTable ? -1 : slowFeature[at]!;
      // A road or trail is the column's own way through whatever it crosses; other formations cannot use it (the chart's NA).
      const road = offTable ? 0 : roadAt[at]!;
      if (road && slow !== 'impassable') {
        const onRoad = rate(road === 2 ? 'road' : 'trail');
        if (onRoad !== null) {
          inches = onRoad;
          moves = road === 2 ? 'road' : 'trail';
          feature = roadFeature[at]!;
        }
      }
      perInch[at] = inches === null ? Infinity : 1 / inches;
      groundAt[at] = MOVE_GROUNDS.indexOf(moves as (typeof MOVE_GROUNDS)[number]);
      featureAt[at] = feature;
      if (offTable) disorderAt[at] = -1;
    }
  }
  return { perInch, groundAt, featureAt, disorderAt };
}

/**
 * Marks the cells whose centres an area holds (even-odd, as `ringHolds`), a row at a time: the ring's
 * crossings of the row's centre line, sorted, bound the runs of cells inside.
 */
function fillRing(ring: readonly Point[], origin: Point, cols: number, rows: number, mark: (at: number) => void): void {
  const cell = MOVE_CELL_IN;
  const box = boxOf(ring);
  const r0 = Math.max(0, Math.floor((box.minY - origin.y) / cell));
  const r1 = Math.min(rows - 1, Math.floor((box.maxY - origin.y) / cell));
  const xs: number[] = [];
  for (let r = r0; r <= r1; r++) {
    const y = origin.y + (r + 0.5) * cell;
    xs.length = 0;
    for (let k = 0, j = ring.length - 1; k < ring.length; j = k++) {
      const a = ring[j]!;
      const b = ring[k]!;
      if (a.y > y !== b.y > y) xs.push(((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x);
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      // Cells whose centre x lies in (xs[k], xs[k+1]): the same test `ringHolds` makes of each centre.
      const c0 = Math.max(0, Math.ceil((xs[k]! - origin.x) / cell - 0.5));
      const c1 = Math.min(cols - 1, Math.ceil((xs[k + 1]! - origin.x) / cell - 0.5) - 1);
      for (let c = c0; c <= c1; c++) mark(r * cols + c);
    }
  }
}

/** Marks the cells a line feature covers (within its half width of the line), walking each segment over its own box. */
function traceLine(g: Ground, origin: Point, cols: number, rows: number, mark: (at: number) => void): void {
  const cell = MOVE_CELL_IN;
  const seen = new Set<number>();
  for (let k = 1; k < g.points.length; k++) {
    const a = g.points[k - 1]!;
    const b = g.points[k]!;
    const c0 = Math.max(0, Math.floor((Math.min(a.x, b.x) - g.halfWidth - origin.x) / cell));
    const c1 = Math.min(cols - 1, Math.floor((Math.max(a.x, b.x) + g.halfWidth - origin.x) / cell));
    const r0 = Math.max(0, Math.floor((Math.min(a.y, b.y) - g.halfWidth - origin.y) / cell));
    const r1 = Math.min(rows - 1, Math.floor((Math.max(a.y, b.y) + g.halfWidth - origin.y) / cell));
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const at = r * cols + c;
        if (seen.has(at)) continue;
        const x = origin.x + (c + 0.5) * cell;
        const y = origin.y + (r + 0.5) * cell;
        if (!segmentTouchesBox(a, b, { minX: x - g.halfWidth, minY: y - g.halfWidth, maxX: x + g.halfWidth, maxY: y + g.halfWidth })) continue;
        seen.add(at);
        mark(at);
      }
    }
  }
}

/** The ground of the whole table for one mover, without the reach from any one place: what a move's reading walks along. */
export type MovementGround = Omit<MovementArea, 'cost'>;

/** An inch of closed ground around the table, so a path off it reads as the edge of the table. */
const TABLE_MARGIN_IN = 1;

const GROUNDS = new WeakMap<readonly unknown[], Map<string, MovementGround | undefined>>();

/**
 * The whole table's ground as `mover` moves over it: made once per map's features, conditions and mover
 * and kept, since units moving about change none of it (what lets a move be read from a fresh playtest
 * state without laying the ground out again). Undefined for a mover that cannot move at all.
 */
export function movementGround(table: PreviewTable, mover: Mover): MovementGround | undefined {
  let forFeatures = GROUNDS.get(table.allFeatures);
  if (!forFeatures) GROUNDS.set(table.allFeatures, (forFeatures = new Map()));
  const key = JSON.stringify([mover, table.scale, table.conditions, table.board.widthIn, table.board.heightIn, table.input.map.terrainKinds ?? null]);
  if (forFeatures.has(key)) return forFeatures.get(key);
  const { rate, rates, trace } = ratesOf(table, mover);
  const fastest = Math.max(0, ...(['road', 'trail', 'open'] as const).map((t) => rate(t) ?? 0));
  let made: MovementGround | undefined;
  if (fastest > 0) {
    const origin = { x: -TABLE_MARGIN_IN, y: -TABLE_MARGIN_IN };
    const cols = Math.ceil((table.board.widthIn + 2 * TABLE_MARGIN_IN) / MOVE_CELL_IN);
    const rows = Math.ceil((table.board.heightIn + 2 * TABLE_MARGIN_IN) / MOVE_CELL_IN);
    made = { origin, cellIn: MOVE_CELL_IN, cols, rows, rates, ...layGround(table, rate, origin, cols, rows), trace };
  }
  forFeatures.set(key, made);
  return made;
}

/** The reachable area of a unit with `actions` actions (one or two), moving on its formation's chart row or on `as` (a disordered unit's, B:597). */
export function movementArea(table: PreviewTable, unit: TableUnit, actions = 2, as?: Mover): MovementArea | undefined {
  const mover = as ?? moverOf(unit);
  if (!mover) return undefined;
  const { rate, rates, trace } = ratesOf(table, mover);
  const fastest = Math.max(0, ...(['road', 'trail', 'open'] as const).map((t) => rate(t) ?? 0));
  if (fastest === 0) return undefined;
  const reach = fastest * actions + 1;
  const start = unit.front.centre;
  const cell = MOVE_CELL_IN;
  const cols = Math.ceil((2 * reach) / cell);
  const rows = cols;
  const origin = { x: start.x - reach, y: start.y - reach };
  const { perInch, groundAt, featureAt, disorderAt } = layGround(table, rate, origin, cols, rows);
  // Dijkstra over the grid, eight neighbours; a step costs the mean of the two cells' per-inch costs.
  const cost = new Float64Array(cols * rows).fill(Infinity);
  const sc = Math.floor((start.x - origin.x) / cell);
  const sr = Math.floor((start.y - origin.y) / cell);
  const first = sr * cols + sc;
  if (perInch[first] === Infinity) return { origin, cellIn: cell, cols, rows, cost, rates, perInch, groundAt, featureAt, disorderAt, trace };
  cost[first] = 0;
  const heap = new MinHeap();
  heap.push(first, 0);
  const steps = [
    [1, 0, 1],
    [-1, 0, 1],
    [0, 1, 1],
    [0, -1, 1],
    [1, 1, Math.SQRT2],
    [1, -1, Math.SQRT2],
    [-1, 1, Math.SQRT2],
    [-1, -1, Math.SQRT2],
  ] as const;
  while (heap.size > 0) {
    const [at, spent] = heap.pop();
    if (spent > cost[at]!) continue;
    const r = Math.floor(at / cols);
    const c = at - r * cols;
    for (const [dc, dr, len] of steps) {
      const nc = c + dc;
      const nr = r + dr;
      if (nc < 0 || nr < 0 || nc >= cols || nr >= rows) continue;
      const next = nr * cols + nc;
      const step = ((perInch[at]! + perInch[next]!) / 2) * len * cell;
      const total = spent + step;
      if (total > actions + 1e-6 || total >= cost[next]!) continue;
      cost[next] = total;
      heap.push(next, total);
    }
  }
  trace.unshift({ step: 'movement', value: actions, detail: `${unit.name} in ${unit.formation}: the ground reached with ${actions === 1 ? 'one action' : `${actions} actions`}, the slowest ground counting where kinds overlap.`, source: adfLine(2168) });
  return { origin, cellIn: cell, cols, rows, cost, rates, perInch, groundAt, featureAt, disorderAt, trace };
}

/** Whether a feature's ground covers a point: inside an area, or within half its width of a line. */
function covers(g: Ground, p: Point): boolean {
  if (g.closed) return ringHolds(g.points, p);
  const reach = { minX: p.x - g.halfWidth, minY: p.y - g.halfWidth, maxX: p.x + g.halfWidth, maxY: p.y + g.halfWidth };
  for (let i = 1; i < g.points.length; i++) if (segmentTouchesBox(g.points[i - 1]!, g.points[i]!, reach)) return true;
  return false;
}

/** The cost of the cell holding a point, or Infinity off the grid or out of reach. */
export function costAt(area: MovementArea, p: Point): number {
  const c = Math.floor((p.x - area.origin.x) / area.cellIn);
  const r = Math.floor((p.y - area.origin.y) / area.cellIn);
  if (c < 0 || r < 0 || c >= area.cols || r >= area.rows) return Infinity;
  return area.cost[r * area.cols + c]!;
}

/** A binary heap of grid cells by cost, for Dijkstra. */
class MinHeap {
  private readonly keys: number[] = [];
  private readonly costs: number[] = [];
  get size(): number {
    return this.keys.length;
  }
  push(key: number, cost: number): void {
    this.keys.push(key);
    this.costs.push(cost);
    let i = this.keys.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.costs[parent]! <= cost) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): [number, number] {
    const top: [number, number] = [this.keys[0]!, this.costs[0]!];
    const lastKey = this.keys.pop()!;
    const lastCost = this.costs.pop()!;
    if (this.keys.length > 0) {
      this.keys[0] = lastKey;
      this.costs[0] = lastCost;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.keys.length && this.costs[l]! < this.costs[m]!) m = l;
        if (r < this.keys.length && this.costs[r]! < this.costs[m]!) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }
  private swap(a: number, b: number): void {
    [this.keys[a], this.keys[b]] = [this.keys[b]!, this.keys[a]!];
    [this.costs[a], this.costs[b]] = [this.costs[b]!, this.costs[a]!];
  }
}
