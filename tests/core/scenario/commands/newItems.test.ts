/**
 * Each list's "+ Add" as a named command on the bundled scenarios: the new item is the one the forms made
 * before (the next free id, point number or letter, the first side, the weather faces no row claims),
 * it lands at the end of its list (making the list where the scenario has none), the scenario still
 * passes its schema, undo takes it back, and an item the list cannot take is refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../../core/formats/validate';
import { History, Refusal, type Command } from '../../../../core/history';
import type { MusterScenario } from '../../../../core/scenario';
import {
  addCampaignLink,
  addEntry,
  addForceConstraint,
  addIntersectionPoint,
  addRoadEntrance,
  addSetupArea,
  addSetupInstruction,
  addSpecialRule,
  addVictoryCondition,
  addWeatherRow,
  freshId,
  nextLetter,
  nextPointId,
  setInCampaign,
  setWeatherRolled,
} from '../../../../core/scenario/commands';

const load = (name: string): MusterScenario => JSON.parse(readFileSync(join(__dirname, '../../../../scenarios', name), 'utf8')) as MusterScenario;
/** Tan Yard Hill: a 1D6 weather table (1–4 wet, 5–6 dry), points budgets, six intersection points, entrance C, a campaign without links. */
const tanYard = () => load('tan-yard-hill.scenario.json');
/** Taint No Militia: entrances A–C, special rules, entries, embedded orders of battle (no budgets), no weather table. */
const taint = () => load('taint-no-militia.scenario.json');

/** Runs `command` on a history of `doc`, checks the schema, that it was one undo entry with the command's label, and that undo goes back. */
function added(doc: MusterScenario, command: Command<MusterScenario>): MusterScenario {
  const original = structuredClone(doc);
  const h = new History(doc);
  h.execute(command);
  const result = h.doc;
  expect(validateDocument('scenario', result)).toEqual([]);
  expect(h.undoLabel).toBe(command.label);
  h.undo();
  expect(h.doc).toEqual(original);
  return result;
}

const refusal = (doc: MusterScenario, command: Command<MusterScenario>): string => {
  try {
    command.patches(doc);
  } catch (e) {
    if (e instanceof Refusal) return e.reason;
    throw e;
  }
  throw new Error(`${command.label} was not refused`);
};

describe('the helpers that name a new item', () => {
  it('take the first free number, point or letter', () => {
    expect(freshId('rule', [])).toBe('rule-1');
    expect(freshId('rule', ['rule-1', 'rule-3', undefined])).toBe('rule-2');
    expect(nextPointId(undefined)).toBe('01');
    expect(nextPointId([{ id: '01', at: { x: 0, y: 0 } }, { id: '03', at: { x: 0, y: 0 } }])).toBe('02');
    expect(nextLetter([{ letter: 'A', edge: 'north' }, { letter: 'C', edge: 'west' }])).toBe('B');
    expect(nextLetter([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter) => ({ letter, edge: 'north' as const })))).toBe('AA');
  });
});

describe("each list's + Add", () => {
  it('names the next intersection point after those on the board, at the corner', () => {
    const doc = added(tanYard(), addIntersectionPoint());
    expect(doc.board.intersectionPoints!.map((p) => p.id)).toEqual(['03', '04', '07', '08', '11', '12', '01']);
    expect(doc.board.intersectionPoints!.at(-1)).toEqual({ id: '01', at: { x: 0, y: 0 } });
    expect(added(taint(), addIntersectionPoint()).board.intersectionPoints).toEqual([{ id: '01', at: { x: 0, y: 0 } }]);
  });

  it('letters a road entrance with the first free letter, on the north edge', () => {
    expect(added(taint(), addRoadEntrance()).board.roadEntrances!.at(-1)).toEqual({ letter: 'D', edge: 'north' });
    expect(added(tanYard(), addRoadEntrance()).board.roadEntrances!.at(-1)).toEqual({ letter: 'A', edge: 'north' });
  });

  it('adds a set-up area for the first side with the next area id', () => {
    const doc = tanYard();
    doc.map.setupAreas = [...(doc.map.setupAreas ?? []), { id: 'area-1', side: 'union', text: 'x' }];
    doc.sides = [doc.sides[1]!, doc.sides[0]!];
    expect(added(doc, addSetupArea()).map.setupAreas!.at(-1)).toEqual({ id: 'area-2', side: 'confederate', text: '' });
  });

  it("adds an empty set-up instruction to the side's list, and refuses a side that is not there", () => {
    const doc = added(taint(), addSetupInstruction(1));
    expect(doc.sides[1]!.setup!.at(-1)).toEqual({ text: '' });
    expect(doc.sides[1]!.setup!.length).toBe((taint().sides[1]!.setup ?? []).length + 1);
    expect(refusal(taint(), addSetupInstruction(5))).toBe('there is no side #6');
  });

  it('adds an entry arriving on turn 1 with the next entry id of that side', () => {
    const doc = added(taint(), addEntry(0));
    expect(doc.sides[0]!.entries!.at(-1)).toEqual({ id: 'entry-1', arrival: { kind: 'turn', turn: 1 } });
    expect(doc.sides[1]!.entries).toEqual(taint().sides[1]!.entries);
    const twice = new History(taint());
    twice.execute(addEntry(1));
    twice.execute(addEntry(1));
    expect(twice.doc.sides[1]!.entries!.map((e) => e.id)).toEqual(['11th-mississippi', 'entry-1', 'entry-2']);
    expect(refusal(taint(), addEntry(2))).toBe('there is no side #3');
  });

  it('adds a constraint in words to a side raised on points, and refuses one raised otherwise', () => {
    const before = tanYard().sides[0]!.forces.budget!.constraints ?? [];
    const doc = added(tanYard(), addForceConstraint(0));
    expect(doc.sides[0]!.forces.budget!.constraints).toEqual([...before, { kind: 'other', text: '' }]);
    const side = taint().sides[0]!;
    expect(refusal(taint(), addForceConstraint(0))).toBe(`${side.name || side.id} is not raised on a points budget`);
  });

  it('adds a victory condition in words with the next win id', () => {
    const doc = added(tanYard(), addVictoryCondition());
    expect(doc.victory.conditions.at(-1)).toEqual({ id: 'win-1', kind: 'text', text: '' });
  });

  it('adds a special rule with the next rule id, or the rule it is given at its place', () => {
    expect(added(taint(), addSpecialRule()).specialRules!.at(-1)).toEqual({ id: 'rule-1', text: '' });
    expect(added(tanYard(), addSpecialRule()).specialRules).toEqual([{ id: 'rule-1', text: '' }]);
    expect(added(taint(), addSpecialRule({ id: 'ford', text: 'The ford is deep.' }, 0)).specialRules![0]!.id).toBe('ford');
  });

  it('adds a dry weather row on the faces no row claims, else on the lowest face; refuses fixed weather', () => {
    const doc = tanYard();
    // Tan Yard Hill's rows claim every face: the new row takes 1 for the designer to change.
    expect(added(doc, addWeatherRow()).weather!.table!.rows.at(-1)).toEqual({ faces: [1], weather: 'dry' });
    const gap = tanYard();
    gap.weather!.table!.rows[0]!.faces = [1, 2];
    expect(added(gap, addWeatherRow()).weather!.table!.rows.at(-1)).toEqual({ faces: [3, 4], weather: 'dry' });
    const twoDice = tanYard();
    twoDice.weather!.table!.die = '2D6';
    expect(added(twoDice, addWeatherRow()).weather!.table!.rows.at(-1)).toEqual({ faces: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((f) => f > 6), weather: 'dry' });
    const fixed = new History(tanYard());
    fixed.execute(setWeatherRolled(false));
    expect(refusal(fixed.doc, addWeatherRow())).toBe('the weather is fixed, not rolled on a table');
  });

  it("adds a campaign link for the first side's win, and refuses a scenario in no campaign", () => {
    const doc = added(tanYard(), addCampaignLink());
    expect(doc.campaign!.links).toEqual([{ ifWinner: 'union', text: '' }]);
    const alone = new History(tanYard());
    alone.execute(setInCampaign(false));
    expect(refusal(alone.doc, addCampaignLink())).toBe('the scenario is not part of a campaign');
  });
});
