import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../../core/formats';
import { appendItem, getIn, History, removeItem, setCreating } from '../../../../core/history';
import type { MusterScenario } from '../../../../core/scenario';
import { setArrival, setSideForces } from '../../../../core/scenario/commands';

const load = (name: string): MusterScenario => JSON.parse(readFileSync(new URL(`../../../../scenarios/${name}`, import.meta.url), 'utf8')) as MusterScenario;

describe('scenario editor commands', () => {
  it('setCreating makes the missing weather object, and clearing its last field removes it again', () => {
    const doc = load('taint-no-militia.scenario.json');
    delete doc.weather;
    const h = new History(doc);
    h.execute(setCreating('Change season', ['weather', 'season'], 'fall'));
    expect(h.doc.weather).toEqual({ season: 'fall' });
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    h.execute(setCreating('Change season', ['weather', 'season'], undefined));
    expect('weather' in h.doc).toBe(false);
    h.undo();
    h.undo();
    expect(h.doc).toEqual(doc);
  });

  it('setCreating leaves an object with other members in place when one is cleared', () => {
    const doc = load('taint-no-militia.scenario.json');
    const h = new History(doc);
    h.execute(setCreating('Clear initiative text', ['initiative', 'text'], undefined));
    expect(h.doc.initiative).toEqual({ rule: 'side', side: 'union' });
    expect(setCreating('Same', ['initiative', 'rule'], 'side').patches(h.doc)).toEqual([]);
  });

  it('appendItem starts a list the scenario does not have, and removeItem of its last item removes the list', () => {
    const doc = load('tan-yard-hill.scenario.json');
    const h = new History(doc);
    expect(doc.specialRules).toBeUndefined();
    h.execute(appendItem('Add special rule', ['specialRules'], { id: 'rule-1', text: 'No mounted charges.' }));
    h.execute(appendItem('Add special rule', ['specialRules'], { id: 'rule-2', text: 'Hill blocks LOS.' }));
    expect(h.doc.specialRules?.map((r) => r.id)).toEqual(['rule-1', 'rule-2']);
    h.execute(removeItem('Delete special rule', ['specialRules'], 0));
    h.execute(removeItem('Delete special rule', ['specialRules'], 0));
    expect('specialRules' in h.doc).toBe(false);
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    while (h.canUndo) h.undo();
    expect(h.doc).toEqual(doc);
  });

  it('removeItem keeps a required list as [] and ignores an index outside it', () => {
    const doc = load('taint-no-militia.scenario.json');
    const h = new History(doc);
    expect(removeItem('x', ['victory', 'conditions'], 5).patches(doc)).toEqual([]);
    h.execute(removeItem('Delete condition', ['victory', 'conditions'], 0, { keepEmpty: true }));
    expect(h.doc.victory.conditions).toEqual([]);
    expect(validateDocument('scenario', h.doc)).toEqual([]);
  });

  it('switching a side from its order of battle to a points budget is one undoable edit', () => {
    const doc = load('taint-no-militia.scenario.json');
    const h = new History(doc);
    h.execute(setSideForces(0, { budget: { points: 160, formation: 'division' } }));
    expect(h.doc.sides[0]!.forces).toEqual({ budget: { points: 160, formation: 'division' } });
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    expect(h.undoLabel).toBe('Change how the side is raised');
    h.undo();
    expect(getIn(h.doc, ['sides', 0, 'forces', 'orderOfBattle', 'statedTotal'])).toBe(138);
  });

  it('setArrival turns the detached 7th Indiana (roll 1-3 or never, B:2096) into a fixed turn-2 arrival and back', () => {
    const doc = load('taint-no-militia.scenario.json');
    const h = new History(doc);
    const before = doc.sides[0]!.entries![1]!.arrival;
    expect(before).toMatchObject({ kind: 'roll', nowOn: [1, 2, 3], otherwise: 'unavailable' });
    h.execute(setArrival(0, 1, { kind: 'turn', turn: 2 }));
    expect(h.doc.sides[0]!.entries![1]!.arrival).toEqual({ kind: 'turn', turn: 2 });
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    h.undo();
    expect(h.doc.sides[0]!.entries![1]!.arrival).toBe(before);
  });
});
