/**
 * The ground scale a scenario's table is laid on the Earth at, by default: the middle of the book's range
 * for the scenario's figure scale. The book gives the ranges twice (Designer's notes, B:320–322, and Game
 * scales, B:447–449); both are cited, and they agree.
 */
import { adfLine } from '../rules/trace';
import type { FigureScale } from '../model/words';

export interface GroundScaleRow {
  /** Where the book gives the range (the designer's notes and the game scales). */
  sources: readonly [string, string];
  yardsPerInch: { min: number; max: number };
}

export const BOOK_GROUND_SCALE: Record<FigureScale, GroundScaleRow> = {
  '10mm': { sources: [adfLine(320), adfLine(447)], yardsPerInch: { min: 100, max: 120 } },
  '15mm': { sources: [adfLine(321), adfLine(448)], yardsPerInch: { min: 80, max: 100 } },
  '25mm': { sources: [adfLine(322), adfLine(449)], yardsPerInch: { min: 60, max: 80 } },
};

/** "The ground scale is about 100 yards per inch" (B:445): for a scenario with no figure scale (counters). */
export const BOOK_GROUND_SCALE_ABOUT = { source: adfLine(445), yardsPerInch: 100 } as const;

/** The default yards per inch for a scenario's scale: the middle of the book's range, or about 100. */
export function defaultYardsPerInch(scale: string | undefined): number {
  const row = scale !== undefined && scale in BOOK_GROUND_SCALE ? BOOK_GROUND_SCALE[scale as FigureScale] : undefined;
  return row ? (row.yardsPerInch.min + row.yardsPerInch.max) / 2 : BOOK_GROUND_SCALE_ABOUT.yardsPerInch;
}

export const METRES_PER_YARD = 0.9144;

/** Metres of ground one inch of table stands for. */
export const metresPerInch = (yardsPerInch: number): number => yardsPerInch * METRES_PER_YARD;
