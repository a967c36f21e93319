/**
 * ADF game scales: ground, figure, time and board, per figure scale (digest §1).
 * The book gives no stand base sizes: any base works as long as a unit has two or three stands.
 */
import { adfLine, type Trace } from '../trace';
import type { FigureScale } from '../../model/words';
import type { PerScale } from './types';
import { plural } from '../../model/plural';

/** Rough yards one inch of table stands for (B:2474–2476). */
export const GROUND_SCALE: PerScale<{ source: string; yardsPerInch: { min: number; max: number } }> = {
  '10mm': { source: adfLine(2474), yardsPerInch: { min: 100, max: 120 } },
  '15mm': { source: adfLine(2475), yardsPerInch: { min: 80, max: 100 } },
  '25mm': { source: adfLine(2476), yardsPerInch: { min: 60, max: 80 } },
};

/** Game scales that follow one of the three charts (6mm uses the 10mm charts, and so on) (B:445–449). */
export const SCALE_FOR_FIGURE_SIZE: { source: string; sizes: Record<'6mm' | '10mm' | '15mm' | '20mm' | '25mm' | '28mm', FigureScale> } = {
  source: adfLine(445),
  sizes: { '6mm': '10mm', '10mm': '10mm', '15mm': '15mm', '20mm': '15mm', '25mm': '25mm', '28mm': '25mm' },
};

/** One game turn (B:2477). */
export const TURN_LENGTH = { source: adfLine(2477), minutes: 30 } as const;

export const FIGURE_KINDS = ['infantry', 'cavalry', 'sharpshooters'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** Men per figure (B:2478, B:2479); sharpshooters are modelled at 1:30 (B:1029). */
export const MEN_PER_FIGURE: Record<FigureKind, { source: string; men: number }> = {
  infantry: { source: adfLine(2478), men: 60 },
  cavalry: { source: adfLine(2479), men: 30 },
  sharpshooters: { source: adfLine(1029), men: 30 },
};

/** One gun model is one battery; each crew figure is a section of two guns (B:2480). */
export const ARTILLERY_SCALE = {
  source: adfLine(2480),
  gunsPerSection: 2,
  /** Batteries of more than three or four sections are modelled as two batteries (B:1288). */
  maxSectionsPerBattery: { source: adfLine(1288), sections: 4 },
} as const;

/** Game-board square sides in inches (B:2038–2041). */
export const BOARD_SQUARE: PerScale<{ source: string; inches: number }> = {
  '10mm': { source: adfLine(2039), inches: 12 },
  '15mm': { source: adfLine(2040), inches: 18 },
  '25mm': { source: adfLine(2041), inches: 24 },
};

/** Depth of a unit's primary zone straight ahead (B:3149). */
export const PRIMARY_ZONE: { source: string; inches: PerScale<number> } = {
  source: adfLine(3149),
  inches: { '10mm': 6, '15mm': 9, '25mm': 12 },
};

// ---------------------------------------------------------------------------
// Mounting
// ---------------------------------------------------------------------------

export const MOUNTINGS = ['two-stand', 'three-stand'] as const;
export type Mounting = (typeof MOUNTINGS)[number];

/**
 * Infantry and cavalry units are two rectangular single-rank stands or three square double-rank
 * stands (B:519, B:523); either works at any scale and the two may be mixed (B:485).
 */
export const STAND_MOUNTING: Record<Mounting, { source: string; stands: number; shape: 'rectangular' | 'square'; ranks: 1 | 2 }> = {
  'two-stand': { source: adfLine(519), stands: 2, shape: 'rectangular', ranks: 1 },
  'three-stand': { source: adfLine(523), stands: 3, shape: 'square', ranks: 2 },
};

/** A unit down to one stand is depleted, in either system (B:531). */
export const DEPLETED_AT_STANDS = { source: adfLine(531), stands: 1 } as const;

/** Cavalry needs two sets of stands, mounted and dismounted, with the same figures (B:1616). */
export const CAVALRY_STAND_SETS = { source: adfLine(1616), sets: ['mounted', 'dismounted'] } as const;

/** Men for a number of figures. */
export function menForFigures(kind: FigureKind, figures: number): { men: number; trace: Trace } {
  const scale = MEN_PER_FIGURE[kind];
  const men = figures * scale.men;
  return {
    men,
    trace: [{ step: 'figure scale', value: men, detail: `${plural(figures, `${kind} figure`)} at ${scale.men} men each.`, source: scale.source }],
  };
}

/** Figures for a historical strength, rounded to the nearest figure as the book's examples are (B:499–515). */
export function figuresForMen(kind: FigureKind, men: number): { figures: number; trace: Trace } {
  const scale = MEN_PER_FIGURE[kind];
  const figures = Math.max(1, Math.round(men / scale.men));
  return {
    figures,
    trace: [{ step: 'figure scale', value: figures, detail: `${men} men at ${scale.men} a figure, to the nearest figure.`, source: scale.source }],
  };
}

/**
 * Figures on each stand, as equal as possible, larger stands first: 12 figures → 6 + 6 or
 * 4 + 4 + 4; a 5-figure unit → 3 + 2 (B:477).
 */
export function figuresPerStand(figures: number, mounting: Mounting): number[] {
  const stands = STAND_MOUNTING[mounting].stands;
  const base = Math.floor(figures / stands);
  const extra = figures % stands;
  return Array.from({ length: stands }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Yards a table distance stands for, as the range the book gives. */
export function yardsForInches(scale: FigureScale, inches: number): { yards: { min: number; max: number }; trace: Trace } {
  const g = GROUND_SCALE[scale];
  const yards = { min: inches * g.yardsPerInch.min, max: inches * g.yardsPerInch.max };
  return {
    yards,
    trace: [{ step: 'ground scale', value: `${yards.min}-${yards.max}`, detail: `At ${scale} one inch is ${g.yardsPerInch.min} to ${g.yardsPerInch.max} yards.`, source: g.source }],
  };
}

// ---------------------------------------------------------------------------
// The optional 25mm rule
// ---------------------------------------------------------------------------

/**
 * Optional: with 25mm or larger figures every "1-inch" rule distance counts as 2 inches (B:773, B:2617).
 * This file is the one place the rule lives: the option is `ScaleOptions.oneInchCountsAsTwo` (fire,
 * movement and the editor all take that name) and `ruleDistance` is the one function applying it, e.g.
 * to short range and point-blank canister (B:708, B:2962, B:3193).
 */
export const ONE_INCH_COUNTS_AS_TWO = { source: adfLine(2617), scales: ['25mm'] as readonly FigureScale[], bookInches: 1, inches: 2 } as const;

export interface ScaleOptions {
  /** The optional 25mm rule above; off by default. */
  oneInchCountsAsTwo: boolean;
}
export const DEFAULT_SCALE_OPTIONS: ScaleOptions = { oneInchCountsAsTwo: false };

/**
 * Turns a distance as the tables state it (short range, point-blank canister, "within 1 inch") into
 * the inches measured on the table, after the optional 25mm rule. Only the 1-inch distances change.
 */
export function ruleDistance(scale: FigureScale, bookInches: number, options: ScaleOptions = DEFAULT_SCALE_OPTIONS): { inches: number; trace: Trace } {
  const rule = ONE_INCH_COUNTS_AS_TWO;
  const applies = options.oneInchCountsAsTwo && rule.scales.includes(scale) && bookInches === rule.bookInches;
  const inches = applies ? rule.inches : bookInches;
  return {
    inches,
    trace: [
      {
        step: '1 inch counts as 2',
        value: inches,
        detail: applies ? 'Optional 25mm rule: the 1-inch distance counts as 2 inches.' : `The rule distance stays ${plural(bookInches, 'inch', 'inches')}.`,
        source: rule.source,
        applied: applies,
      },
    ],
  };
}
