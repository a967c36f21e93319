/**
 * The order of battle's lists in the designer's words: leader roles (the army file's five, and a
 * scenario's army commander), where a catalogue entry comes from, guns and cavalry unit types. Formation
 * levels keep their labels beside their list (core/model/oob.ts), weapons theirs (core/rules/adf/weapons.ts).
 */
import type { ForceConstraint } from '../model/scenario.generated';
import type { Labels } from '../model/labels';
import { LEADER_ROLES } from '../model/oob';
import { ARTILLERY_WEAPON_NAMES, FIELD_GUNS } from '../rules/adf/weapons';
import type { CatalogueEntry } from './catalogue';

type Def<T> = NonNullable<T>;
/** Leader roles; the army file's five plus a scenario's army commander. */
export const LEADER_ROLE_LABELS: Labels<Def<Def<ForceConstraint['leader']>['role']>> = {
  brigade: 'Brigade',
  division: 'Division',
  corps: 'Corps',
  wing: 'Wing',
  artillery: 'Artillery',
  army: 'Army',
};
/** The army file's leader roles (no army commander: a scenario names him). */
export const ARMY_LEADER_ROLE_LABELS: Labels<(typeof LEADER_ROLES)[number]> = Object.fromEntries(LEADER_ROLES.map((r) => [r, LEADER_ROLE_LABELS[r]])) as Labels<(typeof LEADER_ROLES)[number]>;
/** Where a catalogue entry comes from (core/oob/catalogue.ts). */
export const CATALOGUE_ORIGIN_LABELS: Labels<CatalogueEntry['origin']> = { bundled: 'Bundled example', library: 'Library', book: 'ADF', records: 'Battle records' };
export const GUN_LABELS: Labels<(typeof FIELD_GUNS)[number]> = Object.fromEntries(FIELD_GUNS.map((g) => [g, ARTILLERY_WEAPON_NAMES[g]])) as Labels<(typeof FIELD_GUNS)[number]>;
export const CAVALRY_UNIT_TYPE_LABELS: Labels<'regiment' | 'battalion'> = { regiment: 'Regiment', battalion: 'Battalion' };
