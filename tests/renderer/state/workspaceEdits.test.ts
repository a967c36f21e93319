/**
 * The workspace facade routes edits (renderer/src/state/workspace.svelte.ts): a named command runs on the
 * open document as one undo entry; a refusal changes nothing and is shown in the command's own words; any
 * other error is a fault that stays with a report to copy; a gesture is one entry, and the settled document
 * the views' whole-document work reads moves only when the gesture ends.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ArmyFile } from '../../../core/army';
import { ARMY_OOB_PATH, rename as renameNode, setOobField } from '../../../core/oob/commands';
import { Workspace, type DocumentCommand } from '../../../renderer/src/state/workspace.svelte';
import { FakeClock } from '../fakeClock';
import { realBackend } from './realBackend';

async function withArmy(): Promise<{ workspace: Workspace; close: () => void }> {
  const real = realBackend();
  const workspace = new Workspace({ api: real.api, clock: new FakeClock() });
  await workspace.newDocument('army');
  return { workspace, close: real.close };
}

const name = (workspace: Workspace) => (workspace.content as ArmyFile).orderOfBattle.name;
const rename = (to: string) => setOobField<ArmyFile>(ARMY_OOB_PATH, 'name', to);

describe('edits through the workspace', () => {
  it('a command is one undo entry under its label, and undo and redo walk it', async () => {
    const { workspace, close } = await withArmy();
    try {
      expect(workspace.undoLabel).toBeUndefined();
      expect(workspace.run(rename('Iron Brigade'))).toBe(true);
      expect(name(workspace)).toBe('Iron Brigade');
      expect(workspace.dirty).toBe(true);
      expect(workspace.title).toBe('Iron Brigade');
      const label = workspace.undoLabel;
      expect(label).toBeTruthy();
      workspace.undo();
      expect(name(workspace)).toBe('Untitled army');
      expect(workspace.dirty).toBe(false);
      expect(workspace.redoLabel).toBe(label);
      workspace.redo();
      expect(name(workspace)).toBe('Iron Brigade');
    } finally {
      close();
    }
  });

  it('a refusal changes nothing and says why; any other error is a fault that stays, with a report', async () => {
    const { workspace, close } = await withArmy();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      workspace.info = { name: 'Muster', version: '0.1.0', mode: 'web' } as typeof workspace.info;
      // A map command given to an army: its path is not there, so core refuses or the patch fails.
      const broken = { label: 'Move stand', patches: () => [{ op: 'set', path: ['map', 'units', 3, 'at'], value: { x: 1, y: 1 } }] } as unknown as DocumentCommand;
      expect(workspace.run(broken)).toBe(false);
      expect(name(workspace)).toBe('Untitled army');
      const fault = workspace.notices.list.at(-1)!;
      expect(fault.tone).toBe('fault');
      expect(fault.text).toContain('Move stand');
      expect(fault.action?.label).toBe('Copy report');
      expect(logged).toHaveBeenCalled();

      expect(workspace.run(renameNode<ArmyFile>(ARMY_OOB_PATH, 'u-missing', '2nd Wisconsin'))).toBe(false);
      expect(workspace.undoLabel).toBeUndefined();
      expect(workspace.notices.list.map((n) => [n.tone, n.text])).toEqual([
        ['fault', fault.text],
        ['error', 'nothing with id u-missing'],
      ]);
    } finally {
      logged.mockRestore();
      close();
    }
  });

  it('a gesture is one undo entry, and the settled document moves only when it ends', async () => {
    const { workspace, close } = await withArmy();
    try {
      const before = workspace.settled;
      workspace.begin('Type the army’s name');
      for (const typed of ['I', 'Ir', 'Iro', 'Iron']) workspace.run(rename(typed));
      expect(name(workspace)).toBe('Iron');
      expect(workspace.settled).toBe(before);
      workspace.commit();
      expect((workspace.settled as ArmyFile).orderOfBattle.name).toBe('Iron');
      expect(workspace.undoLabel).toBe('Type the army’s name');
      workspace.undo();
      expect(name(workspace)).toBe('Untitled army');
      expect(workspace.undoLabel).toBeUndefined();
    } finally {
      close();
    }
  });
});
