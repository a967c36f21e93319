/** The scenario's special rules: adding one at a place in the list, deleting one. */
import { removeAt, type Command } from '../../history';
import type { MusterScenario, SpecialRule } from '../types.generated';

export function addSpecialRule(rule: SpecialRule, at?: number): Command<MusterScenario> {
  return {
    label: 'Add special rule',
    patches: (doc) => {
      if (!doc.specialRules) return [{ op: 'set', path: ['specialRules'], value: [rule] }];
      return [{ op: 'insert', path: ['specialRules', at ?? doc.specialRules.length], value: rule }];
    },
  };
}

export function removeSpecialRule(index: number): Command<MusterScenario> {
  return removeAt('Delete special rule', ['specialRules', index]);
}
