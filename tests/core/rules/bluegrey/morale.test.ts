import { describe, expect, it } from 'vitest';
import {
  CAVALRY_RETREAT_BEFORE_COMBAT,
  DISORDER_ROLL,
  FURTHER_DISORDER,
  MINIMUM_STRENGTH,
  MORALE_STRENGTH,
  RALLY,
  RESULT_DISORDER,
  cavalryRetreatChance,
  disorderChance,
  rallyOdds,
  rallyResult,
} from '../../../../core/rules/bluegrey/morale';
import { NIGHT_DIE, NIGHT_MOVEMENT, nightCases } from '../../../../core/rules/bluegrey/night';
import { BG_MORALE_STATES, type Ratio, ratio, roundTimes } from '../../../../core/rules/bluegrey/types';
import { citedLine } from '../../../support/seeds';

/** Die faces as the book writes them, ‘1-5’ or ‘6’, in order of the text. */
const facesIn = (text: string): number[][] =>
  [...text.matchAll(/‘(\d)(?:-(\d))?’/g)].map((m) => {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });

/** "reduced … by one-third" is ×2/3, "by two-thirds" ×1/3, "unaffected" ×1. */
const factorIn = (sentence: string): Ratio | null => {
  if (/may not attack/.test(sentence)) return null;
  if (/unaffected/.test(sentence)) return ratio(1);
  if (/by one-third/.test(sentence)) return ratio(2, 3);
  if (/by two-thirds/.test(sentence)) return ratio(1, 3);
  throw new Error(`no factor in ${sentence}`);
};

describe('morale against the book (12.0)', () => {
  it('attack and defence factors are the ones each status’s case states (B:508–512)', () => {
    for (const state of ['disordered', 'shaken', 'routed'] as const) {
      const sentences = citedLine(MORALE_STRENGTH[state].source).split('.  ');
      const attack = sentences.find((s) => /Attacking|may not attack/.test(s))!;
      const defence = sentences.find((s) => /Defending/.test(s))!;
      expect(MORALE_STRENGTH[state].attack, `${state} attack`).toEqual(factorIn(attack));
      expect(MORALE_STRENGTH[state].defence, `${state} defence`).toEqual(factorIn(defence));
    }
    expect(citedLine(MINIMUM_STRENGTH.source)).toContain('never be reduced below ‘1’');
  });
  it('digest case 22: shaken attacker 5 → 2; shaken defender 6 → 4; routed defender 7 → 2', () => {
    expect(roundTimes(5, MORALE_STRENGTH.shaken.attack!)).toBe(2);
    expect(roundTimes(6, MORALE_STRENGTH.shaken.defence)).toBe(4);
    expect(roundTimes(7, MORALE_STRENGTH.routed.defence)).toBe(2);
    expect(MORALE_STRENGTH.routed.attack).toBeNull();
  });
  it('a further Disorder moves down the ladder and stops at Routed (B:498–499)', () => {
    expect(BG_MORALE_STATES.map((s) => FURTHER_DISORDER[s].to)).toEqual(['disordered', 'shaken', 'routed', 'routed']);
    expect(citedLine(FURTHER_DISORDER.shaken.source)).toContain('Routed units suffering a further Disorder are not affected');
  });
  it('disorder rolls succeed on 4–6, as both cases say (B:495, B:497)', () => {
    expect(facesIn(citedLine(DISORDER_ROLL.source))).toContainEqual([...DISORDER_ROLL.faces]);
    expect(facesIn(citedLine(DISORDER_ROLL.also))).toContainEqual([...DISORDER_ROLL.faces]);
    expect(disorderChance()).toBeCloseTo(0.5, 12);
    expect(disorderChance(1)).toBeCloseTo(4 / 6, 12); // Ezra Church's Confederates add one (B:8943)
  });
  it('results disorder whom the cases say', () => {
    expect(citedLine(RESULT_DISORDER.AR.source)).toMatch(/Partial Attacker Eliminated or Attacker Retreat/);
    expect(citedLine(RESULT_DISORDER.DR.source)).toMatch(/Defender Retreat/);
    expect(citedLine(RESULT_DISORDER.EX.source)).toMatch(/Exchange or Partial Exchange/);
  });
  it('the rally table’s faces and outcomes are the case’s (B:537–541)', () => {
    for (const state of ['disordered', 'shaken', 'routed'] as const) {
      const text = citedLine(RALLY[state].source);
      expect(RALLY[state].rows.map((r) => [...r.faces]), state).toEqual(facesIn(text));
      const words: Record<string, RegExp> = { normal: /recovers/, disordered: /Disordered Marker/, shaken: /Shaken Marker|becomes Shaken/, routed: /becomes Routed/, eliminated: /eliminated/ };
      for (const r of RALLY[state].rows) expect(text, `${state} → ${r.to}`).toMatch(words[r.to]!);
      expect(RALLY[state].rows.flatMap((r) => r.faces).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });
  it('digest case 24: disordered rolls 6 → shaken; shaken 4 → disordered; routed 2 → disordered; routed 6 → eliminated', () => {
    expect(rallyResult('disordered', 6)).toBe('shaken');
    expect(rallyResult('shaken', 4)).toBe('disordered');
    expect(rallyResult('routed', 2)).toBe('disordered');
    expect(rallyResult('routed', 6)).toBe('eliminated');
  });
  it('rally chances are exact and sum to 1; in town a recovery stays Disordered (B:542)', () => {
    const shaken = rallyOdds('shaken');
    expect(shaken.outcomes).toEqual({ normal: 0.5, disordered: 2 / 6, routed: 1 / 6 });
    const town = rallyOdds('disordered', { inTown: true });
    expect(town.outcomes.normal).toBeUndefined();
    expect(town.outcomes.disordered).toBeCloseTo(5 / 6, 12);
    const fatigued = rallyOdds('routed', { modifier: 1 });
    expect(Object.values(fatigued.outcomes).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(fatigued.outcomes.eliminated).toBeCloseTo(2 / 6, 12);
  });
  it('digest case 25: cavalry retreating before combat must go on 1–5; Wilder on 1–4 (B:316, B:7111)', () => {
    expect(facesIn(citedLine(CAVALRY_RETREAT_BEFORE_COMBAT.source))).toContainEqual([...CAVALRY_RETREAT_BEFORE_COMBAT.faces]);
    expect(CAVALRY_RETREAT_BEFORE_COMBAT.faces).toContain(5);
    expect(cavalryRetreatChance()).toBeCloseTo(5 / 6, 12);
    const wilder = facesIn(citedLine('002_a0a5e96e61d1e57b.txt:7111')).at(-1)!; // after its MA of ‘7’
    expect(wilder).not.toContain(5);
    expect(cavalryRetreatChance(wilder)).toBeCloseTo(4 / 6, 12);
  });
});

describe('night (11.0)', () => {
  it('the night die’s faces are the case’s: 1 doubled, 2–3 unaffected, 4–6 halved (B:480)', () => {
    const text = citedLine(NIGHT_DIE.source);
    expect(NIGHT_DIE.rows.map((r) => [...r.faces])).toEqual(facesIn(text));
    expect(text).toMatch(/‘1’ results .* doubled.*‘2-3’ .* unaffected.*‘4-6’ .* halved/);
    expect(NIGHT_DIE.rows.map((r) => r.factor)).toEqual([ratio(2), ratio(1), ratio(1, 2)]);
  });
  it('digest case 23: a total of 7 becomes 14, 7 or 4 (3.5 rounds up)', () => {
    expect(nightCases(7).map((c) => c.total)).toEqual([14, 7, 4]);
    expect(nightCases(7).map((c) => c.probability)).toEqual([1 / 6, 2 / 6, 3 / 6]);
    expect(nightCases(1).map((c) => c.total)).toEqual([2, 1, 1]);
  });
  it('a point less to move, and to the strategic bonus (B:472)', () => {
    expect(citedLine(NIGHT_MOVEMENT.source)).toMatch(/reduced by one\.\s+The additional Movement Points conferred by Strategic Movement are also reduced by one/);
    expect(NIGHT_MOVEMENT.allowanceChange).toBe(-1);
    expect(citedLine(NIGHT_MOVEMENT.strategicSource)).toContain('one less additional Movement Point');
  });
});
