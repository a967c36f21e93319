/**
 * Orders changes, Loose Cannons and Brigade Coordination against the digest's worked cases (TC01–TC05,
 * gbacw-digest §7) and the book's own examples, with the odds checked by enumeration and by a seeded
 * simulation of the d10.
 */
import { describe, expect, it } from 'vitest';
import { rollDie, seededRandom } from '../../../../core/dice';
import {
  ORDERS_CHANGE,
  brigadeCoordination,
  coordinationOdds,
  looseCannon,
  ordersChange,
  ordersChangeOdds,
  unreliableOdds,
} from '../../../../core/rules/gbacw';
import { citedLine } from '../../../support/seeds';

const FACES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('the Orders Change Table (6.23)', () => {
  it('TC01, the book’s example: Hackenbush, Orders Rating −1, alone, rolls 4 → 3 → Retain (L636)', () => {
    expect(citedLine(ORDERS_CHANGE.rows[1]!.source)).toContain('Retain');
    const out = ordersChange({ ordersRating: -1 }, 4);
    expect(out).toMatchObject({ adjusted: 3, result: 'retain', change: false, stand: false });
    expect(out.trace.at(-1)!.detail).toContain('Adjusted 3');
  });

  it('TC02: rating 0 with his division leader (+1) and corps commander (+2) stacked, roll 2 → 5 → Change and Stand', () => {
    const out = ordersChange({ ordersRating: 0, divisionLeaderStacked: true, corpsOrArmyCommanderStacked: true }, 2);
    expect(out).toMatchObject({ adjusted: 5, result: 'change-and-stand', change: true, stand: true });
    expect(out.trace.filter((s) => s.step.includes('stacked')).map((s) => s.value)).toEqual([1, 2]);
  });

  it('TC03: rating −2, roll 2 → 0, which is "1 or Less": Retain and Stand', () => {
    expect(ordersChange({ ordersRating: -2 }, 2)).toMatchObject({ adjusted: 0, result: 'retain-and-stand', stand: true, change: false });
  });

  it('every adjusted total from −5 to 15 falls in exactly one row', () => {
    for (let roll = 0; roll <= 9; roll++) for (let r = -5; r <= 6; r++) expect(() => ordersChange({ ordersRating: r }, roll)).not.toThrow();
  });

  it('the odds are the count of faces landing in each row, for any rating', () => {
    for (const rating of [-2, -1, 0, 1, 2]) {
      const { chances } = ordersChangeOdds({ ordersRating: rating });
      const counted = { 'retain-and-stand': 0, retain: 0, 'loose-cannon': 0, 'change-and-stand': 0, change: 0 };
      for (const f of FACES) counted[ordersChange({ ordersRating: rating }, f).result] += 0.1;
      for (const [k, v] of Object.entries(counted)) expect(chances[k as keyof typeof counted], `${rating} ${k}`).toBeCloseTo(v, 12);
    }
    // Rating 0: faces 0–1 stand, 2–3 retain, 4 loose cannon, 5 change and stand, 6–9 change.
    expect(ordersChangeOdds({ ordersRating: 0 }).chances).toEqual({ 'retain-and-stand': 0.2, retain: 0.2, 'loose-cannon': 0.1, 'change-and-stand': 0.1, change: 0.4 });
  });

  it('a seeded simulation of 20,000 rolls agrees with the exact odds', () => {
    const random = seededRandom(1862);
    const input = { ordersRating: 1, divisionLeaderStacked: true };
    let changes = 0;
    const n = 20000;
    for (let i = 0; i < n; i++) if (ordersChange(input, rollDie(random, 10) - 1).change) changes++;
    const exact = ordersChangeOdds(input).chances;
    expect(changes / n).toBeCloseTo(exact.change + exact['change-and-stand'], 1);
    expect(exact.change + exact['change-and-stand']).toBeCloseTo(0.7, 12);
  });
});

describe('Loose Cannon (6.24)', () => {
  it('TC04: rating +1 and roll 3 → 4 → Loose Cannon; Normal keeps its orders, Cautious falls back a hex to Advance, no profile retains', () => {
    expect(ordersChange({ ordersRating: 1 }, 3)).toMatchObject({ adjusted: 4, result: 'loose-cannon', looseCannon: true });
    expect(looseCannon('N').effect.kind).toBe('retain');
    expect(looseCannon('C').effect).toMatchObject({ kind: 'cautious', retreatHexes: 1, thenOrders: 'advance' });
    expect(looseCannon(undefined)).toMatchObject({ behaves: 'none', effect: { kind: 'retain' } });
  });

  it('Aggressive goes to Attack within 3 MPs (5 mounted) of the enemy, else Advance; under March it is a Retain (6.25)', () => {
    expect(looseCannon('A').effect).toMatchObject({ kind: 'aggressive', reachMps: 3, mountedCavalryReachMps: 5, ordersIfReached: 'attack', ordersOtherwise: 'advance' });
    const march = looseCannon('A', { march: true });
    expect(march.effect.kind).toBe('retain');
    expect(march.trace[0]!.detail).toContain('March');
  });

  it('an Unreliable brigadier rolls again: 0–2 Aggressive, 3–6 Normal, 7–9 Cautious', () => {
    expect(FACES.map((roll) => looseCannon('U', { unreliableRoll: roll }).behaves).join('')).toBe('AAANNNNCCC');
    expect(looseCannon('U').effect.kind).toBe('unreliable');
    expect(unreliableOdds()).toEqual({ A: expect.closeTo(0.3, 12), N: expect.closeTo(0.4, 12), C: expect.closeTo(0.3, 12) });
  });
});

describe('Brigade Coordination (5.34)', () => {
  it('TC05, the book’s example: Smith, Coordination Rating 2, rolls 6 → 8 → two brigades act as one (L482)', () => {
    const out = brigadeCoordination(2, 6);
    expect(out).toMatchObject({ adjusted: 8, result: 'coordinate', brigades: 2 });
    expect(citedLine(out.trace.at(-1)!.source!)).toContain('May Coordinate 2 Brigades');
  });

  it('the bands: 0–2 Confusion, 3–6 Fail, 7–9 two, 10–11 three, 12 all', () => {
    expect([0, 2].map((r) => brigadeCoordination(0, r).result)).toEqual(['confusion', 'confusion']);
    expect(brigadeCoordination(0, 3).result).toBe('fail');
    expect(brigadeCoordination(1, 9)).toMatchObject({ adjusted: 10, brigades: 3 });
    expect(brigadeCoordination(3, 9)).toMatchObject({ adjusted: 12, result: 'all', brigades: 'all' });
  });

  it('odds: a rating of 0 never coordinates all; +3 does on a 9 alone', () => {
    expect(coordinationOdds(0)).toEqual({ confusion: expect.closeTo(0.3, 12), fail: expect.closeTo(0.4, 12), coordinate: expect.closeTo(0.3, 12), all: 0 });
    expect(coordinationOdds(3).all).toBeCloseTo(0.1, 12);
    expect(coordinationOdds(3).confusion).toBe(0);
  });
});
