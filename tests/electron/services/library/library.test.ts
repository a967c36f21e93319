import { DOCUMENTS } from '../../../../core/model/documents';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Library, searchExpression } from '../../../../electron/services/library';

let dir: string;
let library: Library;
let clock: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-lib-'));
  clock = Date.parse('2026-01-01T00:00:00Z');
  library = Library.open(join(dir, 'library.sqlite'), { now: () => new Date((clock += 1000)) });
});

afterEach(() => {
  library.close();
  rmSync(dir, { recursive: true, force: true });
});

// Real documents: the library stores only what would open again.
const bundled = (file: string): Record<string, any> => JSON.parse(readFileSync(join(__dirname, '../../../../scenarios', file), 'utf8'));
const scenario = (title: string, extra: Record<string, unknown> = {}) => ({ ...bundled('tan-yard-hill.scenario.json'), title, ...extra });
const army = (name: string) => {
  const doc = bundled('taint-no-militia.army-union.json');
  return { ...doc, orderOfBattle: { ...doc.orderOfBattle, name } };
};

describe('library on a real SQLite file', () => {
  it('stores a scenario as a document with its metadata and gives it back intact', () => {
    const entry = library.create({ kind: 'scenario', title: "T'ain't No Militia", notes: 'Gettysburg, July 1', content: scenario("T'ain't No Militia") });
    expect(entry).toMatchObject({ kind: 'scenario', title: "T'ain't No Militia", notes: 'Gettysburg, July 1', formatVersion: DOCUMENTS.scenario.formatVersion });
    expect(library.get(entry.id).content).toEqual(scenario("T'ain't No Militia"));
  });

  it('lists the most recently changed first and filters by kind', () => {
    const a = library.create({ kind: 'scenario', title: 'Alpha', content: scenario('Alpha') });
    library.create({ kind: 'army', title: 'Iron Brigade', content: army('Iron Brigade') });
    library.save({ id: a.id, content: scenario('Alpha', { designerNotes: 'edited' }) });
    expect(library.list().map((e) => e.title)).toEqual(['Alpha', 'Iron Brigade']);
    expect(library.list({ kind: 'army' }).map((e) => e.title)).toEqual(['Iron Brigade']);
  });

  it('finds documents by a prefix of a word in the name or the notes, ignoring accents and case', () => {
    library.create({ kind: 'scenario', title: 'Mine Run', notes: 'Late fall 1863 campaign', content: scenario('Mine Run') });
    library.create({ kind: 'army', title: 'Stonewall Brigade', notes: 'Virginia regiments', content: army('Stonewall Brigade') });
    library.create({ kind: 'scenario', title: 'Chancellorsville', notes: 'Flank march', content: scenario('C') });
    expect(library.list({ query: 'camp' }).map((e) => e.title)).toEqual(['Mine Run']);
    expect(library.list({ query: 'STONE' }).map((e) => e.title)).toEqual(['Stonewall Brigade']);
    expect(library.list({ query: 'vírginia' }).map((e) => e.title)).toEqual(['Stonewall Brigade']);
    expect(library.list({ query: 'flank chan' }).map((e) => e.title)).toEqual(['Chancellorsville']);
    expect(library.list({ query: 'gettysburg' })).toEqual([]);
  });

  it('keeps the search index in step with renames and deletes', () => {
    const e = library.create({ kind: 'scenario', title: 'Old name', content: scenario('Old name') });
    library.rename(e.id, 'Brandy Station');
    expect(library.list({ query: 'old' })).toEqual([]);
    expect(library.list({ query: 'brandy' }).map((x) => x.id)).toEqual([e.id]);
    library.delete(e.id);
    expect(library.list({ query: 'brandy' })).toEqual([]);
  });

  it('treats search syntax as plain words rather than failing', () => {
    library.create({ kind: 'scenario', title: 'Pickett "charge"', content: scenario('P') });
    expect(library.list({ query: '"charge' }).length).toBe(1);
    expect(library.list({ query: 'NOT OR AND *' }).length).toBe(0);
    expect(searchExpression('  ')).toBeNull();
  });

  it('duplicates a document under a new id, its name counting up in the list and in the document', () => {
    const e = library.create({ kind: 'army', title: 'Iron Brigade', content: army('Iron Brigade') });
    const copy = library.duplicate(e.id);
    expect(copy.id).not.toBe(e.id);
    expect(copy.title).toBe('Iron Brigade 2');
    // The army's own name is the copy's, so saving the copy later does not bring back the original's name.
    expect(library.get(copy.id).content).toEqual(army('Iron Brigade 2'));
    expect(library.duplicate(e.id).title).toBe('Iron Brigade 3');
    // A copy of a copy counts on from the original's name.
    expect(library.duplicate(copy.id).title).toBe('Iron Brigade 4');
    expect(library.get(e.id).content).toEqual(army('Iron Brigade'));
    expect(library.list({ query: 'iron' }).map((x) => x.title).sort()).toEqual(['Iron Brigade', 'Iron Brigade 2', 'Iron Brigade 3', 'Iron Brigade 4']);
  });

  it('counts a scenario copy past the names in use, and past older "(copy)" names', () => {
    const e = library.create({ kind: 'scenario', title: 'Mine Run (copy)', content: scenario('Mine Run (copy)') });
    library.create({ kind: 'army', title: 'Mine Run', content: army('Mine Run') });
    library.create({ kind: 'scenario', title: 'Mine Run 2', content: scenario('Mine Run 2') });
    const copy = library.duplicate(e.id);
    expect(copy.title).toBe('Mine Run 3');
    expect((library.get(copy.id).content as { title: string }).title).toBe('Mine Run 3');
  });

  it('moves a deleted document to the trash, from where it can be restored', () => {
    const e = library.create({ kind: 'scenario', title: 'Mine Run', content: scenario('Mine Run') });
    library.delete(e.id);
    expect(library.list()).toEqual([]);
    expect(() => library.get(e.id)).toThrow(/no document/);
    library.restore(e.id);
    expect(library.list().map((x) => x.id)).toEqual([e.id]);
    expect(() => library.restore(e.id)).toThrow(/no deleted document/);
  });

  it('empties the trash only of documents deleted long enough ago', () => {
    const e = library.create({ kind: 'scenario', title: 'Gone', content: scenario('Gone') });
    library.delete(e.id);
    expect(library.emptyTrash(30)).toBe(0);
    clock += 31 * 86_400_000;
    expect(library.emptyTrash(30)).toBe(1);
    expect(() => library.restore(e.id)).toThrow();
  });

  it('keeps an autosaved draft until the document is saved, and offers it for recovery', () => {
    const e = library.create({ kind: 'scenario', title: 'Draft', content: scenario('Draft') });
    library.autosave({ key: 'k1', kind: 'scenario', title: 'Draft', documentId: e.id, content: scenario('Draft', { designerNotes: 'unsaved' }) });
    library.autosave({ key: 'k2', kind: 'army', title: 'New army', documentId: null, content: { name: 'New army' } });
    expect(library.autosaves().map((a) => a.key).sort()).toEqual(['k1', 'k2']);
    expect(library.recover('k1').content).toEqual(scenario('Draft', { designerNotes: 'unsaved' }));
    library.save({ id: e.id, content: scenario('Draft', { designerNotes: 'unsaved' }), draftKey: 'k1' });
    expect(library.autosaves().map((a) => a.key)).toEqual(['k2']);
    library.discardAutosave('k2');
    expect(library.autosaves()).toEqual([]);
  });

  it('two windows on one document: a save based on an older version is refused, and one window’s save keeps the other’s draft', () => {
    const e = library.create({ kind: 'scenario', title: 'Shared', content: scenario('Shared') });
    const base = e.updatedAt;
    library.autosave({ key: 'window-b', kind: 'scenario', title: 'Shared', documentId: e.id, content: scenario('Shared', { designerNotes: 'B typing' }) });
    const first = library.save({ id: e.id, content: scenario('Shared', { designerNotes: 'A saved' }), base, draftKey: 'window-a' });
    // Saved in the same millisecond or not, the version has moved on.
    expect(first.updatedAt > base).toBe(true);
    expect(library.autosaves().map((a) => a.key)).toEqual(['window-b']);
    let refusal: unknown;
    try {
      library.save({ id: e.id, content: scenario('Shared', { designerNotes: 'B saved' }), base, draftKey: 'window-b' });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ code: 'conflict', message: expect.stringContaining('"Shared" was saved from another window') });
    expect((library.get(e.id).content as { designerNotes?: string }).designerNotes).toBe('A saved');
    expect(library.autosaves().map((a) => a.key)).toEqual(['window-b']);
    // Based on the version now saved, it is written.
    expect(library.save({ id: e.id, content: scenario('Shared', { designerNotes: 'B saved' }), base: first.updatedAt, draftKey: 'window-b' }).updatedAt > first.updatedAt).toBe(true);
    expect(library.autosaves()).toEqual([]);
  });

  it('remembers which file on disk a draft belongs to', () => {
    library.autosave({ key: 'f1', kind: 'scenario', title: 'From disk', documentId: null, path: '/home/u/mine-run.scenario.json', content: scenario('x') });
    expect(library.recover('f1')).toMatchObject({ path: '/home/u/mine-run.scenario.json', documentId: null });
    library.autosave({ key: 'f2', kind: 'army', title: 'New', documentId: null, content: {} });
    expect(library.recover('f2').path).toBeNull();
  });

  it('drops a draft when its document is removed for good (foreign key cascade)', () => {
    const e = library.create({ kind: 'scenario', title: 'Draft', content: scenario('Draft') });
    library.autosave({ key: 'k1', kind: 'scenario', title: 'Draft', documentId: e.id, content: scenario('Draft') });
    library.delete(e.id);
    clock += 40 * 86_400_000;
    library.emptyTrash(30);
    expect(library.autosaves()).toEqual([]);
  });

  it('survives closing and reopening the file, in WAL mode with foreign keys on', () => {
    const e = library.create({ kind: 'scenario', title: 'Persisted', content: scenario('Persisted') });
    library.close();
    const raw = new Database(join(dir, 'library.sqlite'));
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
    library = Library.open(join(dir, 'library.sqlite'));
    expect(library.get(e.id).title).toBe('Persisted');
  });

  it('rolls back a save that fails half way, leaving the previous version', () => {
    const e = library.create({ kind: 'scenario', title: 'Keep me', content: scenario('Keep me') });
    // A cyclic object cannot be serialised: the save must fail before anything is written.
    const cyclic: Record<string, unknown> = { ...scenario('Keep me') };
    cyclic.self = cyclic;
    expect(() => library.save({ id: e.id, content: cyclic })).toThrow();
    expect(library.get(e.id).content).toEqual(scenario('Keep me'));
  });

  it('refuses content that is not a document of its kind, too large or too deep, naming the place', () => {
    const refused = (f: () => unknown): string => {
      try {
        f();
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('was stored');
    };
    for (const content of [12345, null, 'a string', [1, 2]]) {
      expect(refused(() => library.create({ kind: 'scenario', title: 'Junk', content }))).toMatch(/^"Junk" was not stored: the content of a scenario is one JSON object/);
      expect(refused(() => library.autosave({ key: 'j', kind: 'scenario', title: 'Junk', documentId: null, content }))).toMatch(/one JSON object/);
    }
    const big = { ...scenario('Big'), designerNotes: 'x'.repeat(21 * 1024 * 1024) };
    expect(refused(() => library.create({ kind: 'scenario', title: 'Big', content: big }))).toMatch(/too large \(21\.0 MB; a document is at most 20 MB\)/);
    expect(refused(() => library.autosave({ key: 'b', kind: 'scenario', title: 'Big', documentId: null, content: big }))).toMatch(/too large/);
    let deep: Record<string, unknown> = { kind: 'formation' };
    for (let i = 0; i < 3000; i++) deep = { children: [deep] };
    expect(refused(() => library.create({ kind: 'army', title: 'Deep', content: { ...army('Deep'), orderOfBattle: deep } }))).toMatch(/^"Deep" was not stored: \/orderOfBattle\/children\/0\/.*nests more than 256 levels/);
    expect(refused(() => library.create({ kind: 'army', title: 'Wrong kind', content: scenario('x') }))).toMatch(/\/\$schema: .* is not an army/);
    const e = library.create({ kind: 'scenario', title: 'Good', content: scenario('Good') });
    const broken = { ...scenario('Good'), sides: [] };
    expect(refused(() => library.save({ id: e.id, content: broken }))).toMatch(/^"Good" was not saved, because the scenario would not open again:\n\/sides: needs at least 2 items/);
    expect(library.get(e.id).content).toEqual(scenario('Good'));
    expect(library.list().map((x) => x.title)).toEqual(['Good']);
    expect(library.autosaves()).toEqual([]);
  });
});

describe('library search by the units and leaders a document holds', () => {
  const union = () => bundled('taint-no-militia.army-union.json');
  const militia = () => bundled('taint-no-militia.scenario.json');
  const titles = (query: string) => library.list({ query }).map((e) => e.title);
  /** The search index's own rows for a document (its units, one a line), read past the library. */
  const indexRows = (id: string) => {
    const raw = new Database(join(dir, 'library.sqlite'), { readonly: true });
    try {
      return raw.prepare('SELECT units FROM documents_search WHERE document_id = ?').all(id) as { units: string }[];
    } finally {
      raw.close();
    }
  };

  it('finds the bundled army and scenario holding the 6th Wisconsin, and says which units matched', () => {
    const division = library.create({ kind: 'army', title: 'Union, 1st Division', content: union() });
    const game = library.create({ kind: 'scenario', title: "T'ain't No Militia", content: militia() });
    library.create({ kind: 'scenario', title: 'Tan Yard Hill', content: scenario('Tan Yard Hill') });
    const found = library.list({ query: 'wisconsin' });
    expect(found.map((e) => e.id).sort()).toEqual([division.id, game.id].sort());
    for (const e of found) expect(e.matches?.map((m) => m.name)).toEqual(['2nd Wisconsin', '6th Wisconsin', '7th Wisconsin']);
    expect(library.list({ query: '6th wisc' })[0]?.matches).toEqual([{ kind: 'unit', name: '6th Wisconsin' }]);
    // Only the scenario holds Confederates too; a kind filter still applies.
    expect(titles('alabama')).toEqual(["T'ain't No Militia"]);
    expect(library.list({ query: 'wisconsin', kind: 'army' }).map((e) => e.id)).toEqual([division.id]);
  });

  it('finds documents by a leader, ignoring accents and case, and by words of a name and a unit together', () => {
    library.create({ kind: 'army', title: 'Union, 1st Division', content: union() });
    library.create({ kind: 'scenario', title: 'Tan Yard Hill', content: scenario('Tan Yard Hill') });
    expect(library.list({ query: 'Meredith' }).map((e) => [e.title, e.matches])).toEqual([
      ['Union, 1st Division', [{ kind: 'leader', name: 'Solomon Meredith' }]],
    ]);
    expect(titles('MÉRÉDITH')).toEqual(['Union, 1st Division']);
    expect(titles('union michigan')).toEqual(['Union, 1st Division']);
    // A match in the name alone names no unit.
    expect(library.list({ query: 'tan yard' }).map((e) => e.matches)).toEqual([[]]);
    // Formations are not searched, so "Iron Brigade" finds nothing.
    expect(titles('iron')).toEqual([]);
  });

  it('ranks a match in the name above a match among the units', () => {
    library.create({ kind: 'army', title: 'Union, 1st Division', content: union() });
    library.create({ kind: 'army', title: 'Wisconsin volunteers', content: army('Wisconsin volunteers') });
    expect(titles('wisconsin')).toEqual(['Wisconsin volunteers', 'Union, 1st Division']);
  });

  it('follows every save: a unit renamed is found by its new name and no longer by the old', () => {
    const e = library.create({ kind: 'army', title: 'Union, 1st Division', content: union() });
    const renamed = JSON.parse(JSON.stringify(union()).replace('"6th Wisconsin"', '"6th Wisconsin Volunteers"').replaceAll('Wisconsin"', 'Badger"'));
    library.save({ id: e.id, content: renamed });
    expect(titles('volunteers')).toEqual(['Union, 1st Division']);
    expect(titles('badger')).toEqual(['Union, 1st Division']);
    expect(titles('wisconsin')).toEqual(['Union, 1st Division']);
    expect(library.list({ query: 'wisconsin' })[0]?.matches).toEqual([{ kind: 'unit', name: '6th Wisconsin Volunteers' }]);
    library.save({ id: e.id, content: union() });
    expect(titles('volunteers')).toEqual([]);
    expect(titles('badger')).toEqual([]);
    library.rename(e.id, 'Iron Brigade and friends');
    expect(titles('iron')).toEqual(['Iron Brigade and friends']);
    expect(titles('6th wisconsin')).toEqual(['Iron Brigade and friends']);
    expect(indexRows(e.id)).toHaveLength(1);
  });

  it('leaves a failed save out of the index as well as out of the document', () => {
    const e = library.create({ kind: 'army', title: 'Union, 1st Division', content: union() });
    const broken = JSON.parse(JSON.stringify(union()).replace('"6th Wisconsin"', '"Phantom Regiment"'));
    broken.orderOfBattle.era = 'not an era';
    expect(() => library.save({ id: e.id, content: broken })).toThrow(/would not open again/);
    expect(titles('phantom')).toEqual([]);
    expect(titles('6th wisconsin')).toEqual(['Union, 1st Division']);
  });

  it('does not search the trash, finds a document again once restored, and forgets it deleted for ever', () => {
    const e = library.create({ kind: 'army', title: 'Union, 1st Division', content: union() });
    library.delete(e.id);
    expect(titles('wisconsin')).toEqual([]);
    expect(indexRows(e.id)).toEqual([]);
    library.restore(e.id);
    expect(titles('wisconsin')).toEqual(['Union, 1st Division']);
    expect(indexRows(e.id)).toHaveLength(1);
    library.delete(e.id);
    library.deleteForever(e.id);
    expect(titles('wisconsin')).toEqual([]);
    expect(indexRows(e.id)).toEqual([]);
    expect(() => library.restore(e.id)).toThrow(/no deleted document/);
  });
});

describe('the trash', () => {
  it('lists what was deleted, the most recent first, with when', () => {
    const a = library.create({ kind: 'scenario', title: 'Mine Run', content: scenario('Mine Run') });
    const b = library.create({ kind: 'army', title: 'Iron Brigade', content: army('Iron Brigade') });
    library.create({ kind: 'scenario', title: 'Kept', content: scenario('Kept') });
    expect(library.trash()).toEqual([]);
    library.delete(a.id);
    library.delete(b.id);
    const trash = library.trash();
    expect(trash.map((e) => [e.title, e.kind])).toEqual([
      ['Iron Brigade', 'army'],
      ['Mine Run', 'scenario'],
    ]);
    expect(Date.parse(trash[0]!.deletedAt)).toBeGreaterThan(Date.parse(trash[1]!.deletedAt));
    expect(library.list().map((e) => e.title)).toEqual(['Kept']);
    library.restore(a.id);
    expect(library.trash().map((e) => e.title)).toEqual(['Iron Brigade']);
  });

  it('deletes one document for ever, with its drafts, and only from the trash', () => {
    const e = library.create({ kind: 'scenario', title: 'Gone', content: scenario('Gone') });
    library.autosave({ key: 'k', kind: 'scenario', title: 'Gone', documentId: e.id, content: scenario('Gone') });
    expect(() => library.deleteForever(e.id)).toThrow(/no document .* in the trash/);
    expect(library.get(e.id).title).toBe('Gone');
    library.delete(e.id);
    expect(library.deleteForever(e.id)).toEqual({ id: e.id });
    expect(library.trash()).toEqual([]);
    expect(library.autosaves()).toEqual([]);
    expect(() => library.deleteForever(e.id)).toThrow(/no document/);
    expect(() => library.restore(e.id)).toThrow(/no deleted document/);
  });

  it('empties the whole trash at once, leaving the library alone', () => {
    for (const title of ['One', 'Two', 'Three']) library.delete(library.create({ kind: 'scenario', title, content: scenario(title) }).id);
    library.create({ kind: 'scenario', title: 'Kept', content: scenario('Kept') });
    expect(library.emptyTrash()).toBe(3);
    expect(library.trash()).toEqual([]);
    expect(library.list().map((e) => e.title)).toEqual(['Kept']);
    expect(library.emptyTrash()).toBe(0);
  });
});

describe('library on a real SQLite file, drafts', () => {
  it('keeps a draft that is invalid mid-edit: autosave checks shape, not the schema', () => {
    library.autosave({ key: 'd', kind: 'scenario', title: 'Half typed', documentId: null, content: { ...scenario('Half typed'), sides: [] } });
    expect(library.recover('d').content).toMatchObject({ sides: [] });
  });
});
