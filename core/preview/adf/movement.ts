/**
 * How far a unit can get from where it stands, with one action and with two: the movement chart's rate
 * for its formation in each kind of ground (B:2712–2981), the slowest ground where kinds overlap
 * (B:2168), roads and trails only for columns that can use them, fences, walls and runs crossed as the
 * chart says (a strip of the ground they move as), impassable ground closed, in the scenario's season
 * and weather. The table is laid out as a grid of small cells and the cheapest way to each cell found
 * (Dijkstra), so a road through a wood carries a column further than the wood on either side. How the
 * grid reads the book: rules-notes S11.
 */
import { boxOf, type Point } from '../../map/geometry';
import { featureConditions } from '../../map/conditions';
import { segmentTouchesBox } from '../../map/spatialIndex';
import { rulesRowOf } from '../../rules/terrainKinds';
import { movementAllowance, type MovementTerrain, type Mover } from '../../rules/adf/movement';
import { TERRAIN_EFFECTS, terrainMovesAs, type MovesAs, type TerrainKind } from '../../rules/adf/terrain';
import { adfLine, type Trace } from '../../rules/trace';
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
  /** A line whose crossing costs extra inches (its `crossingExtraIn`, B:2212) covering the cell, or -1: stepping onto it from off it pays the toll. */
  tollAt: Int32Array;
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
  /** Extra inches a crossing costs (a scenario's marshy creek, B:2212), or 0. */
  extraIn: number;
}

/** What one cell of the movement grid is to a mover: the book's ground there, read by `movementGround`. */
export interface GroundCell {
  /** Actions one inch costs here (Infinity: closed). */
  perInch: number;
  /** The ground it moves as, by its index in `MOVE_GROUNDS`. */
  ground: number;
  /** The feature that makes its ground (its index in `allFeatures`), or -1 for open ground. */
  feature: number;
  /** A feature that disorders a unit moving through it, or -1. */
  disorder: number;
  /** A line whose crossing costs extra inches covering it, or -1. */
  toll: number;
  /** Inches one action carries the unit here (null: closed). */
  rateIn: number | null;
}

/**
 * The ground of a unit's movement grid, each cell read only when asked and then kept: a drawn move walks
 * a few dozen cells of a grid of tens of thousands, so the move reader reads those and no others. The
 * same cells, read the same way, make `movementArea`'s grid.
 */
export interface MovementGround {
  origin: Point;
  cellIn: number;
  cols: number;
  rows: number;
  rates: Partial<Record<MovementTerrain, number | null>>;
  trace: Trace;
  /** The cell holding a point, or -1 off the grid. */
  cellOf(p: Point): number;
  /** The ground of a cell (`cellOf`'s number). */
  cell(at: number): GroundCell;
}

/** The ground of the grid of a unit with `actions` actions (one or two), moving on its formation's chart row or on `as` (a disordered unit's, B:597). */
export function movementGround(table: PreviewTable, unit: TableUnit, actions = 2, as?: Mover): MovementGround | undefined {
  const mover = as ?? moverOf(unit);
  if (!mover) return undefined;
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
  const fastest = Math.max(0, ...(['road', 'trail', 'open'] as const).map((t) => rate(t) ?? 0));
  if (fastest === 0) return undefined;
  const reach = fastest * actions + 1;
  const start = unit.front.centre;
  const cell = MOVE_CELL_IN;
  const cols = Math.ceil((2 * reach) / cell);
  const rows = cols;
  const origin = { x: start.x - reach, y: start.y - reach };

  // The features that shape movement near the unit, each as the chart column it moves as.
  const grounds: Ground[] = [];
  const area = { minX: origin.x, minY: origin.y, maxX: origin.x + cols * cell, maxY: origin.y + rows * cell };
  for (const i of table.featureIndex.search(area)) {
    const f = table.allFeatures[i]!;
    const row = rulesRowOf(f.kind, table.input.map)?.row as TerrainKind | undefined;
    if (!row) continue;
    const movesAs = terrainMovesAs(row, featureConditions(f, table.conditions)).movesAs;
    const disorders = TERRAIN_EFFECTS[row].disorder !== undefined;
    const extraIn = f.crossingExtraIn ?? 0;
    if (movesAs === 'open' && !disorders && extraIn === 0) continue;
    grounds.push({ box: boxOf(f.points), movesAs, points: f.points, closed: f.shape === 'polygon', index: i, disorders, halfWidth: Math.max(cell, (f.widthIn ?? 0.25) / 2), extraIn });
  }
  // Actions a cell costs to cross one inch of: the slowest ground there, roads only where the chart lets this unit use them.
  const read = (at: number): GroundCell => {
    const r = Math.floor(at / cols);
    const c = at - r * cols;
    const p = { x: origin.x + (c + 0.5) * cell, y: origin.y + (r + 0.5) * cell };
    let slow: MovesAs = 'open';
    let slowFeature = -1;
    let road: 'road' | 'trail' | undefined;
    let roadFeature = -1;
    let disorder = -1;
    let toll = -1;
    if (p.x < 0 || p.y < 0 || p.x > table.board.widthIn || p.y > table.board.heightIn) slow = 'impassable';
    else {
      for (const g of grounds) {
        if (p.x < g.box.minX - g.halfWidth || p.x > g.box.maxX + g.halfWidth || p.y < g.box.minY - g.halfWidth || p.y > g.box.maxY + g.halfWidth) continue;
        if (!covers(g, p)) continue;
        if (g.disorders) disorder = g.index;
        if (g.extraIn > 0) toll = g.index;
        if (g.movesAs === 'road' || g.movesAs === 'trail') {
          if (road !== 'road') roadFeature = g.index;
          road = road === 'road' ? 'road' : g.movesAs;
        } else if (SLOWNESS[g.movesAs] > SLOWNESS[slow]) {
          slow = g.movesAs;
          slowFeature = g.index;
        }
      }
    }
    let inches: number | null = slow === 'impassable' ? null : rate(slow as MovementTerrain);
    let moves: MovesAs = slow;
    // A road or trail is the column's own way through whatever it crosses; other formations cannot use it (the chart's NA).
    if (road && slow !== 'impassable') {
      const onRoad = rate(road);
      if (onRoad !== null) {
        inches = onRoad;
        moves = road;
        slowFeature = roadFeature;
      }
    }
    return { perInch: inches === null ? Infinity : 1 / inches, ground: MOVE_GROUNDS.indexOf(moves as (typeof MOVE_GROUNDS)[number]), feature: slowFeature, disorder, toll, rateIn: inches };
  };
  const kept = new Map<number, GroundCell>();
  return {
    origin,
    cellIn: cell,
    cols,
    rows,
    rates,
    trace,
    cellOf(p) {
      const c = Math.floor((p.x - origin.x) / cell);
      const r = Math.floor((p.y - origin.y) / cell);
      return c < 0 || r < 0 || c >= cols || r >= rows ? -1 : r * cols + c;
    },
    cell(at) {
      let g = kept.get(at);
      if (!g) kept.set(at, (g = read(at)));
      return g;
    },
  };
}

/** The reachable area of a unit with `actions` actions (one or two), moving on its formation's chart row or on `as` (a disordered unit's, B:597). */
export function movementArea(table: PreviewTable, unit: TableUnit, actions = 2, as?: Mover): MovementArea | undefined {
  const lazy = movementGround(table, unit, actions, as);
  if (!lazy) return undefined;
  const { origin, cols, rows, rates, trace } = lazy;
  const cell = lazy.cellIn;
  const start = unit.front.centre;
  const perInch = new Float64Array(cols * rows);
  const groundAt = new Uint8Array(cols * rows);
  const featureAt = new Int32Array(cols * rows).fill(-1);
  const disorderAt = new Int32Array(cols * rows).fill(-1);
  const tollAt = new Int32Array(cols * rows).fill(-1);
  // Actions the toll of each feature costs, indexed as `grounds`: its extra inches at the rate of the ground it lies in.
  const tollActions = new Map<number, number>();
  for (let at = 0; at < cols * rows; at++) {
    const g = lazy.cell(at);
    perInch[at] = g.perInch;
    groundAt[at] = g.ground;
    featureAt[at] = g.feature;
    disorderAt[at] = g.disorder;
    tollAt[at] = g.toll;
    // The extra inches are spent in the ground being crossed: charged at that cell's rate (an extra 2 inches of broken ground for a creek in dry weather).
    if (g.toll >= 0 && g.rateIn !== null && !tollActions.has(g.toll)) tollActions.set(g.toll, (table.allFeatures[g.toll]!.crossingExtraIn ?? 0) / g.rateIn);
  }
  // Dijkstra over the grid, eight neighbours; a step costs the mean of the two cells' per-inch costs.
  const cost = new Float64Array(cols * rows).fill(Infinity);
  const sc = Math.floor((start.x - origin.x) / cell);
  const sr = Math.floor((start.y - origin.y) / cell);
  const first = sr * cols + sc;
  if (perInch[first] === Infinity) return { origin, cellIn: cell, cols, rows, cost, rates, perInch, groundAt, featureAt, disorderAt, tollAt, trace };
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
      const toll = tollAt[next]! >= 0 && tollAt[next] !== tollAt[at] ? (tollActions.get(tollAt[next]!) ?? 0) : 0;
      const step = ((perInch[at]! + perInch[next]!) / 2) * len * cell + toll;
      const total = spent + step;
      if (total > actions + 1e-6 || total >= cost[next]!) continue;
      cost[next] = total;
      heap.push(next, total);
    }
  }
  trace.unshift({ step: 'movement', value: actions, detail: `${unit.name} in ${unit.formation}: the ground reached with ${actions === 1 ? 'one action' : `${actions} actions`}, the slowest ground counting where kinds overlap.`, source: adfLine(2168) });
  return { origin, cellIn: cell, cols, rows, cost, rates, perInch, groundAt, featureAt, disorderAt, tollAt, trace };
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
