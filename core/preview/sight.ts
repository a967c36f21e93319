/**
 * Line of sight between two units on the table, as ADF has it (B:692–702, the terrain chart B:2152–2168):
 * a straight edge between the two units' stands that no hill, wood, building or formed unit interrupts.
 * Each unit is seen from the two ends and the centre of its front; the units see each other if any of
 * those lines is clear. When none is, the answer names what interrupts the line between the two front
 * centres, where, and by which rule. How Muster reads the book's words as geometry is in
 * docs/rules-notes/sight.md (S1–S7).
 */
import { distance, type Point } from '../map/geometry';
import { segmentTouchesBox } from '../map/spatialIndex';
import { adfLine, type Trace } from '../rules/trace';
import { CREST_SOURCE, groundLevel, ringHolds, type PreviewTable, type SightFeature, type TableUnit } from './table';

/** Sight reaches this little way into a feature that blocks it: a unit at the edge sees out (S2). */
export const EDGE_ALLOWANCE_IN = 0.1;
/** Steep slopes: sight is blocked for a unit more than this far back from the crest (B:2165). */
export const CREST_BACK_IN = 2;
/** Woods, buildings and units stand one contour step tall: ground that much higher sees over them (S4). */
export const OBSTACLE_HEIGHT = 1;
const HILL_SOURCE = adfLine(692);
const UNIT_SOURCE = adfLine(694);
const EPS = 1e-6;

export interface SightBlocker {
  /** The feature's id, a hill's or crest's id, or for a unit its placement reference. */
  feature: string;
  /** The feature's kind, `hill`, `crest` or `unit`. */
  kind: string;
  /** Where the line meets it. */
  at: Point;
  why: string;
  source: string;
}

export interface Sight {
  visible: boolean;
  /** The line the answer is about: the first clear line, or the line between the two front centres. */
  from: Point;
  to: Point;
  blockedBy: SightBlocker[];
  trace: Trace;
}

export interface SightOptions {
  /** Query the spatial indexes (default); false scans every feature and unit, for the benchmark's comparison. */
  indexed?: boolean;
  /**
   * Name everything on the reported line (default). False stops at the first blocker: the same yes or
   * no, for the map-wide questions (who sees whom, the odds overlay, the checks).
   */
  explain?: boolean;
}

interface Eye {
  p: Point;
  level: number;
}

const eyesCache = new WeakMap<TableUnit, { table: PreviewTable; eyes: Eye[] }>();

/** Where a unit is seen from and looks from: the ends and centre of its front, a hair inside the stands. */
function eyesOf(table: PreviewTable, unit: TableUnit): Eye[] {
  const cached = eyesCache.get(unit);
  if (cached && cached.table.hills === table.hills) return cached.eyes;
  const c = { x: (unit.box.minX + unit.box.maxX) / 2, y: (unit.box.minY + unit.box.maxY) / 2 };
  const inset = (p: Point): Point => {
    const d = distance(p, c);
    const k = d === 0 ? 0 : Math.min(0.02, d) / d;
    return { x: p.x + (c.x - p.x) * k, y: p.y + (c.y - p.y) * k };
  };
  const { left, centre, right } = unit.front;
  const points = distance(left, right) < 0.05 ? [inset(centre)] : [inset(centre), inset(left), inset(right)];
  const eyes = points.map((p) => ({ p, level: groundLevel(table, p) }));
  eyesCache.set(unit, { table, eyes });
  return eyes;
}

/** The fractions along pq where it crosses the edges of a ring or polyline. */
function crossings(p: Point, q: Point, points: readonly Point[], closed: boolean): number[] {
  const ts: number[] = [];
  const rx = q.x - p.x;
  const ry = q.y - p.y;
  const n = closed ? points.length : points.length - 1;
  for (let i = 0; i < n; i++) {
    const c = points[i]!;
    const d = points[(i + 1) % points.length]!;
    const sx = d.x - c.x;
    const sy = d.y - c.y;
    const den = rx * sy - ry * sx;
    if (Math.abs(den) < 1e-12) continue;
    const acx = c.x - p.x;
    const acy = c.y - p.y;
    const t = (acx * sy - acy * sx) / den;
    const u = (acx * ry - acy * rx) / den;
    if (t >= 0 && t <= 1 && u >= 0 && u <= 1) ts.push(t);
  }
  return ts;
}

/** The stretches of pq inside a ring, as [from, to] fractions. */
function insideStretches(p: Point, q: Point, ring: readonly Point[]): Array<[number, number]> {
  const ts = crossings(p, q, ring, true);
  ts.push(0, 1);
  ts.sort(byNumber);
  const out: Array<[number, number]> = [];
  for (let i = 1; i < ts.length; i++) {
    const a = ts[i - 1]!;
    const b = ts[i]!;
    if (b - a < EPS) continue;
    const m = (a + b) / 2;
    if (ringHolds(ring, { x: p.x + (q.x - p.x) * m, y: p.y + (q.y - p.y) * m })) {
      const last = out[out.length - 1];
      if (last && Math.abs(last[1] - a) < EPS) last[1] = b;
      else out.push([a, b]);
    }
  }
  return out;
}

/** The stretch of pq inside a convex ring (a stand), as fractions in `clipped`; false when it misses (Cyrus–Beck). */
const clipped = { t0: 0, t1: 1 };
function clipConvex(p: Point, q: Point, ring: readonly Point[]): boolean {
  const n = ring.length;
  // Which side is inside: the ring may run either way round.
  let area = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) area += ring[j]!.x * ring[i]!.y - ring[i]!.x * ring[j]!.y;
  const sign = area > 0 ? 1 : -1;
  let t0 = 0;
  let t1 = 1;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    // Inward normal of edge a→b, and how far p and the direction lie along it.
    const nx = -(b.y - a.y) * sign;
    const ny = (b.x - a.x) * sign;
    const num = (p.x - a.x) * nx + (p.y - a.y) * ny;
    const den = dx * nx + dy * ny;
    if (Math.abs(den) < 1e-12) {
      if (num < 0) return false;
      continue;
    }
    const t = -num / den;
    if (den > 0) {
      if (t > t0) t0 = t;
    } else if (t < t1) t1 = t;
    if (t0 > t1) return false;
  }
  clipped.t0 = t0;
  clipped.t1 = t1;
  return true;
}

const at = (p: Point, q: Point, t: number): Point => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
const inches = (n: number): string => `${Math.round(n * 10) / 10}"`;

interface LineCheck {
  blockers: SightBlocker[];
  /** The candidates' keys of the blockers, so the other lines can try them first. */
  keys: string[];
  notes: Trace;
}

const byNumber = (x: number, y: number): number => x - y;

/**
 * One line from `a` at eye `e` to `b` at eye `f`, and what interrupts it. With `firstOnly` the walk stops
 * at the first blocker (the other lines only need a yes or no); the reported line collects them all.
 * A class rather than closures: this runs for every pair of units on the board, and the methods are
 * made once.
 */
class LineWalk {
  readonly p: Point;
  readonly q: Point;
  readonly length: number;
  readonly blockers: SightBlocker[] = [];
  readonly keys: string[] = [];
  readonly notes: Trace = [];
  stopped = false;

  constructor(
    readonly table: PreviewTable,
    readonly a: TableUnit,
    readonly e: Eye,
    readonly b: TableUnit,
    readonly f: Eye,
    readonly firstOnly: boolean,
  ) {
    this.p = e.p;
    this.q = f.p;
    this.length = distance(this.p, this.q);
  }

  heightAt(t: number): number {
    return this.e.level + (this.f.level - this.e.level) * t;
  }

  /** Ground `level` high enough under the line all along [t0, t1] to see over an obstacle standing on it. */
  seenOver(level: number, t0: number, t1: number): boolean {
    return Math.min(this.heightAt(t0), this.heightAt(t1)) >= level + OBSTACLE_HEIGHT;
  }

  /** Looks at one candidate; true when it blocks and the walk wants only one. */
  visit(key: string): boolean {
    if (this.stopped) return true;
    const x = this.blockerAt(key);
    if (!x) return false;
    this.blockers.push(x);
    this.keys.push(key);
    if (this.firstOnly) this.stopped = true;
    return this.stopped;
  }

  result(): LineCheck {
    if (this.blockers.length < 2) return { blockers: this.blockers, keys: this.keys, notes: this.notes };
    // Blockers in the order the line meets them, from the unit that looks.
    const order = this.blockers.map((x, i) => ({ x, key: this.keys[i]!, d: distance(this.p, x.at) })).sort(byDistance);
    return { blockers: order.map(blockerOf), keys: order.map(keyOf), notes: this.notes };
  }

  blockerAt(key: string): SightBlocker | undefined {
    const { p, q, e, f, table } = this;
    const unit = table.unitsByKey.get(key);
    if (unit) return this.unitBlocks(unit);
    const kind = key[0];
    const i = Number(key.slice(2));
    if (kind === 'f') {
      const feature = table.features[i]!;
      if (!segmentTouchesBox(p, q, feature.box)) return undefined;
      return featureBlocks(feature, this);
    }
    if (kind === 'h') {
      const hill = table.hills[i]!;
      if (hill.level <= Math.max(e.level, f.level) || !segmentTouchesBox(p, q, hill.box)) return undefined;
      const inside = insideStretches(p, q, hill.ring);
      if (inside.length === 0) return undefined;
      return {
        feature: hill.id,
        kind: 'hill',
        at: at(p, q, inside[0]![0]),
        why: `The hill ${hill.id} (level ${hill.level}) rises between them, higher than both (levels ${e.level} and ${f.level}).`,
        source: HILL_SOURCE,
      };
    }
    const crest = table.crests[i]!;
    const high = Math.max(e.level, f.level);
    const low = Math.min(e.level, f.level);
    if (!(high >= crest.level && low < crest.level) || !segmentTouchesBox(p, q, crest.box)) return undefined;
    const ts = crossings(p, q, crest.points, crest.closed);
    if (ts.length === 0) return undefined;
    ts.sort(byNumber);
    // The unit above the crest is the one whose distance back from it counts.
    const above = e.level >= f.level ? p : q;
    const t = e.level >= f.level ? ts[0]! : ts[ts.length - 1]!;
    const back = distance(above, at(p, q, t));
    if (back <= CREST_BACK_IN) return undefined;
    return {
      feature: crest.id,
      kind: 'crest',
      at: at(p, q, t),
      why: `The higher unit stands ${inches(back)} back from the crest ${crest.id}; sight over a steep crest reaches only from ${CREST_BACK_IN}" back.`,
      source: CREST_SOURCE,
    };
  }

  unitBlocks(other: TableUnit): SightBlocker | undefined {
    const { p, q, a, b } = this;
    if (other === a || other === b || other.role !== 'combat') return undefined;
    // Skirmishers screen only their own side's fire (B:694): fire goes through enemy skirmishers.
    if (other.skirmishing && other.side !== a.side) return undefined;
    if (!segmentTouchesBox(p, q, other.box)) return undefined;
    let from = Infinity;
    let to = -Infinity;
    for (const s of other.stands) {
      if (!clipConvex(p, q, s.corners) || (clipped.t1 - clipped.t0) * this.length < EPS) continue;
      if (clipped.t0 < from) from = clipped.t0;
      if (clipped.t1 > to) to = clipped.t1;
    }
    if (from > to) return undefined;
    // Only a line a full level up can pass over a unit; on level ground no need to ask the hills.
    if (Math.max(this.e.level, this.f.level) >= OBSTACLE_HEIGHT && this.seenOver(groundLevel(this.table, other.front.centre), from, to)) {
      this.notes.push({ step: 'seen over', value: other.name, detail: `${other.name} stands lower; the line passes over it.`, source: adfLine(694) });
      return undefined;
    }
    const why = other.skirmishing ? `${other.name} are their own side's skirmishers: no fire through them.` : `${other.name} stands in the way.`;
    return { feature: other.ref, kind: 'unit', at: at(p, q, from), why, source: UNIT_SOURCE };
  }
}

const byDistance = (u: { d: number }, v: { d: number }): number => u.d - v.d;
const blockerOf = (o: { x: SightBlocker }): SightBlocker => o.x;
const keyOf = (o: { key: string }): string => o.key;

/** Walks one line through the candidates: the indexes' keys along it, or every key for the brute-force comparison. */
function checkLine(walk: LineWalk, indexed: boolean, tryFirst: readonly string[] = []): LineCheck {
  const { table, p, q } = walk;
  // Those tried first may be met again on the walk: looking twice costs less than a set for every line.
  for (const key of tryFirst) if (walk.visit(key)) return walk.result();
  if (indexed) {
    // Units first: on a crowded table a regiment in the way is the likeliest blocker, and the cheapest.
    if (!table.unitIndex.walkSegment(p, q, walk)) table.groundIndex.walkSegment(p, q, walk);
  } else {
    for (const key of allUnitKeys(table)) if (walk.visit(key)) return walk.result();
    for (const key of allGroundKeys(table)) if (walk.visit(key)) return walk.result();
  }
  return walk.result();
}

function featureBlocks(feature: SightFeature, walk: LineWalk): SightBlocker | undefined {
  const { p, q, length, a, b, table, notes } = walk;
  if (!feature.closed) {
    // A line feature (a hedge a scenario says blocks) interrupts sight where it is crossed.
    if (feature.rule.kind !== 'blocks') return undefined;
    const ts = crossings(p, q, feature.points, false);
    if (ts.length === 0) return undefined;
    ts.sort(byNumber);
    return { feature: feature.id, kind: feature.kind, at: at(p, q, ts[0]!), why: `${feature.name} blocks sight where the line crosses it.`, source: feature.source };
  }
  const stretches = insideStretches(p, q, feature.points);
  const inside = stretches.reduce((sum, [t0, t1]) => sum + (t1 - t0) * length, 0);
  if (inside < EPS) return undefined;
  const holdsEnd = ringHolds(feature.points, p) || ringHolds(feature.points, q);
  // Only a line a full level up can pass over woods or buildings; on level ground no need to ask the hills.
  if (!holdsEnd && Math.max(walk.e.level, walk.f.level) >= OBSTACLE_HEIGHT) {
    const level = groundLevel(table, at(p, q, (stretches[0]![0] + stretches[0]![1]) / 2));
    if (stretches.every(([t0, t1]) => walk.seenOver(level, t0, t1))) {
      notes.push({ step: 'seen over', value: feature.id, detail: `${feature.name} lies on lower ground; the line passes over it.`, source: adfLine(694) });
      return undefined;
    }
  }
  const where = at(p, q, stretches[0]![0]);
  const whose = holdsEnd ? (ringHolds(feature.points, p) ? a.name : b.name) : undefined;
  if (feature.rule.kind === 'blocks') {
    if (inside <= EDGE_ALLOWANCE_IN) return undefined;
    const why = whose ? `${whose} is ${inches(inside)} inside ${feature.name}, not at its edge: sight into or out of it stops at the edge.` : `${feature.name} lies across the line and blocks sight.`;
    return { feature: feature.id, kind: feature.kind, at: where, why, source: feature.source };
  }
  const depth = feature.rule.depthIn;
  if (inside <= depth + EPS) {
    notes.push({ step: 'sight into cover', value: Math.round(inside * 100) / 100, detail: `${inches(inside)} of ${feature.name} on the line, within the ${depth}" sight reaches into it.`, source: feature.source });
    return undefined;
  }
  return { feature: feature.id, kind: feature.kind, at: where, why: `${inches(inside)} of ${feature.name} lies on the line; sight reaches only ${depth}" into or out of it.`, source: feature.source };
}

const groundKeysCache = new WeakMap<PreviewTable['features'], string[]>();
const unitKeysCache = new WeakMap<PreviewTable['units'], string[]>();

function allGroundKeys(table: PreviewTable): string[] {
  let keys = groundKeysCache.get(table.features);
  if (!keys) {
    keys = [...table.features.map((_, i) => `f:${i}`), ...table.hills.map((_, i) => `h:${i}`), ...table.crests.map((_, i) => `c:${i}`)];
    groundKeysCache.set(table.features, keys);
  }
  return keys;
}

function allUnitKeys(table: PreviewTable): string[] {
  let keys = unitKeysCache.get(table.units);
  if (!keys) {
    keys = table.units.map((u) => u.key);
    unitKeysCache.set(table.units, keys);
  }
  return keys;
}

/**
 * The lines tried after the centre line, as [eye of the one who looks, eye of the one seen]: eyes are
 * 0 centre, 1 left end, 2 right end. End to end both ways round, so a line can pass either side of an
 * obstacle whichever way the two units face (S1).
 */
const END_LINES: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [2, 2],
  [1, 2],
  [2, 1],
];

/** Whether `a` and `b` see each other, and if not, what is in the way. */
export function lineOfSight(table: PreviewTable, a: TableUnit, b: TableUnit, options: SightOptions = {}): Sight {
  const indexed = options.indexed !== false;
  const eyesA = eyesOf(table, a);
  const eyesB = eyesOf(table, b);
  const explain = options.explain !== false;
  // The map-wide questions want only yes or no: no words are put together for them.
  const trace: Trace = [];
  if (explain) trace.push({ step: 'line of sight', value: `${a.name} → ${b.name}`, detail: 'Seen between the ends and centres of the two fronts; any clear line will do.', source: adfLine(692) });
  if (explain && (eyesA[0]!.level !== 0 || eyesB[0]!.level !== 0)) {
    trace.push({ step: 'ground', value: `${eyesA[0]!.level} / ${eyesB[0]!.level}`, detail: `${a.name} stands on level ${eyesA[0]!.level}, ${b.name} on level ${eyesB[0]!.level}.` });
  }
  // The line between the two front centres first: it is the one reported when nothing is clear. Only
  // the explaining answer collects every blocker on it; otherwise the first one settles the line.
  const main = checkLine(new LineWalk(table, a, eyesA[0]!, b, eyesB[0]!, !explain), indexed);
  if (main.blockers.length === 0) {
    return { visible: true, from: eyesA[0]!.p, to: eyesB[0]!.p, blockedBy: [], trace: [...trace, ...main.notes, { step: 'visible', value: 'yes', detail: 'The line between the front centres is clear.' }] };
  }
  // What blocked one line most likely blocks the next: every blocker found so far is tried first.
  const found = [...main.keys];
  for (const [i, j] of END_LINES) {
    const e = eyesA[i];
    const f = eyesB[j];
    if (!e || !f) continue;
    const other = checkLine(new LineWalk(table, a, e, b, f, true), indexed, found);
    for (const key of other.keys) if (!found.includes(key)) found.push(key);
    if (other.blockers.length === 0) {
      const detail = `The centre line is interrupted (${main.blockers.map((x) => x.feature).join(', ')}), but a line between the ends of the fronts is clear.`;
      return { visible: true, from: e.p, to: f.p, blockedBy: [], trace: [...trace, ...other.notes, { step: 'visible', value: 'yes', detail }] };
    }
  }
  for (const x of main.blockers) trace.push({ step: `blocked by ${x.kind}`, value: x.feature, detail: x.why, source: x.source });
  return { visible: false, from: eyesA[0]!.p, to: eyesB[0]!.p, blockedBy: main.blockers, trace: [...trace, ...main.notes] };
}

/**
 * Who can see whom for a whole side: every enemy unit any unit of `side` sees, with the first of the
 * side's units found to see it. Leaders and markers neither look nor count as seen.
 */
export function sideSight(table: PreviewTable, side: string): Map<string, string> {
  const seen = new Map<string, string>();
  const ours = table.units.filter((u) => u.side === side && u.role === 'combat');
  for (const enemy of table.units) {
    if (enemy.side === side || enemy.role !== 'combat') continue;
    const by = ours.find((u) => lineOfSight(table, u, enemy, { explain: false }).visible);
    if (by) seen.set(enemy.key, by.key);
  }
  return seen;
}
