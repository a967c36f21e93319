/**
 * Rolls against Cohesion against the digest's worked cases TC11–TC13, TC30, TC35, TC36 and the book's
 * Rally examples (13.41).
 */
import { describe, expect, it } from 'vitest';
import { RALLY, leaderCasualty, rally, rallyOdds, recoverFromRout, stragglerRecovery, udd, uddOdds } from '../../../../core/rules/gbacw';
import { citedLine } from '../../../support/seeds';

describe('the Universal Disorder Die roll (2.6)', () => {
  it('TC11: Cohesion 6 passes on 6 and fails on 7; a two-star leader turns the 7 into 5; Fatigue 3 turns a 5 into 7', () => {
    expect(udd(6, 6).pass).toBe(true);
    expect(udd(6, 7).pass).toBe(false);
    expect(udd(6, 7, { leaderStars: 2 })).toMatchObject({ pass: true, adjusted: 5 });
    expect(udd(6, 5, { fatigue: '3' })).toMatchObject({ pass: false, adjusted: 7 });
  });

  it('a "d+2" result adds its 2; Fatigue OK and 0 add nothing', () => {
    expect(udd(5, 4, { resultDrm: 2 })).toMatchObject({ pass: false, adjusted: 6 });
    expect(udd(5, 5, { fatigue: 'OK' }).adjusted).toBe(5);
    expect(udd(5, 5, { fatigue: '0' }).adjusted).toBe(5);
  });

  it('odds: Cohesion 6 passes on 0–6 (70%), with a one-star leader on 0–7 (80%)', () => {
    expect(uddOdds(6)).toBeCloseTo(0.7, 12);
    expect(uddOdds(6, { leaderStars: 1 })).toBeCloseTo(0.8, 12);
    expect(uddOdds(9, { fatigue: '4' })).toBeCloseTo(0.8, 12);
  });
});

describe('Rally (13.4)', () => {
  it('TC12, the book’s first example: Disordered Cohesion 5 — 4 rallies, 8 stays, 9 stays and loses 1 SP', () => {
    expect(citedLine(RALLY.examples[0]!)).toContain('Disordered Cohesion Rating of 5');
    expect([4, 8, 9].map((r) => rally(5, r).result)).toEqual(['rallied', 'disordered', 'disordered-loses-sp']);
  });

  it('TC12, the second: Disordered Cohesion 4 — 4 rallies, 5 stays, 8 or more loses 1 SP', () => {
    expect([4, 5, 7, 8, 9].map((r) => rally(4, r).result)).toEqual(['rallied', 'disordered', 'disordered', 'disordered-loses-sp', 'disordered-loses-sp']);
  });

  it('TC13: DC 3, mounted cavalry (−1), next to the enemy (+1), a brigadier (−1): 4 → 3 rallies, 6 → 5 stays, 7 → 6 loses 1 SP', () => {
    const m = { mountedCavalry: true, adjacentEnemy: true, leaderStars: 1 };
    expect(rally(3, 4, m)).toMatchObject({ adjusted: 3, result: 'rallied' });
    expect(rally(3, 6, m)).toMatchObject({ adjusted: 5, result: 'disordered' });
    expect(rally(3, 7, m)).toMatchObject({ adjusted: 6, result: 'disordered-loses-sp' });
    expect(rally(3, 7, m).trace.filter((s) => s.step === 'Rally DRM').map((s) => s.value)).toEqual([1, -1, -1]);
  });

  it('a roll at or under the Disordered Cohesion always rallies, even an adjusted 9 for a DC of 9 (reading G8)', () => {
    expect(rally(9, 9).result).toBe('rallied');
    expect(rally(0, 0).result).toBe('rallied');
  });

  it('odds sum to one and match the faces', () => {
    const o = rallyOdds(4);
    expect(o).toEqual({ rallied: expect.closeTo(0.5, 12), disordered: expect.closeTo(0.3, 12), 'disordered-loses-sp': expect.closeTo(0.2, 12) });
  });
});

describe('Recovery from Rout, stragglers and leaders', () => {
  it('TC35: Disordered Cohesion 5 — a 3 comes back within a hex of the brigadier, a 7 loses an SP and stays routed, a 9 is eliminated', () => {
    expect(recoverFromRout(5, 3)).toMatchObject({ result: 'recovered', loss: 1 });
    expect(recoverFromRout(5, 7)).toMatchObject({ result: 'still-routed', loss: 1 });
    expect(recoverFromRout(5, 9)).toMatchObject({ result: 'eliminated' });
    // The 9 eliminates even a unit whose Cohesion it would pass.
    expect(recoverFromRout(9, 9).result).toBe('eliminated');
  });

  it('TC36: printed 10, at 8, passes → 9; at 9 no more; failing changes nothing', () => {
    expect(stragglerRecovery(10, 8, true).strength).toBe(9);
    expect(stragglerRecovery(10, 9, true).strength).toBe(9);
    expect(stragglerRecovery(10, 7, false).strength).toBe(7);
  });

  it('TC30: a leader with units that lost steps dies on a 0 and lives on 1–9', () => {
    expect([0, 1, 5, 9].map((r) => leaderCasualty(r).killed)).toEqual([true, false, false, false]);
  });
});
