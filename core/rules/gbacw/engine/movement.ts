/**
 * What moving costs on a GBACW map (9.0): a unit's Movement Allowance for its orders and state, the MPs
 * of a path of hexes for a class of unit under its orders on the game's Terrain Effects Chart (hex plus
 * hexsides, or the path rate when it enters from a connected Pike, Road or Trail hex, 9.45), the facing
 * changes on the way (7.2), friends passed through (8.22) and the enemy it must stop beside (9.5); and
 * the leader MPs between a superior and a subordinate that Command Range is counted in (4.15).
 */
import FlatQueue from 'flatqueue';
import { type HexCoord, type HexMapIndex, hexDistance, neighbours } from '../../../hexgrid';
import type { Trace, TraceStep } from '../../trace';
import type { MovementClass, Orders, TerrainDisorderCode } from '../types';
import { COMMAND_RANGE } from '../command';
import { FACING_COSTS, HALF_TURN, MOVEMENT, MOVING_THROUGH, REFUSED_FLANKS, TERRAIN_DISORDER_NOT_ON_PATHS } from '../movement';
import { FATIGUE, fatiguePenalty, type FatigueLevel } from '../recovery';
import { GBACW_CROSSINGS, GBACW_WORKS, builtInKind, terrainRole } from '../terrain';
import { movementCostOf, type MpCost, type TerrainChart } from '../gameTables';
import type { TerrainKind } from '../../../model/scenario.generated';
import { plural } from '../../../model/plural';

// ---------------------------------------------------------------------------
// Movement Allowance
// ---------------------------------------------------------------------------

export interface AllowanceInput {
  /** The MA printed on the side the unit shows: its Disordered side when Disordered (12.31). */
  printed: number;
  orders: Orders;
  /** Mounting or dismounting this activation: the printed MA of the side it changes to (14.22). */
  mountingTo?: number;
  /** Blown cavalry: `printed` is its Disordered side's MA, halved again (11.58). */
  blown?: boolean;
  /** Artillery that fires this activation (10.61). */
  artilleryFires?: boolean;
  fatigue?: FatigueLevel;
}

const halfUp = (n: number): number => Math.ceil(n / 2);

/** A unit's MA this activation: halvings first, Fatigue after them (17.31). */
export function movementAllowance(input: AllowanceInput): { ma: number; trace: Trace } {
  const trace: Trace = [];
  let ma = input.printed;
  if (input.mountingTo !== undefined) {
    ma = halfUp(input.mountingTo);
    trace.push({ step: 'mount or dismount', value: ma, detail: `Half the new side's printed ${input.mountingTo}, rounded up.`, source: MOVEMENT.mountDismount.source });
  } else {
    trace.push({ step: 'printed MA', value: ma, detail: `The counter prints ${ma}.`, source: MOVEMENT.leaderAllowance.source });
  }
  if (input.blown) {
    ma = halfUp(ma);
    trace.push({ step: 'Blown', value: ma, detail: 'Blown cavalry halves its Disordered MA, rounding up.', source: MOVEMENT.blownHalves.source });
  }
  if (input.orders === 'attack') {
    ma = halfUp(ma);
    trace.push({ step: 'Attack Orders', value: ma, detail: 'Attack Orders halve the MA, rounding up.', source: input.mountingTo !== undefined ? MOVEMENT.mountDismount.source : MOVEMENT.attackHalves.source });
  }
  if (input.artilleryFires) {
    ma = Math.floor(ma / 2);
    trace.push({ step: 'artillery fires', value: ma, detail: 'Guns that fire have their MA halved this activation.', source: MOVEMENT.artilleryFires.source });
  }
  const f = input.fatigue ? fatiguePenalty(input.fatigue) : 0;
  if (f) {
    ma = Math.max(0, ma - f);
    trace.push({ step: 'Fatigue', value: ma, detail: `Fatigue ${input.fatigue} takes ${f}.`, source: FATIGUE.penalty.subtract });
  }
  return { ma, trace };
}

// ---------------------------------------------------------------------------
// A path of hexes
// ---------------------------------------------------------------------------

export interface Mover {
  cls: MovementClass;
  /** Leaders are under no orders (6.19). */
  orders?: Orders;
  /** Under Advance Orders, keeping to March stacking, so that paths give their rates (8.13); default true. */
  marchStacking?: boolean;
  /** Its MA this activation, to say whether the path fits. */
  ma?: number;
}

/** Friendly units in a hex the mover enters. */
export interface FriendsInHex {
  /** Only artillery: infantry and cavalry pass through freely (8.22, exception 1). */
  artilleryOnly?: boolean;
  /** Under March Orders: a road no longer lets others through at its rate (8.22, exception 2). */
  march?: boolean;
  /** Refused: a unit stopping with them pays 1 MP more (7.32). */
  refused?: boolean;
}

/** An enemy combat unit on the map. */
export interface EnemyUnit {
  hex: HexCoord;
  artillery?: boolean;
}

export interface MovementContext {
  map: HexMapIndex;
  chart: TerrainChart;
  /** Friendly units by hex id. */
  friends?: ReadonlyMap<string, FriendsInHex>;
  enemies?: readonly EnemyUnit[];
}

/** A step of a path: the hex entered, and how far the unit turns there (vertices, or hexsides under March). */
export interface PathStep {
  hex: string;
  turn?: number;
}

export interface StepCost {
  hex: string;
  /** Terrain (or path) MPs, facing MPs and extras for friends, summed. */
  mps: number;
  terrain: number;
  facing: number;
  extra: number;
  /** Entered along a connected Pike, Road or Trail. */
  along?: 'road' | 'trail';
  /** Terrain Disorder codes met on entering, for this class (none along a path). */
  disorder: TerrainDisorderCode[];
}

export interface PathCost {
  /** MPs of the whole path, the start hex's turn included. */
  total: number;
  steps: StepCost[];
  /** The path may be moved, as far as the chart and the rules say. */
  legal: boolean;
  /** Why not, when it may not. */
  problems: string[];
  /** Chart rows the game tables lack for kinds on the path: their costs are left out of `total`. */
  missing: string[];
  /** UDDs owed on leaving a friendly hex passed through (8.22), with their DRM. */
  udds: { hex: string; drm: number }[];
  /** The MA covers the path, when the mover's MA was given. */
  withinMa?: boolean;
  trace: Trace;
}

const usesPathRates = (m: Mover): boolean => m.cls === 'leader' || m.orders === 'march' || (m.orders === 'advance' && m.marchStacking !== false);

/** The movement class whose TEC column a leader reads: his own. */
function costOf(mps: MpCost): number {
  return mps === 'prohibited' ? Number.POSITIVE_INFINITY : mps;
}

/**
 * The MPs a path costs a unit (9.4): for each hex entered, its chart cost plus every hexside crossed, or
 * the path's rate when it comes along a connected path (March on a Pike or Road: ½ MP; a Trail: half the
 * terrain, rounded down at least 1 under March and for leaders, up under Advance); facing beyond the free
 * vertex per hex; +2 for friends passed through. It stops at the first hex next to an enemy combat unit.
 */
export function pathCost(ctx: MovementContext, mover: Mover, path: readonly (string | PathStep)[]): PathCost {
  const steps = path.map((s) => (typeof s === 'string' ? { hex: s } : s));
  const { map, chart } = ctx;
  const problems: string[] = [];
  const missing = new Set<string>();
  const udds: { hex: string; drm: number }[] = [];
  const trace: Trace = [];
  const out: StepCost[] = [];
  const coords = steps.map((s) => map.coordOf(s.hex));
  const bad = steps.findIndex((s, i) => coords[i] === undefined);
  if (bad >= 0) return { total: 0, steps: [], legal: false, problems: [`'${steps[bad]!.hex}' is not a hex of this map`], missing: [], udds: [], trace };
  const at = coords as HexCoord[];
  const enemyAdjacent = (c: HexCoord) => (ctx.enemies ?? []).filter((e) => hexDistance(map.grid, e.hex, c) === 1);
  const along: Array<'road' | 'trail' | undefined> = [undefined];
  let total = 0;

  // The start hex: only its turn is paid for.
  const first = steps[0];
  if (first) {
    const facing = facingCost(ctx, mover, at[0]!, first.turn ?? 0, false);
    total += facing.mps;
    if (facing.step) trace.push(facing.step);
    out.push({ hex: first.hex, mps: facing.mps, terrain: 0, facing: facing.mps, extra: 0, disorder: [] });
  }

  for (let i = 1; i < steps.length; i++) {
    const from = at[i - 1]!;
    const to = at[i]!;
    const id = steps[i]!.hex;
    if (hexDistance(map.grid, from, to) !== 1) {
      problems.push(`${steps[i - 1]!.hex} and ${id} do not touch`);
      break;
    }
    if ((ctx.enemies ?? []).some((e) => hexDistance(map.grid, e.hex, to) === 0)) problems.push(`${id} holds an enemy combat unit (9.51)`);
    const friends = ctx.friends?.get(id);
    const last = i === steps.length - 1;
    let step = stepCost(ctx, mover, from, to, missing);
    // Friends on March block the road: the mover goes round them, paying the terrain and hexsides (8.22 2).
    const roundMarchers = step.along === 'road' && friends?.march === true && !last && mover.cls !== 'leader';
    if (roundMarchers) step = stepCost(ctx, mover, from, to, missing, false);
    along.push(step.along);
    // Facing in this hex is free when the unit came along a path and leaves along it (9.45).
    const next = at[i + 1];
    const leavesAlong = next !== undefined && step.along !== undefined && pathBenefit(ctx, mover, to, next) !== undefined;
    const facing = facingCost(ctx, mover, to, steps[i]!.turn ?? 0, leavesAlong);
    let extra = 0;
    if (roundMarchers) {
      trace.push({ step: 'through friends', value: step.mps, detail: `The friends on March in ${id} block the road: round them at the terrain's cost.`, source: MOVING_THROUGH.roadException });
    } else if (friends && mover.cls !== 'leader') {
      if (!last) {
        const throughArtillery = friends.artilleryOnly === true && mover.cls !== 'artillery';
        const alongRoad = step.along === 'road' && !friends.march && leavesAlong;
        if (!throughArtillery && !alongRoad) {
          extra += MOVING_THROUGH.extraMps;
          const entry = step.hexMps;
          const drm = entry >= MOVING_THROUGH.udd.addsEntryCostFrom ? entry : 0;
          udds.push({ hex: id, drm });
          trace.push({ step: 'through friends', value: MOVING_THROUGH.extraMps, detail: `Through the friends in ${id}: +2 MP, then a UDD${drm ? ` at +${drm}` : ''} on leaving.`, source: MOVING_THROUGH.source });
        } else {
          trace.push({
            step: 'through friends',
            value: 0,
            detail: throughArtillery ? `Through artillery in ${id}: no extra cost and no UDD.` : `Along the road through ${id}: the road's cost only.`,
            source: throughArtillery ? MOVING_THROUGH.artilleryException : MOVING_THROUGH.roadException,
          });
        }
      } else if (friends.refused) {
        extra += REFUSED_FLANKS.cost.enteringRefusedHex;
        trace.push({ step: 'refused stack', value: 1, detail: `Stacking with the refused unit in ${id}: +1 MP.`, source: REFUSED_FLANKS.cost.source });
      }
    }
    const mps = step.mps + facing.mps + extra;
    total += mps;
    trace.push(...step.trace);
    if (facing.step) trace.push(facing.step);
    out.push({ hex: id, mps, terrain: step.mps, facing: facing.mps, extra, ...(step.along ? { along: step.along } : {}), disorder: step.disorder });
    if (!Number.isFinite(step.mps)) problems.push(step.prohibited ?? `${id} may not be entered`);
    const adjacent = enemyAdjacent(to);
    if (adjacent.length > 0 && mover.cls !== 'leader') {
      const onlyArtillery = adjacent.every((e) => e.artillery);
      if (mover.orders === 'march') problems.push(`${id} is next to an enemy: March Orders never move adjacent (9.22)`);
      else if (mover.cls === 'artillery') problems.push(`${id} is next to an enemy: artillery never moves adjacent (9.52)`);
      else if (mover.orders === 'advance' && !onlyArtillery && !crossesBridgeOrFord(ctx, from, to)) problems.push(`${id} is next to enemy infantry or cavalry: Advance Orders move adjacent only to artillery, or across a Bridge or Ford (9.23)`);
      if (!last) problems.push(`the unit must stop in ${id}, next to an enemy (9.53)`);
    }
  }
  const withinMa = mover.ma === undefined ? undefined : total <= mover.ma;
  if (mover.ma !== undefined) {
    trace.push({
      step: 'MA',
      value: total,
      detail: withinMa ? `${total} MPs of an MA of ${mover.ma}.` : `${total} MPs, more than an MA of ${mover.ma}${steps.length === 2 ? '; one hex is still allowed with the full Good Order MA, not next to an enemy (9.42)' : ''}.`,
      source: withinMa ? MOVEMENT.leaderAllowance.source : MOVEMENT.oneHexMinimum,
    });
  }
  if (missing.size > 0) problems.push(`the game's Terrain Effects Chart has no row for ${[...missing].map((k) => `'${k}'`).join(', ')}`);
  return { total, steps: out, legal: problems.length === 0, problems, missing: [...missing], udds, ...(withinMa === undefined ? {} : { withinMa }), trace };
}

/** The path rows joining two hexes that this mover may use, best first (9.43–9.45): none under Attack Orders. */
function pathBenefit(ctx: MovementContext, mover: Mover, from: HexCoord, to: HexCoord): { rule: 'road' | 'trail'; kind: string; cost: MpCost } | undefined {
  if (!usesPathRates(mover)) return undefined;
  const rows = ctx.map
    .pathsBetween(from, to)
    .map((kind) => ({ kind, row: ctx.chart.row('path', kind) }))
    .filter((p): p is { kind: string; row: NonNullable<typeof p.row> } => p.row?.pathRule !== undefined);
  const road = rows.find((p) => p.row.pathRule === 'road');
  const pick = road ?? rows[0];
  return pick ? { rule: pick.row.pathRule!, kind: pick.kind, cost: movementCostOf(pick.row, mover.cls) } : undefined;
}

function crossesBridgeOrFord(ctx: MovementContext, from: HexCoord, to: HexCoord): boolean {
  return ctx.map.hexsidesBetween(from, to).some((s) => GBACW_CROSSINGS[builtInKind(s.kind, ctx.map.map.terrainKinds) ?? ('' as TerrainKind)] !== undefined);
}

interface OneStep {
  mps: number;
  /** The hex's own entry cost (for the UDD after passing friends). */
  hexMps: number;
  along?: 'road' | 'trail';
  disorder: TerrainDisorderCode[];
  prohibited?: string;
  trace: TraceStep[];
}

function stepCost(ctx: MovementContext, mover: Mover, from: HexCoord, to: HexCoord, missing: Set<string>, usePaths = true): OneStep {
  const { map, chart } = ctx;
  const id = map.idOf(to);
  const cls = mover.cls;
  const custom = map.map.terrainKinds;
  const kind = map.terrainAt(to);
  const hexRow = chart.row('hex', kind);
  if (!hexRow) missing.add(kind);
  const hexCost: MpCost = hexRow ? movementCostOf(hexRow, cls) : 0;
  const trace: TraceStep[] = [];
  const disorder: TerrainDisorderCode[] = [];
  let prohibited: string | undefined;
  if (hexCost === 'prohibited') prohibited = `${id} (${hexRow!.label}) is prohibited to ${cls}`;
  const sides = map.hexsidesBetween(from, to);
  const crossing = sides.map((s) => GBACW_CROSSINGS[builtInKind(s.kind, custom) ?? ('' as TerrainKind)]).find((c) => c !== undefined);
  const benefit = usePaths ? pathBenefit(ctx, mover, from, to) : undefined;
  let mps: number;
  let along: 'road' | 'trail' | undefined;
  const hexsideMps = (keep: (kind: string) => boolean): number => {
    let sum = 0;
    for (const s of sides) {
      if (!keep(s.kind)) continue;
      const built = builtInKind(s.kind, custom);
      // A Bridge or Ford serves only those moving along the path across it (9.45); it is not a cost of its own otherwise.
      if (built !== undefined && GBACW_CROSSINGS[built] && benefit === undefined) continue;
      const row = chart.row('hexside', s.kind);
      if (!row) {
        // A Bridge or Ford the chart gives no cost of its own costs nothing beyond the path.
        if (built === undefined || !GBACW_CROSSINGS[built]) missing.add(s.kind);
        continue;
      }
      const c = movementCostOf(row, cls);
      if (c === 'prohibited') {
        prohibited = `the ${row.label} hexside between ${map.idOf(from)} and ${id} is prohibited to ${cls}`;
        sum = Number.POSITIVE_INFINITY;
        continue;
      }
      sum += c;
      if (c) trace.push({ step: 'hexside', value: c, detail: `Crossing ${row.label}: +${c}.` });
      const code = cls === 'leader' ? undefined : row.disorder?.[cls];
      if (code && benefit === undefined) disorder.push(code);
    }
    return sum;
  };
  const isWorks = (k: string) => GBACW_WORKS.has(builtInKind(k, custom) ?? ('' as TerrainKind));
  const isWaterUnderCrossing = (k: string) => crossing !== undefined && benefit !== undefined && !GBACW_CROSSINGS[builtInKind(k, custom) ?? ('' as TerrainKind)] && (ctx.chart.row('hexside', k)?.slope === undefined);
  if (benefit?.rule === 'road') {
    along = 'road';
    const rate = mover.orders === 'march' || cls === 'leader' ? MOVEMENT.marchRoad.mps : costOf(benefit.cost);
    // Roads run regardless of the terrain (9.44); only works keep their cost (15.22).
    mps = rate + hexsideMps((k) => isWorks(k));
    trace.push({
      step: 'road',
      value: rate,
      detail: `Into ${id} along the ${benefit.kind} from a connected hex: ${rate} MP${mover.orders === 'march' ? ' under March' : cls === 'leader' ? ', a leader\'s best rate' : ''}.`,
      source: mover.orders === 'march' || cls === 'leader' ? MOVEMENT.marchRoad.source : MOVEMENT.advancePathNeedsMarchStacking,
    });
  } else if (benefit?.rule === 'trail' && hexCost !== 'prohibited') {
    along = 'trail';
    const down = mover.orders === 'march' || cls === 'leader';
    const half = down ? Math.max(MOVEMENT.trail.down.min, Math.floor(hexCost / 2)) : Math.ceil(hexCost / 2);
    const negates = chart.trailNegatesHexsides;
    mps = half + hexsideMps((k) => isWorks(k) || (!negates && !isWaterUnderCrossing(k)));
    trace.push({
      step: 'trail',
      value: half,
      detail: `Into ${id} along the ${benefit.kind}: half of ${hexCost}, rounded ${down ? 'down (at least 1)' : 'up'}${negates ? '; the game\'s trails spare the hexsides' : ''}.`,
      source: down ? MOVEMENT.trail.down.source : MOVEMENT.trail.up.source,
    });
  } else {
    const terrain = costOf(hexCost);
    mps = terrain + hexsideMps(() => true);
    trace.push({ step: 'enter', value: hexCost === 'prohibited' ? 'prohibited' : terrain, detail: `Into ${id}, ${hexRow?.label ?? kind}: ${hexCost === 'prohibited' ? 'prohibited' : `${terrain} MP`}.`, source: MOVEMENT.prohibited });
    const code = cls === 'leader' ? undefined : hexRow?.disorder?.[cls];
    if (code) disorder.unshift(code);
  }
  if (along && hexRow?.disorder && cls !== 'leader' && hexRow.disorder[cls]) {
    trace.push({ step: 'terrain Disorder', value: 0, detail: `No ${hexRow.disorder[cls]} along a path.`, source: TERRAIN_DISORDER_NOT_ON_PATHS, applied: false });
  }
  return { mps, hexMps: costOf(hexCost), ...(along ? { along } : {}), disorder, ...(prohibited ? { prohibited } : {}), trace };
}

/** What turning in a hex costs (7.21, 7.22): free along connected paths (9.45) and for leaders. */
function facingCost(ctx: MovementContext, mover: Mover, hex: HexCoord, turn: number, alongPath: boolean): { mps: number; step?: TraceStep } {
  if (turn <= 0 || mover.cls === 'leader') return { mps: 0 };
  if (alongPath) return { mps: 0, step: { step: 'facing', value: 0, detail: `Turning along connected path hexes is free.`, source: MOVEMENT.connectedOnly } };
  const inWoods = terrainRole(ctx.map.terrainAt(hex), ctx.map.map.terrainKinds) === 'woods';
  if (mover.orders === 'attack' && inWoods) {
    const mps = turn === HALF_TURN ? FACING_COSTS.attackInWoods.halfTurn : turn * FACING_COSTS.attackInWoods.perVertex;
    return { mps, step: { step: 'facing', value: mps, detail: `Attack Orders in Woods: ${plural(turn, 'vertex', 'vertices')} cost ${mps} MP.`, source: FACING_COSTS.attackInWoods.source } };
  }
  const rule = mover.orders === 'march' ? FACING_COSTS.march : FACING_COSTS.vertexOrders;
  const mps = turn > rule.freePerHex ? rule.costBeyond : 0;
  return {
    mps,
    step: { step: 'facing', value: mps, detail: `${turn} ${mover.orders === 'march' ? 'hexside' : 'vertex'}${turn === 1 ? '' : mover.orders === 'march' ? 's' : 'es'} in ${ctx.map.idOf(hex)}: ${mps ? '1 MP' : 'free'}.`, source: rule.source },
  };
}

// ---------------------------------------------------------------------------
// Leader MPs for Command Range (4.15)
// ---------------------------------------------------------------------------

export interface LeaderRangeContext {
  map: HexMapIndex;
  /** The game's chart; without one every hex counts 1 (G2). */
  chart?: TerrainChart;
  enemies?: readonly HexCoord[];
  /** Hexes holding a friendly combat unit (they may be passed next to the enemy). */
  friendlyCombat?: ReadonlySet<string>;
  /**
   * `besideEnemy(map, enemies)`, given by a caller that traces many ranges among the same enemies (a
   * whole side's Command Range): made afresh from `enemies` otherwise.
   */
  besideEnemy?: ReadonlySet<string>;
}

/**
 * The ids of the hexes on the map that hold an enemy unit or touch one: a leader's trace stops in them
 * unless a friendly combat unit holds them (4.15). A set, so each hex the trace reaches is one lookup,
 * not a count of the hexes to every enemy on the map.
 */
export function besideEnemy(map: HexMapIndex, enemies: readonly HexCoord[]): Set<string> {
  const out = new Set<string>();
  for (const e of enemies) {
    out.add(map.idOf(e));
    for (const n of neighbours(map.grid, e)) out.add(map.idOf(n.hex));
  }
  return out;
}

/**
 * The fewest leader MPs from a superior's hex to a subordinate's, counting the subordinate's hex and not
 * the superior's; never through a hex or hexside leaders cannot enter, nor through a hex next to an enemy
 * unit that no friendly combat unit holds (4.15). Infinity when no way exists.
 */
export function leaderDistance(ctx: LeaderRangeContext, from: HexCoord, to: HexCoord): { mps: number; byHexes: boolean; trace: Trace } {
  const { map } = ctx;
  const target = map.idOf(to);
  const moveCtx = ctx.chart ? { map, chart: ctx.chart } : undefined;
  const mps = leaderMps(ctx, from, [to]).get(target) ?? Number.POSITIVE_INFINITY;
  return {
    mps,
    byHexes: !moveCtx,
    trace: [
      {
        step: 'Command Range',
        value: Number.isFinite(mps) ? mps : 'no way',
        detail: Number.isFinite(mps)
          ? `${mps} ${moveCtx ? 'leader MPs' : 'hexes (no Terrain Effects Chart: each hex counts one)'} from ${map.idOf(from)} to ${target}.`
          : `No way from ${map.idOf(from)} to ${target} that a leader may trace.`,
        source: COMMAND_RANGE.source,
      },
    ],
  };
}

/**
 * The fewest leader MPs from `from` to each hex of `to`, by hex id, counted as `leaderDistance` counts
 * them (Infinity where no way exists), in one search out from `from`: a superior's range to all his
 * subordinates is one trace, not one a subordinate. The search ends once every hex of `to` is reached.
 */
export function leaderMps(ctx: LeaderRangeContext, from: HexCoord, to: readonly HexCoord[]): Map<string, number> {
  const { map } = ctx;
  const targets = new Set(to.map((c) => map.idOf(c)));
  const nearEnemy = ctx.besideEnemy ?? besideEnemy(map, ctx.enemies ?? []);
  const mover: Mover = { cls: 'leader' };
  const moveCtx = ctx.chart ? { map, chart: ctx.chart } : undefined;
  const dist = new Map<string, number>([[map.idOf(from), 0]]);
  const queue = new FlatQueue<HexCoord>();
  queue.push(from, 0);
  const missing = new Set<string>();
  let unreached = targets.size;
  while (queue.length > 0) {
    const d = queue.peekValue()!;
    const c = queue.pop()!;
    const id = map.idOf(c);
    if (d > (dist.get(id) ?? Infinity)) continue;
    if (targets.has(id) && --unreached === 0) break;
    // A hex next to the enemy, held by no friendly combat unit, ends the trace there (it may be the subordinate's).
    if (d > 0 && nearEnemy.has(id) && !ctx.friendlyCombat?.has(id)) continue;
    for (const n of neighbours(map.grid, c)) {
      const step = moveCtx ? stepCost(moveCtx, mover, c, n.hex, missing).mps : 1;
      if (!Number.isFinite(step)) continue;
      const nd = d + step;
      const nid = map.idOf(n.hex);
      if (nd < (dist.get(nid) ?? Infinity)) {
        dist.set(nid, nd);
        queue.push(n.hex, nd);
      }
    }
  }
  return new Map([...targets].map((id) => [id, dist.get(id) ?? Number.POSITIVE_INFINITY]));
}

