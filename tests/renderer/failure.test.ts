/**
 * How the editor sorts a command that did not run (renderer/src/state/failure.ts, used by `workspace.run`
 * and the playtest's `run`): a core `Refusal` is the user's notice with the command's own reason; any
 * other error, thrown by a real history on a real document, is a fault with a report to copy, never a
 * notice that passes for a refusal.
 */
import { describe, expect, it } from 'vitest';
import { History } from '../../core/history';
import { moveVertex } from '../../core/map/commands';
import { createScenario, type MusterScenario } from '../../core/scenario';
import { failureOf } from '../../renderer/src/state/failure';

const ridge = (): MusterScenario => ({
  ...createScenario({ title: 'McPherson Ridge' }),
  map: { kind: 'tabletop', features: [{ id: 'w1', kind: 'heavy-woods', label: 'Herbst Woods', shape: 'polygon', points: [{ x: 1, y: 1 }, { x: 3, y: 1 }, { x: 2, y: 3 }] }] },
});

function thrownBy(history: History<MusterScenario>, command: Parameters<History<MusterScenario>['execute']>[0]): unknown {
  try {
    history.execute(command);
  } catch (error) {
    return error;
  }
  throw new Error(`"${command.label}" ran`);
}

describe('a command that did not run', () => {
  it('a refusal is shown with its own reason', () => {
    const error = thrownBy(new History(ridge()), moveVertex(0, 7, { x: 0, y: 0 }));
    expect(failureOf(error, { doing: 'Move vertex', on: 'scenario' })).toEqual({ kind: 'refused', reason: 'Herbst Woods has no vertex #8' });
  });

  it('any other error is a fault in Muster, with what was being done and a report to send', () => {
    // A command whose patch does not fit the document: a bug in a command, not the designer's doing.
    const error = thrownBy(new History(ridge()), { label: 'Move stand', patches: () => [{ op: 'set', path: ['map', 'units', 3, 'at'], value: { x: 1, y: 1 } }] });
    const failure = failureOf(error, { doing: 'Move stand', on: 'scenario', app: 'Muster 0.1.0 (desktop)' });
    expect(failure.kind).toBe('fault');
    if (failure.kind !== 'fault') return;
    expect(failure.summary).toContain('Move stand');
    expect(failure.summary).toContain((error as Error).message);
    expect(failure.summary).toMatch(/fault in Muster/);
    const lines = failure.report.split('\n');
    expect(lines).toContain('App: Muster 0.1.0 (desktop)');
    expect(lines).toContain('While: Move stand (on a scenario)');
    expect(lines).toContain(`Error: PatchError: ${(error as Error).message}`);
    // The stack says where in the code it broke: the history's patch step.
    expect(failure.report).toContain((error as Error).stack!.split('\n')[1]!.trim());
  });

  it('something thrown that is not an Error is a fault too', () => {
    const failure = failureOf('a string', { doing: 'Fire', on: 'playtest' });
    expect(failure.kind).toBe('fault');
    if (failure.kind === 'fault') expect(failure.report).toContain('Error: string: a string');
  });
});
