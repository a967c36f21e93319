/**
 * Opening documents (renderer/src/state/opening.svelte.ts) against the real backend: a file with problems
 * opens nothing and lists them in the shell's dialog; each document opens in a tab of its own (unsaved work
 * beside it kept), a document already open shows its tab, an untouched new document gives its tab up; a
 * dropped file opens as a new, unsaved document; an older format is updated and the user told.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArmyFile } from '../../../core/army';
import { ARMY_OOB_PATH, setOobField } from '../../../core/oob/commands';
import { blankDocument } from '../../../renderer/src/documents';
import { Workspace } from '../../../renderer/src/state/workspace.svelte';
import { FakeClock } from '../fakeClock';
import { realBackend, type RealBackend } from './realBackend';

let real: RealBackend;
let workspace: Workspace;
beforeEach(() => {
  real = realBackend();
  workspace = new Workspace({ api: real.api, clock: new FakeClock() });
});
afterEach(() => real.close());

const army = (name: string): ArmyFile => {
  const blank = blankDocument('army') as ArmyFile;
  return { ...blank, orderOfBattle: { ...blank.orderOfBattle, name } };
};
const inDocuments = (name: string, text: string): string => {
  const path = join(real.dir, 'documents', name);
  writeFileSync(path, text);
  return path;
};
const nameOpen = () => (workspace.content as ArmyFile).orderOfBattle.name;

describe('opening a document', () => {
  it('a file with problems opens nothing and lists them, with where they are', async () => {
    await workspace.newDocument('army');
    const open = workspace.doc;
    const bad = inDocuments('bad.army.json', JSON.stringify({ ...army('Bad'), orderOfBattle: { name: 7 } }));
    await workspace.openFile(bad);
    expect(workspace.doc).toBe(open);
    const prompt = workspace.prompts.current;
    expect(prompt?.kind).toBe('problems');
    if (prompt?.kind !== 'problems') return;
    expect(prompt.title).toBe(`Muster cannot open ${bad}`);
    expect(prompt.problems.length).toBeGreaterThan(0);
    expect(prompt.problems.some((p) => p.pointer.startsWith('/orderOfBattle'))).toBe(true);
  });

  it('a file opens in a tab of its own: unsaved work stays open beside it as it stood, and the file opened again shows its tab', async () => {
    const good = inDocuments('iron.army.json', JSON.stringify(army('Iron Brigade')));
    await workspace.newDocument('army');
    workspace.run(setOobField<ArmyFile>(ARMY_OOB_PATH, 'name', 'My unsaved brigade'));
    const unsaved = workspace.doc!.key;

    await workspace.openFile(good);
    // Nothing is thrown away, so nothing is asked.
    expect(workspace.prompts.current).toBeNull();
    expect(nameOpen()).toBe('Iron Brigade');
    expect(workspace.doc?.path).toBe(good);
    expect(workspace.dirty).toBe(false);
    expect(workspace.where).not.toBe('');
    expect(workspace.tabs.map((t) => [t.title, t.dirty, t.showing])).toEqual([
      ['My unsaved brigade', true, false],
      ['Iron Brigade', false, true],
    ]);
    const file = workspace.doc!.key;

    // Back on the unsaved one: its edit is there, and Undo takes it back.
    expect(workspace.switchTo(unsaved)).toBe(true);
    expect(nameOpen()).toBe('My unsaved brigade');
    expect(workspace.undoLabel).toBeDefined();

    // The same file opened again (File ▸ Open, Open Recent) shows the tab it is open in, not a second copy.
    await workspace.openFile(good);
    expect(workspace.doc?.key).toBe(file);
    expect(workspace.tabs).toHaveLength(2);
    expect(workspace.opened(unsaved)?.history.dirty).toBe(true);

    // Written again by another program since: opened again, its tab (no unsaved changes there) shows the new version.
    await new Promise((r) => setTimeout(r, 20));
    inDocuments('iron.army.json', JSON.stringify(army('Iron Brigade, rewritten')));
    await workspace.openFile(good);
    expect(nameOpen()).toBe('Iron Brigade, rewritten');
    expect(workspace.tabs.map((t) => [t.title, t.showing])).toEqual([
      ['My unsaved brigade', false],
      ['Iron Brigade, rewritten', true],
    ]);
  });

  it('a library document opens in a new tab, once only; only an untouched new document gives its tab up', async () => {
    const entry = await real.api.call('library.create', { kind: 'army', title: 'Iron Brigade', content: army('Iron Brigade') });
    await workspace.newDocument('army');
    // The new document was never touched: the library document takes its tab.
    await workspace.openFromLibrary(entry.id);
    expect(workspace.tabs.map((t) => [t.title, t.showing])).toEqual([['Iron Brigade', true]]);
    expect(workspace.doc?.libraryId).toBe(entry.id);
    const fromLibrary = workspace.doc!.key;

    // A new document beside it, edited: the library document opened again shows its tab; the edited one stays.
    await workspace.newDocument('army');
    expect(workspace.tabs).toHaveLength(2);
    workspace.run(setOobField<ArmyFile>(ARMY_OOB_PATH, 'name', 'Second brigade'));
    await workspace.openFromLibrary(entry.id);
    expect(workspace.doc?.key).toBe(fromLibrary);
    expect(workspace.tabs.map((t) => [t.title, t.dirty, t.showing])).toEqual([
      ['Iron Brigade', false, true],
      ['Second brigade', true, false],
    ]);

    // Another new document over a document that is not new: a tab of its own.
    await workspace.newDocument('scenario');
    expect(workspace.tabs).toHaveLength(3);
    expect(workspace.doc?.kind).toBe('scenario');
  });

  it('a dropped file opens as a new, unsaved document with no home', async () => {
    await workspace.openDropped('dropped.army.json', JSON.stringify(army('Dropped Brigade')));
    expect(nameOpen()).toBe('Dropped Brigade');
    expect(workspace.doc).toMatchObject({ path: null, libraryId: null });
    expect(workspace.notices.list.map((n) => n.text)).toEqual(['Opened dropped.army.json as a new document: use Save As to keep it in a file.']);
    expect(workspace.view).toBe('document');
  });
});

/** Waits for the workspace to reach a state set by a backend call under way (the file is read in a worker). */
async function until(reached: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(reached()).toBe(true), { timeout: 20_000, interval: 20 });
}
