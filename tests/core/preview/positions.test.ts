/**
 * Ranges, arcs, enfilade zones and the modifiers a position gives, checked by hand against the book:
 * rifle-musket normal range 2/3/4" at 10/15/25mm (B:2701, B:2796, B:2892), short under 1", long twice
 * normal; the Napoleon's 13" at 15mm with canister to 3" (B:2851, B:2962); cover (B:2657–2664), enfilade
 * (B:2677–2685), formations and quality (B:2666–2689); morale supports, leaders, enemies within 1".
 */
import { describe, expect, it } from 'vitest';
import { chargeFromPositions, fireFromPositions, moraleFromPositions, sideFireOdds } from '../../../core/preview/adf/positions';
import { arcOf, enfiladeZoneOf, centreOf, rangeBand, rangeBetween } from '../../../core/preview/adf/range';
import { CONFEDERATE, square, table, unit } from './fixtures';
import { previewTable } from '../../../core/preview/adf/table';
import type { OrderOfBattle } from '../../../core/model/oob';
import type { TabletopMap } from '../../../core/model/scenario.generated';

const firer = { unit: 'u1', x: 20, y: 30, facing: 0 };

describe('range and range bands', () => {
  it('runs from the front centre to the nearest point of the target', () => {
    // The target faces north too: its rear edge, 0.75" behind its front, is nearest.
    const t = table({ units: [firer, { unit: 'c1', x: 20, y: 25, facing: 0 }] });
    const r = rangeBetween(unit(t, 'u1'), unit(t, 'c1'));
    expect(r.distanceInches).toBeCloseTo(4.25, 6);
    expect(r.arc).toBe('front');
  });

  it.each([
    ['10mm', 0.5, 'short'],
    ['10mm', 2, 'normal'],
    ['10mm', 2.5, 'long'],
    ['10mm', 4.5, null],
    ['15mm', 0.99, 'short'],
    ['15mm', 1, 'normal'],
    ['15mm', 3, 'normal'],
    ['15mm', 5.9, 'long'],
    ['15mm', 6.1, null],
    ['25mm', 4, 'normal'],
    ['25mm', 8, 'long'],
    ['25mm', 8.5, null],
  ] as const)('a rifle-musket regiment at %s, %f" away: %s', (scale, d, band) => {
    const t = table({ scale, units: [firer, { unit: 'c1', x: 20, y: 30 - d, facing: 180 }] });
    const r = rangeBetween(unit(t, 'u1'), unit(t, 'c1'));
    expect(r.distanceInches).toBeCloseTo(d, 6);
    expect(rangeBand(unit(t, 'u1'), r.distanceInches, scale).band).toBe(band);
  });

  it.each([
    [2.5, 'canister'],
    [3, 'canister'],
    [6, 'short'],
    [10, 'normal'],
    [20, 'long'],
    [27, null],
  ] as const)('a Napoleon battery at 15mm, %f" away: %s', (d, band) => {
    const t = table({ units: [{ unit: 'bty', x: 20, y: 40, facing: 0, formation: 'unlimbered' }, { unit: 'c1', x: 20, y: 40 - d, facing: 180 }] });
    expect(rangeBand(unit(t, 'bty'), rangeBetween(unit(t, 'bty'), unit(t, 'c1')).distanceInches, '15mm').band).toBe(band);
  });
});

describe('arcs and enfilade zones', () => {
  // The target line faces north with its front centre at (20, 20); 8 figures, 3.2" of front, 0.75" deep.
  const target = { unit: 'c1', x: 20, y: 20, facing: 0 };
  const zoneFrom = (x: number, y: number) => {
    const t = table({ units: [target, { unit: 'u1', x, y, facing: 0 }] });
    return enfiladeZoneOf(unit(t, 'c1'), centreOf(unit(t, 'u1')));
  };
  it('forward in the frontal arc, full flank along the line, rear behind it', () => {
    expect(zoneFrom(20, 10)).toBe('forward');
    expect(zoneFrom(30, 20.8)).toBe('full-flank');
    expect(zoneFrom(10, 20.8)).toBe('full-flank');
    expect(zoneFrom(30, 16)).toBe('partial-flank');
    expect(zoneFrom(30, 26)).toBe('rear-partial-flank');
    expect(zoneFrom(20, 30)).toBe('rear');
  });
  it("a column's zones are front, side and rear", () => {
    const t = table({ units: [{ ...target, formation: 'road-column' }, { unit: 'u1', x: 30, y: 22, facing: 270 }] });
    expect(enfiladeZoneOf(unit(t, 'c1'), centreOf(unit(t, 'u1')))).toBe('side');
  });
  it("the firer's own arc: a target off its flank", () => {
    const t = table({ units: [firer, { unit: 'c1', x: 30, y: 31, facing: 270 }] });
    expect(arcOf(unit(t, 'u1'), rangeBetween(unit(t, 'u1'), unit(t, 'c1')).nearest)).toBe('flank');
  });
});

describe('fire from positions', () => {
  it('a veteran rifle-musket regiment at 2" on an elite line in an orchard behind a fence, from its full flank', () => {
    // Target faces west; the firer stands off its south end, facing north along the line.
    const t = table({
      features: [square('orchard', 'orchard', 15, 10, 25, 20), { id: 'fence', kind: 'wooden-fence', shape: 'polyline', points: [{ x: 10, y: 20.5 }, { x: 30, y: 20.5 }] }],
      units: [
        { unit: 'c2', x: 20, y: 18, facing: 90 },
        { unit: 'u1', x: 20.4, y: 22, facing: 0 },
      ],
    });
    const fire = fireFromPositions(t, unit(t, 'u1'), unit(t, 'c2'));
    expect(fire.sight.visible).toBe(true);
    expect(fire.band).toBe('normal');
    expect(fire.zone).toBe('full-flank');
    const on = fire.modifiers.filter((m) => m.on).map((m) => m.id).sort();
    expect(on).toEqual(['elite', 'light-woods', 'line-full-flank', 'wood-fence']);
    // Best two beneficial of −1 (orchard), −1 (fence), −1 (elite): −2; worst detrimental +2 (full flank).
    expect(fire.odds!.targetDrm).toBe(0);
    expect(fire.input!.figures).toBe(8);
    expect(fire.trace.some((s) => s.step === 'target, from the map' && /stands in orchard/.test(s.detail))).toBe(true);
  });

  it('switching a derived modifier off, and a disorder set by hand, change the odds', () => {
    const t = table({ units: [{ unit: 'c1', x: 20, y: 18, facing: 180 }, { unit: 'u1', x: 20, y: 20, facing: 0 }], features: [square('w', 'light-woods', 0, 10, 48, 18.3)] });
    const base = fireFromPositions(t, unit(t, 'u1'), unit(t, 'c1'));
    expect(base.modifiers.find((m) => m.id === 'light-woods')?.on).toBe(true);
    expect(base.odds!.targetDrm).toBe(-1);
    const off = fireFromPositions(t, unit(t, 'u1'), unit(t, 'c1'), { off: ['light-woods'], targetDisordered: true });
    expect(off.odds!.targetDrm).toBe(2);
    expect(off.odds!.results['none']).toBeLessThan(base.odds!.results['none']);
  });

  it('no fire without sight, or beyond long range; two figures only outside the frontal arc', () => {
    const blocked = table({ features: [square('farm', 'farm-buildings', 0, 24, 48, 26)], units: [firer, { unit: 'c1', x: 20, y: 22, facing: 180 }] });
    expect(fireFromPositions(blocked, unit(blocked, 'u1'), unit(blocked, 'c1')).refusal).toMatch(/cannot see/);
    const far = table({ units: [firer, { unit: 'c1', x: 20, y: 20, facing: 180 }] });
    expect(fireFromPositions(far, unit(far, 'u1'), unit(far, 'c1')).refusal).toMatch(/beyond long range/);
    const flank = table({ units: [firer, { unit: 'c1', x: 24, y: 31, facing: 270 }] });
    expect(fireFromPositions(flank, unit(flank, 'u1'), unit(flank, 'c1')).input!.figures).toBe(2);
  });
});

describe('morale from positions', () => {
  it('two supports, an adjacent 1LB brigadier, an enemy within an inch, and cover against small arms', () => {
    const t = table({
      features: [square('wood', 'light-woods', 0, 0, 48, 21)],
      units: [
        { unit: 'u1', x: 20, y: 20, facing: 180 },
        { unit: 'u2', x: 16.4, y: 20, facing: 180 },
        { unit: 'u3', x: 23.6, y: 20, facing: 180 },
        { unit: 'meredith', x: 20, y: 19, facing: 180 },
        { unit: 'c1', x: 20, y: 20.5, facing: 0 },
      ],
    });
    const m = moraleFromPositions(t, unit(t, 'u1'), unit(t, 'c1'));
    const ids = m.modifiers.filter((x) => x.on).map((x) => x.id).sort();
    expect(ids).toEqual(['in-cover', 'leader', 'support', 'within-one-inch-of-enemy']);
    // Veteran two-stand BMP 4 (B:2482); the two beneficial, support −2 and cover −1, both count; the
    // enemy within 1" +1; the leader's LB −1 over and above (B:2503): 4 − 2 − 1 + 1 − 1 = 1.
    expect(m.odds!.bmp).toBe(4);
    expect(m.odds!.mmp).toBe(1);
    expect(m.situation!.leaderLb).toBe(1);
  });
});

describe('charge from positions', () => {
  it("head on in the open, veteran against veteran: the defender's fear check at its BMP, the impact dice down", () => {
    const t = table({ units: [{ unit: 'u1', x: 20, y: 22, facing: 0 }, { unit: 'c1', x: 20, y: 20, facing: 180 }] });
    const c = chargeFromPositions(t, unit(t, 'u1'), unit(t, 'c1'));
    expect(c.refusal).toBeUndefined();
    // Battle line against battle line: net CMM 0 (B:2809); veteran two-stand BMP 4 (B:2482); the check is
    // taken when the charge is 1 inch away, with the +1 of an enemy that close (B:2574).
    expect(c.fear.odds!.mmp).toBe(4 + 1);
    // Impact: attacker 8 + 2D6 − (4 + 1 contact − 1 charging), defender 8 + 2D6 − (4 + 1): margin X − Y + 1,
    // no winner when it is 0, i.e. the defender's 2D6 one more than the attacker's: 140 of 1,296 rolls.
    expect(c.impact!.tie).toBeCloseTo(140 / 1296, 12);
  });

  it('on the full flank of a line: +4 on the fear check (B:2540); skirmishers charged by a battle line +6 net CMM', () => {
    const t = table({ units: [{ unit: 'c1', x: 20, y: 20, facing: 0 }, { unit: 'u1', x: 25, y: 20.4, facing: 270 }] });
    const c = chargeFromPositions(t, unit(t, 'u1'), unit(t, 'c1'));
    expect(c.fear.modifiers.filter((m) => m.on).map((m) => m.id)).toContain('charged-by-infantry-full-flank-or-rear');
    expect(c.fear.odds!.mmp).toBe(4 + 4 + 1);
    const s = table({ units: [{ unit: 'u1', x: 20, y: 22, facing: 0 }, { unit: 'c1', x: 20, y: 20, facing: 180, formation: 'skirmishers' }] });
    expect(chargeFromPositions(s, unit(s, 'u1'), unit(s, 'c1')).fear.odds!.mmp).toBe(4 + 6 + 1);
    const guns = table({ units: [{ unit: 'bty', x: 20, y: 22, facing: 0, formation: 'unlimbered' }, { unit: 'c1', x: 20, y: 20, facing: 180 }] });
    expect(chargeFromPositions(guns, unit(guns, 'bty'), unit(guns, 'c1')).refusal).toMatch(/guns do not charge/);
  });
});

describe('charge from positions: support counts both ways (issue 29)', () => {
  it('two charging supporters against one: the defender +1 on its fear check and at impact, the charger −1 (B:2501, B:1099)', () => {
    const t = table({
      units: [
        { unit: 'u1', x: 20, y: 22, facing: 0 },
        { unit: 'u2', x: 16.4, y: 22, facing: 0 },
        { unit: 'u3', x: 23.6, y: 22, facing: 0 },
        { unit: 'c1', x: 20, y: 20, facing: 180 },
        { unit: 'c3', x: 23.6, y: 20, facing: 180 },
      ],
    });
    const c = chargeFromPositions(t, unit(t, 'u1'), unit(t, 'c1'));
    expect(c.refusal).toBeUndefined();
    // Veteran two-stand BMP 4 (B:2482), net CMM 0; support: its own −1 against the charger's −2 is +1; +1 the charger at 1".
    expect(c.fear.odds!.mmp).toBe(4 + 1 + 1);
    expect(c.fear.modifiers.find((m) => m.id === 'support')?.why).toContain('the other side has 2');
    // Outside a charge the same regiment's single supporter is −1.
    expect(moraleFromPositions(t, unit(t, 'c1')).odds!.mmp).toBe(4 - 1);
    // Impact: charger 4 + 1 contact − 1 charging − 1 net support = 3, defender 4 + 1 + 1 = 6. FIVs 2D6 + 5 and
    // 2D6 + 2: no winner when the defender rolls 3 more, 104 of 1,296 rolls (1·4 + 2·5 + 3·6 + 4·5 + 5·4 + 6·3 + 5·2 + 4·1).
    expect(c.impact!.tie).toBeCloseTo(104 / 1296, 12);
  });
});

describe('charge from positions: a battery alone (B:1389, issue 29)', () => {
  it('charged with no friend beside it, the veteran battery\'s BMP 4 is doubled for the fear check and the impact; a regiment beside it supports it', () => {
    const t = table({ units: [{ unit: 'bty', x: 20, y: 22, facing: 0, formation: 'unlimbered' }, { unit: 'c1', x: 20, y: 19.5, facing: 180 }] });
    const c = chargeFromPositions(t, unit(t, 'c1'), unit(t, 'bty'));
    expect(c.refusal).toBeUndefined();
    expect(c.fear.modifiers.find((m) => m.id === 'unsupported-battery')).toMatchObject({ on: true, source: '000_e4b3381100cae796.txt:1389' });
    // "With a BMP of 8 plus 1 (being within 1 inch of the enemy) it would have to roll a 9 or better" (B:1399).
    expect(c.fear.odds!.mmp).toBe(8 + 1);
    // At impact: 8 + 1 in contact = 9 against three sections, 2D6 − 6 (B:1397–1399's "BMP of 8 plus 1").
    expect(c.impactSides!.defender).toEqual({ uiv: 3, mmp: 9 });
    expect(c.impact!.trace.find((s) => s.step === 'defender FIV')?.value).toBe('2D6 − 6');
    // The charger takes no +1 for contact with an unsupported battery (B:2545): veteran 4 − 1 charging = 3.
    expect(c.impactSides!.attacker).toEqual({ uiv: 8, mmp: 3 });
    // Switched off by the designer, the battery is read at its own BMP.
    expect(chargeFromPositions(t, unit(t, 'c1'), unit(t, 'bty'), ['unsupported-battery']).fear.odds!.mmp).toBe(4 + 1);
    // The 2nd Wisconsin beside the guns: supported, BMP 4, its −1 support (B:1389 "of any type adjacent").
    const s = table({ units: [{ unit: 'bty', x: 20, y: 22, facing: 0, formation: 'unlimbered' }, { unit: 'u1', x: 22.1, y: 22, facing: 0 }, { unit: 'c1', x: 20, y: 19.5, facing: 180 }] });
    const supported = chargeFromPositions(s, unit(s, 'c1'), unit(s, 'bty'));
    expect(supported.fear.modifiers.some((m) => m.id === 'unsupported-battery')).toBe(false);
    expect(supported.fear.odds!.mmp).toBe(4 - 1 + 1);
  });
});

describe('a battery that has lost sections, from positions (B:2548, B:1389, B:1296)', () => {
  it('alone and charged with one of its three sections lost: BMP 4 + 3 = 7, doubled to 14 and held to the MMP\'s 12 (B:2563); at impact two sections', () => {
    const t = table({ units: [{ unit: 'bty', x: 20, y: 22, facing: 0, formation: 'unlimbered' }, { unit: 'c1', x: 20, y: 19.5, facing: 180 }] });
    unit(t, 'bty').placement.status = { sectionsLost: 1 };
    const c = chargeFromPositions(t, unit(t, 'c1'), unit(t, 'bty'));
    expect(c.refusal).toBeUndefined();
    expect(c.fear.odds!.mmp).toBe(12);
    expect(c.impactSides!.defender).toEqual({ uiv: 2, mmp: 12 });
    // Switched off, it is read at its own BMP, the lost section counted: 7.
    expect(chargeFromPositions(t, unit(t, 'c1'), unit(t, 'bty'), ['unsupported-battery']).fear.odds!.mmp).toBe(7 + 1);
  });
});

describe('fire passing through the target (B:2653, B:3143, issue 29)', () => {
  it('a regiment close behind the target takes the same roll at −2; one more behind is out of small arms\' reach', () => {
    const t = table({ units: [firer, { unit: 'c1', x: 20, y: 28, facing: 180 }, { unit: 'c2', x: 20, y: 26.5, facing: 180 }, { unit: 'c3', x: 20, y: 25, facing: 180 }] });
    const f = fireFromPositions(t, unit(t, 'u1'), unit(t, 'c1'));
    expect(f.refusal).toBeUndefined();
    expect(f.passThrough.map((p) => p.unit.name)).toEqual(['7th Tennessee']);
    // The same totals 2 lower on the same row: never more likely to hit than the target.
    const hits = (r: Record<string, number>) => r['1H']! + r['2H']! + r['3H']! + r['4H']!;
    expect(f.band).toBe('normal');
    expect(f.passThrough[0]!.hit.hitChance).toBeGreaterThan(0);
    expect(f.passThrough[0]!.hit.hitChance).toBeLessThan(hits(f.odds!.results));
    expect(f.trace.find((s) => s.step === 'passes through into')).toMatchObject({ value: '7th Tennessee', source: '000_e4b3381100cae796.txt:3143' });
    // 2 inches back is beyond the 1-inch zone at 15mm: nothing passes through.
    const apart = table({ units: [firer, { unit: 'c1', x: 20, y: 28, facing: 180 }, { unit: 'c2', x: 20, y: 25, facing: 180 }] });
    expect(fireFromPositions(apart, unit(apart, 'u1'), unit(apart, 'c1')).passThrough).toEqual([]);
  });

  it('a battery\'s fire reaches three units, and says when the one it reaches is a friend of the firer', () => {
    const t = table({ units: [{ unit: 'bty', x: 20, y: 30, facing: 0, formation: 'unlimbered' }, { unit: 'c1', x: 20, y: 26, facing: 180 }, { unit: 'c2', x: 20, y: 24.5, facing: 180 }, { unit: 'u2', x: 20, y: 22, facing: 0 }] });
    const f = fireFromPositions(t, unit(t, 'bty'), unit(t, 'c1'));
    expect(f.refusal).toBeUndefined();
    expect(f.passThrough.map((p) => [p.unit.name, p.friendly])).toEqual([['7th Tennessee', false], ['6th Wisconsin', true]]);
    expect(f.passThrough[1]!.hit.trace.find((s) => s.step === 'pass-through, unit 2 behind')?.value).toBe(-4);
  });
});

describe('a gun battalion from positions (B:1292, B:1296, issue 29)', () => {
  /** Three Union batteries side by side facing north, Napoleons, Napoleons and 6-pounders, and a Confederate regiment 4" off. */
  function guns() {
    const battery = (id: string, name: string, gun: string, sections: number) => ({ id, name, arm: 'artillery', sections, gun, quality: 'veteran', stands: 1 });
    const union = { name: 'Union', side: 'union', era: '1861-63', children: [battery('b1', 'Battery B', '12pdr-napoleon', 3), battery('b2', 'Battery G', '12pdr-napoleon', 3), battery('b3', 'Battery K', '6pdr-gun', 2)] } as unknown as OrderOfBattle;
    const place = (side: string, u: string, x: number, y: number, facingDeg: number, formation: string) => ({ side, unit: u, at: { x, y }, facingDeg, formation });
    const map = { kind: 'tabletop', features: [], contours: [], units: [place('union', 'b1', 20, 30, 0, 'unlimbered'), place('union', 'b2', 21, 30, 0, 'unlimbered'), place('union', 'b3', 19, 30, 0, 'unlimbered'), place('confederate', 'c1', 20, 26, 180, 'battle-line')] } as unknown as TabletopMap;
    return previewTable({ board: { widthIn: 48, heightIn: 48 } as never, map, scale: '15mm', sides: [{ id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: union }, { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE }] });
  }

  it('offers the batteries beside the firer, and two Napoleon batteries fire as one: six sections, the FP of each added', () => {
    const t = guns();
    const alone = fireFromPositions(t, unit(t, 'b1'), unit(t, 'c1'));
    expect(alone.trace.find((s) => s.step === 'gun battalion')).toMatchObject({ applied: false, source: '000_e4b3381100cae796.txt:1292' });
    expect(String(alone.trace.find((s) => s.step === 'gun battalion')?.value)).toContain('Battery G');
    const b2 = unit(t, 'b2');
    const together = fireFromPositions(t, unit(t, 'b1'), unit(t, 'c1'), { battalion: [b2.key] });
    expect(together.refusal).toBeUndefined();
    expect(together.input!.combinedWith).toEqual([{ weapon: '12pdr-napoleon', sections: 3 }]);
    // Two 3-section Napoleon batteries: each its own FP from the table, added, and held to 18 (B:1292).
    const one = alone.odds!.fp;
    expect(together.odds!.fp).toBe(Math.min(18, 2 * one));
  });

  it('the 6-pounders reach less far: they must be the firer, and a third battery of nine sections is refused by the six-section cap', () => {
    const t = guns();
    const short = fireFromPositions(t, unit(t, 'b1'), unit(t, 'c1'), { battalion: [unit(t, 'b3').key] });
    expect(short.refusal).toMatch(/Battery K's guns reach less far than Battery B's/);
    const two = fireFromPositions(t, unit(t, 'b3'), unit(t, 'c1'), { battalion: [unit(t, 'b1').key] });
    expect(two.refusal).toBeUndefined();
    // Battery G stands beside Battery B, in line with Battery K: 2 + 3 + 3 = 8 sections, more than six (B:1296).
    const three = fireFromPositions(t, unit(t, 'b3'), unit(t, 'c1'), { battalion: [unit(t, 'b1').key, unit(t, 'b2').key] });
    expect(three.refusal).toContain('8 sections: combined fire takes at most 6');
    expect(fireFromPositions(t, unit(t, 'b1'), unit(t, 'c1'), { battalion: [unit(t, 'c1').key] }).refusal).toMatch(/is not a battery in line with Battery B/);
  });

  it('counts the sections left: Battery G down to one section joins as one, and 2 + 3 + 1 = 6 is within the cap', () => {
    const t = guns();
    unit(t, 'b2').placement.status = { sectionsLost: 2 };
    const together = fireFromPositions(t, unit(t, 'b1'), unit(t, 'c1'), { battalion: [unit(t, 'b2').key] });
    expect(together.input!.combinedWith).toEqual([{ weapon: '12pdr-napoleon', sections: 1 }]);
    const three = fireFromPositions(t, unit(t, 'b3'), unit(t, 'c1'), { battalion: [unit(t, 'b1').key, unit(t, 'b2').key] });
    expect(three.refusal).toBeUndefined();
    // Battery B itself with a section lost fires with two: its FP is the table's for two sections, not three.
    const t1 = guns();
    const full = fireFromPositions(t1, unit(t1, 'b1'), unit(t1, 'c1'));
    const t2 = guns();
    unit(t2, 'b1').placement.status = { sectionsLost: 1 };
    const hurt = fireFromPositions(t2, unit(t2, 'b1'), unit(t2, 'c1'));
    expect(hurt.input!.sections).toBe(2);
    expect(hurt.odds!.fp).toBeLessThan(full.odds!.fp);
  });
});

describe('fire through or over friends (B:694, issue 29)', () => {
  it('no fire through friendly skirmishers, which do not block sight', () => {
    const t = table({ units: [{ unit: 'u1', x: 20, y: 30, facing: 0 }, { unit: 'u2', x: 20, y: 28, facing: 0, formation: 'skirmishers' }, { unit: 'c1', x: 20, y: 25, facing: 180 }] });
    const f = fireFromPositions(t, unit(t, 'u1'), unit(t, 'c1'));
    expect(f.sight.visible).toBe(true);
    expect(f.refusal).toBe('2nd Wisconsin cannot fire through friendly skirmishers (6th Wisconsin).');
    expect(f.trace.find((s) => s.step === 'through friends')?.source).toBe('000_e4b3381100cae796.txt:694');
    // With the skirmishers off the line the fire goes.
    const clear = table({ units: [{ unit: 'u1', x: 20, y: 30, facing: 0 }, { unit: 'u2', x: 30, y: 28, facing: 0, formation: 'skirmishers' }, { unit: 'c1', x: 20, y: 25, facing: 180 }] });
    expect(fireFromPositions(clear, unit(clear, 'u1'), unit(clear, 'c1')).refusal).toBeUndefined();
  });

  it('a battery on a hill fires over friends below, but not canister', () => {
    const up = { id: 'up', level: 2, closed: true, points: [{ x: 0, y: 28 }, { x: 48, y: 28 }, { x: 48, y: 40 }, { x: 0, y: 40 }] };
    // The battery at the hill's foot edge (level 2), the 6th Wisconsin just below, the target beyond it.
    const at = (cy: number) => table({ contours: [up], units: [{ unit: 'bty', x: 20, y: 28.5, facing: 0, formation: 'unlimbered' }, { unit: 'u2', x: 20, y: 27.4, facing: 0 }, { unit: 'c1', x: 20, y: cy, facing: 180 }] });
    // 2.5" away: canister range at 15mm is 3" (B:2630).
    const near = at(26);
    const canister = fireFromPositions(near, unit(near, 'bty'), unit(near, 'c1'));
    expect([canister.sight.visible, canister.band]).toEqual([true, 'canister']);
    expect(canister.refusal).toBe('Battery B cannot fire canister over 6th Wisconsin.');
    // 6.5" away, at short range, the guns fire over the regiment below.
    const far = at(22);
    const shell = fireFromPositions(far, unit(far, 'bty'), unit(far, 'c1'));
    expect([shell.sight.visible, shell.band]).toEqual([true, 'short']);
    expect(shell.refusal).toBeUndefined();
  });
});

describe('the fire-odds overlay of a side', () => {
  it("gives each enemy in sight and range the best chance of hits any one of the side's units has on it", () => {
    const t = table({
      features: [square('farm', 'farm-buildings', 30, 0, 48, 48)],
      units: [
        { unit: 'c1', x: 20, y: 20, facing: 180 },
        { unit: 'u1', x: 20, y: 22, facing: 0 },
        { unit: 'u4', x: 21, y: 25, facing: 0 },
        // Out of range (beyond 6" at 15mm) and hidden behind the farm: no entry for them.
        { unit: 'c2', x: 10, y: 40, facing: 0 },
        { unit: 'c3', x: 40, y: 20, facing: 0 },
      ],
    });
    const odds = sideFireOdds(t, 'union');
    expect(odds.map((o) => o.target)).toEqual(['confederate\u0000c1']);
    const hits = (ref: string) => {
      const f = fireFromPositions(t, unit(t, ref), unit(t, 'c1'));
      return f.odds ? ['1H', '2H', '3H', '4H'].reduce((s, r) => s + f.odds!.results[r as '1H'], 0) : 0;
    };
    expect(odds[0]!.hitChance).toBeCloseTo(Math.max(hits('u1'), hits('u4')), 12);
    expect(odds[0]!.firer).toBe(hits('u1') >= hits('u4') ? 'union\u0000u1' : 'union\u0000u4');
  });
});
