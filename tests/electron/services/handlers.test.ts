import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateDocument } from '../../../core/formats/index';
import type { DocumentFiles } from '../../../electron/services/documentFiles';
import type { RecentFiles } from '../../../electron/services/files/index';
import type { Examples } from '../../../electron/services/examples';
import type { FileGrants } from '../../../electron/services/grants';
import { makeHandlers } from '../../../electron/services/handlers';
import { Library } from '../../../electron/services/library';

const V2 = readFileSync(join(__dirname, '../../core/formats/fixtures/tan-yard-hill.v2.scenario.json'), 'utf8');

let dir: string;
let library: Library;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-handlers-'));
  library = Library.open(join(dir, 'library.sqlite'));
});
afterEach(() => {
  library.close();
  rmSync(dir, { recursive: true, force: true });
});

// Only the library is used here: the file, example and grant services stand empty.
const handlers = () => makeHandlers({ library, files: {} as DocumentFiles, recent: {} as RecentFiles, examples: {} as Examples, grants: {} as FileGrants, mode: 'web', dataDir: dir });

/**
 * A row as an older Muster stored it: written with SQL, since this Muster's `library.create` accepts only
 * content of the current format.
 */
function storedByOlderMuster(title: string, content: { formatVersion: number }): { id: string; formatVersion: number } {
  const db = new Database(join(dir, 'library.sqlite'));
  const id = randomUUID();
  const stamp = new Date().toISOString();
  db.prepare('INSERT INTO documents (id, kind, title, notes, format_version, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(id, 'scenario', title, '', content.formatVersion, JSON.stringify(content), stamp, stamp);
  db.close();
  return { id, formatVersion: content.formatVersion };
}

describe('documents kept in the library are upgraded when opened', () => {
  it('a scenario saved in format 2 opens from the (real SQLite) library in the current format, valid', async () => {
    const entry = storedByOlderMuster('Tan Yard Hill', JSON.parse(V2) as { formatVersion: number });
    expect(entry.formatVersion).toBe(2);
    const doc = await handlers()['library.get']({ id: entry.id });
    expect(doc.formatVersion).toBe(4);
    const content = doc.content as { formatVersion: number; sides: Array<{ rulesSide: string }> };
    expect(content.formatVersion).toBe(4);
    expect(content.sides.map((s) => s.rulesSide)).toEqual(['union', 'confederate']);
    expect(validateDocument('scenario', content)).toEqual([]);
    // The stored row is left as it was until the user saves.
    expect((library.get(entry.id).content as { formatVersion: number }).formatVersion).toBe(2);
  });

  it('an autosaved draft of the old format is upgraded too, and one from a newer Muster is refused with its title', async () => {
    library.autosave({ key: 'k1', kind: 'scenario', title: 'Draft', documentId: null, path: null, content: JSON.parse(V2) });
    const draft = await handlers()['library.recover']({ key: 'k1' });
    expect((draft.content as { formatVersion: number }).formatVersion).toBe(4);

    const future = storedByOlderMuster('From the future', { formatVersion: 9 });
    expect(() => handlers()['library.get']({ id: future.id })).toThrow(/"From the future": this scenario was saved by a newer Muster/);
  });
});

describe('search and the trash through the API', () => {
  const union = () => JSON.parse(readFileSync(join(__dirname, '../../../scenarios/taint-no-militia.army-union.json'), 'utf8')) as unknown;

  it('library.list finds an army by a regiment and names the regiment', async () => {
    const api = handlers();
    const entry = library.create({ kind: 'army', title: 'Union, 1st Division', content: union() });
    const found = await api['library.list']({ query: '6th wisconsin' });
    expect(found.map((e) => [e.id, e.matches])).toEqual([[entry.id, [{ kind: 'unit', name: '6th Wisconsin' }]]]);
    // Without a query there is nothing to have matched.
    expect((await api['library.list']({}))[0]).not.toHaveProperty('matches');
  });

  it('library.trash lists the deleted, library.deleteForever and library.emptyTrash remove them for good', async () => {
    const api = handlers();
    const ids = ['One', 'Two', 'Three'].map((title) => library.create({ kind: 'army', title, content: union() }).id);
    for (const id of ids) await api['library.delete']({ id });
    // Deleted within the same millisecond on this real clock: the order is library.test.ts's to check.
    expect((await api['library.trash']({})).map((e) => e.title).sort()).toEqual(['One', 'Three', 'Two']);
    await api['library.deleteForever']({ id: ids[0]! });
    await api['library.restore']({ id: ids[1]! });
    expect((await api['library.trash']({})).map((e) => e.title)).toEqual(['Three']);
    await expect(async () => api['library.deleteForever']({ id: ids[1]! })).rejects.toMatchObject({ code: 'not-found' });
    expect(await api['library.emptyTrash']({})).toEqual({ removed: 1 });
    expect(await api['library.trash']({})).toEqual([]);
    expect((await api['library.list']({})).map((e) => e.title)).toEqual(['Two']);
  });
});
