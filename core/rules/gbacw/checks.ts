/**
 * What a GBACW scenario's command looks like before anyone plays it: every brigade has orders or stands
 * on Advance (6.11); every counter answers to a leader who exists and ranks above it (4.2); every leader
 * and unit on the map is within its superior's Command Range (4.15, 4.22); and how many AMs each division
 * would put in the Pool for each Efficiency Marker its corps might draw (5.2). Each problem names its
 * rule, its severity and the place in the file (a JSON pointer) it is about.
 */
import { type HexCoord, type HexMapIndex, hexDistance, indexHexMap, neighbours, onGrid } from '../../hexgrid';
import type { Counter, HexPlacement, MusterScenario } from '../../model/scenario.generated';
import { placementKey } from '../../model/keys';
import type { Trace } from '../trace';
import { COMMAND_RANGE, DEFAULT_ORDERS, LEADER_RANKS, LEVEL_BY_STARS, MARCH_ORDERS_ALLOWED, ORDERS_NEVER } from './command';
import { MOVEMENT } from './movement';
import { corpsActivations, type DivisionActivations } from './engine/activation';
import { besideEnemy, leaderMps } from './engine/movement';
import { lineOfSight } from './engine/sight';
import { movementCostOf, terrainChart, type TerrainChart } from './gameTables';
import type { LeaderLevel, MovementClass, Orders, TimeOfDay } from './types';
import { TIME_OF_DAY_RULES } from './fire';
import { ARTILLERY_COMMAND } from './procedure';
import { nounFor, plural } from '../../model/plural';

export const GBACW_CHECK_SEVERITIES = ['error', 'warning', 'note'] as const;
export type GbacwCheckSeverity = (typeof GBACW_CHECK_SEVERITIES)[number];
export const GBACW_CHECK_SEVERITY_LABELS: Readonly<Record<GbacwCheckSeverity, string>> = { error: 'Error', warning: 'Warning', note: 'Note' };

/** Every rule the GBACW checks report, with its severity and what it means. */
export const GBACW_CHECK_RULES = {
  'orders.default': { severity: 'note', label: 'A brigade with no orders is under Advance Orders' },
  'orders.mixed': { severity: 'warning', label: 'Units of one brigade start under different orders' },
  'orders.artillery-attack': { severity: 'error', label: 'Artillery under Attack Orders' },
  'orders.dismounted-march': { severity: 'error', label: 'Dismounted cavalry under March Orders' },
  'orders.march-near-enemy': { severity: 'warning', label: 'March Orders within four hexes and sight of the enemy' },
  'chain.no-commander': { severity: 'warning', label: 'A counter answers to no leader' },
  'chain.not-a-leader': { severity: 'error', label: 'A counter answers to a counter that is not a leader' },
  'chain.rank': { severity: 'error', label: 'A leader answers to one who does not rank above him' },
  'leader.no-stars': { severity: 'warning', label: 'A leader without stars has no rank' },
  'leader.missing-rating': { severity: 'warning', label: 'A leader lacks a rating his rank carries' },
  'command.out-of-range': { severity: 'warning', label: 'Out of its superior\'s Command Range' },
  'entry.no-place': { severity: 'warning', label: 'A reinforcement with no entry hex' },
  'entry.not-on-edge': { severity: 'warning', label: 'A reinforcement entering away from the map edge' },
  'artillery.attached-twice': { severity: 'warning', label: 'More than one battery attached to a brigade' },
} as const satisfies Record<string, { severity: GbacwCheckSeverity; label: string }>;
export type GbacwCheckRule = keyof typeof GBACW_CHECK_RULES;

export interface GbacwProblem {
  rule: GbacwCheckRule;
  severity: GbacwCheckSeverity;
  message: string;
  /** The JSON pointer of the counter, placement or side the problem is about. */
  pointer: string;
  side: string;
  counter?: string;
  source?: string;
}

export interface GbacwCheckOptions {
  /** Dawn, Dusk and Night halve every Command Range (16.11, 16.12). */
  timeOfDay?: TimeOfDay;
}

const problem = (rule: GbacwCheckRule, message: string, pointer: string, side: string, counter?: string, source?: string): GbacwProblem => ({
  rule,
  severity: GBACW_CHECK_RULES[rule].severity,
  message,
  pointer,
  side,
  ...(counter ? { counter } : {}),
  ...(source ? { source } : {}),
});

const levelOf = (c: Counter): LeaderLevel | undefined => (c.type === 'leader' && c.stars ? LEVEL_BY_STARS[c.stars as 1 | 2 | 3 | 4] : undefined);

/** The ratings a level prints, in the format's words. */
const RATING_FIELDS: Readonly<Record<LeaderLevel, ReadonlyArray<keyof NonNullable<Counter['ratings']>>>> = {
  army: ['initiative', 'commandRange'],
  corps: ['efficiency', 'commandRange'],
  division: ['coordination', 'commandRange', 'activation'],
  brigade: ['commandRange', 'orders'],
};

/** What moves as which column of the chart (9.14). */
export function movementClass(c: Counter, placement?: HexPlacement): MovementClass {
  if (c.type === 'leader') return 'leader';
  if (c.type === 'artillery' || c.type === 'horse-artillery') return 'artillery';
  if (c.type === 'cavalry' && placement?.formation !== 'dismounted') return 'cavalry';
  return 'infantry';
}

/** Whether a counter's command starts In Reserve: its own flag, else its brigade leader's (6.32). */
export function inReserveOfCounter(c: Counter, counters: ReadonlyMap<string, { counter: Counter }>): boolean {
  return c.reserve ?? (c.commander ? counters.get(c.commander)?.counter.reserve : undefined) ?? false;
}

/** The orders a counter starts under: its own, else its brigade leader's, else Advance (6.11). */
export function ordersOfCounter(c: Counter, counters: ReadonlyMap<string, { counter: Counter }>): Orders {
  return c.orders ?? (c.commander ? counters.get(c.commander)?.counter.orders : undefined) ?? DEFAULT_ORDERS.orders;
}

interface Side {
  index: number;
  id: string;
  name: string;
  counters: readonly Counter[];
  byId: Map<string, { counter: Counter; index: number }>;
}

const sidesOf = (doc: MusterScenario): Side[] =>
  doc.sides.map((s, index) => {
    const counters = s.forces.counters ?? [];
    return { index, id: s.id, name: s.name, counters, byId: new Map(counters.map((counter, i) => [counter.id, { counter, index: i }])) };
  });

const counterPointer = (side: Side, index: number) => `/sides/${side.index}/forces/counters/${index}`;

// ---------------------------------------------------------------------------
// Chain of command and ratings
// ---------------------------------------------------------------------------

function chainProblems(side: Side): GbacwProblem[] {
  const out: GbacwProblem[] = [];
  const leaders = side.counters.filter((c) => c.type === 'leader');
  const top = Math.max(0, ...leaders.map((l) => l.stars ?? 0));
  side.counters.forEach((c, i) => {
    const at = counterPointer(side, i);
    const level = levelOf(c);
    if (c.type === 'leader' && !c.stars) out.push(problem('leader.no-stars', `${c.name} is a leader without stars: his rank, and what he commands, are unknown`, at, side.id, c.id, LEADER_RANKS.brigade.source));
    if (level) {
      const missing = RATING_FIELDS[level].filter((f) => c.ratings?.[f] === undefined);
      if (missing.length > 0) out.push(problem('leader.missing-rating', `${c.name}, ${LEADER_RANKS[level].stars}-star, lacks his ${missing.join(' and ')} ${nounFor(missing.length, 'rating')}`, `${at}/ratings`, side.id, c.id, LEADER_RANKS[level].source));
    }
    if (c.commander === undefined) {
      const isTop = c.type === 'leader' && (c.stars ?? 0) === top;
      if (!isTop) out.push(problem('chain.no-commander', `${c.name} answers to no leader: name its commander`, at, side.id, c.id, COMMAND_RANGE.source));
      return;
    }
    const boss = side.byId.get(c.commander);
    if (!boss) return; // core/scenario/check.ts names an unknown id.
    if (boss.counter.type !== 'leader') {
      out.push(problem('chain.not-a-leader', `${c.name} answers to ${boss.counter.name}, who is not a leader`, `${at}/commander`, side.id, c.id));
      return;
    }
    if (c.type === 'leader' && c.stars && boss.counter.stars && boss.counter.stars <= c.stars) {
      out.push(problem('chain.rank', `${c.name} (${plural(c.stars, 'star')}) answers to ${boss.counter.name} (${boss.counter.stars}), who does not rank above him`, `${at}/commander`, side.id, c.id, LEADER_RANKS[levelOf(c)!].source));
    }
  });
  // A chain that runs in a circle is refused when the file loads (core/scenario/check.ts) and by the counter commands.
  return out;
}

// ---------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------

interface OnMap {
  index: number;
  placement: HexPlacement;
  hexes: HexCoord[];
}

function placementsOf(map: HexMapIndex | undefined, doc: MusterScenario): Map<string, OnMap> {
  const out = new Map<string, OnMap>();
  if (!map || doc.map.kind !== 'hex') return out;
  (doc.map.units ?? []).forEach((placement, index) => {
    const hexes = [placement.hex, ...(placement.alsoIn ?? [])].map((h) => map.coordOf(h)).filter((c): c is HexCoord => c !== undefined);
    if (hexes.length > 0) out.set(placementKey(placement), { index, placement, hexes });
  });
  return out;
}

function ordersProblems(sides: readonly Side[], side: Side, map: HexMapIndex | undefined, chart: TerrainChart | undefined, placed: Map<string, OnMap>): GbacwProblem[] {
  const out: GbacwProblem[] = [];
  const enemies = [...placed.values()].filter((p) => p.placement.side !== side.id && side.byId.get(p.placement.unit) === undefined);
  const enemyCombat = enemies.filter((p) => {
    const s = sides.find((x) => x.id === p.placement.side);
    return s?.byId.get(p.placement.unit)?.counter.type !== 'leader';
  });
  side.counters.forEach((c, i) => {
    const at = counterPointer(side, i);
    if (c.type === 'leader' && c.stars !== 1) return;
    const units = c.type === 'leader' ? side.counters.map((u, j) => ({ u, j })).filter(({ u }) => u.commander === c.id && u.type !== 'leader') : [];
    if (c.type === 'leader') {
      const given = new Set(units.map(({ u }) => u.orders).filter((o): o is Orders => o !== undefined));
      const orders = c.orders ?? (given.size === 1 ? [...given][0] : undefined);
      if (orders === undefined && given.size === 0) {
        out.push(problem('orders.default', `${c.name}'s brigade has no orders: it starts under Advance Orders`, `${at}/orders`, side.id, c.id, DEFAULT_ORDERS.source));
      }
      const all = new Set([...(c.orders ? [c.orders] : []), ...given]);
      if (all.size > 1) out.push(problem('orders.mixed', `${c.name}'s brigade starts under ${[...all].join(' and ')} orders; a brigade is under one (only units out of command keep older orders)`, `${at}/orders`, side.id, c.id, DEFAULT_ORDERS.source));
    }
    // Orders a unit may never have.
    const ordersOf = (u: Counter): Orders => ordersOfCounter(u, side.byId);
    const check = (u: Counter, j: number) => {
      const o = ordersOf(u);
      const p = placed.get(placementKey({ side: side.id, unit: u.id }));
      if (o === 'attack' && (u.type === 'artillery' || u.type === 'horse-artillery')) out.push(problem('orders.artillery-attack', `${u.name} is artillery under Attack Orders; artillery never is`, `${counterPointer(side, j)}/orders`, side.id, u.id, ORDERS_NEVER.artilleryAttack));
      if (o === 'march' && u.type === 'cavalry' && p?.placement.formation === 'dismounted') out.push(problem('orders.dismounted-march', `${u.name} is dismounted cavalry under March Orders; it may not be`, `/map/units/${p.index}`, side.id, u.id, ORDERS_NEVER.dismountedCavalryMarch));
      if (o === 'march' && p && map) {
        const near = enemyCombat.find((e) =>
          e.hexes.some((eh) => p.hexes.some((h) => hexDistance(map.grid, h, eh) <= MARCH_ORDERS_ALLOWED.withinHexes && lineOfSight({ map, ...(chart ? { chart } : {}) }, h, eh).clear)),
        );
        if (near) out.push(problem('orders.march-near-enemy', `${u.name} starts under March Orders within four hexes and sight of the enemy ${near.placement.unit}`, `/map/units/${p.index}`, side.id, u.id, MARCH_ORDERS_ALLOWED.source));
      }
    };
    if (c.type !== 'leader') check(c, i);
  });
  return out;
}

// ---------------------------------------------------------------------------
// Command Range
// ---------------------------------------------------------------------------

/** A leader's Command Range this turn: halved (rounding up) at Dawn, Dusk and Night. */
function rangeOf(c: Counter, time: TimeOfDay): number | undefined {
  const r = c.ratings?.commandRange;
  if (r === undefined) return undefined;
  return TIME_OF_DAY_RULES[time].commandRangeHalved ? Math.ceil(r / 2) : r;
}

interface RangeWorld {
  map: HexMapIndex;
  chart?: TerrainChart;
  placed: Map<string, OnMap>;
}

/**
 * A side's Command Range in leader MPs (4.15), from each superior on the map to the hexes his
 * subordinates stand in. What the traces share is made once a side (the hexes beside the enemy, and the
 * hexes its own combat units hold, which a leader may pass beside the enemy through), and each superior's
 * trace out to all his subordinates is one search, made when first asked: a side of 500 counters traced
 * each range on its own, measuring every hex against the other side's 500 counters.
 */
function commandRanges(world: RangeWorld, side: Side): (superior: OnMap, sub: OnMap) => { mps: number; byHexes: boolean } {
  const enemies = [...world.placed.values()].filter((p) => p.placement.side !== side.id).flatMap((p) => p.hexes);
  const friendlyCombat = new Set(
    [...world.placed.values()]
      .filter((p) => p.placement.side === side.id && side.byId.get(p.placement.unit)?.counter.type !== 'leader')
      .flatMap((p) => p.hexes.map((h) => world.map.idOf(h))),
  );
  const ctx = { map: world.map, ...(world.chart ? { chart: world.chart } : {}), besideEnemy: besideEnemy(world.map, enemies), friendlyCombat };
  const subordinates = new Map<string, HexCoord[]>();
  for (const c of side.counters) {
    const here = c.commander ? world.placed.get(placementKey({ side: side.id, unit: c.id })) : undefined;
    if (here) (subordinates.get(c.commander!) ?? subordinates.set(c.commander!, []).get(c.commander!)!).push(...here.hexes);
  }
  const traced = new Map<string, Map<string, number>>();
  return (superior, sub) => {
    const unit = superior.placement.unit;
    const found = traced.get(unit) ?? traced.set(unit, leaderMps(ctx, superior.hexes[0]!, subordinates.get(unit) ?? sub.hexes)).get(unit)!;
    return { mps: Math.min(...sub.hexes.map((h) => found.get(world.map.idOf(h)) ?? Number.POSITIVE_INFINITY)), byHexes: !world.chart };
  };
}

function rangeProblems(side: Side, world: RangeWorld, time: TimeOfDay): GbacwProblem[] {
  const out: GbacwProblem[] = [];
  const rangeTo = commandRanges(world, side);
  const inRange = new Map<string, boolean>();
  side.counters.forEach((c) => {
    if (!c.commander) return;
    const boss = side.byId.get(c.commander)?.counter;
    const here = world.placed.get(placementKey({ side: side.id, unit: c.id }));
    const there = world.placed.get(placementKey({ side: side.id, unit: c.commander }));
    if (!boss || boss.type !== 'leader' || !here || !there) return;
    const range = rangeOf(boss, time);
    if (range === undefined) return;
    inRange.set(c.id, rangeTo(there, here).mps <= range);
  });
  // A unit out of range is still In Command touching a unit of its brigade that is, or in a chain of such units (4.22).
  const chained = new Set<string>();
  const groups = new Map<string, Counter[]>();
  for (const c of side.counters) if (c.commander && c.type !== 'leader') (groups.get(c.commander) ?? groups.set(c.commander, []).get(c.commander)!).push(c);
  for (const members of groups.values()) {
    const seeds = members.filter((m) => inRange.get(m.id));
    const queue = [...seeds];
    const reached = new Set(seeds.map((s) => s.id));
    while (queue.length > 0) {
      const a = queue.shift()!;
      const pa = world.placed.get(placementKey({ side: side.id, unit: a.id }))!;
      for (const b of members) {
        if (reached.has(b.id)) continue;
        const pb = world.placed.get(placementKey({ side: side.id, unit: b.id }));
        if (!pb) continue;
        if (touchingAcross(world, pa, pb, movementClass(b, pb.placement))) {
          reached.add(b.id);
          chained.add(b.id);
          queue.push(b);
        }
      }
    }
  }
  side.counters.forEach((c) => {
    if (inRange.get(c.id) !== false || chained.has(c.id)) return;
    const boss = side.byId.get(c.commander!)!.counter;
    const here = world.placed.get(placementKey({ side: side.id, unit: c.id }))!;
    const d = rangeTo(world.placed.get(placementKey({ side: side.id, unit: boss.id }))!, here);
    const range = rangeOf(boss, time)!;
    const far = Number.isFinite(d.mps) ? `${d.mps} ${d.byHexes ? 'hexes' : 'leader MPs'} away` : 'cut off from him';
    out.push(
      problem(
        'command.out-of-range',
        `${c.name} is ${far}, beyond ${boss.name}'s Command Range of ${range}${time !== 'day' ? ` (halved at ${time})` : ''}${c.type === 'leader' ? '' : ', and touches no unit of its command that is within it'}`,
        `/map/units/${here.index}`,
        side.id,
        c.id,
        c.type === 'leader' ? COMMAND_RANGE.source : COMMAND_RANGE.chainException,
      ),
    );
  });
  return out;
}

/** Two placed units touch, and no hexside impassable to the unit parts them (4.22). */
function touchingAcross(world: RangeWorld, a: OnMap, b: OnMap, cls: MovementClass): boolean {
  for (const x of a.hexes) {
    for (const y of b.hexes) {
      if (hexDistance(world.map.grid, x, y) === 0) return true;
      if (hexDistance(world.map.grid, x, y) !== 1) continue;
      const impassable = world.map.hexsidesBetween(x, y).some((s) => {
        const row = world.chart?.row('hexside', s.kind);
        return row !== undefined && movementCostOf(row, cls) === 'prohibited';
      });
      if (!impassable) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------
// Artillery command (4.3)
// ---------------------------------------------------------------------------

/**
 * Division artillery is attached to the division's brigades one battery a brigade (4.32); an artillery
 * brigadier, whose brigade is all guns, commands as many as he has (4.31). A brigadier of foot or horse
 * with two batteries under him has one too many.
 */
function artilleryProblems(side: Side): GbacwProblem[] {
  const out: GbacwProblem[] = [];
  const guns = (c: Counter) => c.type === 'artillery' || c.type === 'horse-artillery';
  for (const l of side.counters) {
    if (l.type !== 'leader' || l.stars !== 1) continue;
    const under = side.counters.filter((c) => c.commander === l.id && c.type !== 'leader');
    const batteries = under.filter(guns);
    if (batteries.length < 2 || batteries.length === under.length) continue;
    const extra = batteries[ARTILLERY_COMMAND.attached.perBrigade]!;
    out.push(
      problem(
        'artillery.attached-twice',
        `${l.name}'s brigade has ${plural(batteries.length, 'battery', 'batteries')} attached (${batteries.map((b) => b.name).join(', ')}): division artillery is attached one battery a brigade`,
        `${counterPointer(side, side.byId.get(extra.id)!.index)}/commander`,
        side.id,
        extra.id,
        ARTILLERY_COMMAND.attached.source,
      ),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------
// Reinforcements
// ---------------------------------------------------------------------------

/** Reinforcements enter through the map-edge hexes the scenario lists (9.71): each entry names them, and they lie on the edge. */
function entryProblems(doc: MusterScenario, side: Side, map: HexMapIndex | undefined): GbacwProblem[] {
  const out: GbacwProblem[] = [];
  (doc.sides[side.index]!.entries ?? []).forEach((e, j) => {
    const at = `/sides/${side.index}/entries/${j}`;
    if (!e.hexes?.length && !e.edge) {
      out.push(problem('entry.no-place', `The reinforcement '${e.id}' names no entry hex; GBACW reinforcements enter through the edge hexes the scenario lists`, at, side.id, undefined, MOVEMENT.reinforcementEntry));
      return;
    }
    if (!map) return;
    (e.hexes ?? []).forEach((id, k) => {
      const c = map.coordOf(id);
      if (c && onGrid(map.grid, c) && neighbours(map.grid, c, false).every((n) => onGrid(map.grid, n.hex))) {
        out.push(problem('entry.not-on-edge', `The reinforcement '${e.id}' enters at ${id}, which is not a hex of the map's edge`, `${at}/hexes/${k}`, side.id, undefined, MOVEMENT.reinforcementEntry));
      }
    });
  });
  return out;
}

// ---------------------------------------------------------------------------
// The whole check
// ---------------------------------------------------------------------------

/** Every command problem of a GBACW scenario; nothing for another ruleset. */
export function gbacwScenarioProblems(doc: MusterScenario, options: GbacwCheckOptions = {}): GbacwProblem[] {
  if (doc.ruleset !== 'gbacw') return [];
  const map = doc.map.kind === 'hex' ? indexHexMap(doc.map) : undefined;
  const chart = terrainChart(doc.gameTables, doc.map.kind === 'hex' ? doc.map.terrainKinds : undefined);
  const placed = placementsOf(map, doc);
  const time = options.timeOfDay ?? 'day';
  const out: GbacwProblem[] = [];
  const sides = sidesOf(doc);
  for (const side of sides) {
    out.push(...chainProblems(side), ...ordersProblems(sides, side, map, chart, placed), ...entryProblems(doc, side, map), ...artilleryProblems(side));
    if (map) out.push(...rangeProblems(side, { map, ...(chart ? { chart } : {}), placed }, time));
  }
  return out;
}

// ---------------------------------------------------------------------------
// Activations from Efficiency
// ---------------------------------------------------------------------------

export interface DivisionPreview {
  division: string;
  name: string;
  corps?: string;
  inCorpsRange: boolean;
  /** AMs for each Efficiency Marker value 1–4 the corps might draw (the corps commander's +1 or +2 given elsewhere). */
  byMarker: Record<1 | 2 | 3 | 4, number>;
  /** The chance of each number of AMs with one marker drawn from the side's pool, when the game tables give it. */
  chances?: Record<number, number>;
  trace: Trace;
}

/**
 * How many AMs each division of a side would put in the Pool (5.23–5.25), for each Efficiency Marker
 * its corps might draw, from where its leaders stand on the map. The OC's +1 and a +2 or +1 corps
 * commander's gift are the player's to give and are not assumed; the trace says what they could add.
 */
export function activationPreview(doc: MusterScenario, sideId: string, options: GbacwCheckOptions = {}): DivisionPreview[] {
  const side = sidesOf(doc).find((s) => s.id === sideId);
  // A side with no division leaders has nothing to preview: its map is not read (10,000 hexes indexed for none).
  if (!side?.counters.some((c) => levelOf(c) === 'division')) return [];
  const map = doc.map.kind === 'hex' ? indexHexMap(doc.map) : undefined;
  const chart = terrainChart(doc.gameTables, doc.map.kind === 'hex' ? doc.map.terrainKinds : undefined);
  const placed = placementsOf(map, doc);
  const time = options.timeOfDay ?? 'day';
  const pool = doc.gameTables?.efficiencyMarkers?.find((m) => m.side === sideId)?.values;
  const out: DivisionPreview[] = [];
  const rangeTo = map ? commandRanges({ map, ...(chart ? { chart } : {}), placed }, side) : undefined;
  for (const c of side.counters) {
    if (levelOf(c) !== 'division') continue;
    const boss = c.commander ? side.byId.get(c.commander)?.counter : undefined;
    const corps = boss && levelOf(boss) === 'corps' ? boss : undefined;
    const here = placed.get(placementKey({ side: side.id, unit: c.id }));
    const there = corps ? placed.get(placementKey({ side: side.id, unit: corps.id })) : undefined;
    const range = corps ? rangeOf(corps, time) : undefined;
    // A division with no corps above it (the smaller battles of 5.2's design note) has no corps commander to be out of range of (G31).
    const inCorpsRange = !corps || !!(rangeTo && here && there && range !== undefined && rangeTo(there, here).mps <= range);
    const rating = corps?.ratings?.efficiency ?? 0;
    const input = { id: c.id, inCorpsRange, activationRating: c.ratings?.activation ?? 0, leaderOnMap: here !== undefined };
    const runs = ([1, 2, 3, 4] as const).map((em) => corpsActivations(em, rating, [input]).divisions[0]!);
    const byMarker = { 1: runs[0]!.activations, 2: runs[1]!.activations, 3: runs[2]!.activations, 4: runs[3]!.activations };
    let chances: Record<number, number> | undefined;
    if (pool && pool.length > 0) {
      chances = {};
      for (const v of pool) chances[byMarker[v as 1 | 2 | 3 | 4]] = (chances[byMarker[v as 1 | 2 | 3 | 4]] ?? 0) + 1 / pool.length;
    }
    const trace: Trace = [...(runs[2] as DivisionActivations).trace];
    if (!corps) trace.unshift({ step: 'no corps', value: null, detail: `${c.name} answers to no corps commander: his division draws as a corps would, with no commander's rating.`, source: LEADER_RANKS.corps.source });
    if (rating > 0 && inCorpsRange) trace.push({ step: 'corps commander', value: rating, detail: `${corps!.name} may give this division up to +${rating}.`, source: LEADER_RANKS.corps.source });
    out.push({ division: c.id, name: c.name, ...(corps ? { corps: corps.id } : {}), inCorpsRange, byMarker, ...(chances ? { chances } : {}), trace });
  }
  return out;
}
