/** Vocabulary shared by every Blue & Grey table and engine, with the labels a player reads. */
import type { Counter } from '../../model/scenario.generated';
import { bluegreyLine } from '../trace';

/**
 * The kinds of unit the rules tell apart (2.4, B:57–74). Trains are the non-combat wagon trains some
 * games have (2.3, B:33); leaders exist only in one game's option and are not rated here.
 */
export const BG_UNIT_CLASSES = ['infantry', 'cavalry', 'artillery', 'horse-artillery', 'gunboat', 'train'] as const;
export type BgUnitClass = (typeof BG_UNIT_CLASSES)[number];
export const BG_UNIT_CLASS_LABELS: Readonly<Record<BgUnitClass, string>> = {
  infantry: 'Infantry',
  cavalry: 'Cavalry',
  artillery: 'Artillery',
  'horse-artillery': 'Horse artillery',
  gunboat: 'Gunboat',
  train: 'Wagon train',
};
export const BG_UNIT_CLASSES_SOURCE = bluegreyLine(55);

/**
 * The class a scenario's counter plays as (the counter types of the hex scenarios, `Counter['type']`);
 * leaders, engineers and other counters have no Blue & Grey rating.
 */
export const BG_CLASS_OF_COUNTER_TYPE: Readonly<Record<Counter['type'], BgUnitClass | null>> = {
  infantry: 'infantry',
  cavalry: 'cavalry',
  artillery: 'artillery',
  'horse-artillery': 'horse-artillery',
  gunboat: 'gunboat',
  train: 'train',
  leader: null,
  engineers: null,
  other: null,
};

/** Artillery in every respect but movement (9.0, B:335). */
export const isArtilleryClass = (c: BgUnitClass): boolean => c === 'artillery' || c === 'horse-artillery' || c === 'gunboat';

/** Whether a unit of this class is infantry or cavalry (the units that support artillery, 9.53, and open an EZOC to it, 7.3). */
export const isInfantryOrCavalry = (c: BgUnitClass): boolean => c === 'infantry' || c === 'cavalry';

/** The morale ladder of 12.0 (B:486–545): each further Disorder moves a unit one step down. */
export const BG_MORALE_STATES = ['normal', 'disordered', 'shaken', 'routed'] as const;
export type BgMoraleState = (typeof BG_MORALE_STATES)[number];
export const BG_MORALE_STATE_LABELS: Readonly<Record<BgMoraleState, string>> = {
  normal: 'In good order',
  disordered: 'Disordered',
  shaken: 'Shaken',
  routed: 'Routed',
};

/** A fraction, so strengths are adjusted in whole numbers (no float drift at the .5 boundary). */
export interface Ratio {
  num: number;
  den: number;
}
export const ratio = (num: number, den = 1): Ratio => ({ num, den });
export const ratioText = (r: Ratio): string => (r.den === 1 ? `×${r.num}` : `×${r.num}/${r.den}`);

/**
 * `value × r` rounded to the nearest whole number, a half rounding up (8.32: ".499 or lower is
 * rounded down, .5 or higher up"), in integer arithmetic.
 */
export function roundTimes(value: number, r: Ratio): number {
  return Math.floor((2 * value * r.num + r.den) / (2 * r.den));
}

/** Movement Points are kept in thirds, so the turnpike's 2/3 adds up exactly. */
export const THIRDS = 3;

/** MP in thirds written as a player writes it: "2", "2/3", "4 2/3". */
export function mpText(thirds: number): string {
  if (!Number.isFinite(thirds)) return '—';
  const whole = Math.floor(thirds / THIRDS);
  const rest = thirds - whole * THIRDS;
  if (rest === 0) return String(whole);
  return whole === 0 ? `${rest}/3` : `${whole} ${rest}/3`;
}
