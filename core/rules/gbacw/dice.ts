/**
 * The one die of the series: a d10 read 0–9 (2.5, L114), and the table look-up every GBACW table shares
 * (rows by an inclusive range of adjusted rolls, open at either end).
 */
import { die, shift, type Distribution } from '../../dice';
import { gbacwLine } from '../trace';

export const D10_SOURCE = gbacwLine(114);

/** The d10 of the series, faces 0 to 9. */
export const d10 = (): Distribution => shift(die(10), -1);

export interface RollBand {
  /** Inclusive; null is open-ended ("1 or less", "6 or more"). */
  min: number | null;
  max: number | null;
}

export const inBand = (band: RollBand, value: number): boolean => (band.min === null || value >= band.min) && (band.max === null || value <= band.max);

/** The row whose band holds `value`; tables are complete, so a miss is a table error. */
export function rowFor<R extends RollBand>(rows: readonly R[], value: number): R {
  const row = rows.find((r) => inBand(r, value));
  if (!row) throw new RangeError(`no row of the table holds ${value}`);
  return row;
}

/** A band as the book prints it: "1 or less", "2–3", "6 or more", "4". */
export function bandText(band: RollBand): string {
  if (band.min === null && band.max === null) return 'any';
  if (band.min === null) return `${band.max} or less`;
  if (band.max === null) return `${band.min} or more`;
  return band.min === band.max ? String(band.min) : `${band.min}–${band.max}`;
}

/** Signed, as a DRM is written: +1, 0, −2. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
