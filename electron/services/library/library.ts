import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../core/api/contract';
import type { AutosaveEntry, DocumentKind, LibraryDocument, LibraryEntry } from '../../../core/library/types';
import { documentProblem, draftProblem } from '../../../core/library/content';
import { validateDocument } from '../../../core/formats/validate';
import { openLibraryDatabase, type Db } from './database';

interface DocumentRow {
  id: string;
  kind: DocumentKind;
  title: string;
  notes: string;
  format_version: number;
  content: string;
  created_at: string;
  updated_at: string;
}

interface AutosaveRow {
  key: string;
  kind: DocumentKind;
  title: string;
  document_id: string | null;
  file_path: string | null;
  content: string;
  saved_at: string;
}

const toEntry = (row: DocumentRow): LibraryEntry => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  notes: row.notes,
  formatVersion: row.format_version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toAutosave = (row: AutosaveRow): AutosaveEntry => ({
  key: row.key,
  kind: row.kind,
  title: row.title,
  documentId: row.document_id,
  path: row.file_path,
  savedAt: row.saved_at,
});

/** Documents carry their own `formatVersion`; one without it is taken as version 1. */
function formatVersionOf(content: unknown): number {
  const v = (content as { formatVersion?: unknown } | null)?.formatVersion;
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 1;
}

/** Stops a change the library must not store, with words the user can act on. */
function refuse(problem: string | undefined): void {
  if (problem !== undefined) throw new ApiError('invalid-params', problem);
}

/**
 * Turns what a user types into an FTS5 query: every word must match, each as a prefix, and the
 * user's quotes and operators are taken literally rather than as query syntax.
 */
export function searchExpression(query: string): string | null {
  const words = query.match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return null;
  return words.map((w) => `"${w}"*`).join(' AND ');
}

/**
 * The library of scenarios and armies. Every change is one SQLite transaction; deletes go to the
 * trash so they can be undone.
 */
export class Library {
  private constructor(
    readonly file: string,
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  static open(file: string, options: { now?: () => Date } = {}): Library {
    return new Library(file, openLibraryDatabase(file), options.now ?? (() => new Date()));
  }

  close(): void {
    this.db.close();
  }

  list(options: { query?: string; kind?: DocumentKind } = {}): LibraryEntry[] {
    const expression = options.query ? searchExpression(options.query) : null;
    const kindClause = options.kind ? 'AND d.kind = @kind' : '';
    if (options.query && !expression) return [];
    const sql = expression
      ? `SELECT d.* FROM documents_search s JOIN documents d ON d.rowid = s.rowid
         WHERE documents_search MATCH @expression AND d.deleted_at IS NULL ${kindClause}
         ORDER BY s.rank, d.updated_at DESC`
      : `SELECT d.* FROM documents d WHERE d.deleted_at IS NULL ${kindClause} ORDER BY d.updated_at DESC, d.title`;
    const rows = this.db.prepare(sql).all({ expression, kind: options.kind }) as DocumentRow[];
    return rows.map(toEntry);
  }

  get(id: string): LibraryDocument {
    const row = this.row(id);
    return { ...toEntry(row), content: JSON.parse(row.content) as unknown };
  }

  create(input: { kind: DocumentKind; title: string; notes?: string; content: unknown }): LibraryEntry {
    refuse(documentProblem(input.kind, input.content, input.title, validateDocument));
    const stamp = this.now().toISOString();
    const id = randomUUID();
    this.db
      .prepare(
        `INSERT INTO documents (id, kind, title, notes, format_version, content, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, input.kind, input.title, input.notes ?? '', formatVersionOf(input.content), JSON.stringify(input.content), stamp, stamp);
    return toEntry(this.row(id));
  }

  /** Saving a document also clears its autosaved draft: the draft is now the saved version. */
  save(input: { id: string; title?: string; notes?: string; content: unknown }): LibraryEntry {
    return this.db.transaction(() => {
      const current = this.row(input.id);
      refuse(documentProblem(current.kind, input.content, input.title ?? current.title, validateDocument));
      this.db
        .prepare(
          `UPDATE documents SET title = ?, notes = ?, format_version = ?, content = ?, updated_at = ? WHERE id = ?`,
        )
        .run(
          input.title ?? current.title,
          input.notes ?? current.notes,
          formatVersionOf(input.content),
          JSON.stringify(input.content),
          this.now().toISOString(),
          input.id,
        );
      this.db.prepare('DELETE FROM autosaves WHERE document_id = ?').run(input.id);
      return toEntry(this.row(input.id));
    })();
  }

  rename(id: string, title: string): LibraryEntry {
    this.row(id);
    this.db.prepare('UPDATE documents SET title = ?, updated_at = ? WHERE id = ?').run(title, this.now().toISOString(), id);
    return toEntry(this.row(id));
  }

  duplicate(id: string): LibraryEntry {
    const source = this.get(id);
    return this.create({ kind: source.kind, title: `${source.title} (copy)`, notes: source.notes, content: source.content });
  }

  delete(id: string): { id: string } {
    this.row(id);
    this.db.prepare('UPDATE documents SET deleted_at = ? WHERE id = ?').run(this.now().toISOString(), id);
    return { id };
  }

  restore(id: string): LibraryEntry {
    const info = this.db.prepare('UPDATE documents SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL').run(id);
    if (info.changes === 0) throw new ApiError('not-found', `There is no deleted document ${id} to restore.`);
    return toEntry(this.row(id));
  }

  /** Removes for good what has sat in the trash longer than `olderThanDays`. */
  emptyTrash(olderThanDays = 30): number {
    const cutoff = new Date(this.now().getTime() - olderThanDays * 86_400_000).toISOString();
    return this.db.prepare('DELETE FROM documents WHERE deleted_at IS NOT NULL AND deleted_at <= ?').run(cutoff).changes;
  }

  autosave(input: { key: string; kind: DocumentKind; title: string; documentId: string | null; path?: string | null; content: unknown }): { savedAt: string } {
    // A draft may be invalid mid-edit: only its shape, depth and size are checked (core/library/content.ts).
    refuse(draftProblem(input.kind, input.content, input.title));
    const savedAt = this.now().toISOString();
    if (input.documentId) this.row(input.documentId);
    this.db
      .prepare(
        `INSERT INTO autosaves (key, kind, title, document_id, file_path, content, saved_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, title = excluded.title, document_id = excluded.document_id,
           file_path = excluded.file_path, content = excluded.content, saved_at = excluded.saved_at`,
      )
      .run(input.key, input.kind, input.title, input.documentId, input.path ?? null, JSON.stringify(input.content), savedAt);
    return { savedAt };
  }

  autosaves(): AutosaveEntry[] {
    const rows = this.db.prepare('SELECT * FROM autosaves ORDER BY saved_at DESC').all() as AutosaveRow[];
    return rows.map(toAutosave);
  }

  recover(key: string): AutosaveEntry & { content: unknown } {
    const row = this.db.prepare('SELECT * FROM autosaves WHERE key = ?').get(key) as AutosaveRow | undefined;
    if (!row) throw new ApiError('not-found', `There is no autosaved draft ${key}.`);
    return { ...toAutosave(row), content: JSON.parse(row.content) as unknown };
  }

  discardAutosave(key: string): { key: string } {
    this.db.prepare('DELETE FROM autosaves WHERE key = ?').run(key);
    return { key };
  }

  private row(id: string): DocumentRow {
    const row = this.db.prepare('SELECT * FROM documents WHERE id = ? AND deleted_at IS NULL').get(id) as DocumentRow | undefined;
    if (!row) throw new ApiError('not-found', `There is no document ${id} in the library.`);
    return row;
  }
}
