/**
 * Pass-through fire (B:833, B:2653, B:3143) from the digest's worked fire TC-15: 8-figure veteran
 * rifle-muskets with their opening volley at normal range, 8 + 2D6 + 2, read on the infantry row (totals
 * 12–13 MC, 14 1MC, 15–16 2MC, 17–19 1H, 20–22 2H, B:2650). The unit behind takes the same roll at −2.
 */
import { describe, expect, it } from 'vitest';
import { fireOdds } from '../../../../../core/rules/adf/engine/fire';
import { PASS_THROUGH, passThroughOdds, passThroughZone } from '../../../../../core/rules/adf/engine/passThrough';
import { citedLine } from '../../../../support/seeds';

const TWO_D6 = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
const ways = (lo: number, hi: number) => TWO_D6.slice(lo, hi + 1).reduce((a, b) => a + b, 0) / 36;
const volley = () => fireOdds({ scale: '15mm', arm: 'infantry', weapon: 'rifle-musket', figures: 8, quality: 'veteran', side: 'union', range: 'normal', openingVolley: true });

describe('pass-through fire', () => {
  it('the book\'s lines say what Muster reads', () => {
    expect(citedLine(PASS_THROUGH.source)).toContain('Extends through two units for infantry fire, three units for artillery');
    expect(citedLine(PASS_THROUGH.glossarySource)).toContain('a second or even a third unit');
    expect([passThroughZone(false, '15mm'), passThroughZone(false, '25mm'), passThroughZone(true, '10mm')]).toEqual([1, 2, 2]);
  });

  it('the same roll at −2: the unit behind reads 8 + 2D6 on the same row, a hit only on 9 or more (10 in 36)', () => {
    const [behind] = passThroughOdds(volley(), false, 1);
    // Roll + 8: 12–13 MC on 4–5, 14 1MC on 6, 15–16 2MC on 7–8, 17–19 1H on 9–11, 20 2H on 12.
    expect(behind!.results.none).toBeCloseTo(ways(2, 3), 12);
    expect(behind!.results.MC).toBeCloseTo(ways(4, 5), 12);
    expect(behind!.results['1MC']).toBeCloseTo(ways(6, 6), 12);
    expect(behind!.results['2MC']).toBeCloseTo(ways(7, 8), 12);
    expect(behind!.results['1H']).toBeCloseTo(ways(9, 11), 12);
    expect(behind!.results['2H']).toBeCloseTo(ways(12, 12), 12);
    expect(behind!.hitChance).toBeCloseTo(10 / 36, 12);
    expect(behind!.trace[0]).toMatchObject({ value: -2, source: '000_e4b3381100cae796.txt:2653' });
  });

  it('small arms reach two units in all, the target counted; a third behind is not hit and the trace says why', () => {
    const hits = passThroughOdds(volley(), false, 2);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.trace.at(-1)?.detail).toContain('reaches 2 units in all');
  });

  it('the glossary reading rolls again with one die fewer: 8 + 1D6 + 2 never hits', () => {
    const [behind] = passThroughOdds(volley(), false, 1, 'fewer-dice');
    // 11 on a 1 is nothing; 12–13 MC on 2–3, 14 1MC on 4, 15–16 2MC on 5–6.
    expect(behind!.results.none).toBeCloseTo(1 / 6, 12);
    expect(behind!.results.MC).toBeCloseTo(2 / 6, 12);
    expect(behind!.results['2MC']).toBeCloseTo(2 / 6, 12);
    expect(behind!.hitChance).toBe(0);
  });

  it('artillery reaches three units: the second behind takes the same roll at −4', () => {
    const guns = fireOdds({ scale: '15mm', arm: 'artillery', weapon: '12pdr-napoleon', sections: 3, quality: 'veteran', side: 'union', range: 'normal' });
    const hits = passThroughOdds(guns, true, 3);
    expect(hits.map((h) => h.behind)).toEqual([1, 2]);
    expect(hits[1]!.trace[0]!.value).toBe(-4);
    // Never better than the unit in front of it.
    expect(hits[1]!.hitChance).toBeLessThanOrEqual(hits[0]!.hitChance);
    expect(hits[0]!.hitChance).toBeLessThanOrEqual(1 - guns.results.none - guns.results.MC - guns.results['1MC'] - guns.results['2MC'] + 1e-12);
  });
});
