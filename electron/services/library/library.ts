import { createHash, randomUUID } from 'node:crypto';
import { ApiError } from '../../../core/api/contract';
import type { AutosaveEntry, DocumentKind, LibraryDocument, LibraryEntry, TrashEntry } from '../../../core/library/types';
import { documentProblem, draftProblem } from '../../../core/library/content';
import { namesMatching, searchNamesOf } from '../../../core/library/search';
import { withTitle } from '../../../core/model/documents';
import { validateDocument } from '../../../core/formats/validate';
import { countedUpName } from '../../../core/model/countUp';
import { GROUND_LIMITS } from '../../../core/ground/limits';
import { imageMediaType } from '../../../core/ground/underlay';
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
  deleted_at: string | null;
}

/** A search result: the document and the unit and leader names its index row holds, one a line. */
interface FoundRow extends DocumentRow {
  search_units: string;
  search_leaders: string;
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

const lines = (text: string): string[] => (text ? text.split('\n') : []);

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
 * The library of scenarios and armies. Every change is one SQLite transaction, the search index's
 * included; deletes go to the trash so they can be undone.
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

  /**
   * The documents in the library, most recently changed first; with a query, those whose name, notes,
   * units or leaders hold every word of it, best first, each with the unit and leader names it matched.
   */
  list(options: { query?: string; kind?: DocumentKind } = {}): LibraryEntry[] {
    const kindClause = options.kind ? 'AND d.kind = @kind' : '';
    if (!options.query) {
      const sql = `SELECT d.* FROM documents d WHERE d.deleted_at IS NULL ${kindClause} ORDER BY d.updated_at DESC, d.title`;
      return (this.db.prepare(sql).all({ kind: options.kind }) as DocumentRow[]).map(toEntry);
    }
    const query = options.query;
    const expression = searchExpression(query);
    if (!expression) return [];
    // A word in the name counts most, then the notes, then the units and leaders (bm25 weights by
    // column; the document id is not searched).
    const sql = `SELECT d.*, s.units AS search_units, s.leaders AS search_leaders
       FROM documents_search s JOIN documents d ON d.id = s.document_id
       WHERE documents_search MATCH @expression AND d.deleted_at IS NULL ${kindClause}
       ORDER BY bm25(documents_search, 0, 10, 4, 1, 1), d.updated_at DESC`;
    const rows = this.db.prepare(sql).all({ expression, kind: options.kind }) as FoundRow[];
    return rows.map((row) => ({
      ...toEntry(row),
      matches: namesMatching({ units: lines(row.search_units), leaders: lines(row.search_leaders) }, query),
    }));
  }

  get(id: string): LibraryDocument {
    const row = this.row(id);
    return { ...toEntry(row), content: JSON.parse(row.content) as unknown };
  }

  create(input: { kind: DocumentKind; title: string; notes?: string; content: unknown }): LibraryEntry {
    refuse(documentProblem(input.kind, input.content, input.title, validateDocument));
    const stamp = this.now().toISOString();
    const id = randomUUID();
    return this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO documents (id, kind, title, notes, format_version, content, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(id, input.kind, input.title, input.notes ?? '', formatVersionOf(input.content), JSON.stringify(input.content), stamp, stamp);
      this.index(id, input.title, input.notes ?? '', input.content);
      return toEntry(this.row(id));
    })();
  }

  /**
   * Adds several documents that belong together (a package's armies, then the scenario that names them)
   * in one transaction: `make` creates them with `create`, and if any is refused none is kept.
   */
  createTogether<T>(
    make: (
      create: (input: { kind: DocumentKind; title: string; notes?: string; content: unknown; countUp?: boolean }) => LibraryEntry,
      keepImage: (bytes: Uint8Array, what: string) => string,
    ) => T,
  ): T {
    return this.db.transaction(() =>
      make(
        (input) => (input.countUp ? this.createCountedUp(input) : this.create(input)),
        (bytes, what) => this.keepImage(bytes, what),
      ),
    )();
  }

  /**
   * Keeps a reference image by its content hash, once however many documents name it, and answers that
   * `sha256:<hex>`. The hash and the kind are read from the bytes here, never taken from the caller, so a
   * row is always the image its key names. `what` names the image in a refusal (its file, its package entry).
   */
  keepImage(bytes: Uint8Array, what: string): string {
    const mediaType = imageMediaType(bytes);
    if (!mediaType) throw new ApiError('invalid-params', `${what}: is not a PNG, JPEG or TIFF image, so the library does not keep it`);
    if (bytes.length > GROUND_LIMITS.imageBytes) throw new ApiError('invalid-params', `${what}: is over the size a reference image may be`);
    const image = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
    this.db
      .prepare('INSERT INTO images (image, media_type, bytes, added_at) VALUES (?, ?, ?, ?) ON CONFLICT (image) DO NOTHING')
      .run(image, mediaType, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), this.now().toISOString());
    return image;
  }

  /** Whether the library keeps the image (`sha256:<hex>`). */
  hasImage(image: string): boolean {
    return this.db.prepare('SELECT 1 FROM images WHERE image = ?').get(image) !== undefined;
  }

  /** A kept image's bytes whole (for a print or a package), or undefined when the library does not keep it. */
  image(image: string): { mediaType: string; bytes: Uint8Array } | undefined {
    const row = this.db.prepare('SELECT media_type, bytes FROM images WHERE image = ?').get(image) as { media_type: string; bytes: Buffer } | undefined;
    return row ? { mediaType: row.media_type, bytes: new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) } : undefined;
  }

  /**
   * At most `length` bytes of a kept image from `offset`, with its whole size: SQLite cuts the part out of
   * the blob, so a large scan is never held whole to answer one part of it.
   */
  imagePart(image: string, offset: number, length: number): { mediaType: string; bytes: Uint8Array; total: number } | undefined {
    const row = this.db
      .prepare('SELECT media_type, length(bytes) AS total, substr(bytes, @from, @length) AS part FROM images WHERE image = @image')
      .get({ image, from: offset + 1, length }) as { media_type: string; total: number; part: Buffer | null } | undefined;
    if (!row) return undefined;
    const part = row.part ?? Buffer.alloc(0);
    return { mediaType: row.media_type, bytes: new Uint8Array(part.buffer, part.byteOffset, part.byteLength), total: row.total };
  }

  /**
   * Adds a document under its own name, or, when the library already has a document of that name, under
   * the next free count of it ("Iron Brigade 2"), in its list and its content alike, as Duplicate names a
   * copy: a package imported twice gives a second set the designer can tell apart.
   */
  private createCountedUp(input: { kind: DocumentKind; title: string; notes?: string; content: unknown }): LibraryEntry {
    const titles = (this.db.prepare('SELECT title FROM documents WHERE deleted_at IS NULL').all() as { title: string }[]).map((r) => r.title);
    const taken = (name: string) => titles.some((t) => t.trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase());
    if (!taken(input.title)) return this.create(input);
    const title = countedUpName(input.title, titles);
    return this.create({ ...input, title, content: withTitle(input.kind, input.content, title) });
  }

  /**
   * Saves a new version. With `base` (the `updatedAt` the saving window's copy started from), a document
   * saved since by another window is refused as a conflict: two windows on one document lose nothing. Each
   * save moves `updatedAt` on, even within one millisecond, so it always tells versions apart. The saving
   * window's own draft (`draftKey`) goes; other windows' drafts of the document are theirs and stay.
   */
  save(input: { id: string; title?: string; notes?: string; content: unknown; base?: string; draftKey?: string }): LibraryEntry {
    return this.db.transaction(() => {
      const current = this.row(input.id);
      if (input.base !== undefined && input.base !== current.updated_at) {
        throw new ApiError(
          'conflict',
          `"${current.title}" was saved from another window after this copy was opened; it was not written over.`,
        );
      }
      const title = input.title ?? current.title;
      const notes = input.notes ?? current.notes;
      refuse(documentProblem(current.kind, input.content, title, validateDocument));
      const now = this.now();
      const after = Date.parse(current.updated_at) + 1;
      const updatedAt = new Date(Number.isFinite(after) && now.getTime() < after ? after : now.getTime()).toISOString();
      this.db
        .prepare(
          `UPDATE documents SET title = ?, notes = ?, format_version = ?, content = ?, updated_at = ? WHERE id = ?`,
        )
        .run(title, notes, formatVersionOf(input.content), JSON.stringify(input.content), updatedAt, input.id);
      this.index(input.id, title, notes, input.content);
      if (input.draftKey !== undefined) this.db.prepare('DELETE FROM autosaves WHERE key = ? AND document_id = ?').run(input.draftKey, input.id);
      return toEntry(this.row(input.id));
    })();
  }

  rename(id: string, title: string): LibraryEntry {
    return this.db.transaction(() => {
      const current = this.row(id);
      this.db.prepare('UPDATE documents SET title = ?, updated_at = ? WHERE id = ?').run(title, this.now().toISOString(), id);
      this.index(id, title, current.notes, JSON.parse(current.content) as unknown);
      return toEntry(this.row(id));
    })();
  }

  /**
   * A copy under a new id, named by counting up ("Iron Brigade 2") among the documents in the library, in
   * its list and in its content alike, so saving the copy later keeps its name. The names are read and the
   * copy written in one transaction, so two copies made at once cannot take the same name.
   */
  duplicate(id: string): LibraryEntry {
    return this.db.transaction(() => {
      const source = this.get(id);
      const titles = (this.db.prepare('SELECT title FROM documents WHERE deleted_at IS NULL').all() as { title: string }[]).map((r) => r.title);
      const title = countedUpName(source.title, titles);
      return this.create({ kind: source.kind, title, notes: source.notes, content: withTitle(source.kind, source.content, title) });
    })();
  }

  /** Moves a document to the trash, where search no longer finds it. */
  delete(id: string): { id: string } {
    return this.db.transaction(() => {
      this.row(id);
      this.db.prepare('UPDATE documents SET deleted_at = ? WHERE id = ?').run(this.now().toISOString(), id);
      this.unindex(id);
      return { id };
    })();
  }

  restore(id: string): LibraryEntry {
    return this.db.transaction(() => {
      const info = this.db.prepare('UPDATE documents SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL').run(id);
      if (info.changes === 0) throw new ApiError('not-found', `There is no deleted document ${id} to restore.`);
      const row = this.row(id);
      this.index(id, row.title, row.notes, JSON.parse(row.content) as unknown);
      return toEntry(row);
    })();
  }

  /** The documents in the trash, the most recently deleted first. */
  trash(): TrashEntry[] {
    const rows = this.db
      .prepare('SELECT * FROM documents WHERE deleted_at IS NOT NULL ORDER BY deleted_at DESC, title')
      .all() as (DocumentRow & { deleted_at: string })[];
    return rows.map((row) => ({ ...toEntry(row), deletedAt: row.deleted_at }));
  }

  /**
   * Removes a document in the trash for good, with its drafts (foreign key cascade). Its search index row
   * went when it was put in the trash.
   */
  deleteForever(id: string): { id: string } {
    return this.db.transaction(() => {
      const info = this.db.prepare('DELETE FROM documents WHERE id = ? AND deleted_at IS NOT NULL').run(id);
      if (info.changes === 0) throw new ApiError('not-found', `There is no document ${id} in the trash.`);
      this.collectImages();
      return { id };
    })();
  }

  /** Removes for good everything in the trash, or only what has sat there longer than `olderThanDays`. */
  emptyTrash(olderThanDays?: number): number {
    const cutoff = olderThanDays === undefined ? null : new Date(this.now().getTime() - olderThanDays * 86_400_000).toISOString();
    return this.db.transaction(() => {
      const removed = this.db.prepare('DELETE FROM documents WHERE deleted_at IS NOT NULL AND (@cutoff IS NULL OR deleted_at <= @cutoff)').run({ cutoff }).changes;
      this.collectImages();
      return removed;
    })();
  }

  /**
   * Removes the images no document names any more, in the library, its trash or a draft, once they are a
   * day old: an image is kept the moment it is added to a library scenario, before the scenario naming it
   * is saved. Run as documents leave the trash for good, which is when an image can stop being named.
   */
  private collectImages(): number {
    const cutoff = new Date(this.now().getTime() - 86_400_000).toISOString();
    return this.db
      .prepare(
        `WITH named (image) AS (
           SELECT json_extract(r.value, '$.image') FROM documents, json_each(documents.content, '$.map.referenceImages') AS r WHERE r.type = 'object'
           UNION SELECT json_extract(r.value, '$.image') FROM autosaves, json_each(autosaves.content, '$.map.referenceImages') AS r WHERE r.type = 'object')
         DELETE FROM images WHERE added_at <= @cutoff AND image NOT IN (SELECT image FROM named WHERE image IS NOT NULL)`,
      )
      .run({ cutoff }).changes;
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

  /** Writes a document's row of the search index afresh: its name, notes, and unit and leader names one a line. */
  private index(id: string, title: string, notes: string, content: unknown): void {
    const names = searchNamesOf(content);
    this.unindex(id);
    this.db
      .prepare('INSERT INTO documents_search (document_id, title, notes, units, leaders) VALUES (?, ?, ?, ?, ?)')
      .run(id, title, notes, names.units.join('\n'), names.leaders.join('\n'));
  }

  private unindex(id: string): void {
    this.db.prepare('DELETE FROM documents_search WHERE document_id = ?').run(id);
  }

  private row(id: string): DocumentRow {
    const row = this.db.prepare('SELECT * FROM documents WHERE id = ? AND deleted_at IS NULL').get(id) as DocumentRow | undefined;
    if (!row) throw new ApiError('not-found', `There is no document ${id} in the library.`);
    return row;
  }
}
