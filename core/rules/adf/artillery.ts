/**
 * Field artillery and big-gun (siege and fortress) firepower and ranges.
 * FP per section is the same at every scale, Union first and Confederate second; only ranges differ.
 */
import { adfLine } from '../trace';
import type { FigureScale, Side } from '../../model/words';
import type { PerScale } from './types';
import type { BigGun, FieldGun } from './weapons';

/** Smoothbores fire canister with more dice than rifles (adfLine(2624), adfLine(2625)). */
export type GunClass = 'smoothbore' | 'rifled' | 'mixed';

/** FP for 1, 2 and 3 sections. */
export type SectionFirepower = readonly [number, number, number];

export interface FieldGunRow {
  gunClass: GunClass;
  normalRange: PerScale<number>;
  fp: Record<Side, SectionFirepower>;
  source: PerScale<string>;
}

const lines = (l10: number, l15: number, l25: number): PerScale<string> => ({
  '10mm': adfLine(l10),
  '15mm': adfLine(l15),
  '25mm': adfLine(l25),
});
const perScale = (a: number, b: number, c: number): PerScale<number> => ({ '10mm': a, '15mm': b, '25mm': c });
const fp = (union: SectionFirepower, confederate: SectionFirepower): Record<Side, SectionFirepower> => ({ union, confederate });

/** Field artillery: 10mm adfLine(2755–2768), 15mm adfLine(2850–2863), 25mm adfLine(2946–2959). */
export const FIELD_ARTILLERY: Record<FieldGun, FieldGunRow> = {
  '6pdr-gun': { gunClass: 'smoothbore', normalRange: perScale(7, 10, 13), fp: fp([2, 3, 5], [2, 3, 4]), source: lines(2755, 2850, 2946) },
  '12pdr-napoleon': { gunClass: 'smoothbore', normalRange: perScale(8, 13, 17), fp: fp([3, 5, 8], [3, 4, 7]), source: lines(2756, 2851, 2947) },
  '12pdr-howitzer': { gunClass: 'smoothbore', normalRange: perScale(6, 10, 13), fp: fp([3, 5, 8], [3, 4, 7]), source: lines(2757, 2852, 2948) },
  '24pdr-howitzer': { gunClass: 'smoothbore', normalRange: perScale(7, 12, 15), fp: fp([4, 7, 11], [4, 6, 10]), source: lines(2758, 2853, 2949) },
  '10pdr-parrott': { gunClass: 'rifled', normalRange: perScale(13, 18, 23), fp: fp([3, 5, 8], [3, 4, 7]), source: lines(2760, 2855, 2951) },
  '3in-ordnance': { gunClass: 'rifled', normalRange: perScale(12, 17, 22), fp: fp([3, 6, 9], [3, 5, 8]), source: lines(2761, 2856, 2952) },
  '14pdr-james': { gunClass: 'rifled', normalRange: perScale(11, 16, 21), fp: fp([3, 6, 9], [3, 5, 8]), source: lines(2762, 2857, 2953) },
  whitworth: { gunClass: 'rifled', normalRange: perScale(18, 26, 34), fp: fp([3, 5, 8], [3, 5, 8]), source: lines(2763, 2858, 2954) },
  '6pdr-wiard': { gunClass: 'rifled', normalRange: perScale(11, 14, 18), fp: fp([2, 4, 6], [2, 4, 5]), source: lines(2764, 2859, 2955) },
  '20pdr-parrott': { gunClass: 'rifled', normalRange: perScale(14, 20, 26), fp: fp([4, 7, 11], [4, 6, 10]), source: lines(2766, 2861, 2957) },
  '30pdr-parrott': { gunClass: 'rifled', normalRange: perScale(16, 22, 28), fp: fp([5, 8, 12], [5, 7, 11]), source: lines(2767, 2862, 2958) },
  mixed: { gunClass: 'mixed', normalRange: perScale(10, 14, 18), fp: fp([3, 5, 8], [3, 4, 7]), source: lines(2768, 2863, 2959) },
};

/** Long canister range per scale (adfLine(2771), adfLine(2866), adfLine(2962)). */
export const CANISTER_RANGE: PerScale<{ inches: number; source: string }> = {
  '10mm': { inches: 2, source: adfLine(2771) },
  '15mm': { inches: 3, source: adfLine(2866) },
  '25mm': { inches: 4, source: adfLine(2962) },
};

/** Point-blank canister against a charge: 1 inch at every scale; 2 inches at 25mm is optional (adfLine(2962)). */
export const PBF_CANISTER_RANGE = { inches: 1, optional25mm: 2, source: adfLine(2962) } as const;

export type BigGunKind = 'siege' | 'fortress';

export interface BigGunRow {
  kind: BigGunKind;
  /** Parrotts, Ordnance, Brooke and Whitworth are rifles; the mixed rows count as rifled (they hold rifles). */
  gunClass: 'smoothbore' | 'rifled';
  /** The chart's "CR / NR" cell per scale: point-blank canister range – canister range / normal range. */
  pbfRange: PerScale<number>;
  canisterRange: PerScale<number>;
  normalRange: PerScale<number>;
  fp: Record<Side, SectionFirepower>;
  source: string;
}

/** One row of the siege and fortress chart (adfLine(3020–3043)); `cr` is `[pbf, canister, normal]` per scale. */
function bigGun(kind: BigGunKind, gunClass: 'smoothbore' | 'rifled', line: number, cr: [[number, number, number], [number, number, number], [number, number, number]], union: SectionFirepower, confederate: SectionFirepower): BigGunRow {
  const [s10, s15, s25] = cr;
  return {
    kind,
    gunClass,
    pbfRange: perScale(s10[0], s15[0], s25[0]),
    canisterRange: perScale(s10[1], s15[1], s25[1]),
    normalRange: perScale(s10[2], s15[2], s25[2]),
    fp: { union, confederate },
    source: adfLine(line),
  };
}

/** Siege and fortress guns (adfLine(3023–3042); the same chart at adfLine(1449–1468)). */
export const BIG_GUN_ARTILLERY: Record<BigGun, BigGunRow> = {
  'siege-30pdr-parrott': bigGun('siege', 'rifled', 3023, [[1, 2, 14], [1, 3, 18], [1, 4, 24]], [5, 9, 12], [5, 8, 10]),
  'siege-4.5in-ordnance': bigGun('siege', 'rifled', 3024, [[1, 2, 14], [1, 3, 18], [1, 4, 24]], [6, 11, 15], [6, 10, 13]),
  'siege-18pdr-sb': bigGun('siege', 'smoothbore', 3025, [[1, 3, 10], [1, 4, 14], [1, 5, 20]], [4, 7, 9], [4, 6, 8]),
  'siege-24pdr-sb': bigGun('siege', 'smoothbore', 3026, [[1, 3, 11], [1, 4, 15], [1, 5, 21]], [5, 9, 12], [5, 8, 10]),
  'siege-8in-howitzer': bigGun('siege', 'smoothbore', 3027, [[1, 3, 12], [1, 4, 16], [1, 5, 22]], [7, 13, 18], [7, 12, 16]),
  'siege-mixed': bigGun('siege', 'rifled', 3028, [[1, 2, 12], [1, 3, 16], [1, 4, 23]], [5, 9, 12], [5, 8, 10]),
  'fortress-32pdr-sb': bigGun('fortress', 'smoothbore', 3030, [[1, 2, 8], [1, 3, 10], [1, 4, 14]], [4, 7, 9], [4, 6, 8]),
  'fortress-42pdr-sb': bigGun('fortress', 'smoothbore', 3031, [[1, 2, 8], [1, 3, 10], [1, 4, 14]], [5, 9, 12], [5, 8, 10]),
  'fortress-8in-columbiad': bigGun('fortress', 'smoothbore', 3032, [[1, 2, 8], [1, 3, 10], [1, 4, 14]], [7, 13, 18], [7, 12, 16]),
  'fortress-10in-columbiad': bigGun('fortress', 'smoothbore', 3033, [[1, 3, 8], [1, 4, 12], [1, 5, 16]], [8, 14, 19], [8, 13, 17]),
  'fortress-15in-columbiad': bigGun('fortress', 'smoothbore', 3034, [[1, 3, 10], [1, 4, 14], [1, 5, 18]], [9, 16, 21], [9, 14, 18]),
  'fortress-100pdr-parrott': bigGun('fortress', 'rifled', 3035, [[1, 3, 12], [1, 4, 14], [1, 5, 20]], [8, 14, 19], [8, 13, 17]),
  'fortress-200pdr-parrott': bigGun('fortress', 'rifled', 3036, [[1, 3, 12], [1, 4, 16], [2, 5, 22]], [9, 16, 21], [9, 14, 18]),
  'fortress-300pdr-parrott': bigGun('fortress', 'rifled', 3037, [[1, 3, 14], [1, 4, 18], [2, 5, 24]], [10, 17, 22], [10, 15, 19]),
  'fortress-7in-brooke': bigGun('fortress', 'rifled', 3038, [[1, 3, 12], [1, 4, 16], [1, 5, 22]], [7, 13, 18], [7, 12, 16]),
  'fortress-15in-rodman': bigGun('fortress', 'smoothbore', 3039, [[1, 3, 10], [1, 4, 14], [1, 5, 18]], [10, 17, 22], [10, 15, 19]),
  'fortress-10in-dahlgren': bigGun('fortress', 'smoothbore', 3040, [[1, 3, 10], [1, 4, 12], [1, 5, 18]], [8, 14, 19], [8, 13, 17]),
  'fortress-80pdr-whitworth': bigGun('fortress', 'rifled', 3041, [[1, 3, 14], [1, 4, 18], [2, 5, 24]], [8, 14, 19], [8, 13, 17]),
  'fortress-mixed': bigGun('fortress', 'rifled', 3042, [[1, 3, 10], [1, 4, 12], [1, 5, 18]], [7, 13, 18], [7, 12, 16]),
};

/** Long range multiplies normal range: 2× for field and siege guns, 3× for fortress guns (adfLine(3006), adfLine(3007)). */
export const LONG_RANGE_FACTOR: Record<'field' | BigGunKind, { factor: number; source: string }> = {
  field: { factor: 2, source: adfLine(2622) },
  siege: { factor: 2, source: adfLine(3006) },
  fortress: { factor: 3, source: adfLine(3007) },
};

export const MAX_SECTIONS = 3;

export interface ArtilleryFirepower {
  fp: number;
  source: string;
}

function sectionFirepower(table: Record<Side, SectionFirepower>, side: Side, sections: number): number {
  if (!Number.isInteger(sections) || sections < 1 || sections > MAX_SECTIONS) {
    throw new RangeError(`sections must be 1 to ${MAX_SECTIONS}, got ${sections}`);
  }
  return table[side][sections - 1]!;
}

export function fieldArtilleryFirepower(gun: FieldGun, side: Side, sections: number, scale: FigureScale = '15mm'): ArtilleryFirepower {
  const row = FIELD_ARTILLERY[gun];
  return { fp: sectionFirepower(row.fp, side, sections), source: row.source[scale] };
}

export function bigGunFirepower(gun: BigGun, side: Side, sections: number): ArtilleryFirepower {
  const row = BIG_GUN_ARTILLERY[gun];
  return { fp: sectionFirepower(row.fp, side, sections), source: row.source };
}

/** Artillery range bands in inches: short is half normal (adfLine(3191), not the printed "under 1 inch"). */
export interface ArtilleryRanges {
  pbfCanister: number;
  canister: number;
  short: number;
  normal: number;
  long: number;
}

export function fieldArtilleryRanges(gun: FieldGun, scale: FigureScale, twoInchAt25mm = false): ArtilleryRanges {
  const normal = FIELD_ARTILLERY[gun].normalRange[scale];
  return {
    pbfCanister: scale === '25mm' && twoInchAt25mm ? PBF_CANISTER_RANGE.optional25mm : PBF_CANISTER_RANGE.inches,
    canister: CANISTER_RANGE[scale].inches,
    short: normal / 2,
    normal,
    long: normal * LONG_RANGE_FACTOR.field.factor,
  };
}

export function bigGunRanges(gun: BigGun, scale: FigureScale): ArtilleryRanges {
  const row = BIG_GUN_ARTILLERY[gun];
  const normal = row.normalRange[scale];
  return {
    pbfCanister: row.pbfRange[scale],
    canister: row.canisterRange[scale],
    short: normal / 2,
    normal,
    long: normal * LONG_RANGE_FACTOR[row.kind].factor,
  };
}
