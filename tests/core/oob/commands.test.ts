import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArmyFile } from '../../../core/army';
import { getIn, History, Refusal, type Command, type Patch, type Path } from '../../../core/history';
import { musterReport } from '../../../core/muster';
import { allIds, formations, locate, locateLeader, units, type Leader, type OobNode, type OrderOfBattle } from '../../../core/oob';
import * as cmd from '../../../core/oob/commands';

const ARMY = join(__dirname, '../../../scenarios/taint-no-militia.army-union.json');
const loadArmy = (): ArmyFile => JSON.parse(readFileSync(ARMY, 'utf8'));
const P = cmd.ARMY_OOB_PATH;
const oobOf = (doc: unknown, path: Path = P): OrderOfBattle => getIn(doc, path) as OrderOfBattle;

/** Runs one command on a fresh history, checks it changed something, undoes it, and returns both states. */
function roundTrip(command: Command<unknown>, doc: unknown = loadArmy()) {
  const history = new History<unknown>(doc);
  const after = history.execute(command);
  const undone = history.undo();
  return { before: doc, after, undone, history };
}

const wadsworth = 'usa-1st-division';

describe('each order-of-battle command, undone, restores the document exactly', () => {
  const army = loadArmy();
  const oob = army.orderOfBattle;
  const brigade = formations(oob).find((f) => f.level === 'brigade')!;
  const unit = units(oob)[0]!;
  const battery = units(oob).find((u) => u.arm === 'artillery')!;
  const leader = brigade.leaders[0]!;
  const cases: Array<[string, Command<unknown>]> = [
    ['addUnit', cmd.addUnit(P, brigade.id, cmd.newUnit('infantry', cmd.nextId(oob, 'regiment'), '99th New York'), 1)],
    ['addFormation', cmd.addFormation(P, wadsworth, cmd.newFormation('brigade', cmd.nextId(oob, 'brigade'), '3rd Brigade'))],
    ['addLeader', cmd.addLeader(P, brigade.id, cmd.newLeader('brigade', cmd.nextId(oob, 'leader'), 'Col. Fowler'))],
    ['rename unit', cmd.rename(P, unit.id, 'Renamed')],
    ['rename leader', cmd.rename(P, leader.id, 'Renamed')],
    ['updateUnit', cmd.updateUnit(P, unit.id, { quality: 'elite', figures: 8 })],
    ['updateUnit clears a field', cmd.updateUnit(P, unit.id, { statedCost: undefined })],
    ['updateUnit battery', cmd.updateUnit(P, battery.id, { sections: 3, manualCost: 11 })],
    ['updateFormation', cmd.updateFormation(P, brigade.id, { level: 'division', notes: undefined })],
    ['updateLeader', cmd.updateLeader(P, leader.id, { lb: 0, manualCost: 3 })],
    ['moveNode', cmd.moveNode(P, unit.id, null, 0)],
    ['moveLeader', cmd.moveLeader(P, leader.id, wadsworth, 0)],
    ['reorder', cmd.reorder(P, unit.id, 2)],
    ['duplicate', cmd.duplicate(P, brigade.id)],
    ['paste', cmd.paste(P, wadsworth, brigade)],
    ['pasteLeader', cmd.pasteLeader(P, brigade.id, leader)],
    ['remove formation', cmd.remove(P, brigade.id)],
    ['remove leader', cmd.remove(P, leader.id)],
    ['setEra', cmd.setEra(P, '1864-65')],
    ['setSide', cmd.setSide(P, 'confederate')],
    ['setScale', cmd.setScale(P, '15mm')],
    ['statedTotal cleared', cmd.setOobField(P, 'statedTotal', undefined)],
    ['replace (CSV import)', cmd.replaceOrderOfBattle(P, { name: 'Empty', side: 'union', era: '1861-63', children: [] })],
  ];
  it.each(cases)('%s', (_name, command) => {
    const { before, after, undone, history } = roundTrip(command, army);
    expect(after).not.toEqual(before);
    expect(undone).toEqual(before);
    // Only the path to the change is copied: a top-level branch the command did not touch is the very
    // same object after undo, so the cost and warning caches keyed on formations stay valid.
    const touched = command.patches(before).map((p) => p.path[P.length + 1]);
    oobOf(undone).children.forEach((child, i) => {
      if (!touched.includes(i)) expect(child).toBe(oob.children[i]);
    });
    expect(history.redo()).toEqual(after);
  });

  it.each(cases.filter(([name]) => !name.startsWith('replace')))('%s makes small patches, never a replace of the whole order of battle', (_name, command) => {
    const patches = command.patches(army);
    expect(patches.length).toBeGreaterThan(0);
    expect(patches.length).toBeLessThanOrEqual(2);
    for (const p of patches) expect(p.path.length).toBeGreaterThan(P.length);
  });
});

describe('the patches say what changed', () => {
  const army = loadArmy();
  const oob = army.orderOfBattle;
  const unit = units(oob)[0]!;
  const where = (id: string): (string | number)[] => {
    const path: (string | number)[] = [...P];
    const walk = (children: OobNode[], at: (string | number)[]): boolean =>
      children.some((c, i) => (c.id === id ? (path.push(...at, i), true) : 'children' in c && walk(c.children, [...at, i, 'children'])));
    walk(oob.children, ['children']);
    return path;
  };

  it('a rename is one set of the name', () => {
    expect(cmd.rename(P, unit.id, 'The 2nd Wisconsin').patches(army)).toEqual([{ op: 'set', path: [...where(unit.id), 'name'], value: 'The 2nd Wisconsin' }]);
  });

  it('an edit of a unit sets the fields that change and removes the ones cleared', () => {
    const patches = cmd.updateUnit(P, unit.id, { quality: unit.quality, figures: 9, statedCost: undefined }).patches(army);
    const expected: Patch[] = [{ op: 'set', path: [...where(unit.id), 'figures'], value: 9 }];
    if ('statedCost' in unit) expected.push({ op: 'remove', path: [...where(unit.id), 'statedCost'] });
    expect(patches).toEqual(expected);
  });

  it('a move is a remove of that node and an insert of the same node', () => {
    const patches = cmd.moveNode(P, unit.id, null, 0).patches(army);
    expect(patches).toEqual([
      { op: 'remove', path: where(unit.id) },
      { op: 'insert', path: [...P, 'children', 0], value: unit },
    ]);
  });
});

describe('commands record nothing when nothing changes, and refuse impossible edits without touching the document', () => {
  it('renaming to the same name, or setting the same era, is not an undo entry', () => {
    const army = loadArmy();
    const history = new History<unknown>(army);
    const u = units(army.orderOfBattle)[0]!;
    history.execute(cmd.rename(P, u.id, u.name));
    history.execute(cmd.setEra(P, army.orderOfBattle.era));
    history.execute(cmd.updateUnit(P, u.id, {}));
    expect(history.canUndo).toBe(false);
  });
  it('moving a division into one of its own brigades throws and leaves the document as it was', () => {
    const army = loadArmy();
    const history = new History<unknown>(army);
    const brigade = formations(army.orderOfBattle).find((f) => f.level === 'brigade')!;
    expect(() => history.execute(cmd.moveNode(P, wadsworth, brigade.id))).toThrow(Refusal);
    expect(history.doc).toBe(army);
    expect(history.canUndo).toBe(false);
  });
  it('an OOB path with no order of battle is an error, not a silent no-op', () => {
    expect(() => new History<unknown>({}).execute(cmd.setEra(P, '1864-65'))).toThrow(Refusal);
  });
});

describe('commands edit an order of battle wherever it sits in the document', () => {
  it('works on a scenario side at sides/1/forces/orderOfBattle and leaves the other side alone', () => {
    const union = loadArmy().orderOfBattle;
    const path: Path = ['sides', 1, 'forces', 'orderOfBattle'];
    const scenario = { title: 'T', sides: [{ name: 'CSA' }, { name: 'USA', forces: { orderOfBattle: union } }] };
    const history = new History<unknown>(scenario);
    const brigade = formations(union).find((f) => f.level === 'brigade')!;
    history.execute(cmd.addUnit(path, brigade.id, cmd.newUnit('artillery', 'bat-x', 'Battery X')));
    expect(locate(oobOf(history.doc, path), 'bat-x')?.parent?.id).toBe(brigade.id);
    expect((history.doc as typeof scenario).sides[0]).toBe(scenario.sides[0]);
    expect(history.undo()).toEqual(scenario);
  });
});

describe('totals follow the commands (prices: adfLine(1969) rifle-muskets 6 figures: 5/6/7/9; adfLine(1995) Napoleons)', () => {
  it('adding a 6-figure trained rifle-musket regiment adds 6 MP to the bundled 136, and undo gives 136 back', () => {
    const army = loadArmy();
    const history = new History<unknown>(army);
    const before = musterReport(army.orderOfBattle).cost.total;
    expect(before).toBe(136); // the sum of the printed lines, adfLine(2008)–adfLine(2026)
    const brigade = formations(army.orderOfBattle).find((f) => f.level === 'brigade')!;
    history.execute(cmd.addUnit(P, brigade.id, cmd.newUnit('infantry', 'new-reg', 'New regiment')));
    expect(musterReport(oobOf(history.doc)).cost.total).toBe(before + 6);
    history.execute(cmd.updateUnit(P, 'new-reg', { quality: 'elite' }));
    expect(musterReport(oobOf(history.doc)).cost.total).toBe(before + 9);
    history.undo();
    history.undo();
    expect(musterReport(oobOf(history.doc)).cost.total).toBe(before);
  });
  it('a new battery is two sections of trained Napoleons: 5 MP (adfLine(1995))', () => {
    const oob: OrderOfBattle = { name: 'x', side: 'union', era: '1861-63', children: [cmd.newUnit('artillery', 'b', 'B')] };
    expect(musterReport(oob).cost.total).toBe(5);
  });
  it('duplicatedId and pastedId name the node the command creates', () => {
    const army = loadArmy();
    const history = new History<unknown>(army);
    const brigade = formations(army.orderOfBattle).find((f) => f.level === 'brigade')!;
    const dupId = cmd.duplicatedId(army.orderOfBattle, brigade.id);
    history.execute(cmd.duplicate(P, brigade.id));
    expect(locate(oobOf(history.doc), dupId)?.node.name).toBe(`${brigade.name} 2`);
    const current = oobOf(history.doc);
    const pasteId = cmd.pastedId(current, null, brigade);
    history.execute(cmd.paste(P, null, brigade));
    expect(locate(oobOf(history.doc), pasteId)?.parent).toBeNull();
  });
});

/** A random edit chosen against the current OOB: picks ids that exist, so most edits succeed. */
type Step = { kind: number; a: number; b: number; c: number };

function commandFor(oob: OrderOfBattle, s: Step, clipboard: OobNode | undefined, serial: number): Command<unknown> | null {
  const nodes: OobNode[] = [...formations(oob), ...units(oob)];
  const forms = formations(oob);
  const leaders: Leader[] = forms.flatMap((f) => f.leaders);
  const pick = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);
  const node = pick(nodes, s.a);
  const form = pick(forms, s.b);
  const leader = pick(leaders, s.a);
  const arms = ['infantry', 'cavalry', 'artillery', 'engineers'] as const;
  switch (s.kind % 14) {
    case 0:
      return cmd.addUnit(P, s.c % 3 === 0 ? null : (form?.id ?? null), cmd.newUnit(arms[s.c % 4]!, `n${serial}`, `Unit ${serial}`), s.c % 2 ? 0 : undefined);
    case 1:
      return cmd.addFormation(P, form?.id ?? null, cmd.newFormation('brigade', `f${serial}`, `Brigade ${serial}`));
    case 2:
      return form ? cmd.addLeader(P, form.id, cmd.newLeader('brigade', `l${serial}`, `Leader ${serial}`)) : null;
    case 3:
      return node ? cmd.rename(P, node.id, `Name ${serial}`) : null;
    case 4: {
      const u = pick(units(oob), s.a);
      if (!u) return null;
      return cmd.updateUnit(P, u.id, u.arm === 'artillery' ? { sections: ((s.c % 3) + 1) as 1 | 2 | 3 } : { quality: (['green', 'trained', 'veteran', 'elite'] as const)[s.c % 4]!, manualCost: s.c % 5 === 0 ? s.c : undefined } as never);
    }
    case 5:
      return node ? cmd.moveNode(P, node.id, s.c % 2 ? null : (form?.id ?? null), s.c % 3) : null;
    case 6:
      return node ? cmd.reorder(P, node.id, s.c % 4) : null;
    case 7:
      return node ? cmd.duplicate(P, node.id) : null;
    case 8:
      return clipboard ? cmd.paste(P, form?.id ?? null, clipboard) : null;
    case 9:
      return node ? cmd.remove(P, node.id) : null;
    case 10:
      return leader ? cmd.remove(P, leader.id) : null;
    case 11:
      return leader && form ? cmd.moveLeader(P, leader.id, form.id, 0) : null;
    case 12:
      return cmd.setEra(P, s.c % 2 ? '1864-65' : '1861-63');
    default:
      return form ? cmd.updateFormation(P, form.id, { level: (['brigade', 'division', 'corps'] as const)[s.c % 3]! }) : null;
  }
}

describe('a random sequence of commands undone to the start gives back the original (fast-check)', () => {
  it('undo all restores the bundled army exactly; redo all reaches the same end; ids stay unique throughout', () => {
    const step = fc.record({ kind: fc.nat(40), a: fc.nat(50), b: fc.nat(50), c: fc.nat(50) });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const army = loadArmy();
        const history = new History<unknown>(army);
        const clipboard = units(army.orderOfBattle)[1];
        steps.forEach((s, i) => {
          const command = commandFor(oobOf(history.doc), s, clipboard, i);
          if (!command) return;
          try {
            history.execute(command);
          } catch (e) {
            // Moving a formation into itself is refused by design; anything else is a bug.
            if (!(e instanceof Refusal)) throw e;
          }
          const oob = oobOf(history.doc);
          const count = formations(oob).length + formations(oob).reduce((n, f) => n + f.leaders.length, 0) + units(oob).length;
          expect(allIds(oob).size).toBe(count);
        });
        const end = history.doc;
        while (history.canUndo) history.undo();
        expect(history.doc).toEqual(army);
        while (history.canRedo) history.redo();
        expect(history.doc).toEqual(end);
      }),
      { numRuns: 150, seed: 4 },
    );
  });
});

describe('new items', () => {
  it('two "+ Regiment" adds made from one view of the army make two regiments, each with a fresh id', () => {
    // Both commands are made before either runs, as two quick clicks do from the same view.
    const history = new History<ArmyFile>(loadArmy());
    const brigade = formations(history.doc.orderOfBattle).find((f) => f.level === 'brigade')!;
    const first = cmd.addNewUnit(P, brigade.id, 'infantry', 'New regiment', 0);
    const second = cmd.addNewUnit(P, brigade.id, 'infantry', 'New regiment', 0);
    history.execute(first);
    expect(cmd.addedId(history.doc.orderOfBattle, brigade.id, 0)).toBe('regiment-1');
    history.execute(second);
    expect(cmd.addedId(history.doc.orderOfBattle, brigade.id, 0)).toBe('regiment-2');
    const added = units(history.doc.orderOfBattle).filter((u) => u.name === 'New regiment');
    expect(added.map((u) => u.id)).toEqual(['regiment-2', 'regiment-1']);
    expect(history.undoLabel).toBe('Add regiment');
    history.undo();
    expect(units(history.doc.orderOfBattle).filter((u) => u.name === 'New regiment').map((u) => u.id)).toEqual(['regiment-1']);
    // A formation and a leader the same way; the leader is read back as its formation's last.
    history.execute(cmd.addNewFormation(P, null, 'brigade', 'New brigade'));
    expect(cmd.addedId(history.doc.orderOfBattle, null)).toBe('brigade-1');
    history.execute(cmd.addNewLeader(P, 'brigade-1', 'brigade', 'New brigade leader'));
    expect(cmd.addedId(history.doc.orderOfBattle, null, undefined, 'brigade-1')).toBe('leader-1');
  });

  it('nextId picks the first unused number and never an id in use', () => {
    const oob: OrderOfBattle = { name: 'x', side: 'union', era: '1861-63', children: [cmd.newUnit('infantry', 'regiment-1', 'A'), cmd.newUnit('infantry', 'regiment-3', 'B')] };
    expect(cmd.nextId(oob, 'regiment')).toBe('regiment-2');
  });
  it('every new unit is priced by the book in both eras (no "no price" on a fresh unit)', () => {
    for (const era of ['1861-63', '1864-65'] as const) {
      for (const arm of ['infantry', 'cavalry', 'artillery'] as const) {
        const report = musterReport({ name: 'x', side: 'union', era, children: [cmd.newUnit(arm, 'u', 'U')] });
        expect(report.cost.units[0]!.status, `${arm} ${era}`).toBe('table');
      }
    }
  });
  it('removing a leader by id finds it among the leaders, and the undo entry says what went', () => {
    const army = loadArmy();
    const leaderId = formations(army.orderOfBattle)[0]!.leaders[0]!.id;
    const h = new History<unknown>(army);
    h.execute(cmd.remove(P, leaderId, cmd.nodeWord(army.orderOfBattle, leaderId)));
    expect(locateLeader(oobOf(h.doc), leaderId)).toBeUndefined();
    expect(h.undoLabel).toBe('Delete leader');
  });
});
