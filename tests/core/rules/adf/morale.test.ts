import { describe, expect, it } from 'vitest';
import { citedLine } from '../../../support/seeds';
import {
  basicMoralePoint,
  CHARGE_SUPPORTERS_COUNTED,
  batteryBasicMoralePoint,
  eliminatedElementsModifier,
  FIRE_RESULT_MORALE_MODIFIER,
  moraleEffect,
  moraleLevelModifier,
  moraleResultRow,
  passesTacticalCompetence,
  situationalModifier,
  supportModifier,
  tacticalCompetenceChance,
} from '../../../../core/rules/adf/morale';
import { QUALITIES } from '../../../../core/model/words';

describe('basic morale point (B:2482–2487)', () => {
  it('reads the 2-stand columns: green 6/12, trained 5/10, veteran 4/8, elite 3/6 (B:2484–2487)', () => {
    expect(QUALITIES.map((q) => basicMoralePoint(q, 2, 2))).toEqual([6, 5, 4, 3]);
    expect(QUALITIES.map((q) => basicMoralePoint(q, 1, 2))).toEqual([12, 10, 8, 6]);
  });

  it('reads the 3-stand columns: green 6/9/12, trained 5/7/10, veteran 4/6/8, elite 3/4/6 (B:2484–2487)', () => {
    expect(QUALITIES.map((q) => basicMoralePoint(q, 3, 3))).toEqual([6, 5, 4, 3]);
    expect(QUALITIES.map((q) => basicMoralePoint(q, 2, 3))).toEqual([9, 7, 6, 4]);
    expect(QUALITIES.map((q) => basicMoralePoint(q, 1, 3))).toEqual([12, 10, 8, 6]);
  });

  it('has no value for a stand count the mounting cannot have', () => {
    expect(basicMoralePoint('veteran', 3, 2)).toBeUndefined();
  });

  it('digest TC-22: veteran at 1 of 2 stands 8; trained 2 of 3 stands 7; elite 2 of 3 stands 4; veteran battery one section lost 7 (B:845–858)', () => {
    expect(basicMoralePoint('veteran', 1, 2)).toBe(8);
    expect(basicMoralePoint('trained', 2, 3)).toBe(7);
    expect(basicMoralePoint('elite', 2, 3)).toBe(4);
    expect(batteryBasicMoralePoint('veteran', 1)).toBe(7);
  });

  it('doubles an unsupported battery in a charge situation: veteran battery BMP 8 (B:1354, B:1397)', () => {
    expect(batteryBasicMoralePoint('veteran', 0, true)).toBe(8);
  });
});

describe('morale levels and situational modifiers', () => {
  it('adds 0 / +2 / +4 / +6 for good, disorder, shaken, routed (B:2558–2561)', () => {
    expect((['good', 'disorder', 'shaken', 'routed'] as const).map((l) => moraleLevelModifier(l, false))).toEqual([0, 2, 4, 6]);
  });

  it('a depleted unit in disorder does not add +2 (B:2520)', () => {
    expect(moraleLevelModifier('disorder', true)).toBe(0);
    expect(moraleLevelModifier('shaken', true)).toBe(4);
  });

  it('enfilade on an infantry line from the full flank is +3 from artillery, +2 from other fire (B:2532; digest TC-44)', () => {
    expect(situationalModifier('enfilade-line-full-flank', 'artillery').value).toBe(3);
    expect(situationalModifier('enfilade-line-full-flank', 'other').value).toBe(2);
    expect(situationalModifier('enfilade-line-rear', 'artillery').value).toBe(4);
  });

  it('reads the beneficial rows: heavy works −4, 6" behind friends −6, cavalry charging −2 (B:2493–2496)', () => {
    expect(situationalModifier('behind-heavy-works').value).toBe(-4);
    expect(situationalModifier('six-inches-behind-friends').value).toBe(-6);
    expect(situationalModifier('cavalry-charging').value).toBe(-2);
  });

  it('reads the detrimental rows: charged by cavalry on the full flank +6, merged +2 (B:2538, B:2542)', () => {
    expect(situationalModifier('charged-by-cavalry-full-flank-or-rear').value).toBe(6);
    expect(situationalModifier('merged-regiment').value).toBe(2);
  });

  it('caps support at −2 outside a charge and −3 in one (B:2505)', () => {
    expect(supportModifier(1, false).value).toBe(-1);
    expect(supportModifier(3, false).value).toBe(-2);
    expect(supportModifier(4, true, { chargeSupporters: 'any' }).value).toBe(-3);
  });

  it('a charge counts "up to two contiguous units for support" (B:2451): a third supporter adds nothing', () => {
    expect(citedLine(CHARGE_SUPPORTERS_COUNTED.source)).toContain('may count up to two contiguous units for support');
    expect(supportModifier(2, true).value).toBe(-2);
    expect(supportModifier(3, true).value).toBe(-2);
    expect(supportModifier(3, true).label).toContain('counts 2');
    expect(supportModifier(3, true).source).toBe(CHARGE_SUPPORTERS_COUNTED.source);
    // The chapter's reading caps only the value (B:1120), so three count.
    expect(supportModifier(3, true, { chargeSupporters: 'any' }).value).toBe(-3);
  });

  it('caps eliminated regiments and killed leaders at +3 together (B:3089)', () => {
    expect(eliminatedElementsModifier(1, 1).value).toBe(2);
    expect(eliminatedElementsModifier(3, 2).value).toBe(3);
  });

  it('fire results add 0 for MC, 1 for 1MC, 2 for 1H and 2H, 3 for 3H, 4 for 4H (B:833)', () => {
    expect(FIRE_RESULT_MORALE_MODIFIER.table).toEqual({ MC: 0, '1MC': 1, '2MC': 2, '1H': 2, '2H': 2, '3H': 3, '4H': 4 });
  });
});

describe('morale and rally results (B:2576–2587)', () => {
  it('natural 2, 3 and 12 take precedence over the margin', () => {
    expect(moraleResultRow(2, 0)).toBe('natural2');
    expect(moraleResultRow(3, 3)).toBe('natural3');
    expect(moraleResultRow(12, 12)).toBe('natural12');
  });

  it('digest TC-26: MMP 7 roll 7 exact; MMP 8 roll 4 fails by 4; MMP 9 roll 4 fails by 5; MMP 6 roll 7 and 11 pass (B:2581–2585)', () => {
    expect(moraleResultRow(7, 7)).toBe('exact');
    expect(moraleResultRow(4, 8)).toBe('fail1to4');
    expect(moraleResultRow(4, 9)).toBe('fail5plus');
    expect(moraleResultRow(7, 6)).toBe('pass1to4');
    expect(moraleResultRow(11, 6)).toBe('pass5plus');
  });

  it('digest TC-26 effects: fail by 4 drops a level and falls back 4"; fail by 5 drops two and falls back 5"', () => {
    const unit = { quality: 'veteran', level: 'good', depleted: false } as const;
    expect(moraleEffect('fail1to4', 4, 8, unit)).toEqual({ level: 'disorder', fallBack: 4, figures: 0 });
    expect(moraleEffect('fail5plus', 4, 9, unit)).toEqual({ level: 'shaken', fallBack: 5, figures: 0 });
    expect(moraleEffect('natural12', 12, 6, { ...unit, level: 'shaken' })).toEqual({ level: 'good', fallBack: 0, figures: 1 });
  });

  it('natural 3 shakes others and disorders elite; natural 2 routs others and shakes elite (B:2577–2580)', () => {
    const good = { level: 'good', depleted: false } as const;
    expect(moraleEffect('natural3', 3, 7, { ...good, quality: 'trained' }).level).toBe('shaken');
    expect(moraleEffect('natural3', 3, 7, { ...good, quality: 'elite' }).level).toBe('disorder');
    expect(moraleEffect('natural2', 2, 7, { ...good, quality: 'green' }).level).toBe('routed');
    expect(moraleEffect('natural2', 2, 7, { ...good, quality: 'elite' }).level).toBe('shaken');
  });

  it('by default a natural 3 never improves a unit already worse; the set-level reading does', () => {
    const unit = { quality: 'elite', level: 'shaken', depleted: false } as const;
    expect(moraleEffect('natural3', 3, 9, unit).level).toBe('shaken');
    expect(moraleEffect('natural3', 3, 9, unit, 'set-level').level).toBe('disorder');
  });

  it('digest TC-28: routed veteran, MMP 10: roll 9 keeps routing and loses a figure; 10 no change; 11 shaken; natural 2 disintegrates (B:981, B:3179)', () => {
    const routed = { quality: 'veteran', level: 'routed', depleted: false } as const;
    expect(moraleEffect(moraleResultRow(9, 10), 9, 10, routed)).toEqual({ level: 'routed', fallBack: 0, figures: -1 });
    expect(moraleEffect(moraleResultRow(10, 10), 10, 10, routed).level).toBe('routed');
    expect(moraleEffect(moraleResultRow(11, 10), 11, 10, routed).level).toBe('shaken');
    expect(moraleEffect('natural2', 2, 10, routed).level).toBe('removed');
  });

  it('a depleted routed unit failing its rally disintegrates (B:981)', () => {
    expect(moraleEffect('fail1to4', 8, 12, { quality: 'trained', level: 'routed', depleted: true }).level).toBe('removed');
  });
});

describe('tactical competence test (B:935, B:3173)', () => {
  it('digest TC-29: green passes only on 6; elite on 3–6; green with a 1LB leader on 5–6', () => {
    expect([1, 2, 3, 4, 5, 6].filter((d) => passesTacticalCompetence(d, 6))).toEqual([6]);
    expect([1, 2, 3, 4, 5, 6].filter((d) => passesTacticalCompetence(d, 3))).toEqual([3, 4, 5, 6]);
    expect(tacticalCompetenceChance(6, 1)).toBeCloseTo(2 / 6, 12);
  });

  it('a depleted veteran (BMP 8) cannot pass without a leader', () => {
    expect(tacticalCompetenceChance(8)).toBe(0);
    expect(tacticalCompetenceChance(8, 2)).toBeCloseTo(1 / 6, 12);
  });
});
