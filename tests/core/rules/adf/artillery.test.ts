import { describe, expect, it } from 'vitest';
import {
  BIG_GUN_ARTILLERY,
  CANISTER_RANGE,
  FIELD_ARTILLERY,
  bigGunFirepower,
  bigGunRanges,
  fieldArtilleryFirepower,
  fieldArtilleryRanges,
} from '../../../../core/rules/adf/artillery';
import { BIG_GUNS, FIELD_GUNS } from '../../../../core/rules/adf/weapons';
import { FIGURE_SCALES } from '../../../../core/model/words';
import { citedLine as seedLine } from '../../../support/seeds';

// Each cited line of the book (read through tests/support/seeds) must print the table's numbers.

/** Every number printed in the cells after the row label (tab-separated), with ½ read as 0.5. */
function numbersAfterLabel(line: string): number[] {
  const cells = line.split('\t').slice(1).join(' ');
  return [...cells.matchAll(/½|\d+(?:\.\d+)?/g)].map((m) => (m[0] === '½' ? 0.5 : Number(m[0])));
}

describe('field artillery firepower', () => {
  it('TC-18: three sections of Napoleons are 8 FP Union, 7 Confederate (lines 1319, 2851)', () => {
    expect(fieldArtilleryFirepower('12pdr-napoleon', 'union', 3).fp).toBe(8);
    expect(fieldArtilleryFirepower('12pdr-napoleon', 'confederate', 3).fp).toBe(7);
  });

  it('TC-18: two sections of 3-inch rifles are 6 FP Union, 5 Confederate (line 2856)', () => {
    expect(fieldArtilleryFirepower('3in-ordnance', 'union', 2).fp).toBe(6);
    expect(fieldArtilleryFirepower('3in-ordnance', 'confederate', 2).fp).toBe(5);
  });

  it('reads cells across rows: 6-pdr 1 section 2 (2850), 24-pdr howitzer 3 sections 11/10 (2853), Whitworth 2 sections 5/5 (2858), 30-pdr Parrott 3 sections 12/11 (2862)', () => {
    expect(fieldArtilleryFirepower('6pdr-gun', 'union', 1).fp).toBe(2);
    expect(fieldArtilleryFirepower('24pdr-howitzer', 'union', 3).fp).toBe(11);
    expect(fieldArtilleryFirepower('24pdr-howitzer', 'confederate', 3).fp).toBe(10);
    expect(fieldArtilleryFirepower('whitworth', 'confederate', 2).fp).toBe(5);
    expect(fieldArtilleryFirepower('30pdr-parrott', 'confederate', 3).fp).toBe(11);
  });

  it('refuses more than three sections (the chart stops at 3, line 2848)', () => {
    expect(() => fieldArtilleryFirepower('6pdr-gun', 'union', 4)).toThrow(RangeError);
  });

  it('normal ranges by scale: Napoleon 8/13/17 (2756, 2851, 2947), Whitworth 18/26/34', () => {
    expect(FIELD_ARTILLERY['12pdr-napoleon'].normalRange).toEqual({ '10mm': 8, '15mm': 13, '25mm': 17 });
    expect(FIELD_ARTILLERY.whitworth.normalRange).toEqual({ '10mm': 18, '15mm': 26, '25mm': 34 });
  });

  it('TC-19: 15mm 3-inch rifles: long to 34", short to 8.5", canister 3", point-blank 1"', () => {
    expect(fieldArtilleryRanges('3in-ordnance', '15mm')).toEqual({ pbfCanister: 1, canister: 3, short: 8.5, normal: 17, long: 34 });
  });

  it('canister range is 2/3/4 inches by scale (lines 2771, 2866, 2962); point-blank 2" at 25mm only as the option', () => {
    expect(FIGURE_SCALES.map((s) => CANISTER_RANGE[s].inches)).toEqual([2, 3, 4]);
    expect(fieldArtilleryRanges('6pdr-gun', '25mm').pbfCanister).toBe(1);
    expect(fieldArtilleryRanges('6pdr-gun', '25mm', true).pbfCanister).toBe(2);
    expect(fieldArtilleryRanges('6pdr-gun', '10mm', true).pbfCanister).toBe(1);
  });

  it('Union never fires with less than the Confederacy, and more sections never lower FP', () => {
    for (const g of FIELD_GUNS) {
      const row = FIELD_ARTILLERY[g];
      for (let i = 0; i < 3; i++) expect(row.fp.union[i]!).toBeGreaterThanOrEqual(row.fp.confederate[i]!);
      for (let i = 0; i < 2; i++) expect(row.fp.confederate[i + 1]!).toBeGreaterThan(row.fp.confederate[i]!);
    }
  });
});

describe('siege and fortress guns', () => {
  it('TC-41: 8-inch siege howitzer, 3 Union sections, 15mm: FP 18, NR 16", LR 32", SR 8", canister 4", point-blank 1" (line 3027)', () => {
    expect(bigGunFirepower('siege-8in-howitzer', 'union', 3).fp).toBe(18);
    expect(bigGunRanges('siege-8in-howitzer', '15mm')).toEqual({ pbfCanister: 1, canister: 4, short: 8, normal: 16, long: 32 });
  });

  it('fortress guns reach three times normal range (line 3007): 15-inch Rodman at 10mm NR 10 → LR 30', () => {
    expect(bigGunRanges('fortress-15in-rodman', '10mm').long).toBe(30);
  });

  it('reads cells across rows: 4.5-inch Ordnance 3 sections 15/13 (3024), 300-pdr Parrott 25mm 2-5 / 24 (3037), 32-pdr 1 section 4 (3030)', () => {
    expect(bigGunFirepower('siege-4.5in-ordnance', 'union', 3).fp).toBe(15);
    expect(bigGunFirepower('siege-4.5in-ordnance', 'confederate', 3).fp).toBe(13);
    expect(bigGunRanges('fortress-300pdr-parrott', '25mm')).toMatchObject({ pbfCanister: 2, canister: 5, normal: 24 });
    expect(bigGunFirepower('fortress-32pdr-sb', 'confederate', 1).fp).toBe(4);
  });
});

describe('every artillery row matches the line it cites', () => {
  for (const scale of FIGURE_SCALES) {
    for (const g of FIELD_GUNS) {
      it(`${g} at ${scale}`, () => {
        const row = FIELD_ARTILLERY[g];
        const [u, c] = [row.fp.union, row.fp.confederate];
        expect(numbersAfterLabel(seedLine(row.source[scale]))).toEqual([row.normalRange[scale], u[0], c[0], u[1], c[1], u[2], c[2]]);
      });
    }
  }
  for (const g of BIG_GUNS) {
    it(`${g} (all three scales on one line)`, () => {
      const row = BIG_GUN_ARTILLERY[g];
      const perScale = FIGURE_SCALES.flatMap((s) => [row.pbfRange[s], row.canisterRange[s], row.normalRange[s]]);
      const [u, c] = [row.fp.union, row.fp.confederate];
      expect(numbersAfterLabel(seedLine(row.source))).toEqual([...perScale, u[0], c[0], u[1], c[1], u[2], c[2]]);
    });
  }
});
