/**
 * One line of sight from an eye of one unit to an eye of another, walked through what may stand in its
 * way (`SightLine`, `walk`): hills and crests it runs below, woods, buildings and formed units it runs
 * into, each blocker put into words with the book's line. core/preview/adf/sight.ts asks these lines
 * its questions (does a see b, who sees whom) and keeps the looker's shades; the words both files use
 * are explained there.
 */
import { distance, type Point } from '../../map/geometry';
import { segmentTouches } from '../../map/spatialIndex';
import { adfLine, type Trace } from '../../rules/trace';
import { walkGrid, type Eyes, type SightScene } from './sightScene';
import { CREST_SOURCE, EDGE_ALLOWANCE_IN, groundLevel, ringHolds, type PreviewTable, type TableUnit } from './table';

/** Steep slopes: sight is blocked for a unit more than this far back from the crest (B:2165). */
export const CREST_BACK_IN = 2;
/** Woods, buildings and units stand one contour step tall: ground that much higher sees over them (S4). */
export const OBSTACLE_HEIGHT = 1;
const HILL_SOURCE = adfLine(692);
const UNIT_SOURCE = adfLine(694);
export const EPS = 1e-6;

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


/** What `insideStretches` writes into, kept between calls: it runs for every wood and hill a line passes near. */
const LINE_SCRATCH = {
  /** Where `insideStretches` leaves its answer: stretch i runs from stretches[2i] to stretches[2i + 1]. */
  stretches: new Float64Array(16),
  /** The crossings of a line with a ring, then 0 and 1, in order (`insideStretches`' working space). */
  cuts: new Float64Array(16),
};

/**
 * The stretches of pq inside a ring, as fractions along it, in `LINE_SCRATCH.stretches`; returns how many.
 * Written into arrays kept between calls: it runs for every wood and hill a sight line passes near.
 */
function insideStretches(p: Point, q: Point, ring: readonly Point[]): number {
  const rx = q.x - p.x;
  const ry = q.y - p.y;
  const scratch = LINE_SCRATCH;
  let cuts = scratch.cuts;
  if (cuts.length < ring.length + 2) cuts = scratch.cuts = new Float64Array(2 * ring.length + 2);
  let n = 0;
  for (let i = 0; i < ring.length; i++) {
    const c = ring[i]!;
    const d = ring[(i + 1) % ring.length]!;
    const sx = d.x - c.x;
    const sy = d.y - c.y;
    const den = rx * sy - ry * sx;
    if (Math.abs(den) < 1e-12) continue;
    const acx = c.x - p.x;
    const acy = c.y - p.y;
    const t = (acx * sy - acy * sx) / den;
    const u = (acx * ry - acy * rx) / den;
    if (t >= 0 && t <= 1 && u >= 0 && u <= 1) cuts[n++] = t;
  }
  cuts[n++] = 0;
  cuts[n++] = 1;
  // Insertion sort: a handful of crossings.
  for (let i = 1; i < n; i++) {
    const t = cuts[i]!;
    let j = i - 1;
    while (j >= 0 && cuts[j]! > t) {
      cuts[j + 1] = cuts[j]!;
      j--;
    }
    cuts[j + 1] = t;
  }
  let stretches = scratch.stretches;
  if (stretches.length < 2 * n) stretches = scratch.stretches = new Float64Array(4 * n);
  let count = 0;
  for (let i = 1; i < n; i++) {
    const a = cuts[i - 1]!;
    const b = cuts[i]!;
    if (b - a < EPS) continue;
    const m = (a + b) / 2;
    if (ringHolds(ring, { x: p.x + (q.x - p.x) * m, y: p.y + (q.y - p.y) * m })) {
      if (count > 0 && Math.abs(stretches[2 * count - 1]! - a) < EPS) stretches[2 * count - 1] = b;
      else {
        stretches[2 * count] = a;
        stretches[2 * count + 1] = b;
        count++;
      }
    }
  }
  return count;
}

/**
 * Whether a line from ground level `lp` to ground level `lq` runs too low to pass over an obstacle on
 * ground `level` wherever it crosses it (S4). Passing over needs the line a full level above that ground
 * at both ends of what it crosses (`SightLine.seenOver`), and its height runs straight from one end of
 * the line to the other: when neither end is higher than that and one is lower, the line is that high at
 * an end at most, never across an obstacle between them. So on level ground, and from a hill one level
 * up down past what stands at its foot (or up to it): the lines a shade or a heart can settle.
 */
export function runsBelow(lp: number, lq: number, level: number): boolean {
  const over = level + OBSTACLE_HEIGHT;
  return (lp > lq ? lp : lq) <= over && (lp < lq ? lp : lq) < over;
}

export const at = (p: Point, q: Point, t: number): Point => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
export const inches = (n: number): string => `${Math.round(n * 10) / 10}"`;
const byNumber = (x: number, y: number): number => x - y;
export const NONE: readonly number[] = [];
export const NO_STEPS = new Uint16Array(0);

/** Whether the first `count` of `list` hold `c`. */
export function holds(list: readonly number[], count: number, c: number): boolean {
  for (let k = 0; k < count; k++) if (list[k] === c) return true;
  return false;
}

/**
 * One line from an eye of `a` to an eye of `b`, and the candidates (`SightScene`) that interrupt it.
 * With `firstOnly` the walk stops at the first blocker (a yes or no is all most lines need); the line a
 * full answer reports collects them all. Each test answers yes or no; only with `describe` does it put
 * the blocker into words, and only with `notes` does it say what the line passes over or into. A class
 * rather than closures: this runs for every line of every pair of units on the board, and one object is
 * aimed again for each line.
 */
export class SightLine {
  scene!: SightScene;
  table!: PreviewTable;
  a!: TableUnit;
  b!: TableUnit;
  /** The two units' places on the table (−1 for one not on it): neither stands in its own way. */
  sa = -1;
  sb = -1;
  /** The looking unit's side: its own skirmishers block its sight, the enemy's do not (B:694). */
  aSide = 0;
  p: Point = { x: 0, y: 0 };
  q: Point = { x: 0, y: 0 };
  px = 0;
  py = 0;
  qx = 0;
  qy = 0;
  /** The line's length, worked out when first needed (−1 until then). */
  private len = -1;
  /** The ground levels at the two ends. */
  lp = 0;
  lq = 0;
  firstOnly = true;
  describe = false;
  notes: Trace | undefined;
  /** Candidates tried before the walk; with notes, the walk does not look at them twice. */
  tried: readonly number[] = NONE;
  triedCount = 0;
  walking = false;
  stopped = false;
  /** The first blocker found, or −1. */
  hit = -1;
  /** Every blocker found, when the walk collects them all (not `firstOnly`). */
  found: number[] = [];
  blockers: SightBlocker[] = [];
  /** What the last test that blocked put into words, when describing. */
  blocker: SightBlocker | undefined;
  /** Where along the line a clipped stand starts and ends (`clip`). */
  t0 = 0;
  t1 = 1;

  between(scene: SightScene, a: TableUnit, sa: number, b: TableUnit, sb: number): this {
    this.scene = scene;
    this.table = scene.table;
    this.a = a;
    this.b = b;
    this.sa = sa;
    this.sb = sb;
    this.aSide = sa >= 0 ? scene.side[sa]! : scene.sideNumber(a.side);
    return this;
  }

  aim(e: Eyes, i: number, f: Eyes, j: number, firstOnly: boolean, notes: Trace | undefined, describe: boolean): void {
    const p = e.points[i]!;
    const q = f.points[j]!;
    this.p = p;
    this.q = q;
    this.px = p.x;
    this.py = p.y;
    this.qx = q.x;
    this.qy = q.y;
    this.len = -1;
    this.lp = e.levels[i]!;
    this.lq = f.levels[j]!;
    this.firstOnly = firstOnly;
    this.notes = notes;
    this.describe = describe;
    this.tried = NONE;
    this.walking = false;
    this.stopped = false;
    this.hit = -1;
    if (!firstOnly) {
      this.found = [];
      this.blockers = [];
    }
    this.blocker = undefined;
  }

  get length(): number {
    // Only the hairline test (a line grazing a stand) needs it, and only once a stand is crossed.
    if (this.len < 0) this.len = Math.sqrt((this.qx - this.px) ** 2 + (this.qy - this.py) ** 2);
    return this.len;
  }

  heightAt(t: number): number {
    return this.lp + (this.lq - this.lp) * t;
  }

  /** Ground `level` high enough under the line all along [t0, t1] to see over an obstacle standing on it. */
  seenOver(level: number, t0: number, t1: number): boolean {
    return Math.min(this.heightAt(t0), this.heightAt(t1)) >= level + OBSTACLE_HEIGHT;
  }

  /** The ground's index hands over a feature, hill or crest by its place there (`PreviewTable.groundIndex`): the walk's visitor. True when the walk should stop. */
  visit(ground: number): boolean {
    // The scene numbers the ground's candidates in the same order, after the units.
    return this.offer(this.scene.n + ground);
  }

  /** Looks at one candidate; true when it blocks and the walk wants only one. */
  offer(c: number): boolean {
    if (this.stopped) return true;
    if (this.walking && this.notes && holds(this.tried, this.triedCount, c)) return false;
    if (!this.blocks(c)) return false;
    if (this.hit < 0) this.hit = c;
    if (this.firstOnly) {
      this.stopped = true;
      return true;
    }
    this.found.push(c);
    if (this.describe) this.blockers.push(this.blocker!);
    return false;
  }

  blocks(c: number): boolean {
    const s = this.scene;
    if (c < s.n) return this.unitBlocks(c);
    if (c < s.firstHill) return this.featureBlocks(c - s.n);
    if (c < s.firstCrest) return this.hillBlocks(c - s.firstHill);
    return this.crestBlocks(c - s.firstCrest);
  }

  /** The stretch of the line inside stand `k` (convex), as fractions in t0 and t1; false when it misses (Cyrus–Beck). */
  clip(k: number): boolean {
    const { edges, firstCorner } = this.scene;
    const { px, py } = this;
    const dx = this.qx - px;
    const dy = this.qy - py;
    let t0 = 0;
    let t1 = 1;
    for (let o = firstCorner[k]! * 4, end = firstCorner[k + 1]! * 4; o < end; o += 4) {
      // Edge a→b's start and inward normal, and how far p and the direction lie along it.
      const nx = edges[o + 2]!;
      const ny = edges[o + 3]!;
      const num = (px - edges[o]!) * nx + (py - edges[o + 1]!) * ny;
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
    this.t0 = t0;
    this.t1 = t1;
    return true;
  }

  unitBlocks(u: number): boolean {
    const s = this.scene;
    if (u === this.sa || u === this.sb || s.combat[u] === 0) return false;
    // Skirmishers screen only their own side's fire (B:694): fire goes through enemy skirmishers.
    if (s.skirmishing[u] === 1 && s.side[u] !== this.aSide) return false;
    const o = u * 4;
    const { box } = s;
    if (!segmentTouches(this.px, this.py, this.qx, this.qy, box[o]!, box[o + 1]!, box[o + 2]!, box[o + 3]!)) return false;
    // Only a line a full level up can pass over a unit; on level ground no need to ask the hills, and
    // for a yes or no the first stand crossed settles it when the line runs too low to pass over.
    const raised = (this.lp > this.lq ? this.lp : this.lq) >= OBSTACLE_HEIGHT;
    const anyStand = !this.describe && (!raised || runsBelow(this.lp, this.lq, s.levelUnder(u)));
    let from = Infinity;
    let to = -Infinity;
    for (let k = s.firstStand[u]!, end = s.firstStand[u + 1]!; k < end; k++) {
      if (!this.clip(k) || (this.t1 - this.t0) * this.length < EPS) continue;
      if (anyStand) return true;
      if (this.t0 < from) from = this.t0;
      if (this.t1 > to) to = this.t1;
    }
    if (from > to) return false;
    if (raised && this.seenOver(s.levelUnder(u), from, to)) {
      const other = s.units[u]!;
      this.notes?.push({ step: 'seen over', value: other.name, detail: `${other.name} stands lower; the line passes over it.`, source: adfLine(694) });
      return false;
    }
    if (this.describe) {
      const other = s.units[u]!;
      const why = other.skirmishing ? `${other.name} are their own side's skirmishers: no fire through them.` : `${other.name} stands in the way.`;
      this.blocker = { feature: other.ref, kind: 'unit', at: at(this.p, this.q, from), why, source: UNIT_SOURCE };
    }
    return true;
  }

  featureBlocks(i: number): boolean {
    const feature = this.scene.features[i]!;
    const { box } = feature;
    if (!segmentTouches(this.px, this.py, this.qx, this.qy, box.minX, box.minY, box.maxX, box.maxY)) return false;
    // Only a line a full level up can pass over woods or buildings. For a yes or no, a line across the
    // feature's heart is blocked before its outline is asked when it runs too low to pass over it on the
    // table's level ground: the test below asks about level ground first, and stops there.
    const raised = (this.lp > this.lq ? this.lp : this.lq) >= OBSTACLE_HEIGHT;
    if (!this.describe && !this.notes && runsBelow(this.lp, this.lq, 0) && this.crossesHeart(i)) return true;
    const { p, q, length, notes } = this;
    if (!feature.closed) {
      // A line feature (a hedge a scenario says blocks) interrupts sight where it is crossed.
      if (feature.rule.kind !== 'blocks') return false;
      const ts = crossings(p, q, feature.points, false);
      if (ts.length === 0) return false;
      if (this.describe) {
        ts.sort(byNumber);
        this.blocker = { feature: feature.id, kind: feature.kind, at: at(p, q, ts[0]!), why: `${feature.name} blocks sight where the line crosses it.`, source: feature.source };
      }
      return true;
    }
    const stretches = insideStretches(p, q, feature.points);
    const st = LINE_SCRATCH.stretches;
    let inside = 0;
    for (let i = 0; i < stretches; i++) inside += (st[2 * i + 1]! - st[2 * i]!) * length;
    if (inside < EPS) return false;
    const enters = st[0]!;
    // On level ground no need to ask the hills, nor (unless the blocker is put into words) whether an
    // end of the line is inside the feature.
    const holdsEnd = (raised || this.describe) && (ringHolds(feature.points, p) || ringHolds(feature.points, q));
    if (!holdsEnd && raised) {
      let over = true;
      for (let i = 0; i < stretches; i++) if (!this.seenOver(0, st[2 * i]!, st[2 * i + 1]!)) over = false;
      // The ground under the feature only matters when the line is a level up all along it.
      if (over) {
        const level = groundLevel(this.table, at(p, q, (st[0]! + st[1]!) / 2));
        for (let i = 0; i < stretches; i++) if (!this.seenOver(level, st[2 * i]!, st[2 * i + 1]!)) over = false;
      }
      if (over) {
        notes?.push({ step: 'seen over', value: feature.id, detail: `${feature.name} lies on lower ground; the line passes over it.`, source: adfLine(694) });
        return false;
      }
    }
    if (feature.rule.kind === 'blocks') {
      if (inside <= EDGE_ALLOWANCE_IN) return false;
      if (this.describe) {
        const name = holdsEnd ? (ringHolds(feature.points, p) ? this.a.name : this.b.name) : undefined;
        const why = name ? `${name} is ${inches(inside)} inside ${feature.name}, not at its edge: sight into or out of it stops at the edge.` : `${feature.name} lies across the line and blocks sight.`;
        this.blocker = { feature: feature.id, kind: feature.kind, at: at(p, q, enters), why, source: feature.source };
      }
      return true;
    }
    const depth = feature.rule.depthIn;
    if (inside <= depth + EPS) {
      notes?.push({ step: 'sight into cover', value: Math.round(inside * 100) / 100, unit: 'inches', detail: `${inches(inside)} of ${feature.name} on the line, within the ${depth}" sight reaches into it.`, source: feature.source });
      return false;
    }
    if (this.describe) {
      this.blocker = { feature: feature.id, kind: feature.kind, at: at(p, q, enters), why: `${inches(inside)} of ${feature.name} lies on the line; sight reaches only ${depth}" into or out of it.`, source: feature.source };
    }
    return true;
  }

  /**
   * Whether the line crosses the heart of feature `i` (`SightScene.heartOf`) near enough its centre to
   * hold more of the feature than sight reaches into, the whole circle lying between its ends.
   */
  crossesHeart(i: number): boolean {
    const hearts = this.scene.heartOf;
    const o = i * 4;
    const cx = hearts[o]!;
    if (Number.isNaN(cx)) return false;
    const dx = this.qx - this.px;
    const dy = this.qy - this.py;
    const l2 = dx * dx + dy * dy;
    const wx = cx - this.px;
    const wy = hearts[o + 1]! - this.py;
    // The centre's distance from the line is |w × d| / |d|; its foot lies w · d / |d| along it.
    const across = wx * dy - wy * dx;
    if (across * across >= hearts[o + 3]! * l2) return false;
    const along = wx * dx + wy * dy;
    const r = hearts[o + 2]! * Math.sqrt(l2);
    return along >= r && along + r <= l2;
  }

  hillBlocks(i: number): boolean {
    const hill = this.scene.hills[i]!;
    const { p, q, lp, lq } = this;
    const { box } = hill;
    if (hill.level <= Math.max(lp, lq) || !segmentTouches(this.px, this.py, this.qx, this.qy, box.minX, box.minY, box.maxX, box.maxY)) return false;
    if (insideStretches(p, q, hill.ring) === 0) return false;
    if (this.describe) {
      this.blocker = {
        feature: hill.id,
        kind: 'hill',
        at: at(p, q, LINE_SCRATCH.stretches[0]!),
        why: `The hill ${hill.id} (level ${hill.level}) rises between them, higher than both (levels ${lp} and ${lq}).`,
        source: HILL_SOURCE,
      };
    }
    return true;
  }

  crestBlocks(i: number): boolean {
    const crest = this.scene.crests[i]!;
    const { p, q, lp, lq } = this;
    const high = Math.max(lp, lq);
    const low = Math.min(lp, lq);
    const { box } = crest;
    if (!(high >= crest.level && low < crest.level) || !segmentTouches(this.px, this.py, this.qx, this.qy, box.minX, box.minY, box.maxX, box.maxY)) return false;
    const ts = crossings(p, q, crest.points, crest.closed);
    if (ts.length === 0) return false;
    ts.sort(byNumber);
    // The unit above the crest is the one whose distance back from it counts.
    const above = lp >= lq ? p : q;
    const t = lp >= lq ? ts[0]! : ts[ts.length - 1]!;
    const back = distance(above, at(p, q, t));
    if (back <= CREST_BACK_IN) return false;
    if (this.describe) {
      this.blocker = {
        feature: crest.id,
        kind: 'crest',
        at: at(p, q, t),
        why: `The higher unit stands ${inches(back)} back from the crest ${crest.id}; sight over a steep crest reaches only from ${CREST_BACK_IN}" back.`,
        source: CREST_SOURCE,
      };
    }
    return true;
  }
}

/**
 * Walks one line through the candidates: those in `tried` first (what blocked the pair's other lines
 * most likely blocks this one), then through the indexes: the unit or wood a shade named for the line
 * (`shaded`, `SightScene.shadeOf`), then units (on a crowded table a regiment in
 * the way is the likeliest blocker, and the cheapest): the units' grid cell by cell from the looker
 * outward, then the ground R-tree. Without the indexes, for the benchmark's comparison, every unit
 * and then every feature, hill and crest of the table in turn.
 */
export function walk(line: SightLine, indexed: boolean, tried: readonly number[], count = tried.length, start = 0, shaded = -1): void {
  line.tried = tried;
  line.triedCount = count;
  for (let k = start; k < count; k++) if (line.offer(tried[k]!)) return;
  line.walking = true;
  if (indexed) {
    if (shaded >= 0 && line.offer(shaded)) return;
    const { table, p, q, scene } = line;
    if (!walkGrid(scene.grid(), line.px, line.py, line.qx, line.qy, line)) table.groundIndex.walkSegment(p, q, line);
    return;
  }
  for (let c = 0, end = line.scene.end; c < end; c++) if (line.offer(c)) return;
}

/**
 * The lines tried after the centre line, as [eye of the one who looks, eye of the one seen]: eyes are
 * 0 centre, 1 left end, 2 right end. End to end both ways round, so a line can pass either side of an
 * obstacle whichever way the two units face (S1).
 */
export const END_LINES: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [2, 2],
  [1, 2],
  [2, 1],
];

