/**
 * Initiative, corps Efficiency, division AMs and the Efficiency Transfer against the digest's worked
 * cases TC06–TC10 and the book's examples (5.23, 5.43).
 */
import { describe, expect, it } from 'vitest';
import { brigadeActivations, corpsActivations, corpsEfficiency, divisionActivations, efficiencyTransfer, initiative, initiativeOdds, marchEquivalents } from '../../../../core/rules/gbacw';

describe('Initiative (5.1)', () => {
  it('TC06: last holder +1 and OC +1 (moved 8 MPs, corps commander in range) rolling 4 ties an unrated OC rolling 6: no one holds it', () => {
    const a = { heldLastTurn: true, commanderRating: 1, commanderMovedMps: 8, corpsCommanderInRange: true };
    const out = initiative(a, 4, { commanderRating: 0 }, 6);
    expect(out).toMatchObject({ holder: 'none', totals: [6, 6] });
    expect(out.trace.at(-1)!.detail).toContain('every AM goes into the Pool');
  });

  it('TC06 variant: the OC moved 12 MPs, so his rating does not count and the other player holds it', () => {
    const out = initiative({ heldLastTurn: true, commanderRating: 1, commanderMovedMps: 12, corpsCommanderInRange: true }, 4, {}, 6);
    expect(out).toMatchObject({ holder: 'b', totals: [5, 6] });
    expect(out.trace.find((s) => s.step === "OC's Initiative Rating")).toMatchObject({ applied: false, value: 0 });
  });

  it('no corps commander in range: the rating does not count', () => {
    expect(initiative({ commanderRating: 2, corpsCommanderInRange: false }, 5, {}, 5).holder).toBe('none');
  });

  it('odds by enumeration of the 100 pairs of rolls', () => {
    const a = { heldLastTurn: true };
    let wins = 0;
    let ties = 0;
    for (let x = 0; x <= 9; x++) for (let y = 0; y <= 9; y++) {
      const h = initiative(a, x, {}, y).holder;
      if (h === 'a') wins++;
      if (h === 'none') ties++;
    }
    const odds = initiativeOdds(a, {});
    expect(odds.a).toBeCloseTo(wins / 100, 12);
    expect(odds.none).toBeCloseTo(ties / 100, 12);
    expect(odds.a + odds.b + odds.none).toBeCloseTo(1, 12);
  });
});

describe('Efficiency and division AMs (5.2)', () => {
  it('TC07: an EM of 4 given the OC’s +1 stays 4, the most a corps may have', () => {
    const out = corpsEfficiency(4, true);
    expect(out.efficiency).toBe(4);
    expect(out.trace.at(-1)).toMatchObject({ step: 'bounds', value: 4 });
    expect(corpsEfficiency(2, true).efficiency).toBe(3);
    expect(() => corpsEfficiency(5)).toThrow(RangeError);
  });

  it('TC08, the book’s example: II Corps, EM 3, a +1 commander; 1/II out of range 2, 2/II given the +1 4, 3/II with its own +1 4', () => {
    const out = corpsActivations(3, 1, [
      { id: '1/II', inCorpsRange: false, activationRating: 0 },
      { id: '2/II', inCorpsRange: true, activationRating: 0, ratingBonus: 1 },
      { id: '3/II', inCorpsRange: true, activationRating: 1 },
    ]);
    expect(out.divisions.map((d) => [d.id, d.activations])).toEqual([
      ['1/II', 2],
      ['2/II', 4],
      ['3/II', 4],
    ]);
  });

  it('a +1 commander cannot give his +1 twice, nor to a division out of his range', () => {
    expect(() => corpsActivations(3, 1, [{ id: 'a', inCorpsRange: true, activationRating: 0, ratingBonus: 1 }, { id: 'b', inCorpsRange: true, activationRating: 0, ratingBonus: 1 }])).toThrow(RangeError);
    expect(() => corpsActivations(3, 1, [{ id: 'a', inCorpsRange: false, activationRating: 0, ratingBonus: 1 }])).toThrow(RangeError);
    expect(() => corpsActivations(3, 2, [{ id: 'a', inCorpsRange: true, activationRating: 0, ratingBonus: 1 }, { id: 'b', inCorpsRange: true, activationRating: 0, ratingBonus: 1 }])).not.toThrow();
    expect(() => corpsActivations(3, 0, [{ id: 'a', inCorpsRange: true, activationRating: 0, ratingBonus: 1 }])).toThrow(RangeError);
  });

  it('a −1 commander takes one from every division in range, not from one out of range (which loses its own one)', () => {
    const out = corpsActivations(3, -1, [
      { id: 'in', inCorpsRange: true, activationRating: 0 },
      { id: 'out', inCorpsRange: false, activationRating: 0 },
    ]);
    expect(out.divisions.map((d) => d.activations)).toEqual([2, 2]);
  });

  it('TC09a: Efficiency 4, out of range (3), Activation Rating +1 (4), capped at 3 out of range', () => {
    const d = divisionActivations(4, 0, { id: 'd', inCorpsRange: false, activationRating: 1 });
    expect(d.activations).toBe(3);
    expect(d.trace.map((s) => s.step)).toEqual(['corps Efficiency', 'out of range', 'Activation Rating', 'out of range', 'AMs']);
  });

  it('TC09b: Efficiency 1 and a −1 commander make 0, held to the minimum of 1', () => {
    expect(divisionActivations(1, -1, { id: 'd', inCorpsRange: true, activationRating: 0 }).activations).toBe(1);
  });

  it('a Combat Ineffective division has at most two; an off-map leader’s rating does not count; entering reinforcements are in range', () => {
    expect(divisionActivations(4, 0, { id: 'ci', inCorpsRange: true, activationRating: 0, combatIneffective: true }).activations).toBe(2);
    expect(divisionActivations(3, 0, { id: 'off', inCorpsRange: true, activationRating: 1, leaderOnMap: false }).activations).toBe(3);
    expect(divisionActivations(3, 0, { id: 'new', inCorpsRange: false, activationRating: 1, leaderOnMap: false, enteringReinforcement: true }).activations).toBe(4);
  });
});

describe('the Efficiency Transfer (5.4)', () => {
  it('TC10, the book’s example: XV Corps 2 / 3 / 2; 1/XV and 3/XV give one each, 2/XV gains one: 1 / 4 / 1', () => {
    const out = efficiencyTransfer({ '1/XV': 2, '2/XV': 3, '3/XV': 2 }, { to: '2/XV', from: ['1/XV', '3/XV'] });
    expect(out.ok && out.activations).toEqual({ '1/XV': 1, '2/XV': 4, '3/XV': 1 });
  });

  it('one division may pay two instead', () => {
    const out = efficiencyTransfer({ a: 3, b: 2 }, { to: 'b', from: ['a'] });
    expect(out.ok && out.activations).toEqual({ a: 1, b: 3 });
  });

  it('refused: a second transfer, a division taken to 0 or above 4, or one without a chain to the OC', () => {
    const two = efficiencyTransfer({ a: 2, b: 3, c: 2 }, { to: 'b', from: ['a', 'c'] }, { transfersThisTurn: 1 });
    expect(two.ok).toBe(false);
    expect(!two.ok && two.reason).toContain('only one');
    expect(efficiencyTransfer({ a: 1, b: 3, c: 2 }, { to: 'b', from: ['a', 'c'] }).ok).toBe(false);
    expect(efficiencyTransfer({ a: 2, b: 4, c: 2 }, { to: 'b', from: ['a', 'c'] }).ok).toBe(false);
    expect(efficiencyTransfer({ a: 2, b: 3 }, { to: 'b', from: ['a'] }).ok).toBe(false);
    const chain = efficiencyTransfer({ a: 2, b: 3, c: 2 }, { to: 'b', from: ['a', 'c'] }, { chainToCommander: new Set(['a', 'b']) });
    expect(!chain.ok && chain.reason).toContain('Chain of Command');
  });
});

describe('brigade activations and March (5.26–5.28, 13.23)', () => {
  it('a brigadier out of range skips one AM, a CI brigade has at most two, and every brigade activates at least once', () => {
    expect(brigadeActivations({ divisionActivations: 3, brigadierOutOfRange: true }).activations).toBe(2);
    expect(brigadeActivations({ divisionActivations: 4, combatIneffective: true }).activations).toBe(2);
    expect(brigadeActivations({ divisionActivations: 1, brigadierOutOfRange: true }).activations).toBe(1);
  });

  it('March: four equivalents; a command given March on the map this turn gets its division’s AMs; a reinforcement its fixed number', () => {
    expect(marchEquivalents().equivalents).toBe(4);
    expect(marchEquivalents({ newlyOrderedWithDivisionAms: 2 }).equivalents).toBe(2);
    expect(marchEquivalents({ specificAms: 1 }).equivalents).toBe(1);
  });
});
