import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../../core/formats/validate';
import { History } from '../../../../core/history';
import { isFormation, type OrderOfBattle } from '../../../../core/oob';
import type { MusterScenario } from '../../../../core/scenario';
import { createScenario } from '../../../../core/scenario/create';
import { startOrderOfBattle } from '../../../../core/scenario/commands';

const militia = () => JSON.parse(readFileSync(new URL('../../../../scenarios/taint-no-militia.scenario.json', import.meta.url), 'utf8')) as MusterScenario;

describe('startOrderOfBattle: the Map panel begins a side’s order of battle in place', () => {
  it('gives a new scenario’s side its own order of battle with a new brigade holding a new regiment, valid, one undo', () => {
    const fresh = createScenario();
    const side = fresh.sides[0]!;
    expect(side.forces.orderOfBattle).toBeUndefined();
    const h = new History(fresh);
    h.execute(startOrderOfBattle(0, 'brigade'));
    const oob = h.doc.sides[0]!.forces.orderOfBattle as OrderOfBattle;
    expect(oob.name).toBe(side.name);
    expect(oob.children).toHaveLength(1);
    const brigade = oob.children[0]!;
    expect(isFormation(brigade) && brigade.level).toBe('brigade');
    expect(brigade.name).toBe('New brigade');
    expect(isFormation(brigade) && brigade.children.map((c) => c.name)).toEqual(['New regiment']);
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    expect(h.undoLabel).toBe('Add brigade');
    h.undo();
    expect(h.doc).toEqual(fresh);
  });

  it('adds a second regiment beside the first, each with its own id (two quick clicks make two)', () => {
    const h = new History(createScenario());
    h.execute(startOrderOfBattle(1, 'regiment'));
    h.execute(startOrderOfBattle(1, 'regiment'));
    const oob = h.doc.sides[1]!.forces.orderOfBattle as OrderOfBattle;
    expect(oob.children.map((c) => c.name)).toEqual(['New regiment', 'New regiment']);
    expect(new Set(oob.children.map((c) => c.id)).size).toBe(2);
    expect(validateDocument('scenario', h.doc)).toEqual([]);
  });

  it('keeps a side’s order of battle and adds to it', () => {
    const doc = militia();
    doc.sides[0]!.forces = { orderOfBattle: { name: 'Union', side: 'union', era: '1861-63', children: [] } };
    const after = new History(doc).execute(startOrderOfBattle(0, 'regiment'));
    expect((after.sides[0]!.forces.orderOfBattle as OrderOfBattle).children.map((c) => c.name)).toEqual(['New regiment']);
    expect(after.sides[1]).toBe(doc.sides[1]);
  });
});
