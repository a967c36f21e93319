import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { LATEST_LIBRARY_VERSION, MIGRATIONS, type Migration } from './migrations';

export type Db = Database.Database;

export class LibraryVersionError extends Error {
  override name = 'LibraryVersionError';
}

/**
 * Opens (creating if needed) the library database and brings it to the latest version.
 * WAL so the editor can read while an autosave writes; foreign keys on because SQLite leaves them off.
 */
export function openLibraryDatabase(file: string, migrations: readonly Migration[] = MIGRATIONS): Db {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 3000');
    migrate(db, file, migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export const userVersion = (db: Db): number => db.pragma('user_version', { simple: true }) as number;

/**
 * Applies each pending migration in its own transaction, setting `user_version` in the same
 * transaction so a failure leaves the database exactly at the previous version. A database
 * that already holds data is copied to `backups/` first.
 */
export function migrate(db: Db, file: string, migrations: readonly Migration[] = MIGRATIONS): { from: number; to: number; backup: string | null } {
  const from = userVersion(db);
  const latest = migrations.length ? migrations[migrations.length - 1]!.version : 0;
  if (from > latest) {
    throw new LibraryVersionError(
      `The library ${file} was written by a newer Muster (database version ${from}; this Muster knows up to ${latest}). ` +
        'Update Muster to open it; nothing was changed.',
    );
  }
  const pending = migrations.filter((m) => m.version > from);
  if (pending.length === 0) return { from, to: from, backup: null };

  let backup: string | null = null;
  if (from > 0 && file !== ':memory:') {
    const folder = join(dirname(file), 'backups');
    mkdirSync(folder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    backup = join(folder, `${basename(file, '.sqlite')}.v${from}.${stamp}.sqlite`);
    if (existsSync(backup)) throw new Error(`backup ${backup} already exists`);
    db.exec(`VACUUM INTO '${backup.replace(/'/g, "''")}'`);
  }
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      migration.fill?.(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return { from, to: userVersion(db), backup };
}

export { LATEST_LIBRARY_VERSION };
