import { describe, expect, it } from 'vitest';
import {
  CAVALRY_FIREPOWER,
  INFANTRY_FIREPOWER,
  cavalryFirepower,
  figureSplit,
  infantryFirepower,
  smallArmsRanges,
} from '../../../../core/rules/adf/firepower';
import { CAVALRY_WEAPONS, INFANTRY_WEAPONS } from '../../../../core/rules/adf/weapons';
import { FIGURE_SCALES } from '../../../../core/model/words';
import { citedLine as seedLine } from '../../../support/seeds';

// Each cited line of the book (read through tests/support/seeds) must print the table's numbers.

/** Every number printed in the cells after the row label (tab-separated), with ½ read as 0.5. */
function numbersAfterLabel(line: string): number[] {
  const cells = line.split('\t').slice(1).join(' ');
  return [...cells.matchAll(/½|\d+(?:\.\d+)?/g)].map((m) => (m[0] === '½' ? 0.5 : Number(m[0])));
}

describe('infantry firepower', () => {
  it('rifle-muskets: the number of figures is the FP (15mm chart, line 2796)', () => {
    for (let n = 2; n <= 8; n++) expect(infantryFirepower('rifle-musket', n).fp).toBe(n);
  });

  it('reads cells across rows: smoothbore 8 figures 7 (2797), mixed muskets 6 figures 5 (2798), Spencer 4 figures 6 (2799), flintlock 2 figures 1 (2803)', () => {
    expect(infantryFirepower('smoothbore-musket', 8).fp).toBe(7);
    expect(infantryFirepower('mixed-musket', 6).fp).toBe(5);
    expect(infantryFirepower('spencer-henry', 4).fp).toBe(6);
    expect(infantryFirepower('flintlock', 2).fp).toBe(1);
    expect(infantryFirepower('colt-revolving', 6).fp).toBe(8);
    expect(infantryFirepower('sharps-bl', 8).fp).toBe(9);
  });

  it('normal ranges differ by scale: R/M 2/3/4 (lines 2701, 2796, 2892), Spencer 3/4/5, flintlock 1/2/3', () => {
    expect(INFANTRY_FIREPOWER['rifle-musket'].normalRange).toEqual({ '10mm': 2, '15mm': 3, '25mm': 4 });
    expect(INFANTRY_FIREPOWER['spencer-henry'].normalRange).toEqual({ '10mm': 3, '15mm': 4, '25mm': 5 });
    expect(INFANTRY_FIREPOWER.flintlock.normalRange).toEqual({ '10mm': 1, '15mm': 2, '25mm': 3 });
  });

  it('TC-11: more than eight figures add two table values, 11 = 6 + 5 and 12 = 6 + 6 (line 741)', () => {
    expect(infantryFirepower('rifle-musket', 11)).toMatchObject({ fp: 11, parts: [6, 5] });
    expect(infantryFirepower('rifle-musket', 12)).toMatchObject({ fp: 12, parts: [6, 6] });
    expect(infantryFirepower('rifle-musket', 12).source).toContain(':741');
  });

  it('splits odd sizes evenly by default and 8 + rest as the named alternative', () => {
    // 9 mixed muskets: 5 + 4 figures = 5 + 4 FP (line 2798); eight-first: 8 figures (6) + 1 figure (no value).
    expect(infantryFirepower('mixed-musket', 9).fp).toBe(9);
    expect(infantryFirepower('mixed-musket', 9, '15mm', 'eight-first').fp).toBe(6);
    expect(figureSplit(16)).toEqual([8, 8]);
    expect(figureSplit(17)).toEqual([6, 6, 5]);
    expect(figureSplit(13, 'eight-first')).toEqual([8, 5]);
  });

  it('one figure has no printed FP, so it cannot fire (line 708 needs 2 FP)', () => {
    expect(infantryFirepower('rifle-musket', 1).fp).toBe(0);
  });

  it('TC-13: 25mm mixed muskets, 8 figures: FP 6, NR 4", LR 8", SR under 1" or 2" with the optional rule (lines 2894, 708)', () => {
    expect(infantryFirepower('mixed-musket', 8, '25mm').fp).toBe(6);
    expect(smallArmsRanges(INFANTRY_FIREPOWER['mixed-musket'], '25mm')).toEqual({ short: 1, normal: 4, long: 8 });
    expect(smallArmsRanges(INFANTRY_FIREPOWER['mixed-musket'], '25mm', true).short).toBe(2);
    expect(smallArmsRanges(INFANTRY_FIREPOWER['mixed-musket'], '15mm', true).short).toBe(1);
  });

  it('more figures never give less FP, for every weapon', () => {
    for (const w of INFANTRY_WEAPONS) {
      for (let n = 2; n < 16; n++) expect(infantryFirepower(w, n + 1).fp).toBeGreaterThanOrEqual(infantryFirepower(w, n).fp);
    }
  });
});

describe('cavalry firepower', () => {
  it('reads cells across rows: R/M 2 figures 1 (2823), shotguns 8 figures 8 (2825), repeating carbines 6 figures 7 (2826), pistols 3 figures 1 (2830)', () => {
    expect(cavalryFirepower('rifle-musket', 2).fp).toBe(1);
    expect(cavalryFirepower('shotgun', 8).fp).toBe(8);
    expect(cavalryFirepower('repeating-carbine', 6).fp).toBe(7);
    expect(cavalryFirepower('pistol', 3).fp).toBe(1);
    expect(cavalryFirepower('ml-carbine', 7).fp).toBe(5);
  });

  it('normal ranges: shotguns ½ inch at 10mm (line 2730), ML carbines 1/1/2 (2734, 2829, 2925)', () => {
    expect(CAVALRY_FIREPOWER.shotgun.normalRange['10mm']).toBe(0.5);
    expect(CAVALRY_FIREPOWER['ml-carbine'].normalRange).toEqual({ '10mm': 1, '15mm': 1, '25mm': 2 });
  });

  it('shotguns and pistols are point-blank only (line 2737)', () => {
    const pbfOnly = CAVALRY_WEAPONS.filter((w) => CAVALRY_FIREPOWER[w].pbfOnly);
    expect(pbfOnly).toEqual(['shotgun', 'pistol']);
  });
});

describe('every infantry and cavalry row matches the line it cites, at every scale', () => {
  for (const scale of FIGURE_SCALES) {
    for (const w of INFANTRY_WEAPONS) {
      it(`infantry ${w} at ${scale}`, () => {
        const row = INFANTRY_FIREPOWER[w];
        expect(numbersAfterLabel(seedLine(row.source[scale]))).toEqual([row.normalRange[scale], ...row.fp]);
      });
    }
    for (const w of CAVALRY_WEAPONS) {
      it(`cavalry ${w} at ${scale}`, () => {
        const row = CAVALRY_FIREPOWER[w];
        expect(numbersAfterLabel(seedLine(row.source[scale]))).toEqual([row.normalRange[scale], ...row.fp]);
      });
    }
  }
});
