/**
 * The hex preview's questions put to the GBACW engines (core/rules/gbacw): a counter's path under its
 * orders on the game's Terrain Effects Chart, a line of sight with levels, and a command's orders,
 * activations and the scenario's command checks; the numbers and the trace are the engines' own.
 */
import { type HexCoord, type HexMapIndex, hexDistance, indexHexMap } from '../../hex';
import { placementKey } from '../../map/commands';
import { terrainLabel } from '../../map/terrainKinds';
import {
  GBACW_CHECK_RULES,
  ORDERS_CHANGE_RESULTS,
  ORDERS_CHANGE_RESULT_LABELS,
  type FriendsInHex,
  activationPreview,
  gbacwBookCitation,
  gbacwScenarioProblems,
  lineOfSight,
  movementAllowance,
  movementClass,
  ordersChangeOdds,
  ordersOfCounter,
  pathCost,
  terrainChart,
  withGbacwCitations,
} from '../../rules/gbacw';
import type { Trace } from '../../rules/trace';
import type { HexMap } from '../../scenario/types.generated';
import { ORDERS_LABELS, plural } from '../../vocabulary';
import { citedTrace } from './cite';
import { counterByKey, placedCounters, sideCounters } from './counters';
import type { CommandPreview, HexRulesPreview, HexScenario, PathStepPreview, PlacedCounter } from './types';

const BOOK = { citation: gbacwBookCitation, inText: withGbacwCitations };

const indexes = new WeakMap<HexMap, HexMapIndex>();
function indexOf(doc: HexScenario): HexMapIndex {
  const map = doc.map as HexMap;
  let ix = indexes.get(map);
  if (!ix) indexes.set(map, (ix = indexHexMap(map)));
  return ix;
}
const chartOf = (doc: HexScenario) => terrainChart(doc.gameTables, (doc.map as HexMap).terrainKinds);
const isCombat = (c: PlacedCounter) => c.counter.type !== 'leader';
const isGuns = (c: PlacedCounter) => c.counter.type === 'artillery' || c.counter.type === 'horse-artillery';
const byId = (doc: HexScenario, side: string) => new Map([...sideCounters(doc, side)].map(([id, counter]) => [id, { counter }]));

function path(doc: HexScenario, key: string, hexes: readonly string[]) {
  const mover = counterByKey(doc, key);
  if (!mover) return 'Pick a counter on the map first.';
  const chart = chartOf(doc);
  if (!chart) return 'This scenario’s game tables have no Terrain Effects Chart: movement costs come from the game’s own chart (Scenario ▸ GBACW game tables).';
  const map = indexOf(doc);
  const cls = movementClass(mover.counter, mover.placement);
  const orders = cls === 'leader' ? undefined : ordersOfCounter(mover.counter, byId(doc, mover.side));
  const allowance = mover.counter.movement === undefined ? undefined : orders ? movementAllowance({ printed: mover.counter.movement, orders }) : { ma: mover.counter.movement, trace: [] as Trace };
  const all = placedCounters(doc).filter((c) => c.key !== key);
  const friends = new Map<string, FriendsInHex>();
  const sides = new Map(doc.sides.map((s) => [s.id, byId(doc, s.id)]));
  for (const f of all.filter((c) => c.side === mover.side && isCombat(c))) {
    for (const h of f.hexes) {
      const now = friends.get(h);
      const march = ordersOfCounter(f.counter, sides.get(f.side)!) === 'march';
      friends.set(h, { artilleryOnly: (now?.artilleryOnly ?? true) && isGuns(f), march: (now?.march ?? false) || march });
    }
  }
  const enemyUnits = all.filter((c) => c.side !== mover.side && isCombat(c));
  const enemies = enemyUnits.flatMap((e) => e.hexes.map((h) => map.coordOf(h)).filter((c): c is HexCoord => c !== undefined).map((hex) => ({ hex, artillery: isGuns(e) })));
  const cost = pathCost({ map, chart, friends, enemies }, { cls, ...(orders ? { orders } : {}), ...(allowance ? { ma: allowance.ma } : {}) }, hexes);
  const nextToEnemy = (id: string) => {
    const c = map.coordOf(id);
    return c !== undefined && enemies.some((e) => hexDistance(map.grid, e.hex, c) === 1);
  };
  const steps: PathStepPreview[] = cost.steps.slice(1).map((s, i) => {
    const c = map.coordOf(s.hex);
    const kind = c ? terrainLabel(map.terrainAt(c), map.map) : s.hex;
    const parts = [`${kind}: ${Number.isFinite(s.terrain) ? s.terrain : 'prohibited'}${s.along ? ` along the ${s.along}` : ''}`, ...(s.facing ? [`facing ${s.facing}`] : []), ...(s.extra ? [`+${s.extra} friends`] : [])];
    return {
      from: cost.steps[i]!.hex,
      to: s.hex,
      cost: Number.isFinite(s.mps) ? String(s.mps) : '—',
      terrain: parts.join('; '),
      stops: nextToEnemy(s.hex),
      ...(Number.isFinite(s.mps) ? {} : { refused: `${s.hex} may not be entered` }),
    };
  });
  const who = orders ? `${mover.counter.name}, ${ORDERS_LABELS[orders]} Orders` : mover.counter.name;
  return {
    mover: who,
    hexes,
    steps,
    total: Number.isFinite(cost.total) ? String(cost.total) : '—',
    allowance: allowance ? String(allowance.ma) : '—',
    within: cost.withinMa ?? true,
    allowed: cost.legal,
    problems: cost.problems.map(withGbacwCitations),
    trace: citedTrace([...(allowance?.trace ?? []), ...cost.trace], BOOK),
  };
}

function sight(doc: HexScenario, from: string, to: string) {
  const map = indexOf(doc);
  const a = map.coordOf(from);
  const b = map.coordOf(to);
  if (!a || !b) return { from, to, clear: false, fromLevel: '—', toLevel: '—', range: 0, between: [], blocks: [], trace: [{ step: 'line of sight', value: null, detail: `${a ? to : from} is not a hex of this map` }] };
  const chart = chartOf(doc);
  const los = lineOfSight({ map, ...(chart ? { chart } : {}) }, a, b);
  const levels = String(los.trace.find((s) => s.step === 'levels')?.value ?? '').split(' / ');
  return {
    from,
    to,
    clear: los.clear,
    fromLevel: levels[0] ?? '—',
    toLevel: levels[1] ?? '—',
    range: los.range,
    between: los.between.flat(),
    blocks: los.blocks.map((k) => ({ hexes: k.across ? [k.hex, k.across] : [k.hex], why: withGbacwCitations(k.detail), source: gbacwBookCitation(k.source) })),
    trace: citedTrace(los.trace, BOOK),
  };
}

function command(doc: HexScenario, leaderKey: string | undefined): CommandPreview {
  const placed = placedCounters(doc);
  const where = (side: string, unit: string) => placed.find((p) => p.side === side && p.unit === unit);
  const problems = gbacwScenarioProblems(doc).map((p) => {
    const at = p.counter ? where(p.side, p.counter) : undefined;
    return {
      severity: p.severity,
      rule: GBACW_CHECK_RULES[p.rule].label,
      message: p.message,
      ...(p.source ? { source: gbacwBookCitation(p.source) } : {}),
      ...(p.counter ? { counterKey: placementKey({ side: p.side, unit: p.counter }) } : {}),
      ...(at ? { hex: at.hex } : {}),
    };
  });
  const leader = leaderKey ? counterByKey(doc, leaderKey) : undefined;
  if (!leader || leader.counter.type !== 'leader') {
    const activations = doc.sides.flatMap((s) => activationPreview(doc, s.id)).map(activation);
    return { units: [], activations, problems };
  }
  const counters = sideCounters(doc, leader.side);
  const ids = byId(doc, leader.side);
  const under = (id: string): boolean => {
    for (let c = counters.get(id), hops = 0; c?.commander && hops < 16; c = counters.get(c.commander), hops++) if (c.commander === leader.unit) return true;
    return false;
  };
  const command = [...counters.values()].filter((c) => under(c.id));
  const units = command.map((c) => {
    const at = where(leader.side, c.id);
    return { name: c.name, orders: c.type === 'leader' && c.stars !== 1 ? '—' : ORDERS_LABELS[ordersOfCounter(c, ids)], ...(at ? { hex: at.hex } : {}) };
  });
  const inCommand = new Set([leader.unit, ...command.map((c) => c.id)]);
  const activations = activationPreview(doc, leader.side)
    .filter((d) => inCommand.has(d.division))
    .map(activation);
  // A brigadier's orders change roll, with his superiors stacked with him where they stand (6.22).
  const rating = leader.counter.ratings?.orders;
  let ordersChange: CommandPreview['ordersChange'];
  if (leader.counter.stars === 1 && rating !== undefined) {
    const here = placed.filter((p) => p.side === leader.side && p.hexes.includes(leader.hex) && p.key !== leader.key);
    const odds = ordersChangeOdds({
      ordersRating: rating,
      divisionLeaderStacked: here.some((p) => p.unit === leader.counter.commander),
      corpsOrArmyCommanderStacked: here.some((p) => p.counter.type === 'leader' && (p.counter.stars ?? 0) >= 3),
    });
    ordersChange = { chances: ORDERS_CHANGE_RESULTS.map((r) => ({ result: r, label: ORDERS_CHANGE_RESULT_LABELS[r], chance: odds.chances[r] })), trace: citedTrace(odds.trace, BOOK) };
  }
  return { leader: leader.counter.name, units, activations, problems, ...(ordersChange ? { ordersChange } : {}) };
}

function activation(d: ReturnType<typeof activationPreview>[number]) {
  return {
    name: d.name,
    inCorpsRange: d.inCorpsRange,
    byMarker: d.byMarker,
    ...(d.chances ? { chances: Object.entries(d.chances).map(([ams, chance]) => ({ result: ams, label: plural(Number(ams), 'AM'), chance })) } : {}),
    trace: citedTrace(d.trace, BOOK),
  };
}

export const GBACW_PREVIEW: HexRulesPreview = { modes: ['path', 'sight', 'command'], path, sight, command };
