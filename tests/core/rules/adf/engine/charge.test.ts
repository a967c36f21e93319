import { describe, expect, it } from 'vitest';
import { outcomes, probabilityOf, rollDie, seededRandom } from '../../../../../core/dice';
import { finalImpactValue, impactResult } from '../../../../../core/rules/adf/charge';
import { finalImpactDistribution, impactOdds } from '../../../../../core/rules/adf/engine/charge';
import { citedLine } from '../../../../support/seeds';

const total = (o: ReturnType<typeof impactOdds>): number =>
  o.tie + Object.values(o.attacker).reduce((a, b) => a + b, 0) + Object.values(o.defender).reduce((a, b) => a + b, 0);

/** Exact odds by brute force over the 1,296 rolls of four dice, in 1/1296ths. */
function bruteForce(a: { uiv: number; mmp: number }, d: { uiv: number; mmp: number }): Map<string, number> {
  const ways = new Map<string, number>();
  for (let a1 = 1; a1 <= 6; a1++) for (let a2 = 1; a2 <= 6; a2++) for (let d1 = 1; d1 <= 6; d1++) for (let d2 = 1; d2 <= 6; d2++) {
    const m = finalImpactValue(a1 + a2, a.uiv, a.mmp) - finalImpactValue(d1 + d2, d.uiv, d.mmp);
    const { winner, row } = impactResult(m);
    const key = winner === 'none' ? 'tie' : `${winner}:${row.id}`;
    ways.set(key, (ways.get(key) ?? 0) + 1);
  }
  return ways;
}

describe('FIV distribution', () => {
  it('digest TC-31: 8 figures, MMP 4 → 2D6 + 4, from 6 to 16', () => {
    const d = finalImpactDistribution({ uiv: 8, mmp: 4 });
    expect(outcomes(d)[0]![0]).toBe(6);
    expect(outcomes(d).at(-1)![0]).toBe(16);
    expect(probabilityOf(d, 11)).toBeCloseTo(6 / 36, 12);
  });

  it('digest TC-32: unsupported veteran battery, 3 sections, MMP 9 → 0 unless the roll beats 6 (B:1397)', () => {
    const d = finalImpactDistribution({ uiv: 3, mmp: 9 });
    expect(probabilityOf(d, 0)).toBeCloseTo(15 / 36, 12);
    expect(probabilityOf(d, 6)).toBeCloseTo(1 / 36, 12);
  });

  it('the glossary reading holds FIV to 12 (B:3183)', () => {
    const d = finalImpactDistribution({ uiv: 12, mmp: 0 }, 'glossary-cap-12');
    expect(outcomes(d).map(([v]) => v)).toEqual([12]);
    expect(probabilityOf(d, 12)).toBeCloseTo(1, 12);
  });
});

describe('impact odds', () => {
  it('equal sides: a tie is 146/1296 (sum of squares of the 2D6 ways), the rest split evenly', () => {
    const o = impactOdds({ attacker: { uiv: 8, mmp: 4 }, defender: { uiv: 8, mmp: 4 } });
    expect(o.tie).toBeCloseTo(146 / 1296, 12);
    for (const key of Object.keys(o.attacker)) expect(o.attacker[key]).toBeCloseTo(o.defender[key]!, 12);
    expect(total(o)).toBeCloseTo(1, 12);
  });

  it('matches a brute-force count over all four dice, floor at 0 included', () => {
    for (const [a, d] of [
      [{ uiv: 8, mmp: 4 }, { uiv: 6, mmp: 3 }],
      [{ uiv: 6, mmp: 2 }, { uiv: 3, mmp: 9 }],
      [{ uiv: 12, mmp: 0 }, { uiv: 2, mmp: 12 }],
    ] as const) {
      const o = impactOdds({ attacker: a, defender: d });
      const ways = bruteForce(a, d);
      expect(o.tie * 1296).toBeCloseTo(ways.get('tie') ?? 0, 8);
      for (const key of Object.keys(o.attacker)) {
        expect(o.attacker[key]! * 1296).toBeCloseTo(ways.get(`attacker:${key}`) ?? 0, 8);
        expect(o.defender[key]! * 1296).toBeCloseTo(ways.get(`defender:${key}`) ?? 0, 8);
      }
    }
  });

  it('a margin above 12 counts as surrender (the 11+ row)', () => {
    const o = impactOdds({ attacker: { uiv: 16, mmp: 0 }, defender: { uiv: 1, mmp: 12 } });
    expect(o.attacker['11+']).toBeCloseTo(1, 12);
  });

  it('buckets the infantry table: 1, 2-4, 5-7, 8-10, 11+ for each side (B:2454–2459)', () => {
    const o = impactOdds({ attacker: { uiv: 8, mmp: 4 }, defender: { uiv: 6, mmp: 3 } });
    expect(Object.keys(o.attacker)).toEqual(['1', '2-4', '5-7', '8-10', '11+']);
    expect(Object.keys(o.defender)).toEqual(['1', '2-4', '5-7', '8-10', '11+']);
  });

  it('cavalry against cavalry folds a margin of one into the melee (B:1709)', () => {
    const inf = impactOdds({ attacker: { uiv: 8, mmp: 4 }, defender: { uiv: 8, mmp: 4 } });
    const cav = impactOdds({ attacker: { uiv: 8, mmp: 4 }, defender: { uiv: 8, mmp: 4 }, table: 'cavalry-vs-cavalry' });
    expect(cav.tie).toBeCloseTo(inf.tie + inf.attacker['1']! + inf.defender['1']!, 12);
  });

  it('more figures never lower the attacker\'s chance of winning', () => {
    const wins = (uiv: number): number => Object.values(impactOdds({ attacker: { uiv, mmp: 5 }, defender: { uiv: 8, mmp: 4 } }).attacker).reduce((a, b) => a + b, 0);
    for (let uiv = 1; uiv < 16; uiv++) expect(wins(uiv + 1)).toBeGreaterThanOrEqual(wins(uiv) - 1e-12);
  });

  it('an attached leader LB on the roll is the same as one less MMP while the MMP stays in bounds (B:1194)', () => {
    const a = impactOdds({ attacker: { uiv: 6, mmp: 5, leaderLb: 1 }, defender: { uiv: 8, mmp: 4 } });
    const b = impactOdds({ attacker: { uiv: 6, mmp: 4 }, defender: { uiv: 8, mmp: 4 } });
    expect(a.attacker).toEqual(b.attacker);
  });

  it('agrees with a seeded simulation of 200,000 impacts', () => {
    const random = seededRandom(11);
    const a = { uiv: 6, mmp: 5 };
    const d = { uiv: 4, mmp: 7 };
    const o = impactOdds({ attacker: a, defender: d });
    const counts = new Map<string, number>();
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const m = finalImpactValue(rollDie(random) + rollDie(random), a.uiv, a.mmp) - finalImpactValue(rollDie(random) + rollDie(random), d.uiv, d.mmp);
      const { winner, row } = impactResult(m);
      const key = winner === 'none' ? 'tie' : `${winner}:${row.id}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(Math.abs((counts.get('tie') ?? 0) / n - o.tie)).toBeLessThan(0.005);
    for (const key of Object.keys(o.attacker)) {
      expect(Math.abs((counts.get(`attacker:${key}`) ?? 0) / n - o.attacker[key]!)).toBeLessThan(0.005);
      expect(Math.abs((counts.get(`defender:${key}`) ?? 0) / n - o.defender[key]!)).toBeLessThan(0.005);
    }
  });

  it('traces both FIVs and every row with its book line', () => {
    const o = impactOdds({ attacker: { uiv: 8, mmp: 4 }, defender: { uiv: 6, mmp: 3 } });
    expect(o.trace[0]).toMatchObject({ step: 'attacker FIV', value: '2D6 + 4' });
    expect(o.trace[1]).toMatchObject({ step: 'defender FIV', value: '2D6 + 3' });
    expect(o.trace.every((s) => (s.source ?? '').startsWith('000_e4b3381100cae796.txt:'))).toBe(true);
    expect(o.trace.find((s) => s.step === 'defender wins by 8-10')?.detail).toContain('shaken');
  });
});

describe('melee losses of supporting units, which the book gives per arm', () => {
  it('infantry melee: supporters take one fewer (B:1134); cavalry melee: half (B:1713); the trace says which', () => {
    expect(citedLine('000_e4b3381100cae796.txt:1134')).toContain('all supporting units take one fewer');
    expect(citedLine('000_e4b3381100cae796.txt:1713')).toContain('supporting units taking half');
    const side = { uiv: 6, mmp: 5 };
    const step = (table: 'infantry' | 'cavalry-vs-infantry' | 'cavalry-vs-cavalry') =>
      impactOdds({ attacker: side, defender: side, table }).trace.find((s) => s.step === 'melee losses');
    expect(step('infantry')).toMatchObject({ source: '000_e4b3381100cae796.txt:1134' });
    expect(step('infantry')?.detail).toContain('one figure fewer');
    expect(step('cavalry-vs-cavalry')).toMatchObject({ source: '000_e4b3381100cae796.txt:1713' });
    expect(step('cavalry-vs-infantry')?.detail).toContain('supporting units lose half');
    expect(step('cavalry-vs-infantry')?.detail).not.toContain('one figure fewer');
  });
});

describe('the charge situation at impact (B:1116–1121, B:1389)', () => {
  it('Wilkeson\'s Battery alone (B:1397–1399): BMP 4 doubled to 8, +1 within 1 inch, so 2D6 + 3 − 9; the veteran charger 8 − 4', () => {
    expect(citedLine('000_e4b3381100cae796.txt:1389')).toContain('has its BMP doubled');
    expect(citedLine('000_e4b3381100cae796.txt:1399')).toContain('BMP of 8 plus 1');
    const o = impactOdds({
      // A veteran's BMP 4: −1 for charging as infantry, +1 within an inch of the battery (B:1118–1119).
      attacker: { uiv: 8, mmp: 4, situation: { charging: 'infantry', withinOneInch: true } },
      defender: { uiv: 3, mmp: 4, situation: { unsupportedBattery: true, withinOneInch: true } },
    });
    expect(o.trace.find((s) => s.step === 'attacker FIV')?.value).toBe('2D6 + 4');
    expect(o.trace.find((s) => s.step === 'defender FIV')?.value).toBe('2D6 − 6');
    expect(o.trace.find((s) => s.step === 'defender unsupported battery')).toMatchObject({ value: 8, source: '000_e4b3381100cae796.txt:1389' });
    expect(o.trace.find((s) => s.step === 'attacker charging')).toMatchObject({ value: -1, source: '000_e4b3381100cae796.txt:1118' });
    // The same odds as the MMPs worked by hand.
    const byHand = impactOdds({ attacker: { uiv: 8, mmp: 4 }, defender: { uiv: 3, mmp: 9 } });
    expect(o.tie).toBeCloseTo(byHand.tie, 12);
    for (const k of Object.keys(byHand.attacker)) expect(o.attacker[k]).toBeCloseTo(byHand.attacker[k]!, 12);
    // The battery's FIV is 0 whenever 2D6 is 6 or less: 1 + 2 + 3 + 4 + 5 = 15 of 36 rolls (B:1397 gives 0 without the dice).
    expect(finalImpactDistribution({ uiv: 3, mmp: 9 }).p[0]).toBeCloseTo(15 / 36, 12);
  });

  it('cavalry charging takes −2 (B:1118); a battery with a friend beside it is not unsupported', () => {
    const o = impactOdds({ attacker: { uiv: 6, mmp: 5, situation: { charging: 'cavalry' } }, defender: { uiv: 6, mmp: 5 } });
    expect(o.trace.find((s) => s.step === 'attacker FIV')?.value).toBe('2D6 + 3');
    expect(() => impactOdds({ attacker: { uiv: 8, mmp: 4, supporters: 0 }, defender: { uiv: 3, mmp: 4, supporters: 1, situation: { unsupportedBattery: true } } })).toThrow(/unsupported battery with 1 supporting units/);
  });

  it('support nets after the situation: the 84th New York beside the battery (B:1397) keeps MMP 4, its −1 support cancelled by the +1 within an inch', () => {
    const o = impactOdds({ attacker: { uiv: 8, mmp: 4, supporters: 0 }, defender: { uiv: 6, mmp: 4, supporters: 1, situation: { withinOneInch: true } } });
    expect(o.trace.find((s) => s.step === 'defender support')?.detail).toContain('MMP 5 − 1 = 4');
    expect(o.trace.find((s) => s.step === 'defender FIV')?.value).toBe('2D6 + 2');
  });
});
