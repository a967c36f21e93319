/**
 * A balance run shared among worker threads: the games are handed out in small batches to whichever
 * worker is free, each game played from its own seed (core/balance `gameSeed`), and the records put
 * back in the order of their numbers, so the run is the same with one job or many. With one job the games
 * are played here, in this thread. A run can be stopped: the workers end and what was played is kept.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { playGames, type BalanceRequest, type GameRecord } from '../../../core/balance';
import type { OrderOfBattle } from '../../../core/model/oob';
import type { MusterScenario } from '../../../core/model/scenario.generated';
import { setupOf, type VariantChoice } from './setup';

/**
 * The run a worker plays games of, given to it once as it starts (its `workerData`): the worker lays the
 * ground out from it once and keeps it for every batch. Sent with each batch, it came as a fresh copy
 * each time, and every batch of eight games paid again for the ground, the units' layouts and the
 * movement grids that the games of a run share (a third more time a game).
 */
export interface BalanceRun {
  scenario: MusterScenario;
  armies: Record<string, OrderOfBattle>;
  request: BalanceRequest;
  variant?: VariantChoice;
}

/** One batch of games handed to a worker: the game numbers `from` to `to` (exclusive) of its run. */
export interface BalanceWork {
  from: number;
  to: number;
}

export interface BalanceRunOptions {
  scenario: MusterScenario;
  armies: Record<string, OrderOfBattle>;
  request: BalanceRequest;
  variant?: VariantChoice;
  /** Worker threads; 1 plays in this thread. */
  jobs: number;
  onGame?: (index: number, record: GameRecord) => void;
  /** Stops the run: the games played so far are what it returns. */
  signal?: AbortSignal;
}

/** Games a worker is handed at a time: small enough that the last batches finish together. */
const BATCH = 8;

/** As many jobs as the machine has cores, at most. */
export const defaultJobs = (): number => Math.max(1, cpus().length);

function startWorker(run: BalanceRun): Worker {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = [join(here, 'balance-worker.cjs'), join(here, '..', 'balance-worker.cjs')].find((file) => existsSync(file));
  if (bundled) return new Worker(bundled, { workerData: run });
  const tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const source = pathToFileURL(join(here, 'worker.ts')).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); });`, { eval: true, workerData: run });
}

/** Plays the run's games; the records come back in the order of their numbers (those played, when stopped). */
export async function runBalanceGames(options: BalanceRunOptions): Promise<GameRecord[]> {
  const { request } = options;
  const records: Array<GameRecord | undefined> = new Array(request.games);
  const keep = (index: number, record: GameRecord): void => {
    records[index] = record;
    options.onGame?.(index, record);
  };
  if (options.jobs <= 1) {
    const setup = setupOf(options.scenario, options.armies, options.variant);
    for (let i = 0; i < request.games && !options.signal?.aborted; i++) {
      playGames(setup, request, i, i + 1, keep);
      // Let a stop (and a progress request) in between games.
      await new Promise((r) => setImmediate(r));
    }
    return records.filter((r): r is GameRecord => r !== undefined);
  }
  let next = 0;
  const run: BalanceRun = { scenario: options.scenario, armies: options.armies, request, ...(options.variant ? { variant: options.variant } : {}) };
  const workers = Array.from({ length: Math.min(options.jobs, Math.ceil(request.games / BATCH)) }, () => startWorker(run));
  const stopAll = () => void Promise.all(workers.map((w) => w.terminate()));
  options.signal?.addEventListener('abort', stopAll, { once: true });
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const handOut = (): void => {
              if (next >= request.games || options.signal?.aborted) {
                resolve();
                return;
              }
              const from = next;
              next = Math.min(request.games, next + BATCH);
              const work: BalanceWork = { from, to: next };
              worker.postMessage(work);
            };
            worker.on('message', (m: { index?: number; record?: GameRecord; done?: boolean; error?: string }) => {
              if (m.error) reject(new Error(m.error));
              else if (m.record && m.index !== undefined) keep(m.index, m.record);
              else if (m.done) handOut();
            });
            worker.on('error', reject);
            worker.on('exit', () => resolve());
            handOut();
          }),
      ),
    );
  } finally {
    options.signal?.removeEventListener('abort', stopAll);
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return records.filter((r): r is GameRecord => r !== undefined);
}
