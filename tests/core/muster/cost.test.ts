import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { costOrderOfBattle, costUnit, costLeader, musterReport, statedDifferences, resolveRules } from '../../../core/muster';
import { updateUnit, type OrderOfBattle } from '../../../core/oob';
import { battery, engineers, leader, legalArmy, regiment } from './armies';

const load = (side: string): OrderOfBattle => JSON.parse(readFileSync(new URL(`../../../scenarios/taint-no-militia.army-${side}.json`, import.meta.url), 'utf8')).orderOfBattle;

describe('costs of units and leaders', () => {
  it('a wing commander is priced as a corps commander: 2LB = 16 MP (adfLine 1969)', () => {
    expect(costLeader(leader('w', 'wing', 2))).toMatchObject({ points: 16, status: 'table' });
  });
  it('a manual cost replaces a missing price and is marked manual', () => {
    expect(costUnit(engineers('e'), { era: '1861-63' })).toMatchObject({ points: 0, status: 'no-price' });
    expect(costUnit(engineers('e', { manualCost: 5 }), { era: '1861-63' })).toMatchObject({ points: 5, status: 'manual' });
    expect(costUnit(battery('b', { gun: 'whitworth', manualCost: 9 }), { era: '1861-63' })).toMatchObject({ points: 9, status: 'manual' });
  });
  it('borrowing the other era prices an 1864–65 flintlock regiment from line 1966', () => {
    const flintlocks = regiment('f', { weapon: 'flintlock', quality: 'trained' });
    expect(costUnit(flintlocks, { era: '1864-65' })).toMatchObject({ status: 'no-price', points: 0 });
    expect(costUnit(flintlocks, { era: '1864-65', borrowOtherEra: true })).toMatchObject({ status: 'table', points: 3 });
  });
  it('formation totals add leaders, units and sub-formations; counts of manual and unpriced items roll up', () => {
    const army = updateUnit(legalArmy(), 'bat1', { gun: '14pdr-james' });
    const cost = costOrderOfBattle(army);
    expect(cost.total).toBe(90 - 7);
    expect(cost.unpricedCount).toBe(1);
    expect(cost.formations[0]!.children.map((c) => c.total)).toEqual([34, 34]);
  });
});

describe('caching: an edit re-costs only the formations on its path', () => {
  it('untouched brigades keep their cost objects; the edited one and its ancestors are new', () => {
    const before = legalArmy();
    const a = costOrderOfBattle(before);
    const after = updateUnit(before, 'b2-r1', { quality: 'elite' });
    const b = costOrderOfBattle(after);
    expect(b.formations[0]!.children[0]).toBe(a.formations[0]!.children[0]);
    expect(b.formations[0]!.children[1]).not.toBe(a.formations[0]!.children[1]);
    expect(b.total).toBe(a.total + 2);
  });
  it('validation after an edit gives the same warnings as validating from scratch', () => {
    const rules = resolveRules('1861-63');
    const before = legalArmy();
    musterReport(before, { rules });
    const after = ['b1-r1', 'b1-r2', 'b1-r3'].reduce((o, id) => updateUnit(o, id, { quality: 'green' }), before);
    const fresh = JSON.parse(JSON.stringify(after)) as OrderOfBattle;
    expect(musterReport(after, { rules }).warnings).toEqual(musterReport(fresh, { rules }).warnings);
  });
});

describe("T'ain't No Militia as the book prints it (adfLine 2008–2078)", () => {
  it('Union: the lines sum to 136 MP but the book prints 138 (adfLine 2026): one stated-total warning', () => {
    const oob = load('union');
    const report = musterReport(oob);
    expect(report.cost.total).toBe(136);
    expect(oob.statedTotal).toBe(138);
    const brigades = report.cost.formations[0]!.children[0]!.children.map((c) => [c.formation.name, c.total]);
    expect(brigades).toEqual([
      ['1st Brigade (The Iron Brigade)', 55],
      ['2nd Brigade', 45],
    ]);
    const stated = report.warnings.filter((w) => w.rule === 'cost.stated-totals');
    expect(stated).toHaveLength(1);
    expect(stated[0]!.message).toContain('138');
    expect(stated[0]!.message).toContain('136');
  });
  it('Union: every one of the 15 printed line prices matches the tables', () => {
    const oob = load('union');
    const diffs = statedDifferences(oob, costOrderOfBattle(oob));
    expect(diffs).toEqual([{ nodeId: null, path: '', name: oob.name, stated: 138, computed: 136 }]);
  });
  it('Confederate: 135 MP computed and printed (adfLine 2078); Archer 41, Davis 44, Pegram 42', () => {
    const oob = load('confederate');
    const report = musterReport(oob);
    expect(report.cost.total).toBe(135);
    expect(statedDifferences(oob, report.cost)).toEqual([]);
    const corps = report.cost.formations[0]!;
    expect(corps.children.map((c) => c.total)).toEqual([8 + 41 + 44, 42]);
    expect(corps.children[0]!.children.map((c) => c.total)).toEqual([41, 44]);
  });
  it('the historical orders of battle break guidelines the digest lists (adfLine 1928, 1931)', () => {
    const union = musterReport(load('union')).warnings.map((w) => w.rule);
    const csa = musterReport(load('confederate')).warnings.map((w) => w.rule);
    expect(union).toEqual(expect.arrayContaining(['brigade.elite-green-limit', 'artillery.batteries-per-brigade', 'cost.stated-totals']));
    expect(csa).toEqual(expect.arrayContaining(['brigade.elite-green-limit', 'artillery.batteries-per-brigade', 'artillery.leader']));
    expect(csa).not.toContain('cost.stated-totals');
  });
});
