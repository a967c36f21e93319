/**
 * File ▸ Export… in the app: the open scenario made by its format's row of `EXPORTERS` (the same call as
 * `muster export`) and written atomically where the user chose. Printing a package's sheets takes seconds,
 * so an export runs as a job the page follows with `exports.progress` (one request per look, the same over
 * IPC and loopback HTTP) rather than one long call with nothing to show.
 */
import { referenceImageBytes, type LibraryImages } from '../ground/printUnderlays';
import { randomUUID } from 'node:crypto';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import { ApiError, type ApiParams, type ExportJobState } from '../../../core/api/contract';
import { EXPORT_FORMATS } from '../../../core/export';
import { validateDocument } from '../../../core/formats/validate';
import type { MusterScenario } from '../../../core/model/scenario.generated';
import { readDocumentFile } from '../files/index';
import type { FileGrants } from '../grants';
import type { SideArmy } from '../package/scenarioPackage';
import { EXPORTERS, ExportRefusal, writeExport, type ExportOptions } from './index';
import type { WorkJobs } from '../jobs/jobs';

export interface ExportJobsDeps {
  grants: Pick<FileGrants, 'check'>;
  /** A library army's document in the current format, or undefined when the library no longer has it. */
  libraryArmy(id: string): unknown;
  /** The images the library keeps, by content hash: a library scenario's scans, which have no folder to sit in. */
  libraryImages?: LibraryImages;
  printer?: ExportOptions['printer'];
  openDrawingPage?: ExportOptions['openDrawingPage'];
  makeSheet?: ExportOptions['makeSheet'];
  /** Runs each export in a worker of its own with time and memory limits (the app); without it, in this thread. */
  jobs?: Pick<WorkJobs, 'export'>;
}

/** Finished jobs nobody came back for are dropped beyond this many, so the map cannot grow for ever. */
const KEEP_FINISHED = 20;

export class ExportJobs {
  private readonly jobs = new Map<string, ExportJobState>();
  private readonly stops = new Map<string, AbortController>();

  constructor(private readonly deps: ExportJobsDeps) {}

  /**
   * Checks what can be checked at once (the path granted, the scenario valid, the side one of its own, the
   * armies readable) and starts the export; a problem found later ends the job as `refused`.
   */
  async start(p: ApiParams<'exports.start'>): Promise<{ job: string }> {
    const path = await this.deps.grants.check(p.path, 'write');
    const { extension, label } = EXPORT_FORMATS[p.format];
    if (!path.toLowerCase().endsWith(extension)) throw new ApiError('invalid-params', `${basename(path)}: a ${label.toLowerCase()}'s name ends in ${extension}`);
    const problems = validateDocument('scenario', p.scenario).map((e) => `${e.pointer || '/'}: ${e.message}`);
    if (problems.length) throw new ApiError('invalid-params', `Only a valid scenario can be exported: ${problems.slice(0, 3).join('; ')}`);
    const scenario = p.scenario as MusterScenario;
    if (p.side !== undefined && !scenario.sides.some((s) => s.id === p.side)) throw new ApiError('invalid-params', `${scenario.title} has no side "${p.side}"; its sides are ${scenario.sides.map((s) => s.id).join(', ')}`);

    const job = randomUUID();
    this.jobs.set(job, { state: 'running', step: 'Reading the armies', done: 0, total: 1 });
    this.forgetOldJobs();
    void this.run(job, path, p.format, scenario, p.scenarioPath, p.side);
    return { job };
  }

  /** Where the job has got to; once its end has been read it is forgotten. */
  progress(job: string): ExportJobState {
    const state = this.jobs.get(job);
    if (!state) throw new ApiError('not-found', 'That export is not known: it finished and was read, or Muster restarted since it began.');
    if (state.state !== 'running') this.jobs.delete(job);
    return state;
  }

  /** The user's Cancel: the export stops at its next step and writes nothing. */
  cancel(job: string): ExportJobState {
    const state = this.jobs.get(job);
    if (!state) throw new ApiError('not-found', 'That export is not known: it finished and was read, or Muster restarted since it began.');
    if (state.state !== 'running') return state;
    this.stops.get(job)?.abort();
    this.stops.delete(job);
    const cancelled: ExportJobState = { state: 'cancelled' };
    this.jobs.set(job, cancelled);
    return cancelled;
  }

  private async run(job: string, path: string, format: ApiParams<'exports.start'>['format'], scenario: MusterScenario, scenarioPath: string | undefined, side: string | undefined): Promise<void> {
    const stop = new AbortController();
    this.stops.set(job, stop);
    const signal = stop.signal;
    try {
      const armies = await this.armiesOf(scenario, scenarioPath);
      const images = await this.imagesOf(scenario, scenarioPath);
      const onProgress = (p: { step: string; done: number; total: number }) => !signal.aborted && this.jobs.set(job, { state: 'running', step: p.step, done: p.done, total: p.total });
      const source = { scenario, armies, images, ...(side ? { onlySide: side } : {}) };
      const exported = this.deps.jobs
        ? await this.deps.jobs.export({ task: 'export', format, source, fileName: basename(path) }, { onProgress, signal })
        : await EXPORTERS[format](source, {
            onProgress,
            signal,
            fileName: basename(path),
            ...(this.deps.printer ? { printer: this.deps.printer } : {}),
            ...(this.deps.openDrawingPage ? { openDrawingPage: this.deps.openDrawingPage } : {}),
            ...(this.deps.makeSheet ? { makeSheet: this.deps.makeSheet } : {}),
          });
      signal.throwIfAborted();
      this.jobs.set(job, { state: 'running', step: `Writing ${basename(path)}`, done: 1, total: 1 });
      await writeExport(path, exported);
      this.jobs.set(job, { state: 'done', path, summary: exported.summary });
    } catch (error) {
      // A refusal, a missing Chromium, an army that cannot be read, a full disk: each says why in words.
      // A cancelled export stays cancelled, whatever its last step threw.
      if (!signal.aborted) this.jobs.set(job, { state: 'refused', reason: error instanceof Error ? error.message : String(error) });
    } finally {
      this.stops.delete(job);
    }
  }

  /**
   * The reference images the map names, by content hash: read beside the saved scenario (granted when it was
   * opened), else the library's copy (a library scenario's, imported from a package or kept when added).
   */
  private async imagesOf(scenario: MusterScenario, scenarioPath: string | undefined): Promise<Record<string, Uint8Array>> {
    const images: Record<string, Uint8Array> = {};
    const refs = scenario.map.kind === 'tabletop' ? (scenario.map.referenceImages ?? []) : [];
    for (const ref of refs) {
      if (images[ref.image]) continue;
      const bytes = await referenceImageBytes(this.deps.grants, scenarioPath, ref, this.deps.libraryImages);
      if (!bytes && !scenarioPath) throw new ExportRefusal(`the reference image ${ref.fileName ?? ref.id} is neither in the library nor beside a saved scenario file: add it again, or save the scenario as a file beside it`);
      if (!bytes) throw new ExportRefusal(`the reference image ${ref.fileName ?? ref.id} is not found beside the scenario (by its name, or in its images/ folder) nor in the library, or has changed since it was added`);
      images[ref.image] = bytes;
    }
    return images;
  }

  /**
   * The armies of sides that do not embed theirs: an army file beside the saved scenario (granted when the
   * scenario was opened) or an army in the library. A side whose army cannot be had refuses the export.
   */
  private async armiesOf(scenario: MusterScenario, scenarioPath: string | undefined): Promise<Record<string, SideArmy>> {
    const armies: Record<string, SideArmy> = {};
    for (const side of scenario.sides) {
      if (side.forces.orderOfBattle) continue;
      const { libraryArmy, armyFile } = side.forces;
      if (libraryArmy) {
        const document = this.deps.libraryArmy(libraryArmy.id) as SideArmy['document'] | undefined;
        if (!document?.orderOfBattle) throw new ExportRefusal(`side ${side.name} uses ${libraryArmy.title}, which is no longer in the library: attach another army, or embed one`);
        armies[side.id] = { document, title: document.orderOfBattle.name };
        continue;
      }
      if (!armyFile) continue;
      if (!scenarioPath) throw new ExportRefusal(`side ${side.name} names the army file ${armyFile}, which is found beside the scenario's file: save the scenario first`);
      const folder = dirname(scenarioPath);
      const file = resolve(folder, armyFile);
      const rel = relative(folder, file);
      if (rel.startsWith('..') || isAbsolute(rel)) throw new ExportRefusal(`side ${side.name} names ${armyFile}, outside the scenario's folder`);
      const read = await readDocumentFile(await this.deps.grants.check(file, 'read'), { displayName: armyFile });
      if (!read.ok) throw new ExportRefusal(`side ${side.name}'s army file ${armyFile} cannot be used: ${read.errors.slice(0, 2).map((e) => `${e.pointer ? `${e.pointer}: ` : ''}${e.message}`).join('; ')}`);
      if (read.kind !== 'army') throw new ExportRefusal(`side ${side.name} names ${armyFile} as its army, but it is a ${read.kind} file`);
      const document = read.document as SideArmy['document'];
      armies[side.id] = { document, title: document.orderOfBattle.name };
    }
    return armies;
  }

  private forgetOldJobs(): void {
    const finished = [...this.jobs].filter(([, s]) => s.state !== 'running');
    for (const [job] of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) this.jobs.delete(job);
  }
}
