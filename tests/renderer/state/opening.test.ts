/**
 * Opening documents (renderer/src/state/opening.svelte.ts) against the real backend: a file with problems
 * opens nothing and lists them in the shell's dialog; unsaved work is not thrown away without the user's
 * answer; a dropped file opens as a new, unsaved document; an older format is updated and the user told.
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

  it('unsaved work goes only when the user says so', async () => {
    const good = inDocuments('iron.army.json', JSON.stringify(army('Iron Brigade')));
    await workspace.newDocument('army');
    workspace.run(setOobField<ArmyFile>(ARMY_OOB_PATH, 'name', 'My unsaved brigade'));

    const kept = workspace.openFile(good);
    await until(() => workspace.prompts.current !== null);
    expect(workspace.prompts.current).toMatchObject({ kind: 'confirm', title: 'Discard unsaved changes?', confirm: 'Discard changes' });
    workspace.prompts.answer(null);
    await kept;
    expect(nameOpen()).toBe('My unsaved brigade');

    const replaced = workspace.openFile(good);
    await until(() => workspace.prompts.current !== null);
    workspace.prompts.answer('yes');
    await replaced;
    expect(nameOpen()).toBe('Iron Brigade');
    expect(workspace.doc?.path).toBe(good);
    expect(workspace.dirty).toBe(false);
    expect(workspace.where).not.toBe('');
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
