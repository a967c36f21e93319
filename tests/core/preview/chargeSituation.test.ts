/**
 * A charge read from the table as the book resolves it (issue 39): the formations' net CMM in both
 * sides' impact morale (B:1089, B:2451, B:2543), the +1 of contact only against an enemy that counts
 * (B:1119, B:2545), the fear-of-charge check at 1 inch with its +1 (B:2574, B:1399), and batteries
 * side by side meeting a charge as one gun battalion (B:1393) when all are in good order (B:1292).
 * Every number below is worked by hand from the fixtures: veteran regiments of 8 figures, BMP 4.
 */
import { describe, expect, it } from 'vitest';
import { chargeFromPositions, fireFromPositions } from '../../../core/preview/adf/positions';
import { previewTable } from '../../../core/preview/adf/table';
import type { OrderOfBattle } from '../../../core/model/oob';
import type { TabletopMap } from '../../../core/model/scenario.generated';
import { adfLine } from '../../../core/rules/trace';
import { CONFEDERATE, table, unit } from './fixtures';
import { citedLine } from '../../support/seeds';

/** The chance two 2D6 rolls differ by exactly `d` (first minus second). */
function differ(d: number): number {
  const ways = (s: number) => (s < 2 || s > 12 ? 0 : 6 - Math.abs(s - 7));
  let n = 0;
  for (let x = 2; x <= 12; x++) n += ways(x) * ways(x - d);
  return n / 1296;
}

describe('the book says', () => {
  it.each([
    [1089, /using the opposing lead unit’s MMP as modified by its CMM/],
    [2543, /The net CMM difference is added to a unit’s MMP for impact-related morale/],
    [1119, /non-shaken, non-routed and non-skirmishing enemy units, there is a \+1 MMP penalty/],
    [2545, /The \+1 MMP modifier does not apply if the enemy unit is an unsupported artillery battery/],
    [2574, /as soon as the charge gets within 1 inch of it, \*with\* the \+1 MMP penalty/],
    [1393, /all the unit impact values \(UIV\) can be added together, from which the MMP of the best unit would be subtracted/],
    [1292, /Up to three adjacent batteries, if all are in good order, can fire as one gun battalion/],
  ])('B:%i', (line, words) => expect(citedLine(adfLine(line))).toMatch(words));
});

describe('the charge formations at impact (B:1089, B:2451, B:2543)', () => {
  it('an attack column against an extended line is not a line against a line', () => {
    const place = (attacker: string, defender: string) => table({ units: [{ unit: 'u1', x: 20, y: 22, facing: 0, formation: attacker as never }, { unit: 'c1', x: 20, y: 20, facing: 180, formation: defender as never }] });
    const lines = place('battle-line', 'battle-line');
    const l = chargeFromPositions(lines, unit(lines, 'u1'), unit(lines, 'c1'));
    // Line against line, net CMM 0: charger 4 − 1 charging + 1 contact = 4, defender 4 + 1 = 5.
    expect(l.impactSides).toMatchObject({ attacker: { uiv: 8, mmp: 4 }, defender: { uiv: 8, mmp: 5 } });
    const column = place('attack-column', 'extended-line');
    const c = chargeFromPositions(column, unit(column, 'u1'), unit(column, 'c1'));
    // Attack column CMM −2, extended line +1 (B:1085): the column −3, the line +3.
    // Charger 4 − 3 − 1 + 1 = 1; defender 4 + 3 + 1 = 8.
    expect(c.impactSides).toMatchObject({ attacker: { uiv: 8, mmp: 1 }, defender: { uiv: 8, mmp: 8 } });
    // FIVs 2D6 + 7 and 2D6 + 0: no winner when the defender rolls 7 more.
    expect(c.impact!.tie).toBeCloseTo(differ(-7), 12);
    expect(c.impact!.tie).toBeCloseTo(20 / 1296, 12);
    // The fear check: the line's BMP 4, + 3 net CMM, + 1 the column at 1 inch.
    expect(c.fear.odds!.mmp).toBe(4 + 3 + 1);
  });
});

describe('+1 in contact only against an enemy that counts (B:1119, B:2545)', () => {
  const t = () => table({ units: [{ unit: 'u1', x: 20, y: 22, facing: 0 }, { unit: 'c1', x: 20, y: 20, facing: 180 }] });

  it('a shaken or routed defender gives the charger no +1; a shaken charger gives the defender none', () => {
    const s = t();
    const shaken = chargeFromPositions(s, unit(s, 'u1'), unit(s, 'c1'), [], { defender: 'shaken' });
    expect(shaken.impactSides!.attacker.mmp).toBe(4 - 1);
    expect(shaken.trace.find((x) => x.step === 'attacker in contact')).toMatchObject({ value: 0, source: adfLine(1119) });
    unit(s, 'u1').placement.status = { morale: 'shaken' };
    const shakenCharger = chargeFromPositions(s, unit(s, 'u1'), unit(s, 'c1'));
    // The defender: 4, no +1 for contact, no +1 on its fear check either.
    expect(shakenCharger.trace.find((x) => x.step === 'defender in contact')).toMatchObject({ value: 0 });
    expect(shakenCharger.fear.odds!.mmp).toBe(4);
  });

  it('skirmishers charged: the charger takes no +1 at impact', () => {
    const s = table({ units: [{ unit: 'u1', x: 20, y: 22, facing: 0 }, { unit: 'c1', x: 20, y: 20, facing: 180, formation: 'skirmishers' }] });
    const c = chargeFromPositions(s, unit(s, 'u1'), unit(s, 'c1'));
    // Battle line CMM 0 against skirmishers +6: the charger −6; 4 − 6 − 1 = −3, held at the MMP's 0 (B:2563).
    expect(c.impactSides!.attacker.mmp).toBe(0);
    // The skirmishers: 4 + 6 + 1 = 11.
    expect(c.impactSides!.defender.mmp).toBe(11);
  });

  it('a mounted cavalry charge: the check is taken at 2 inches (B:1083), beyond the 1 inch of the +1 at 15mm', () => {
    const cav = { name: 'Union', side: 'union', era: '1861-63', children: [{ id: 'cav', name: '1st Maine Cavalry', arm: 'cavalry', figures: 6, weapon: 'repeating-carbine', quality: 'veteran', stands: 2, mounted: true }] } as unknown as OrderOfBattle;
    const map = { kind: 'tabletop', features: [], contours: [], units: [{ side: 'union', unit: 'cav', at: { x: 20, y: 22 }, facingDeg: 0, formation: 'cavalry-line' }, { side: 'confederate', unit: 'c1', at: { x: 20, y: 20 }, facingDeg: 180, formation: 'battle-line' }] } as unknown as TabletopMap;
    const s = previewTable({ board: { widthIn: 48, heightIn: 48 } as never, map, scale: '15mm', sides: [{ id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: cav }, { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE }] });
    const c = chargeFromPositions(s, unit(s, 'cav'), unit(s, 'c1'));
    expect(c.fear.modifiers.some((m) => m.id === 'within-one-inch-of-enemy')).toBe(false);
  });
});

describe('a gun battalion meets a charge (B:1393) if all are in good order (B:1292)', () => {
  /** Two Napoleon batteries side by side facing north and a Confederate regiment 2" off. */
  function guns() {
    const battery = (id: string, name: string) => ({ id, name, arm: 'artillery', sections: 3, gun: '12pdr-napoleon', quality: 'veteran', stands: 1 });
    const union = { name: 'Union', side: 'union', era: '1861-63', children: [battery('b1', 'Battery B'), battery('b2', 'Battery G')] } as unknown as OrderOfBattle;
    const place = (side: string, u: string, x: number, y: number, facingDeg: number, formation: string) => ({ side, unit: u, at: { x, y }, facingDeg, formation });
    const map = { kind: 'tabletop', features: [], contours: [], units: [place('union', 'b1', 20, 30, 0, 'unlimbered'), place('union', 'b2', 21, 30, 0, 'unlimbered'), place('confederate', 'c1', 20, 28, 180, 'battle-line')] } as unknown as TabletopMap;
    return previewTable({ board: { widthIn: 48, heightIn: 48 } as never, map, scale: '15mm', sides: [{ id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: union }, { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE }] });
  }

  it('two batteries in good order: six sections against the best morale point, supported, no doubling', () => {
    const t = guns();
    const c = chargeFromPositions(t, unit(t, 'c1'), unit(t, 'b1'));
    expect(c.refusal).toBeUndefined();
    expect(c.fear.modifiers.some((m) => m.id === 'unsupported-battery')).toBe(false);
    // Each battery: BMP 4, its neighbour's support −1 against the charger's none, +1 in contact: 4.
    expect(c.impactSides!.defender).toEqual({ uiv: 3 + 3, mmp: 4 });
    expect(c.trace.find((s) => s.step === 'gun battalion')).toMatchObject({ value: 6, source: adfLine(1393) });
    // The charger: 4 − 1 charging + 1 contact (the battalion is supported) + 1 the support it lacks = 5.
    expect(c.impactSides!.attacker).toEqual({ uiv: 8, mmp: 5 });
    // FIVs 2D6 + 3 and 2D6 + 2: no winner when the battalion rolls one more.
    expect(c.impact!.tie).toBeCloseTo(differ(-1), 12);
  });

  it('Battery G in disorder does not join: Battery B meets the charge with its own three sections, supported by G', () => {
    const t = guns();
    unit(t, 'b2').placement.status = { morale: 'disorder' };
    const c = chargeFromPositions(t, unit(t, 'c1'), unit(t, 'b1'));
    expect(c.impactSides!.defender.uiv).toBe(3);
    expect(c.trace.some((s) => s.step === 'gun battalion')).toBe(false);
    // Nor does it fire with Battery B.
    expect(fireFromPositions(t, unit(t, 'b1'), unit(t, 'c1'), { battalion: [unit(t, 'b2').key] }).refusal).toMatch(/Battery G is in disorder: only batteries all in good order fire as one gun battalion \(B:1292\)/);
  });
});

describe('the gun battalion is the designer\'s to switch off', () => {
  it('switched off, Battery B meets the charge alone with its three sections, and the switch stays offered', () => {
    const battery = (id: string, name: string) => ({ id, name, arm: 'artillery', sections: 3, gun: '12pdr-napoleon', quality: 'veteran', stands: 1 });
    const union = { name: 'Union', side: 'union', era: '1861-63', children: [battery('b1', 'Battery B'), battery('b2', 'Battery G')] } as unknown as OrderOfBattle;
    const place = (side: string, u: string, x: number, y: number, facingDeg: number, formation: string) => ({ side, unit: u, at: { x, y }, facingDeg, formation });
    const map = { kind: 'tabletop', features: [], contours: [], units: [place('union', 'b1', 20, 30, 0, 'unlimbered'), place('union', 'b2', 21, 30, 0, 'unlimbered'), place('confederate', 'c1', 20, 28, 180, 'battle-line')] } as unknown as TabletopMap;
    const t = previewTable({ board: { widthIn: 48, heightIn: 48 } as never, map, scale: '15mm', sides: [{ id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: union }, { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE }] });
    const c = chargeFromPositions(t, unit(t, 'c1'), unit(t, 'b1'), ['gun-battalion']);
    expect(c.impactSides!.defender.uiv).toBe(3);
    expect(c.fear.modifiers.find((m) => m.id === 'gun-battalion')).toMatchObject({ on: false, source: adfLine(1393) });
  });
});
