import { describe, expect, it } from 'vitest';
import { diceSum, difference, outcomes, probabilityOf, probabilityWhere, rollDie, seededRandom } from '../../../core/dice';

const total = (p: readonly number[]) => p.reduce((a, b) => a + b, 0);

describe('exact dice distributions', () => {
  it('gives 2d6 the familiar 1-2-3-4-5-6-5-4-3-2-1 shape out of 36', () => {
    const d = diceSum(2);
    expect(outcomes(d).map(([t, p]) => [t, Math.round(p * 36)])).toEqual([
      [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6], [8, 5], [9, 4], [10, 3], [11, 2], [12, 1],
    ]);
  });

  it('counts 3d6 exactly: 27 of 216 ways to roll 10', () => {
    expect(probabilityOf(diceSum(3), 10) * 216).toBeCloseTo(27, 10);
    expect(total(diceSum(7).p)).toBeCloseTo(1, 12);
  });

  it('gives the difference of two 2d6 totals, symmetric about 0', () => {
    const d = difference(diceSum(2), diceSum(2));
    expect(probabilityOf(d, 0) * 1296).toBeCloseTo(146, 9);
    expect(probabilityOf(d, 3)).toBeCloseTo(probabilityOf(d, -3), 12);
    expect(probabilityWhere(d, (t) => t > 0)).toBeCloseTo((1 - 146 / 1296) / 2, 12);
  });

  it('agrees with a seeded simulation of 200,000 rolls of 3d6', () => {
    const random = seededRandom(1863);
    const counts = new Map<number, number>();
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const t = rollDie(random) + rollDie(random) + rollDie(random);
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    for (const [t, p] of outcomes(diceSum(3))) expect(Math.abs((counts.get(t) ?? 0) / n - p)).toBeLessThan(0.004);
  });
});
