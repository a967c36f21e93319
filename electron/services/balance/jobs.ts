/**
 * Scenario ▸ Balance… in the app: a balance run as a job the page follows with `balance.progress` (one
 * request per look, the same over IPC and loopback HTTP) and can stop with `balance.stop`. The games are
 * played in worker threads (pool.ts), so neither the window nor the web server waits on them.
 */
import { randomUUID } from 'node:crypto';
import { ApiError, type ApiParams, type BalanceJobState } from '../../../core/api/contract';
import { nearestEven, parseVary, summariseRun, variantsOf, type BalanceRequest, type Doctrine, type GameRecord } from '../../../core/balance';
import { validateDocument } from '../../../core/formats/validate';
import type { OrderOfBattle } from '../../../core/model/oob';
import type { MusterScenario } from '../../../core/model/scenario.generated';
import { defaultJobs, runBalanceGames } from './pool';
import { setupOf, type VariantChoice } from './setup';

interface Job {
  state: BalanceJobState;
  stop: AbortController;
}

/** Finished runs nobody came back for are dropped beyond this many. */
const KEEP_FINISHED = 10;

export class BalanceJobs {
  private readonly jobs = new Map<string, Job>();

  constructor(private readonly jobsPerRun: number = defaultJobs()) {}

  start(p: ApiParams<'balance.start'>): { job: string } {
    const problems = validateDocument('scenario', p.scenario).map((e) => `${e.pointer || '/'}: ${e.message}`);
    if (problems.length) throw new ApiError('invalid-params', `Only a valid scenario can be played: ${problems.slice(0, 3).join('; ')}`);
    const scenario = p.scenario as MusterScenario;
    const armies = p.armies as Record<string, OrderOfBattle>;
    const doctrines: Record<string, Doctrine> = Object.fromEntries(scenario.sides.map((s) => [s.id, (p.doctrines[s.id] ?? 'steady') as Doctrine]));
    let setup;
    let variants: VariantChoice[] = [];
    try {
      setup = setupOf(scenario, armies);
      if (p.vary) variants = variantsOf(parseVary(p.vary), scenario.sides.map((s) => s.id)).map((v) => ({ spec: p.vary!, name: v.name }));
    } catch (e) {
      throw new ApiError('invalid-params', (e as Error).message);
    }
    const empty = setup.ground.sides.filter((s) => !(setup.map.units ?? []).some((u) => u.side === s.id));
    if (empty.length) throw new ApiError('invalid-params', `${empty.map((s) => s.name).join(' and ')} ${empty.length === 1 ? 'has' : 'have'} no units on the map: build or pick the forces and place them first.`);
    const request: BalanceRequest = { games: p.games, seed: p.seed, doctrines };
    const job = randomUUID();
    const runs = variants.length ? variants : [undefined];
    const entry: Job = {
      state: { state: 'running', done: 0, total: p.games * runs.length, playing: variants[0]?.name ?? null, summary: null, variants: [], nearestEven: null },
      stop: new AbortController(),
    };
    this.jobs.set(job, entry);
    this.forgetOld();
    void this.run(entry, scenario, armies, request, runs);
    return { job };
  }

  private async run(job: Job, scenario: MusterScenario, armies: Record<string, OrderOfBattle>, request: BalanceRequest, runs: Array<VariantChoice | undefined>): Promise<void> {
    try {
      for (const variant of runs) {
        if (job.stop.signal.aborted) break;
        const setup = setupOf(scenario, armies, variant);
        const records: GameRecord[] = [];
        const started = Date.now();
        let last = 0;
        const before = job.state.done;
        await runBalanceGames({
          scenario,
          armies,
          request,
          jobs: this.jobsPerRun,
          ...(variant ? { variant } : {}),
          signal: job.stop.signal,
          onGame: (_index, record) => {
            records.push(record);
            job.state.done = before + records.length;
            // The running summary is made again a few times a second at most: it reads every record.
            if (Date.now() - last > 200 || records.length === request.games) {
              last = Date.now();
              job.state.summary = summariseRun(setup, request, records, (Date.now() - started) / 1000);
            }
          },
        });
        const summary = summariseRun(setup, request, records, (Date.now() - started) / 1000);
        job.state.summary = summary;
        if (variant) job.state.variants.push({ variant: variant.name, summary });
        job.state.playing = runs[runs.indexOf(variant) + 1]?.name ?? null;
      }
      if (job.state.variants.length) job.state.nearestEven = nearestEven(job.state.variants, scenario.sides.map((s) => s.id));
      job.state.state = job.stop.signal.aborted ? 'stopped' : 'done';
    } catch (e) {
      job.state.state = 'failed';
      job.state.reason = (e as Error).message;
    }
  }

  progress(id: string): BalanceJobState {
    const job = this.jobs.get(id);
    if (!job) throw new ApiError('not-found', 'No balance run with that id: it finished long ago, or was never started.');
    return structuredClone(job.state);
  }

  /**
   * Asks the run to stop: the workers end and the game in hand is dropped. The run says 'stopped' once
   * the games played are summed up (a moment later), so a page that follows it sees the summary of every
   * game it counts, never one a few games behind.
   */
  stop(id: string): BalanceJobState {
    const job = this.jobs.get(id);
    if (!job) throw new ApiError('not-found', 'No balance run with that id.');
    job.stop.abort();
    return structuredClone(job.state);
  }

  private forgetOld(): void {
    const finished = [...this.jobs].filter(([, j]) => j.state.state !== 'running');
    for (const [id] of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) this.jobs.delete(id);
  }
}
