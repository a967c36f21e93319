import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../../core/formats/validate';
import { History } from '../../../../core/history';
import type { OrderOfBattle } from '../../../../core/oob';
import type { MusterScenario } from '../../../../core/scenario';
import { createScenario } from '../../../../core/scenario/create';
import { attachLibraryArmy, detachLibraryArmy, embedArmyCopy } from '../../../../core/scenario/commands';

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../../../../scenarios/${name}`, import.meta.url), 'utf8')) as T;
const militia = () => read<MusterScenario>('taint-no-militia.scenario.json');
const unionArmy = () => read<{ orderOfBattle: OrderOfBattle }>('taint-no-militia.army-union.json').orderOfBattle;
const confederateArmy = () => read<{ orderOfBattle: OrderOfBattle }>('taint-no-militia.army-confederate.json').orderOfBattle;
const IRON = { id: '3f2a9c1e-0b7d-4e55-9a61-2c8d7e4f1a00', title: 'Iron Brigade' };

describe('attachLibraryArmy', () => {
  it('links the side to the library army in place of its order of battle, valid, and one undo puts the side back exactly', () => {
    const doc = militia();
    const h = new History(doc);
    h.execute(attachLibraryArmy(0, IRON, 'union'));
    expect(h.doc.sides[0]!.forces).toEqual({ libraryArmy: IRON });
    expect(h.doc.sides[1]).toBe(doc.sides[1]);
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    expect(h.undoLabel).toBe('Attach Iron Brigade');
    h.undo();
    expect(h.doc).toEqual(doc);
    h.redo();
    expect(h.doc.sides[0]!.forces.libraryArmy).toEqual(IRON);
  });

  it('keeps a points budget, replaces an army file, and plays the side on the tables of the army it takes', () => {
    const doc = militia();
    doc.sides[1]!.forces = { armyFile: 'south.army.json', budget: { points: 180 } };
    const after = new History(doc).execute(attachLibraryArmy(1, IRON, 'union'));
    expect(after.sides[1]!.forces).toEqual({ libraryArmy: IRON, budget: { points: 180 } });
    expect(after.sides[1]!.rulesSide).toBe('union');
  });

  it("drops the budget a new scenario suggested, which the designer never set, and undo brings it back", () => {
    const fresh = createScenario();
    expect(fresh.sides[0]!.forces).toEqual({ budget: { points: 240 } });
    const h = new History(fresh);
    h.execute(attachLibraryArmy(0, IRON, 'union'));
    expect(h.doc.sides[0]!.forces).toEqual({ libraryArmy: IRON });
    h.execute(embedArmyCopy(1, confederateArmy()));
    expect(h.doc.sides[1]!.forces).toEqual({ orderOfBattle: confederateArmy() });
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    h.undo();
    h.undo();
    expect(h.doc).toEqual(fresh);
    // A budget the designer gave a formation to buy, or another number, is theirs and stays.
    const set = createScenario();
    set.sides[0]!.forces = { budget: { points: 240, formation: 'brigade' } };
    set.sides[1]!.forces = { budget: { points: 300 } };
    const after = new History(set).execute(embedArmyCopy(0, unionArmy()));
    expect(after.sides[0]!.forces.budget).toEqual({ points: 240, formation: 'brigade' });
    expect(new History(set).execute(attachLibraryArmy(1, IRON, 'union')).sides[1]!.forces.budget).toEqual({ points: 300 });
  });

  it('is nothing to do when the side already uses that army', () => {
    const doc = new History(militia()).execute(attachLibraryArmy(0, IRON, 'union'));
    expect(attachLibraryArmy(0, IRON, 'union').patches(doc)).toEqual([]);
    expect(attachLibraryArmy(5, IRON, 'union').patches(doc)).toEqual([]);
  });
});

describe('detachLibraryArmy', () => {
  it('leaves a side that had nothing else with an empty order of battle to build, valid, undone exactly', () => {
    const attached = new History(militia()).execute(attachLibraryArmy(0, IRON, 'union'));
    const h = new History(attached);
    h.execute(detachLibraryArmy(0));
    expect(h.doc.sides[0]!.forces).toEqual({ orderOfBattle: { name: 'Union', side: 'union', era: '1861-63', children: [] } });
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    h.undo();
    expect(h.doc).toEqual(attached);
  });

  it('keeps the budget of a side raised by points', () => {
    const doc = militia();
    doc.sides[0]!.forces = { libraryArmy: IRON, budget: { points: 160 } };
    expect(new History(doc).execute(detachLibraryArmy(0)).sides[0]!.forces).toEqual({ budget: { points: 160 } });
  });

  it('is nothing to do on a side with no library army', () => {
    expect(detachLibraryArmy(0).patches(militia())).toEqual([]);
  });
});

describe('embedArmyCopy', () => {
  it('embeds the army file’s order of battle in place of the file, the side priced on that army’s tables, valid, undone exactly', () => {
    const doc = militia();
    doc.sides[1]!.forces = { armyFile: 'taint-no-militia.army-union.json' };
    const h = new History(doc);
    const army = unionArmy();
    h.execute(embedArmyCopy(1, army));
    expect(h.doc.sides[1]!.forces).toEqual({ orderOfBattle: army });
    expect(h.doc.sides[1]!.rulesSide).toBe('union');
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    expect(h.undoLabel).toBe(`Embed a copy of ${army.name}`);
    h.undo();
    expect(h.doc).toEqual(doc);
  });

  it('replaces a library army link with the copy: the side no longer follows the library', () => {
    const attached = new History(militia()).execute(attachLibraryArmy(1, { id: 'heth', title: "Heth's Division" }, 'confederate'));
    const after = new History(attached).execute(embedArmyCopy(1, confederateArmy()));
    expect(after.sides[1]!.forces.libraryArmy).toBeUndefined();
    expect(after.sides[1]!.forces.orderOfBattle?.name).toBe(confederateArmy().name);
    expect(validateDocument('scenario', after)).toEqual([]);
  });
});
