/**
 * Map ▸ Import Elevation… in the app: each import a job in its own worker thread, which the page follows
 * with `ground.elevationProgress` (one request per look, the same over IPC and loopback HTTP) and can stop
 * with `ground.elevationCancel`, which ends the thread: a 4,000 × 4,000 DEM is not read to its end after
 * the designer said stop, and neither the window nor the web server waits on it meanwhile.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../../../core/api/contract';
import type { ElevationJobState, ElevationRequest } from '../../../core/ground';
import type { FileGrants } from '../grants';
import type { ElevationWorkerMessage } from './elevationWorker';
import { NOT_A_WEB_WORKER } from '../notAWebWorker';

interface Job {
  state: ElevationJobState;
  worker: Worker;
}

/** Finished imports nobody came back for are dropped beyond this many. */
const KEEP_FINISHED = 4;


function startWorker(): Worker {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = [join(here, 'ground-worker.cjs'), join(here, '..', 'ground-worker.cjs')].find((file) => existsSync(file));
  if (bundled) return new Worker(bundled, NOT_A_WEB_WORKER);
  const tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const source = pathToFileURL(join(here, 'elevationWorker.ts')).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); });`, { eval: true, ...NOT_A_WEB_WORKER });
}

export class ElevationJobs {
  private readonly jobs = new Map<string, Job>();
  private live = 0;

  /** Worker threads still alive: none once every import has finished or been cancelled. */
  get threads(): number {
    return this.live;
  }

  constructor(private readonly grants: FileGrants) {}

  async start(request: ElevationRequest): Promise<{ job: string }> {
    // The grant is checked here, before a thread is started: the worker is handed only a granted, real path.
    const path = await this.grants.check(request.path, 'read');
    const id = randomUUID();
    const worker = startWorker();
    this.live++;
    const job: Job = { state: { state: 'running', done: 0, step: 'Starting' }, worker };
    this.jobs.set(id, job);
    this.forgetOld();
    worker.on('message', (m: ElevationWorkerMessage) => {
      if (job.state.state !== 'running') return;
      if ('progress' in m) job.state = { state: 'running', done: m.progress, step: m.step };
      else if ('answer' in m) job.state = { state: 'done', answer: m.answer };
      else job.state = { state: 'refused', reason: m.refused };
      if (job.state.state !== 'running') void worker.terminate();
    });
    worker.on('error', (error) => {
      if (job.state.state === 'running') job.state = { state: 'refused', reason: error.message };
    });
    worker.on('exit', () => {
      this.live--;
      if (job.state.state === 'running') job.state = { state: 'refused', reason: 'the import stopped before it finished (out of memory?)' };
    });
    worker.postMessage({ path, request: { ...request, path } });
    return { job: id };
  }

  progress(id: string): ElevationJobState {
    return structuredClone(this.job(id).state);
  }

  /** Ends the import's thread; once it has exited the job says 'cancelled' (or what it finished with first). */
  async cancel(id: string): Promise<ElevationJobState> {
    const job = this.job(id);
    if (job.state.state === 'running') {
      job.state = { state: 'cancelled' };
      await job.worker.terminate();
    }
    return structuredClone(job.state);
  }

  /** Ends every running import (the app is closing). */
  async close(): Promise<void> {
    await Promise.all([...this.jobs.values()].map((j) => j.worker.terminate()));
  }

  private job(id: string): Job {
    const job = this.jobs.get(id);
    if (!job) throw new ApiError('not-found', 'No elevation import with that id: it finished long ago, or was never started.');
    return job;
  }

  private forgetOld(): void {
    const finished = [...this.jobs].filter(([, j]) => j.state.state !== 'running');
    for (const [id] of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) this.jobs.delete(id);
  }
}
