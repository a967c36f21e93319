import { describe, expect, it } from 'vitest';
import { rollDie, seededRandom } from '../../../../../core/dice';
import { batteryBasicMoralePoint, moraleResultRow, MORALE_RESULT_ROWS, situationalModifier, supportModifier } from '../../../../../core/rules/adf/morale';
import { modifiedMoralePoint, moraleOddsForMmp, moraleOddsForSituation, moraleOutcomes } from '../../../../../core/rules/adf/engine/morale';

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('modified morale point', () => {
  it('digest TC-24: veteran, 1H from infantry fire, stone wall, two supporters, 1LB leader → MMP 2 (B:2554, B:833)', () => {
    const { mmp } = modifiedMoralePoint({
      quality: 'veteran', standsLeft: 2, mounting: 2,
      modifiers: [supportModifier(2, false), situationalModifier('in-cover')],
      leaderLb: 1, fireResultModifier: 2,
    });
    expect(mmp).toBe(2);
  });

  it('digest TC-24: the same hit from artillery (no cover from a wall) → MMP 3', () => {
    const { mmp } = modifiedMoralePoint({ quality: 'veteran', standsLeft: 2, mounting: 2, modifiers: [supportModifier(2, false)], leaderLb: 1, fireResultModifier: 2 });
    expect(mmp).toBe(3);
  });

  it('digest TC-23: unsupported veteran battery charged, within 1" of the enemy → MMP 9 (B:1354)', () => {
    const { mmp } = modifiedMoralePoint({
      quality: 'veteran', standsLeft: 1, mounting: 2, bmp: batteryBasicMoralePoint('veteran', 0, true),
      modifiers: [situationalModifier('within-one-inch-of-enemy')],
    });
    expect(mmp).toBe(9);
  });

  it('digest TC-25: trained, depleted, shaken → 10 + 4 held to 12 (B:2563)', () => {
    const r = modifiedMoralePoint({ quality: 'trained', standsLeft: 1, mounting: 2, level: 'shaken' });
    expect(r.bmp).toBe(10);
    expect(r.mmp).toBe(12);
  });

  it('B:993 rally example: the default final bound gives 8 then 7; the after-level reading gives the book\'s 6 then 5', () => {
    const base = { quality: 'trained', standsLeft: 1, mounting: 2, level: 'shaken', modifiers: [situationalModifier('six-inches-behind-friends')] } as const;
    expect(modifiedMoralePoint(base).mmp).toBe(8);
    expect(modifiedMoralePoint({ ...base, leaderLb: 1 }).mmp).toBe(7);
    expect(modifiedMoralePoint({ ...base, clamp: 'after-level' }).mmp).toBe(6);
    expect(modifiedMoralePoint({ ...base, clamp: 'after-level', leaderLb: 1 }).mmp).toBe(5);
  });

  it('only the best two beneficial and the worst two detrimental count; the rest are traced as dropped (B:2489, B:2522)', () => {
    const r = modifiedMoralePoint({
      quality: 'green', standsLeft: 2, mounting: 2, level: 'disorder',
      modifiers: [
        { label: 'cover', value: -1 }, { label: 'works', value: -2 }, { label: 'support', value: -2 },
        { label: 'close', value: 1 }, { label: 'flank', value: 4 }, { label: 'merged', value: 2 },
      ],
    });
    // 6 + 2 − 2 − 2 + 4 + 2 = 10
    expect(r.mmp).toBe(10);
    const dropped = r.trace.filter((s) => s.applied === false).map((s) => s.value);
    expect(dropped.sort()).toEqual([-1, 1]);
    expect(r.trace.filter((s) => s.applied === true && s.step.startsWith('best two')).length).toBe(2);
  });

  it('the leader benefit is over and above the best two (B:2503)', () => {
    const mods = [{ label: 'a', value: -1 }, { label: 'b', value: -1 }];
    const without = modifiedMoralePoint({ quality: 'trained', standsLeft: 2, mounting: 2, level: 'shaken', modifiers: mods }).mmp;
    const withLb = modifiedMoralePoint({ quality: 'trained', standsLeft: 2, mounting: 2, level: 'shaken', modifiers: mods, leaderLb: 2 }).mmp;
    expect(without).toBe(7);
    expect(withLb).toBe(5);
  });

  it('modifiers marked outside the limit are always applied', () => {
    const mods = [{ label: 'a', value: 1 }, { label: 'b', value: 1 }, { label: 'net CMM', value: 3, outsideLimit: true }];
    expect(modifiedMoralePoint({ quality: 'veteran', standsLeft: 2, mounting: 2, modifiers: mods }).mmp).toBe(9);
  });

  it('never goes below 0', () => {
    expect(modifiedMoralePoint({ quality: 'elite', standsLeft: 2, mounting: 2, modifiers: [{ label: 'x', value: -6 }], leaderLb: 2 }).mmp).toBe(0);
  });

  it('every step cites a book line', () => {
    const r = moraleOddsForSituation({ quality: 'veteran', standsLeft: 2, mounting: 2, modifiers: [{ label: 'x', value: -1 }], leaderLb: 1, fireResultModifier: 1 });
    expect(r.trace.every((s) => /^000_e4b3381100cae796\.txt:\d+$/.test(s.source ?? ''))).toBe(true);
  });
});

describe('result row odds on 2D6', () => {
  it('MMP 7 (counting ways out of 36): natural 2 1, natural 3 2, fail 1–4 12 (rolls 4–6), exact 6, pass 1–4 14 (rolls 8–11), natural 12 1', () => {
    const o = moraleOutcomes(7);
    const ways = Object.fromEntries(MORALE_RESULT_ROWS.map((r) => [r, Math.round(o[r] * 36)]));
    expect(ways).toEqual({ natural2: 1, natural3: 2, fail5plus: 0, fail1to4: 12, exact: 6, pass1to4: 14, pass5plus: 0, natural12: 1 });
  });

  it('MMP 12: only a natural 12 passes; rolls 4–7 fail by 5 or more', () => {
    const o = moraleOutcomes(12);
    expect(o.exact).toBe(0);
    expect(o.natural12).toBeCloseTo(1 / 36, 12);
    expect(o.fail5plus * 36).toBeCloseTo(3 + 4 + 5 + 6, 9);
  });

  it('MMP 0: naturals 2 and 3 still bite; roll 4 passes by 4, rolls 5–11 by 5 or more', () => {
    const o = moraleOutcomes(0);
    expect(o.natural2 + o.natural3).toBeCloseTo(3 / 36, 12);
    expect(o.pass1to4 * 36).toBeCloseTo(3, 9);
    expect(o.pass5plus * 36).toBeCloseTo(4 + 5 + 6 + 5 + 4 + 3 + 2, 9);
  });

  it('sums to 1 for every MMP 0–12', () => {
    for (let mmp = 0; mmp <= 12; mmp++) expect(sum(Object.values(moraleOutcomes(mmp)))).toBeCloseTo(1, 12);
  });

  it('a higher MMP never raises the chance of passing (the unit must roll the MMP or more, B:862)', () => {
    for (let mmp = 0; mmp < 12; mmp++) expect(moraleOddsForMmp(mmp + 1).pass).toBeLessThanOrEqual(moraleOddsForMmp(mmp).pass + 1e-12);
    expect(moraleOddsForMmp(0).pass).toBeGreaterThan(moraleOddsForMmp(12).pass);
  });

  it('agrees with a seeded simulation of 200,000 checks', () => {
    const random = seededRandom(3);
    const n = 200_000;
    for (const mmp of [4, 8, 10]) {
      const counts = Object.fromEntries(MORALE_RESULT_ROWS.map((r) => [r, 0])) as Record<(typeof MORALE_RESULT_ROWS)[number], number>;
      for (let i = 0; i < n; i++) counts[moraleResultRow(rollDie(random) + rollDie(random), mmp)]++;
      const exact = moraleOutcomes(mmp);
      for (const row of MORALE_RESULT_ROWS) expect(Math.abs(counts[row] / n - exact[row])).toBeLessThan(0.005);
    }
  });
});
