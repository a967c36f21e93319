/**
 * Numbered forward migrations of the library database. `PRAGMA user_version` records the last one applied.
 * Never edit a migration that has shipped: add the next number instead.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
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
];

export const LATEST_LIBRARY_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
