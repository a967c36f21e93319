/**
 * The hex preview's questions put to the Blue & Grey engines (core/rules/bluegrey): a counter's path,
 * a line of sight, an attack on a hex and a battery's range, each read from the scenario's map and
 * counters; the numbers and the trace are the engines' own.
 */
import {
  BG_CLASS_OF_COUNTER_TYPE,
  BG_RESULTS,
  BG_RESULT_LABELS,
  type BgUnitClass,
  artilleryRange,
  attackOddsOnMap,
  bgIndex,
  bookCitation,
  controlledHexes,
  defaultProfileOf,
  isArtilleryClass,
  isInfantryOrCavalry,
  lineOfSight,
  mpText,
  pathCost,
  withBookCitations,
} from '../../rules/bluegrey';
import { hexDistance } from '../../hex';
import type { HexMap } from '../../model/scenario.generated';
import { citedTrace } from './cite';
import { counterByKey, placedCounters } from './counters';
import type { HexRulesPreview, HexScenario, PlacedCounter, SightBlockPreview } from './types';

const BOOK = { citation: bookCitation, inText: withBookCitations };

const classOf = (c: PlacedCounter): BgUnitClass | null => BG_CLASS_OF_COUNTER_TYPE[c.counter.type];
const hexMap = (doc: HexScenario): HexMap => doc.map as HexMap;
const rated = (doc: HexScenario) =>
  placedCounters(doc).flatMap((c) => {
    const unitClass = classOf(c);
    return unitClass ? [{ ...c, unitClass }] : [];
  });

function path(doc: HexScenario, key: string, hexes: readonly string[]) {
  const mover = counterByKey(doc, key);
  if (!mover) return 'Pick a counter on the map first.';
  const unitClass = classOf(mover);
  if (!unitClass) return `${mover.counter.name} is a ${mover.counter.type}: Blue & Grey moves only rated units.`;
  const units = rated(doc);
  const enemies = units.filter((u) => u.side !== mover.side).map((u) => ({ hex: u.hex, unitClass: u.unitClass }));
  const friends = units.filter((u) => u.side === mover.side && u.key !== key && isInfantryOrCavalry(u.unitClass)).map((u) => u.hex);
  const map = hexMap(doc);
  const cost = pathCost(map, unitClass, hexes, {
    ...(mover.counter.movement !== undefined ? { allowance: mover.counter.movement } : {}),
    enemies,
    enemyZoc: controlledHexes(map, enemies),
    friendlyInfantryOrCavalry: friends,
  });
  const said = new Map(cost.trace.filter((s) => s.step.includes('→')).map((s) => [s.step, s.detail]));
  return {
    mover: mover.counter.name,
    hexes,
    steps: cost.steps.map((s) => ({
      from: s.from,
      to: s.to,
      cost: s.mp,
      terrain: withBookCitations(said.get(`${s.from}→${s.to}`) ?? ''),
      stops: s.enemyZoc,
      ...(s.prohibited ? { refused: withBookCitations(s.prohibited) } : {}),
    })),
    total: cost.totalText,
    allowance: mpText(cost.allowance * 3),
    within: cost.withinAllowance,
    allowed: cost.allowed,
    problems: cost.problems.map(withBookCitations),
    trace: citedTrace(cost.trace, BOOK),
  };
}

function sight(doc: HexScenario, from: string, to: string) {
  const los = lineOfSight(hexMap(doc), from, to);
  const why = los.trace.filter((s) => s.step === 'blocked');
  const blocks: SightBlockPreview[] = los.blockedBy.map((b, i) => ({
    hexes: b.replace(/^ridge /, '').split(/[+/]/),
    why: withBookCitations(why[i]?.detail ?? b),
    ...(why[i]?.source ? { source: bookCitation(why[i]!.source!) } : {}),
  }));
  return {
    from,
    to,
    clear: los.clear,
    fromLevel: String(los.fromLevel),
    toLevel: String(los.toLevel),
    range: rangeBetween(doc, from, to),
    between: [...new Set(los.between.map((h) => h.hex))],
    blocks,
    trace: citedTrace(los.trace, BOOK),
  };
}

function rangeBetween(doc: HexScenario, from: string, to: string): number {
  const ix = bgIndex(hexMap(doc));
  const a = ix.coordOf(from);
  const b = ix.coordOf(to);
  return a && b ? hexDistance(ix.grid, a, b) : Number.NaN;
}

function attack(doc: HexScenario, attackerKeys: readonly string[], defenderKey: string) {
  const defender = counterByKey(doc, defenderKey);
  if (!defender) return 'Shift-click the counter attacked.';
  const units = rated(doc);
  const attackers = attackerKeys.map((k) => units.find((u) => u.key === k)).filter((u): u is NonNullable<typeof u> => u !== undefined && u.side !== defender.side);
  if (attackers.length === 0) return 'Click the attacking counters (of the other side), then shift-click the counter attacked.';
  // A hex is attacked as a whole: every unit of the defending side in it defends together (8.21).
  const defenders = units.filter((u) => u.side === defender.side && u.hexes.includes(defender.hex));
  if (defenders.length === 0) return `${defender.counter.name} has no combat strength: pick a unit in the hex.`;
  const asMap = (u: (typeof units)[number]) => ({
    id: u.counter.name,
    hex: u.hex,
    strength: u.counter.strength ?? 0,
    unitClass: u.unitClass,
    ...(isArtilleryClass(u.unitClass) ? { profile: defaultProfileOf(u.unitClass) } : {}),
  });
  const odds = attackOddsOnMap(hexMap(doc), {
    attackers: attackers.map(asMap),
    defenders: defenders.map(asMap),
    defenderFriends: units.filter((u) => u.side === defender.side && !defenders.includes(u)).map((u) => ({ hex: u.hex, unitClass: u.unitClass })),
  });
  const shift = (s: typeof odds.left) => (s ? [`${s.value > 0 ? '+' : ''}${s.value} (${s.row}, ${bookCitation(s.source)})`] : []);
  return {
    attackers: attackers.map((a) => a.counter.name),
    defenders: defenders.map((d) => d.counter.name),
    allowed: odds.allowed,
    problems: odds.problems.map(withBookCitations),
    attack: odds.attack,
    defence: odds.defence,
    odds: odds.odds,
    shifts: [...shift(odds.left), ...shift(odds.right)],
    column: odds.column,
    drm: odds.drm,
    results: BG_RESULTS.map((r) => ({ result: r, label: BG_RESULT_LABELS[r], chance: odds.results[r] })),
    trace: citedTrace(odds.trace, BOOK),
  };
}

function artillery(doc: HexScenario, key: string, hex: string) {
  const battery = counterByKey(doc, key);
  if (!battery) return 'Click a battery first.';
  const unitClass = classOf(battery);
  if (!unitClass || !isArtilleryClass(unitClass)) return `${battery.counter.name} is not artillery: click a battery.`;
  const r = artilleryRange(hexMap(doc), battery.hex, hex, { strength: battery.counter.strength ?? 0, profile: defaultProfileOf(unitClass) });
  return {
    battery: battery.counter.name,
    from: battery.hex,
    to: hex,
    range: r.range,
    inRange: r.inRange,
    sees: r.sight ? r.sight.clear : null,
    canFire: r.canAttack,
    strength: r.strength,
    trace: citedTrace(r.trace, BOOK),
  };
}

export const BLUEGREY_PREVIEW: HexRulesPreview = { modes: ['path', 'sight', 'attack', 'artillery'], path, sight, attack, artillery };
