import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeCsvProblem, exportCsv, importCsv, parseCsvRecords, type OrderOfBattle } from '../../../core/oob';
import { costOrderOfBattle } from '../../../core/muster';

const load = (side: string): OrderOfBattle => JSON.parse(readFileSync(new URL(`../../../scenarios/taint-no-militia.army-${side}.json`, import.meta.url), 'utf8')).orderOfBattle;

describe('CSV export and import', () => {
  it.each(['union', 'confederate'])("round-trips the %s order of battle of T'ain't No Militia exactly", (side) => {
    const oob = load(side);
    const result = importCsv(exportCsv(oob));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.oob).toEqual(oob);
      expect(costOrderOfBattle(result.oob).total).toBe(side === 'union' ? 136 : 135);
    }
  });
  it('writes one row per unit with its formation path', () => {
    const rows = parseCsvRecords(exportCsv(load('union')));
    const michigan = rows.find((r) => r[3] === '24th Michigan')!;
    expect(michigan[0]).toBe('infantry');
    expect(michigan[1]).toBe('I Corps > 1st Division > 1st Brigade (The Iron Brigade)');
  });
  it("carries each row's muster points as the builder costs them: the units' and leaders' add up to the army's 136", () => {
    const oob = load('union');
    const [header, ...rows] = parseCsvRecords(exportCsv(oob));
    const mp = header!.indexOf('muster_points');
    const kind = header!.indexOf('kind');
    expect(mp).toBeGreaterThan(-1);
    const armyRow = rows.find((r) => r[kind] === 'order-of-battle')!;
    expect(armyRow[mp]).toBe('136');
    const items = rows.filter((r) => r[kind] !== 'order-of-battle' && r[kind] !== 'formation' && r.length > 1);
    expect(items.every((r) => /^\d+$/.test(r[mp]!))).toBe(true);
    expect(items.reduce((sum, r) => sum + Number(r[mp]), 0)).toBe(136);
    // A formation's row carries its whole subtree's total.
    const cost = costOrderOfBattle(oob);
    const corps = rows.find((r) => r[kind] === 'formation' && r[header!.indexOf('id')] === cost.formations[0]!.formation.id)!;
    expect(Number(corps[mp])).toBe(cost.formations[0]!.total);
  });
  it('quotes names with commas and quotes, and reads them back', () => {
    const csv = exportCsv(load('union'));
    expect(csv).toContain('"Hall\'s Battery, 2nd Maine Lt/Bty B"');
    expect(parseCsvRecords('a,"b ""c"", d"\r\n1,2\n')).toEqual([
      ['a', 'b "c", d'],
      ['1', '2'],
    ]);
  });
  it('a hand-made sheet of units only creates the formations its paths name', () => {
    const csv = ['kind,formation,name,figures,weapon,quality', 'infantry,Heth > Archer,13th Alabama,6,rifle-musket,veteran', 'infantry,Heth > Archer,5th Alabama,4,rifle-musket,elite'].join('\n');
    const result = importCsv(csv, { side: 'confederate' });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.oob.children).toHaveLength(1);
      expect(costOrderOfBattle(result.oob).total).toBe(14);
    }
  });
  it('reports every bad cell with its row and column', () => {
    const csv = [
      'kind,formation,name,figures,weapon,quality,lb,role',
      'infantry,A,1st Foo,13,rifle-musket,veteran,,',
      'infantry,A,2nd Foo,6,laser,veteren,,',
      'leader,A,Gen Foo,,,,3,brigade',
      'regiment,A,3rd Foo,6,rifle-musket,veteran,,',
    ].join('\n');
    const result = importCsv(csv);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const lines = result.problems.map(describeCsvProblem);
      expect(lines).toEqual([
        'row 2, column "figures": "13" is not accepted; give a whole number from 2 to 12',
        'row 3, column "weapon": "laser" is not accepted; use one of rifle-musket, smoothbore-musket, mixed-musket, spencer-henry, colt-revolving, sharps-bl, sharpshooter-rm, flintlock',
        'row 3, column "quality": "veteren" is not accepted; use one of green, trained, veteran, elite',
        'row 4, column "lb": "3" is not accepted; give a whole number from 0 to 2',
        'row 5, column "kind": "regiment" is not accepted; use one of order-of-battle, formation, leader, infantry, cavalry, artillery, engineers',
      ]);
    }
  });
  it('rejects an unknown column and a missing kind column in the header', () => {
    const result = importCsv('name,colour\nfoo,blue\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map(describeCsvProblem)).toEqual(['row 1: unknown column "colour"; known columns: ' + 'kind, formation, id, name, level, side, era, rank, role, lb, figures, sections, weapon, gun, quality, sharpshooters, mounted_infantry, unit_type, stands, strength, manual_cost, stated_cost, stated_total, muster_points, notes', 'row 1, column "kind": the header has no "kind" column']);
  });
});
