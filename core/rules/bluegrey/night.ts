/**
 * Night Game-Turns (11.0, B:464–485): a shorter move, leaving an enemy Zone of Control, the night die
 * on the attacker's total, no bombardment, and the markers that come off.
 */
import { die, probabilityWhere } from '../../dice';
import { bluegreyLine } from '../trace';
import { type Ratio, ratio, roundTimes } from './types';

export interface NightDieRow {
  faces: readonly number[];
  /** The factor on the attacker's combined adjusted strength. */
  factor: Ratio;
  label: string;
}

/**
 * The night die, rolled by the attacker just before each night attack: 1 doubles the attacker's total,
 * 2–3 leave it, 4–6 halve it, rounded to the nearest whole number and free to fall below 1 (11.23, B:480).
 */
export const NIGHT_DIE = {
  rows: [
    { faces: [1], factor: ratio(2), label: 'doubled' },
    { faces: [2, 3], factor: ratio(1), label: 'unchanged' },
    { faces: [4, 5, 6], factor: ratio(1, 2), label: 'halved' },
  ] as readonly NightDieRow[],
  source: bluegreyLine(480),
} as const;

/** Movement Allowance one less, and the Strategic Movement bonus one less (11.11, B:472; 6.46, B:220). */
export const NIGHT_MOVEMENT = { allowanceChange: -1, strategicChange: -1, source: bluegreyLine(472), strategicSource: bluegreyLine(220) } as const;
/** A unit starting in an enemy Zone of Control may leave it, at no extra cost, and not enter one again that night (11.12, B:473). */
export const NIGHT_ZOC_EXIT_SOURCE = bluegreyLine(473);
/** Attacking is compulsory only for units that moved into an enemy Zone of Control this night turn (11.21, B:476). */
export const NIGHT_COMPULSION_SOURCE = bluegreyLine(476);
/** No artillery attack from a non-adjacent hex at night (11.24, B:481). */
export const NIGHT_NO_BOMBARDMENT_SOURCE = bluegreyLine(481);

export interface NightCase {
  faces: readonly number[];
  probability: number;
  factor: Ratio;
  label: string;
  /** The attacker's total after the night die. */
  total: number;
}

/** Every outcome of the night die on an attacker's combined adjusted strength, with its exact chance. */
export function nightCases(total: number): NightCase[] {
  return NIGHT_DIE.rows.map((r) => ({
    faces: r.faces,
    probability: probabilityWhere(die(), (t) => r.faces.includes(t)),
    factor: r.factor,
    label: r.label,
    total: roundTimes(total, r.factor),
  }));
}
