/**
 * The player's changes to the organisation guidelines (`organisation.rules` of an army file, in the
 * shape `RuleSettings` takes): which rules the Rules panel shows and how, and the undoable commands
 * that switch a rule off, change its severity or its numbers, or put it back as the guidelines have it.
 * "The guidelines" are the rule defaults with the era preset and the file's scenario limits applied:
 * the values a rule has before the player's own changes. A change equal to them is not stored.
 */
import { getIn, type Command } from '../../../../core/history';
import {
  ORGANISATION_RULES,
  RULE_IDS,
  organisationOptions,
  resolveRules,
  type EraPresetId,
  type ResolvedRule,
  type ResolvedRules,
  type RuleId,
  type RuleOverride,
  type RuleSettings,
  type Severity,
} from '../../../../core/muster';
import { oobCommands } from '../../../../core/oob';
import { SIDES, type Side } from '../../../../core/rules/adf/types';
import { organisationOf, setOrganisation, type Organisation } from './armyFile';

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

const PARAM_LABELS: Record<string, string> = {
  min: 'At least',
  max: 'At most',
  caps: 'MP cap',
  countArtillery: 'Count batteries in the brigade',
  countCavalryBrigades: 'Count cavalry brigades too',
  attachedArtillery: 'Attached artillery MP',
  moreThanBatteries: 'With more than … batteries',
  minUnits: 'Units at least',
  minFigures: 'Figures per unit at least',
  pointsPerSquare: 'MP per board square',
  bonusRate: 'Bonus rate',
};

/** Parameters the army editor's header sets through the scenario limits (budget, bonus, board squares). */
const SET_IN_HEADER: Partial<Record<RuleId, readonly string[]>> = {
  'scenario.points-budget': ['budget', 'bonus'],
  'scenario.board-squares': ['squares', 'bonus'],
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBySide = (v: unknown): v is Record<Side, number> => isObject(v) && SIDES.every((s) => typeof v[s] === 'number');
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The numbers and switches of a rule the panel offers; lists (weapons, sides, levels) are shown, not edited. */
export function paramFields(id: RuleId): ParamField[] {
  const params = ORGANISATION_RULES[id].params as Record<string, unknown>;
  const fields: ParamField[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (SET_IN_HEADER[id]?.includes(key)) continue;
    const label = PARAM_LABELS[key] ?? key;
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
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.map((v) => (Array.isArray(v) ? v.join('/') : String(v))).join(', ') : String(value)}`);
}

/** The preset the army editor checks with: the file's own, or the era's. */
export function presetOf(doc: unknown, org: Organisation = organisationOf(doc)): EraPresetId {
  if (org.preset) return org.preset;
  const era = (getIn(doc, oobCommands.ARMY_OOB_PATH) as { era?: unknown } | undefined)?.era;
  return era === '1864-65' ? 'early-1864' : '1861-63';
}

/** The rules as the guidelines set them: defaults, preset and scenario limits, without the player's changes. */
export function guidelineRules(org: Organisation, preset: EraPresetId): ResolvedRules {
  const { rules: _mine, ...rest } = org;
  return resolveRules(preset, ...organisationOptions(rest).settings);
}

/** A rule's stored change with whatever equals the guidelines dropped; `undefined` when nothing is left. */
export function normaliseOverride(o: RuleOverride<Record<string, unknown>>, guideline: ResolvedRule): RuleOverride<Record<string, unknown>> | undefined {
  const out: RuleOverride<Record<string, unknown>> = {};
  if (o.enabled !== undefined && o.enabled !== guideline.enabled) out.enabled = o.enabled;
  if (o.severity !== undefined && o.severity !== guideline.severity) out.severity = o.severity;
  const base = guideline.params as Record<string, unknown>;
  const params = Object.fromEntries(Object.entries(o.params ?? {}).filter(([k, v]) => v !== undefined && !same(v, base[k])));
  if (Object.keys(params).length) out.params = params;
  return Object.keys(out).length ? out : undefined;
}

/** `rules` with one rule's change replaced (or removed); `undefined` when no rule is changed any more. */
export function withRule(rules: RuleSettings | undefined, id: RuleId, override: RuleOverride<Record<string, unknown>> | undefined): RuleSettings | undefined {
  const next: Record<string, unknown> = { ...(rules ?? {}) };
  if (override) next[id] = override;
  else delete next[id];
  return Object.keys(next).length ? (next as RuleSettings) : undefined;
}

type Edit = (current: RuleOverride<Record<string, unknown>>, guideline: ResolvedRule) => RuleOverride<Record<string, unknown>>;

/** One undoable change to one rule, worked out against the document as it is when the command runs. */
function ruleCommand(id: RuleId, edit: Edit | null, label: string): Command<unknown> {
  return {
    label,
    patches: (doc) => {
      const org = organisationOf(doc);
      const guideline = guidelineRules(org, presetOf(doc, org))[id] as ResolvedRule;
      const current = (isObject(org.rules?.[id]) ? org.rules[id] : {}) as RuleOverride<Record<string, unknown>>;
      const next = edit ? normaliseOverride(edit(current, guideline), guideline) : undefined;
      return setOrganisation('rules', withRule(org.rules, id, next), label).patches(doc);
    },
  };
}

const title = (id: RuleId) => ORGANISATION_RULES[id].title.toLowerCase();

export const setRuleEnabled = (id: RuleId, enabled: boolean): Command<unknown> =>
  ruleCommand(id, (o) => ({ ...o, enabled }), `${enabled ? 'Switch on' : 'Switch off'} ${title(id)}`);

export const setRuleSeverity = (id: RuleId, severity: Severity): Command<unknown> =>
  ruleCommand(id, (o) => ({ ...o, severity }), `Make ${title(id)} ${severity === 'error' ? 'an error' : 'a warning'}`);

/** Sets a number or yes/no parameter; `undefined` goes back to the guideline's value. */
export const setRuleParam = (id: RuleId, key: string, value: number | boolean | undefined): Command<unknown> =>
  ruleCommand(id, (o) => ({ ...o, params: { ...(o.params ?? {}), [key]: value } }), `Change ${title(id)}`);

/**
 * Sets one side's number of a per-side parameter. `resolveRules` replaces a parameter whole, so the
 * other side keeps the value it has now (the player's, or the guideline's).
 */
export const setRuleSideParam = (id: RuleId, key: string, side: Side, value: number | undefined): Command<unknown> =>
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

export const resetRule = (id: RuleId): Command<unknown> => ruleCommand(id, null, `Reset ${title(id)} to the guidelines`);

export const resetAllRules = (): Command<unknown> => setOrganisation('rules', undefined, 'Reset every rule to the guidelines');

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
