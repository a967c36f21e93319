/**
 * One game of a balance run: the scenario played from its seed by two opponents to its judged result. A
 * game is its seed and the actions it made (the playtest log's own), so any game of a run opens in the
 * playtest board and replays to the same result (`replayPlaytest`).
 */
import { actionsOf, judgeVictory, nextPlayerTurn, playtestTable, rollInitiative, runOn, sideLosses, startPlaytest, turnJudged, unitLosses, type Playtest, type PlaytestAction, type PlaytestGround } from '../playtest';
import type { TabletopMap, Victory } from '../model/scenario.generated';
import type { Unit } from '../model/oob';
import { placementKey } from '../model/keys';
import { unitsByReference } from '../map/placements';
import type { Doctrine } from './doctrines';
import { sideGoals } from './goals';
import { playSideTurn } from './opponent';

/** What a balance run plays: the playtest's ground, the map as the scenario sets it, its victory conditions. */
export interface BalanceSetup {
  ground: PlaytestGround;
  map: TabletopMap;
  victory: Victory | undefined;
}

export interface GameRecord {
  seed: number;
  /** The winning side's id, or null for a draw (nothing decided it). */
  winner: string | null;
  reason: string;
  /** The turn at whose end (or during which) the result was decided. */
  decidedOnTurn: number;
  /** Casualties (figures and gun sections) each side suffered. */
  casualties: Record<string, number>;
  /** The conditions met at the end, with the side each names. */
  conditionsMet: Array<{ id: string; side: string | undefined }>;
  /** Casualties each unit inflicted (placement key), by its acts and its reactions. */
  inflicted: Record<string, number>;
  actions: PlaytestAction[];
}

/** More player turns than any scenario has: a game that goes on past its length without a judgement stops here. */
const PLAYER_TURN_LIMIT = 200;

/** Each side's casualties in a state. */
const totalCasualties = (ground: PlaytestGround, playtest: Playtest): Map<string, number> => new Map([...sideLosses(ground, playtest)].map(([s, l]) => [s, l.casualties]));

/** The units whose losses the victory count counts (a unit of a side of the scenario), by placement key. */
function unitsCounted(ground: PlaytestGround, map: TabletopMap): Map<string, Unit> {
  const out = new Map<string, Unit>();
  for (const s of ground.sides) {
    const refs = unitsByReference(s.orderOfBattle);
    for (const p of map.units ?? []) {
      const item = p.side === s.id ? refs.get(p.unit) : undefined;
      if (item && 'arm' in item) out.set(placementKey(p), item);
    }
  }
  return out;
}

/** Plays one game from `seed`, each side by its doctrine. */
export function playGame(setup: BalanceSetup, doctrines: Readonly<Record<string, Doctrine>>, seed: number): GameRecord {
  const { ground, map } = setup;
  const victory = setup.victory ?? { conditions: [] };
  let state = startPlaytest(ground, map, seed);
  const goals = sideGoals(ground, setup.victory, state, playtestTable(ground, state));
  const inflicted: Record<string, number> = {};
  const sides = new Map(playtestTable(ground, state).units.map((u) => [u.key, u.side] as const));
  const sideOf = (key: string) => sides.get(key);
  const units = unitsCounted(ground, map);
  // An act replaces the states of the units it touched and shares the others with the state before: only
  // those are counted again, each by the victory count's own reading of a unit's losses.
  const credit = (unit: string, side: string | undefined, before: Playtest, after: Playtest) => {
    let dealt = 0;
    for (const key in after.units) {
      if (after.units[key] === before.units[key]) continue;
      const u = units.get(key);
      if (!u || sideOf(key) === side) continue;
      dealt += unitLosses(u, after, key).casualties - unitLosses(u, before, key).casualties;
    }
    if (dealt > 0) inflicted[unit] = (inflicted[unit] ?? 0) + dealt;
  };
  let judged = judgeVictory(victory, ground, state);
  for (let n = 0; !judged.decided && n < PLAYER_TURN_LIMIT; n++) {
    if (!state.initiative) state = runOn(state, rollInitiative(ground));
    state = playSideTurn(ground, state, doctrines, goals, (done, before) => credit(done.unit, sideOf(done.unit), before, done.state));
    state = runOn(state, nextPlayerTurn(ground));
    judged = judgeVictory(victory, ground, state);
  }
  // A condition judged at a turn's end is settled as the next turn opens: that turn is the one before.
  const decidedOnTurn = turnJudged(state);
  return {
    seed,
    winner: judged.winner,
    reason: judged.reason,
    decidedOnTurn: Math.min(decidedOnTurn, ground.turns),
    casualties: Object.fromEntries(totalCasualties(ground, state)),
    conditionsMet: judged.conditions.filter((c) => c.standing === 'met').map((c) => ({ id: c.id, side: c.side })),
    inflicted,
    actions: actionsOf(state),
  };
}
