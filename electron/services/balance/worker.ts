/**
 * A worker thread of a balance run (pool.ts): it is given the run as it starts (its `workerData`), then
 * handed ranges of game numbers; it plays each game by core's opponents and sends each record back as it
 * is done. The run's setup is made once, at the first batch, and kept: the games of a run share its
 * ground and everything read from it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { BalanceRun, BalanceWork } from './pool';
import { setupOf } from './setup';
import { playGames, type BalanceSetup } from '../../../core/balance';

const run = workerData as BalanceRun;
let setup: BalanceSetup | undefined;

parentPort?.on('message', (work: BalanceWork) => {
  try {
    setup ??= setupOf(run.scenario, run.armies, run.variant);
    playGames(setup, run.request, work.from, work.to, (index, record) => parentPort!.postMessage({ index, record }));
    parentPort!.postMessage({ done: true });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
