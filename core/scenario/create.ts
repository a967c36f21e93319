/**
 * A new, blank scenario that already validates: an ADF table of board squares sized for the figure
 * scale, two sides with the book's suggested points budget, and nothing else yet.
 */
import { adfLine } from '../rules/trace';
import { SCHEMA_URL, CURRENT_FORMAT_VERSION } from '../model/documents';
import type { HexGrid, HexMap, MusterScenario } from '../model/scenario.generated';
import { DEFAULT_HEX_SIZE_IN, gridOf, sheetSize } from '../hexgrid/grid';

type FigureScale = '10mm' | '15mm' | '25mm';

/** Board square side per figure scale: 6/10mm 12", 15/20mm 18", 25/28mm 24". */
export const BOARD_SQUARE_INCHES: Record<FigureScale, { inches: number; source: string }> = {
  '10mm': { inches: 12, source: adfLine(2039) },
  '15mm': { inches: 18, source: adfLine(2040) },
  '25mm': { inches: 24, source: adfLine(2041) },
};

/** Each side gets about 40 muster points per square of battlespace. */
export const POINTS_PER_SQUARE = { points: 40, source: adfLine(2172) } as const;

export interface NewScenarioOptions {
  title?: string;
  ruleset?: MusterScenario['ruleset'];
  scale?: FigureScale;
  squaresWide?: number;
  squaresDeep?: number;
}

/** The board a new scenario starts on, in squares. */
const NEW_BOARD_SQUARES = { wide: 3, deep: 2 } as const;

/**
 * Whether `budget` is still the one a new scenario gave its side and the designer never set: the
 * book's suggestion for the new board (or for the board as it is now), and nothing else in it. The
 * format keeps no flag for "set by hand", so a budget the designer typed to the same number and left
 * without a formation, arm or constraint counts as the suggestion too (docs/historical-sides.md).
 */
export function isStartingBudget(budget: (object & { points: number }) | undefined, board: Pick<MusterScenario['board'], 'squaresWide' | 'squaresDeep'>): boolean {
  if (!budget || Object.keys(budget).some((k) => k !== 'points')) return false;
  const suggested = [NEW_BOARD_SQUARES.wide * NEW_BOARD_SQUARES.deep, (board.squaresWide ?? 0) * (board.squaresDeep ?? 0)].map((squares) => POINTS_PER_SQUARE.points * squares);
  return suggested.includes(budget.points);
}

export function createScenario(options: NewScenarioOptions = {}): MusterScenario {
  const scale = options.scale ?? '15mm';
  const wide = options.squaresWide ?? NEW_BOARD_SQUARES.wide;
  const deep = options.squaresDeep ?? NEW_BOARD_SQUARES.deep;
  const square = BOARD_SQUARE_INCHES[scale].inches;
  const budget = POINTS_PER_SQUARE.points * wide * deep;
  if (CURRENT_FORMAT_VERSION.scenario !== 4) throw new Error('createScenario writes scenario format 4; update it with the schema');
  return {
    $schema: SCHEMA_URL.scenario as MusterScenario['$schema'],
    formatVersion: 4,
    title: options.title ?? 'New scenario',
    ruleset: options.ruleset ?? 'adf',
    scale,
    era: '1861-63',
    board: { widthIn: wide * square, heightIn: deep * square, squareIn: square, squaresWide: wide, squaresDeep: deep },
    map: { kind: 'tabletop', features: [] },
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', forces: { budget: { points: budget } } },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', forces: { budget: { points: budget } } },
    ],
    length: { turns: 8 },
    victory: { conditions: [] },
  };
}

/**
 * The grid a new hex map starts with, as the hex games mostly print theirs (Blue & Grey's and GBACW's
 * maps): flat tops with columns numbered west to east, odd columns half a hex down, two-digit XXYY
 * numbers, 5/8-inch hexes. The grid panel changes any of it before the first hex is painted.
 */
export const NEW_HEX_GRID: HexGrid = { columns: 32, rows: 22, orientation: 'flat-top', oddColumnsShifted: 'down', digits: 2, hexSizeIn: DEFAULT_HEX_SIZE_IN };

/** A blank hex map: every hex the default open ground at level 0, nothing on it yet. */
export function createHexMap(grid: HexGrid = NEW_HEX_GRID): HexMap {
  return { kind: 'hex', grid: { ...grid }, hexes: [] };
}

/**
 * A new, blank hex-and-counter scenario that already validates: a blank hex map, the table its sheet
 * covers, two sides whose counters are still to be entered, and nothing else yet.
 */
export function createHexScenario(options: { title?: string; ruleset?: 'bluegrey' | 'gbacw'; grid?: HexGrid } = {}): MusterScenario {
  const map = createHexMap(options.grid);
  const sheet = sheetSize(gridOf(map.grid));
  if (CURRENT_FORMAT_VERSION.scenario !== 4) throw new Error('createHexScenario writes scenario format 4; update it with the schema');
  return {
    $schema: SCHEMA_URL.scenario as MusterScenario['$schema'],
    formatVersion: 4,
    title: options.title ?? 'New hex scenario',
    ruleset: options.ruleset ?? 'bluegrey',
    scale: 'counters',
    board: { widthIn: Math.ceil(sheet.widthIn), heightIn: Math.ceil(sheet.heightIn) },
    map,
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', forces: { counters: [] } },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', forces: { counters: [] } },
    ],
    length: { turns: 10 },
    victory: { conditions: [] },
  };
}
