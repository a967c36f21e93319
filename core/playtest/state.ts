/**
 * A playtest: the scenario's units on its table, played. The state is plain JSON (so the history can
 * patch it and undo it like a document): the placements as the playtest moves them (a copy of the
 * scenario's map, sharing everything the playtest never touches), each unit's state (figures or gun
 * sections lost, morale level, removed), the turn, who has the initiative and whose player turn it is,
 * the dice stream's seed and place, and the event log. The scenario itself is never written: a playtest
 * becomes a file only through `situationOf` (situation.ts), as a new scenario.
 */
import { unitsByReference } from '../map/placements';
import { scenarioRenderInput, type RenderSide } from '../map/scenarioMap';
import type { Leader, OrderOfBattle, Unit } from '../model/oob';
import { previewTable, placementKey, tableUnit, type PreviewTable, type TableUnit } from '../preview/adf';
import { SpatialIndex } from '../map/spatialIndex';
import { figuresPerStand } from '../rules/adf/scales';
import type { TerrainConditions } from '../rules/adf/terrain';
import type { FigureScale, MoraleLevel, Quality } from '../model/words';
import { adfLine, type Trace } from '../rules/trace';
import type { Point } from '../map/geometry';
import type { PlaytestAction } from './actions';
import type { Board, Initiative, MusterScenario, TabletopMap, TabletopPlacement } from '../model/scenario.generated';

/** What a playtest plays on and never changes: the scenario's board, scale, sides with their orders of battle, conditions and rules of play. */
export interface PlaytestGround {
  title: string;
  board: Board;
  scale: FigureScale;
  sides: readonly RenderSide[];
  conditions: TerrainConditions;
  initiative: Initiative | undefined;
  turns: number;
}

/** One unit's state in the playtest. */
export interface UnitState {
  /** Infantry, cavalry and engineer figures lost to hits. */
  figuresLost: number;
  /** Gun sections lost to hits (batteries). */
  sectionsLost: number;
  level: MoraleLevel;
  /** Eliminated, disintegrated or taken off by hand: off the table, still in the log. */
  removed: boolean;
}

/** What the event log records; the labels are in core/vocabulary (`PLAYTEST_EVENT_LABELS`). */
export const PLAYTEST_EVENT_KINDS = ['start', 'initiative', 'phase', 'fire', 'morale', 'rally', 'move', 'charge', 'formation', 'facing', 'reform', 'status', 'remove'] as const;
export type PlaytestEventKind = (typeof PLAYTEST_EVENT_KINDS)[number];

/** Dice rolled for one purpose, each die as it fell. */
export interface PlaytestDice {
  /** What they were rolled for, in the players' words ("fire", "morale check", "Union"). */
  what: string;
  faces: number[];
}

/** A unit moved by an act: a move along its path, a charge's advance, a fall back, a rout, a follow-up. */
export interface PlaytestMove {
  /** The unit (placement key). */
  unit: string;
  /** Where its front centre stood before, and where it stands after. */
  from: Point;
  to: Point;
  /** The points it passed through on the way, for a move along a path. */
  via?: Point[];
}

export interface PlaytestEvent {
  /** The number of the action that wrote it: a fire and the morale check it caused share one. */
  act: number;
  turn: number;
  /** The active side when it happened (null before the initiative is known). */
  side: string | null;
  kind: PlaytestEventKind;
  text: string;
  dice?: PlaytestDice[];
  /** Every rules step behind it, with the book's lines. */
  trace?: Trace;
  /** The units concerned (placement keys). */
  units?: string[];
  /** What the act moved on the board, in the order it moved them: the board draws these as arrows while the act is the last. */
  moves?: PlaytestMove[];
  /** What the player did, on the first event of each action: replaying these from the seed rebuilds the game (replay.ts). */
  action?: PlaytestAction;
}

export interface Playtest {
  /** The scenario's map with the units where the playtest has moved them. */
  map: TabletopMap;
  seed: number;
  /** How many numbers the dice stream has given: where the next roll starts. */
  drawn: number;
  turn: number;
  /** The side with the initiative this turn: active first (B:2419); null until it is rolled for. */
  initiative: string | null;
  /** Which player turn of the game turn it is: 0 is the initiative side's. */
  playerTurn: number;
  /** Every placed unit's state, by placement key. */
  units: Record<string, UnitState>;
  log: PlaytestEvent[];
  /** Actions each unit has spent in this player turn (moves in fractions of an action), by placement key; cleared when the player turn ends. */
  spent?: Record<string, number>;
  /** What each reacting unit did with its one reaction this player turn (B:417), by placement key; cleared when the player turn ends. */
  reacted?: Record<string, string>;
  /**
   * The active unit whose last act may be reacted to (B:417): its key and the inches it moved (Infinity
   * for a fire or a charge, 0 for a change in place, which triggers only within 2 inches); cleared when
   * the player turn ends.
   */
  trigger?: { unit: string; movedIn: number | null };
}

/** The rules of play the playtest applies beyond the engines', each with its line of the book. */
export const PLAYTEST_RULES = {
  initiative: { text: 'The side with the initiative is active first, the other reacts; then they change over, and the turn ends (B:2419, B:2423).', source: adfLine(2419) },
  initiativeByScenario: { text: 'The initiative is almost always defined by the scenario.', source: adfLine(395) },
  mostLeadership: { text: 'Initiative goes to the side with most total leadership benefits; ties go to the side the scenario names.', source: adfLine(2126) },
  lossesOnStands: { text: 'Losses come off one stand at a time: elite units lose figures first from the larger stand, green ones from the smaller; a unit down to one stand is depleted.', source: adfLine(477) },
  depletedFiresDisordered: { text: 'A one-stand unit is depleted and fires as if it were in disorder.', source: adfLine(531) },
  depletedNoTargetDisorder: { text: 'No target disorder penalty for depleted units.', source: adfLine(825) },
  preHitStands: { text: 'When the hits of a fire leave a unit depleted, its morale check uses its state before the hits.', source: adfLine(929) },
  routedNeverFires: { text: 'A routed unit runs with its first action and tries to rally with its second: it does not fire.', source: adfLine(981) },
  routedNotTargeted: { text: 'Routed units cannot be deliberately targeted by fire.', source: adfLine(981) },
  routedNoCheck: { text: 'A unit already routed cannot be forced to take another morale check.', source: adfLine(962) },
  noSupportFromShaken: { text: 'Shaken, routed and single-stand depleted units give no morale support.', source: adfLine(1017) },
  onlyNonShakenEnemyClose: { text: 'Only a non-shaken, non-skirmishing enemy within 1 inch adds to the MMP.', source: adfLine(2535) },
  shakenNoCharge: { text: 'A shaken unit cannot advance against the enemy or charge; a routed one only runs.', source: adfLine(3161) },
  skirmishersChargeSkirmishers: { text: 'Skirmishers cannot charge, except against other skirmishers.', source: adfLine(3167) },
  chargeMove: { text: 'A charge is one action: the regular move plus the charge bonus rolled for it.', source: adfLine(2435) },
  chargeDisorder: { text: 'Elite and veteran chargers fall into disorder at half the rolled bonus, trained ones at half the whole charge, green ones charge in disorder: every charge that reaches its target arrives in disorder.', source: adfLine(2436) },
  attackerLoserShaken: { text: 'An attacker who loses the impact falls back half-inches and drops at worst to shaken.', source: adfLine(1130) },
  rout: { text: 'A unit that routs at once rolls its routed move and runs directly away from the enemy.', source: adfLine(585) },
} as const;

const FRESH: UnitState = { figuresLost: 0, sectionsLost: 0, level: 'good', removed: false };

/** The ground of a scenario played on a tabletop map, with the orders of battle its sides keep in army files; undefined on a hex map. */
export function playtestGround(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>> = {}): PlaytestGround | undefined {
  const input = scenarioRenderInput(scenario, armies);
  if (!input) return undefined;
  return {
    title: scenario.title,
    board: input.board,
    scale: input.scale,
    sides: input.sides,
    conditions: { season: scenario.weather?.season ?? 'summer', weather: scenario.weather?.fixed ?? 'dry' },
    initiative: scenario.initiative,
    turns: scenario.length.turns,
  };
}

/** A unit's state as the scenario sets it (a situation saved from a playtest), or fresh. */
function stateOf(p: TabletopPlacement): UnitState {
  const s = p.status;
  if (!s) return FRESH;
  return { figuresLost: s.figuresLost ?? 0, sectionsLost: s.sectionsLost ?? 0, level: s.morale ?? 'good', removed: false };
}

/** The state of a unit (fresh when the playtest has none for it). */
export const unitState = (playtest: Playtest, key: string): UnitState => playtest.units[key] ?? FRESH;

/** The total leadership benefit of each side's leaders on the table. */
export function leadershipOnTable(ground: PlaytestGround, playtest: Pick<Playtest, 'map' | 'units'>): Map<string, number> {
  const refs = new Map(ground.sides.map((s) => [s.id, unitsByReference(s.orderOfBattle)]));
  const totals = new Map(ground.sides.map((s) => [s.id, 0]));
  for (const p of playtest.map.units ?? []) {
    if (playtest.units[placementKey(p)]?.removed) continue;
    const item = refs.get(p.side)?.get(p.unit);
    if (item && 'lb' in item && 'role' in item) totals.set(p.side, (totals.get(p.side) ?? 0) + item.lb);
  }
  return totals;
}

/**
 * Who has the initiative at the start of a turn without dice: the scenario's side, or the side with most
 * leadership on the table (ties to the scenario's tie-break). Undefined when the scenario says to roll.
 */
export function initiativeWithoutDice(ground: PlaytestGround, playtest: Pick<Playtest, 'map' | 'units'>): { side: string; why: string; source: string } | undefined {
  const rule = ground.initiative;
  const first = ground.sides[0]?.id ?? '';
  const name = (id: string) => sideName(ground, id);
  if (!rule) return { side: first, why: `The scenario names no side with the initiative: ${name(first)}, its first side, is active first.`, source: PLAYTEST_RULES.initiativeByScenario.source };
  switch (rule.rule) {
    case 'side': {
      const side = rule.side ?? first;
      return { side, why: `${name(side)} has the initiative, as the scenario says.`, source: PLAYTEST_RULES.initiativeByScenario.source };
    }
    case 'most-leadership': {
      const totals = [...leadershipOnTable(ground, playtest)].sort((a, b) => b[1] - a[1]);
      const [best, next] = totals;
      const tie = best && next && best[1] === next[1];
      const side = tie ? (rule.tieBreak ?? best[0]) : (best?.[0] ?? first);
      const counts = totals.map(([id, lb]) => `${name(id)} ${lb}LB`).join(', ');
      return { side, why: `${counts}: ${tie ? `a tie, which goes to ${name(side)}` : `${name(side)} has the most`}.`, source: PLAYTEST_RULES.mostLeadership.source };
    }
    case 'roll-each-turn':
      return undefined;
  }
}

export const sideName = (ground: PlaytestGround, id: string): string => ground.sides.find((s) => s.id === id)?.name ?? id;

/** The sides in the order they are active this turn: the initiative side first, then the others as the scenario lists them. */
export function sidesInOrder(ground: PlaytestGround, playtest: Pick<Playtest, 'initiative'>): string[] {
  const ids = ground.sides.map((s) => s.id);
  return playtest.initiative ? [playtest.initiative, ...ids.filter((id) => id !== playtest.initiative)] : ids;
}

/** The active side now; undefined until the initiative is known. */
export function activeSide(ground: PlaytestGround, playtest: Pick<Playtest, 'initiative' | 'playerTurn'>): string | undefined {
  return playtest.initiative ? sidesInOrder(ground, playtest)[playtest.playerTurn] : undefined;
}

/** A new playtest of a scenario's units, at turn 1, from `seed`. */
export function startPlaytest(ground: PlaytestGround, map: TabletopMap, seed: number): Playtest {
  const units: Record<string, UnitState> = {};
  for (const p of map.units ?? []) units[placementKey(p)] = stateOf(p);
  const base = { map, units };
  const first = initiativeWithoutDice(ground, base);
  const start: PlaytestEvent = {
    act: 0,
    turn: 1,
    side: first?.side ?? null,
    kind: 'start',
    text: `Playtest of ${ground.title} from seed ${seed}. Turn 1 of ${ground.turns}. ${first ? first.why : 'The scenario has the initiative rolled for each turn: roll for it.'}`,
    ...(first ? { trace: [{ step: 'initiative', value: sideName(ground, first.side), detail: first.why, source: first.source }] } : {}),
  };
  return { map, seed: seed >>> 0, drawn: 0, turn: 1, initiative: first?.side ?? null, playerTurn: 0, units, log: [start] };
}

// ── strength ─────────────────────────────────────────────────────────────────

export interface Strength {
  /** Figures (infantry, cavalry, engineers) or gun sections (batteries) left. */
  left: number;
  full: number;
  /** Stands with figures on them; a battery is one stand. */
  standsLeft: number;
  stands: number;
  depleted: boolean;
  /** The word for what is lost: figures or sections. */
  noun: 'figure' | 'section';
}

/** Which stand loses figures first, by quality (B:477): the larger for elite, the smaller for green; the book leaves the others to the players, and we take the larger first so a unit holds its stands longest. */
const LOSSES_FROM_LARGER: Readonly<Record<Quality, boolean>> = { elite: true, veteran: true, trained: true, green: false };

/** The figures on each stand after `lost` figures, taken off one stand at a time in the unit's order (B:477). */
export function standsAfterLosses(unit: Unit, lost: number): number[] {
  if (unit.arm === 'artillery') return [Math.max(0, unit.sections - lost)];
  const stands = figuresPerStand(unit.figures, unit.stands === 3 ? 'three-stand' : 'two-stand');
  const order = stands.map((_, i) => i).sort((a, b) => (LOSSES_FROM_LARGER[unit.quality] ? stands[b]! - stands[a]! : stands[a]! - stands[b]!) || a - b);
  let left = lost;
  for (const i of order) {
    const off = Math.min(left, stands[i]!);
    stands[i]! -= off;
    left -= off;
  }
  return stands;
}

export function strengthOf(unit: Unit, state: UnitState): Strength {
  if (unit.arm === 'artillery') {
    const left = Math.max(0, unit.sections - state.sectionsLost);
    return { left, full: unit.sections, standsLeft: left > 0 ? 1 : 0, stands: 1, depleted: false, noun: 'section' };
  }
  const stands = standsAfterLosses(unit, state.figuresLost);
  const standsLeft = stands.filter((f) => f > 0).length;
  return { left: Math.max(0, unit.figures - state.figuresLost), full: unit.figures, standsLeft, stands: stands.length, depleted: standsLeft === 1, noun: 'figure' };
}

// ── the table ────────────────────────────────────────────────────────────────

/** A unit on the table as its losses leave it: it fires with the figures or sections it has left. */
function withLosses(u: TableUnit, state: UnitState): TableUnit {
  const unit = u.unit;
  if (!unit || (state.figuresLost === 0 && state.sectionsLost === 0)) return u;
  if (unit.arm === 'artillery') return { ...u, unit: { ...unit, sections: Math.max(1, unit.sections - state.sectionsLost) as 1 | 2 | 3 } };
  return { ...u, unit: { ...unit, figures: Math.max(1, unit.figures - state.figuresLost) } };
}

/**
 * The rules preview's table as the playtest stands: its units where they have moved, removed ones gone,
 * each firing with what it has left. `leaveOut` drops more units (a morale check leaves out the units
 * whose state means they neither support nor threaten, see `moraleTable` in commands.ts).
 */
export function playtestTable(ground: PlaytestGround, playtest: Playtest, leaveOut?: (key: string, state: UnitState) => boolean): PreviewTable {
  // The whole table of a state is asked for again and again (the board, each reading of a move, the reactions):
  // states are immutable, so it is made once per state and ground.
  if (!leaveOut) {
    const cached = TABLES.get(playtest);
    if (cached?.ground === ground) return cached.table;
    const table = makeTable(ground, playtest);
    TABLES.set(playtest, { ground, table });
    return table;
  }
  return makeTable(ground, playtest, leaveOut);
}

const TABLES = new WeakMap<Playtest, { ground: PlaytestGround; table: PreviewTable }>();

/**
 * The table's ground — its sight features, hills, crests and their indexes — comes from the map's features
 * and contours alone, which no act changes: it is read once per ground and map (a state that only moved
 * units keeps the same arrays), so a new state lays out only its units. What an opponent asks of every
 * unit every turn (the move reader's set-up) then costs the units, not the 2,000 features of a big board.
 */
const GROUNDS = new WeakMap<PlaytestGround, { map: Pick<TabletopMap, 'features' | 'contours' | 'standSizes'>; table: PreviewTable }>();
function groundTable(ground: PlaytestGround, map: TabletopMap): PreviewTable {
  const cached = GROUNDS.get(ground);
  if (cached && cached.map.features === map.features && cached.map.contours === map.contours && cached.map.standSizes === map.standSizes) return cached.table;
  const table = previewTable({ board: ground.board, map: { ...map, units: [] }, scale: ground.scale, sides: ground.sides, conditions: ground.conditions });
  GROUNDS.set(ground, { map: { features: map.features, contours: map.contours, standSizes: map.standSizes }, table });
  return table;
}

/**
 * A placement as a unit on the table, kept per placement object: a state shares every placement an act
 * did not touch with the state before it, so a new state lays out only the units that moved or changed
 * formation, and gives the others their losses (`withLosses`) only when those changed.
 */
const PLACED = new WeakMap<TabletopPlacement, { ground: PlaytestGround; standSizes: TabletopMap['standSizes']; key: string; unit: TableUnit; lost: UnitState | undefined; withLost: TableUnit }>();
const REFS = new WeakMap<PlaytestGround, Map<string, Map<string, Unit | Leader>>>();

function makeTable(ground: PlaytestGround, playtest: Playtest, leaveOut?: (key: string, state: UnitState) => boolean): PreviewTable {
  let refs = REFS.get(ground);
  if (!refs) REFS.set(ground, (refs = new Map(ground.sides.map((s) => [s.id, unitsByReference(s.orderOfBattle)]))));
  const placements: TabletopPlacement[] = [];
  const units: TableUnit[] = [];
  const input = { board: ground.board, map: { ...playtest.map, units: placements }, scale: ground.scale, sides: ground.sides, conditions: ground.conditions };
  for (const p of playtest.map.units ?? []) {
    let kept = PLACED.get(p);
    if (!kept || kept.ground !== ground || kept.standSizes !== playtest.map.standSizes) {
      // The units laid out on a bare map (a unit's stands do not depend on the ground), then set on the ground's table.
      const unit = tableUnit(p, { ...input, map: { ...input.map, features: [], contours: [] } }, refs);
      PLACED.set(p, (kept = { ground, standSizes: playtest.map.standSizes, key: unit.key, unit, lost: undefined, withLost: unit }));
    }
    const state = unitState(playtest, kept.key);
    if (state.removed || leaveOut?.(kept.key, state)) continue;
    if (kept.lost?.figuresLost !== state.figuresLost || kept.lost.sectionsLost !== state.sectionsLost) {
      kept.lost = state;
      kept.withLost = withLosses(kept.unit, state);
    }
    placements.push(p);
    units.push(kept.withLost);
  }
  // Most acts change nothing the table shows (a fire that missed, a rally, a spent action): the state
  // after them has the same map and lays out the very same units, so it is given the table already made
  // for them, and with it everything read from that table (its sight scene, its spatial index, the
  // fire previews asked of it).
  const same = leaveOut ? undefined : SAME_UNITS.get(playtest.map);
  if (same && same.ground === ground && sameUnits(same.table.units, units)) return same.table;
  // The units' spatial index is made when first searched: most states are only read for a unit or two.
  let unitIndex: SpatialIndex<string> | undefined;
  const table: PreviewTable = {
    ...groundTable(ground, playtest.map),
    units,
    unitsByKey: new Map(units.map((u) => [u.key, u])),
    get unitIndex() {
      return (unitIndex ??= SpatialIndex.of<string>(units.map((u) => [u.key, u.box] as const)));
    },
    input,
  };
  if (!leaveOut) SAME_UNITS.set(playtest.map, { ground, table });
  return table;
}

/** The last whole table laid out for a map (the placements of a state), to be given again while its units stay as they are. */
const SAME_UNITS = new WeakMap<TabletopMap, { ground: PlaytestGround; table: PreviewTable }>();

/** Whether two lists hold the very same table units in the same order. */
function sameUnits(a: readonly TableUnit[], b: readonly TableUnit[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Where each placement stands in a map's list of units, by placement key (the first, as a search would
 * find it): kept per list, which a state shares with the one before it unless an act placed a unit. An
 * act asks where its units stand many times (spending, triggering, placing, each morale supporter), and
 * a search made every placement's key again each time.
 */
const PLACEMENT_INDEX = new WeakMap<readonly TabletopPlacement[], Map<string, number>>();
export function placementIndex(playtest: Playtest, key: string): number {
  const units = playtest.map.units ?? [];
  let index = PLACEMENT_INDEX.get(units);
  if (!index) {
    index = new Map();
    for (let i = 0; i < units.length; i++) {
      const k = placementKey(units[i]!);
      if (!index.has(k)) index.set(k, i);
    }
    PLACEMENT_INDEX.set(units, index);
  }
  return index.get(key) ?? -1;
}
