/**
 * Line of sight between two units on the table, as ADF has it (B:692–702, the terrain chart B:2152–2168):
 * a straight edge between the two units' stands that no hill, wood, building or formed unit interrupts.
 * Each unit is seen from the two ends and the centre of its front; the units see each other if any of
 * those lines is clear. When none is, the answer names what interrupts the line between the two front
 * centres, where, and by which rule. How Muster reads the book's words as geometry is in
 * docs/rules-notes/sight.md (S1–S7).
 *
 * The words this file and sightScene.ts use:
 * - an eye: a point a unit looks from and is seen at, the centre of its front and its two ends (one
 *   for a front too narrow to have ends), each with the ground level under it (`Eyes`).
 * - a looker: the unit whose sight a question is about. The map-wide questions ask one looker about
 *   many units (`sightFrom`), so its eyes, levels and shades are read once (`Looker`).
 * - a shade: for one eye, what it cannot see past, direction by direction (256 steps round the eye):
 *   a unit or a wood's heart within 14 inches that every line leaving the eye that way runs into, and
 *   how long a line must be to have passed right through it. A shade settles most lines as blocked
 *   without the exact test (`settled`); it never says a line is clear.
 * - a heart: a circle inside a wood, farm or other closed feature round its centre, so placed that a line
 *   crossing it near the middle holds more of the feature than sight reaches into: such a line is
 *   blocked unless it runs high enough to pass over (`SightLine.crossesHeart`, `heartsOf`).
 *
 * A question writes into one working space, `SightScratch`, made once (`SCRATCH`) rather than anything
 * made per line; questions never run inside one another, so one is enough.
 */
import { distance, type Point } from '../../map/geometry';
import { segmentTouches } from '../../map/spatialIndex';
import { adfLine, type Trace } from '../../rules/trace';
import { NO_SHADE, SHADE_REACH_UNIT, sceneOf, shadeStep, walkGrid, type Eyes, type SightScene } from './sightScene';
import { CREST_SOURCE, EDGE_ALLOWANCE_IN, enemiesOf, groundLevel, ringHolds, type PreviewTable, type TableUnit } from './table';

export { EDGE_ALLOWANCE_IN } from './table';
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

/**
 * Everything line of sight keeps between calls, in one place: the arrays and the objects a question
 * writes into instead of making new ones for each line (a map-wide question tries hundreds of thousands
 * of lines), and what one step of a quick answer leaves for the next to read. Nothing in it outlives a
 * question's answer: each question sets what it reads before reading it.
 */
class SightScratch {
  /** Where `insideStretches` leaves its answer: stretch i runs from stretches[2i] to stretches[2i + 1]. */
  stretches = new Float64Array(16);
  /** The crossings of a line with a ring, then 0 and 1, in order (`insideStretches`' working space). */
  cuts = new Float64Array(16);
  /** The candidate a shade named for the line `settled` last looked at, −1 for none: the walk's first candidate. */
  shadeHint = -1;
  /** The looker of the quick answers, aimed again for each question. */
  readonly looker = new Looker();
  /** The one line the quick answers aim again and again: nothing is made for a line that only needs a yes or no. */
  readonly quick = new SightLine();
  /** The blockers a quick answer has found on the pair's lines so far: at most one a line. */
  readonly tried: number[] = [0, 0, 0, 0, 0];
  /** What the last `sees` found on the centre line first (−1 when it is clear). */
  centreFound = -1;
  /** Whether the last `sees` found an end line the clear one. */
  clearEnd = false;
}

/**
 * The stretches of pq inside a ring, as fractions along it, in `SCRATCH.stretches`; returns how many.
 * Written into arrays kept between calls: it runs for every wood and hill a sight line passes near.
 */
function insideStretches(p: Point, q: Point, ring: readonly Point[]): number {
  const rx = q.x - p.x;
  const ry = q.y - p.y;
  const scratch = SCRATCH;
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
function runsBelow(lp: number, lq: number, level: number): boolean {
  const over = level + OBSTACLE_HEIGHT;
  return (lp > lq ? lp : lq) <= over && (lp < lq ? lp : lq) < over;
}

const at = (p: Point, q: Point, t: number): Point => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
const inches = (n: number): string => `${Math.round(n * 10) / 10}"`;
const byNumber = (x: number, y: number): number => x - y;
const NONE: readonly number[] = [];
const NO_STEPS = new Uint16Array(0);

/** Whether the first `count` of `list` hold `c`. */
function holds(list: readonly number[], count: number, c: number): boolean {
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
class SightLine {
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
    const st = SCRATCH.stretches;
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
        at: at(p, q, SCRATCH.stretches[0]!),
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
function walk(line: SightLine, indexed: boolean, tried: readonly number[], count = tried.length, start = 0, shaded = -1): void {
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
const END_LINES: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [2, 2],
  [1, 2],
  [2, 1],
];

/** Whether `a` and `b` see each other, and if not, what is in the way. */
export function lineOfSight(table: PreviewTable, a: TableUnit, b: TableUnit, options: SightOptions = {}): Sight {
  const indexed = options.indexed !== false;
  const scene = sceneOf(table);
  const sa = scene.slotOf(a);
  const sb = scene.slotOf(b);
  const eyesA = scene.eyesOf(a, sa);
  const eyesB = scene.eyesOf(b, sb);
  return options.explain === false ? quickSight(scene, a, sa, eyesA, b, sb, eyesB, indexed) : explainedSight(scene, a, sa, eyesA, b, sb, eyesB, indexed);
}

/**
 * What the shade starting at `shade` in `steps`, of an eye at (px, py) on ground level `lp`, names in
 * the direction of an eye of the unit at `sb` at (qx, qy) on level `lq`, if it certainly blocks the
 * line between them; otherwise −1: the shade names nothing that way, or the unit at the other end, or
 * the line ends short of the far side of what it names, or the line may pass over it. A line a shade
 * settles is blocked exactly as the test would find: a unit whose stand it crosses (`unitBlocks`), or a
 * wood whose heart it crosses (`crossesHeart`), too low to pass over them (`runsBelow`, S4). Woods on a
 * hill are not told apart: a wood is taken to stand on the table's level ground, as the test first asks.
 */
function settled(scene: SightScene, steps: Uint16Array, shade: number, px: number, py: number, lp: number, sb: number, qx: number, qy: number, lq: number): number {
  const dx = qx - px;
  const dy = qy - py;
  const step = shade + 2 * shadeStep(dx, dy);
  const c = steps[step]!;
  if (c === NO_SHADE || c === sb) return -1;
  if (SCRATCH.shadeHint < 0) SCRATCH.shadeHint = c;
  if ((lp > lq ? lp : lq) >= OBSTACLE_HEIGHT && !runsBelow(lp, lq, c < scene.n ? scene.levelUnder(c) : 0)) return -1;
  return dx * dx + dy * dy > steps[step + 1]! * SHADE_REACH_UNIT ? c : -1;
}

/** `settled` from eye `i` of the unit at `sa` towards eye `j` of the unit at `sb`. */
function settledFrom(scene: SightScene, steps: Uint16Array, sa: number, i: number, eyesA: Eyes, sb: number, j: number, eyesB: Eyes): number {
  const p = eyesA.points[i]!;
  const q = eyesB.points[j]!;
  return settled(scene, steps, scene.shadeOf(sa, i, eyesA), p.x, p.y, eyesA.levels[i]!, sb, q.x, q.y, eyesB.levels[j]!);
}

/**
 * The lines of a quick answer, in the order they are tried: the centre line, then the end lines
 * (`END_LINES`), each as [eye of the one who looks, eye of the one seen].
 */
const QUICK_LINES: ReadonlyArray<readonly [number, number]> = [[0, 0], ...END_LINES];
const LINES = QUICK_LINES.length;

/**
 * The unit a quick answer is about the sight of, and the units it is asked about. The map-wide questions
 * ask about one looker against many units (`sightFrom`): its eyes, levels and shades are read once, and
 * its shades are asked about every line to every one of them in one pass (`askAbout`) before any line
 * is tested. Most lines are settled there, and most units with all their lines (on the benchmark's
 * board, four in five): the pass reads the looker's small shades and the scene's flat eyes straight
 * through, with nothing between the reads to push them out of the cache.
 */
class Looker {
  scene!: SightScene;
  a!: TableUnit;
  sa = -1;
  eyes!: Eyes;
  /** Whether the shades are asked: the indexes are, and the table and the looker have shades. */
  shaded = false;
  steps: Uint16Array = NO_STEPS;
  /** Eye i's x, y, ground level and where its shade starts in `steps`, from 4 × i. */
  readonly at = new Float64Array(12);
  /** The units asked about, their places on the table and their eyes. */
  targets: readonly TableUnit[] = [];
  slots = new Int32Array(64);
  readonly targetEyes: Eyes[] = [];
  /**
   * For unit k's line l (`QUICK_LINES`), at LINES × k + l: what the looker's shade settles it with
   * (`settled`), or −1; and what the shade names that way, the walk's first candidate, or −1.
   */
  settles = new Int32Array(64 * LINES);
  hints = new Int32Array(64 * LINES);

  look(scene: SightScene, a: TableUnit, sa: number, eyes: Eyes, indexed: boolean): this {
    this.scene = scene;
    this.a = a;
    this.sa = sa;
    this.eyes = eyes;
    this.shaded = indexed && sa >= 0 && scene.shadable;
    this.steps = this.shaded ? scene.shades() : NO_STEPS;
    for (let i = 0; i < eyes.count; i++) {
      const p = eyes.points[i]!;
      this.at[4 * i] = p.x;
      this.at[4 * i + 1] = p.y;
      this.at[4 * i + 2] = eyes.levels[i]!;
      this.at[4 * i + 3] = this.shaded ? scene.shadeOf(sa, i, eyes) : 0;
    }
    return this;
  }

  /**
   * Takes `targets` as the units asked about, and asks the looker's shades about every line to each. A
   * unit not on the table (which none of the app's callers ask about) is left to the tests.
   */
  askAbout(targets: readonly TableUnit[]): this {
    const { scene, shaded, steps, at } = this;
    const n = targets.length;
    this.targets = targets;
    if (this.slots.length < n) {
      this.slots = new Int32Array(2 * n);
      this.settles = new Int32Array(2 * n * LINES);
      this.hints = new Int32Array(2 * n * LINES);
    }
    const { slots, targetEyes, settles, hints } = this;
    targetEyes.length = n;
    for (let k = 0; k < n; k++) {
      const b = targets[k]!;
      const sb = scene.slotOf(b);
      slots[k] = sb;
      targetEyes[k] = scene.eyesOf(b, sb);
    }
    settles.fill(-1, 0, n * LINES);
    hints.fill(-1, 0, n * LINES);
    if (!shaded) return this;
    const { eyeAt, eyeCount } = scene;
    const scratch = SCRATCH;
    // Line by line, so each pass reads one eye's shade.
    for (let l = 0; l < LINES; l++) {
      const [i, j] = QUICK_LINES[l]!;
      if (i >= this.eyes.count) continue;
      const px = at[4 * i]!;
      const py = at[4 * i + 1]!;
      const lp = at[4 * i + 2]!;
      const shade = at[4 * i + 3]!;
      for (let k = 0; k < n; k++) {
        const sb = slots[k]!;
        if (sb < 0 || j >= eyeCount[sb]!) continue;
        const e = (3 * sb + j) * 3;
        scratch.shadeHint = -1;
        settles[LINES * k + l] = settled(scene, steps, shade, px, py, lp, sb, eyeAt[e]!, eyeAt[e + 1]!, eyeAt[e + 2]!);
        hints[LINES * k + l] = scratch.shadeHint;
      }
    }
    return this;
  }
}

/** Line of sight's one working space (`SightScratch`), made once its classes are. */
const SCRATCH = new SightScratch();

/**
 * The yes or no of the map-wide questions (who sees whom, the odds overlay, the checks), about the
 * looker and the unit it was asked about kth (`Looker.askAbout`): every line stops at its first blocker.
 * When the answer is yes, `SCRATCH.quick` is left aimed at the clear line.
 */
function sees(look: Looker, k: number, indexed: boolean): boolean {
  const { scene, a, sa, eyes: eyesA, shaded, steps, settles, hints } = look;
  const row = LINES * k;
  const scratch = SCRATCH;
  const triedAt = scratch.tried;
  scratch.clearEnd = false;
  // The looker's shades settled most lines already; a unit whose lines they all settled is not seen.
  let all = true;
  for (let l = 0; l < LINES && all; l++) all = settles[row + l]! >= 0;
  if (all) {
    scratch.centreFound = settles[row]!;
    return false;
  }
  const b = look.targets[k]!;
  const sb = look.slots[k]!;
  const eyesB = look.targetEyes[k]!;
  const line = scratch.quick.between(scene, a, sa, b, sb);
  // The lines the looker's shades left, the unit seen's shades next (what stands in the way stands in
  // it from either end; skirmishers, the one blocker that depends on who looks, are in no shade).
  const both = shaded && sb >= 0;
  scratch.shadeHint = hints[row]!;
  let centre = settles[row]!;
  if (centre < 0 && both) centre = settledFrom(scene, steps, sb, 0, eyesB, sa, 0, eyesA);
  const walked = centre < 0;
  if (centre < 0) {
    line.aim(eyesA, 0, eyesB, 0, true, undefined, false);
    walk(line, indexed, NONE, 0, 0, scratch.shadeHint);
    scratch.centreFound = line.hit;
    if (line.hit < 0) return true;
    centre = line.hit;
  }
  scratch.centreFound = centre;
  triedAt[0] = centre;
  let tried = 1;
  // On an end line the unit seen's shade is read before the centre line's blocker is tested, unless the
  // walk found that blocker and it is a unit: then the shades missed it on the centre line and mostly
  // miss it on the end lines too, and a unit is cheap to test. A wood's outline costs more to test than
  // a shade's step to read. (On the benchmark's board, of the end lines the looker's shades leave: after
  // a shade settled the centre line, the unit seen's shade settles five in six and a unit on the centre
  // line blocks one in two; after a walk, the shade settles one in four and the unit blocks two in three.)
  const unitFirst = walked && centre < scene.n;
  for (let l = 1; l < LINES; l++) {
    const [i, j] = QUICK_LINES[l]!;
    if (i >= eyesA.count || j >= eyesB.count) continue;
    scratch.shadeHint = hints[row + l]!;
    let u = settles[row + l]!;
    if (u < 0 && both && !unitFirst) u = settledFrom(scene, steps, sb, j, eyesB, sa, i, eyesA);
    if (u < 0) {
      line.aim(eyesA, i, eyesB, j, true, undefined, false);
      // What blocks the centre line nearly always blocks the end lines too: asked straight away, as the
      // walk would ask it first, without the walk's calls around it.
      if (line.blocks(centre)) continue;
      if (both && unitFirst) u = settledFrom(scene, steps, sb, j, eyesB, sa, i, eyesA);
    }
    if (u >= 0) {
      if (!holds(triedAt, tried, u)) triedAt[tried++] = u;
      continue;
    }
    walk(line, indexed, triedAt, tried, 1, scratch.shadeHint);
    if (line.hit < 0) {
      scratch.clearEnd = true;
      return true;
    }
    if (!holds(triedAt, tried, line.hit)) triedAt[tried++] = line.hit;
  }
  return false;
}

/** `sees`, answered as one question is: the clear line, or what blocks the centre line, put into words when read (`QuickBlocked`). */
function quickSight(scene: SightScene, a: TableUnit, sa: number, eyesA: Eyes, b: TableUnit, sb: number, eyesB: Eyes, indexed: boolean): Sight {
  const scratch = SCRATCH;
  if (!sees(scratch.looker.look(scene, a, sa, eyesA, indexed).askAbout([b]), 0, indexed)) return new QuickBlocked(scene, a, b, scratch.centreFound, eyesA, eyesB);
  const { p: from, q: to } = scratch.quick;
  const detail = scratch.clearEnd
    ? `The centre line is interrupted (${centreBlocker(scene, a, sa, eyesA, b, sb, eyesB, scratch.centreFound).feature}), but a line between the ends of the fronts is clear.`
    : 'The line between the front centres is clear.';
  return { visible: true, from, to, blockedBy: [], trace: [{ step: 'visible', value: 'yes', detail }] };
}

/**
 * Whether `looker` sees each of `targets`: 1 or 0 in `out`, as `lineOfSight(table, looker, target,
 * { explain: false }).visible` would answer one by one. The form for the map-wide questions: the
 * looker is read once, its shades asked about every line first, and nothing is made for a unit it does
 * not see.
 */
export function sightFrom(table: PreviewTable, looker: TableUnit, targets: readonly TableUnit[], options: Pick<SightOptions, 'indexed'> = {}, out = new Uint8Array(targets.length)): Uint8Array {
  if (targets.length === 0) return out;
  const indexed = options.indexed !== false;
  const scene = sceneOf(table);
  const sa = scene.slotOf(looker);
  const look = SCRATCH.looker.look(scene, looker, sa, scene.eyesOf(looker, sa), indexed).askAbout(targets);
  for (let k = 0; k < targets.length; k++) out[k] = sees(look, k, indexed) ? 1 : 0;
  return out;
}

/** The first thing found on the centre line, put into words. */
function centreBlocker(scene: SightScene, a: TableUnit, sa: number, eyesA: Eyes, b: TableUnit, sb: number, eyesB: Eyes, centre: number): SightBlocker {
  const line = new SightLine().between(scene, a, sa, b, sb);
  line.aim(eyesA, 0, eyesB, 0, true, undefined, true);
  if (!line.blocks(centre)) throw new Error('line of sight: a blocker no longer blocks the line it was found on');
  return line.blocker!;
}

/**
 * A quick answer that no line is clear. Most quick answers are these and are read only for `visible`,
 * so the blocker is put into words when `blockedBy` or `trace` is first read: the first thing the walk
 * met on the centre line. (They are getters: `JSON.stringify` has them through `toJSON`, but a spread
 * copy does not.) It keeps no more than it needs to say so, as a question asked pair by pair over the
 * map makes one for nearly every pair of units: the units' places and eyes are the scene's to give again.
 */
class QuickBlocked implements Sight {
  readonly visible = false;
  readonly from: Point;
  readonly to: Point;
  private said: { blockedBy: SightBlocker[]; trace: Trace } | undefined;

  constructor(
    private readonly scene: SightScene,
    private readonly a: TableUnit,
    private readonly b: TableUnit,
    private readonly centre: number,
    eyesA: Eyes,
    eyesB: Eyes,
  ) {
    this.from = eyesA.points[0]!;
    this.to = eyesB.points[0]!;
  }

  private say(): { blockedBy: SightBlocker[]; trace: Trace } {
    if (!this.said) {
      const { scene, a, b } = this;
      const sa = scene.slotOf(a);
      const sb = scene.slotOf(b);
      const x = centreBlocker(scene, a, sa, scene.eyesOf(a, sa), b, sb, scene.eyesOf(b, sb), this.centre);
      this.said = { blockedBy: [x], trace: [{ step: `blocked by ${x.kind}`, value: x.feature, detail: x.why, source: x.source }] };
    }
    return this.said;
  }

  get blockedBy(): SightBlocker[] {
    return this.say().blockedBy;
  }

  get trace(): Trace {
    return this.say().trace;
  }

  toJSON(): Sight {
    return { visible: this.visible, from: this.from, to: this.to, blockedBy: this.blockedBy, trace: this.trace };
  }
}

/** The full answer: every blocker on the centre line in the order it meets them, and what the clear line passes over or into. */
function explainedSight(scene: SightScene, a: TableUnit, sa: number, eyesA: Eyes, b: TableUnit, sb: number, eyesB: Eyes, indexed: boolean): Sight {
  const trace: Trace = [{ step: 'line of sight', value: `${a.name} → ${b.name}`, detail: 'Seen between the ends and centres of the two fronts; any clear line will do.', source: adfLine(692) }];
  const la = eyesA.levels[0]!;
  const lb = eyesB.levels[0]!;
  if (la !== 0 || lb !== 0) trace.push({ step: 'ground', value: `${la} / ${lb}`, detail: `${a.name} stands on level ${la}, ${b.name} on level ${lb}.` });
  // The line between the two front centres first: it is the one reported when nothing is clear.
  const line = new SightLine().between(scene, a, sa, b, sb);
  const mainNotes: Trace = [];
  line.aim(eyesA, 0, eyesB, 0, false, mainNotes, true);
  walk(line, indexed, NONE);
  const from = line.p;
  const to = line.q;
  if (line.hit < 0) {
    return { visible: true, from, to, blockedBy: [], trace: [...trace, ...mainNotes, { step: 'visible', value: 'yes', detail: 'The line between the front centres is clear.' }] };
  }
  // Blockers in the order the line meets them, from the unit that looks.
  const order = line.blockers.map((x, i) => ({ x, c: line.found[i]!, d: distance(from, x.at) })).sort((u, v) => u.d - v.d);
  const blockers = order.map((o) => o.x);
  // What blocked one line most likely blocks the next: every blocker found so far is tried first.
  const found = order.map((o) => o.c);
  for (const [i, j] of END_LINES) {
    if (i >= eyesA.count || j >= eyesB.count) continue;
    const notes: Trace = [];
    line.aim(eyesA, i, eyesB, j, true, notes, false);
    walk(line, indexed, found);
    if (line.hit < 0) {
      const detail = `The centre line is interrupted (${blockers.map((x) => x.feature).join(', ')}), but a line between the ends of the fronts is clear.`;
      return { visible: true, from: line.p, to: line.q, blockedBy: [], trace: [...trace, ...notes, { step: 'visible', value: 'yes', detail }] };
    }
    if (!found.includes(line.hit)) found.push(line.hit);
  }
  for (const x of blockers) trace.push({ step: `blocked by ${x.kind}`, value: x.feature, detail: x.why, source: x.source });
  return { visible: false, from, to, blockedBy: blockers, trace: [...trace, ...mainNotes] };
}

/**
 * Who can see whom for a whole side: every enemy unit any unit of `side` sees, with the first of the
 * side's units found to see it. Leaders and markers neither look nor count as seen.
 */
export function sideSight(table: PreviewTable, side: string): Map<string, string> {
  const enemies = enemiesOf(table, side);
  const by = new Map<TableUnit, TableUnit>();
  // Each of the side's units in turn is asked only about the enemies none before it saw.
  let unseen = enemies;
  for (const u of table.units) {
    if (u.side !== side || u.role !== 'combat' || unseen.length === 0) continue;
    const answers = sightFrom(table, u, unseen);
    const still: TableUnit[] = [];
    unseen.forEach((enemy, k) => (answers[k] === 1 ? by.set(enemy, u) : still.push(enemy)));
    unseen = still;
  }
  return new Map(enemies.filter((e) => by.has(e)).map((e) => [e.key, by.get(e)!.key]));
}
