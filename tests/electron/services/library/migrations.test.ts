import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LATEST_LIBRARY_VERSION,
  Library,
  LibraryVersionError,
  MIGRATIONS,
  openLibraryDatabase,
  userVersion,
} from '../../../../electron/services/library';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-mig-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A library as version 1 of Muster wrote it: documents table only, no search index, no trash. */
function writeVersion1Library(file: string): void {
  const db = openLibraryDatabase(file, MIGRATIONS.slice(0, 1));
  db.prepare(
    `INSERT INTO documents (id, kind, title, notes, format_version, content, created_at, updated_at)
     VALUES ('old-1', 'scenario', 'Mine Run', 'late fall campaign', 1, '{"title":"Mine Run"}', '2025-01-01', '2025-01-01')`,
  ).run();
  db.close();
}

describe('library migrations', () => {
  it('are numbered 1, 2, 3 … without gaps', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });

  it('build an empty library up to the latest version with no backup (nothing to lose)', () => {
    const file = join(dir, 'library.sqlite');
    const db = openLibraryDatabase(file);
    expect(userVersion(db)).toBe(LATEST_LIBRARY_VERSION);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name").all() as { name: string }[];
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['documents', 'documents_search', 'autosaves']));
    db.close();
    expect(existsSync(join(dir, 'backups'))).toBe(false);
  });

  it('upgrade a version-1 library, keep its documents, index them for search, and back it up first', () => {
    const file = join(dir, 'library.sqlite');
    writeVersion1Library(file);
    const library = Library.open(file);
    expect(library.list().map((e) => e.title)).toEqual(['Mine Run']);
    expect(library.list({ query: 'campaign' }).map((e) => e.id)).toEqual(['old-1']);
    library.close();

    const backups = readdirSync(join(dir, 'backups'));
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatch(/^library\.v1\./);
    const backup = new Database(join(dir, 'backups', backups[0]!), { readonly: true });
    expect(backup.pragma('user_version', { simple: true })).toBe(1);
    expect(backup.prepare('SELECT title FROM documents').all()).toEqual([{ title: 'Mine Run' }]);
    backup.close();
  });

  it('let a version-5 library hold campaigns, keeping its documents, its autosaves and their tie to them', () => {
    const file = join(dir, 'library.sqlite');
    const campaign = readFileSync(join(__dirname, '../../../../scenarios/mine-run.campaign.json'), 'utf8');
    const db = openLibraryDatabase(file, MIGRATIONS.filter((m) => m.version <= 5));
    db.prepare(
      `INSERT INTO documents (id, kind, title, notes, format_version, content, created_at, updated_at, deleted_at)
       VALUES ('game-1', 'scenario', 'Tan Yard Hill', 'Mine Run 1', 3, '{"title":"Tan Yard Hill"}', '2025-01-01', '2025-01-02', NULL)`,
    ).run();
    db.prepare(`INSERT INTO autosaves (key, kind, title, document_id, content, saved_at, file_path) VALUES ('k1', 'scenario', 'Draft', 'game-1', '{}', '2025-01-03', '/x.scenario.json')`).run();
    // Version 5 refuses a campaign.
    expect(() => db.prepare(`INSERT INTO documents (id, kind, title, format_version, content, created_at, updated_at) VALUES ('c', 'campaign', 'C', 1, '{}', 'a', 'a')`).run()).toThrow(/CHECK/);
    db.close();

    const library = Library.open(file);
    const made = library.create({ kind: 'campaign', title: 'The Mine Run Campaign', content: JSON.parse(campaign) as unknown });
    expect(library.list({ kind: 'campaign' }).map((e) => e.id)).toEqual([made.id]);
    // Found by name (the scenario above was written straight into the table, past the library's search index).
    expect(library.list({ query: 'mine run' }).map((e) => e.title)).toEqual(['The Mine Run Campaign']);
    expect(library.list({ kind: 'scenario' }).map((e) => [e.id, e.notes, e.updatedAt])).toEqual([['game-1', 'Mine Run 1', '2025-01-02']]);
    library.close();
    const after = new Database(file);
    expect(after.prepare('SELECT key, document_id, file_path FROM autosaves').all()).toEqual([{ key: 'k1', document_id: 'game-1', file_path: '/x.scenario.json' }]);
    // The autosave still belongs to its document: deleting the document takes it too.
    after.pragma('foreign_keys = ON');
    after.prepare("DELETE FROM documents WHERE id = 'game-1'").run();
    expect(after.prepare('SELECT COUNT(*) AS n FROM autosaves').get()).toEqual({ n: 0 });
    after.close();
  });

  it('fill the unit and leader index of a version-4 library from the documents it holds, leaving out the trash', () => {
    const file = join(dir, 'library.sqlite');
    const union = readFileSync(join(__dirname, '../../../../scenarios/taint-no-militia.army-union.json'), 'utf8');
    const militia = readFileSync(join(__dirname, '../../../../scenarios/taint-no-militia.scenario.json'), 'utf8');
    const db = openLibraryDatabase(file, MIGRATIONS.filter((m) => m.version <= 4));
    const insert = db.prepare(
      `INSERT INTO documents (id, kind, title, notes, format_version, content, created_at, updated_at, deleted_at)
       VALUES (?, ?, ?, '', 1, ?, '2025-01-01', '2025-01-01', ?)`,
    );
    insert.run('army-1', 'army', 'Union, 1st Division', union, null);
    insert.run('game-1', 'scenario', "T'ain't No Militia", militia, null);
    insert.run('gone-1', 'army', 'Deleted division', union, '2025-02-01');
    db.close();

    const library = Library.open(file);
    expect(library.list({ query: 'wisconsin' }).map((e) => e.id).sort()).toEqual(['army-1', 'game-1']);
    expect(library.list({ query: 'heth' }).map((e) => [e.id, e.matches])).toEqual([['game-1', [{ kind: 'leader', name: 'Henry Heth' }]]]);
    expect(library.list({ query: 'militia' }).map((e) => e.id)).toEqual(['game-1']);
    // The trash is not searched; a restored document is indexed as it comes back.
    expect(library.list({ query: 'deleted' })).toEqual([]);
    library.restore('gone-1');
    expect(library.list({ query: 'meredith' }).map((e) => e.id).sort()).toEqual(['army-1', 'game-1', 'gone-1']);
    library.close();
  });

  it('give a version-6 library a table of reference images by content hash, keeping its documents and backing it up', () => {
    const file = join(dir, 'library.sqlite');
    const db = openLibraryDatabase(file, MIGRATIONS.filter((m) => m.version <= 6));
    db.prepare(
      `INSERT INTO documents (id, kind, title, notes, format_version, content, created_at, updated_at)
       VALUES ('game-1', 'scenario', 'Tan Yard Hill', '', 3, '{"title":"Tan Yard Hill"}', '2025-01-01', '2025-01-02')`,
    ).run();
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'images'").get()).toEqual({ n: 0 });
    db.close();

    const library = Library.open(file);
    expect(library.list().map((e) => e.id)).toEqual(['game-1']);
    // A one-pixel PNG's signature and header are enough for the library to tell its kind.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex');
    const image = library.keepImage(png, 'dot.png');
    expect(image).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(library.keepImage(png, 'dot again.png')).toBe(image);
    library.close();
    expect(readdirSync(join(dir, 'backups')).some((f) => f.startsWith('library.v6.'))).toBe(true);

    const after = new Database(file);
    expect(after.pragma('user_version', { simple: true })).toBe(7);
    expect(after.prepare('SELECT image, media_type, length(bytes) AS size FROM images').all()).toEqual([{ image, media_type: 'image/png', size: png.length }]);
    // The table itself refuses a key that is not a content hash, or a kind the map cannot name.
    const insert = after.prepare("INSERT INTO images (image, media_type, bytes, added_at) VALUES (?, ?, x'00', '2026-01-01')");
    expect(() => insert.run('survey.png', 'image/png')).toThrow(/CHECK/);
    expect(() => insert.run(`sha256:${'a'.repeat(64)}`, 'image/gif')).toThrow(/CHECK/);
    after.close();
  });

  it('leave the database at the previous version when a migration fails', () => {
    const file = join(dir, 'library.sqlite');
    writeVersion1Library(file);
    const broken = [...MIGRATIONS.slice(0, 1), { version: 2, name: 'broken', sql: 'CREATE TABLE x (a); INSERT INTO nowhere VALUES (1);' }];
    expect(() => openLibraryDatabase(file, broken)).toThrow(/nowhere/);
    const db = new Database(file);
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'x'").get()).toEqual({ n: 0 });
    db.close();
  });

  it('refuse a library written by a newer Muster, changing nothing', () => {
    const file = join(dir, 'library.sqlite');
    const db = new Database(file);
    db.pragma(`user_version = ${LATEST_LIBRARY_VERSION + 5}`);
    db.close();
    expect(() => openLibraryDatabase(file)).toThrow(LibraryVersionError);
    expect(() => openLibraryDatabase(file)).toThrow(/newer Muster/);
  });
});
