/**
 * Print and export jobs, each in a worker thread of its own with the time and memory limits of
 * `WORK_LIMITS` (core/model/limits.ts): File ▸ Print…, File ▸ Export… (app and web mode) and `muster print`
 * and `muster export` run the same jobs, so a document whose sheets, pictures or zip run away stops its
 * worker and is refused with the reason, while the thread that started it keeps answering (`/api/health`
 * in web mode, the window on the desktop) and the command line ends.
 *
 * The worker does the work (worker.ts); this thread only lends it the browser (browserHost.ts), whose every
 * call has a time limit of its own. The worker's clock counts its own work, stopped while it waits on the
 * browser; Cancel ends the worker at once.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ApiError, type ApiErrorCode } from '../../../core/api/contract';
import { WORK_LIMITS } from '../../../core/model/limits';
import type { Exported, ExportProgress } from '../export/types';
import type { BrowserHost, JobBrowser } from './browserHost';
import type { PrintedSheet, StarterMessage, WorkerMessage, WorkJob } from './worker';
import { NOT_A_WEB_WORKER } from '../notAWebWorker';

export type { PrintedSheet, WorkJob } from './worker';

/** A job stopped by its time or memory limit. */
export class JobStopped extends Error {
  override name = 'JobStopped';
}

/** Errors the worker reports are made again here under their own names, so callers tell them apart as before. */
const ERROR_CLASSES: Record<string, (message: string, code?: string) => Error> = {
  ApiError: (message, code) => new ApiError((code ?? 'internal') as ApiErrorCode, message),
};

function remade(error: { name: string; message: string; code?: string }): Error {
  const make = ERROR_CLASSES[error.name];
  if (make) return make(error.message, error.code);
  return Object.assign(new Error(error.message), { name: error.name }, error.code ? { code: error.code } : {});
}

/**
 * Where the worker's code is: beside the bundled main process (electron-vite builds it as job-worker.cjs) or
 * the Node build of `muster` and web mode (scripts/build-node.mjs), else the TypeScript source through tsx.
 */
function workerCode(): { file: string; eval: boolean } {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = [join(here, 'job-worker.cjs'), join(here, '..', 'job-worker.cjs')].find((file) => existsSync(file));
  if (bundled) return { file: bundled, eval: false };
  const tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const source = pathToFileURL(join(here, 'worker.ts')).href;
  return { file: `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); });`, eval: true };
}

export interface JobLimits {
  timeMs: number;
  memoryMb: number;
}

const LIMITS_OF: Record<WorkJob['task'], JobLimits> = {
  export: WORK_LIMITS.export,
  exportMapFile: WORK_LIMITS.export,
  sheet: WORK_LIMITS.sheet,
  printRequest: WORK_LIMITS.sheet,
};

/** What Muster says it stopped: "the export", "making the sheet". */
function stoppedWhat(job: WorkJob): string {
  return job.task === 'export' || job.task === 'exportMapFile' ? 'the export' : 'making the sheet';
}

export interface JobHooks {
  onProgress?: (p: ExportProgress) => void;
  /** Cancel: the worker is ended at once and the job rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Other limits than the job's own (tests). */
  limits?: JobLimits;
}

export class WorkJobs {
  /**
   * `keepSpare`: a worker is started ahead for the next job of each limit (the app and web mode), so a print
   * does not wait for a thread to start and load its code; the command line, which runs one job, starts none.
   */
  constructor(
    private readonly host: BrowserHost,
    private readonly options: { keepSpare?: boolean } = {},
  ) {}

  private readonly spares = new Map<number, Worker>();

  /** A worker with these limits: the spare one if it is there (and another started for the next job). */
  private workerFor(limits: JobLimits): Worker {
    const start = (): Worker => {
      const code = workerCode();
      return new Worker(code.file, { eval: code.eval, ...NOT_A_WEB_WORKER, resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: WORK_LIMITS.youngMb } });
    };
    const spare = this.spares.get(limits.memoryMb);
    this.spares.delete(limits.memoryMb);
    if (this.options.keepSpare) {
      const next = start();
      // An idle spare keeps no process alive, and one that fails is simply not there next time.
      next.unref();
      next.on('error', () => this.spares.get(limits.memoryMb) === next && this.spares.delete(limits.memoryMb));
      next.on('exit', () => this.spares.get(limits.memoryMb) === next && this.spares.delete(limits.memoryMb));
      this.spares.set(limits.memoryMb, next);
    }
    const worker = spare ?? start();
    worker.ref();
    return worker;
  }

  /** Ends the spare workers (the backend's close). */
  close(): void {
    for (const worker of this.spares.values()) void worker.terminate();
    this.spares.clear();
  }

  /** An export (a scenario's, or a map file's Tiled map) made in its worker. */
  export(job: Extract<WorkJob, { task: 'export' | 'exportMapFile' }>, hooks: JobHooks = {}): Promise<Exported> {
    return this.run(job, hooks) as Promise<Exported>;
  }

  /** A sheet made (and, for the app's request, checked) in its worker and printed. */
  print(job: Extract<WorkJob, { task: 'sheet' | 'printRequest' }>, hooks: JobHooks = {}): Promise<PrintedSheet> {
    return this.run(job, hooks) as Promise<PrintedSheet>;
  }

  private run(job: WorkJob, hooks: JobHooks): Promise<Exported | PrintedSheet> {
    const limits = hooks.limits ?? LIMITS_OF[job.task];
    hooks.signal?.throwIfAborted();
    const worker = this.workerFor(limits);
    const browser: JobBrowser = this.host();
    // Every job but a Tiled map prints or draws: the browser starts beside the worker, not after it.
    if (!(job.task === 'exportMapFile' || (job.task === 'export' && job.format === 'tmj'))) browser.warm();
    return new Promise<Exported | PrintedSheet>((resolve, reject) => {
      let ended = false;
      // The worker's own time: counted while no browser call is out, since each of those has its own limit.
      let used = 0;
      let since: number | undefined;
      let timer: NodeJS.Timeout | undefined;
      let out = 0;
      const arm = (): void => {
        clearTimeout(timer);
        timer = setTimeout(() => end(new JobStopped(`Muster stopped ${stoppedWhat(job)}: it took longer than ${Math.round(limits.timeMs / 1000)} s; it is made in seconds, so the document is far larger than a table`)), Math.max(0, limits.timeMs - used));
      };
      const pause = (): void => {
        if (out++ > 0 || since === undefined) return;
        used += Date.now() - since;
        since = undefined;
        clearTimeout(timer);
      };
      const resume = (): void => {
        if (--out > 0 || ended) return;
        since = Date.now();
        arm();
      };
      const end = (error: Error | undefined, result?: Exported | PrintedSheet): void => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        hooks.signal?.removeEventListener('abort', cancelled);
        void worker.terminate();
        void browser.release();
        if (error) reject(error);
        else resolve(result!);
      };
      const cancelled = (): void => end(hooks.signal!.reason instanceof Error ? hooks.signal!.reason : new Error('cancelled'));
      hooks.signal?.addEventListener('abort', cancelled, { once: true });
      const answer = (message: StarterMessage): void => {
        if (!ended) worker.postMessage(message);
      };
      worker.on('message', (message: WorkerMessage) => {
        if (ended) return;
        if (message.type === 'started') {
          since = Date.now();
          arm();
        } else if (message.type === 'progress') hooks.onProgress?.({ step: message.step, done: message.done, total: message.total });
        else if (message.type === 'done') end(undefined, message.result);
        else if (message.type === 'failed') end(remade(message.error));
        else {
          pause();
          const [a, b, c] = message.args as [never, never, never];
          const work =
            message.method === 'pdf' ? browser.pdf(a, b) : message.method === 'openPage' ? browser.openPage() : message.method === 'send' ? browser.send(a, b, c) : browser.closePage(a);
          work.then(
            (result) => {
              resume();
              // The PDF's bytes are handed over, not copied.
              const transfer = result instanceof Uint8Array && result.byteOffset === 0 && result.byteLength === result.buffer.byteLength ? [result.buffer as ArrayBuffer] : [];
              if (!ended) worker.postMessage({ type: 'answer', call: message.call, result } satisfies StarterMessage, transfer);
            },
            (error: unknown) => {
              resume();
              const e = error instanceof Error ? error : new Error(String(error));
              answer({ type: 'answer', call: message.call, error: { name: e.name, message: e.message } });
            },
          );
        }
      });
      worker.on('error', (error: Error & { code?: string }) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          end(new JobStopped(`Muster stopped ${stoppedWhat(job)}: it needed more than ${limits.memoryMb} MB; it needs far less, so the document is far larger than a table`));
        } else end(error);
      });
      worker.on('exit', (exitCode) => end(new Error(`the worker of ${stoppedWhat(job)} ended (exit code ${exitCode}) before it finished`)));
      // Armed now as well, so a worker that never takes its job is stopped too; armed again when it does.
      arm();
      worker.postMessage({ type: 'job', job } satisfies StarterMessage);
    });
  }
}
