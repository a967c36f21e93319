/**
 * The player's changes to the organisation guidelines (`organisation.rules` of an army file, in the
 * shape `RuleSettings` takes): which rules the Rules panel shows and how. The commands that change them
 * are core/army/commands; what "the guidelines" are is core/army/rules.ts.
 */
import { guidelineRules, isBySide, normaliseOverride, presetOf } from '../../../../core/army';
import {
  ORGANISATION_RULES,
  RULE_IDS,
  type ResolvedRule,
  type RuleId,
  type RuleOverride,
  type RuleSettings,
  type Severity,
  RULE_PARAM_LABELS,
  ruleParamSentence,
} from '../../../../core/muster';
import { SIDES, type Side } from '../../../../core/model/words';
import type { Organisation } from './armyFile';

export { guidelineRules, normaliseOverride, presetOf };

/** Rules grouped as their ids group them (`brigade.…`, `artillery.…`), in the order the data lists them. */
const GROUP_TITLES: Record<string, string> = {
  brigade: 'Infantry brigades',
  side: 'Whole side',
  artillery: 'Artillery',
  division: 'Divisions',
  corps: 'Corps',
  cavalry: 'Cavalry',
  sharpshooter: 'Sharpshooters',
  leaders: 'Leaders',
  era: 'Era guidance',
  cost: 'Prices and totals',
  scenario: 'Scenario limits',
};

export interface RuleGroup {
  id: string;
  title: string;
  rules: RuleId[];
}

export const RULE_GROUPS: readonly RuleGroup[] = RULE_IDS.reduce<RuleGroup[]>((groups, id) => {
  const key = id.split('.')[0] ?? id;
  const group = groups.find((g) => g.id === key);
  if (group) group.rules.push(id);
  else groups.push({ id: key, title: GROUP_TITLES[key] ?? key, rules: [id] });
  return groups;
}, []);

/** One editable parameter: a number, a number per side, or a yes/no. */
export type ParamField =
  | { kind: 'number'; key: string; label: string; step: number }
  | { kind: 'by-side'; key: string; label: string; step: number }
  | { kind: 'flag'; key: string; label: string };


/** Parameters the army editor's header sets through the scenario limits (budget, bonus, board squares). */
const SET_IN_HEADER: Partial<Record<RuleId, readonly string[]>> = {
  'scenario.points-budget': ['budget', 'bonus'],
  'scenario.board-squares': ['squares', 'bonus'],
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The numbers and switches of a rule the panel offers; lists (weapons, sides, levels) are shown, not edited. */
export function paramFields(id: RuleId): ParamField[] {
  const params = ORGANISATION_RULES[id].params as Record<string, unknown>;
  const fields: ParamField[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (SET_IN_HEADER[id]?.includes(key)) continue;
    const label = RULE_PARAM_LABELS[key] ?? key;
    if (typeof value === 'number') fields.push({ kind: 'number', key, label, step: Number.isInteger(value) ? 1 : 0.05 });
    else if (isBySide(value)) fields.push({ kind: 'by-side', key, label, step: 1 });
    else if (typeof value === 'boolean') fields.push({ kind: 'flag', key, label });
  }
  return fields;
}

/** Parameters the panel does not edit, in words, so the row still says what the rule looks at. */
export function fixedParams(id: RuleId, params: Record<string, unknown>): string[] {
  const editable = new Set(paramFields(id).map((f) => f.key));
  return Object.entries(params)
    .filter(([key, value]) => !editable.has(key) && !SET_IN_HEADER[id]?.includes(key) && (Array.isArray(value) ? value.length > 0 : typeof value === 'string'))
    .map(([key, value]) => ruleParamSentence(key, value));
}

/** The player's value of a parameter where it differs from the guideline's (one side's, for per-side numbers). */
export function changedValue(org: Organisation, guideline: ResolvedRule, key: string, side?: Side): number | boolean | undefined {
  const mine = (org.rules?.[guideline.id] as RuleOverride<Record<string, unknown>> | undefined)?.params?.[key];
  const base = (guideline.params as Record<string, unknown>)[key];
  const value = side ? (isObject(mine) ? mine[side] : undefined) : mine;
  const baseValue = side ? (isObject(base) ? base[side] : undefined) : base;
  return (typeof value === 'number' || typeof value === 'boolean') && value !== baseValue ? value : undefined;
}

/** Whether the player changed anything of this rule from the guidelines. */
export function ruleChanged(org: Organisation, guideline: ResolvedRule): boolean {
  const o = org.rules?.[guideline.id];
  return isObject(o) && normaliseOverride(o as RuleOverride<Record<string, unknown>>, guideline) !== undefined;
}

/** Reads a number field: empty means "as the guidelines"; anything not a number of at least 0 is refused. */
export function parseParam(text: string): { ok: true; value: number | undefined } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? { ok: true, value: n } : { ok: false };
}
