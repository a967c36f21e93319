/**
 * The organisation rules' lists in the designer's words: how severe a broken rule is, and the era presets
 * (their labels kept with the presets, core/muster/organisationRules.ts).
 */
import type { Labels } from '../model/labels';
import { ERA_PRESETS } from './organisationRules';

export const SEVERITY_LABELS: Labels<'warning' | 'error'> = { warning: 'Warning', error: 'Error' };
export const ORGANISATION_PRESET_LABELS: Labels<keyof typeof ERA_PRESETS> = Object.fromEntries(Object.entries(ERA_PRESETS).map(([k, v]) => [k, v.label])) as Labels<keyof typeof ERA_PRESETS>;
