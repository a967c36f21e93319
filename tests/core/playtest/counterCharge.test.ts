/**
 * The counter-charge in the playtest (issue 41, rules notes P24): a charged elite or veteran that has
 * its reaction charges the charger in turn (B:427); both charges are rolled and the units meet halfway in
 * the overlap (B:2437). A 15mm battle line moves 6" in the open (B:2809) and its charge bonus is half its
 * routed 2D6 (B:2816, B:601): with a gap of 8" the meeting point is worked out here from the two bonus rolls.
 */
import { describe, expect, it } from 'vitest';
import { History } from '../../../core/history';
import type { OrderOfBattle } from '../../../core/model/oob';
import { actionsOf, charge, COUNTER_CHARGE_RULES, counterChargeRefusal, DEFAULT_CHARGE_OPTIONS, replayPlaytest, rollDice, startPlaytest, unitState, type PlaytestGround } from '../../../core/playtest';
import type { MusterScenario, TabletopMap, TabletopPlacement } from '../../../core/model/scenario.generated';
import { citedLine } from '../../support/seeds';
import { CONFEDERATE, UNION } from '../preview/fixtures';

const U1 = 'union\u0000u1';
const U3 = 'union\u0000u3';
const C1 = 'confederate\u0000c1';
const C2 = 'confederate\u0000c2';

/** The 2nd Wisconsin (veteran) and 19th Indiana (trained) facing north at y = 30; the 7th Tennessee (elite) and 1st Tennessee (veteran) 8" north, facing them. */
function field(initiative: MusterScenario['initiative'] = { rule: 'side', side: 'union' }): { ground: PlaytestGround; map: TabletopMap } {
  const place = (side: 'union' | 'confederate', unit: string, x: number, y: number, facingDeg: number): TabletopPlacement => ({ side, unit, at: { x, y }, facingDeg, formation: 'battle-line' });
  const map = { kind: 'tabletop', features: [], units: [place('union', 'u1', 20, 30, 0), place('union', 'u3', 32, 30, 0), place('confederate', 'c2', 20, 22, 180), place('confederate', 'c1', 32, 22, 180)] } as unknown as TabletopMap;
  const ground: PlaytestGround = {
    title: 'Counter-charge',
    board: { widthIn: 48, heightIn: 48 },
    scale: '15mm',
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: UNION as OrderOfBattle },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE as OrderOfBattle },
    ],
    conditions: { season: 'summer', weather: 'dry' },
    initiative,
    turns: 4,
  };
  return { ground, map };
}

const sum = (f: readonly number[]) => f.reduce((a, b) => a + b, 0);

describe('the counter-charge (B:427, B:2437)', () => {
  it('the book: non-shaken veterans and elites counter-charge as their reaction; charges meet halfway in the overlap', () => {
    expect(citedLine(COUNTER_CHARGE_RULES.who.source)).toMatch(/or a countercharge if charged \(non-shaken veterans and elites only\)/);
    expect(citedLine(COUNTER_CHARGE_RULES.meet.source)).toMatch(/charge-versus-charge situation, impact will occur at halfway point in the overlap area/);
    expect(citedLine(COUNTER_CHARGE_RULES.cavalry.source)).toMatch(/it may counter-charge the unit that was charging it/);
  });

  it('the 7th Tennessee counter-charges the 2nd Wisconsin 8" off: they meet 4 + (their bonus − its bonus)/4 inches out, both disordered, no fear-of-charge check', () => {
    const { ground, map } = field();
    for (let seed = 1; seed <= 12; seed++) {
      const h = new History(startPlaytest(ground, map, seed));
      h.execute(charge(ground, U1, C2, { ...DEFAULT_CHARGE_OPTIONS, defenderReaction: 'counter-charge' }));
      const mine = rollDice(seed, 0, 2).faces;
      const theirs = rollDice(seed, 2, 2).faces;
      const e = h.doc.log.find((x) => x.kind === 'charge')!;
      expect(e.dice!.slice(0, 2)).toEqual([{ what: 'charge bonus', faces: mine }, { what: '7th Tennessee counter-charge bonus', faces: theirs }]);
      expect(e.dice!.some((d) => d.what === 'fear of charge')).toBe(false);
      // Each reaches 6" + half its 2D6; 14" or more between them covers the 8": halfway in the overlap.
      const meet = 4 + (sum(mine) - sum(theirs)) / 4;
      const moved = e.moves!;
      expect(moved.find((m) => m.unit === U1)!.to.y).toBeCloseTo(30 - meet, 2);
      expect(moved.find((m) => m.unit === C2)!.to.y).toBeCloseTo(30 - meet, 2);
      expect(h.doc.reacted?.[C2]).toBe('counter-charge');
      expect(e.text).toMatch(/Impact: -?\d+ against -?\d+\./);
      // Both arrive in disorder (B:2436); the impact may leave the loser worse.
      expect(e.trace!.some((t) => t.step === 'charges meet')).toBe(true);
      expect(['disorder', 'shaken', 'routed'].includes(unitState(h.doc, C2).level) || unitState(h.doc, C2).removed).toBe(true);
      expect(replayPlaytest(ground, map, seed, actionsOf(h.doc))).toEqual(h.doc);
    }
  });

  it('is refused to a trained regiment, before any die is rolled', () => {
    const { ground, map } = field({ rule: 'side', side: 'confederate' });
    const p = startPlaytest(ground, map, 1);
    expect(counterChargeRefusal(ground, p, C1, U3)).toBe('19th Indiana is trained: A charged unit may counter-charge as its reaction: non-shaken veterans and elites only. (B:427)');
    expect(counterChargeRefusal(ground, p, C2, U1)).toBeUndefined();
    const h = new History(p);
    expect(() => h.execute(charge(ground, C1, U3, { ...DEFAULT_CHARGE_OPTIONS, defenderReaction: 'counter-charge' }))).toThrow(/trained/);
  });
});
