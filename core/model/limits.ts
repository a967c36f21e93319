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
 * Where a scenario's table may lie on the Earth: coordinates of its centre (metres of a projected system
 * reach some tens of millions at most; degrees far less), how far the ground may be turned and the most
 * yards an inch may stand for (a hundred thousand: a map of a continent, far past any battle).
 */
export const GEOREFERENCE_BOUNDS = {
  coordinate: 100_000_000,
  rotationDeg: 360,
  yardsPerInch: 100_000,
} as const;

/**
 * How long and how much memory the work made from a document may take before Muster stops it: a document
 * within the bounds above needs far less (the largest table's map at 1:1 is made in seconds), so a job past
 * these is a runaway, refused with the reason, and the app, the web server and the command line keep going.
 * `memoryMb` is a worker thread's heap (Node's `resourceLimits.maxOldGenerationSizeMb`); `timeMs` counts
 * the worker's own work, and each call it makes on Chromium has `print.timeMs` of its own.
 */
export const WORK_LIMITS = {
  /** A print sheet's HTML made from the model (File ▸ Print…, `muster print`, a package's sheets). */
  sheet: { timeMs: 30_000, memoryMb: 384 },
  /** Chromium laying out and printing one sheet, or drawing one batch of pictures. */
  print: { timeMs: 60_000 },
  /** A whole export (its sheets made, its pictures asked for, checked and zipped), in a worker of its own. */
  export: { timeMs: 120_000, memoryMb: 512 },
  /**
   * A package read whole for File ▸ Open or an import: its entries unpacked (at most 256 MB together, the
   * package's own limits) and checked; the heap holds the parsed documents, not the unpacked bytes.
   */
  packageRead: { timeMs: 20_000, memoryMb: 512 },
  /** A worker's young generation: small, as the work is long-lived objects, not churn. */
  youngMb: 48,
} as const;

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
  ...(['x', 'y'] as const).flatMap((axis) => [
    { schema: 'scenario', pointer: `/$defs/georeference/properties/centre/properties/${axis}/minimum`, value: -GEOREFERENCE_BOUNDS.coordinate },
    { schema: 'scenario', pointer: `/$defs/georeference/properties/centre/properties/${axis}/maximum`, value: GEOREFERENCE_BOUNDS.coordinate },
  ]),
  { schema: 'scenario', pointer: '/$defs/georeference/properties/rotationDeg/minimum', value: -GEOREFERENCE_BOUNDS.rotationDeg },
  { schema: 'scenario', pointer: '/$defs/georeference/properties/rotationDeg/maximum', value: GEOREFERENCE_BOUNDS.rotationDeg },
  { schema: 'scenario', pointer: '/$defs/georeference/properties/yardsPerInch/maximum', value: GEOREFERENCE_BOUNDS.yardsPerInch },
];
