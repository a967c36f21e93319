/** The scenario's special rules: adding one at a place in the list, deleting one. */
import { removeAt, type Command } from '../../history';
import type { MusterScenario, SpecialRule } from '../../model/scenario.generated';
import { freshId } from './newItems';

/**
 * Adds `rule` at `at` (at the end without one). Without a rule, a new empty one with the next free id,
 * as the list's "+ Add special rule" makes it.
 */
export function addSpecialRule(rule?: SpecialRule, at?: number): Command<MusterScenario> {
  return {
    label: 'Add special rule',
    patches: (doc) => {
      const added = rule ?? { id: freshId('rule', (doc.specialRules ?? []).map((r) => r.id)), text: '' };
      if (!doc.specialRules) return [{ op: 'set', path: ['specialRules'], value: [added] }];
      return [{ op: 'insert', path: ['specialRules', at ?? doc.specialRules.length], value: added }];
    },
  };
}

export function removeSpecialRule(index: number): Command<MusterScenario> {
  return removeAt('Delete special rule', ['specialRules', index]);
}
