/**
 * Line of sight between two units on the table, as ADF has it (B:692–702, the terrain chart B:2152–2168):
 * a straight edge between the two units' stands that no hill, wood, building or formed unit interrupts.
 * Each unit is seen from the two ends and the centre of its front; the units see each other if any of
 * those lines is clear. When none is, the answer names what interrupts the line between the two front
 * centres, where, and by which rule. How Muster reads the book's words as geometry is in
 * docs/rules-notes/sight.md (S1–S7).
 */
import { distance, type Box, type Point } from '../map/geometry';
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

/** Whether segment pq touches the box (Liang–Barsky clipping). */
function segmentTouchesBox(p: Point, q: Point, b: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const clip = (den: number, num: number): boolean => {
    if (Math.abs(den) < EPS) return num >= 0;
    const t = num / den;
    if (den > 0) {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    } else {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    }
    return true;
  };
  return clip(-dx, p.x - b.minX) && clip(dx, b.maxX - p.x) && clip(-dy, p.y - b.minY) && clip(dy, b.maxY - p.y) && t0 <= t1;
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
  const ts = [0, ...crossings(p, q, ring, true), 1].sort((a, b) => a - b);
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

const at = (p: Point, q: Point, t: number): Point => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
const inches = (n: number): string => `${Math.round(n * 10) / 10}"`;

interface LineCheck {
  blockers: SightBlocker[];
  notes: Trace;
}

/**
 * What interrupts the line from `a` at eye `e` to `b` at eye `f`. With `firstOnly` it stops at the first
 * blocker (the other lines only need a yes or no); the reported line collects them all.
 */
function checkLine(table: PreviewTable, a: TableUnit, e: Eye, b: TableUnit, f: Eye, indexed: boolean, firstOnly: boolean): LineCheck {
  const p = e.p;
  const q = f.p;
  const length = distance(p, q);
  const blockers: SightBlocker[] = [];
  const notes: Trace = [];
  const heightAt = (t: number): number => e.level + (f.level - e.level) * t;
  const box = { minX: Math.min(p.x, q.x), minY: Math.min(p.y, q.y), maxX: Math.max(p.x, q.x), maxY: Math.max(p.y, q.y) };
  const block = (x: SightBlocker): boolean => {
    blockers.push(x);
    return firstOnly;
  };
  /** Ground `level` high enough under the line all along [t0, t1] to see over an obstacle standing on it. */
  const seenOver = (level: number, t0: number, t1: number): boolean => Math.min(heightAt(t0), heightAt(t1)) >= level + OBSTACLE_HEIGHT;

  const groundKeys = indexed ? table.groundIndex.search(box) : allGroundKeys(table);
  for (const key of groundKeys) {
    const kind = key[0];
    const i = Number(key.slice(2));
    if (kind === 'f') {
      const feature = table.features[i]!;
      if (!segmentTouchesBox(p, q, feature.box)) continue;
      if (featureBlocks(feature, p, q, length, a, b, table, seenOver, blockers, notes) && firstOnly) return { blockers, notes };
    } else if (kind === 'h') {
      const hill = table.hills[i]!;
      if (hill.level <= Math.max(e.level, f.level) || !segmentTouchesBox(p, q, hill.box)) continue;
      const inside = insideStretches(p, q, hill.ring);
      if (inside.length === 0) continue;
      const stopped = block({
        feature: hill.id,
        kind: 'hill',
        at: at(p, q, inside[0]![0]),
        why: `The hill ${hill.id} (level ${hill.level}) rises between them, higher than both (levels ${e.level} and ${f.level}).`,
        source: HILL_SOURCE,
      });
      if (stopped) return { blockers, notes };
    } else {
      const crest = table.crests[i]!;
      const high = Math.max(e.level, f.level);
      const low = Math.min(e.level, f.level);
      if (!(high >= crest.level && low < crest.level) || !segmentTouchesBox(p, q, crest.box)) continue;
      const ts = crossings(p, q, crest.points, crest.closed);
      if (ts.length === 0) continue;
      // The unit above the crest is the one whose distance back from it counts.
      const above = e.level >= f.level ? p : q;
      const t = e.level >= f.level ? Math.min(...ts) : Math.max(...ts);
      const back = distance(above, at(p, q, t));
      if (back > CREST_BACK_IN) {
        const stopped = block({
          feature: crest.id,
          kind: 'crest',
          at: at(p, q, t),
          why: `The higher unit stands ${inches(back)} back from the crest ${crest.id}; sight over a steep crest reaches only from ${CREST_BACK_IN}" back.`,
          source: CREST_SOURCE,
        });
        if (stopped) return { blockers, notes };
      }
    }
  }

  const unitKeys = indexed ? table.unitIndex.search(box) : table.units.map((u) => u.key);
  for (const key of unitKeys) {
    if (key === a.key || key === b.key) continue;
    const other = table.unitsByKey.get(key)!;
    if (other.role !== 'combat') continue;
    // Skirmishers screen only their own side's fire (B:694): fire goes through enemy skirmishers.
    if (other.skirmishing && other.side !== a.side) continue;
    if (!segmentTouchesBox(p, q, other.box)) continue;
    let span: [number, number] | undefined;
    for (const s of other.stands) {
      for (const [t0, t1] of insideStretches(p, q, s.corners)) {
        if ((t1 - t0) * length < EPS) continue;
        span = span ? [Math.min(span[0], t0), Math.max(span[1], t1)] : [t0, t1];
      }
    }
    if (!span) continue;
    const level = groundLevel(table, other.front.centre);
    if (seenOver(level, span[0], span[1])) {
      notes.push({ step: 'seen over', value: other.name, detail: `${other.name} stands lower; the line passes over it.`, source: adfLine(694) });
      continue;
    }
    const why = other.skirmishing ? `${other.name} are their own side's skirmishers: no fire through them.` : `${other.name} stands in the way.`;
    if (block({ feature: other.ref, kind: 'unit', at: at(p, q, span[0]), why, source: UNIT_SOURCE })) return { blockers, notes };
  }
  return { blockers, notes };
}

function featureBlocks(
  feature: SightFeature,
  p: Point,
  q: Point,
  length: number,
  a: TableUnit,
  b: TableUnit,
  table: PreviewTable,
  seenOver: (level: number, t0: number, t1: number) => boolean,
  blockers: SightBlocker[],
  notes: Trace,
): boolean {
  if (!feature.closed) {
    // A line feature (a hedge a scenario says blocks) interrupts sight where it is crossed.
    if (feature.rule.kind !== 'blocks') return false;
    const ts = crossings(p, q, feature.points, false);
    if (ts.length === 0) return false;
    blockers.push({ feature: feature.id, kind: feature.kind, at: at(p, q, Math.min(...ts)), why: `${feature.name} blocks sight where the line crosses it.`, source: feature.source });
    return true;
  }
  const stretches = insideStretches(p, q, feature.points);
  const inside = stretches.reduce((sum, [t0, t1]) => sum + (t1 - t0) * length, 0);
  if (inside < EPS) return false;
  const holdsEnd = ringHolds(feature.points, p) || ringHolds(feature.points, q);
  if (!holdsEnd) {
    const level = groundLevel(table, at(p, q, (stretches[0]![0] + stretches[0]![1]) / 2));
    if (stretches.every(([t0, t1]) => seenOver(level, t0, t1))) {
      notes.push({ step: 'seen over', value: feature.id, detail: `${feature.name} lies on lower ground; the line passes over it.`, source: adfLine(694) });
      return false;
    }
  }
  const where = at(p, q, stretches[0]![0]);
  const whose = holdsEnd ? (ringHolds(feature.points, p) ? a.name : b.name) : undefined;
  if (feature.rule.kind === 'blocks') {
    if (inside <= EDGE_ALLOWANCE_IN) return false;
    const why = whose ? `${whose} is ${inches(inside)} inside ${feature.name}, not at its edge: sight into or out of it stops at the edge.` : `${feature.name} lies across the line and blocks sight.`;
    blockers.push({ feature: feature.id, kind: feature.kind, at: where, why, source: feature.source });
    return true;
  }
  const depth = feature.rule.depthIn;
  if (inside <= depth + EPS) {
    notes.push({ step: 'sight into cover', value: Math.round(inside * 100) / 100, detail: `${inches(inside)} of ${feature.name} on the line, within the ${depth}" sight reaches into it.`, source: feature.source });
    return false;
  }
  blockers.push({ feature: feature.id, kind: feature.kind, at: where, why: `${inches(inside)} of ${feature.name} lies on the line; sight reaches only ${depth}" into or out of it.`, source: feature.source });
  return true;
}

function allGroundKeys(table: PreviewTable): string[] {
  return [...table.features.map((_, i) => `f:${i}`), ...table.hills.map((_, i) => `h:${i}`), ...table.crests.map((_, i) => `c:${i}`)];
}

/** Whether `a` and `b` see each other, and if not, what is in the way. */
export function lineOfSight(table: PreviewTable, a: TableUnit, b: TableUnit, options: SightOptions = {}): Sight {
  const indexed = options.indexed !== false;
  const eyesA = eyesOf(table, a);
  const eyesB = eyesOf(table, b);
  const trace: Trace = [
    { step: 'line of sight', value: `${a.name} → ${b.name}`, detail: 'Seen between the ends and centres of the two fronts; any clear line will do.', source: adfLine(692) },
  ];
  if (eyesA[0]!.level !== 0 || eyesB[0]!.level !== 0) {
    trace.push({ step: 'ground', value: `${eyesA[0]!.level} / ${eyesB[0]!.level}`, detail: `${a.name} stands on level ${eyesA[0]!.level}, ${b.name} on level ${eyesB[0]!.level}.` });
  }
  // The line between the two front centres first: it is the one reported when nothing is clear.
  const main = checkLine(table, a, eyesA[0]!, b, eyesB[0]!, indexed, false);
  if (main.blockers.length === 0) {
    return { visible: true, from: eyesA[0]!.p, to: eyesB[0]!.p, blockedBy: [], trace: [...trace, ...main.notes, { step: 'visible', value: 'yes', detail: 'The line between the front centres is clear.' }] };
  }
  for (let i = 0; i < eyesA.length; i++) {
    for (let j = 0; j < eyesB.length; j++) {
      if (i === 0 && j === 0) continue;
      const other = checkLine(table, a, eyesA[i]!, b, eyesB[j]!, indexed, true);
      if (other.blockers.length === 0) {
        const detail = `The centre line is interrupted (${main.blockers.map((x) => x.feature).join(', ')}), but a line between the ends of the fronts is clear.`;
        return { visible: true, from: eyesA[i]!.p, to: eyesB[j]!.p, blockedBy: [], trace: [...trace, ...other.notes, { step: 'visible', value: 'yes', detail }] };
      }
    }
  }
  for (const x of main.blockers) trace.push({ step: `blocked by ${x.kind}`, value: x.feature, detail: x.why, source: x.source });
  return { visible: false, from: eyesA[0]!.p, to: eyesB[0]!.p, blockedBy: main.blockers, trace: [...trace, ...main.notes] };
}
