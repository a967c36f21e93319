import { realpath, stat } from 'node:fs/promises';
import { NotReadableFile, readRegularText } from './files/regularFile';
import { basename, dirname, relative, resolve, isAbsolute } from 'node:path';
import { ApiError, type DroppedFile, type OpenedFile } from '../../core/api/contract';
import { documentTitle, type DocumentKind, MAX_DOCUMENT_BYTES } from '../../core/model/documents';
import { formatProblem, loadDocument, type LoadResult } from '../../core/formats/load';
import { validateDocument } from '../../core/formats/validate';
import { readDocumentFile, writeFileAtomic, type RecentFiles } from './files/index';
import type { FileGrants } from './grants';
import { referenceImageFileName } from '../../core/ground/underlay';

/**
 * Opening and saving document files for the API: the file services do the careful reading and the
 * atomic writing; this adds the recent-files list, refuses to write a document that would not open again,
 * and touches only files the user pointed at (`FileGrants`).
 */
export class DocumentFiles {
  /** `read` defaults to reading in this thread; the backend passes the worker's (validation/offThread.ts). */
  constructor(
    private readonly recent: RecentFiles,
    private readonly grants: FileGrants,
    private readonly read: typeof readDocumentFile = readDocumentFile,
    private readonly load: (name: string, text: string) => Promise<LoadResult> = async (name, text) => loadDocument(name, text),
  ) {}

  /**
   * A file dropped on web mode's page: the page sends its text, since a browser never tells it where the
   * file lies. It opens as a new, unsaved document; nothing on disk is read or granted.
   */
  async openDropped(name: string, text: string): Promise<DroppedFile> {
    const result = await this.load(name, text);
    if (!result.ok) return { ok: false, name, problems: result.errors };
    return { ok: true, name, kind: result.kind, content: result.document, ...(result.migratedFrom !== undefined ? { migratedFrom: result.migratedFrom } : {}) };
  }

  async open(given: string): Promise<OpenedFile> {
    const path = await this.grants.check(given, 'read');
    // Taken before reading: a change made while it is read shows as a change at the next save.
    const stamp = await fileStamp(path);
    const result = await this.read(path, { displayName: basename(path) });
    if (!result.ok) return { ok: false, path, problems: result.errors };
    if (result.kind === 'scenario') this.grantArmyFiles(path, result.document);
    if (result.kind === 'campaign') this.grantCampaignScenarios(path, result.document);
    await this.recent.add(path, { kind: result.kind, title: documentTitle(result.kind, result.document), ...(await this.grants.provenance(path)) });
    return {
      ok: true,
      path,
      kind: result.kind,
      content: result.document,
      ...(result.migratedFrom !== undefined ? { migratedFrom: result.migratedFrom } : {}),
      ...(stamp !== null ? { stamp } : {}),
    };
  }

  /** The file's stamp now (null when it is gone), for a window to see the file changed under it. */
  async stamp(given: string): Promise<{ stamp: string | null }> {
    return { stamp: await fileStamp(await this.grants.check(given, 'read')) };
  }

  /**
   * The version saved in a file, read and checked as `open` reads it, but not added to Open Recent and
   * granting nothing more: comparing a recovery draft with its file is not opening the file.
   */
  async readSaved(given: string): Promise<OpenedFile> {
    const path = await this.grants.check(given, 'read');
    const result = await this.read(path, { displayName: basename(path) });
    if (!result.ok) return { ok: false, path, problems: result.errors };
    return { ok: true, path, kind: result.kind, content: result.document };
  }

  /**
   * A scenario whose sides keep their orders of battle in army files beside it: opening the scenario is
   * pointing at those too, so they may be read (and saved from the army editor). Only JSON files in the
   * scenario's own folder or below it: a scenario cannot name its way out to other files, and what is read
   * is still checked to be an army before it is used. The folder is the scenario's real one and the file's
 * real location must lie in it, checked each time the file is used (a link to a file elsewhere is refused).
   */
  private grantArmyFiles(scenarioPath: string, scenario: unknown): void {
    const sides = (scenario as { sides?: Array<{ forces?: { armyFile?: unknown } }> }).sides ?? [];
    this.grantNamedFiles(scenarioPath, sides.map((side) => side.forces?.armyFile), 'named by a scenario');
    this.grantReferenceImages(scenarioPath, scenario);
  }

  /**
   * The reference images a scenario's map names, by the same rule: in its folder or its images/ folder
   * (where a package keeps them by content hash), held to that folder's real place at every use.
   */
  private grantReferenceImages(scenarioPath: string, scenario: unknown): void {
    const images = (scenario as { map?: { referenceImages?: Array<{ fileName?: unknown; image?: unknown; mediaType?: unknown }> } }).map?.referenceImages ?? [];
    const folder = dirname(scenarioPath);
    for (const r of images) {
      const names = [typeof r.fileName === 'string' ? r.fileName : undefined, typeof r.fileName === 'string' ? `images/${r.fileName}` : undefined];
      if (typeof r.image === 'string' && /^sha256:[0-9a-f]{64}$/.test(r.image)) names.push(`images/${referenceImageFileName(r.image, typeof r.mediaType === 'string' ? r.mediaType : undefined)}`);
      for (const named of names) {
        if (!named || /[\\/]\.\.|^\.\./.test(named)) continue;
        const path = resolve(folder, named);
        const rel = relative(folder, path);
        if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) continue;
        this.grants.grantWithin(path, folder, 'named by a scenario');
      }
    }
  }

  /** A campaign's scenario files beside it, by the same rule as a scenario's army files. */
  private grantCampaignScenarios(campaignPath: string, campaign: unknown): void {
    const steps = (campaign as { scenarios?: Array<{ file?: unknown }> }).scenarios ?? [];
    this.grantNamedFiles(campaignPath, steps.map((step) => step.file), 'named by a campaign');
  }

  /** The JSON files a document names, in its own folder or below, held to that folder's real place at every use. */
  private grantNamedFiles(documentPath: string, names: readonly unknown[], source: 'named by a scenario' | 'named by a campaign'): void {
    const folder = dirname(documentPath);
    for (const named of names) {
      if (typeof named !== 'string' || !named.toLowerCase().endsWith('.json')) continue;
      const path = resolve(folder, named);
      const rel = relative(folder, path);
      if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) continue;
      // A link named union.army.json reaches nothing outside the folder.
      this.grants.grantWithin(path, folder, source);
    }
  }

  /**
   * With `base` (the file's stamp when the window read or last wrote it), a file changed since — by another
   * window, or another program — is refused as a conflict rather than written over.
   */
  async save(given: string, kind: DocumentKind, content: unknown, base?: string): Promise<{ path: string; savedAt: string; stamp: string }> {
    const path = await this.grants.check(given, 'write');
    const problems = validateDocument(kind, content);
    if (problems.length > 0) {
      const shown = problems.slice(0, 5).map((p) => formatProblem({ file: basename(path), ...p }));
      throw new ApiError('invalid-params', `Not saved, because the ${kind} would not open again:\n${shown.join('\n')}`);
    }
    // The base is checked and the file written as one step: saves of one file wait for each other, so of
    // two windows saving on the same base the first writes and the second finds the file changed (a conflict).
    const saved = await this.oneAtATime(path, async () => {
      if (base !== undefined) {
        const now = await fileStamp(path);
        if (now !== base) {
          throw new ApiError(
            'conflict',
            now === null
              ? `${basename(path)} was moved or deleted after this copy was opened; it was not written.`
              : `${basename(path)} was changed on disk (by another window or program) after this copy was opened; it was not written over.`,
          );
        }
      }
      await writeFileAtomic(path, `${JSON.stringify(content, null, 2)}\n`);
      return (await fileStamp(path)) ?? '';
    });
    await this.recent.add(path, { kind, title: documentTitle(kind, content), ...(await this.grants.provenance(path)) });
    return { path, savedAt: new Date().toISOString(), stamp: saved };
  }

  /** Saves of one file (by its real place, so two names of one file share it) run one after the other. */
  private readonly writing = new Map<string, Promise<unknown>>();

  private async oneAtATime<T>(path: string, work: () => Promise<T>): Promise<T> {
    const key = await realpath(path).catch(() => path);
    const before = this.writing.get(key) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(work);
    const settled = run.catch(() => undefined);
    this.writing.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.writing.get(key) === settled) this.writing.delete(key);
    }
  }

  async writeText(given: string, text: string): Promise<{ path: string }> {
    const path = await this.grants.check(given, 'write');
    await writeFileAtomic(path, text, { backup: false });
    return { path };
  }

  async readText(given: string): Promise<{ path: string; text: string }> {
    const path = await this.grants.check(given, 'read');
    try {
      // Only a regular file, its size checked before it is read: a FIFO or a device is refused by name.
      return { path, text: await readRegularText(path, MAX_DOCUMENT_BYTES) };
    } catch (error) {
      if (error instanceof NotReadableFile) throw new ApiError(error.code === 'too-large' ? 'invalid-params' : 'not-found', `${basename(path)}: ${error.message}.`);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ApiError('not-found', `There is no file ${path}.`);
      throw error;
    }
  }
}

/**
 * What tells one version of a file from another without reading it: its inode (a save by rename, as
 * Muster's own and many editors' are, makes a new one), its modification time (as finely as the disk
 * keeps it) and its size. Null when there is no file.
 */
export async function fileStamp(path: string): Promise<string | null> {
  const info = await stat(path, { bigint: true }).catch(() => null);
  if (!info || !info.isFile()) return null;
  return `${info.ino}:${info.mtimeNs}:${info.size}`;
}
