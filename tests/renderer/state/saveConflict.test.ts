/**
 * Two windows on one library document, each a Workspace over the same real backend: the second save is
 * refused (the document was saved from the other since it was opened), nothing is written over, and the
 * user's choices do what they say: keep mine as a copy, or reload theirs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArmyFile } from '../../../core/army';
import { ARMY_OOB_PATH, setOobField } from '../../../core/oob/commands';
import type { ConflictChoices } from '../../../renderer/src/actions/conflictDialog.svelte';
import { blankDocument } from '../../../renderer/src/documents';
import { Workspace } from '../../../renderer/src/state/workspace.svelte';
import { FakeClock } from '../fakeClock';
import { realBackend, type RealBackend } from './realBackend';

let real: RealBackend;
beforeEach(() => (real = realBackend()));
afterEach(() => real.close());

/** A window: its workspace, and the conflicts it put to the user. */
function windowOn(): { workspace: Workspace; asked: ConflictChoices[] } {
  const asked: ConflictChoices[] = [];
  const workspace = new Workspace({ api: real.api, clock: new FakeClock(), conflicts: { open: false, showFor: (choices) => asked.push(choices) } });
  return { workspace, asked };
}

const nameIn = (content: unknown) => (content as ArmyFile).orderOfBattle.name;
const rename = (workspace: Workspace, name: string) => workspace.run(setOobField<ArmyFile>(ARMY_OOB_PATH, 'name', name));

async function twoWindowsOnOneEntry() {
  const army = blankDocument('army') as ArmyFile;
  const entry = await real.api.call('library.create', { kind: 'army', title: 'Iron Brigade', content: { ...army, orderOfBattle: { ...army.orderOfBattle, name: 'Iron Brigade' } } });
  const a = windowOn();
  const b = windowOn();
  await a.workspace.openFromLibrary(entry.id);
  await b.workspace.openFromLibrary(entry.id);
  rename(a.workspace, 'Iron Brigade, edited in A');
  rename(b.workspace, 'Iron Brigade, edited in B');
  expect(await a.workspace.save()).toBe(true);
  return { entry, a, b };
}

describe('a save over a version saved elsewhere', () => {
  it('is refused with a choice, and nothing is written over', async () => {
    const { entry, b } = await twoWindowsOnOneEntry();
    expect(await b.workspace.save()).toBe(false);
    expect(b.asked).toHaveLength(1);
    const choices = b.asked[0]!;
    expect(choices.title).toBe('Iron Brigade, edited in B');
    expect(choices.where).toBe('in the library');
    expect(choices.message).toMatch(/another window/);
    expect(nameIn((await real.api.call('library.get', { id: entry.id })).content)).toBe('Iron Brigade, edited in A');
    expect(nameIn(await choices.theirs())).toBe('Iron Brigade, edited in A');
    expect(nameIn(choices.mine)).toBe('Iron Brigade, edited in B');
    // B's work is still open and unsaved.
    expect(b.workspace.dirty).toBe(true);
  });

  it('"keep mine" saves it as a copy in the library; the other version stays', async () => {
    const { entry, b } = await twoWindowsOnOneEntry();
    await b.workspace.save();
    expect(await b.asked[0]!.keepMine()).toBe(true);
    const titles = (await real.api.call('library.list', {})).map((e) => e.title).sort();
    expect(titles).toEqual(['Iron Brigade, edited in A', 'Iron Brigade, edited in B (my copy)']);
    expect(b.workspace.dirty).toBe(false);
    expect(b.workspace.doc!.libraryId).not.toBe(entry.id);
    // From now on B's Save goes to its copy, never over A's.
    rename(b.workspace, 'B again');
    expect(await b.workspace.save()).toBe(true);
    expect(nameIn((await real.api.call('library.get', { id: entry.id })).content)).toBe('Iron Brigade, edited in A');
  });

  it('"reload theirs" opens the version saved elsewhere', async () => {
    const { b } = await twoWindowsOnOneEntry();
    await b.workspace.save();
    expect(await b.asked[0]!.reloadTheirs()).toBe(true);
    expect(nameIn(b.workspace.content)).toBe('Iron Brigade, edited in A');
    expect(b.workspace.dirty).toBe(false);
    expect(b.workspace.notices.list.map((n) => n.text)).toContain('Reloaded "Iron Brigade, edited in B" as it was saved elsewhere.');
  });
});
