/**
 * Line of sight in Blue & Grey (9.3, B:369–381): a straight line from the centre of the guns' hex to the
 * centre of the target's; a hex between them blocks it if it is forest/woods or town at or above either
 * end's level (9.33), or ground higher than both ends (9.35); a line running along a hexside is blocked
 * only if both hexes beside it block (9.32); a ridge hexside blocks unless it is a side of either end's
 * hex (9.36); the ends' own hexes and units never block (9.36, 9.37). Levels: docs/rules-notes/bluegrey.md
 * BG-L1–BG-L4.
 */
import { type HexCoord, type HexMapIndex, type Point, hexCentre, hexCorners, hexLine, neighbours, sameHex, sideBetween } from '../../../hexgrid';
import { type Trace, bluegreyLine } from '../../trace';
import { type BgHexReading, type BgMapInput, bgIndex, coordOn, readGround, readSide, sightLevel } from './mapRead';
import { BG_HEX_TERRAIN, BG_HEXSIDE_TERRAIN } from '../terrain';

export const SIGHT_RULES = {
  line: { source: bluegreyLine(371) },
  alongHexside: { source: bluegreyLine(373) },
  woodsAndTown: { source: bluegreyLine(375) },
  elevation: { source: bluegreyLine(377) },
  higherGround: { source: bluegreyLine(379) },
  ends: { source: bluegreyLine(380) },
  units: { source: bluegreyLine(381) },
} as const;

export interface SightHex {
  hex: string;
  /** Its level for sight (ground level, +1 for rough and forest/woods-rough). */
  level: number;
  /** Whether it blocks this line on its own, and why. */
  blocks: boolean;
  why?: string;
  /** The line runs along a hexside of this hex and `pairedWith` (9.32). */
  pairedWith?: string;
}

export interface LineOfSight {
  clear: boolean;
  /** The firer's and the target's levels. */
  fromLevel: number;
  toLevel: number;
  /** The hexes the line passes between the two ends, in order. */
  between: SightHex[];
  /** What blocks it: hexes (a pair for a line along a hexside) or a ridge hexside. */
  blockedBy: string[];
  trace: Trace;
}

/** Why one hex between the ends blocks a line from level `a` to level `b`, or undefined. */
function blocker(h: Pick<BgHexReading, 'level' | 'row'>, a: number, b: number): string | undefined {
  const level = sightLevel(h);
  const row = h.row ? BG_HEX_TERRAIN[h.row] : undefined;
  if (row?.blocksSightAtLevel && level >= Math.min(a, b)) return `${row.label} at level ${level}, as high as ${level >= Math.max(a, b) ? 'both ends' : 'one end'}`;
  if (level > Math.max(a, b)) return `ground at level ${level}, higher than both ends`;
  return undefined;
}

/** One stretch of the line: a hex it passes through, or two when it runs along their common hexside. */
type Stretch = { hex: HexCoord } | { pair: [left: HexCoord, right: HexCoord] };

/**
 * The hexes a straight line from the centre of `a` to the centre of `b` passes through between them, in
 * order, found by geometry on the printed sheet: a hex counts when the line enters its inside (a corner
 * clipped counts; a corner touched does not); a stretch along a hexside gives the two hexes beside it,
 * left then right of the line.
 */
export function hexesBetween(ix: HexMapIndex, a: HexCoord, b: HexCoord): Stretch[] {
  const grid = ix.grid;
  const pa = hexCentre(grid, a);
  const pb = hexCentre(grid, b);
  const d = { x: pb.x - pa.x, y: pb.y - pa.y };
  const eps = grid.hexSizeIn * 1e-7;
  // Candidates: the hexes of the sampled line and their neighbours (the line never strays further).
  const candidates = new Map<string, HexCoord>();
  for (const nudge of [1, -1] as const)
    for (const c of hexLine(grid, a, b, nudge)) for (const h of [c, ...neighbours(grid, c, false).map((n) => n.hex)]) candidates.set(`${h.col},${h.row}`, h);
  const inside: Array<{ t: number; hex: HexCoord }> = [];
  const along: Array<{ t: number; hex: HexCoord }> = [];
  const length = Math.hypot(d.x, d.y);
  const reach = grid.hexSizeIn / Math.sqrt(3) + eps; // centre to corner
  for (const h of candidates.values()) {
    if (sameHex(h, a) || sameHex(h, b)) continue;
    // A hex whose centre is further from the line than its corners reach cannot touch it.
    const c = hexCentre(grid, h);
    if (Math.abs(d.x * (c.y - pa.y) - d.y * (c.x - pa.x)) / length > reach) continue;
    const poly = hexCorners(grid, h);
    const clip = clipSegment(pa, d, poly, eps);
    if (!clip) continue;
    const tm = (clip[0] + clip[1]) / 2;
    const mid = { x: pa.x + d.x * tm, y: pa.y + d.y * tm };
    if (strictlyInside(mid, poly, eps)) inside.push({ t: clip[0], hex: h });
    // On the boundary all the way: along a whole side (a side is half the corner-to-corner width), not a corner grazed.
    else if ((clip[1] - clip[0]) * Math.hypot(d.x, d.y) > grid.hexSizeIn / 2) along.push({ t: clip[0], hex: h });
  }
  const stretches: Array<{ t: number; s: Stretch }> = inside.map((x) => ({ t: x.t, s: { hex: x.hex } }));
  along.sort((x, y) => x.t - y.t);
  for (let i = 0; i + 1 < along.length; i += 2) {
    const p = along[i]!.hex;
    const q = along[i + 1]!.hex;
    const cp = hexCentre(grid, p);
    const left = d.x * (cp.y - pa.y) - d.y * (cp.x - pa.x) < 0;
    stretches.push({ t: along[i]!.t, s: { pair: left ? [p, q] : [q, p] } });
  }
  return stretches.sort((x, y) => x.t - y.t).map((x) => x.s);
}

/** The part [t0, t1] of the segment `p + t·d` (0 ≤ t ≤ 1) inside a convex polygon, closed; undefined when it misses. */
function clipSegment(p: Point, d: Point, poly: readonly Point[], eps: number): [number, number] | undefined {
  let t0 = 0;
  let t1 = 1;
  const c = poly.reduce((s, q) => ({ x: s.x + q.x / poly.length, y: s.y + q.y / poly.length }), { x: 0, y: 0 });
  for (let i = 0; i < poly.length; i++) {
    const e0 = poly[i]!;
    const e1 = poly[(i + 1) % poly.length]!;
    // The edge's outward normal, of unit length.
    let n = { x: e1.y - e0.y, y: -(e1.x - e0.x) };
    const len = Math.hypot(n.x, n.y);
    n = { x: n.x / len, y: n.y / len };
    if (n.x * (c.x - e0.x) + n.y * (c.y - e0.y) > 0) n = { x: -n.x, y: -n.y };
    // Inside: n·(p + t·d − e0) ≤ eps.
    const num = eps - (n.x * (p.x - e0.x) + n.y * (p.y - e0.y));
    const den = n.x * d.x + n.y * d.y;
    if (Math.abs(den) < 1e-15) {
      if (num < 0) return undefined;
      continue;
    }
    const t = num / den;
    if (den > 0) t1 = Math.min(t1, t);
    else t0 = Math.max(t0, t);
    if (t0 > t1) return undefined;
  }
  return [t0, t1];
}

/** Whether a point is inside a convex polygon by more than `eps` from every edge. */
function strictlyInside(p: Point, poly: readonly Point[], eps: number): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const cross = ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / Math.hypot(b.x - a.x, b.y - a.y);
    if (Math.abs(cross) <= eps) return false;
    const sg = Math.sign(cross);
    if (sign === 0) sign = sg;
    else if (sg !== sign) return false;
  }
  return true;
}

/** Whether the line from `a` to `b` is clear. Both are hex ids of the map. */
export function lineOfSight(map: BgMapInput, from: string, to: string): LineOfSight {
  const ix = bgIndex(map);
  const a = coordOn(ix, from);
  const b = coordOn(ix, to);
  if (!a || !b) return { clear: false, fromLevel: Number.NaN, toLevel: Number.NaN, between: [], blockedBy: [], trace: [{ step: 'line of sight', value: null, detail: `${a ? to : from} is not a hex of this map` }] };
  const fromHex = readGround(ix, a);
  const toHex = readGround(ix, b);
  const fromLevel = sightLevel(fromHex);
  const toLevel = sightLevel(toHex);
  const trace: Trace = [
    { step: 'line of sight', value: `${from}→${to}`, detail: `from level ${fromLevel} to level ${toLevel}; the two ends’ own terrain and hexsides never block, nor do units`, source: SIGHT_RULES.ends.source },
  ];
  const between: SightHex[] = [];
  const blockedBy: string[] = [];
  const stretches = hexesBetween(ix, a, b);
  for (const st of stretches) {
    if ('hex' in st) {
      const hp = readGround(ix, st.hex);
      const wp = blocker(hp, fromLevel, toLevel);
      between.push(wp ? { hex: hp.id, level: sightLevel(hp), blocks: true, why: wp } : { hex: hp.id, level: sightLevel(hp), blocks: false });
      if (wp) {
        blockedBy.push(hp.id);
        trace.push({ step: 'blocked', value: hp.id, detail: wp, source: hp.row && BG_HEX_TERRAIN[hp.row].blocksSightAtLevel ? SIGHT_RULES.woodsAndTown.source : SIGHT_RULES.higherGround.source });
      }
      continue;
    }
    // The line runs along the hexside between two hexes: blocked only if both block (9.32).
    const hp = readGround(ix, st.pair[0]);
    const hq = readGround(ix, st.pair[1]);
    const wp = blocker(hp, fromLevel, toLevel);
    const wq = blocker(hq, fromLevel, toLevel);
    between.push(
      wp ? { hex: hp.id, level: sightLevel(hp), blocks: true, why: wp, pairedWith: hq.id } : { hex: hp.id, level: sightLevel(hp), blocks: false, pairedWith: hq.id },
      wq ? { hex: hq.id, level: sightLevel(hq), blocks: true, why: wq, pairedWith: hp.id } : { hex: hq.id, level: sightLevel(hq), blocks: false, pairedWith: hp.id },
    );
    if (wp && wq) {
      blockedBy.push(`${hp.id}+${hq.id}`);
      trace.push({ step: 'blocked', value: `${hp.id} and ${hq.id}`, detail: `along their common hexside, and both block: ${wp}; ${wq}`, source: SIGHT_RULES.alongHexside.source });
    } else if (wp || wq) {
      trace.push({ step: 'along a hexside', value: `${hp.id} and ${hq.id}`, detail: `the line runs between them and only ${wp ? hp.id : hq.id} blocks: not blocked`, source: SIGHT_RULES.alongHexside.source });
    }
  }
  // Ridge hexsides: a line crossing one that is a side of neither end's hex is blocked. Where the line
  // runs along a hexside, it must cross one on both sides of it (the 9.32 rule for hexsides, decision BG-L4).
  const sidePath = (k: 0 | 1): HexCoord[] => [a, ...stretches.map((st) => ('hex' in st ? st.hex : st.pair[k])), b];
  const ridges = [ridgeCrossed(ix, sidePath(0), a, b), ridgeCrossed(ix, sidePath(1), a, b)];
  if (ridges[0] && ridges[1]) {
    blockedBy.push(`ridge ${ridges[0]}`);
    trace.push({ step: 'blocked', value: ridges[0], detail: 'a ridge hexside between the two ends, a side of neither end’s hex', source: BG_HEXSIDE_TERRAIN.ridge.notesSource });
  }
  const clear = blockedBy.length === 0;
  trace.push({ step: 'line of sight', value: clear ? 'clear' : 'blocked', detail: clear ? `${between.length} hexes between, none blocking` : `blocked by ${blockedBy.join(', ')}`, source: SIGHT_RULES.line.source });
  return { clear, fromLevel, toLevel, between, blockedBy, trace };
}

/** The first ridge hexside a chain of touching hexes crosses that is a side of neither end's hex, as "A/B". */
function ridgeCrossed(ix: HexMapIndex, line: readonly HexCoord[], a: HexCoord, b: HexCoord): string | undefined {
  for (let i = 1; i < line.length; i++) {
    const p = line[i - 1]!;
    const q = line[i]!;
    if (sameHex(p, a) || sameHex(q, b)) continue; // a side of an end's hex (9.36)
    if (sideBetween(ix.grid, p, q) === undefined) continue;
    if (readSide(ix, p, q).features.some((f) => f.row === 'ridge')) return `${ix.idOf(p)}/${ix.idOf(q)}`;
  }
  return undefined;
}
