/**
 * An army file's own settings beside its order of battle (the `organisation` block: era preset, points
 * budget, bonus, board squares, required leaders and units, rule changes), read once here so that
 * `muster points` and the army editor cost and check an army the same way.
 */
import { ERA_PRESET_IDS, scenarioRules, type EraPresetId, type RuleSettings } from './organisationRules';

export interface ArmyOrganisation {
  preset?: EraPresetId;
  budget?: number | null;
  bonus?: boolean;
  boardSquares?: number | null;
  requiredLeaders?: string[];
  requiredUnits?: string[];
  rules?: RuleSettings;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keeps only the well-formed fields, so a damaged block degrades to the defaults instead of failing. */
export function readOrganisation(v: unknown): ArmyOrganisation {
  if (!isObject(v)) return {};
  return {
    ...((ERA_PRESET_IDS as readonly unknown[]).includes(v.preset) ? { preset: v.preset as EraPresetId } : {}),
    ...(typeof v.budget === 'number' || v.budget === null ? { budget: v.budget } : {}),
    ...(typeof v.bonus === 'boolean' ? { bonus: v.bonus } : {}),
    ...(typeof v.boardSquares === 'number' || v.boardSquares === null ? { boardSquares: v.boardSquares } : {}),
    ...(Array.isArray(v.requiredLeaders) ? { requiredLeaders: v.requiredLeaders.map(String) } : {}),
    ...(Array.isArray(v.requiredUnits) ? { requiredUnits: v.requiredUnits.map(String) } : {}),
    ...(isObject(v.rules) ? { rules: v.rules as RuleSettings } : {}),
  };
}

/** The `musterReport` options an army's organisation block asks for. */
export function organisationOptions(org: ArmyOrganisation): { settings: RuleSettings[]; preset?: EraPresetId } {
  const limits = scenarioRules({
    ...(org.budget !== undefined ? { budget: org.budget } : {}),
    ...(org.bonus !== undefined ? { bonus: org.bonus } : {}),
    ...(org.boardSquares !== undefined ? { boardSquares: org.boardSquares } : {}),
    ...(org.requiredLeaders ? { requiredLeaders: org.requiredLeaders } : {}),
    ...(org.requiredUnits ? { requiredUnits: org.requiredUnits } : {}),
  });
  return { settings: org.rules ? [limits, org.rules] : [limits], ...(org.preset ? { preset: org.preset } : {}) };
}
