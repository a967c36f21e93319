import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, History, insertAt, moveItem, removeAt, setIn, type Command, type HistoryChange } from '../../../core/history/index';
import { addSpecialRule, removeSpecialRule, setPointsBudget, setScenarioField, setTurns } from '../../../core/scenario/commands';
import type { MusterScenario } from '../../../core/scenario/index';

const original = JSON.parse(readFileSync(join(__dirname, '../../../scenarios/tan-yard-hill.scenario.json'), 'utf8')) as MusterScenario;
const frozen = structuredClone(original);

/** Random commands that make sense on the current document. */
function commandFor(doc: MusterScenario, pick: number, value: string): Command<MusterScenario> {
  const features = doc.map.kind === 'tabletop' ? doc.map.features : [];
  const n = features.length;
  switch (pick % 9) {
    case 0:
      return setScenarioField('title', value || 'Untitled');
    case 1:
      return setScenarioField('designerNotes', pick % 2 ? value : undefined);
    case 2:
      return setTurns(1 + (pick % 12));
    case 3:
      return setPointsBudget(pick % 2, pick % 300);
    case 4:
      return addSpecialRule({ id: `r${pick}`, text: value || 'x' }, doc.specialRules ? pick % (doc.specialRules.length + 1) : undefined);
    case 5:
      return doc.specialRules?.length ? removeSpecialRule(pick % doc.specialRules.length) : setScenarioField('time', value);
    case 6:
      return n > 1 ? moveItem('Reorder', ['map', 'features'], pick % n, (pick >> 3) % n) : setScenarioField('time', value);
    case 7:
      return n > 0 ? removeAt('Delete feature', ['map', 'features', pick % n]) : insertAt('Add', ['map', 'features', 0], { id: 'x', kind: 'open', shape: 'polygon', points: [] });
    default:
      return setIn('Move point', ['board', 'widthIn'], 10 + (pick % 90));
  }
}

describe('History', () => {
  it('random command sequences undone to the start give back the original document exactly; redo replays them', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.string({ maxLength: 8 }), fc.boolean()), { minLength: 1, maxLength: 40 }), (steps) => {
        const history = new History(original);
        const states: MusterScenario[] = [original];
        for (const [pick, value, gesture] of steps) {
          if (gesture) {
            history.begin('Drag');
            history.execute(commandFor(history.doc, pick, value));
            history.execute(commandFor(history.doc, pick + 1, value));
            history.commit();
          } else {
            history.execute(commandFor(history.doc, pick, value));
          }
          if (history.doc !== states[states.length - 1]) states.push(history.doc);
        }
        const end = history.doc;
        while (history.canUndo) history.undo();
        expect(history.doc).toEqual(original);
        expect(original).toEqual(frozen); // nothing was mutated in place
        expect(history.dirty).toBe(false);
        while (history.canRedo) history.redo();
        expect(history.doc).toEqual(end);
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('a gesture of many moves is one undo entry; cancel restores where it began', () => {
    const history = new History(original);
    history.begin('Resize table');
    for (let w = 40; w < 60; w++) history.execute(setIn('w', ['board', 'widthIn'], w));
    history.commit();
    expect(history.doc.board.widthIn).toBe(59);
    expect(history.undoLabel).toBe('Resize table');
    history.undo();
    expect(history.doc).toBe(history.doc);
    expect(history.doc).toEqual(original);
    expect(history.canUndo).toBe(false);

    history.begin('Drag');
    history.execute(setIn('w', ['board', 'widthIn'], 99));
    history.cancel();
    expect(history.doc).toEqual(original);
    expect(history.canUndo).toBe(false);
  });

  it('setting the same value records nothing; a new edit clears redo', () => {
    const history = new History(original);
    history.execute(setScenarioField('title', original.title));
    expect(history.canUndo).toBe(false);
    history.execute(setTurns(7));
    history.undo();
    expect(history.canRedo).toBe(true);
    history.execute(setTurns(9));
    expect(history.canRedo).toBe(false);
  });

  it('dirty follows the saved point through undo and redo', () => {
    const history = new History(original);
    expect(history.dirty).toBe(false);
    history.execute(setTurns(7));
    expect(history.dirty).toBe(true);
    history.markSaved();
    expect(history.dirty).toBe(false);
    history.undo();
    expect(history.dirty).toBe(true);
    history.redo();
    expect(history.dirty).toBe(false);
  });

  it('untouched branches are shared between versions', () => {
    const history = new History(original);
    history.execute(setTurns(3));
    expect(history.doc.map).toBe(original.map);
    expect(history.doc.length).not.toBe(original.length);
  });

  it('patch inverses: remove then insert restores array order', () => {
    const doc = { a: [1, 2, 3] };
    const r = applyPatch(doc, { op: 'remove', path: ['a', 1] });
    expect(r.doc).toEqual({ a: [1, 3] });
    expect(applyPatch(r.doc, r.inverse).doc).toEqual(doc);
    expect(() => applyPatch(doc, { op: 'remove', path: ['a', 5] })).toThrow(/outside/);
  });
});

describe('listeners are told what changed', () => {
  const start = { a: 1, list: [1, 2, 3] };

  it('a command, its undo and redo each report their label, patches and inverse', () => {
    const h = new History(start);
    const seen: HistoryChange<typeof start>[] = [];
    h.subscribe((c) => seen.push(c));
    h.execute(setIn('Change a', ['a'], 2));
    h.undo();
    h.redo();
    expect(seen.map((c) => [c.kind, c.label, c.patches, c.inverse, c.inTransaction])).toEqual([
      ['do', 'Change a', [{ op: 'set', path: ['a'], value: 2 }], [{ op: 'set', path: ['a'], value: 1 }], false],
      ['undo', 'Change a', [{ op: 'set', path: ['a'], value: 1 }], [{ op: 'set', path: ['a'], value: 2 }], false],
      ['redo', 'Change a', [{ op: 'set', path: ['a'], value: 2 }], [{ op: 'set', path: ['a'], value: 1 }], false],
    ]);
    expect(seen[1]!.doc).toEqual(start);
  });

  it('each step of a gesture says it is inside a transaction; the commit carries every step, once', () => {
    const h = new History(start);
    const seen: HistoryChange<typeof start>[] = [];
    h.subscribe((c) => seen.push(c));
    h.begin('Drag');
    h.execute(setIn('step', ['a'], 5));
    h.execute(insertAt('step', ['list', 0], 0));
    h.execute(setIn('step', ['a'], 6));
    h.execute(setIn('step', ['a'], 7));
    expect(seen.map((c) => [c.kind, c.inTransaction])).toEqual([
      ['do', true],
      ['do', true],
      ['do', true],
      ['do', true],
    ]);
    expect(seen[3]!.patches).toEqual([{ op: 'set', path: ['a'], value: 7 }]);
    h.commit();
    const last = seen[seen.length - 1]!;
    expect([last.kind, last.label, last.inTransaction]).toEqual(['commit', 'Drag', false]);
    // Setting the same place again in a row keeps only the last value (a drag's many moves of one point).
    expect(last.patches).toEqual([
      { op: 'set', path: ['a'], value: 5 },
      { op: 'insert', path: ['list', 0], value: 0 },
      { op: 'set', path: ['a'], value: 7 },
    ]);
    // Applying the commit's inverse to the result gives back where the gesture began.
    expect(last.inverse.reduce((doc, p) => applyPatch(doc, p).doc, h.doc)).toEqual(start);
    h.undo();
    expect(h.doc).toEqual(start);
    h.redo();
    expect(h.doc).toEqual({ a: 7, list: [0, 1, 2, 3] });
  });

  it('a cancelled gesture reports the document put back whole', () => {
    const h = new History(start);
    const seen: HistoryChange<typeof start>[] = [];
    h.begin('Drag');
    h.execute(setIn('step', ['a'], 5));
    h.subscribe((c) => seen.push(c));
    h.cancel();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.kind).toBe('cancel');
    expect(seen[0]!.patches).toEqual([{ op: 'set', path: [], value: start }]);
    expect(seen[0]!.doc).toBe(start);
  });
});
