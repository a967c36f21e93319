import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { ApiError, type OpenedFile } from '../../core/api/contract';
import type { DocumentKind } from '../../core/formats/documents';
import { formatProblem } from '../../core/formats/load';
import { validateDocument } from '../../core/formats/validate';
import { readDocumentFile, writeFileAtomic, type RecentFiles } from './files/index';

/**
 * Opening and saving document files for the API: the file services do the careful reading and the
 * atomic writing; this adds the recent-files list and refuses to write a document that would not open again.
 */
export class DocumentFiles {
  /** `read` defaults to reading in this thread; the backend passes the worker's (validation/offThread.ts). */
  constructor(
    private readonly recent: RecentFiles,
    private readonly read: typeof readDocumentFile = readDocumentFile,
  ) {}

  async open(path: string): Promise<OpenedFile> {
    const result = await this.read(path, { displayName: basename(path) });
    if (!result.ok) return { ok: false, path, problems: result.errors };
    await this.recent.add(path, { kind: result.kind, title: titleOf(result.document) });
    return { ok: true, path, kind: result.kind, content: result.document, ...(result.migratedFrom !== undefined ? { migratedFrom: result.migratedFrom } : {}) };
  }

  async save(path: string, kind: DocumentKind, content: unknown): Promise<{ path: string; savedAt: string }> {
    const problems = validateDocument(kind, content);
    if (problems.length > 0) {
      const shown = problems.slice(0, 5).map((p) => formatProblem({ file: basename(path), ...p }));
      throw new ApiError('invalid-params', `Not saved, because the ${kind} would not open again:\n${shown.join('\n')}`);
    }
    await writeFileAtomic(path, `${JSON.stringify(content, null, 2)}\n`);
    await this.recent.add(path, { kind, title: titleOf(content) });
    return { path, savedAt: new Date().toISOString() };
  }

  async writeText(path: string, text: string): Promise<{ path: string }> {
    await writeFileAtomic(path, text, { backup: false });
    return { path };
  }

  async readText(path: string): Promise<{ path: string; text: string }> {
    const info = await stat(path).catch(() => null);
    if (!info || !info.isFile()) throw new ApiError('not-found', `There is no file ${path}.`);
    if (info.size > 20 * 1024 * 1024) throw new ApiError('invalid-params', `${basename(path)} is too large to import (over 20 MB).`);
    return { path, text: await readFile(path, 'utf8') };
  }
}

function titleOf(doc: unknown): string | undefined {
  const d = doc as { title?: unknown; name?: unknown } | null;
  const t = d?.title ?? d?.name;
  return typeof t === 'string' ? t : undefined;
}
