/**
 * The player's changes to one organisation rule (switch it off, change its severity or numbers, put it
 * back as the guidelines have it), each worked out against the document as it is when it runs, and
 * stored without whatever equals the guidelines.
 */
import type { Command } from '../../history';
import { ORGANISATION_RULES, type ResolvedRule, type RuleId, type RuleOverride, type Severity } from '../../muster/organisationRules';
import type { Side } from '../../model/words';
import { isObject, guidelineRules, isBySide, normaliseOverride, organisationOf, presetOf, withRule } from '../rules';
import type { ArmyFile } from '../types';
import { setOrganisation } from './setOrganisation';

type Override = RuleOverride<Record<string, unknown>>;
type Edit = (current: Override, guideline: ResolvedRule) => Override;

function ruleCommand(id: RuleId, edit: Edit | null, label: string): Command<ArmyFile> {
  return {
    label,
    patches: (doc) => {
      const org = organisationOf(doc);
      const guideline = guidelineRules(org, presetOf(doc, org))[id] as ResolvedRule;
      const stored = org.rules?.[id];
      const current: Override = isObject(stored) ? (stored as Override) : {};
      const next = edit ? normaliseOverride(edit(current, guideline), guideline) : undefined;
      return setOrganisation('rules', withRule(org.rules, id, next), label).patches(doc);
    },
  };
}

const title = (id: RuleId) => ORGANISATION_RULES[id].title.toLowerCase();

export const setRuleEnabled = (id: RuleId, enabled: boolean): Command<ArmyFile> =>
  ruleCommand(id, (o) => ({ ...o, enabled }), `${enabled ? 'Switch on' : 'Switch off'} ${title(id)}`);

export const setRuleSeverity = (id: RuleId, severity: Severity): Command<ArmyFile> =>
  ruleCommand(id, (o) => ({ ...o, severity }), `Make ${title(id)} ${severity === 'error' ? 'an error' : 'a warning'}`);

/** Sets a number or yes/no parameter; `undefined` goes back to the guideline's value. */
export const setRuleParam = (id: RuleId, key: string, value: number | boolean | undefined): Command<ArmyFile> =>
  ruleCommand(id, (o) => ({ ...o, params: { ...(o.params ?? {}), [key]: value } }), `Change ${title(id)}`);

/**
 * Sets one side's number of a per-side parameter. `resolveRules` replaces a parameter whole, so the
 * other side keeps the value it has now (the player's, or the guideline's).
 */
export const setRuleSideParam = (id: RuleId, key: string, side: Side, value: number | undefined): Command<ArmyFile> =>
  ruleCommand(
    id,
    (o, guideline) => {
      const base = (guideline.params as Record<string, unknown>)[key] as Record<Side, number>;
      const mine = (o.params ?? {})[key];
      const record = { ...base, ...(isBySide(mine) ? mine : {}), [side]: value ?? base[side] };
      return { ...o, params: { ...(o.params ?? {}), [key]: record } };
    },
    `Change ${title(id)}`,
  );

export const resetRule = (id: RuleId): Command<ArmyFile> => ruleCommand(id, null, `Reset ${title(id)} to the guidelines`);

export const resetAllRules = (): Command<ArmyFile> => setOrganisation('rules', undefined, 'Reset every rule to the guidelines');
