/**
 * The Balance dialog's following of a run (renderer/src/views/balance/balanceRun.svelte.ts) against the
 * app's real backend for it (electron/services/balance BalanceJobs, playing in this thread): a run of
 * T'ain't No Militia followed to its end with the same numbers core gives for the seed, a long run stopped
 * part-way with the summary of exactly the games it played, and a run the backend refuses shown with the
 * backend's reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiMethods } from '../../core/api/contract';
import { runBalance, type BalanceSetup } from '../../core/balance';
import type { OrderOfBattle } from '../../core/model/oob';
import { playtestGround } from '../../core/playtest';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { BalanceJobs } from '../../electron/services/balance/jobs';
import { BalanceRun, LOOK_EVERY_MS } from '../../renderer/src/views/balance/balanceRun.svelte';

const SCENARIOS = join(import.meta.dirname, '../../scenarios');
const read = <T>(file: string): T => JSON.parse(readFileSync(join(SCENARIOS, file), 'utf8')) as T;
const scenario = read<MusterScenario>('taint-no-militia.scenario.json');
const armies: Record<string, OrderOfBattle> = {
  union: read<{ orderOfBattle: OrderOfBattle }>('taint-no-militia.army-union.json').orderOfBattle,
  confederate: read<{ orderOfBattle: OrderOfBattle }>('taint-no-militia.army-confederate.json').orderOfBattle,
};
const setup: BalanceSetup = { ground: playtestGround(scenario, armies)!, map: scenario.map as TabletopMap, victory: scenario.victory };

type Method = 'balance.start' | 'balance.progress' | 'balance.stop';

/** The API as the page reaches it, answered by the backend's own jobs (one job: games in this thread), each call logged. */
function backend() {
  const jobs = new BalanceJobs(1);
  const calls: Method[] = [];
  const call = async <M extends Method>(method: M, params: ApiMethods[M]['params']): Promise<ApiMethods[M]['result']> => {
    calls.push(method);
    // As over IPC or HTTP: the answer comes in a later task, a copy of the backend's.
    await Promise.resolve();
    if (method === 'balance.start') return jobs.start(params as ApiMethods['balance.start']['params']) as ApiMethods[M]['result'];
    if (method === 'balance.progress') return jobs.progress((params as { job: string }).job) as ApiMethods[M]['result'];
    return jobs.stop((params as { job: string }).job) as ApiMethods[M]['result'];
  };
  return { call, calls };
}

/** The dialog's clock, made short: the games (played between the looks) go on while it waits. */
const waits: number[] = [];
const briefly = (ms: number) => {
  waits.push(ms);
  return new Promise<void>((r) => setTimeout(r, 5));
};

const base = { scenario: scenario as unknown as Record<string, unknown>, armies: armies as unknown as Record<string, unknown> };

describe('following a balance run in the Balance dialog', () => {
  it('follows a run to its end: the progress grows to every game and the summary is core’s for the seed', { timeout: 120_000 }, async () => {
    const api = backend();
    const run = new BalanceRun(api.call, briefly);
    waits.length = 0;
    const seen: number[] = [];
    const following = run.start({ ...base, games: 4, seed: 17, doctrines: { union: 'steady', confederate: 'bold' } });
    // While it runs: running, and the games done never go back.
    const look = setInterval(() => run.state && seen.push(run.state.done), 1);
    const last = await following;
    clearInterval(look);
    expect(last?.state).toBe('done');
    expect(run.state).toEqual(last);
    expect(run.running).toBe(false);
    expect(run.error).toBeUndefined();
    expect(last!.done).toBe(4);
    expect(last!.total).toBe(4);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.every((ms) => ms === LOOK_EVERY_MS)).toBe(true);
    expect(api.calls[0]).toBe('balance.start');
    expect(api.calls.slice(1).every((m) => m === 'balance.progress')).toBe(true);
    const core = runBalance(setup, { games: 4, seed: 17, doctrines: { union: 'steady', confederate: 'bold' } }).summary;
    expect({ ...last!.summary, gamesPerSecond: 0 }).toEqual({ ...core, gamesPerSecond: 0 });
  });

  it('stops a long run part-way: it says stopped, with the summary of exactly the games played', { timeout: 120_000 }, async () => {
    const api = backend();
    let run: BalanceRun;
    let asked = false;
    // Stop is pressed at the first look that sees two games played.
    run = new BalanceRun(api.call, async (ms) => {
      if (!asked && (run.state?.done ?? 0) >= 2) {
        asked = true;
        void run.stop();
        expect(run.stopping).toBe(true);
      }
      await briefly(ms);
    });
    const last = await run.start({ ...base, games: 500, seed: 4, doctrines: { union: 'hold', confederate: 'hold' } });
    expect(asked).toBe(true);
    expect(api.calls).toContain('balance.stop');
    expect(last?.state).toBe('stopped');
    expect(run.state?.state).toBe('stopped');
    expect(run.running).toBe(false);
    expect(run.stopping).toBe(false);
    expect(last!.total).toBe(500);
    expect(last!.done).toBeGreaterThanOrEqual(2);
    expect(last!.done).toBeLessThan(500);
    // The summary counts the games the progress counts, and they are the run's first games.
    expect(last!.summary!.games).toBe(last!.done);
    const core = runBalance(setup, { games: last!.done, seed: 4, doctrines: { union: 'hold', confederate: 'hold' } }).summary;
    expect({ ...last!.summary, gamesPerSecond: 0 }).toEqual({ ...core, gamesPerSecond: 0 });
    // Stop after the end does nothing.
    const calls = api.calls.length;
    await run.stop();
    expect(api.calls.length).toBe(calls);
  });

  it('shows the backend’s reason when it refuses a run, and has no state', async () => {
    const api = backend();
    const run = new BalanceRun(api.call, briefly);
    const hex = read<MusterScenario>('hex-example.scenario.json');
    const last = await run.start({ scenario: hex as unknown as Record<string, unknown>, armies: {}, games: 10, seed: 1, doctrines: {} });
    expect(last).toBeUndefined();
    expect(run.state).toBeUndefined();
    expect(run.running).toBe(false);
    expect(run.error).toMatch(/hex map: the balance lab plays ADF tabletop scenarios/);
  });
});
