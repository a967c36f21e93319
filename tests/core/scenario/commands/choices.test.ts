/**
 * The edits the scenario's forms used to assemble themselves, as named commands on the bundled scenarios:
 * ticks and switches (weather faces, arrival faces, hidden sides, counted objectives, a constraint's
 * qualities, the weather's mode, the initiative's rule, a campaign), how a side is raised, a random draw,
 * and a unit deleted with its placements. Each writes a document the schema accepts, refuses what cannot
 * be, and undoes to the exact original.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../../core/formats/validate';
import { History, Refusal, type Command } from '../../../../core/history';
import { drawRandomForces } from '../../../../core/muster';
import { allIds, isFormation, locate, type OrderOfBattle } from '../../../../core/oob';
import type { MusterScenario, TabletopMap } from '../../../../core/scenario';
import {
  drawForces,
  raiseSide,
  removeWithPlacements,
  RANDOM_FORCES_NOTE,
  setArrivalFace,
  setArrivalKind,
  setConstraintQuality,
  setEntryCounter,
  setHiddenDeployment,
  setInCampaign,
  setInitiativeRule,
  setObjectiveCounted,
  setSideHidden,
  setWeatherFace,
  setWeatherRolled,
} from '../../../../core/scenario/commands';

const load = (name: string): MusterScenario => JSON.parse(readFileSync(join(__dirname, '../../../../scenarios', name), 'utf8')) as MusterScenario;
/** Tan Yard Hill: a weather table (1–4 wet, 5–6 dry), points budgets with constraints, two objectives. */
const tanYard = () => load('tan-yard-hill.scenario.json');
/** Taint No Militia: embedded orders of battle, 25 units on the table, roll-free entries. */
const taint = () => load('taint-no-militia.scenario.json');
/** The hex example: counters and entries that bring them. */
const hex = () => load('hex-example.scenario.json');

/** Runs the commands in turn on a history of `doc`, checks the result against the schema, and that undo goes all the way back. */
function edited(doc: MusterScenario, ...commands: Command<MusterScenario>[]): MusterScenario {
  const original = structuredClone(doc);
  const h = new History(doc);
  for (const c of commands) h.execute(c);
  const result = h.doc;
  expect(validateDocument('scenario', result)).toEqual([]);
  while (h.canUndo) h.undo();
  expect(h.doc).toEqual(original);
  return result;
}

function refusal(doc: MusterScenario, command: Command<MusterScenario>): string {
  const h = new History(doc);
  try {
    h.execute(command);
  } catch (e) {
    expect(e).toBeInstanceOf(Refusal);
    expect(h.doc).toBe(doc);
    return (e as Refusal).reason;
  }
  throw new Error(`"${command.label}" was not refused`);
}

describe('ticks and switches', () => {
  it('a weather face moves between rows in order, and a fixed weather keeps its season and notes', () => {
    const doc = edited(tanYard(), setWeatherFace(1, 4, true), setWeatherFace(0, 4, false), setWeatherFace(1, 4, true));
    expect(doc.weather!.table!.rows.map((r) => r.faces)).toEqual([[1, 2, 3], [4, 5, 6]]);
    const fixed = edited(tanYard(), setWeatherRolled(false));
    expect(fixed.weather!.table).toBeUndefined();
    expect(fixed.weather!.season).toBe(tanYard().weather!.season);
    // Rolled again, it starts from the usual 1–4 wet, 5–6 dry; rolled when it already is, nothing changes.
    expect(edited(fixed, setWeatherRolled(true)).weather!.table!.rows.map((r) => [r.faces, r.weather])).toEqual([[[1, 2, 3, 4], 'wet'], [[5, 6], 'dry']]);
    expect(setWeatherRolled(true).patches(tanYard())).toEqual([]);
    expect(refusal(fixed, setWeatherFace(0, 3, true))).toBe('the weather table has no row 1');
  });

  it('an arrival switched to a roll gets the book’s usual faces, kept in order, and none leaves the field out', () => {
    let doc = edited(taint(), setArrivalKind(0, 0, 'roll'), setArrivalFace(0, 0, 6, true), setArrivalFace(0, 0, 2, false));
    expect(doc.sides[0]!.entries![0]!.arrival).toMatchObject({ kind: 'roll', die: '1D6', nowOn: [1, 3, 6], otherwise: 'die-is-turn' });
    doc = edited(doc, setArrivalFace(0, 0, 1, false), setArrivalFace(0, 0, 3, false), setArrivalFace(0, 0, 6, false));
    expect(doc.sides[0]!.entries![0]!.arrival.nowOn).toBeUndefined();
    expect(edited(doc, setArrivalKind(0, 0, 'turn')).sides[0]!.entries![0]!.arrival).toEqual({ kind: 'turn', turn: 1 });
    expect(refusal(taint(), setArrivalFace(0, 0, 2, true))).toMatch(/fixed turn/);
    expect(refusal(taint(), setArrivalKind(0, 9, 'roll'))).toBe('there is no entry 10 on side 1');
  });

  it('an entry brings counters of its side, added at the end, and only those', () => {
    const doc = hex();
    const entry = doc.sides[0]!.entries![0]!;
    const newcomer = doc.sides[0]!.forces.counters!.find((c) => !(entry.units ?? []).includes(c.id))!;
    const brought = edited(doc, setEntryCounter(0, 0, newcomer.id, true), setEntryCounter(0, 0, newcomer.id, true));
    expect(brought.sides[0]!.entries![0]!.units).toEqual([...(entry.units ?? []), newcomer.id]);
    const none = edited(doc, ...(entry.units ?? []).map((id) => setEntryCounter(0, 0, id, false)));
    expect(none.sides[0]!.entries![0]!.units).toBeUndefined();
    const enemy = doc.sides[1]!.forces.counters![0]!.id;
    expect(refusal(doc, setEntryCounter(0, 0, enemy, true))).toBe(`this side has no counter '${enemy}'`);
  });

  it('hidden deployment, its sides, the objectives a condition counts, the campaign and the initiative', () => {
    const [union, confederate] = tanYard().sides.map((s) => s.id) as [string, string];
    let doc = edited(tanYard(), setHiddenDeployment(true), setSideHidden(confederate, true), setSideHidden(union, true), setSideHidden(confederate, false));
    expect(doc.hiddenDeployment).toEqual({ sides: [union] });
    expect(edited(doc, setHiddenDeployment(false)).hiddenDeployment).toBeUndefined();
    expect(refusal(doc, setSideHidden('prussia', true))).toBe("the scenario has no side 'prussia'");

    const objectives = tanYard().map.objectives!.map((o) => o.id);
    const condition = tanYard().victory.conditions.findIndex((c) => !c.objectives?.length);
    doc = edited(tanYard(), setObjectiveCounted(condition, objectives[1]!, true), setObjectiveCounted(condition, objectives[0]!, true));
    expect(doc.victory.conditions[condition]!.objectives).toEqual([objectives[1], objectives[0]]);
    doc = edited(doc, setObjectiveCounted(condition, objectives[1]!, false), setObjectiveCounted(condition, objectives[0]!, false));
    expect(doc.victory.conditions[condition]!.objectives).toBeUndefined();
    expect(refusal(tanYard(), setObjectiveCounted(condition, 'the-moon', true))).toBe("the map has no objective 'the-moon'");

    // Tan Yard Hill is a place in the Mine Run campaign: joining again changes nothing; leaving and joining starts afresh.
    expect(setInCampaign(true).patches(tanYard())).toEqual([]);
    doc = edited(tanYard(), setInCampaign(false));
    expect(doc.campaign).toBeUndefined();
    expect(edited(doc, setInCampaign(true)).campaign).toEqual({ name: 'New campaign', order: 1 });

    doc = edited(tanYard(), setInitiativeRule('most-leadership'));
    expect(doc.initiative).toMatchObject({ rule: 'most-leadership', tieBreak: union });
    expect(edited(doc, setInitiativeRule(undefined)).initiative).toBeUndefined();
  });

  it('a constraint counts qualities in the book’s order, whatever order they are ticked in', () => {
    const side = tanYard().sides[0]!;
    const at = side.forces.budget!.constraints!.findIndex((c) => c.qualities);
    const doc = edited(tanYard(), setConstraintQuality(0, at, 'elite', true), setConstraintQuality(0, at, 'green', false), setConstraintQuality(0, at, 'veteran', true));
    expect(doc.sides[0]!.forces.budget!.constraints![at]!.qualities).toEqual(['trained', 'veteran', 'elite']);
    expect(refusal(tanYard(), setConstraintQuality(0, 40, 'green', true))).toBe('side 1 has no budget constraint 41');
  });
});

describe('how a side is raised', () => {
  it('starts the new way empty, and raising it the way it is keeps what it holds', () => {
    const doc = edited(taint(), raiseSide(1, 'budget'));
    expect(doc.sides[1]!.forces).toEqual({ budget: { points: 160 } });
    expect(raiseSide(0, 'oob').patches(taint())).toEqual([]);
    // A side that is only a budget (Tan Yard Hill's without its example forces) gets an empty order of battle.
    const budgetOnly = { ...tanYard(), sides: tanYard().sides.map((s) => ({ ...s, forces: { budget: s.forces.budget! } })) };
    const oob = edited(budgetOnly, raiseSide(0, 'oob')).sides[0]!;
    expect(oob.forces.orderOfBattle).toEqual({ name: oob.name, side: oob.rulesSide, era: tanYard().era ?? '1861-63', children: [] });
    expect(edited(tanYard(), raiseSide(1, 'file')).sides[1]!.forces).toEqual({ armyFile: `${tanYard().sides[1]!.id}.army.json` });
  });
});

describe('a random draw', () => {
  it('gives each army the budget its cards make, as the book’s deck deals them for the seed', () => {
    const drawn = drawRandomForces({ seed: 1863, cards: { union: 3, confederate: 4 } });
    const doc = edited(tanYard(), drawForces(1863, { union: 3, confederate: 4 }, false));
    for (const side of doc.sides) expect(side.forces.budget!.points).toBe(drawn[side.rulesSide].points);
  });

  it('kept secret, writes the seed and card count in each side’s notes, replacing an earlier draw’s line', () => {
    const once = edited(tanYard(), drawForces(7, { union: 2, confederate: 5 }, true));
    const twice = edited(once, drawForces(8, { union: 3, confederate: 5 }, true));
    for (const [i, side] of twice.sides.entries()) {
      const lines = side.notes!.split('\n').filter((l) => l.startsWith(RANDOM_FORCES_NOTE));
      expect(lines).toEqual([`${RANDOM_FORCES_NOTE} seed 8, ${side.rulesSide === 'union' ? 3 : 5} cards; budget kept secret until the end.`]);
      expect(side.forces.budget).toEqual(tanYard().sides[i]!.forces.budget);
    }
  });
});

describe('deleting a unit that stands on the map', () => {
  it('takes its placements and those of everything under it off the map, in one undo entry', () => {
    const doc = taint();
    const map = doc.map as TabletopMap;
    const side = doc.sides[0]!;
    const tree = side.forces.orderOfBattle as OrderOfBattle;
    // A formation some of whose units stand on the table.
    const placed = new Set(map.units!.filter((u) => u.side === side.id).map((u) => u.unit));
    const formation = tree.children.find((n) => isFormation(n) && [...allIds({ ...tree, children: [n] })].some((id) => placed.has(id)))!;
    expect(formation).toBeDefined();
    const h = new History(doc);
    h.execute(removeWithPlacements(0, formation.id, 'brigade'));
    expect(h.undoLabel).toBe('Delete brigade and its placements');
    expect(locate(h.doc.sides[0]!.forces.orderOfBattle as OrderOfBattle, formation.id)).toBeUndefined();
    const left = allIds(h.doc.sides[0]!.forces.orderOfBattle as OrderOfBattle);
    const stillPlaced = (h.doc.map as TabletopMap).units!.filter((u) => u.side === side.id);
    expect(stillPlaced.length).toBeLessThan(map.units!.filter((u) => u.side === side.id).length);
    // Every placement left names something the side still has (a unit, a leader or a formation).
    for (const u of stillPlaced) expect(left.has(u.unit)).toBe(true);
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    h.undo();
    expect(h.doc).toEqual(taint());
  });
});
