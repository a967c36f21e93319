/**
 * The army file's own settings beside its order of battle: the `organisation` block (era preset, points
 * budget, bonus, board squares, required leaders and units, rule changes) turned into the options of
 * `musterReport`, and the command that edits one of its fields.
 * The reading matches `muster points` (cli/commands/points.ts), so the app and the CLI agree.
 */
import type { Command } from '../../../../core/history';
import { ERA_PRESET_IDS, scenarioRules, type EraPresetId, type RuleSettings, type ValidateOptions } from '../../../../core/muster';

export interface Organisation {
  preset?: EraPresetId;
  budget?: number | null;
  bonus?: boolean;
  boardSquares?: number | null;
  requiredLeaders?: string[];
  requiredUnits?: string[];
  rules?: RuleSettings;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function organisationOf(doc: unknown): Organisation {
  return isObject(doc) && isObject(doc.organisation) ? (doc.organisation as Organisation) : {};
}

export function reportOptions(org: Organisation): ValidateOptions {
  const limits = scenarioRules({
    ...(org.budget !== undefined ? { budget: org.budget } : {}),
    ...(org.bonus !== undefined ? { bonus: org.bonus } : {}),
    ...(org.boardSquares !== undefined ? { boardSquares: org.boardSquares } : {}),
    ...(org.requiredLeaders ? { requiredLeaders: org.requiredLeaders } : {}),
    ...(org.requiredUnits ? { requiredUnits: org.requiredUnits } : {}),
  });
  const preset = org.preset && (ERA_PRESET_IDS as readonly string[]).includes(org.preset) ? org.preset : undefined;
  return { settings: org.rules ? [limits, org.rules] : [limits], ...(preset ? { preset } : {}) };
}

/** Sets (or with `undefined` removes) one field of `organisation`, creating the block when the file has none. */
export function setOrganisation<K extends keyof Organisation>(field: K, value: Organisation[K] | undefined, label: string): Command<unknown> {
  return {
    label,
    patches: (doc) => {
      const org = organisationOf(doc);
      if (JSON.stringify(org[field]) === JSON.stringify(value)) return [];
      const has = isObject(doc) && isObject(doc.organisation);
      if (!has) return value === undefined ? [] : [{ op: 'set', path: ['organisation'], value: { [field]: value } }];
      return value === undefined ? [{ op: 'remove', path: ['organisation', field] }] : [{ op: 'set', path: ['organisation', field], value }];
    },
  };
}
