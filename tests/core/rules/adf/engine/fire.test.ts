import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../../core/dice';
import { type FireInput, fireDice, fireOdds, planFire, rangeBandsFor, simulateFire } from '../../../../../core/rules/adf/engine/fire';
import { FIRE_RESULTS, type FireResult, RANGE_BANDS } from '../../../../../core/rules/adf/fire';
import { INFANTRY_WEAPONS, WEAPONS_BY_ARM } from '../../../../../core/rules/adf/weapons';
import { ARMS, FIGURE_SCALES } from '../../../../../core/model/words';
import { citedLine } from '../../../../support/seeds';

const base = (over: Partial<FireInput> = {}): FireInput => ({
  scale: '15mm',
  arm: 'infantry',
  weapon: 'rifle-musket',
  figures: 8,
  quality: 'veteran',
  side: 'union',
  range: 'normal',
  ...over,
});

/** Ways of rolling each total of two dice, out of 36. */
const TWO_D6 = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

const sum = (r: Record<FireResult, number>) => FIRE_RESULTS.reduce((s, k) => s + r[k], 0);
const atLeast = (r: Record<FireResult, number>, k: number) => FIRE_RESULTS.slice(k).reduce((s, x) => s + r[x], 0);

describe('worked fire cases of the digest (§8)', () => {
  it('TC-15: 8-figure veteran R/M, opening volley, normal range (line 785): 8 + 2D6 + 2, a 6 reads 2MC and an 8 reads 1H', () => {
    const odds = fireOdds(base({ openingVolley: true }));
    expect([odds.fp, odds.dice, odds.drm]).toEqual([8, 2, 2]);
    const ways = (lo: number, hi: number) => TWO_D6.slice(lo, hi + 1).reduce((a, b) => a + b, 0) / 36;
    // Totals 12–13 MC, 14 1MC, 15–16 2MC, 17–19 1H, 20–22 2H (line 2650); roll = total − 10.
    expect(odds.results.MC).toBeCloseTo(ways(2, 3), 12);
    expect(odds.results['1MC']).toBeCloseTo(ways(4, 4), 12);
    expect(odds.results['2MC']).toBeCloseTo(ways(5, 6), 12);
    expect(odds.results['1H']).toBeCloseTo(ways(7, 9), 12);
    expect(odds.results['2H']).toBeCloseTo(ways(10, 12), 12);
    expect(odds.results.none).toBe(0);
  });

  it('TC-16: 16 FP at normal range (line 1069): a roll of 6 makes 22, 2H; 2H has 27 chances in 36', () => {
    const odds = fireOdds(base({ figures: 16 }));
    expect(odds.fp).toBe(16);
    expect(odds.results['1H']).toBeCloseTo(3 / 36, 12);
    expect(odds.results['2H']).toBeCloseTo(27 / 36, 12);
    expect(odds.results['3H']).toBeCloseTo(6 / 36, 12);
  });

  it('TC-12: 15mm 6-figure Spencer/Henry: FP 9 with 1, 2, 3 dice at long, normal, short (lines 2799, 2603–2605)', () => {
    for (const [range, dice] of [['long', 1], ['normal', 2], ['short', 3]] as const) {
      expect(fireOdds(base({ weapon: 'spencer-henry', figures: 6, range }))).toMatchObject({ fp: 9, dice });
    }
  });

  it('TC-14: 8-figure R/M: disordered 4 + 2D6, shaken 4 + 1D6, skirmishing at short range 4 + 2D6 (lines 2608–2611)', () => {
    expect(fireOdds(base({ state: 'disorder' }))).toMatchObject({ fp: 4, dice: 2 });
    expect(fireOdds(base({ state: 'shaken' }))).toMatchObject({ fp: 4, dice: 1 });
    expect(fireOdds(base({ range: 'short', conditions: ['skirmishing'] }))).toMatchObject({ fp: 4, dice: 2 });
  });

  it('TC-19: 15mm Union 2-section 3-inch rifles, FP 6: 1D6 long, 2D6 normal, 3D6 short, 3D6 canister, 4D6 point-blank', () => {
    const dice = (['long', 'normal', 'short', 'canister', 'pbf'] as const).map(
      (range) => fireOdds(base({ arm: 'artillery', weapon: '3in-ordnance', sections: 2, range })).dice,
    );
    expect(dice).toEqual([1, 2, 3, 3, 4]);
    expect(fireOdds(base({ arm: 'artillery', weapon: '3in-ordnance', sections: 2 })).fp).toBe(6);
  });

  it('TC-20: 15mm Union 2-section Napoleons, FP 5: 4D6 canister, 5D6 point-blank, 1D6 long (lines 2851, 2624)', () => {
    const napoleons = (range: FireInput['range']) => fireOdds(base({ arm: 'artillery', weapon: '12pdr-napoleon', sections: 2, range }));
    expect(napoleons('canister')).toMatchObject({ fp: 5, dice: 4 });
    expect(napoleons('pbf')).toMatchObject({ fp: 5, dice: 5 });
    expect(napoleons('long')).toMatchObject({ fp: 5, dice: 1 });
    // The trace names the side as the book does, with a capital: "2 sections of Union 12-pounder Napoleon".
    expect(planFire(base({ arm: 'artillery', weapon: '12pdr-napoleon', sections: 2 })).trace.find((t) => t.step === 'firepower')?.detail).toBe('2 sections of Union 12-pounder Napoleon');
  });

  it('TC-41: 3 Union sections of 8-inch siege howitzers: 18 + 5D6 at canister, 18 + 6D6 point-blank (lines 3027, 3010, 3011)', () => {
    const big = (range: FireInput['range']) => fireOdds(base({ arm: 'artillery', weapon: 'siege-8in-howitzer', sections: 3, range }));
    expect(big('canister')).toMatchObject({ fp: 18, dice: 5 });
    expect(big('pbf')).toMatchObject({ fp: 18, dice: 6 });
    // 18 + 6D6 is at least 24: never below 2H on the artillery row.
    expect(atLeast(big('pbf').results, FIRE_RESULTS.indexOf('2H'))).toBeCloseTo(1, 12);
  });

  it('TC-42: desperation fire, 8-figure R/M: a 6 then a 3 makes 17, 1H; exact odds follow one extra die on a 6 (line 3079)', () => {
    const odds = fireOdds(base({ range: 'desperation' }));
    expect([odds.fp, odds.dice]).toEqual([8, 1]);
    // Pips 1–5 give 9–13 (none, none, none, MC, MC); a 6 adds a die: 15–20.
    expect(odds.results.none).toBeCloseTo(3 / 6, 12);
    expect(odds.results.MC).toBeCloseTo(2 / 6, 12);
    expect(odds.results['2MC']).toBeCloseTo(2 / 36, 12);
    expect(odds.results['1H']).toBeCloseTo(3 / 36, 12);
    expect(odds.results['2H']).toBeCloseTo(1 / 36, 12);
  });
});

describe('firer modifiers and halving', () => {
  it('halves an odd FP down by default and up as the named option', () => {
    expect(fireOdds(base({ figures: 7, state: 'disorder' })).fp).toBe(3);
    expect(fireOdds(base({ figures: 7, state: 'disorder', options: { halving: 'up' } })).fp).toBe(4);
  });

  it('two halving causes stack (the table says all penalties are cumulative); the option halves once', () => {
    expect(fireOdds(base({ state: 'disorder', conditions: ['farms-or-villages'] })).fp).toBe(2);
    expect(fireOdds(base({ state: 'disorder', conditions: ['farms-or-villages'], options: { halvingsStack: false } })).fp).toBe(4);
  });

  it('no fire under 2 FP or without a die (line 708): all odds on no effect, and the trace says why', () => {
    const weak = fireOdds(base({ figures: 3, state: 'shaken' }));
    expect(weak.results.none).toBe(1);
    expect(weak.trace.some((s) => s.step === 'no fire')).toBe(true);
    const noDice = fireOdds(base({ range: 'long', state: 'shaken' }));
    expect(noDice).toMatchObject({ allowed: false });
  });

  it('a green unit gets no opening volley: the +2 is shown dropped in the trace (line 2616)', () => {
    const odds = fireOdds(base({ quality: 'green', openingVolley: true }));
    expect(odds.firerDrm).toBe(-1);
    const volley = odds.trace.find((s) => s.detail.startsWith('opening volley'));
    expect(volley).toMatchObject({ applied: false, value: 2 });
  });

  it('cavalry quality is ±2 (lines 2642–2643) and its opening volley +1 (line 2644)', () => {
    const cav = (quality: FireInput['quality'], openingVolley = false) =>
      fireOdds(base({ arm: 'cavalry', weapon: 'sharps-bl-carbine', figures: 6, quality, openingVolley })).firerDrm;
    expect([cav('elite'), cav('green'), cav('veteran'), cav('veteran', true)]).toEqual([2, -2, 0, 1]);
    expect(fireOdds(base({ arm: 'cavalry', weapon: 'sharps-bl-carbine', figures: 6, quality: 'trained', options: { trainedCavalryDrm: 'quick-reference' } })).firerDrm).toBe(-1);
  });

  it('smoothbore muskets get +1 only at point-blank fire (line 2613)', () => {
    expect(fireOdds(base({ weapon: 'smoothbore-musket', range: 'pbf' })).firerDrm).toBe(1);
    expect(fireOdds(base({ weapon: 'smoothbore-musket', range: 'short' })).firerDrm).toBe(0);
  });

  it('sharpshooters roll 2D6 at long range and skirmish without the penalty (lines 1030–1031)', () => {
    expect(fireOdds(base({ weapon: 'sharpshooter-rm', figures: 4, range: 'long' })).dice).toBe(2);
    expect(fireOdds(base({ weapon: 'sharpshooter-rm', figures: 4, conditions: ['skirmishing'] }))).toMatchObject({ fp: 4, dice: 2 });
  });

  it('cavalry pistols add their FP at point-blank, capped at 14 (line 2637)', () => {
    const odds = fireOdds(base({ arm: 'cavalry', weapon: 'repeating-carbine', figures: 8, range: 'pbf', pistolFigures: 8 }));
    expect(odds.fp).toBe(14);
  });

  it('in melee the pistols are capped at 14 FP as the cavalry text says (B:1651); uncapped only as the named reading of B:1134/B:1711', () => {
    expect(citedLine('000_e4b3381100cae796.txt:1651')).toContain('or in a melee following a charge, cavalry can add pistols to their other weapons, up to a maximum FP of 14 for any one cavalry fire');
    expect(citedLine('000_e4b3381100cae796.txt:1134')).toContain('For melee, the normal restrictions of a maximum of 16 figures or 18 FPs per fire do not apply');
    expect(citedLine('000_e4b3381100cae796.txt:1711')).toContain('it adds its usual FP and its pistol FP to the normal 5D6 melee dice roll');
    // 15mm, 8 figures: repeating carbines 9 FP (B:2826), pistols 6 FP (B:2830); 9 + 6 = 15, capped to 14.
    expect(citedLine('000_e4b3381100cae796.txt:2826')).toMatch(/^Repeating Carbines\t2\t3\t4\t5\t6\t7\t8\t9$/);
    expect(citedLine('000_e4b3381100cae796.txt:2830')).toMatch(/^Pistols\*\t1\t1\t1\t2\t3\t4\t5\t6$/);
    const melee = fireOdds(base({ arm: 'cavalry', weapon: 'repeating-carbine', figures: 8, range: 'melee', pistolFigures: 8 }));
    expect(melee.fp).toBe(14);
    expect(melee.trace.find((s) => s.step === 'pistols')?.source).toBe('000_e4b3381100cae796.txt:1651');
    // 14 + 5D6 on the cavalry row: 2MC from 26 (B:2652) needs 12+ on 5D6; the distribution reads it.
    expect(melee.dice).toBe(5);
    const uncapped = fireOdds(base({ arm: 'cavalry', weapon: 'repeating-carbine', figures: 8, range: 'melee', pistolFigures: 8, options: { pistolsInMelee: 'uncapped' } }));
    expect(uncapped.fp).toBe(15);
    expect(uncapped.trace.find((s) => s.step === 'pistols')?.detail).toContain('uncapped');
  });

  it('"Firer is shaken or using area fire" is one row (B:2610, B:2627, B:2641): a shaken unit using area fire halves once and loses one die', () => {
    for (const line of [2610, 2627, 2641]) expect(citedLine(`000_e4b3381100cae796.txt:${line}`)).toMatch(/is shaken or using area fire\t½FP & 1 less die/);
    const shaken = fireOdds(base({ state: 'shaken' }));
    const both = fireOdds(base({ state: 'shaken', conditions: ['area-fire'] }));
    expect([both.fp, both.dice]).toEqual([shaken.fp, shaken.dice]);
    expect([both.fp, both.dice]).toEqual([4, 1]);
    expect(both.trace.some((s) => s.step === 'firer modifier' && s.applied === false && s.detail.includes('applied once'))).toBe(true);
    // Area fire alone is the same row.
    expect(fireOdds(base({ conditions: ['area-fire'] }))).toMatchObject({ fp: 4, dice: 1 });
    // A different halving cause (disorder is its own row, B:2608) still stacks with area fire.
    expect(fireOdds(base({ state: 'disorder', conditions: ['area-fire'] }))).toMatchObject({ fp: 2, dice: 1 });
  });

  it('the mixed gun battery fires canister as rifles by default, as smoothbores by option', () => {
    const mixed = { arm: 'artillery' as const, weapon: 'mixed', sections: 2, range: 'canister' as const };
    expect(fireOdds(base(mixed)).dice).toBe(3);
    expect(fireOdds(base({ ...mixed, options: { mixedBatteryCanister: 'smoothbore' } })).dice).toBe(4);
  });

  it('the caller’s --drm is added to the target side and reported in drm', () => {
    const odds = fireOdds(base({ quality: 'elite', drm: -3 }));
    expect([odds.firerDrm, odds.targetDrm, odds.drm]).toEqual([1, -3, -2]);
  });

  it('target DRMs dropped by the best-two rule appear in the trace with applied false', () => {
    const odds = fireOdds(base({ targetDrms: ['heavy-woods', 'stone-wall', 'elite', 'green'] }));
    expect(odds.targetDrm).toBe(-4 + 1);
    const elite = odds.trace.find((s) => s.step === 'target modifier' && s.detail.startsWith('target is an elite'));
    expect(elite).toMatchObject({ applied: false, value: -1 });
    expect(odds.trace.every((s) => s.step === 'total' || s.step === 'net modifier' || s.source !== undefined || s.detail.includes('caller'))).toBe(true);
  });
});

describe('properties', () => {
  it('results sum to 1 for every weapon, every allowed band, every state and scale', () => {
    for (const arm of ARMS) {
      for (const weapon of WEAPONS_BY_ARM[arm]) {
        for (const range of rangeBandsFor(arm, weapon)) {
          for (const state of ['good', 'disorder', 'shaken'] as const) {
            for (const scale of FIGURE_SCALES) {
              const odds = fireOdds(base({ arm, weapon, range, state, scale, figures: 6, sections: 2 }));
              expect(sum(odds.results)).toBeCloseTo(1, 12);
            }
          }
        }
      }
    }
  });

  it('more firepower never lowers the chance of any result or worse (infantry figures 2–16, every weapon and band)', () => {
    for (const weapon of INFANTRY_WEAPONS) {
      for (const range of rangeBandsFor('infantry', weapon)) {
        let previous = fireOdds(base({ weapon, range, figures: 2 })).results;
        for (let figures = 3; figures <= 16; figures++) {
          const next = fireOdds(base({ weapon, range, figures })).results;
          for (let k = 1; k < FIRE_RESULTS.length; k++) expect(atLeast(next, k)).toBeGreaterThanOrEqual(atLeast(previous, k) - 1e-12);
          previous = next;
        }
      }
    }
  });

  it('a better net DRM never lowers the chance of hits on any row', () => {
    for (const [arm, weapon, n] of [['infantry', 'rifle-musket', 8], ['cavalry', 'mixed', 8], ['artillery', '12pdr-napoleon', 3]] as const) {
      for (let drm = -6; drm < 6; drm++) {
        const lo = fireOdds(base({ arm, weapon, figures: n, sections: n, drm })).results;
        const hi = fireOdds(base({ arm, weapon, figures: n, sections: n, drm: drm + 1 })).results;
        expect(atLeast(hi, FIRE_RESULTS.indexOf('1H'))).toBeGreaterThanOrEqual(atLeast(lo, FIRE_RESULTS.indexOf('1H')) - 1e-12);
      }
    }
  });

  it('the desperation dice distributions sum to 1, once and open-ended', () => {
    for (const mode of ['once', 'open-ended'] as const) expect(fireDice(1, mode).p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
  });

  it('the range-band list offers only what the tables define', () => {
    expect(rangeBandsFor('artillery', '12pdr-napoleon')).not.toContain('melee');
    expect(rangeBandsFor('cavalry', 'shotgun')).toEqual(['pbf', 'melee', 'desperation']);
    expect(rangeBandsFor('artillery', 'fortress-mixed')).not.toContain('desperation');
    expect(rangeBandsFor('infantry', 'rifle-musket')).toEqual(RANGE_BANDS.filter((b) => b !== 'canister'));
  });
});

describe('a seeded simulation agrees with the exact odds', () => {
  const ROLLS = 100_000;
  const TOLERANCE = 0.01; // about 5 standard deviations at p = 0.5 with 100,000 rolls
  const cases: Array<[string, FireInput]> = [
    ['8-figure R/M opening volley at normal range', base({ openingVolley: true })],
    ['Napoleons at point-blank canister', base({ arm: 'artillery', weapon: '12pdr-napoleon', sections: 3, range: 'pbf', targetDrms: ['heavy-works'] })],
    ['green cavalry at short range', base({ arm: 'cavalry', weapon: 'repeating-carbine', figures: 6, quality: 'green', range: 'short' })],
    ['desperation fire, one extra die', base({ range: 'desperation' })],
    ['desperation fire, open-ended', base({ range: 'desperation', options: { desperationExtraDie: 'open-ended' } })],
  ];
  for (const [name, input] of cases) {
    it(name, () => {
      const exact = fireOdds(input).results;
      const simulated = simulateFire(input, ROLLS, seededRandom(1863));
      for (const r of FIRE_RESULTS) expect(Math.abs(simulated[r] - exact[r])).toBeLessThan(TOLERANCE);
    });
  }

  it('plans the same fire for the exact odds and the simulation', () => {
    const plan = planFire(base({ quality: 'elite' }));
    expect([plan.fp, plan.dice, plan.drm]).toEqual([8, 2, 1]);
  });
});

describe('the optional 25mm "1 inch counts as 2" rule is the scales option (B:2617)', () => {
  const rangesStep = (odds: { trace: Array<{ step: string; detail: string }> }) => odds.trace.find((s) => s.step === 'ranges')?.detail;

  it('widens infantry short range to 2" at 25mm only, under the one name oneInchCountsAsTwo (B:708, B:3193)', () => {
    const at = (scale: FireInput['scale'], on: boolean) => fireOdds(base({ scale, options: { oneInchCountsAsTwo: on } }));
    expect(rangesStep(at('25mm', false))).toContain('short <1"');
    expect(rangesStep(at('25mm', true))).toContain('short <2"');
    expect(rangesStep(at('15mm', true))).toContain('short <1"');
    // Ranges shown only: the odds do not change.
    expect(at('25mm', true).results).toEqual(at('25mm', false).results);
  });

  it('widens point-blank canister to 2" at 25mm (B:2962) and says so in the trace', () => {
    const gun = (on: boolean) => fireOdds(base({ scale: '25mm', arm: 'artillery', weapon: '12pdr-napoleon', sections: 2, options: { oneInchCountsAsTwo: on } }));
    expect(rangesStep(gun(false))).toContain('canister 1" point-blank');
    expect(rangesStep(gun(true))).toContain('canister 2" point-blank');
    expect(gun(true).trace).toContainEqual(expect.objectContaining({ step: '1 inch counts as 2', value: 2, applied: true, source: '000_e4b3381100cae796.txt:2617' }));
    expect(gun(false).trace.some((s) => s.step === '1 inch counts as 2')).toBe(false);
  });
});

describe('issue 29: cavalry as infantry, skirmishers and flank DRMs', () => {
  const ways2 = (lo: number, hi: number) => TWO_D6.slice(lo, hi + 1).reduce((a, b) => a + b, 0) / 36;

  it('cavalry in column or skirmishing fires as infantry (B:1643, B:2645): infantry row, infantry elite +1', () => {
    for (const line of [1643, 2645]) expect(citedLine(`000_e4b3381100cae796.txt:${line}`)).toBe('Cavalry operating as skirmishers or in column\tTreat as infantry');
    expect(citedLine('000_e4b3381100cae796.txt:2614')).toBe('Infantry is elite\t+1 DRM');
    // 15mm Sharps BL carbines, 6 figures: 6 FP (B:2827). Elite dismounted cavalry in column at normal range:
    // 6 + 2D6 + 1. Infantry row (B:2650): 12–13 MC, 14 1MC, 15–16 2MC, 17–19 1H; roll = total − 7.
    expect(citedLine('000_e4b3381100cae796.txt:2827')).toMatch(/^Sharps BL Carbines\t3\t2\t3\t4\t5\t6\t7\t7$/);
    const column = fireOdds(base({ arm: 'cavalry', weapon: 'sharps-bl-carbine', figures: 6, quality: 'elite', formation: 'column' }));
    expect([column.fp, column.dice, column.drm, column.row]).toEqual([6, 2, 1, 'infantry']);
    expect(column.results.none).toBeCloseTo(ways2(2, 4), 12);
    expect(column.results.MC).toBeCloseTo(ways2(5, 6), 12);
    expect(column.results['1MC']).toBeCloseTo(ways2(7, 7), 12);
    expect(column.results['2MC']).toBeCloseTo(ways2(8, 9), 12);
    expect(column.results['1H']).toBeCloseTo(ways2(10, 12), 12);
    expect(column.trace.find((s) => s.step === 'treated as infantry')?.source).toContain('000_e4b3381100cae796.txt:1643');
    // The same troopers in line stay cavalry: elite +2 (B:2642), cavalry row (B:2652) 16–17 MC, 18–19 1MC, 20 2MC; roll = total − 8.
    const line = fireOdds(base({ arm: 'cavalry', weapon: 'sharps-bl-carbine', figures: 6, quality: 'elite', formation: 'line' }));
    expect([line.fp, line.drm, line.row]).toEqual([6, 2, 'cavalry']);
    expect(line.results.MC).toBeCloseTo(ways2(8, 9), 12);
    expect(line.results['1MC']).toBeCloseTo(ways2(10, 11), 12);
    expect(line.results['2MC']).toBeCloseTo(ways2(12, 12), 12);
    // Skirmishing: ½FP & 1 less die (B:2611) and the infantry row: 6 → 3 FP, 1D6 + 1, at most 10 — below 12, no effect.
    const skirmish = fireOdds(base({ arm: 'cavalry', weapon: 'sharps-bl-carbine', figures: 6, quality: 'elite', formation: 'skirmish' }));
    expect([skirmish.fp, skirmish.dice, skirmish.row]).toEqual([3, 1, 'infantry']);
    expect(skirmish.results.none).toBeCloseTo(1, 12);
  });

  it('a skirmishing firer gives no flank or enfilade DRM, nor does fire at skirmishers (B:2693, B:3167)', () => {
    expect(citedLine('000_e4b3381100cae796.txt:2693')).toContain('No enfilade or flank fire DRMs from or at skirmishers, or at long range');
    expect(citedLine('000_e4b3381100cae796.txt:3167')).toContain('cannot cause enfilades');
    // 8 figures of rifle-muskets at 15mm: 8 FP (B:2796); as skirmishers 4 FP and 1D6 (B:2611); the +2 of full flank fire (B:2681) is dropped.
    const skirmishers = fireOdds(base({ formation: 'skirmish', targetDrms: ['line-full-flank', 'green'] }));
    expect([skirmishers.fp, skirmishers.dice, skirmishers.targetDrm]).toEqual([4, 1, 1]);
    const flank = skirmishers.trace.find((s) => s.step === 'target modifier' && s.detail.startsWith('line under full flank fire'));
    expect(flank).toMatchObject({ applied: false, value: 2 });
    expect(flank?.detail).toContain('from skirmishers');
    // The same line, fired on by a battle line: +2 counts.
    expect(fireOdds(base({ formation: 'line', targetDrms: ['line-full-flank', 'green'] })).targetDrm).toBe(3);
    // Fire at skirmishers (−3, B:2667) drops a flank DRM given with them.
    const atSkirmishers = fireOdds(base({ targetDrms: ['skirmishers', 'column-side'] }));
    expect(atSkirmishers.targetDrm).toBe(-3);
  });
});

describe('combined artillery fire (B:1292, B:1296)', () => {
  const guns = (over: Partial<FireInput> = {}): FireInput => base({ arm: 'artillery', weapon: '12pdr-napoleon', figures: undefined, sections: 3, range: 'normal', ...over });

  it('two Union 3-section Napoleon batteries: 8 + 8 = 16 FP (B:2851), six sections', () => {
    expect(citedLine('000_e4b3381100cae796.txt:1296')).toBe('Artillery combined fire\tup to six sections or 18 FP');
    expect(citedLine('000_e4b3381100cae796.txt:2851')).toBe('12-pounder Napoleon\t13\t3 / 3\t5 / 4\t8 / 7');
    const odds = fireOdds(guns({ combinedWith: [{ weapon: '12pdr-napoleon', sections: 3 }] }));
    expect([odds.allowed, odds.fp, odds.dice]).toEqual([true, 16, 2]);
  });

  it('two Union 3-section 24-pdr howitzer batteries: 11 + 11 = 22, held to 18 FP', () => {
    const odds = fireOdds(guns({ weapon: '24pdr-howitzer', combinedWith: [{ weapon: '24pdr-howitzer', sections: 3 }] }));
    expect(odds.fp).toBe(18);
    expect(odds.trace.filter((s) => s.step === 'combined fire').at(-1)?.detail).toBe('22 FP, at most 18 for a gun battalion');
  });

  it('refuses a seventh section (B:1296) and a fourth battery (B:1292)', () => {
    const seven = fireOdds(guns({ combinedWith: [{ weapon: '12pdr-napoleon', sections: 3 }, { weapon: '6pdr-gun', sections: 1 }] }));
    expect(seven.allowed).toBe(false);
    expect(seven.trace.at(-1)?.detail).toContain('7 sections');
    const four = fireOdds(guns({ sections: 1, combinedWith: [{ weapon: '12pdr-napoleon', sections: 1 }, { weapon: '12pdr-napoleon', sections: 1 }, { weapon: '12pdr-napoleon', sections: 1 }] }));
    expect(four.allowed).toBe(false);
    expect(four.trace.at(-1)?.detail).toContain('4 batteries');
  });
});
