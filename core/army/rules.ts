/**
 * The player's changes to the organisation guidelines (`organisation.rules` of an army file). "The
 * guidelines" are the rule defaults with the era preset and the file's scenario limits applied: the
 * values a rule has before the player's own changes. A change equal to them is not stored.
 */
import { sameJson } from '../history';
import { organisationOptions, readOrganisation, type ArmyOrganisation } from '../muster/organisation';
import { resolveRules, type EraPresetId, type ResolvedRule, type ResolvedRules, type RuleId, type RuleOverride, type RuleSettings } from '../muster/organisationRules';
import { SIDES, type Side } from '../model/words';

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A per-side number (`{ union: 2, confederate: 3 }`). */
export const isBySide = (v: unknown): v is Record<Side, number> => isObject(v) && SIDES.every((s) => typeof v[s] === 'number');

/** An army file's organisation block as `musterReport` reads it. */
export const organisationOf = (doc: unknown): ArmyOrganisation => readOrganisation(isObject(doc) ? doc.organisation : undefined);

/** The preset an army is checked with: the file's own, or its era's. */
export function presetOf(doc: unknown, org: ArmyOrganisation = organisationOf(doc)): EraPresetId {
  if (org.preset) return org.preset;
  const oob = isObject(doc) ? doc.orderOfBattle : undefined;
  return isObject(oob) && oob.era === '1864-65' ? 'early-1864' : '1861-63';
}

/** The rules as the guidelines set them: defaults, preset and scenario limits, without the player's changes. */
export function guidelineRules(org: ArmyOrganisation, preset: EraPresetId): ResolvedRules {
  const { rules: _mine, ...rest } = org;
  return resolveRules(preset, ...organisationOptions(rest).settings);
}

/** A rule's stored change with whatever equals the guidelines dropped; `undefined` when nothing is left. */
export function normaliseOverride(o: RuleOverride<Record<string, unknown>>, guideline: ResolvedRule): RuleOverride<Record<string, unknown>> | undefined {
  const out: RuleOverride<Record<string, unknown>> = {};
  if (o.enabled !== undefined && o.enabled !== guideline.enabled) out.enabled = o.enabled;
  if (o.severity !== undefined && o.severity !== guideline.severity) out.severity = o.severity;
  const base = guideline.params as Record<string, unknown>;
  const params = Object.fromEntries(Object.entries(o.params ?? {}).filter(([k, v]) => v !== undefined && !sameJson(v, base[k])));
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
