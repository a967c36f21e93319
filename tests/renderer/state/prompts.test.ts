/**
 * The shell's own questions (renderer/src/state/prompts.svelte.ts), one dialog on the DialogState pattern:
 * each question answers its promise, Escape (close) is "no", a question asked over another answers that one
 * "no" and keeps the dialog open, and the problems of a file close with their one button.
 */
import { describe, expect, it } from 'vitest';
import { Prompts } from '../../../renderer/src/state/prompts.svelte';

describe('the shell’s questions', () => {
  it('a confirm answers true for its button, false for Cancel or Escape, and closes the dialog', async () => {
    const prompts = new Prompts();
    const yes = prompts.confirm('Discard unsaved changes?', '"Iron Brigade" has unsaved changes.', 'Discard changes');
    expect(prompts.open).toBe(true);
    expect(prompts.current).toMatchObject({ kind: 'confirm', title: 'Discard unsaved changes?', confirm: 'Discard changes', cancel: 'Cancel' });
    prompts.answer('yes');
    await expect(yes).resolves.toBe(true);
    expect(prompts.open).toBe(false);
    expect(prompts.current).toBeNull();

    const escaped = prompts.confirm('Empty the trash?', '2 documents will be deleted for ever.', 'Empty trash');
    prompts.close();
    await expect(escaped).resolves.toBe(false);
    expect(prompts.open).toBe(false);
  });

  it('the other answer can be named for what it does', async () => {
    const prompts = new Prompts();
    const keep = prompts.confirm('Remove 1st Brigade from the map too?', '1st Brigade has 4 placements on the map.', 'Remove them from the map too', 'Keep them on the map');
    expect(prompts.current).toMatchObject({ cancel: 'Keep them on the map' });
    prompts.answer(null);
    await expect(keep).resolves.toBe(false);
  });

  it('a question asked while another is open answers that one "no" and takes the dialog', async () => {
    const prompts = new Prompts();
    const first = prompts.confirm('End the playtest?', 'Its dice and log are not kept.', 'End playtest');
    const second = prompts.path('save', 'Save the playtest as a new situation', '/home/me/Muster/situation.scenario.json');
    await expect(first).resolves.toBe(false);
    expect(prompts.open).toBe(true);
    expect(prompts.current).toMatchObject({ kind: 'path', mode: 'save', initial: '/home/me/Muster/situation.scenario.json' });
    prompts.answer('/home/me/Muster/turn-3.scenario.json');
    await expect(second).resolves.toBe('/home/me/Muster/turn-3.scenario.json');
    expect(prompts.open).toBe(false);
  });

  it('a path dialog cancelled answers null; the problems of a file close with their button', async () => {
    const prompts = new Prompts();
    const cancelled = prompts.path('open', 'Open a scenario', '');
    prompts.close();
    await expect(cancelled).resolves.toBeNull();

    prompts.problems('Muster cannot open bad.army.json', [{ file: 'bad.army.json', pointer: '/orderOfBattle/name', message: 'must be string' }]);
    expect(prompts.open).toBe(true);
    expect(prompts.current).toMatchObject({ kind: 'problems', problems: [{ message: 'must be string' }] });
    prompts.answer(null);
    expect(prompts.open).toBe(false);
    expect(prompts.current).toBeNull();
  });
});
