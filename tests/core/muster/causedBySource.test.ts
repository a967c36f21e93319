import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { causedBySource, costOrderOfBattle, musterReport } from '../../../core/muster';
import { isFormation, type OrderOfBattle, type Unit } from '../../../core/oob';

const army = (side: 'union' | 'confederate') =>
  (JSON.parse(readFileSync(new URL(`../../../scenarios/taint-no-militia.army-${side}.json`, import.meta.url), 'utf8')) as { orderOfBattle: OrderOfBattle }).orderOfBattle;

describe("causedBySource: a warning the book's own order of battle causes", () => {
  it("T'ain't No Militia's Union army as printed: the 138 against 136 and the Iron Brigade's four elite regiments are the book's", () => {
    const oob = army('union');
    const report = musterReport(oob);
    const stated = report.warnings.find((w) => w.rule === 'cost.stated-totals' && w.nodeId === null);
    const elite = report.warnings.find((w) => /elite/.test(w.message));
    expect(stated?.message).toMatch(/138/);
    expect(elite?.message).toMatch(/Iron Brigade/);
    const cost = costOrderOfBattle(oob);
    expect(causedBySource(oob, cost, stated!.nodeId)).toBe(true);
    expect(causedBySource(oob, cost, elite!.nodeId)).toBe(true);
  });

  it('is the designer’s again once a line under it is changed from what the book prints, or added without a printed price', () => {
    const oob = structuredClone(army('union'));
    const corps = oob.children[0]!;
    const division = isFormation(corps) ? corps.children[0]! : corps;
    const iron = isFormation(division) ? division.children.find((c) => /Iron Brigade/.test(c.name))! : division;
    if (!isFormation(iron)) throw new Error('the Iron Brigade is a formation');
    const regiment = iron.children[0] as Extract<Unit, { arm: 'infantry' }>;
    regiment.figures += 4; // costs more than the printed line now
    expect(causedBySource(oob, costOrderOfBattle(oob), iron.id)).toBe(false);
    expect(causedBySource(oob, costOrderOfBattle(oob), null)).toBe(false);
    const fresh = structuredClone(army('union'));
    const newRegiment: Unit = { ...regiment, id: 'usa-new', name: 'New regiment', figures: regiment.figures - 4 };
    delete newRegiment.statedCost;
    expect(causedBySource(fresh, costOrderOfBattle(fresh), null)).toBe(true);
    // Costs are cached by formation object (documents are never changed in place): the edit is a new copy.
    const added = structuredClone(fresh);
    (added.children[0] as typeof corps & { children: unknown[] }).children.push(newRegiment);
    expect(causedBySource(added, costOrderOfBattle(added), null)).toBe(false);
  });
});
