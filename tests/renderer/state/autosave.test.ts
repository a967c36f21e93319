/**
 * The autosave (renderer/src/state/saving.svelte.ts) on a clock the test moves, against the real backend:
 * a draft is kept AUTOSAVE_EVERY_MS after the first unsaved change and not a moment before; nothing is
 * kept for a document with no unsaved change, nor after the autosave is stopped; saving drops the draft.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ARMY_OOB_PATH, setOobField } from '../../../core/oob/commands';
import type { ArmyFile } from '../../../core/army';
import { AUTOSAVE_EVERY_MS } from '../../../renderer/src/state/clock';
import { Workspace } from '../../../renderer/src/state/workspace.svelte';
import { FakeClock } from '../fakeClock';
import { realBackend, type RealBackend } from './realBackend';

let real: RealBackend;
let clock: FakeClock;
let workspace: Workspace;
beforeEach(() => {
  real = realBackend();
  clock = new FakeClock();
  workspace = new Workspace({ api: real.api, clock });
});
afterEach(() => real.close());

const rename = (name: string) => workspace.run(setOobField<ArmyFile>(ARMY_OOB_PATH, 'name', name));
const drafts = () => real.api.call('library.autosaves', {});
/** Waits for the draft the last timer started keeping (a backend call, not a timer). */
const settle = () => workspace.saving.keeping;

describe('autosave', () => {
  it('keeps a draft of unsaved work AUTOSAVE_EVERY_MS after the first change, and not before', async () => {
    workspace.startAutosave();
    await workspace.newDocument('army');
    clock.advance(AUTOSAVE_EVERY_MS);
    await settle();
    // A new, unchanged document has nothing worth keeping.
    expect(await drafts()).toEqual([]);

    expect(rename('Iron Brigade')).toBe(true);
    clock.advance(AUTOSAVE_EVERY_MS - 1);
    await settle();
    expect(await drafts()).toEqual([]);
    clock.advance(1);
    await settle();
    const kept = await drafts();
    expect(kept.map((d) => [d.title, d.kind, d.documentId, d.path])).toEqual([['Iron Brigade', 'army', null, null]]);
    expect(kept[0]!.key).toBe(workspace.doc!.key);
    const recovered = await real.api.call('library.recover', { key: kept[0]!.key });
    expect((recovered.content as ArmyFile).orderOfBattle.name).toBe('Iron Brigade');
  });

  it('a run of edits is kept once per delay, with the last of them', async () => {
    workspace.startAutosave();
    await workspace.newDocument('army');
    for (const name of ['A', 'AB', 'ABC']) {
      rename(name);
      clock.advance(1000);
    }
    expect(clock.pending).toBe(1);
    clock.advance(AUTOSAVE_EVERY_MS - 3000);
    await settle();
    expect((await drafts()).map((d) => d.title)).toEqual(['ABC']);
    // Nothing changed since: the next delay keeps nothing new and no timer waits.
    expect(clock.pending).toBe(0);
  });

  it('stops when told, and Save puts the work in the library and drops its draft', async () => {
    const stop = workspace.startAutosave();
    await workspace.newDocument('army');
    rename('Meredith’s Brigade');
    clock.advance(AUTOSAVE_EVERY_MS);
    await settle();
    expect(await drafts()).toHaveLength(1);
    expect(await workspace.save()).toBe(true);
    await settle();
    expect(await drafts()).toEqual([]);
    expect((await real.api.call('library.list', {})).map((e) => e.title)).toEqual(['Meredith’s Brigade']);
    expect(workspace.dirty).toBe(false);
    expect(workspace.notices.list.map((n) => n.text)).toEqual(['Saved "Meredith’s Brigade" in the library.']);

    stop();
    rename('Meredith’s Brigade, July 1');
    expect(clock.pending).toBe(1); // the save notice's own timer only
    clock.advance(AUTOSAVE_EVERY_MS);
    await settle();
    expect(await drafts()).toEqual([]);
  });
});
