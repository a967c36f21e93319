/**
 * The records Muster ships against the CSVs they are built from (data/records/source/): the asset is
 * what the build gives, byte for byte; and for a sample of battles, both sides, the counts, strengths and
 * casualties Muster reports are the records' own, counted here straight from the CSV rows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from '../../core/oob/csv';
import {
  battleFacts,
  battleUnits,
  openRecords,
  recordUnit,
  unitListsWords,
  RECORDS_SOURCE_DIR,
  armyFromBattle,
  battleCatalogue,
  recordsCatalogue,
  scenarioFromBattle,
  searchBattles,
  searchUnits,
  shortUnitName,
  type RecordSide,
} from '../../core/records';
import { buildRecordsAsset, RecordsBuildError, RECORDS_SOURCE_FILES, type RecordsSourceFile } from '../../core/records/build';
import { serializeRecordsAsset } from '../../core/records/files';
import { loadDocument } from '../../core/formats/index';
import { searchCatalogue } from '../../core/oob/catalogue';
import { RECORDS_ASSET_FILE, shippedRecords } from '../../cli/records';
import { REPO_ROOT } from '../support/seeds';

const sourceDir = join(REPO_ROOT, RECORDS_SOURCE_DIR);
const sourceText = (f: RecordsSourceFile) => readFileSync(join(sourceDir, RECORDS_SOURCE_FILES[f]), 'utf8');

/** A CSV file's rows as objects, straight from the file. */
function rows(f: RecordsSourceFile): Array<Record<string, string>> {
  const [header, ...body] = parseCsvRecords(sourceText(f));
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

const battleUnitRows = rows('battleUnits');
const csvSide: Record<RecordSide, string> = { union: 'US', confederate: 'Confederate' };
const csvUnits = (battle: string, side: RecordSide) => battleUnitRows.filter((r) => r.cwsac_id === battle && r.belligerent === csvSide[side]).map((r) => r.unit_code);
const records = shippedRecords();

describe('the records asset', () => {
  it('is exactly what npm run records builds from data/records/source', () => {
    const text = Object.fromEntries((Object.keys(RECORDS_SOURCE_FILES) as RecordsSourceFile[]).map((f) => [f, sourceText(f)])) as Record<RecordsSourceFile, string>;
    const source = JSON.parse(readFileSync(join(sourceDir, 'SOURCE.json'), 'utf8'));
    expect(serializeRecordsAsset(buildRecordsAsset(text, source))).toBe(readFileSync(RECORDS_ASSET_FILE, 'utf8'));
  });

  it('holds every battle and unit of the CSVs, and the Confederate lists cover the battles the CSV gives them for', () => {
    expect(records.battles).toHaveLength(rows('battles').length);
    expect(records.units).toHaveLength(rows('units').length);
    const withConfederateList = new Set(battleUnitRows.filter((r) => r.belligerent === 'Confederate').map((r) => r.cwsac_id));
    expect(records.battles.filter((b) => b.units.confederate.length > 0).map((b) => b.id).sort()).toEqual([...withConfederateList].sort());
    expect(withConfederateList.size).toBe(129);
  });

  it('names its source, commit, date and licence', () => {
    expect(records.source).toMatchObject({ repository: 'https://github.com/jrnold/acw_battle_data', commitDate: '2018-03-19', licence: 'CC-BY-4.0' });
    expect(records.source.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  // Gettysburg has a Union list and none for the Confederates; Second Manassas and Antietam both; Shiloh and Chickamauga in the west.
  it.each(['PA002', 'VA026', 'MD003', 'TN003', 'GA004', 'VA048', 'AL001'])('%s: each side lists exactly the units of the CSV, in its order', (id) => {
    const battle = records.battle(id)!;
    for (const side of ['union', 'confederate'] as const) {
      expect(battleUnits(records, battle, side).map((u) => u.unit.code)).toEqual(csvUnits(id, side));
    }
  });

  it('Gettysburg (PA002): 300 Union units, no Confederate list', () => {
    const g = records.battle('PA002')!;
    expect(battleUnits(records, g, 'union')).toHaveLength(csvUnits('PA002', 'union').length);
    expect(csvUnits('PA002', 'union')).toHaveLength(300);
    expect(battleUnits(records, g, 'confederate')).toEqual([]);
  });

  it.each(['PA002', 'VA026', 'GA004', 'VA001'])("%s: each side's strength and casualties are the forces CSV's", (id) => {
    const battle = records.battle(id)!;
    const forces = rows('forces').filter((r) => r.battle === id);
    expect(forces.length).toBeGreaterThan(0);
    for (const f of forces) {
      const side = f.belligerent === 'US' ? 'union' : f.belligerent === 'Confederate' ? 'confederate' : 'native-american';
      const num = (s: string) => (s === '' ? undefined : Number(s));
      expect(battle.forces[side]?.casualties).toBe(num(f.casualties!));
      expect(battle.forces[side]?.strengthMin).toBe(num(f.strength_min!));
      expect(battle.forces[side]?.strengthMax).toBe(num(f.strength_max!));
    }
  });

  it('keeps the record\'s note where only part of a unit was there', () => {
    const row = battleUnitRows.find((r) => r.comment !== '')!;
    const listed = battleUnits(records, records.battle(row.cwsac_id!)!, row.belligerent === 'US' ? 'union' : 'confederate').find((u) => u.unit.code === row.unit_code);
    expect(listed?.note).toBe(row.comment);
  });

  it('refuses an asset of another format, naming the file', () => {
    expect(() => openRecords({ format: 99, battles: [], units: [], source: {} }, 'old.json')).toThrow('old.json: records format 99, this Muster reads format 1');
  });

  it('a source row that does not read is named by file, line and column', () => {
    const text = Object.fromEntries((Object.keys(RECORDS_SOURCE_FILES) as RecordsSourceFile[]).map((f) => [f, sourceText(f)])) as Record<RecordsSourceFile, string>;
    const broken = { ...text, forces: text.forces.replace(/\nAL001,Confederate,,,65/, '\nAL001,Confederate,,,sixty-five') };
    expect(() => buildRecordsAsset(broken, records.source)).toThrow(RecordsBuildError);
    expect(() => buildRecordsAsset(broken, records.source)).toThrow(/^cwsac_forces\.csv: line 2, column casualties: "sixty-five" is not a whole number$/);
  });
});

describe('searching the records', () => {
  it('finds a battle by its other name, state, year and a day it was fought on', () => {
    expect(searchBattles(records, { search: 'sharpsburg' }).map((b) => b.id)).toEqual(['MD003']);
    expect(searchBattles(records, { search: 'gettysburg', state: 'pa', year: 1863 }).map((b) => b.id)).toContain('PA002');
    expect(searchBattles(records, { search: '1863-07-02' }).map((b) => b.id)).toContain('PA002');
    expect(searchBattles(records, { search: '1863-07-04' }).map((b) => b.id)).not.toContain('PA002');
    // A state's code typed in the search is a whole word: PA is not the "pa" of "campaign".
    expect(searchBattles(records, { search: 'pa' }).map((b) => b.id)).toEqual(searchBattles(records, { state: 'PA' }).map((b) => b.id));
    expect(searchBattles(records, { search: 'PA 1863' }).map((b) => b.id)).toEqual(searchBattles(records, { state: 'PA', year: 1863 }).map((b) => b.id));
    const pa = rows('battles').filter((r) => r.state === 'PA').length;
    expect(searchBattles(records, { state: 'PA' })).toHaveLength(pa);
  });

  it('finds the 19th Indiana by name and lists every battle the CSV lists it in', () => {
    const match = searchUnits(records, '19th Indiana').find((m) => m.unit.code === 'UIN0019RI')!;
    expect(match.unit.shortName).toBe('19th Indiana');
    const inCsv = battleUnitRows.filter((r) => r.unit_code === 'UIN0019RI').map((r) => r.cwsac_id);
    expect([...match.battles].sort()).toEqual([...inCsv].sort());
    expect(match.battles).toContain('PA002');
    // An ordinal is a whole number: the 119th is not the 19th.
    expect(searchUnits(records, '19th Indiana').every((m) => !m.unit.name.startsWith('119th'))).toBe(true);
    expect(searchUnits(records, '19 indiana').map((m) => m.unit.code).sort()).toEqual(searchUnits(records, '19th indiana').map((m) => m.unit.code).sort());
    expect(searchUnits(records, '19 indiana').every((m) => /^19th /.test(m.unit.name))).toBe(true);
  });

  it('short names read as designers write them', () => {
    expect(shortUnitName('6th Regiment, Wisconsin Infantry')).toBe('6th Wisconsin');
    expect(shortUnitName('1st Regiment, Maine Heavy Artillery')).toBe('1st Maine Heavy Artillery');
    expect(shortUnitName('5th Battery, Ohio Light Artillery')).toBe('5th Ohio Battery');
    expect(shortUnitName('Battery B, 4th Regiment, US Artillery')).toBe('Battery B, 4th Regiment, US Artillery');
  });
});

describe('a scenario from a battle', () => {
  it('Gettysburg: title, first day, facts, result and two empty sides that remember the battle, and it validates', () => {
    const g = records.battle('PA002')!;
    const scenario = scenarioFromBattle(records, g);
    expect(scenario).toMatchObject({ title: 'Gettysburg', date: '1863-07-01', era: '1861-63', historicalResult: 'Union victory', battleRecord: { id: 'PA002', name: 'Gettysburg' } });
    expect(scenario.situation).toBe(battleFacts(records, g));
    // The situation reads as sentences, not as a form of labelled lines; the record is the source's.
    expect(scenario.situation).toBe('Gettysburg was fought from 1 to 3 July 1863 in Adams County, PA, in the Gettysburg Campaign (June-July 1863). The Union brought 83,289 men and lost 23,000. The Confederates brought 75,054 men and lost 28,000. Union victory.');
    expect(scenario.situation).not.toMatch(/^(Place|Campaign|Record|Result):/m);
    const cloyd = records.battles.find((b) => b.name === "Cloyd's Mountain")!;
    expect(battleFacts(records, cloyd)).toBe("Cloyd's Mountain was fought on 9 May 1864 in Pulaski County, VA, in the Crook-Averell Raid on the Virginia & Tennessee Railroad (May 1864). The record gives neither side's strength nor losses. Union victory.");
    for (const side of scenario.sides) expect(side.forces.orderOfBattle).toMatchObject({ children: [], battleRecord: { id: 'PA002' } });
    const loaded = loadDocument('gettysburg.scenario.json', JSON.stringify(scenario));
    expect(loaded.ok ? [] : loaded.errors).toEqual([]);
  });

  it('the battle list says which battles have unit lists, and how long each side\'s is', () => {
    // Gettysburg: the records list the Union's 300 units and none of the Confederates'.
    const g = records.battle('PA002')!;
    expect(unitListsWords(g)).toBe(`Unit lists: Union ${g.units.union.length} units`);
    const both = records.battles.find((b) => b.units.union.length > 1 && b.units.confederate.length > 1)!;
    expect(unitListsWords(both)).toBe(`Unit lists: Union ${both.units.union.length} units, Confederate ${both.units.confederate.length} units`);
    const bare = records.battles.find((b) => b.units.union.length === 0 && b.units.confederate.length === 0)!;
    expect(unitListsWords(bare)).toBe('No unit lists');
    const oneSided = records.battles.find((b) => b.units.union.length === 0 && b.units.confederate.length > 0);
    if (oneSided) expect(unitListsWords(oneSided)).toMatch(/^Unit lists: Confederate \d+ units?$/);
  });

  it('a unit record becomes a unit of its arm with its short name; a band takes no place', () => {
    const indiana = records.unit('UIN0019RI')!;
    expect(recordUnit(indiana, 'x')).toMatchObject({ name: '19th Indiana', arm: 'infantry', figures: 6, quality: 'trained' });
    // Its note is what the record calls it, in words: the record's code stays in the records.
    expect(recordUnit(indiana, 'x')?.notes).toBe('19th Regiment, Indiana Infantry');
    expect(recordUnit(indiana, 'x', 'one company')?.notes).toBe('19th Regiment, Indiana Infantry; at the battle: one company');
    const battery = records.units.find((u) => u.type === 'battery' && u.function === 'artillery')!;
    expect(recordUnit(battery, 'y')?.arm).toBe('artillery');
    const band = records.units.find((u) => u.function === 'band')!;
    expect(recordUnit(band, 'z')).toBeNull();
  });

  it('an army of one side remembers the battle and validates; a record id of another shape is refused where it is', () => {
    const army = armyFromBattle(records.battle('VA026')!, 'confederate');
    expect(army.orderOfBattle).toMatchObject({ name: 'Confederate: Manassas, Second', side: 'confederate', era: '1861-63', children: [], battleRecord: { id: 'VA026', name: 'Manassas, Second' } });
    const loaded = loadDocument('manassas.army.json', JSON.stringify(army));
    expect(loaded.ok ? [] : loaded.errors).toEqual([]);
    const bad = { ...army, orderOfBattle: { ...army.orderOfBattle, battleRecord: { id: 'Gettysburg', name: 'Gettysburg' } } };
    const refused = loadDocument('bad.army.json', JSON.stringify(bad));
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.errors.map((e) => e.pointer)).toContain('/orderOfBattle/battleRecord/id');
  });

  it('a file of before the records, with no battle record, loads as it did', () => {
    const old = JSON.parse(readFileSync(join(REPO_ROOT, 'scenarios', 'taint-no-militia.scenario.json'), 'utf8'));
    expect(old.battleRecord).toBeUndefined();
    const loaded = loadDocument('taint-no-militia.scenario.json', JSON.stringify(old));
    expect(loaded.ok).toBe(true);
  });
});

describe('the records in the catalogue', () => {
  it('a battle\'s list: every unit of the CSV\'s list that takes a place in a line, in its order', () => {
    const battle = records.battle('VA026')!;
    for (const side of ['union', 'confederate'] as const) {
      const placeable = battleUnits(records, battle, side).filter((u) => u.unit.arm !== null).map((u) => u.unit.code);
      expect(battleCatalogue(records, battle, side).map((e) => e.record!.code)).toEqual(placeable);
      expect(placeable.length).toBeGreaterThan(csvUnits('VA026', side).length * 0.9);
    }
    expect(battleCatalogue(records, records.battle('PA002')!, 'confederate')).toEqual([]);
  });

  it('the whole records: a search for "19th Indiana" finds the regiment with every battle it fought in', () => {
    const found = searchCatalogue(recordsCatalogue(records), '19th indiana');
    const regiment = found.find((e) => e.kind === 'unit' && e.record?.code === 'UIN0019RI');
    expect(regiment?.kind === 'unit' && regiment.record?.battles).toHaveLength(battleUnitRows.filter((r) => r.unit_code === 'UIN0019RI').length);
    expect(regiment).toMatchObject({ name: '19th Indiana', side: 'union', origin: 'records', unit: { arm: 'infantry', name: '19th Indiana' } });
    expect(found.map((e) => e.name).sort()).toEqual(['19th Indiana', '19th Indiana Battery']);
  });
});
