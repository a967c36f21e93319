/**
 * The ADF muster-point (MP) tables: what a regiment, battery or leader costs when armies are bought
 * by points. Cells are written as the book prints them, green / trained / veteran / elite, with "-"
 * where the option is not available (adfLine(1958)).
 *
 * Two kinds of "no answer" are kept apart because the editor treats them differently:
 * - `not-available`: the book has the row but prints "-" for this quality or size — the option is
 *   not allowed under the points system;
 * - `no-price`: the book has no row at all (a gun type, weapon, size or era it never priced) — the
 *   user may enter a cost by hand, which Muster then marks as manual.
 */
import { adfLine, type Trace } from '../trace';
import type { Era, Quality } from '../../model/words';
import { QUALITIES } from '../../model/words';
import type { CavalryWeapon, FieldGun, InfantryWeapon } from './weapons';

/** A price per quality; `null` is the book's "-" (not available). */
export type QualityPrices = Readonly<Record<Quality, number | null>>;

/** Reads a cell the way the book prints it: `"- / 4 / 5 / 7"`. */
function cell(printed: string): QualityPrices {
  const parts = printed.split('/').map((s) => s.trim());
  if (parts.length !== 4) throw new Error(`muster-point cell needs four prices: ${printed}`);
  const value = (s: string): number | null => (s === '-' ? null : Number(s));
  return { green: value(parts[0]!), trained: value(parts[1]!), veteran: value(parts[2]!), elite: value(parts[3]!) };
}

export interface PriceRow<Size extends number> {
  /** The row's name as the book prints it, for the editor and the trace. */
  label: string;
  bySize: Readonly<Partial<Record<Size, QualityPrices>>>;
  source: string;
}

export const INFANTRY_FIGURE_COLUMNS = [4, 6, 8, 10, 12] as const;
export type InfantryFigureColumn = (typeof INFANTRY_FIGURE_COLUMNS)[number];
export const CAVALRY_FIGURE_COLUMNS = [4, 6, 8] as const;
export type CavalryFigureColumn = (typeof CAVALRY_FIGURE_COLUMNS)[number];
export const BATTERY_SECTION_COLUMNS = [1, 2, 3] as const;
export type BatterySectionColumn = (typeof BATTERY_SECTION_COLUMNS)[number];

const infantryRow = (label: string, line: number, c4: string, c6: string, c8: string, c10: string, c12: string): PriceRow<InfantryFigureColumn> => ({
  label,
  bySize: { 4: cell(c4), 6: cell(c6), 8: cell(c8), 10: cell(c10), 12: cell(c12) },
  source: adfLine(line),
});

/**
 * Infantry regiments by era. The 1864–65 header prints "8 figures" twice (adfLine(1974)); the second
 * column is the 6-figure column, since its rifle-musket cells equal the 1861–63 6-figure cells.
 * Weapons an era does not list have no price in that era.
 */
export const INFANTRY_MUSTER_POINTS: Readonly<Record<Era, Readonly<Partial<Record<InfantryWeapon, PriceRow<InfantryFigureColumn>>>>>> = {
  '1861-63': {
    flintlock: infantryRow('Old Flintlocks (FLT)', 1966, '- / 2 / 3 / 4', '2 / 3 / 4 / 5', '3 / 4 / 5 / -', '5 / 6 / - / -', '8 / - / - / -'),
    'smoothbore-musket': infantryRow('Smoothbore Muskets (SBM)', 1967, '- / 3 / 4 / 6', '4 / 5 / 6 / 8', '6 / 7 / 8 / -', '8 / 9 / - / -', '11 / - / - / -'),
    'mixed-musket': infantryRow('Mixed Muskets (MM)', 1968, '- / 2 / 3 / 5', '3 / 4 / 5 / 7', '5 / 6 / 7 / -', '7 / 8 / - / -', '10 / - / - / -'),
    'rifle-musket': infantryRow('Rifle-Muskets (R/M)', 1969, '- / 4 / 5 / 7', '5 / 6 / 7 / 9', '7 / 8 / 9 / -', '9 / 10 / - / -', '12 / - / - / -'),
  },
  '1864-65': {
    'rifle-musket': infantryRow('Rifle-Muskets (R/M)', 1975, '- / 4 / 5 / 7', '5 / 6 / 7 / 9', '7 / 8 / 9 / -', '9 / 10 / - / -', '12 / - / - / -'),
    'colt-revolving': infantryRow('Colt Revolving Rifles (CRR)', 1976, '- / 6 / 7 / 8', '7 / 8 / 9 / 11', '9 / 10 / 11 / -', '11 / 12 / - / -', '- / - / - / -'),
    'sharps-bl': infantryRow('Sharps BL Rifles (SBL)', 1977, '- / 7 / 8 / 9', '8 / 9 / 10 / 12', '10 / 11 / 12 / -', '12 / 14 / - / -', '- / - / - / -'),
    'spencer-henry': infantryRow('Spencer/Henry Repeating Rifles', 1978, '- / - / 17 / 20', '- / - / 19 / 22', '- / - / 23 / 25', '- / - / - / -', '- / - / - / -'),
  },
};

const cavalryRow = (label: string, line: number, c4: string, c6: string, c8: string): PriceRow<CavalryFigureColumn> => ({
  label,
  bySize: { 4: cell(c4), 6: cell(c6), 8: cell(c8) },
  source: adfLine(line),
});

/**
 * Cavalry regiments or battalions, one table for both eras (adfLine(1982)). The 8-figure BL and Sharps
 * cells repeat the 6-figure ones; kept as printed.
 */
export const CAVALRY_MUSTER_POINTS: Readonly<Partial<Record<CavalryWeapon, PriceRow<CavalryFigureColumn>>>> = {
  'ml-carbine': cavalryRow('Muzzle-loading (ML) Carbines', 1984, '- / 6 / 8 / 10', '- / 8 / 9 / 11', '- / - / 10 / 12'),
  mixed: cavalryRow('Mixed Weapons', 1985, '- / 8 / 9 / 11', '- / 10 / 11 / 13', '- / - / 12 / 14'),
  'other-bl-carbine': cavalryRow('Breech-loading (BL) Carbines', 1986, '- / 10 / 11 / 13', '- / 11 / 13 / 15', '- / - / 13 / 15'),
  'sharps-bl-carbine': cavalryRow('Sharps BL Carbines', 1987, '- / 11 / 12 / 14', '- / 12 / 14 / 16', '- / - / 14 / 16'),
  'repeating-carbine': cavalryRow('Repeating Carbines (Union only)', 1988, '- / - / 15 / 18', '- / - / 17 / 20', '- / - / - / -'),
};

const batteryRow = (label: string, line: number, c1: string, c2: string, c3: string): PriceRow<BatterySectionColumn> => ({
  label,
  bySize: { 1: cell(c1), 2: cell(c2), 3: cell(c3) },
  source: adfLine(line),
});

const LIGHT_SMOOTHBORES = batteryRow('6-pounder gun, 12-pounder howitzer', 1994, '1 / 2 / 3 / 5', '2 / 3 / 5 / 8', '3 / 5 / 7 / 10');
const LIGHT_RIFLES = batteryRow('3-inch or 10-pounder Parrott rifle', 1996, '2 / 3 / 4 / 6', '4 / 5 / 7 / 10', '6 / 7 / 9 / 12');

/** Field batteries, one table for both eras (adfLine(1992)). Gun types the book never priced are absent. */
export const ARTILLERY_MUSTER_POINTS: Readonly<Partial<Record<FieldGun, PriceRow<BatterySectionColumn>>>> = {
  '6pdr-gun': LIGHT_SMOOTHBORES,
  '12pdr-howitzer': LIGHT_SMOOTHBORES,
  '12pdr-napoleon': batteryRow('12-pounder Napoleon', 1995, '2 / 3 / 4 / 6', '4 / 5 / 7 / 10', '6 / 7 / 9 / 12'),
  '3in-ordnance': LIGHT_RIFLES,
  '10pdr-parrott': LIGHT_RIFLES,
  '20pdr-parrott': batteryRow('20-pounder Parrott rifle', 1997, '- / 4 / 6 / 8', '- / 7 / 9 / 12', '- / - / - / -'),
  mixed: batteryRow('Mixed Sections', 1998, '2 / 3 / 4 / 6', '3 / 4 / 6 / 9', '4 / 6 / 8 / 11'),
};

/** How the leader price list groups leaders: wing commanders are priced as corps commanders. */
export type LeaderPriceClass = 'brigade' | 'division-or-corps' | 'artillery';

/** One leader price and the line it is printed on. */
export interface LeaderPrice {
  points: number;
  source: string;
  /** The same price printed again beside the other era's table (the leader column repeats). */
  also?: string;
}

export interface LeaderPriceRow {
  label: string;
  /**
   * Prices by leadership benefit. Each LB has a line of its own in the book ("Brigade (1LB)" on one
   * line, "Brigade (2LB)" on the next), so each price carries its own citation.
   */
  byLb: Readonly<Partial<Record<0 | 1 | 2, LeaderPrice>>>;
}

/** A leader price cited on its 1861–63 line, with the 1864–65 line that repeats it. */
const leaderPoints = (points: number, line: number, repeatedOn: number): LeaderPrice => ({ points, source: adfLine(line), also: adfLine(repeatedOn) });

/** Leader prices, the same for both sides and both eras. No 0LB price is printed anywhere. */
export const LEADER_MUSTER_POINTS: Readonly<Record<LeaderPriceClass, LeaderPriceRow>> = {
  brigade: { label: 'Brigade leader', byLb: { 1: leaderPoints(6, 1966, 1975), 2: leaderPoints(12, 1967, 1976) } },
  'division-or-corps': { label: 'Division or corps leader', byLb: { 1: leaderPoints(8, 1968, 1977), 2: leaderPoints(16, 1969, 1978) } },
  // Priced in the artillery-battalion guideline, not in the leader column.
  artillery: { label: 'Artillery leader', byLb: { 1: { points: 10, source: adfLine(1931) } } },
};

/** Sharpshooter surcharge by figures; a sharpshooter unit must be elite and has no price beyond six figures. */
export const SHARPSHOOTER_SURCHARGE: { byFigures: Readonly<Partial<Record<number, number>>>; source: string } = {
  byFigures: { 4: 4, 6: 6 },
  source: adfLine(1958),
};

export type PriceAnswer =
  | { kind: 'priced'; points: number; source: string; trace: Trace }
  | { kind: 'not-available'; reason: string; source: string; trace: Trace }
  | { kind: 'no-price'; reason: string; trace: Trace };

function fromRow<Size extends number>(
  row: PriceRow<Size> | undefined,
  size: number,
  sizeWord: string,
  quality: Quality,
  what: string,
): PriceAnswer {
  if (!row) return { kind: 'no-price', reason: `the book gives no muster-point row for ${what}`, trace: [] };
  const prices = row.bySize[size as Size];
  if (!prices) {
    return { kind: 'no-price', reason: `the book prices ${row.label} only for ${Object.keys(row.bySize).join(', ')} ${sizeWord}, not ${size}`, trace: [] };
  }
  const points = prices[quality];
  const step = { step: row.label, value: points, detail: `${size} ${sizeWord}, ${quality}`, source: row.source };
  if (points === null) {
    return { kind: 'not-available', reason: `${row.label} with ${size} ${sizeWord} is not available as ${quality}`, source: row.source, trace: [step] };
  }
  return { kind: 'priced', points, source: row.source, trace: [step] };
}

export interface InfantryPriceQuery {
  era: Era;
  weapon: InfantryWeapon;
  figures: number;
  quality: Quality;
  sharpshooters: boolean;
}

/**
 * Price of an infantry regiment. A sharpshooter unit is priced from its weapon's row plus the surcharge;
 * the `sharpshooter-rm` weapon has no row of its own and is read as rifle-muskets (see docs/rules-notes/muster.md).
 */
export function infantryPrice(q: InfantryPriceQuery): PriceAnswer {
  const weapon: InfantryWeapon = q.weapon === 'sharpshooter-rm' ? 'rifle-musket' : q.weapon;
  const base = fromRow(INFANTRY_MUSTER_POINTS[q.era][weapon], q.figures, 'figures', q.quality, `${q.weapon} infantry in ${q.era}`);
  if (!(q.sharpshooters || q.weapon === 'sharpshooter-rm') || base.kind !== 'priced') return base;
  const surcharge = SHARPSHOOTER_SURCHARGE.byFigures[q.figures];
  if (surcharge === undefined) {
    return { kind: 'not-available', reason: `sharpshooter units are priced only with 4 or 6 figures, not ${q.figures}`, source: SHARPSHOOTER_SURCHARGE.source, trace: base.trace };
  }
  return {
    kind: 'priced',
    points: base.points + surcharge,
    // One line per citation: the answer cites the weapon row; the surcharge's line is in its trace step.
    source: base.source,
    trace: [...base.trace, { step: 'sharpshooter surcharge', value: surcharge, detail: `${q.figures}-figure sharpshooter unit`, source: SHARPSHOOTER_SURCHARGE.source }],
  };
}

export const cavalryPrice = (q: { weapon: CavalryWeapon; figures: number; quality: Quality }): PriceAnswer =>
  fromRow(CAVALRY_MUSTER_POINTS[q.weapon], q.figures, 'figures', q.quality, `${q.weapon} cavalry`);

export const batteryPrice = (q: { gun: FieldGun; sections: number; quality: Quality }): PriceAnswer =>
  fromRow(ARTILLERY_MUSTER_POINTS[q.gun], q.sections, 'sections', q.quality, `${q.gun} batteries`);

export function leaderPrice(q: { priceClass: LeaderPriceClass; lb: 0 | 1 | 2 }): PriceAnswer {
  const row = LEADER_MUSTER_POINTS[q.priceClass];
  const price = row.byLb[q.lb];
  if (price === undefined) return { kind: 'no-price', reason: `the book gives no price for a ${q.lb}LB ${row.label.toLowerCase()}`, trace: [] };
  const { points, source } = price;
  return { kind: 'priced', points, source, trace: [{ step: row.label, value: points, detail: `${q.lb}LB`, source }] };
}

/** Every quality in table order, for editors listing the valid choices of a row. */
export const PRICE_QUALITIES: readonly Quality[] = QUALITIES;
