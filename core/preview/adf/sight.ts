/**
 * Line of sight between two units on the table, as ADF has it (B:692–702, the terrain chart B:2152–2168):
 * a straight edge between the two units' stands that no hill, wood, building or formed unit interrupts.
 * Each unit is seen from the two ends and the centre of its front; the units see each other if any of
 * those lines is clear. When none is, the answer names what interrupts the line between the two front
 * centres, where, and by which rule. How Muster reads the book's words as geometry is in
 * docs/rules-notes/sight.md (S1–S7).
 *
 * The words this file, sightLine.ts (one line walked through what stands in its way) and sightScene.ts use:
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
import { adfLine, type Trace } from '../../rules/trace';
import { NO_SHADE, SHADE_REACH_UNIT, sceneOf, shadeStep, type Eyes, type SightScene } from './sightScene';
import { enemiesOf, type PreviewTable, type TableUnit } from './table';
import { END_LINES, NONE, NO_STEPS, OBSTACLE_HEIGHT, SightLine, holds, runsBelow, walk, type Sight, type SightBlocker } from './sightLine';

export { EDGE_ALLOWANCE_IN } from './table';
export { CREST_BACK_IN, OBSTACLE_HEIGHT, type Sight, type SightBlocker } from './sightLine';
export interface SightOptions {
  /** Query the spatial indexes (default); false scans every feature and unit, for the benchmark's comparison. */
  indexed?: boolean;
  /**
   * Name everything on the reported line (default). False stops at the first blocker: the same yes or
   * no, for the map-wide questions (who sees whom, the odds overlay, the checks).
   */
  explain?: boolean;
}

/**
 * Everything line of sight keeps between calls, in one place: the arrays and the objects a question
 * writes into instead of making new ones for each line (a map-wide question tries hundreds of thousands
 * of lines), and what one step of a quick answer leaves for the next to read. Nothing in it outlives a
 * question's answer: each question sets what it reads before reading it.
 */
class SightScratch {
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
