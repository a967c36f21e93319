/**
 * A balance run: N games of a scenario from one seed, each side by its doctrine. Game i is played from
 * `gameSeed(seed, i)` whoever plays it, so a run shared among workers (`--jobs`, the app's workers) gives
 * the same games, and the summary is the same, as one played in turn.
 */
import { playtestTable, startPlaytest } from '../playtest';
import type { Doctrine } from './doctrines';
import { playGame, type BalanceSetup, type GameRecord } from './game';
import { gameSeed } from './stats';
import { summarise, type BalanceSummary } from './summary';

export interface BalanceRequest {
  games: number;
  seed: number;
  doctrines: Record<string, Doctrine>;
}

/** The games numbered `from` to `to` (exclusive) of a run: what one worker plays. */
export function playGames(setup: BalanceSetup, request: BalanceRequest, from: number, to: number, onGame?: (index: number, record: GameRecord) => void): GameRecord[] {
  const out: GameRecord[] = [];
  for (let i = from; i < to; i++) {
    const record = playGame(setup, request.doctrines, gameSeed(request.seed, i));
    out.push(record);
    onGame?.(i, record);
  }
  return out;
}

/** The summary of a run's games, in the order of their numbers. */
export function summariseRun(setup: BalanceSetup, request: BalanceRequest, records: readonly GameRecord[], seconds: number): BalanceSummary {
  const table = playtestTable(setup.ground, startPlaytest(setup.ground, setup.map, 0));
  return summarise(records, {
    seed: request.seed,
    doctrines: request.doctrines,
    sides: setup.ground.sides,
    conditionIds: (setup.victory?.conditions ?? []).map((c) => c.id),
    unitNames: new Map(table.units.map((u) => [u.key, { name: u.name, side: u.side }])),
    seconds,
  });
}

/** A whole run in this thread (tests, one job). */
export function runBalance(setup: BalanceSetup, request: BalanceRequest, now: () => number = Date.now): { summary: BalanceSummary; records: GameRecord[] } {
  const t0 = now();
  const records = playGames(setup, request, 0, request.games);
  return { summary: summariseRun(setup, request, records, (now() - t0) / 1000), records };
}
