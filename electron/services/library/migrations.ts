/**
 * Numbered forward migrations of the library database. `PRAGMA user_version` records the last one applied.
 * Never edit a migration that has shipped: add the next number instead.
 */
import type Database from 'better-sqlite3';
import { searchNamesOf } from '../../../core/library/search';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * Work SQL cannot do, run after `sql` in the same transaction: filling an index from each document's
   * JSON with Muster's own reading of it.
   */
  fill?: (db: Database.Database) => void;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'documents',
    sql: `
      CREATE TABLE documents (
        id             TEXT PRIMARY KEY,
        kind           TEXT NOT NULL CHECK (kind IN ('scenario', 'army')),
        title          TEXT NOT NULL,
        notes          TEXT NOT NULL DEFAULT '',
        format_version INTEGER NOT NULL,
        content        TEXT NOT NULL CHECK (json_valid(content)),
        created_at     TEXT NOT NULL,
        updated_at     TEXT NOT NULL
      );
      CREATE INDEX documents_by_kind ON documents (kind, updated_at);
    `,
  },
  {
    version: 2,
    name: 'full-text search on names and notes',
    // External-content FTS5: the index holds only tokens; triggers keep it in step with documents.
    sql: `
      CREATE VIRTUAL TABLE documents_search USING fts5(
        title, notes, content = 'documents', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2'
      );
      CREATE TRIGGER documents_search_insert AFTER INSERT ON documents BEGIN
        INSERT INTO documents_search (rowid, title, notes) VALUES (new.rowid, new.title, new.notes);
      END;
      CREATE TRIGGER documents_search_delete AFTER DELETE ON documents BEGIN
        INSERT INTO documents_search (documents_search, rowid, title, notes) VALUES ('delete', old.rowid, old.title, old.notes);
      END;
      CREATE TRIGGER documents_search_update AFTER UPDATE OF title, notes ON documents BEGIN
        INSERT INTO documents_search (documents_search, rowid, title, notes) VALUES ('delete', old.rowid, old.title, old.notes);
        INSERT INTO documents_search (rowid, title, notes) VALUES (new.rowid, new.title, new.notes);
      END;
      INSERT INTO documents_search (documents_search) VALUES ('rebuild');
    `,
  },
  {
    version: 3,
    name: 'trash and autosave',
    sql: `
      ALTER TABLE documents ADD COLUMN deleted_at TEXT;
      CREATE TABLE autosaves (
        key         TEXT PRIMARY KEY,
        kind        TEXT NOT NULL CHECK (kind IN ('scenario', 'army')),
        title       TEXT NOT NULL,
        document_id TEXT REFERENCES documents (id) ON DELETE CASCADE,
        content     TEXT NOT NULL CHECK (json_valid(content)),
        saved_at    TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'autosaves remember the file a draft belongs to',
    sql: `ALTER TABLE autosaves ADD COLUMN file_path TEXT;`,
  },
  {
    version: 5,
    name: 'search by the names of units and leaders',
    // The names live deep in each document's JSON, so the index can no longer mirror columns of
    // `documents` through triggers: it keeps its own copy of what it indexes, written by the library in
    // the transaction of each change (library.ts). It holds the documents in the library, not those in
    // the trash. Rows are tied by the document's id, not its rowid: a table with a TEXT primary key may
    // renumber its rowids when vacuumed, which would point the index at other documents.
    sql: `
      DROP TRIGGER documents_search_insert;
      DROP TRIGGER documents_search_delete;
      DROP TRIGGER documents_search_update;
      DROP TABLE documents_search;
      CREATE VIRTUAL TABLE documents_search USING fts5(
        document_id UNINDEXED, title, notes, units, leaders, tokenize = 'unicode61 remove_diacritics 2'
      );
    `,
    // Its own INSERT rather than the library's: a later layout of the index must not change what this
    // step writes into the table it has just made.
    fill(db) {
      const insert = db.prepare('INSERT INTO documents_search (document_id, title, notes, units, leaders) VALUES (?, ?, ?, ?, ?)');
      const rows = db.prepare('SELECT id, title, notes, content FROM documents WHERE deleted_at IS NULL').all() as {
        id: string;
        title: string;
        notes: string;
        content: string;
      }[];
      for (const row of rows) {
        const names = searchNamesOf(JSON.parse(row.content) as unknown);
        insert.run(row.id, row.title, row.notes, names.units.join('\n'), names.leaders.join('\n'));
      }
    },
  },
  {
    version: 6,
    name: 'campaigns beside scenarios and armies',
    // SQLite cannot change a CHECK constraint in place: both tables that name the kinds are made anew and
    // their rows copied. The autosaves' new table refers to the documents' new one and is renamed with it,
    // so no row is ever left pointing at a dropped table (dropping `documents` first would cascade).
    sql: `
      CREATE TABLE documents_v6 (
        id             TEXT PRIMARY KEY,
        kind           TEXT NOT NULL CHECK (kind IN ('scenario', 'army', 'campaign')),
        title          TEXT NOT NULL,
        notes          TEXT NOT NULL DEFAULT '',
        format_version INTEGER NOT NULL,
        content        TEXT NOT NULL CHECK (json_valid(content)),
        created_at     TEXT NOT NULL,
        updated_at     TEXT NOT NULL,
        deleted_at     TEXT
      );
      INSERT INTO documents_v6 (id, kind, title, notes, format_version, content, created_at, updated_at, deleted_at)
        SELECT id, kind, title, notes, format_version, content, created_at, updated_at, deleted_at FROM documents;
      CREATE TABLE autosaves_v6 (
        key         TEXT PRIMARY KEY,
        kind        TEXT NOT NULL CHECK (kind IN ('scenario', 'army', 'campaign')),
        title       TEXT NOT NULL,
        document_id TEXT REFERENCES documents_v6 (id) ON DELETE CASCADE,
        content     TEXT NOT NULL CHECK (json_valid(content)),
        saved_at    TEXT NOT NULL,
        file_path   TEXT
      );
      INSERT INTO autosaves_v6 (key, kind, title, document_id, content, saved_at, file_path)
        SELECT key, kind, title, document_id, content, saved_at, file_path FROM autosaves;
      DROP TABLE autosaves;
      DROP TABLE documents;
      ALTER TABLE documents_v6 RENAME TO documents;
      ALTER TABLE autosaves_v6 RENAME TO autosaves;
      CREATE INDEX documents_by_kind ON documents (kind, updated_at);
    `,
  },
  {
    version: 7,
    name: 'reference images by content hash',
    // A library document has no folder for its scans to sit beside, so the library keeps them: one row per
    // image, keyed by the `sha256:<hex>` the maps name it by, however many documents use it. The library
    // computes the hash from the bytes itself (library.ts), so a row is the image its key says.
    sql: `
      CREATE TABLE images (
        image      TEXT PRIMARY KEY CHECK (image GLOB 'sha256:*' AND length(image) = 71),
        media_type TEXT NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg', 'image/tiff')),
        bytes      BLOB NOT NULL,
        added_at   TEXT NOT NULL
      );
    `,
  },
];

export const LATEST_LIBRARY_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
