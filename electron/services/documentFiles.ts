import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, relative, resolve, isAbsolute } from 'node:path';
import { ApiError, type DroppedFile, type OpenedFile } from '../../core/api/contract';
import { documentTitle, type DocumentKind } from '../../core/formats/documents';
import { formatProblem, loadDocument, type LoadResult } from '../../core/formats/load';
import { validateDocument } from '../../core/formats/validate';
import { readDocumentFile, writeFileAtomic, type RecentFiles } from './files/index';
import type { FileGrants } from './grants';

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
    const result = await this.read(path, { displayName: basename(path) });
    if (!result.ok) return { ok: false, path, problems: result.errors };
    if (result.kind === 'scenario') this.grantArmyFiles(path, result.document);
    if (result.kind === 'campaign') this.grantCampaignScenarios(path, result.document);
    await this.recent.add(path, { kind: result.kind, title: documentTitle(result.kind, result.document) });
    return { ok: true, path, kind: result.kind, content: result.document, ...(result.migratedFrom !== undefined ? { migratedFrom: result.migratedFrom } : {}) };
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
   * is still checked to be an army before it is used.
   */
  private grantArmyFiles(scenarioPath: string, scenario: unknown): void {
    const folder = dirname(scenarioPath);
    const sides = (scenario as { sides?: Array<{ forces?: { armyFile?: unknown } }> }).sides ?? [];
    for (const side of sides) {
      const named = side.forces?.armyFile;
      if (typeof named !== 'string' || !named.toLowerCase().endsWith('.json')) continue;
      const path = resolve(folder, named);
      const rel = relative(folder, path);
      if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) continue;
      this.grants.grant(path, 'named by a scenario');
    }
  }

  /** A campaign's scenario files beside it, by the same rule as a scenario's army files: its own folder or below. */
  private grantCampaignScenarios(campaignPath: string, campaign: unknown): void {
    const folder = dirname(campaignPath);
    for (const step of (campaign as { scenarios?: Array<{ file?: unknown }> }).scenarios ?? []) {
      const named = step.file;
      if (typeof named !== 'string' || !named.toLowerCase().endsWith('.json')) continue;
      const path = resolve(folder, named);
      const rel = relative(folder, path);
      if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) continue;
      this.grants.grant(path, 'named by a campaign');
    }
  }

  async save(given: string, kind: DocumentKind, content: unknown): Promise<{ path: string; savedAt: string }> {
    const path = await this.grants.check(given, 'write');
    const problems = validateDocument(kind, content);
    if (problems.length > 0) {
      const shown = problems.slice(0, 5).map((p) => formatProblem({ file: basename(path), ...p }));
      throw new ApiError('invalid-params', `Not saved, because the ${kind} would not open again:\n${shown.join('\n')}`);
    }
    await writeFileAtomic(path, `${JSON.stringify(content, null, 2)}\n`);
    await this.recent.add(path, { kind, title: documentTitle(kind, content) });
    return { path, savedAt: new Date().toISOString() };
  }

  async writeText(given: string, text: string): Promise<{ path: string }> {
    const path = await this.grants.check(given, 'write');
    await writeFileAtomic(path, text, { backup: false });
    return { path };
  }

  async readText(given: string): Promise<{ path: string; text: string }> {
    const path = await this.grants.check(given, 'read');
    const info = await stat(path).catch(() => null);
    if (!info || !info.isFile()) throw new ApiError('not-found', `There is no file ${path}.`);
    if (info.size > 20 * 1024 * 1024) throw new ApiError('invalid-params', `${basename(path)} is too large to import (over 20 MB).`);
    return { path, text: await readFile(path, 'utf8') };
  }
}
