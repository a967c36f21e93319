/**
 * Reading and checking documents off the main thread, with a time limit. A file with thousands of
 * problems, or one built to be slow, must not stop the desktop main process or the web server from
 * answering: the work runs in one worker thread (worker.ts), and a job that takes longer than the limit
 * ends the worker (a new one starts for the next job) and comes back as a problem with the file.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { DocumentKind } from '../../../core/model/documents';
import { WORK_LIMITS } from '../../../core/model/limits';
import { loadDocument, type LoadResult } from '../../../core/formats/load';
import type { SchemaProblem } from '../../../core/formats/messages';
import { readDocumentFile, type ReadDocumentOptions, type ReadDocumentResult } from '../files/index';
import { validateDocument } from '../../../core/formats/validate';
import { readPackageFile, type ReadPackageResult } from '../package/readPackage';
import type { ValidationJob } from './worker';
import { SHEET_LABELS, SHEET_MAKERS, type PrintSettings, type PrintSheet, type SheetInput, type SheetKind } from '../../../core/print';

/** Longest a print sheet may take to make (`WORK_LIMITS`, core/model/limits.ts). */
export const SHEET_TIME_LIMIT_MS = WORK_LIMITS.sheet.timeMs;
/** The memory a sheet's worker may use: a sheet of the largest table needs far less; the server's 1 GB stays whole. */
export const SHEET_MEMORY_LIMITS = { maxOldGenerationSizeMb: WORK_LIMITS.sheet.memoryMb, maxYoungGenerationSizeMb: WORK_LIMITS.youngMb } as const;

/** Longest a document may take to read and check; the bundled ones take well under a second. */
export const VALIDATION_TIME_LIMIT_MS = 20_000;

type JobInput = ValidationJob extends infer J ? (J extends ValidationJob ? Omit<J, 'id'> : never) : never;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | undefined;
  onTimeout: () => unknown;
}

/**
 * Where the worker's code is: beside the bundled main process (electron-vite builds it as
 * validation-worker.cjs, see electron.vite.config.ts) or beside the Node build of `muster` and web
 * mode (scripts/build-node.mjs), or else the TypeScript source run through tsx (the tests).
 */
function startWorker(resourceLimits?: ResourceLimits): Worker {
  const here = dirname(fileURLToPath(import.meta.url));
  // Beside this code, or above it when the Node build (scripts/build-node.mjs) put this code in a shared chunk.
  const bundled = [join(here, 'validation-worker.cjs'), join(here, '..', 'validation-worker.cjs')].find((file) => existsSync(file));
  if (bundled) return new Worker(bundled, { ...(resourceLimits ? { resourceLimits } : {}) });
  // From source: register tsx in the worker (as bin/muster.js does for the CLI), then load the TypeScript.
  const tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const source = pathToFileURL(join(here, 'worker.ts')).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); });`, { eval: true, ...(resourceLimits ? { resourceLimits } : {}) });
}

export class OffThreadValidator {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private inProcess = false;

  private readonly timeLimitMs: number;
  private readonly log: (message: string) => void;
  private readonly workerFile: string | undefined;

  private readonly resourceLimits: ResourceLimits | undefined;

  /**
   * `workerFile` replaces the worker's code (tests: a file that is not there, as in a broken package);
   * `resourceLimits` bounds the worker's memory (a job past it ends the worker, as one past the time does).
   */
  constructor(options: { timeLimitMs?: number; log?: (message: string) => void; workerFile?: string; resourceLimits?: ResourceLimits } = {}) {
    this.resourceLimits = options.resourceLimits;
    this.timeLimitMs = options.timeLimitMs ?? VALIDATION_TIME_LIMIT_MS;
    this.log = options.log ?? (() => {});
    this.workerFile = options.workerFile;
  }

  /** `readDocumentFile`, in the worker. */
  read(path: string, options: Pick<ReadDocumentOptions, 'displayName' | 'expect' | 'maxBytes'> = {}): Promise<ReadDocumentResult> {
    const name = options.displayName ?? path;
    const seconds = Math.round(this.timeLimitMs / 1000);
    return this.run({ task: 'read', path, options }, () => ({
      ok: false,
      errors: [
        {
          file: name,
          pointer: '',
          message: `Muster stopped checking this file after ${seconds} s; a Muster document takes well under a second, so it is probably not one (or is damaged)`,
        },
      ],
    })) as Promise<ReadDocumentResult>;
  }

  /** `loadDocument` of a file's text (a file dropped on web mode's page), in the worker. */
  load(name: string, text: string): Promise<LoadResult> {
    const seconds = Math.round(this.timeLimitMs / 1000);
    return this.run({ task: 'load', name, text }, () => ({
      ok: false,
      errors: [{ file: name, pointer: '', message: `Muster stopped checking this file after ${seconds} s; a Muster document takes well under a second, so it is probably not one (or is damaged)` }],
    })) as Promise<LoadResult>;
  }

  /** `readPackageFile` (the package read and checked whole), in the worker: a zip built to be slow stops at the time limit. */
  readPackage(path: string): Promise<ReadPackageResult> {
    const seconds = Math.round(this.timeLimitMs / 1000);
    return this.run({ task: 'package', path }, () => ({
      ok: false,
      problems: [`${basename(path)}: Muster stopped reading this package after ${seconds} s; a Muster package reads in a second or two, so it is damaged or was built to be slow`],
    })) as Promise<ReadPackageResult>;
  }

  /**
   * A print sheet made (its whole HTML) in the worker, within the time and memory limits: a sheet whose
   * making runs away ends its worker, never the server. Refused with `SheetStopped`.
   */
  async makeSheet(kind: SheetKind, input: SheetInput, settings: PrintSettings): Promise<PrintSheet> {
    const seconds = Math.round(this.timeLimitMs / 1000);
    const made = (await this.run({ task: 'sheet', kind, input, settings }, () => ({ stopped: `it took longer than ${seconds} s` }))) as PrintSheet | { stopped: string };
    if ('stopped' in made) throw new SheetStopped(`Muster stopped making the ${SHEET_LABELS[kind].toLowerCase()}: ${made.stopped}; a sheet is made in a second or two, so the document is far larger than a table`);
    return made;
  }

  /** `validateDocument`, in the worker. */
  validate(kind: DocumentKind, content: unknown): Promise<SchemaProblem[]> {
    const seconds = Math.round(this.timeLimitMs / 1000);
    return this.run({ task: 'validate', kind, content }, () => [
      { pointer: '', message: `checking this ${kind} took longer than ${seconds} s, so Muster stopped; it is far larger or more broken than a Muster document` },
    ]) as Promise<SchemaProblem[]>;
  }

  /**
   * Starts the worker now, while nothing waits on it, so the first file opened does not also wait for the
   * thread to start and load its code (a third of the first open of a big scenario, issue 40).
   */
  warm(): void {
    if (!this.inProcess) this.start();
  }

  /** Ends the worker (pending jobs are refused); the next job starts a new one. */
  close(): void {
    const worker = this.worker;
    this.worker = undefined;
    for (const [id, job] of this.pending) {
      clearTimeout(job.timer);
      job.reject(new Error('the document checker was closed'));
      this.pending.delete(id);
    }
    void worker?.terminate();
  }

  private run(job: JobInput, onTimeout: () => unknown): Promise<unknown> {
    if (this.inProcess) return runInProcess(job);
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, timer: undefined, onTimeout });
      this.jobs.set(id, job);
      worker.postMessage({ ...job, id });
    });
  }

  /** The clock starts when the worker takes the job (not while it waits, nor while the worker starts up). */
  private started(id: number): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      if (!this.pending.has(id)) return;
      // The worker is busy with this job and cannot be interrupted: end it; the jobs behind go to a fresh one.
      this.pending.delete(id);
      this.jobs.delete(id);
      entry.resolve(entry.onTimeout());
      this.restart();
    }, this.timeLimitMs);
  }

  private readonly jobs = new Map<number, JobInput>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = this.workerFile ? new Worker(this.workerFile) : startWorker(this.resourceLimits);
    worker.unref(); // an idle checker must not keep the process alive
    worker.on('message', (message: { id: number; started?: true; result?: unknown; error?: string }) => {
      if (message.started) return this.started(message.id);
      const job = this.pending.get(message.id);
      this.jobs.delete(message.id);
      if (!job) return;
      clearTimeout(job.timer);
      this.pending.delete(message.id);
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.result);
    });
    let answered = false;
    worker.on('message', () => (answered = true));
    worker.on('error', (error) => {
      if (this.worker === worker) this.worker = undefined;
      // A worker that never started (its file missing from a package) must not stop files opening: from
      // then on the jobs run in this thread, as before there was a worker, and the log says why.
      if (!answered) {
        this.inProcess = true;
        this.log(`The document checker thread could not start (${error.message}); checking files in the main thread.`);
      }
      for (const [id, job] of this.pending) {
        clearTimeout(job.timer);
        this.pending.delete(id);
        const input = this.jobs.get(id);
        this.jobs.delete(id);
        if (this.inProcess && input) runInProcess(input).then(job.resolve, job.reject);
        else job.reject(error);
      }
    });
    this.worker = worker;
    return worker;
  }

  private restart(): void {
    const old = this.worker;
    this.worker = undefined;
    void old?.terminate();
    const waiting = [...this.pending.keys()];
    if (waiting.length === 0) return;
    const worker = this.start();
    for (const id of waiting) {
      const job = this.jobs.get(id);
      if (job) worker.postMessage({ ...job, id });
    }
  }
}

/** A sheet whose making was stopped by the time or memory limit. */
export class SheetStopped extends Error {
  override name = 'SheetStopped';
}

/** The same jobs without a worker (only when it cannot start). */
async function runInProcess(job: JobInput): Promise<unknown> {
  if (job.task === 'load') return loadDocument(job.name, job.text);
  if (job.task === 'package') return readPackageFile(job.path);
  if (job.task === 'sheet') return SHEET_MAKERS[job.kind].make(job.input, job.settings);
  return job.task === 'read' ? readDocumentFile(job.path, job.options) : validateDocument(job.kind, job.content);
}
