/**
 * One game of a balance run: the scenario played from its seed by two opponents to its judged result. A
 * game is its seed and the actions it made (the playtest log's own), so any game of a run opens in the
 * playtest board and replays to the same result (`replayPlaytest`).
 */
import { actionsOf, judgeVictory, nextPlayerTurn, playtestTable, rollInitiative, runOn, sideLosses, startPlaytest, type Playtest, type PlaytestAction, type PlaytestGround } from '../playtest';
import type { TabletopMap, Victory } from '../model/scenario.generated';
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

/** Each side's casualties in a state; a state is immutable and is asked after one act and before the next, so it is counted once. */
const CASUALTIES = new WeakMap<Playtest, Map<string, number>>();
function totalCasualties(ground: PlaytestGround, playtest: Playtest): Map<string, number> {
  let counted = CASUALTIES.get(playtest);
  if (!counted) CASUALTIES.set(playtest, (counted = new Map([...sideLosses(ground, playtest)].map(([s, l]) => [s, l.casualties]))));
  return counted;
}

/** Plays one game from `seed`, each side by its doctrine. */
export function playGame(setup: BalanceSetup, doctrines: Readonly<Record<string, Doctrine>>, seed: number): GameRecord {
  const { ground, map } = setup;
  const victory = setup.victory ?? { conditions: [] };
  let state = startPlaytest(ground, map, seed);
  const goals = sideGoals(ground, setup.victory, state, playtestTable(ground, state));
  const inflicted: Record<string, number> = {};
  const credit = (unit: string, side: string | undefined, before: Playtest, after: Playtest) => {
    const was = totalCasualties(ground, before);
    const now = totalCasualties(ground, after);
    let dealt = 0;
    for (const [s, n] of now) if (s !== side) dealt += n - (was.get(s) ?? 0);
    if (dealt > 0) inflicted[unit] = (inflicted[unit] ?? 0) + dealt;
  };
  const sides = new Map(playtestTable(ground, state).units.map((u) => [u.key, u.side] as const));
  const sideOf = (key: string) => sides.get(key);
  let judged = judgeVictory(victory, ground, state);
  for (let n = 0; !judged.decided && n < PLAYER_TURN_LIMIT; n++) {
    if (!state.initiative) state = runOn(state, rollInitiative(ground));
    state = playSideTurn(ground, state, doctrines, goals, (done, before) => credit(done.unit, sideOf(done.unit), before, done.state));
    state = runOn(state, nextPlayerTurn(ground));
    judged = judgeVictory(victory, ground, state);
  }
  // A condition judged at a turn's end is settled as the next turn opens: that turn is the one before.
  const decidedOnTurn = state.playerTurn === 0 && state.turn > 1 ? state.turn - 1 : state.turn;
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
