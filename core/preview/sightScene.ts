/**
 * The table as line of sight reads it, packed once per table: what the walk asks of a unit for every
 * line that passes near it (its box, whether it can stand in the way, the corners of its stands, the
 * ground under it) in flat arrays, and each unit's eyes, worked out when first asked. A map-wide question
 * tries hundreds of thousands of lines, and reading these from arrays rather than from the units' objects
 * is most of what makes it fast.
 *
 * Candidates on a line are numbers: a unit by its place in `table.units`, then the sight features, the
 * hills and the crests, each in the table's order.
 */
import { distance, type Point } from '../map/geometry';
import { groundLevel, type PreviewTable, type TableUnit } from './table';

/**
 * The units a line leaving one unit's front may meet, by the line's direction: a spatial index made for
 * one looker, for the questions that ask a unit about many others (one unit against every enemy, a
 * whole side, every pair). Directions are cut into `FAN_BINS` sectors; a sector lists every combat unit
 * whose box some line from one of the looker's eyes in that direction could touch. The list is
 * generous, never short: each candidate is still tested exactly, so a fan changes how fast a line is
 * answered, never the answer.
 */
export interface Fan {
  /** Sector k's units are units[first[k]] … units[first[k + 1] − 1]. */
  first: Int32Array;
  units: UnitList;
}

/**
 * Unit numbers as a fan lists them: 16 bits each while the table has fewer than 65,535 units (every real
 * table), 32 beyond. The size matters more than it seems: a big table's fans come to megabytes, and
 * memory fresh from the system costs more to touch the first time than the lists cost to work out.
 */
export type UnitList = Uint16Array | Int32Array;

/** Sectors of a fan (a power of two: sector numbers run round with a mask). */
export const FAN_BINS = 64;
/** A unit gets its fan once it has been asked about this many others; until then its lines walk the R-tree. */
export const FAN_AFTER = 24;

/**
 * A number that grows with the direction of (dx, dy) as its angle does, from 0 along +x round to 4:
 * the "diamond angle", a division where atan2 would cost far more. Directions opposite differ by 2.
 * NaN for (0, 0).
 */
export function diamondAngle(dx: number, dy: number): number {
  const p = dx / (Math.abs(dx) + Math.abs(dy));
  return dy < 0 ? 3 + p : 1 - p;
}

/** The sector of a diamond angle. */
export function sectorOf(angle: number): number {
  const k = Math.floor((angle * FAN_BINS) / 4);
  return k < 0 ? 0 : k >= FAN_BINS ? FAN_BINS - 1 : k;
}

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
  private readonly candidates = new Map<string, number>();
  private readonly sides = new Map<string, number>();
  private readonly eyes: Array<Eyes | undefined>;
  /** Units asked about that are not on this table (none of the app's callers do; kept correct anyway). */
  private readonly guests = new WeakMap<TableUnit, Eyes>();
  /** The ground level at each unit's front centre, NaN until asked. */
  private readonly under: Float64Array;
  private readonly fans: Array<Fan | undefined>;
  /** Where the fans' sector starts and unit lists are kept: a few big blocks rather than two small arrays a fan. */
  private block = new Int32Array(0);
  private blockUsed = 0;
  private listBlock: UnitList = new Uint16Array(0);
  private listBlockUsed = 0;
  /** How often each unit has looked, until it has its fan. */
  private readonly asks: Int32Array;

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
    this.fans = new Array<Fan | undefined>(n).fill(undefined);
    this.asks = new Int32Array(n);
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
      this.candidates.set(u.key, i);
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
    features.forEach((_, i) => this.candidates.set(`f:${i}`, n + i));
    hills.forEach((_, i) => this.candidates.set(`h:${i}`, this.firstHill + i));
    crests.forEach((_, i) => this.candidates.set(`c:${i}`, this.firstCrest + i));
  }

  /** Whether the scene still describes `table` (a table is rebuilt, not edited, when something moves). */
  describes(table: PreviewTable): boolean {
    return this.table === table && this.units === table.units && this.features === table.features && this.hills === table.hills && this.crests === table.crests;
  }

  /** The candidate an index key names (`table.unitIndex`'s unit keys, `table.groundIndex`'s `f:`, `h:`, `c:`), or −1. */
  candidateOf(key: string): number {
    return this.candidates.get(key) ?? -1;
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

  /**
   * The fan of the unit at `slot` when it looks, once it has looked often enough to be worth one
   * (`FAN_AFTER`); undefined before then and for a unit not on the table.
   */
  fanOf(slot: number): Fan | undefined {
    if (slot < 0) return undefined;
    const fan = this.fans[slot];
    if (fan || ++this.asks[slot]! < FAN_AFTER) return fan;
    return (this.fans[slot] = this.makeFan(slot));
  }

  /** Room for `size` numbers in the fans' blocks. */
  private reserve(size: number): Int32Array {
    if (this.blockUsed + size > this.block.length) {
      this.block = new Int32Array(Math.max(size, FAN_BLOCK));
      this.blockUsed = 0;
    }
    this.blockUsed += size;
    return this.block.subarray(this.blockUsed - size, this.blockUsed);
  }

  /** Room for `size` unit numbers in the fans' list blocks. */
  private reserveList(size: number): UnitList {
    if (this.listBlockUsed + size > this.listBlock.length) {
      const length = Math.max(size, FAN_BLOCK);
      this.listBlock = this.n < 0xffff ? new Uint16Array(length) : new Int32Array(length);
      this.listBlockUsed = 0;
    }
    this.listBlockUsed += size;
    return this.listBlock.subarray(this.listBlockUsed - size, this.listBlockUsed);
  }

  private makeFan(slot: number): Fan {
    const unit = this.units[slot]!;
    const eyes = this.eyesOf(unit, slot);
    const { box, combat, n } = this;
    // Every eye lies within rho (each way) of the front centre c. A line from an eye e touching a box B
    // runs in the direction of some x − e with x in B, and x − e + c lies in B grown by rho each way: so a
    // box whose grown copy holds c may be met in any direction, and any other box only in the directions
    // from c to its grown copy, which lie between those to the grown copy's corners, within half a turn.
    const c = unit.front.centre;
    let rho = 0;
    for (const p of eyes.points) rho = Math.max(rho, Math.abs(p.x - c.x), Math.abs(p.y - c.y));
    rho = rho * (1 + 1e-9) + 1e-9;
    const { lo, hi, near, order, counts, shells } = scratch(n);
    counts.fill(0);
    shells.fill(0);
    for (let u = 0; u < n; u++) {
      lo[u] = 1;
      hi[u] = 0;
      if (u === slot || combat[u] === 0) continue;
      const minX = box[u * 4]!;
      const minY = box[u * 4 + 1]!;
      const maxX = box[u * 4 + 2]!;
      const maxY = box[u * 4 + 3]!;
      // How far the box lies from c, for the nearest-first order within a sector.
      const gx = c.x < minX ? minX - c.x : c.x > maxX ? c.x - maxX : 0;
      const gy = c.y < minY ? minY - c.y : c.y > maxY ? c.y - maxY : 0;
      near[u] = Math.min(SHELLS - 1, Math.floor(gx > gy ? gx : gy));
      shells[near[u]! + 1]!++;
      if (minX - rho <= c.x && maxX + rho >= c.x && minY - rho <= c.y && maxY + rho >= c.y) {
        lo[u] = 0;
        hi[u] = FAN_BINS - 1;
        continue;
      }
      let a0 = diamondAngle(minX - rho - c.x, minY - rho - c.y);
      let a1 = diamondAngle(maxX + rho - c.x, minY - rho - c.y);
      let a2 = diamondAngle(maxX + rho - c.x, maxY + rho - c.y);
      let a3 = diamondAngle(minX - rho - c.x, maxY + rho - c.y);
      let least = Math.min(a0, a1, a2, a3);
      let most = Math.max(a0, a1, a2, a3);
      // The grown box lies within half a turn of c: a spread wider than that runs across angle 0.
      if (most - least > 2) {
        if (a0 < 2) a0 += 4;
        if (a1 < 2) a1 += 4;
        if (a2 < 2) a2 += 4;
        if (a3 < 2) a3 += 4;
        least = Math.min(a0, a1, a2, a3);
        most = Math.max(a0, a1, a2, a3);
      }
      // A sector to spare on a side whose edge falls on (or a rounding away from) a sector's edge.
      const low = (least * FAN_BINS) / 4;
      const high = (most * FAN_BINS) / 4;
      let from = Math.floor(low);
      let to = Math.floor(high);
      if (low - from < 1e-6) from--;
      if (to + 1 - high < 1e-6) to++;
      if (to - from + 1 >= FAN_BINS) {
        lo[u] = 0;
        hi[u] = FAN_BINS - 1;
      } else {
        lo[u] = from;
        hi[u] = to;
      }
    }
    // The units nearest first (to the inch), so a sector's list starts with those likeliest to stand across a line.
    for (let k = 0; k < SHELLS; k++) shells[k + 1]! += shells[k]!;
    let placed = 0;
    for (let u = 0; u < n; u++) {
      if (lo[u]! > hi[u]!) continue;
      order[shells[near[u]!]!++] = u;
      placed++;
      for (let k = lo[u]!, end = hi[u]!; k <= end; k++) counts[k & (FAN_BINS - 1)]!++;
    }
    let total = 0;
    for (let k = 0; k < FAN_BINS; k++) total += counts[k]!;
    const first = this.reserve(FAN_BINS + 1);
    const units = this.reserveList(total);
    first[0] = 0;
    for (let k = 0; k < FAN_BINS; k++) first[k + 1] = first[k]! + counts[k]!;
    counts.set(first.subarray(0, FAN_BINS));
    for (let i = 0; i < placed; i++) {
      const u = order[i]!;
      for (let k = lo[u]!, end = hi[u]!; k <= end; k++) units[counts[k & (FAN_BINS - 1)]!++] = u;
    }
    return { first, units };
  }

  eyesOf(unit: TableUnit, slot: number): Eyes {
    if (slot >= 0) return (this.eyes[slot] ??= eyesOf(this.table, unit));
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

/** The numbers in one of the blocks the fans' lists are cut from. */
const FAN_BLOCK = 1 << 18;
/** Distances to the inch up to this, for the order within a fan's sectors. */
const SHELLS = 256;

/** Working space for making fans, kept between them: a fan keeps only its lists. */
let work = { lo: new Int32Array(0), hi: new Int32Array(0), near: new Int32Array(0), order: new Int32Array(0), counts: new Int32Array(FAN_BINS), shells: new Int32Array(SHELLS + 1) };
function scratch(n: number): typeof work {
  if (work.lo.length < n) work = { ...work, lo: new Int32Array(n), hi: new Int32Array(n), near: new Int32Array(n), order: new Int32Array(n) };
  return work;
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
