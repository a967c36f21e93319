/**
 * The hex preview's questions put to the GBACW engines (core/rules/gbacw): a counter's path under its
 * orders on the game's Terrain Effects Chart, a line of sight with levels, and a command's orders,
 * activations and the scenario's command checks; the numbers and the trace are the engines' own.
 */
import { type HexCoord, type HexMapIndex, hexDistance, indexHexMap } from '../../hex';
import { placementKey } from '../../map/commands';
import { terrainLabel } from '../../rules/terrainKinds';
import {
  GBACW_CHECK_RULES,
  ORDERS_CHANGE_RESULTS,
  ORDERS_CHANGE_RESULT_LABELS,
  type FriendsInHex,
  activationPreview,
  gbacwBookCitation,
  gbacwScenarioProblems,
  gbacwShockOdds,
  gbacwFireOdds,
  fireOpportunities,
  advanceAfterCombat,
  endOfTurnRecovery,
  FIRE_OCCASION_LABELS,
  MAX_FIRE_PER_HEX,
  MOUNTED_CAVALRY_FIRE,
  type FireDrmId,
  ARTILLERY,
  reserveQualification,
  SHOCK_RATIO,
  SHOCK_STRENGTH,
  lineOfSight,
  movementAllowance,
  movementClass,
  ordersChangeOdds,
  ordersOfCounter,
  inReserveOfCounter,
  pathCost,
  terrainChart,
  withGbacwCitations,
} from '../../rules/gbacw';
import type { Trace } from '../../rules/trace';
import type { Counter, HexMap } from '../../model/scenario.generated';
import { ORDERS_LABELS } from '../../hex/labels';
import { plural } from '../../model/plural';
import { citedTrace } from './cite';
import { counterByKey, placedCounters, sideCounters } from './counters';
import type { ArtilleryPreview, AttackPreview, FireOpportunityPreview, CommandPreview, HexRulesPreview, HexScenario, PathStepPreview, PlacedCounter } from './types';
import { gbacwLine } from '../../rules/trace';

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
  const problemsRaw = gbacwScenarioProblems(doc);
  const problems = problemsRaw.map((p) => {
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
  const reserve = reserveOf(doc, leader, command, problemsRaw);
  const recovery = recoveryOf(leader.counter.reserve === true);
  return { leader: leader.counter.name, units, activations, problems, ...(ordersChange ? { ordersChange } : {}), ...(reserve ? { reserve } : {}), recovery };
}

/** The brigade's end-of-turn recovery: its In-Reserve activities (6.35), or 17.42's choice if it stands still all turn. */
function recoveryOf(inReserve: boolean): NonNullable<CommandPreview['recovery']> {
  const does = endOfTurnRecovery({ inReserve, stoodStill: true }).map((r) => ({ text: r.does, source: gbacwBookCitation(r.source) }));
  return {
    when: inReserve
      ? 'In Reserve, at the end of the turn (Replacement/Recovery Phase) its units may:'
      : 'If its non-artillery units neither move, reaction move, use Phasing Fire, build Breastworks, declare a Shock nor are shocked all turn, at the end of the turn it may:',
    does,
  };
}

/**
 * Whether the leader's command may be placed In Reserve now (6.31): its combat units on the map, their
 * Orders, the Command Range checks, and the nearest enemy combat unit and whether any enemy sees them.
 * Night (five hexes) is the players' to know; the map is read by day.
 */
function reserveOf(doc: HexScenario, leader: PlacedCounter, command: readonly Counter[], problems: ReturnType<typeof gbacwScenarioProblems>): CommandPreview['reserve'] {
  const ids = new Set(command.map((c) => c.id));
  const placed = placedCounters(doc);
  const own = placed.filter((p) => p.side === leader.side && ids.has(p.unit) && isCombat(p));
  if (own.length === 0) return undefined;
  const byIds = byId(doc, leader.side);
  const orders = own.map((p) => ordersOfCounter(p.counter, byIds));
  const worst = orders.includes('march') ? 'march' : orders[0]!;
  const map = indexOf(doc);
  const chart = chartOf(doc);
  const enemies = placed.filter((p) => p.side !== leader.side && isCombat(p));
  let nearest = Infinity;
  let seen = false;
  for (const u of own) {
    const at = map.coordOf(u.hex);
    if (!at) continue;
    for (const e of enemies) {
      const there = map.coordOf(e.hex);
      if (!there) continue;
      nearest = Math.min(nearest, hexDistance(map.grid, at, there));
      seen ||= lineOfSight({ map, ...(chart ? { chart } : {}) }, there, at).clear;
    }
  }
  const inCommand = !problems.some((p) => p.rule === 'command.out-of-range' && p.counter !== undefined && ids.has(p.counter));
  const q = reserveQualification({ orders: worst, inCommand, nearestEnemy: Number.isFinite(nearest) ? nearest : 99, seen });
  return { qualifies: q.qualifies, reasons: q.reasons.map((r) => ({ met: r.met, text: r.text, source: gbacwBookCitation(r.source) })) };
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

/**
 * A shock on the picked defender's hex by the picked attackers (11.4), from the scenario's own Shock Ratio
 * Chart, Adjustments and Resolution Table. The map cannot say whether every attacker moved or from which
 * side it came, so the ratio is rounded in the defender's favour and the attack is taken from the front;
 * a flipped counter is Disordered. Attackers not under Attack or Advance Orders are named (11.12).
 */
function attack(doc: HexScenario, attackerKeys: readonly string[], defenderKey: string): AttackPreview | string {
  const defender = counterByKey(doc, defenderKey);
  if (!defender) return 'Shift-click the counter shocked.';
  const attackers = attackerKeys.map((k) => counterByKey(doc, k)).filter((a): a is PlacedCounter => a !== undefined && a.side !== defender.side && isCombat(a));
  if (attackers.length === 0) return 'Click the shocking counters (of the other side), then shift-click the counter shocked.';
  const defenders = placedCounters(doc).filter((c) => c.side === defender.side && isCombat(c) && c.hexes.includes(defender.hex));
  if (defenders.length === 0) return `${defender.counter.name} is not a combat unit: pick a unit in the hex.`;
  const problems: string[] = [];
  const ids = new Map(doc.sides.map((side) => [side.id, byId(doc, side.id)]));
  const map = indexOf(doc);
  const target = map.coordOf(defender.hex);
  for (const a of attackers) {
    const next = target !== undefined && a.hexes.some((h) => {
      const c = map.coordOf(h);
      return c !== undefined && hexDistance(map.grid, c, target) === 1;
    });
    if (!next) problems.push(`${a.counter.name} is not next to ${defender.hex}: a unit shocks an enemy in its Frontal hex (11.12).`);
    const orders = ordersOfCounter(a.counter, ids.get(a.side)!);
    if (orders === 'march') problems.push(`${a.counter.name} is under March Orders: only units under Attack or Advance Orders may shock (11.12).`);
    if (isGuns(a)) problems.push(`${a.counter.name} is artillery: guns defend in a shock but do not make one.`);
  }
  // Artillery defends with 1 SP a 4 guns, at least 1 (11.63); a counter's printed strength is its fire strength, so 1 is taken.
  const strengthOf = (c: PlacedCounter): number => (isGuns(c) ? SHOCK_STRENGTH.artillery.min : (c.counter.strength ?? 0));
  const a = attackers.filter((x) => !isGuns(x)).reduce((n, x) => n + strengthOf(x), 0);
  const d = defenders.reduce((n, x) => n + strengthOf(x), 0);
  const attackerDisordered = attackers.some((x) => x.placement.flipped);
  const defenderDisordered = defenders.some((x) => x.placement.flipped);
  const odds = gbacwShockOdds(doc.gameTables, { attacker: a, defender: d, favour: 'defender', attackerDisordered, defenderDisordered });
  if (!odds.ok) return odds.message;
  const trace: Trace = [
    { step: 'shock strengths', value: `${a} to ${d}`, detail: `${attackers.map((x) => `${x.counter.name} ${strengthOf(x)}`).join(', ')} against ${defenders.map((x) => `${x.counter.name} ${strengthOf(x)}`).join(', ')}${defenders.some(isGuns) ? '; a battery counts 1 SP (its guns are not on the counter)' : ''}`, source: gbacwLine(1917) },
    { step: 'rounding', value: 'defender', detail: 'whether every attacker moved and what terrain helps the defender is not on the map: rounded in the defender\'s favour', source: SHOCK_RATIO.defenderFavour },
    ...odds.trace,
  ];
  return {
    attackers: attackers.map((x) => x.counter.name),
    defenders: defenders.map((x) => x.counter.name),
    allowed: problems.length === 0,
    problems,
    attack: a,
    defence: d,
    odds: odds.ratio,
    shifts: [],
    column: 'Shock Resolution',
    drm: odds.drm,
    results: odds.results.map((r) => ({ result: r.band, label: r.result, chance: r.p })),
    advance: attackers.map((x) => {
      const a = advanceAfterCombat({ cause: 'shock', artillery: isGuns(x), ...advanceTerrain(doc, x, defender.hex) });
      // Whether the defender will Retreat Before Shock is the defender's choice: then the advance is voluntary (11.35).
      const rbs = a.advance === 'must' ? advanceAfterCombat({ cause: 'shock', artillery: false, retreatedBeforeShock: true }) : undefined;
      return {
        unit: x.counter.name,
        advance: a.advance,
        why: rbs ? `${a.why}; if the defender Retreats Before Shock, ${rbs.why.replace(/^the defender Retreated Before Shock: /, '')} (${gbacwBookCitation(rbs.source)})` : a.why,
        source: gbacwBookCitation(a.source),
        ...(a.terrain ? { terrain: { why: a.terrain.why, source: gbacwBookCitation(a.terrain.source) } } : {}),
      };
    }),
    trace: citedTrace(trace, BOOK),
  };
}

/** The "d" or "D" an attacker meets entering the defender's hex from its own (12.6, the Terrain Effects Chart). */
function advanceTerrain(doc: HexScenario, attacker: PlacedCounter, hex: string): { terrainDisorder?: 'd' | 'D'; disordered: boolean } {
  const chart = chartOf(doc);
  const disordered = !!attacker.placement.flipped;
  if (!chart || isGuns(attacker)) return { disordered };
  const map = indexOf(doc);
  const cost = pathCost({ map, chart, friends: new Map(), enemies: [] }, { cls: movementClass(attacker.counter, attacker.placement) }, [attacker.hex, hex]);
  const codes = cost.steps.at(-1)?.disorder ?? [];
  const code = codes.includes('D') ? 'D' : codes.length > 0 ? 'd' : undefined;
  return { disordered, ...(code ? { terrainDisorder: code } : {}) };
}

/** Who may fire, as the picked counter stands: its brigade's own Activation and the enemy's (10.11, 10.3–10.5, 10.7), In Reserve none (6.32). */
function whoMayFire(doc: HexScenario, firer: PlacedCounter): FireOpportunityPreview[] {
  const arm = isGuns(firer) ? 'artillery' : firer.counter.type === 'cavalry' ? 'cavalry' : 'infantry';
  const ids = byId(doc, firer.side);
  const orders = ordersOfCounter(firer.counter, ids);
  const facts = { arm, orders, disordered: !!firer.placement.flipped, inReserve: inReserveOfCounter(firer.counter, ids) } as const;
  return [...fireOpportunities({ ...facts, phasing: true }), ...fireOpportunities({ ...facts, phasing: false })].map((o) => ({
    occasion: FIRE_OCCASION_LABELS[o.kind],
    phasing: o.kind === 'phasing',
    allowed: o.allowed,
    why: `under ${ORDERS_LABELS[orders]} Orders: ${o.why}${o.prepared ? '; may claim Prepared Fire (+1) within its weapon\'s Prepared range' : ''}`,
    source: gbacwBookCitation(o.source),
  }));
}

/**
 * A counter's fire on a hex from where it stands (10.6 for a battery, 10.1–10.8 for small arms): the range
 * counted as the book counts it, sight, the game's Range Effects Chart for its weapon, canister at one to
 * three hexes on the Fire Table and Shot/Shell beyond on the Artillery Fire Table, small arms on the Fire
 * Table with the firing limit of a hex (8.31), and who may fire under its Orders. The odds are the
 * scenario's own tables'; a missing one is named.
 */
function artillery(doc: HexScenario, key: string, hexId: string): ArtilleryPreview | string {
  const firer = counterByKey(doc, key);
  if (!firer || !isCombat(firer)) return 'Click a battery or a firing unit first.';
  const guns = isGuns(firer);
  const mounted = firer.counter.type === 'cavalry';
  const map = indexOf(doc);
  const from = map.coordOf(firer.hex);
  const to = map.coordOf(hexId);
  if (!from || !to) return `${hexId} is not a hex of this map.`;
  const range = hexDistance(map.grid, from, to);
  const weapons = doc.gameTables?.rangeEffects?.weapons;
  if (!weapons) return `This scenario’s game tables have no Range Effects Chart: ${guns ? 'a battery’s' : 'a weapon’s'} reach and range DRMs come from the game’s own chart (Scenario ▸ GBACW game tables).`;
  const code = firer.counter.weapon;
  const weapon = weapons.find((w) => w.code === code);
  if (!weapon) return `${firer.counter.name}'s ${guns ? 'guns' : 'weapon'} (${code ?? 'no code'}) are not on the scenario's Range Effects Chart.`;
  const chart = chartOf(doc);
  const sees = range <= 1 ? null : lineOfSight({ map, ...(chart ? { chart } : {}) }, from, to).clear;
  // Mounted cavalry fires no further than two hexes in its own Activation (14.24).
  const reach = mounted ? Math.min(weapon.maxRange, MOUNTED_CAVALRY_FIRE.phasingMaxRange) : weapon.maxRange;
  const inRange = range >= 1 && range <= reach;
  const fireRights = whoMayFire(doc, firer);
  const orders = ordersOfCounter(firer.counter, byId(doc, firer.side));
  const arm = guns ? 'artillery' : mounted ? 'cavalry' : 'infantry';
  const terms = fireOpportunities({ arm, orders, phasing: true, disordered: !!firer.placement.flipped })[0]!;
  const band = weapon.drms?.find((d) => range >= d.from && range <= d.to);
  const kind = !guns ? 'small-arms' : range <= ARTILLERY.canisterRange.max ? 'canister' : 'shot-shell';
  const printed = firer.counter.strength ?? 0;
  // The most SPs one hex may fire (8.31): 7 of infantry, 4 of mounted cavalry; a lone battery 12.
  const cap = guns ? MAX_FIRE_PER_HEX.artilleryAlone : mounted ? MAX_FIRE_PER_HEX.mountedCavalry : MAX_FIRE_PER_HEX.infantry;
  const strength = Math.min(printed, cap.sps);
  const drms: FireDrmId[] = [];
  if (!guns && firer.placement.flipped) drms.push('disordered-firing');
  if (mounted) drms.push('mounted-cavalry-firing');
  if (terms.prepared && weapon.preparedRange !== undefined && range <= weapon.preparedRange) drms.push('prepared');
  const odds = gbacwFireOdds(doc.gameTables, { kind, strength, drms, ...(band?.drm ? { otherDrm: band.drm } : {}) });
  const trace: Trace = [
    { step: 'range', value: range, detail: `${firer.hex} to ${hexId}, counting the target's hex and not the firer's`, source: gbacwLine(1251) },
    { step: 'reach', value: reach, detail: `${weapon.label ?? weapon.code}: at most ${weapon.maxRange} hexes${mounted ? ', two for mounted cavalry in its own Activation' : ''}${band ? `, ${band.drm >= 0 ? '+' : ''}${band.drm} at ${band.from}–${band.to}` : ''}, from the game's Range Effects Chart`, ...(mounted ? { source: MOUNTED_CAVALRY_FIRE.source } : {}) },
    guns
      ? { step: kind === 'canister' ? 'canister' : 'Shot/Shell', value: range, detail: kind === 'canister' ? 'one to three hexes: canister, on the Fire Table' : 'four hexes or more: Shot/Shell, on the Artillery Fire Table', source: kind === 'canister' ? ARTILLERY.canisterRange.source : ARTILLERY.shotShellRange.source }
      : { step: 'small arms', value: range, detail: 'small-arms fire, on the Fire Table' , source: gbacwLine(1245) },
    ...(strength < printed ? [{ step: 'firing limit', value: strength, detail: `${printed} SPs on the counter; no more than ${cap.sps} fire from one hex`, source: cap.source }] : []),
    { step: 'Phasing Fire', value: terms.allowed ? 'may fire' : 'may not fire', detail: `under ${orders} Orders: ${terms.why}`, source: terms.source },
    ...odds.trace,
  ];
  const canFire = inRange && sees !== false && terms.allowed && odds.ok;
  return {
    battery: firer.counter.name,
    from: firer.hex,
    to: hexId,
    range,
    inRange,
    sees,
    canFire,
    strength,
    fire: guns ? 'guns' : 'small-arms',
    ...(odds.ok ? { results: odds.results.map((r) => ({ result: r.code, label: r.code, chance: r.p })), drm: odds.drm } : { problem: odds.message }),
    whoMayFire: fireRights,
    trace: citedTrace(trace, BOOK),
  };
}

export const GBACW_PREVIEW: HexRulesPreview = { modes: ['path', 'sight', 'attack', 'artillery', 'command'], path, sight, attack, artillery, command };
