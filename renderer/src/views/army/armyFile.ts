/**
 * The army file's own settings beside its order of battle: the `organisation` block (era preset, points
 * budget, bonus, board squares, required leaders and units, rule changes) turned into the options of
 * `musterReport`, and the command that edits one of its fields.
 * The reading itself is core/muster/organisation.ts, shared with `muster points`.
 */
import type { Command } from '../../../../core/history';
import { organisationOptions, readOrganisation, type ArmyOrganisation, type ValidateOptions } from '../../../../core/muster';

export type Organisation = ArmyOrganisation;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const organisationOf = (doc: unknown): Organisation => readOrganisation(isObject(doc) ? doc.organisation : undefined);

export const reportOptions = (org: Organisation): ValidateOptions => organisationOptions(org);

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
