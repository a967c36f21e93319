/**
 * A worker thread of a balance run (pool.ts): it is handed the scenario, its armies, the run and a range
 * of game numbers, plays each game by core's opponents and sends each record back as it is done.
 */
import { parentPort } from 'node:worker_threads';
import type { BalanceWork } from './pool';
import { setupOf } from './setup';
import { playGames } from '../../../core/balance';

parentPort?.on('message', (work: BalanceWork) => {
  try {
    const setup = setupOf(work.scenario, work.armies, work.variant);
    playGames(setup, work.request, work.from, work.to, (index, record) => parentPort!.postMessage({ index, record }));
    parentPort!.postMessage({ done: true });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
