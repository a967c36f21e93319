import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../../core/formats';
import { History, Refusal } from '../../../../core/history';
import { counterReferences, counterTotals, counterTree, type Counter, type HexMap, type MusterScenario } from '../../../../core/scenario';
import {
  addCounter,
  copyOfCounter,
  counterIdProblem,
  duplicateCounter,
  entryHexesProblem,
  moveCounter,
  newCounter,
  nextCounterId,
  removeCounter,
  renameCounterId,
  setCommander,
  setCounterField,
  setEntryAlternative,
  setEntryHexes,
  setField,
} from '../../../../core/scenario/commands';

const load = (name: string): MusterScenario => JSON.parse(readFileSync(new URL(`../../../../scenarios/${name}`, import.meta.url), 'utf8')) as MusterScenario;
const example = () => load('hex-example.scenario.json');
const UNION = 0;
const CONFEDERATE = 1;
const countersOf = (doc: MusterScenario, side = UNION): Counter[] => doc.sides[side]!.forces.counters ?? [];
const ids = (doc: MusterScenario, side = UNION) => countersOf(doc, side).map((c) => c.id);
const counter = (doc: MusterScenario, id: string, side = UNION) => countersOf(doc, side).find((c) => c.id === id);
const hexMap = (doc: MusterScenario) => doc.map as HexMap;

/** Runs `command` and says why it was refused (the document must be as it was). */
function refusal(h: History<MusterScenario>, command: Parameters<History<MusterScenario>['execute']>[0]): string {
  const before = h.doc;
  try {
    h.execute(command);
  } catch (e) {
    expect(e).toBeInstanceOf(Refusal);
    expect(h.doc).toBe(before);
    return (e as Error).message;
  }
  throw new Error('the command was not refused');
}

/** Undoes everything and checks the example comes back exactly. */
function undoAll(h: History<MusterScenario>, start: MusterScenario) {
  while (h.canUndo) h.undo();
  expect(h.doc).toEqual(start);
}

describe('the hex example', () => {
  it('validates, with a leader chain on each side and an alternative reinforcement', () => {
    const doc = example();
    expect(validateDocument('scenario', doc)).toEqual([]);
    expect(doc.map.kind).toBe('hex');
    expect(counterTree(countersOf(doc)).map((r) => `${'  '.repeat(r.depth)}${r.counter.name}`)).toEqual(['Drew', '  Harlan', '    1/2/IV', '    2/2/IV', '    B/1', '  Kent', 'Supply']);
    expect(doc.sides[CONFEDERATE]!.entries!.find((e) => e.alternativeTo)?.alternativeTo).toBe('c-division');
  });

  it("totals a side's counters and strength, keeping a bracketed strength apart", () => {
    const counters = countersOf(example());
    const plain = counters.filter((c) => !c.fireOnly).reduce((n, c) => n + (c.strength ?? 0), 0);
    const bracketed = counters.filter((c) => c.fireOnly).reduce((n, c) => n + (c.strength ?? 0), 0);
    expect(plain).toBeGreaterThan(0);
    expect(bracketed).toBeGreaterThan(0);
    expect(counterTotals(counters)).toEqual({ counters: counters.length, leaders: counters.filter((c) => c.type === 'leader').length, strength: plain, bracketed });
  });
});

describe('adding counters', () => {
  it('counts ids up per side and adds a subordinate after the last of those already under his leader', () => {
    const start = example();
    const h = new History(start);
    const leaderId = nextCounterId(countersOf(h.doc), 'u-leader');
    expect(leaderId).toBe('u-leader-1');
    h.execute(addCounter(UNION, newCounter('leader', leaderId, 'Col. Amos')));
    expect(ids(h.doc).at(-1)).toBe('u-leader-1');
    expect(nextCounterId(countersOf(h.doc), 'u-leader')).toBe('u-leader-2');

    // Under Harlan, who already has three: the new brigade goes after B/1, the last of them.
    h.execute(addCounter(UNION, newCounter('infantry', 'u-new', '3/2/IV', 'u-harlan')));
    expect(ids(h.doc).indexOf('u-new')).toBe(ids(h.doc).indexOf('u-bty-b') + 1);
    expect(counterTree(countersOf(h.doc)).find((r) => r.counter.id === 'u-new')).toMatchObject({ depth: 2 });
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    undoAll(h, start);
  });

  it('starts the list on a side that has none, and refuses an id in use or a commander the side lacks', () => {
    const start = example();
    start.sides[UNION]!.forces = { budget: { points: 100 } };
    const h = new History(start);
    h.execute(addCounter(UNION, newCounter('leader', 'x-1', 'Lee')));
    expect(countersOf(h.doc)).toEqual([{ id: 'x-1', name: 'Lee', type: 'leader' }]);
    expect(refusal(h, addCounter(UNION, newCounter('infantry', 'x-1', 'Again')))).toBe("Union already has a counter 'x-1'.");
    expect(refusal(h, addCounter(UNION, newCounter('infantry', 'x-2', 'Lost', 'nobody')))).toMatch(/has no counter 'nobody'/);
    expect(refusal(h, addCounter(UNION, newCounter('infantry', 'bad id', 'Spaces')))).toMatch(/letters, digits/);
    undoAll(h, start);
  });
});

describe('editing a counter', () => {
  it('sets and clears printed values, making the reverse side and the ratings with their first value and dropping them with the last', () => {
    const start = example();
    const h = new History(start);
    h.execute(setCounterField(UNION, 'u-1-2-iv', ['strength'], 7));
    h.execute(setCounterField(UNION, 'u-1-2-iv', ['movement'], 5));
    expect(counter(h.doc, 'u-1-2-iv')).toMatchObject({ strength: 7, movement: 5 });
    expect(h.undoLabel).toBe('Change movement');

    h.execute(setCounterField(UNION, 'u-kent', ['reduced', 'strength'], 1));
    expect(counter(h.doc, 'u-kent')!.reduced).toEqual({ strength: 1 });
    h.execute(setCounterField(UNION, 'u-kent', ['reduced', 'strength'], undefined));
    expect('reduced' in counter(h.doc, 'u-kent')!).toBe(false);

    h.execute(setCounterField(UNION, 'u-harlan', ['ratings', 'actionProfile'], 'A'));
    h.execute(setCounterField(UNION, 'u-harlan', ['ratings', 'commandRange'], 3));
    h.execute(setCounterField(UNION, 'u-harlan', ['stars'], 1));
    expect(counter(h.doc, 'u-harlan')).toMatchObject({ stars: 1, ratings: { actionProfile: 'A', commandRange: 3 } });
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    // The same value again records nothing.
    expect(setCounterField(UNION, 'u-harlan', ['stars'], 1).patches(h.doc)).toEqual([]);
    undoAll(h, start);
  });

  it('refuses to clear a designation or a type, and a replacement or mounted pair that is not another counter of the side', () => {
    const h = new History(example());
    expect(refusal(h, setCounterField(UNION, 'u-kent', ['name'], undefined))).toBe('a counter always has a designation');
    expect(refusal(h, setCounterField(UNION, 'u-kent', ['type'], undefined))).toBe('a counter always has a type');
    expect(refusal(h, setCounterField(UNION, 'u-harlan', ['replacement'], 'u-harlan'))).toMatch(/own replacement/);
    expect(refusal(h, setCounterField(UNION, 'u-kent', ['mountedPair'], 'c-marsh'))).toBe("Union has no counter 'c-marsh'");
    expect(refusal(h, setCounterField(UNION, 'u-nobody', ['strength'], 3))).toBe("Union has no counter 'u-nobody'");
  });

  it('renames an id together with every place that names it, in one undo', () => {
    const start = example();
    const h = new History(start);
    const before = counterReferences(start, UNION, 'u-harlan');
    expect(before.placements.length).toBe(1);
    expect(before.subordinates.length).toBe(3);
    h.execute(renameCounterId(UNION, 'u-harlan', 'u-col-harlan'));
    expect(counterReferences(h.doc, UNION, 'u-harlan')).toEqual({ placements: [], entries: [], subordinates: [], pairs: [] });
    expect(counterReferences(h.doc, UNION, 'u-col-harlan')).toEqual(before);
    h.execute(renameCounterId(UNION, 'u-2-2-iv', 'u-second-brigade'));
    expect(h.doc.sides[UNION]!.entries![0]!.units).toEqual(['u-second-brigade']);
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    expect(counterIdProblem(h.doc, UNION, 'u-kent', 'u-drew')).toBe("Union already has a counter 'u-drew'.");
    expect(refusal(h, renameCounterId(UNION, 'u-kent', 'u-drew'))).toBe("Union already has a counter 'u-drew'.");
    h.undo();
    h.undo();
    expect(h.doc).toEqual(start);
  });
});

describe('the chain of command', () => {
  it('puts a counter under a leader, and refuses the counter itself, a stranger or a loop', () => {
    const start = example();
    const h = new History(start);
    h.execute(setCommander(UNION, 'u-train', 'u-drew'));
    expect(counter(h.doc, 'u-train')!.commander).toBe('u-drew');
    h.execute(setCommander(UNION, 'u-train', undefined));
    expect('commander' in counter(h.doc, 'u-train')!).toBe(false);
    expect(refusal(h, setCommander(UNION, 'u-drew', 'u-drew'))).toBe('Drew cannot command himself');
    expect(refusal(h, setCommander(UNION, 'u-drew', 'c-thorne'))).toBe("Union has no counter 'c-thorne'");
    // Drew → Harlan → 1/2/IV: Drew under one of his own would go round.
    expect(refusal(h, setCommander(UNION, 'u-drew', 'u-1-2-iv'))).toBe('1/2/IV answers to Drew already: the chain of command would go round in a circle');
    undoAll(h, start);
  });

  it('the check names a loop a hand-edited file makes', () => {
    const doc = example();
    counter(doc, 'u-drew')!.commander = 'u-harlan';
    const problems = validateDocument('scenario', doc);
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([['/sides/0/forces/counters/0/commander', 'the chain of command goes round in a circle: Drew → Harlan → Drew']]);
    // The tree still shows every counter.
    expect(counterTree(countersOf(doc)).length).toBe(countersOf(doc).length);
  });
});

describe('removing, moving and duplicating', () => {
  it('refuses to remove a counter the map or a reinforcement names, saying which', () => {
    const h = new History(example());
    expect(refusal(h, removeCounter(UNION, 'u-harlan'))).toBe('Harlan cannot be deleted while the map names it: remove it from there first, or delete it with them');
    expect(refusal(h, removeCounter(UNION, 'u-2-2-iv'))).toBe('2/2/IV cannot be deleted while reinforcement u-second names it: remove it from there first, or delete it with them');
  });

  it('removes a leader with his places as one command: those under him answer to his own commander', () => {
    const start = example();
    const h = new History(start);
    const placed = hexMap(start).units!.length;
    h.execute(removeCounter(UNION, 'u-harlan', { withReferences: true }));
    expect(counter(h.doc, 'u-harlan')).toBeUndefined();
    expect(hexMap(h.doc).units!.length).toBe(placed - 1);
    expect(['u-1-2-iv', 'u-2-2-iv', 'u-bty-b'].map((id) => counter(h.doc, id)!.commander)).toEqual(['u-drew', 'u-drew', 'u-drew']);
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    h.undo();
    expect(h.doc).toEqual(start);
  });

  it('a reinforcement left without units keeps its arrival; a counter nobody names goes at once', () => {
    const start = example();
    const h = new History(start);
    h.execute(removeCounter(UNION, 'u-2-2-iv', { withReferences: true }));
    expect(h.doc.sides[UNION]!.entries![0]).not.toHaveProperty('units');
    h.execute(removeCounter(UNION, 'u-train'));
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    undoAll(h, start);
  });

  it('moves a counter within the list and duplicates one under the same leader with its id and name counted up', () => {
    const start = example();
    const h = new History(start);
    h.execute(moveCounter(UNION, 'u-bty-b', ids(start).indexOf('u-1-2-iv')));
    expect(counterTree(countersOf(h.doc)).filter((r) => r.depth === 2).map((r) => r.counter.name)).toEqual(['B/1', '1/2/IV', '2/2/IV']);
    expect(moveCounter(UNION, 'u-bty-b', ids(h.doc).indexOf('u-bty-b')).patches(h.doc)).toEqual([]);

    const copy = copyOfCounter(countersOf(h.doc), 'u-1-2-iv')!;
    h.execute(duplicateCounter(UNION, 'u-1-2-iv'));
    expect(counter(h.doc, copy.id)).toEqual({ ...counter(h.doc, 'u-1-2-iv'), id: copy.id, name: '1/2/IV 2' });
    expect(copy.id).toBe('u-1-2-iv-1');
    expect(copyOfCounter([newCounter('leader', 'leader-1', 'A'), newCounter('leader', 'leader-2', 'B')], 'leader-1')!.id).toBe('leader-3');
    h.execute(duplicateCounter(UNION, 'u-drew'));
    expect(counter(h.doc, 'u-drew-1')?.name).toBe('Drew 2');
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    undoAll(h, start);
  });
});

describe('reinforcements on a hex map', () => {
  it('sets entry hexes of the grid and refuses one off the map or not a hex number, naming it', () => {
    const start = example();
    const h = new History(start);
    h.execute(setEntryHexes(UNION, 0, ['0101', '0102', '0101']));
    expect(h.doc.sides[UNION]!.entries![0]!.hexes).toEqual(['0101', '0102']);
    expect(refusal(h, setEntryHexes(UNION, 0, ['0101', '1311']))).toBe('Hex 1311 is off the map (it runs from 0101 to 1210).');
    expect(refusal(h, setEntryHexes(UNION, 0, ['41']))).toBe("'41' is not a hex number of this map (its numbers look like 0101: column and row of 2 digits each).");
    h.execute(setEntryHexes(UNION, 0, []));
    expect(h.doc.sides[UNION]!.entries![0]).not.toHaveProperty('hexes');
    undoAll(h, start);
  });

  it('entry hexes need a hex map', () => {
    const tabletop = load('tan-yard-hill.scenario.json');
    expect(entryHexesProblem(tabletop, ['0101'])).toBe('Entry hexes need a hex map; this scenario’s map is a tabletop board.');
  });

  it('makes one entry the alternative of another, refusing itself, a stranger and a loop; the condition is a form field', () => {
    const start = example();
    const h = new History(start);
    const entries = () => h.doc.sides[CONFEDERATE]!.entries!;
    expect(refusal(h, setEntryAlternative(CONFEDERATE, 0, 'c-brigades'))).toBe('entry c-brigades is already an alternative to c-division: one of the two comes, the other is its alternative');
    expect(refusal(h, setEntryAlternative(CONFEDERATE, 0, 'c-division'))).toBe('entry c-division cannot be its own alternative');
    expect(refusal(h, setEntryAlternative(CONFEDERATE, 0, 'u-second'))).toBe("this side has no entry 'u-second'");
    h.execute(setEntryAlternative(CONFEDERATE, 1, undefined));
    expect(entries()[1]).not.toHaveProperty('alternativeTo');
    h.execute(setEntryAlternative(CONFEDERATE, 0, 'c-brigades'));
    h.execute(setField('Edit condition', ['sides', CONFEDERATE, 'entries', 0, 'condition'], 'Only if the brigades do not come'));
    expect(entries()[0]).toMatchObject({ alternativeTo: 'c-brigades', condition: 'Only if the brigades do not come' });
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    undoAll(h, start);
  });

  it('the check names an entry hex off the grid, hexes on a tabletop map, and alternatives that name nothing or go round', () => {
    const doc = example();
    doc.sides[UNION]!.entries![0]!.hexes = ['0101', '1399'];
    doc.sides[CONFEDERATE]!.entries![0]!.alternativeTo = 'c-brigades';
    doc.sides[CONFEDERATE]!.entries!.push({ id: 'c-late', arrival: { kind: 'turn', turn: 5 }, alternativeTo: 'c-none' });
    expect(validateDocument('scenario', doc).map((p) => [p.pointer, p.message])).toEqual([
      ['/sides/0/entries/0/hexes/1', 'hex 1399 is off the map (it runs from 0101 to 1210)'],
      ['/sides/1/entries/0/alternativeTo', 'the alternatives go round in a circle: c-division → c-brigades → c-division; one entry comes, the others are its alternatives'],
      ['/sides/1/entries/2/alternativeTo', "the entry 'c-none' is not an entry of Confederate"],
    ]);
    const tabletop = load('tan-yard-hill.scenario.json');
    tabletop.sides[0]!.entries = [{ id: 'e', arrival: { kind: 'turn', turn: 1 }, hexes: ['0101'] }];
    expect(validateDocument('scenario', tabletop).map((p) => p.message)).toEqual(['entry hexes need a hex map; this scenario’s map is a tabletop board']);
  });
});
