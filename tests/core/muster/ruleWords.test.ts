import { describe, expect, it } from 'vitest';
import { ORGANISATION_RULES, RULE_IDS, RULE_PARAM_LABELS, ruleParamSentence } from '../../../core/muster/index';

describe('organisation rule parameters in words', () => {
  it('every parameter of every rule has a label', () => {
    for (const id of RULE_IDS) {
      for (const key of Object.keys(ORGANISATION_RULES[id].params as object)) {
        if (['budget', 'bonus', 'squares'].includes(key)) continue; // set in the army editor's header, never shown as a parameter
        expect(RULE_PARAM_LABELS[key], `${id}.${key}`).toBeTruthy();
      }
    }
  });

  it('the rows users saw as keys now read as words', () => {
    const ban = ORGANISATION_RULES['side.repeater-ban'].params;
    expect(ruleParamSentence('sides', ban.sides)).toBe('Sides: Confederate');
    expect(ruleParamSentence('infantryWeapons', ban.infantryWeapons)).toBe('Infantry weapons: Spencer/Henry repeating rifles');
    expect(ruleParamSentence('cavalryWeapons', ban.cavalryWeapons)).toBe('Cavalry weapons: Repeating carbines');
    expect(ruleParamSentence('counting', ORGANISATION_RULES['brigade.elite-green-limit'].params.counting)).toBe('Counted: elite and green together');
    expect(ruleParamSentence('levels', ORGANISATION_RULES['leaders.required'].params.levels)).toBe('Formations needing a leader: Brigade, Division');
    expect(ruleParamSentence('sections', ORGANISATION_RULES['artillery.sections-by-side'].params.sections)).toBe('Sections per battery: Union 2/3; Confederate 2');
    expect(ruleParamSentence('minimum', ORGANISATION_RULES['era.minimum-quality'].params.minimum)).toBe('Lowest quality: Veteran');
  });
});
