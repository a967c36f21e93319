/**
 * GBACW line of sight (10.2) on a hex map: a straight line from centre to centre; the hexes it passes,
 * both hexes where it runs along a hexside (either blocking blocks, 10.27); heights that are a hex's base
 * level, one more for Woods and Towns (10.23); blocking terrain; higher ground; the canopy of trees; the
 * slope rule with the average level and the halfway hex or hexside; the intervening hill, shadow and crest
 * exceptions; and, for fire, the combat units in the way (10.26). The readings of what the book leaves
 * open are G15–G21 in docs/rules-notes/gbacw.md.
 */
import { type HexCoord, type HexMapIndex, fromAxial, hexDistance, hexLine, onGrid, toAxial } from '../../../hexgrid';
import { gbacwLine, type Trace, type TraceStep } from '../../trace';
import { sightOf, slopeOf, type TerrainChart } from '../gameTables';
import { terrainRole } from '../terrain';
import { SLOPE_CLASSES, type SlopeClass } from '../types';
import { plural } from '../../../model/plural';

const LOS = {
  twoOrMore: gbacwLine(1289),
  blockingTerrain: gbacwLine(1291),
  woods: gbacwLine(1295),
  town: gbacwLine(1296),
  baseElevation: gbacwLine(1305),
  woodsSidesSteep: gbacwLine(1306),
  higher: gbacwLine(1310),
  canopy: gbacwLine(1311),
  slopeHex: gbacwLine(1316),
  slopeHexside: gbacwLine(1317),
  halfwayCloser: gbacwLine(1321),
  oneLevelGradual: gbacwLine(1336),
  hill: gbacwLine(1356),
  shadowWoods: gbacwLine(1360),
  shadowSlope: gbacwLine(1361),
  crest: gbacwLine(1365),
  units: gbacwLine(1380),
  unitsLower: gbacwLine(1382),
  unitsHidden: gbacwLine(1383),
  unitsArtilleryAbove: gbacwLine(1384),
  unitsLowerUnit: gbacwLine(1385),
  shotShellFriends: gbacwLine(1389),
  unitsNeverFor: gbacwLine(1391),
  alongHexside: gbacwLine(1393),
  abandoned: gbacwLine(2164),
} as const;

/** A unit on the map, as line of sight and fire see it. */
export interface SightUnit {
  hex: HexCoord;
  side: string;
  artillery?: boolean;
  /** Abandoned guns never block (12.8). */
  abandoned?: boolean;
}

export interface SightContext {
  map: HexMapIndex;
  /** The game's Terrain Effects Chart: which hexes block or stand higher, which hexsides are slopes. */
  chart?: TerrainChart;
  /** Combat units on the map (leaders are not combat units and never block). */
  units?: readonly SightUnit[];
}

export interface SightOptions {
  /** Fire traces through the front and is blocked by combat units (10.26); any other purpose is neither (10.21, 10.26). */
  purpose?: 'sight' | 'fire';
  /** For fire: the firer's side and whether it is artillery; Shot/Shell is artillery at four hexes or more. */
  firer?: { side: string; artillery?: boolean };
  /** Crests, "optional but recommended" (10.24 3): on unless turned off. */
  crests?: boolean;
}

export interface SightBlock {
  rule: 'terrain' | 'higher' | 'canopy' | 'slope' | 'slope-hexside' | 'hill' | 'shadow' | 'crest' | 'unit';
  /** The hex that blocks, or the first of the two hexes of a hexside. */
  hex: string;
  /** The other hex of a blocking hexside. */
  across?: string;
  detail: string;
  source: string;
}

export interface SightResult {
  clear: boolean;
  /** Hex range, the target's hex counted and not the firer's (10.12). */
  range: number;
  /** The hexes the line passes between the two, in order; two where it runs along a hexside. */
  between: string[][];
  blocks: SightBlock[];
  trace: Trace;
}

// ---------------------------------------------------------------------------
// The line
// ---------------------------------------------------------------------------

/**
 * The cells a centre-to-centre line passes, both ends included: one hex, or two where the line runs along
 * the hexside between them or meets it exactly at one of its steps (G15).
 */
export function sightCells(map: HexMapIndex, a: HexCoord, b: HexCoord): HexCoord[][] {
  const plus = hexLine(map.grid, a, b, 1);
  const minus = hexLine(map.grid, a, b, -1);
  return plus.map((h, i) => {
    const m = minus[i]!;
    return h.col === m.col && h.row === m.row ? [h] : [h, m];
  });
}

/** The line continued past `from`, away from `away`, for `count` hexes (the Line of Fire, 10.21). */
function extension(map: HexMapIndex, from: HexCoord, away: HexCoord, count: number): HexCoord[][] {
  const f = toAxial(map.grid, from);
  const t = toAxial(map.grid, away);
  const n = hexDistance(map.grid, from, away);
  const reps = Math.ceil(count / Math.max(n, 1));
  const far = fromAxial(map.grid, { q: f.q + (f.q - t.q) * reps, r: f.r + (f.r - t.r) * reps });
  return sightCells(map, from, far).slice(1, count + 1);
}

// ---------------------------------------------------------------------------
// Heights and slopes
// ---------------------------------------------------------------------------

interface Ground {
  base: (c: HexCoord) => number;
  /** Base level, one more for Woods and Towns (10.23). */
  height: (c: HexCoord) => number;
  raised: (c: HexCoord) => boolean;
  blocks: (c: HexCoord) => boolean;
  woods: (c: HexCoord) => boolean;
  /** The map's slope class of the side between two touching hexes (the steepest feature on it). */
  mapSlope: (a: HexCoord, b: HexCoord) => SlopeClass | undefined;
}

function groundOf(ctx: SightContext): Ground {
  const { map, chart } = ctx;
  const custom = map.map.terrainKinds;
  const raised = (c: HexCoord) => sightOf(map.terrainAt(c), chart, custom).sight === 'raised';
  return {
    base: (c) => map.elevationAt(c),
    height: (c) => map.elevationAt(c) + (raised(c) ? 1 : 0),
    raised,
    blocks: (c) => sightOf(map.terrainAt(c), chart, custom).sight === 'blocks',
    woods: (c) => {
      const role = terrainRole(map.terrainAt(c), custom);
      return role === 'woods' || role === 'cedars';
    },
    mapSlope: (a, b) => {
      let steepest: SlopeClass | undefined;
      for (const s of map.hexsidesBetween(a, b)) {
        const slope = slopeOf(s.kind, chart, custom);
        if (slope && (steepest === undefined || SLOPE_CLASSES.indexOf(slope) > SLOPE_CLASSES.indexOf(steepest))) steepest = slope;
      }
      return steepest;
    },
  };
}

/**
 * Whether the side between two touching hexes is a non-gradual change for sight seen from a lower unit at
 * `lowLevel` (10.23, note 4): a slope hexside, or any side of a Woods or Town hex (a steep slope, note 2);
 * but a slope whose higher hex stands only one level above the lower unit is gradual, Woods and Towns aside.
 */
function nonGradual(g: Ground, a: HexCoord, b: HexCoord, lowLevel: number): boolean {
  if (g.raised(a) || g.raised(b)) return true;
  if (!g.mapSlope(a, b)) return false;
  return Math.max(g.base(a), g.base(b)) > lowLevel + 1;
}

const id = (map: HexMapIndex, c: HexCoord) => map.idOf(c);

// ---------------------------------------------------------------------------
// Line of sight
// ---------------------------------------------------------------------------

/**
 * Line of sight between two hexes (10.2): clear or blocked, with every rule that blocks it. Two touching
 * hexes always see each other; LOS is reciprocal except for the combat units in the way of fire (10.25).
 */
export function lineOfSight(ctx: SightContext, from: HexCoord, to: HexCoord, options: SightOptions = {}): SightResult {
  const { map } = ctx;
  const g = groundOf(ctx);
  const range = hexDistance(map.grid, from, to);
  const cells = sightCells(map, from, to);
  const between = cells.slice(1, -1);
  const blocks: SightBlock[] = [];
  const trace: Trace = [];
  const eF = g.base(from);
  const eT = g.base(to);
  const H = Math.max(eF, eT);
  const L = Math.min(eF, eT);
  trace.push({
    step: 'levels',
    value: `${eF} / ${eT}`,
    detail: `${id(map, from)} stands at level ${eF}, ${id(map, to)} at ${eT}; units stand at their hex's base level.`,
    source: LOS.baseElevation,
  });
  if (range <= 1) {
    trace.push({ step: 'line of sight', value: 'clear', detail: 'Adjacent hexes need no line of sight.', source: LOS.twoOrMore });
    return { clear: true, range, between: [], blocks, trace };
  }
  const block = (b: SightBlock) => {
    if (!blocks.some((x) => x.rule === b.rule && x.hex === b.hex && x.across === b.across)) blocks.push(b);
  };
  const along = between.some((c) => c.length > 1);
  if (along) trace.push({ step: 'two hexes at once', value: null, detail: 'Where the line runs along a hexside, or crosses one exactly between two hexes, it passes both: either that blocks, blocks it.', source: LOS.alongHexside });

  between.forEach((cell, k) => {
    const i = k + 1;
    for (const x of cell) {
      const xi = id(map, x);
      if (g.blocks(x)) block({ rule: 'terrain', hex: xi, detail: `${xi} is terrain that blocks sight: it may be fired into, never through.`, source: LOS.blockingTerrain });
      const hx = g.height(x);
      if (hx > H) {
        block({ rule: 'higher', hex: xi, detail: `${xi} stands at ${hx}${g.raised(x) ? ` (level ${g.base(x)}, +1 for its Woods or Town)` : ''}, higher than both units.`, source: LOS.higher });
      }
      // The canopy of trees (10.24): a lower Woods hex next to a wooded firer or target.
      for (const end of [from, to]) {
        if (!g.woods(end) || !g.woods(x) || hexDistance(map.grid, x, end) !== 1 || !(g.base(x) < g.base(end))) continue;
        // …unless it is lower than both units and a slope hexside (not the woods' own edge) parts the two Woods hexes (G17).
        const exempt = g.base(x) < eF && g.base(x) < eT && g.mapSlope(x, end) !== undefined;
        if (!exempt) block({ rule: 'canopy', hex: xi, detail: `${xi} is lower Woods next to the wooded ${id(map, end)}: the canopy hides the line.`, source: LOS.canopy });
      }
      if (eF === eT) continue;
      // Slopes: a hex higher than the average level and closer to the lower unit (10.24 1).
      const lower = eF < eT ? from : to;
      const higher = eF < eT ? to : from;
      const avg = (H + L) / 2;
      if (hx > avg) {
        const dl = hexDistance(map.grid, x, lower);
        const dh = hexDistance(map.grid, x, higher);
        let closer = dl < dh;
        if (dl === dh) {
          // Halfway counts as closer when the hex has a non-gradual side towards the lower unit (10.24 a).
          const towards = [...(cells[eF < eT ? i - 1 : i + 1] ?? []), ...cell.filter((o) => o !== x)];
          closer = towards.some((n) => hexDistance(map.grid, n, x) === 1 && nonGradual(g, x, n, L));
        }
        if (closer) {
          block({ rule: 'slope', hex: xi, detail: `${xi} stands at ${hx}, above the average level ${avg}, ${dl === dh ? 'halfway with a slope side towards' : 'closer to'} the lower unit.`, source: dl === dh ? LOS.halfwayCloser : LOS.slopeHex });
        }
      }
    }
  });

  if (eF !== eT) {
    const lower = eF < eT ? from : to;
    const higher = eF < eT ? to : from;
    const avg = (H + L) / 2;
    // The halfway hexside (10.24 2, notes 2–3): only when no hex is halfway, and its two hexes differ in height.
    if (range % 2 === 1) {
      const a = cells[(range - 1) / 2]!;
      const b = cells[(range + 1) / 2]!;
      if (a.length === 1 && b.length === 1) {
        const [ha, hb] = [g.height(a[0]!), g.height(b[0]!)];
        const height = (ha + hb) / 2;
        if (ha !== hb && height > avg && nonGradual(g, a[0]!, b[0]!, L)) {
          block({
            rule: 'slope-hexside',
            hex: id(map, a[0]!),
            across: id(map, b[0]!),
            detail: `The slope between ${id(map, a[0]!)} and ${id(map, b[0]!)}, halfway, stands at ${height}, above the average level ${avg}.`,
            source: LOS.slopeHexside,
          });
        }
      }
    }
    // The intervening hill: ground back at the higher unit's level beyond a dip (Additional Restrictions 1).
    const fromHigh = eF > eT ? between : [...between].reverse();
    let dipped = false;
    for (const cell of fromHigh) {
      if (cell.some((c) => g.base(c) < H)) dipped = true;
      else if (dipped) {
        const c = cell.find((x) => g.base(x) >= H)!;
        block({ rule: 'hill', hex: id(map, c), detail: `${id(map, c)} rises back to level ${H} beyond lower ground: an intervening hill.`, source: LOS.hill });
        break;
      }
    }
    // The shadow: Woods or Town higher than and next to either unit (Additional Restrictions 2).
    for (const cell of [between[0] ?? [], between[between.length - 1] ?? []]) {
      for (const x of cell) {
        for (const end of [from, to]) {
          if (hexDistance(map.grid, x, end) === 1 && g.raised(x) && g.height(x) > g.base(end)) {
            block({ rule: 'shadow', hex: id(map, x), detail: `${id(map, x)}, Woods or Town at ${g.height(x)}, stands above ${id(map, end)} next to it.`, source: LOS.shadowWoods });
          }
        }
      }
    }
    // …and a steep or sheer slope rising from the lower unit's hex, unless every other slope on the way is as steep.
    const next = (eF < eT ? cells[1] : cells[range - 1]) ?? [];
    const rank = (s: SlopeClass | undefined) => (s ? SLOPE_CLASSES.indexOf(s) : -1);
    for (const n of next) {
      const slope = g.mapSlope(lower, n);
      if ((slope !== 'steep' && slope !== 'sheer') || g.base(n) <= L) continue;
      const others: Array<SlopeClass | undefined> = [];
      for (let i = 0; i < range; i++) {
        for (const a of cells[i]!) for (const b of cells[i + 1]!) {
          if (hexDistance(map.grid, a, b) !== 1 || g.base(a) === g.base(b)) continue;
          if ((a === lower && b === n) || (b === lower && a === n)) continue;
          others.push(g.mapSlope(a, b));
        }
      }
      if (!others.every((o) => rank(o) >= rank(slope))) {
        block({ rule: 'shadow', hex: id(map, lower), across: id(map, n), detail: `The ${slope} slope between ${id(map, lower)} and ${id(map, n)} rises above the lower unit.`, source: LOS.shadowSlope });
      }
    }
    // Crests (Additional Restrictions 3, optional and recommended).
    if (options.crests !== false) {
      const towardLow = eF > eT ? between : [...between].reverse();
      const front = runAtLevel(g, towardLow, H);
      const behind = extension(map, higher, lower, range + 1).filter((cell) => cell.every((c) => onGrid(map.grid, c)));
      const back = runAtLevel(g, behind, H);
      const past = behind[back];
      const descends = past !== undefined && past.some((c) => g.base(c) < H) && !past.some((c) => g.base(c) > H);
      if (descends && back < front) {
        block({
          rule: 'crest',
          hex: id(map, higher),
          detail: `The ground behind ${id(map, higher)} falls after ${plural(back, 'hex', 'hexes')} at its level, before it does towards the lower unit (${front}): a crest hides the slope.`,
          source: LOS.crest,
        });
      }
    }
  }

  if (options.purpose === 'fire' && options.firer) blocks.push(...unitBlocks(ctx, g, from, to, cells, options.firer));

  const clear = blocks.length === 0;
  trace.push(
    ...blocks.map((b): TraceStep => ({ step: `blocked: ${b.rule}`, value: b.across ? `${b.hex}/${b.across}` : b.hex, detail: b.detail, source: b.source })),
    { step: 'line of sight', value: clear ? 'clear' : 'blocked', detail: clear ? `${id(map, from)} and ${id(map, to)} see each other, ${range} hexes apart.` : `Blocked ${blocks.length === 1 ? 'once' : `${blocks.length} times`}.`, source: LOS.twoOrMore },
  );
  return { clear, range, between: between.map((c) => c.map((x) => id(map, x))), blocks, trace };
}

/** How many cells, in order, lie wholly at `level` (Woods and Towns not counted, 10.24 3). */
function runAtLevel(g: Ground, cells: readonly HexCoord[][], level: number): number {
  let n = 0;
  for (const cell of cells) {
    if (!cell.every((c) => g.base(c) === level)) break;
    n++;
  }
  return n;
}

/** Combat units in the way of fire (10.26). */
function unitBlocks(ctx: SightContext, g: Ground, from: HexCoord, to: HexCoord, cells: HexCoord[][], firer: { side: string; artillery?: boolean }): SightBlock[] {
  const { map } = ctx;
  const units = (ctx.units ?? []).filter((u) => !u.abandoned);
  const range = cells.length - 1;
  const out: SightBlock[] = [];
  const eF = g.base(from);
  const eT = g.base(to);
  const at = (c: HexCoord) => units.filter((u) => u.hex.col === c.col && u.hex.row === c.row);
  if (firer.artillery && range >= 4) {
    // Shot/Shell: friends on the line within two hexes of the target, and two hexes past it, block; enemies never do.
    const near = [...cells.slice(Math.max(1, range - 2), range), ...extension(map, to, from, 2)];
    for (const cell of near) {
      for (const c of cell) {
        if (at(c).some((u) => u.side === firer.side)) {
          out.push({ rule: 'unit', hex: id(map, c), detail: `Friendly troops in ${id(map, c)}, within two hexes of the target, stop the guns' Shot/Shell.`, source: LOS.shotShellFriends });
        }
      }
    }
    return out;
  }
  const inWay = cells.slice(1, -1).flatMap((cell) => cell.flatMap((c) => at(c).map((u) => ({ c, u }))));
  if (inWay.length === 0) return out;
  const friendsInWay = inWay.some(({ u }) => u.side === firer.side);
  // No friend in the way, and terrain hides every enemy in the way from the firer: they do not block.
  const enemiesHidden = !friendsInWay && inWay.every(({ c }) => !lineOfSight({ map, ...(ctx.chart ? { chart: ctx.chart } : {}) }, from, c).clear);
  if (enemiesHidden) return out;
  const H = Math.max(eF, eT);
  const L = Math.min(eF, eT);
  const lower = eF < eT ? from : to;
  const higher = eF < eT ? to : from;
  for (const { c, u } of inWay) {
    const level = g.base(c);
    if (level < eF && level < eT) continue;
    if (firer.artillery && hexDistance(map.grid, from, c) === 1 && eF >= level + 2) continue;
    if (H - L >= 2 && level === L && hexDistance(map.grid, c, lower) >= hexDistance(map.grid, c, higher)) continue;
    out.push({
      rule: 'unit',
      hex: id(map, c),
      detail: `${u.side === firer.side ? 'Friendly' : 'Enemy'} troops in ${id(map, c)} are in the way of the fire.`,
      source: LOS.units,
    });
  }
  return out.filter((b, i) => out.findIndex((o) => o.hex === b.hex) === i);
}
