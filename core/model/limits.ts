/**
 * The bounds the game puts on a document's numbers, written once: the schemas carry them (written there by
 * `npm run gen`, scripts/gen-limits.ts, at the places `LIMIT_SITES` lists), and the renderer, the print
 * sheets and the command line read them from here. A number past them is not a table anyone plays on, and
 * the work of drawing or printing a document is bounded by them, not by what a file says.
 */

/**
 * The longest side of a table, in inches: 20 feet. ADF's largest generic board is 5 × 8 squares of 24"
 * (10 × 16 feet, B:2038–2041, B:2130–2142); club tables run to 16–20 feet; no table is longer.
 */
export const MAX_TABLE_IN = 240;

/**
 * How far off the table a point may lie, in inches: a road drawn on past the edge, a unit waiting to enter
 * beside it. Two feet, a square of the largest scale (B:2038–2041).
 */
export const TABLE_MARGIN_IN = 24;

/** Where a point of a tabletop map may lie, in inches from the table's north-west corner. */
export const POINT_RANGE_IN = { min: -TABLE_MARGIN_IN, max: MAX_TABLE_IN + TABLE_MARGIN_IN } as const;

/** ADF squares across or down a table: the longest table of the smallest squares (12", B:2038). */
export const MAX_BOARD_SQUARES = MAX_TABLE_IN / 12;

/**
 * Hexes across or down a hex map: the largest combined maps of the series (four or more sheets of some
 * 35 × 50 hexes) stay well inside 250.
 */
export const MAX_HEX_LINES = 250;

/** Men in one regiment, battery or company as its historical strength (the largest regiments numbered under 2,000). */
export const MAX_UNIT_STRENGTH = 5000;

/** Formations, units or leaders directly under one formation, or named in one rule list. */
export const MAX_CHILDREN = 1000;

/**
 * Where the schemas carry these numbers: each site is a JSON pointer to a `minimum`, `maximum` or
 * `maxItems` in a schema file, and the number that belongs there. scripts/gen-limits.ts writes them and
 * tests/core/formats/limits.test.ts checks the committed schemas hold them.
 */
export const LIMIT_SITES: ReadonlyArray<{ schema: string; pointer: string; value: number }> = [
  { schema: 'map', pointer: '/$defs/point/properties/x/minimum', value: POINT_RANGE_IN.min },
  { schema: 'map', pointer: '/$defs/point/properties/x/maximum', value: POINT_RANGE_IN.max },
  { schema: 'map', pointer: '/$defs/point/properties/y/minimum', value: POINT_RANGE_IN.min },
  { schema: 'map', pointer: '/$defs/point/properties/y/maximum', value: POINT_RANGE_IN.max },
  { schema: 'map', pointer: '/$defs/hexGrid/properties/columns/maximum', value: MAX_HEX_LINES },
  { schema: 'map', pointer: '/$defs/hexGrid/properties/rows/maximum', value: MAX_HEX_LINES },
  { schema: 'scenario', pointer: '/$defs/board/properties/widthIn/maximum', value: MAX_TABLE_IN },
  { schema: 'scenario', pointer: '/$defs/board/properties/heightIn/maximum', value: MAX_TABLE_IN },
  { schema: 'scenario', pointer: '/$defs/board/properties/squaresWide/maximum', value: MAX_BOARD_SQUARES },
  { schema: 'scenario', pointer: '/$defs/board/properties/squaresDeep/maximum', value: MAX_BOARD_SQUARES },
  ...['infantryRegiment', 'cavalryUnit', 'artilleryBattery', 'engineerUnit'].map((unit) => ({ schema: 'army', pointer: `/$defs/${unit}/properties/strength/maximum`, value: MAX_UNIT_STRENGTH })),
  { schema: 'army', pointer: '/$defs/orderOfBattle/properties/children/maxItems', value: MAX_CHILDREN },
  { schema: 'army', pointer: '/$defs/formation/properties/children/maxItems', value: MAX_CHILDREN },
  { schema: 'army', pointer: '/$defs/formation/properties/leaders/maxItems', value: MAX_CHILDREN },
  { schema: 'army', pointer: '/$defs/organisation/properties/requiredLeaders/maxItems', value: MAX_CHILDREN },
  { schema: 'army', pointer: '/$defs/organisation/properties/requiredUnits/maxItems', value: MAX_CHILDREN },
  { schema: 'army', pointer: '/$defs/organisation/properties/boardSquares/oneOf/0/maximum', value: MAX_BOARD_SQUARES * MAX_BOARD_SQUARES },
];
