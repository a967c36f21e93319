import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../../core/formats/validate';
import { History } from '../../../../core/history';
import type { MusterScenario } from '../../../../core/scenario';
import { deleteItem, moveListItem, setField } from '../../../../core/scenario/commands';

const load = (): MusterScenario => JSON.parse(readFileSync(new URL('../../../../scenarios/tan-yard-hill.scenario.json', import.meta.url), 'utf8')) as MusterScenario;

describe('setField', () => {
  it('sets a field with one small patch, making what is missing on the way, and undo takes it back', () => {
    const doc = load();
    const h = new History(doc);
    expect(setField('Change turns', ['length', 'turns'], 9).patches(doc)).toEqual([{ op: 'set', path: ['length', 'turns'], value: 9 }]);
    h.execute(setField('Edit north edge', ['board', 'edges', 'north'], 'Tan yard'));
    expect(h.doc.board.edges?.north).toBe('Tan yard');
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    h.execute(setField('Edit north edge', ['board', 'edges', 'north'], undefined));
    h.undo();
    h.undo();
    expect(h.doc).toEqual(doc);
  });

  it('refuses, when compiling, a path the scenario does not have or a value of the wrong type', () => {
    // Each line below is a compile error (checked by `npm run typecheck`); at run time they are ordinary commands.
    // @ts-expect-error 'lenght' is no field of a scenario
    setField('x', ['lenght', 'turns'], 3);
    // @ts-expect-error turns is a number
    setField('x', ['length', 'turns'], 'three');
    // @ts-expect-error a season is one of the schema's four
    setField('x', ['weather', 'season'], 'monsoon');
    // @ts-expect-error an order of battle's tree is edited by core/oob/commands, not as a field
    setField('x', ['sides', 0, 'forces', 'orderOfBattle', 'children'], []);
    expect(setField('x', ['sides', 0, 'forces', 'orderOfBattle', 'name'], 'Right wing').label).toBe('x');
  });

  it('deletes from and reorders lists only, when compiling', () => {
    // Compile errors checked by `npm run typecheck`, as above.
    // @ts-expect-error a title is no list
    deleteItem(['title'], 0, 'title');
    // @ts-expect-error a side's name is no list
    moveListItem(['sides', 0, 'name'], 0, 1, 'name');
    const doc = load();
    expect(deleteItem(['sides', 1, 'entries'], 0, 'entry').patches(doc)).toHaveLength(1);
  });
});
