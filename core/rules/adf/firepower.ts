/**
 * Infantry and cavalry firepower (FP) by weapon and figures, and normal ranges per figure scale.
 * FP per figure is the same at every scale, since FP comes from the figures "regardless of scale"
 * (adfLine(708)); only the ranges differ, so each row holds one FP list and one normal range per
 * scale, citing the reference-chart line of each scale.
 */
import { adfLine } from '../trace';
import type { FigureScale } from '../../model/words';
import type { PerScale } from './types';
import type { CavalryWeapon, InfantryWeapon } from './weapons';

/** FP for 2, 3, 4, 5, 6, 7 and 8 figures (one figure has no printed value). */
export type FigureFirepower = readonly [number, number, number, number, number, number, number];

export interface SmallArmsRow {
  /** FP for 2..8 figures. */
  fp: FigureFirepower;
  /** Normal range in inches per scale; cavalry shotguns and pistols print ½ at 10mm. */
  normalRange: PerScale<number>;
  /** Printed for PBF (and melee) only. */
  pbfOnly?: boolean;
  /** Smoothbore muskets: buck-and-ball gives +1 DRM at point-blank fire (adfLine(725)). */
  buckAndBall?: boolean;
  /** Reference-chart line of this row at each scale. */
  source: PerScale<string>;
}

const lines = (l10: number, l15: number, l25: number): PerScale<string> => ({
  '10mm': adfLine(l10),
  '15mm': adfLine(l15),
  '25mm': adfLine(l25),
});

const nr = (n10: number, n15: number, n25: number): PerScale<number> => ({ '10mm': n10, '15mm': n15, '25mm': n25 });

/** Infantry firepower: 10mm adfLine(2701–2708), 15mm adfLine(2796–2803), 25mm adfLine(2892–2899). */
export const INFANTRY_FIREPOWER: Record<InfantryWeapon, SmallArmsRow> = {
  'rifle-musket': { fp: [2, 3, 4, 5, 6, 7, 8], normalRange: nr(2, 3, 4), source: lines(2701, 2796, 2892) },
  'smoothbore-musket': { fp: [2, 3, 4, 5, 6, 7, 7], normalRange: nr(1, 2, 3), buckAndBall: true, source: lines(2702, 2797, 2893) },
  'mixed-musket': { fp: [2, 3, 4, 5, 5, 6, 6], normalRange: nr(2, 3, 4), source: lines(2703, 2798, 2894) },
  'spencer-henry': { fp: [3, 4, 6, 7, 9, 10, 11], normalRange: nr(3, 4, 5), source: lines(2704, 2799, 2895) },
  'colt-revolving': { fp: [3, 4, 5, 6, 8, 9, 10], normalRange: nr(2, 3, 4), source: lines(2705, 2800, 2896) },
  'sharps-bl': { fp: [3, 4, 5, 6, 7, 8, 9], normalRange: nr(3, 4, 5), source: lines(2706, 2801, 2897) },
  'sharpshooter-rm': { fp: [2, 3, 4, 5, 6, 7, 8], normalRange: nr(3, 4, 5), source: lines(2707, 2802, 2898) },
  flintlock: { fp: [1, 2, 3, 3, 4, 4, 5], normalRange: nr(1, 2, 3), source: lines(2708, 2803, 2899) },
};

/** Cavalry (dismounted) firepower: 10mm adfLine(2728–2735), 15mm adfLine(2823–2830), 25mm adfLine(2919–2926). */
export const CAVALRY_FIREPOWER: Record<CavalryWeapon, SmallArmsRow> = {
  'rifle-musket': { fp: [1, 2, 3, 4, 5, 6, 7], normalRange: nr(2, 3, 4), source: lines(2728, 2823, 2919) },
  mixed: { fp: [1, 2, 3, 4, 5, 6, 7], normalRange: nr(1, 2, 3), source: lines(2729, 2824, 2920) },
  shotgun: { fp: [2, 3, 4, 5, 6, 7, 8], normalRange: nr(0.5, 1, 1), pbfOnly: true, source: lines(2730, 2825, 2921) },
  'repeating-carbine': { fp: [3, 4, 5, 6, 7, 8, 9], normalRange: nr(1, 2, 3), source: lines(2731, 2826, 2922) },
  'sharps-bl-carbine': { fp: [2, 3, 4, 5, 6, 7, 7], normalRange: nr(2, 3, 4), source: lines(2732, 2827, 2923) },
  'other-bl-carbine': { fp: [2, 3, 4, 5, 5, 6, 6], normalRange: nr(1, 2, 3), source: lines(2733, 2828, 2924) },
  'ml-carbine': { fp: [1, 2, 3, 4, 4, 5, 5], normalRange: nr(1, 1, 2), source: lines(2734, 2829, 2925) },
  pistol: { fp: [1, 1, 2, 3, 4, 5, 6], normalRange: nr(0.5, 1, 1), pbfOnly: true, source: lines(2735, 2830, 2926) },
};

/** The ODD UNIT SIZES rule: more than eight figures add two table values together (adfLine(741)). */
export const OVER_EIGHT_FIGURES_SOURCE = adfLine(741);

/**
 * How a unit of more than eight figures is split into table lookups.
 * - `even` (default): as evenly as possible, so 11 = 6 + 5 and 12 = 6 + 6 as in the book's examples.
 * - `eight-first`: the 8-figure value plus the value of the rest; a lone leftover figure adds nothing
 *   because one figure has no printed FP.
 */
export type OverEightSplit = 'even' | 'eight-first';

/** The figure counts whose table values are added for a unit of `figures` figures. */
export function figureSplit(figures: number, split: OverEightSplit = 'even'): number[] {
  if (!Number.isInteger(figures) || figures < 1) throw new RangeError(`figures must be a whole number ≥ 1, got ${figures}`);
  if (figures <= 8) return [figures];
  if (split === 'eight-first') {
    const parts: number[] = [];
    let left = figures;
    while (left > 8) {
      parts.push(8);
      left -= 8;
    }
    parts.push(left);
    return parts;
  }
  const groups = Math.ceil(figures / 8);
  const base = Math.floor(figures / groups);
  const bigger = figures % groups;
  return Array.from({ length: groups }, (_, i) => (i < bigger ? base + 1 : base));
}

/** The printed FP of one table row for 1..8 figures (one figure has no printed value: 0). */
export function rowFirepower(row: SmallArmsRow, figures: number): number {
  if (figures < 2) return 0;
  return row.fp[figures - 2] ?? 0;
}

export interface SmallArmsFirepower {
  fp: number;
  /** The figure counts looked up and added (one entry for eight figures or fewer). */
  parts: number[];
  source: string;
}

/** FP of a unit of `figures` figures armed with one weapon row, applying the over-eight rule. */
export function smallArmsFirepower(row: SmallArmsRow, figures: number, scale: FigureScale, split: OverEightSplit = 'even'): SmallArmsFirepower {
  const parts = figureSplit(figures, split);
  const fp = parts.reduce((sum, n) => sum + rowFirepower(row, n), 0);
  return { fp, parts, source: parts.length > 1 ? `${row.source[scale]}; ${OVER_EIGHT_FIGURES_SOURCE}` : row.source[scale] };
}

export const infantryFirepower = (weapon: InfantryWeapon, figures: number, scale: FigureScale = '15mm', split: OverEightSplit = 'even') =>
  smallArmsFirepower(INFANTRY_FIREPOWER[weapon], figures, scale, split);

export const cavalryFirepower = (weapon: CavalryWeapon, figures: number, scale: FigureScale = '15mm', split: OverEightSplit = 'even') =>
  smallArmsFirepower(CAVALRY_FIREPOWER[weapon], figures, scale, split);

/**
 * Infantry and cavalry range bands in inches: long range is twice normal (adfLine(760)); short range
 * and point-blank are under 1 inch at every scale, or under 2 inches at 25mm with the optional rule
 * (adfLine(708), adfLine(3193)).
 */
export interface SmallArmsRanges {
  short: number;
  normal: number;
  long: number;
}

export const SHORT_RANGE_SOURCE = adfLine(3193);

export function smallArmsRanges(row: SmallArmsRow, scale: FigureScale, twoInchAt25mm = false): SmallArmsRanges {
  const normal = row.normalRange[scale];
  return { short: scale === '25mm' && twoInchAt25mm ? 2 : 1, normal, long: 2 * normal };
}
