import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { History } from '../../../core/history';
import { buildCatalogue, entryInArmy, inArmyKey, namesInArmy, foldForSearch, oobCommands as cmd, ordersOfBattleIn, searchCatalogue, shortName, units, type CatalogueSource, type OrderOfBattle } from '../../../core/oob';
import type { ArmyFile } from '../../../core/army';
import { validateDocument } from '../../../core/formats/validate';
import type { MusterScenario } from '../../../core/scenario';
import { NAMED_LEADERS } from '../../../core/rules/adf/namedLeaders';

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../../../scenarios/${name}`, import.meta.url), 'utf8')) as T;
const militia = read<MusterScenario>('taint-no-militia.scenario.json');
const unionFile = read<ArmyFile>('taint-no-militia.army-union.json');
const confederateFile = read<ArmyFile>('taint-no-militia.army-confederate.json');

/** The bundled documents as the army editor reads them: the scenario's sides and the two army files. */
const BUNDLED: CatalogueSource[] = [
  ...ordersOfBattleIn(militia).map((oob) => ({ origin: 'bundled' as const, title: militia.title, oob })),
  { origin: 'bundled', title: unionFile.orderOfBattle.name, oob: unionFile.orderOfBattle as unknown as OrderOfBattle },
  { origin: 'bundled', title: confederateFile.orderOfBattle.name, oob: confederateFile.orderOfBattle as unknown as OrderOfBattle },
];

describe('shortName', () => {
  it('is the nickname in brackets, without "The", else the name', () => {
    expect(shortName('1st Brigade (The Iron Brigade)')).toBe('Iron Brigade');
    expect(shortName("Union: 1st Division, I Corps (T'ain't No Militia)")).toBe("T'ain't No Militia");
    expect(shortName("Archer's Brigade")).toBe("Archer's Brigade");
  });
});

describe('buildCatalogue', () => {
  const catalogue = buildCatalogue(BUNDLED);
  const unitEntries = catalogue.filter((e) => e.kind === 'unit');

  it('lists each unit of the bundled armies once, though the scenario and its army files both hold it', () => {
    const scenarioUnits = ordersOfBattleIn(militia).flatMap((oob) => units(oob));
    expect(unitEntries).toHaveLength(scenarioUnits.length);
    expect(unitEntries.map((e) => e.name)).toEqual(scenarioUnits.map((u) => u.name));
  });

  it('names a unit with its formation and where it comes from', () => {
    const labels = unitEntries.map((e) => e.label);
    expect(labels).toContain("6th Wisconsin (Iron Brigade, T'ain't No Militia)");
    expect(labels).toContain("13th Alabama (Archer's Brigade, T'ain't No Militia)");
    expect(labels).toContain("Hall's Battery, 2nd Maine Lt/Bty B (1st Division, T'ain't No Militia)");
  });

  it('lists a unit again when another army has it otherwise (a library army that made it green)', () => {
    const mine = structuredClone(unionFile.orderOfBattle) as unknown as OrderOfBattle;
    const six = units(mine).find((u) => u.name === '6th Wisconsin')!;
    Object.assign(six, { quality: 'green' });
    const withLibrary = buildCatalogue([...BUNDLED, { origin: 'library', title: 'My Iron Brigade', oob: mine }]);
    expect(withLibrary.filter((e) => e.name === '6th Wisconsin').map((e) => e.label)).toEqual(["6th Wisconsin (Iron Brigade, T'ain't No Militia)", '6th Wisconsin (Iron Brigade, My Iron Brigade)']);
  });

  it('ends with the book’s named leaders and their ratings', () => {
    const leaders = catalogue.filter((e) => e.kind === 'leader');
    expect(leaders).toHaveLength(NAMED_LEADERS.length);
    const meredith = leaders.find((e) => e.name === 'Solomon Meredith')!;
    expect(meredith.label).toBe("Brig Gen Solomon Meredith (2LB, T'ain't No Militia)");
    expect(meredith.kind === 'leader' && meredith.leader).toMatchObject({ rank: 'Brig Gen', role: 'brigade', lb: 2 });
  });
});

describe('searchCatalogue', () => {
  const catalogue = buildCatalogue(BUNDLED);
  const names = (q: string, side?: 'union' | 'confederate') => searchCatalogue(catalogue, q, side).map((e) => e.name);

  it('finds entries by every word of the query, in any case and with either apostrophe', () => {
    expect(names('wisconsin')).toEqual(['2nd Wisconsin', '6th Wisconsin', '7th Wisconsin']);
    expect(names('6th WISCONSIN iron')).toEqual(['6th Wisconsin']);
    expect(names('meredith')).toEqual(['Solomon Meredith']);
    expect(names('wisconsin t’ain’t')).toHaveLength(3);
    expect(names('elite tennessee')).toEqual(['1st Tennessee', '7th Tennessee', '14th Tennessee']);
    expect(names('napoleon')).toEqual(["McGraw's Bty"]);
    expect(names('zouaves')).toEqual([]);
  });

  it('lists everything for a blank query, or one army’s entries', () => {
    expect(names('  ')).toHaveLength(catalogue.length);
    expect(names('', 'confederate').every((n) => catalogue.find((e) => e.name === n)?.side === 'confederate')).toBe(true);
    expect(names('leader 2lb')).toEqual(['John Reynolds', 'Solomon Meredith', 'Wade Hampton']);
  });

  it('folds accents and dashes', () => {
    expect(foldForSearch('Trobriand – Régis')).toBe("trobriand - regis");
  });
});

describe('addFromCatalogue', () => {
  const catalogue = buildCatalogue(BUNDLED);
  const sixth = catalogue.find((e) => e.label === "6th Wisconsin (Iron Brigade, T'ain't No Militia)")!;
  const meredith = catalogue.find((e) => e.name === 'Solomon Meredith')!;
  const army = (): ArmyFile => ({ $schema: unionFile.$schema, formatVersion: unionFile.formatVersion, orderOfBattle: { name: 'My brigade', side: 'union', era: '1861-63', children: [{ id: 'b1', kind: 'formation', level: 'brigade', name: 'Brigade', leaders: [], children: [] }] } } as ArmyFile);

  it('adds a new, independent unit with its figures, weapon and quality and a new id, valid, undone exactly', () => {
    const doc = army();
    const h = new History(doc);
    h.execute(cmd.addFromCatalogue(cmd.ARMY_OOB_PATH, 'b1', sixth));
    const added = units(h.doc.orderOfBattle as unknown as OrderOfBattle)[0]!;
    expect(added).toEqual({ id: '6th-wisconsin', name: '6th Wisconsin', arm: 'infantry', figures: 6, weapon: 'rifle-musket', quality: 'elite', sharpshooters: false, stands: 2 });
    expect(added.id).not.toBe(sixth.kind === 'unit' && sixth.unit.id);
    expect(validateDocument('army', h.doc)).toEqual([]);
    expect(h.undoLabel).toBe('Add 6th Wisconsin from the catalogue');
    h.undo();
    expect(h.doc).toEqual(doc);
  });

  it('gives a second copy an id of its own', () => {
    let doc = army();
    doc = new History(doc).execute(cmd.addFromCatalogue(cmd.ARMY_OOB_PATH, 'b1', sixth));
    doc = new History(doc).execute(cmd.addFromCatalogue(cmd.ARMY_OOB_PATH, null, sixth, 0));
    expect(units(doc.orderOfBattle as unknown as OrderOfBattle).map((u) => u.id)).toEqual(['6th-wisconsin-2', '6th-wisconsin']);
  });

  it('adds a named leader with his rank, role and rating to a formation, and refuses him at the top of the army', () => {
    const doc = new History(army()).execute(cmd.addFromCatalogue(cmd.ARMY_OOB_PATH, 'b1', meredith));
    const f = doc.orderOfBattle.children[0] as { leaders: unknown[] };
    expect(f.leaders).toEqual([{ id: 'solomon-meredith', name: 'Solomon Meredith', rank: 'Brig Gen', role: 'brigade', lb: 2, notes: 'The Iron Brigade' }]);
    expect(validateDocument('army', doc)).toEqual([]);
    expect(() => cmd.addFromCatalogue(cmd.ARMY_OOB_PATH, null, meredith).patches(army())).toThrow(/Choose a formation/);
  });

  it('works on a scenario side’s embedded order of battle too', () => {
    const h = new History(militia);
    h.execute(cmd.addFromCatalogue(cmd.sideOobPath<MusterScenario>(1), 'csa-archer-brigade', sixth));
    const oob = h.doc.sides[1]!.forces.orderOfBattle as unknown as OrderOfBattle;
    expect(units(oob).find((u) => u.id === '6th-wisconsin')).toMatchObject({ figures: 6, weapon: 'rifle-musket', quality: 'elite' });
  });
});

describe('what the army already holds (issue 43, item 7)', () => {
  const catalogue = buildCatalogue(BUNDLED);
  const union = unionFile.orderOfBattle as unknown as OrderOfBattle;
  const entry = (name: string) => catalogue.find((e) => e.name === name)!;

  it('finds a regiment already in the army by its name, with the formation it stands in', () => {
    expect(entryInArmy(union, entry('6th Wisconsin'))).toEqual([{ id: expect.any(String), within: '1st Brigade (The Iron Brigade)' }]);
    // Folded as the search folds names: case and accents do not make another regiment.
    expect(entryInArmy(union, { ...entry('6th Wisconsin'), name: '6TH WISCONSIN' })).toHaveLength(1);
    // A Confederate regiment is not in the Union army.
    expect(entryInArmy(union, entry('13th Alabama'))).toEqual([]);
    // A leader by his name.
    expect(entryInArmy(union, entry('Solomon Meredith'))).toEqual([{ id: expect.any(String), within: '1st Brigade (The Iron Brigade)' }]);
  });

  it('marks the entries in one pass, the same ones entryInArmy finds', () => {
    const held = namesInArmy(union);
    for (const e of catalogue) expect(held.has(inArmyKey(e)), e.label).toBe(entryInArmy(union, e).length > 0);
    expect(catalogue.filter((e) => held.has(inArmyKey(e))).length).toBeGreaterThan(5);
  });

  it('a regiment taken from the catalogue is then in the army, under the formation it went into', () => {
    const h = new History(structuredClone(unionFile) as ArmyFile);
    expect(entryInArmy(h.doc.orderOfBattle as unknown as OrderOfBattle, entry('13th Alabama'))).toEqual([]);
    h.execute(cmd.addFromCatalogue(cmd.ARMY_OOB_PATH, null, entry('13th Alabama')));
    expect(entryInArmy(h.doc.orderOfBattle as unknown as OrderOfBattle, entry('13th Alabama'))).toEqual([{ id: expect.any(String) }]);
  });
});
