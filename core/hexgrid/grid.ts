/**
 * A hex map's grid: how the games number their hexes, which hexes touch, where a hex lies on the printed
 * sheet. Every hex game and every hex tool asks this module, never its own arithmetic.
 *
 * Numbering. A hex id is printed as column then row, each zero-padded to `digits` (XXYY), after an
 * optional map letter. Columns grow east and rows south, from `firstColumn`/`firstRow` (1 unless the map
 * says). Which columns (flat tops) or rows (pointy tops) sit half a hex lower or further right is the
 * parity of the printed number, set per map, because the games differ and Blue & Grey never says
 * (digest §1.1).
 *
 * Combined maps. Sheets from two games joined into one (Grand Chancellorsville: Hooker and Lee's H sheet
 * against Fredericksburg's F) each keep their own letter and numbers. The grid's columns and rows are
 * then one set of coordinates, which no id prints; each sheet says what to add to its printed column and
 * row to reach them, and which printed numbers it holds. A hex is named by the first listed sheet that
 * holds it: where sheets overlap (H's eastern row lies on F's western one) one name has to be shown, and
 * the map's order says which; the other sheet's number is read all the same. A hex of the grid on no
 * sheet (a margin past both) takes the first sheet's letter with its numbering carried on, so every hex
 * the tools can reach has a name a user can type back; the map check refuses sheets whose carried-on
 * numbers would fall below 0 or past the digits.
 *
 * Inside, hexes are axial coordinates (q, r) — q the column, r the row skewed so that the six neighbours
 * are the six unit steps — which makes distance, lines and neighbours plain arithmetic (Amit Patel's
 * "Hexagonal Grids" layout, the one VASSAL's and Tiled's staggered grids convert to).
 *
 * Geometry. Inches on the printed sheet, x east and y south from the north-west corner of the first hex's
 * bounding box, at `hexSizeIn` across the flats.
 */
import type { HexGrid } from '../model/scenario.generated';

/** The six sides of a hex, named by compass from its centre, clockwise from north (flat) or north-east (pointy). */
export const FLAT_SIDES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export const POINTY_SIDES = ['NE', 'E', 'SE', 'SW', 'W', 'NW'] as const;
/** The six corners, clockwise from east (flat) or north-east… from north (pointy). */
export const FLAT_CORNERS = ['E', 'SE', 'SW', 'W', 'NW', 'NE'] as const;
export const POINTY_CORNERS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

export type Compass = 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW' | 'E' | 'W';

/** A hex as the rules compute with it; `col` and `row` are the printed numbers. */
export interface HexCoord {
  col: number;
  row: number;
}

/** One printed sheet of a combined map, defaults filled in: printed number + shift = the grid's coordinate. */
export interface Sheet {
  prefix: string;
  name?: string;
  columnShift: number;
  rowShift: number;
  /** The printed numbers of this sheet the map holds, both ends included. */
  firstColumn: number;
  lastColumn: number;
  firstRow: number;
  lastRow: number;
}

/** A grid with every default filled in: what the schema's `HexGrid` means. */
export interface Grid {
  columns: number;
  rows: number;
  orientation: 'flat-top' | 'pointy-top';
  firstColumn: number;
  firstRow: number;
  /** Flat tops: odd columns sit half a hex down (true) or up (false). Pointy tops: odd rows sit half a hex right (true) or left. */
  oddShifted: 'down' | 'up' | 'right' | 'left';
  /** The letter of a map of one sheet; '' on a combined map, whose letters are its sheets'. */
  prefix: string;
  /** A combined map's sheets, in the map's order (the first names an overlap hex); empty for one sheet. */
  sheets: readonly Sheet[];
  digits: number;
  hexSizeIn: number;
}

export const DEFAULT_HEX_SIZE_IN = 0.625;

export function gridOf(g: HexGrid): Grid {
  const flat = g.orientation === 'flat-top';
  return {
    columns: g.columns,
    rows: g.rows,
    orientation: g.orientation,
    firstColumn: g.firstColumn ?? 1,
    firstRow: g.firstRow ?? 1,
    oddShifted: flat ? (g.oddColumnsShifted ?? 'down') : (g.oddRowsShifted ?? 'right'),
    prefix: g.sheets?.length ? '' : (g.prefix ?? ''),
    sheets: (g.sheets ?? []).map((s) => ({ ...s, columnShift: s.columnShift ?? 0, rowShift: s.rowShift ?? 0 })),
    digits: g.digits ?? 2,
    hexSizeIn: g.hexSizeIn ?? DEFAULT_HEX_SIZE_IN,
  };
}

/** The sides of this grid's hexes, in clockwise order. */
export const sidesOf = (grid: Grid): readonly Compass[] => (grid.orientation === 'flat-top' ? FLAT_SIDES : POINTY_SIDES);
export const cornersOf = (grid: Grid): readonly Compass[] => (grid.orientation === 'flat-top' ? FLAT_CORNERS : POINTY_CORNERS);

// ---------------------------------------------------------------------------
// Numbering
// ---------------------------------------------------------------------------

/** A hex id as the map prints it: `0412`, `H1301`; on a combined map, the number of the first sheet that holds it. */
export function hexId(grid: Grid, c: HexCoord): string {
  if (grid.sheets.length === 0) return grid.prefix + pad(c.col, grid.digits) + pad(c.row, grid.digits);
  return sheetId(grid, sheetOf(grid, c) ?? grid.sheets[0]!, c);
}

/** Every id that names this hex: one, or on a combined map one per sheet holding it (the first is `hexId`'s). */
export function hexIds(grid: Grid, c: HexCoord): string[] {
  if (grid.sheets.length === 0) return [hexId(grid, c)];
  const holding = grid.sheets.filter((s) => onSheet(s, c));
  return holding.length ? holding.map((s) => sheetId(grid, s, c)) : [hexId(grid, c)];
}

/** The first sheet of a combined map that holds this hex; undefined on no sheet (or a map of one). */
export function sheetOf(grid: Grid, c: HexCoord): Sheet | undefined {
  return grid.sheets.find((s) => onSheet(s, c));
}

/** The number this hex has on a sheet (carried on past the sheet's edges). */
export function printedOn(sheet: Sheet, c: HexCoord): HexCoord {
  return { col: c.col - sheet.columnShift, row: c.row - sheet.rowShift };
}

/** Whether a sheet holds this hex (its printed number is within the sheet's extent). */
export function onSheet(s: Sheet, c: HexCoord): boolean {
  const p = printedOn(s, c);
  return p.col >= s.firstColumn && p.col <= s.lastColumn && p.row >= s.firstRow && p.row <= s.lastRow;
}

function sheetId(grid: Grid, s: Sheet, c: HexCoord): string {
  return printedSheetId(grid, s, printedOn(s, c));
}

/** A sheet's printed number as the sheet prints it: its letter, then column and row (H0305). */
export function printedSheetId(grid: Grid, s: Sheet, printed: HexCoord): string {
  return s.prefix + pad(printed.col, grid.digits) + pad(printed.row, grid.digits);
}

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

/**
 * Reads a printed hex id; undefined when it is not one of this grid's (wrong prefix or digit count; on a
 * combined map, a letter none of its sheets has). A hex off the grid but well formed is read: the rules
 * ask about edge hexes' outside neighbours.
 */
export function parseHexId(grid: Grid, id: string): HexCoord | undefined {
  const m = /^([A-Z]*)([0-9]+)$/.exec(id);
  if (!m || m[2]!.length !== grid.digits * 2) return undefined;
  const printed = { col: Number(m[2]!.slice(0, grid.digits)), row: Number(m[2]!.slice(grid.digits)) };
  if (grid.sheets.length === 0) return m[1] === grid.prefix ? printed : undefined;
  const sheet = grid.sheets.find((s) => s.prefix === m[1]);
  return sheet ? { col: printed.col + sheet.columnShift, row: printed.row + sheet.rowShift } : undefined;
}

export function onGrid(grid: Grid, c: HexCoord): boolean {
  return c.col >= grid.firstColumn && c.col < grid.firstColumn + grid.columns && c.row >= grid.firstRow && c.row < grid.firstRow + grid.rows;
}

/** Every hex of the grid, column by column. */
export function* allHexes(grid: Grid): Generator<HexCoord> {
  for (let col = grid.firstColumn; col < grid.firstColumn + grid.columns; col++) {
    for (let row = grid.firstRow; row < grid.firstRow + grid.rows; row++) yield { col, row };
  }
}

// ---------------------------------------------------------------------------
// Axial coordinates: neighbours, distance, lines
// ---------------------------------------------------------------------------

export interface Axial {
  q: number;
  r: number;
}

const odd = (n: number) => Math.abs(n) % 2 === 1;

/** Whether this column (flat) or row (pointy) is one of those sitting half a hex lower / further right. */
function shifted(grid: Grid, n: number): boolean {
  return grid.oddShifted === 'down' || grid.oddShifted === 'right' ? odd(n) : !odd(n);
}

/**
 * How far the rows (flat) or columns (pointy) have skewed by line `n`: with odd lines shifted, half the
 * lines before it rounded down ("odd-q"/"odd-r"); with even lines shifted, rounded up.
 */
function skew(grid: Grid, n: number): number {
  return grid.oddShifted === 'down' || grid.oddShifted === 'right' ? Math.floor(n / 2) : Math.ceil(n / 2);
}

export function toAxial(grid: Grid, c: HexCoord): Axial {
  return grid.orientation === 'flat-top' ? { q: c.col, r: c.row - skew(grid, c.col) } : { q: c.col - skew(grid, c.row), r: c.row };
}

export function fromAxial(grid: Grid, a: Axial): HexCoord {
  return grid.orientation === 'flat-top' ? { col: a.q, row: a.r + skew(grid, a.q) } : { col: a.q + skew(grid, a.r), row: a.r };
}

/** Axial steps to each side, in `sidesOf` order. */
const FLAT_STEPS: readonly Axial[] = [
  { q: 0, r: -1 }, // N
  { q: 1, r: -1 }, // NE
  { q: 1, r: 0 }, // SE
  { q: 0, r: 1 }, // S
  { q: -1, r: 1 }, // SW
  { q: -1, r: 0 }, // NW
];
const POINTY_STEPS: readonly Axial[] = [
  { q: 1, r: -1 }, // NE
  { q: 1, r: 0 }, // E
  { q: 0, r: 1 }, // SE
  { q: -1, r: 1 }, // SW
  { q: -1, r: 0 }, // W
  { q: 0, r: -1 }, // NW
];

function sideIndex(grid: Grid, side: Compass): number {
  const i = sidesOf(grid).indexOf(side);
  if (i < 0) throw new Error(`a ${grid.orientation} hex has no ${side} side`);
  return i;
}

/** The hex across a side (it may be off the grid). */
export function neighbour(grid: Grid, c: HexCoord, side: Compass): HexCoord {
  const step = (grid.orientation === 'flat-top' ? FLAT_STEPS : POINTY_STEPS)[sideIndex(grid, side)]!;
  const a = toAxial(grid, c);
  return fromAxial(grid, { q: a.q + step.q, r: a.r + step.r });
}

/** The six neighbours with the side each lies across; with `onGridOnly`, only those on the map. */
export function neighbours(grid: Grid, c: HexCoord, onGridOnly = true): { side: Compass; hex: HexCoord }[] {
  return sidesOf(grid)
    .map((side) => ({ side, hex: neighbour(grid, c, side) }))
    .filter((n) => !onGridOnly || onGrid(grid, n.hex));
}

export const oppositeSide = (grid: Grid, side: Compass): Compass => sidesOf(grid)[(sideIndex(grid, side) + 3) % 6]!;

/** The side of `a` that `b` lies across, or undefined when they do not touch. */
export function sideBetween(grid: Grid, a: HexCoord, b: HexCoord): Compass | undefined {
  return sidesOf(grid).find((side) => sameHex(neighbour(grid, a, side), b));
}

export const sameHex = (a: HexCoord, b: HexCoord) => a.col === b.col && a.row === b.row;

/** Hexes between two hexes, counting the far one and not the near one (the games' range count). */
export function hexDistance(grid: Grid, a: HexCoord, b: HexCoord): number {
  const x = toAxial(grid, a);
  const y = toAxial(grid, b);
  const dq = x.q - y.q;
  const dr = x.r - y.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

// ---------------------------------------------------------------------------
// Hexsides
// ---------------------------------------------------------------------------

/** A hexside named from one of its two hexes. */
export interface SideRef {
  hex: HexCoord;
  side: Compass;
}

/**
 * The one name a hexside is stored under: from the hex on its north or west, unless that hex is off
 * the grid (an edge hexside belongs to the hex on the map). Two hexes name each side; a file keeps one.
 */
export function canonicalSide(grid: Grid, ref: SideRef): SideRef {
  const i = sideIndex(grid, ref.side);
  if (i < 3) return ref; // N, NE, SE (flat) or NE, E, SE (pointy): the owner's own three
  const across = neighbour(grid, ref.hex, ref.side);
  if (!onGrid(grid, across)) return ref;
  return { hex: across, side: oppositeSide(grid, ref.side) };
}

/** A string that is equal for the two names of one hexside (for lookups). */
export function sideKey(grid: Grid, ref: SideRef): string {
  const c = canonicalSide(grid, ref);
  return `${hexId(grid, c.hex)}/${c.side}`;
}

/** The hexside between two touching hexes; undefined when they do not touch. */
export function sideKeyBetween(grid: Grid, a: HexCoord, b: HexCoord): string | undefined {
  const side = sideBetween(grid, a, b);
  return side === undefined ? undefined : sideKey(grid, { hex: a, side });
}

// ---------------------------------------------------------------------------
// Geometry on the printed sheet (inches)
// ---------------------------------------------------------------------------

export interface Point {
  x: number;
  y: number;
}

/** Across the flats and across the corners of one hex, in inches. */
function metrics(grid: Grid): { flats: number; corners: number } {
  return { flats: grid.hexSizeIn, corners: (grid.hexSizeIn * 2) / Math.sqrt(3) };
}

/**
 * The centre of a hex on the sheet. Flat tops: columns ¾ of a hex apart, the shifted ones half a hex
 * lower; pointy tops: rows ¾ apart, the shifted ones half a hex right. A one-line grid whose only line is
 * shifted is not inset: the sheet starts at its hexes.
 */
export function hexCentre(grid: Grid, c: HexCoord): Point {
  const { flats, corners } = metrics(grid);
  const col = c.col - grid.firstColumn;
  const row = c.row - grid.firstRow;
  if (grid.orientation === 'flat-top') {
    const drop = shifted(grid, c.col) && grid.columns > 1 ? flats / 2 : 0;
    return { x: corners / 2 + col * corners * 0.75, y: flats / 2 + row * flats + drop };
  }
  const nudge = shifted(grid, c.row) && grid.rows > 1 ? flats / 2 : 0;
  return { x: flats / 2 + col * flats + nudge, y: corners / 2 + row * corners * 0.75 };
}

/** The six corners of a hex, clockwise from `cornersOf(grid)[0]`. */
export function hexCorners(grid: Grid, c: HexCoord): Point[] {
  const centre = hexCentre(grid, c);
  const { corners } = metrics(grid);
  const start = grid.orientation === 'flat-top' ? 0 : -90;
  return [0, 1, 2, 3, 4, 5].map((i) => {
    const a = ((start + 60 * i) * Math.PI) / 180;
    return { x: centre.x + (corners / 2) * Math.cos(a), y: centre.y + (corners / 2) * Math.sin(a) };
  });
}

/** The two ends of a hexside, in clockwise order round the hex. */
export function sideEnds(grid: Grid, ref: SideRef): [Point, Point] {
  const corners = hexCorners(grid, ref.hex);
  const i = sideIndex(grid, ref.side);
  // Flat tops: side N runs from corner NW (4) to NE (5); each side i runs from corner (i+4)%6 to (i+5)%6.
  // Pointy tops: side NE runs from corner N (0) to NE (1); side i from corner i to i+1.
  const from = grid.orientation === 'flat-top' ? (i + 4) % 6 : i;
  return [corners[from]!, corners[(from + 1) % 6]!];
}

export function cornerPoint(grid: Grid, c: HexCoord, corner: Compass): Point {
  const i = cornersOf(grid).indexOf(corner);
  if (i < 0) throw new Error(`a ${grid.orientation} hex has no ${corner} corner`);
  return hexCorners(grid, c)[i]!;
}

/** The printed sheet's size in inches: the bounding box of every hex. */
export function sheetSize(grid: Grid): { widthIn: number; heightIn: number } {
  const { flats, corners } = metrics(grid);
  if (grid.orientation === 'flat-top') {
    return { widthIn: corners + (grid.columns - 1) * corners * 0.75, heightIn: grid.rows * flats + (grid.columns > 1 ? flats / 2 : 0) };
  }
  return { widthIn: grid.columns * flats + (grid.rows > 1 ? flats / 2 : 0), heightIn: corners + (grid.rows - 1) * corners * 0.75 };
}

/** The hex a point of the sheet falls in (it may be off the grid). */
export function hexAt(grid: Grid, p: Point): HexCoord {
  const size = metrics(grid).corners / 2; // centre to corner
  // The axial position of the point, relative to the first hex's centre, then rounded to the nearest hex.
  const origin = hexCentre(grid, { col: grid.firstColumn, row: grid.firstRow });
  const a0 = toAxial(grid, { col: grid.firstColumn, row: grid.firstRow });
  const x = p.x - origin.x;
  const y = p.y - origin.y;
  let q: number;
  let r: number;
  if (grid.orientation === 'flat-top') {
    q = ((2 / 3) * x) / size;
    r = (-x / 3 + (Math.sqrt(3) / 3) * y) / size;
  } else {
    q = ((Math.sqrt(3) / 3) * x - y / 3) / size;
    r = ((2 / 3) * y) / size;
  }
  return fromAxial(grid, roundAxial({ q: q + a0.q, r: r + a0.r }));
}

function roundAxial(a: { q: number; r: number }): Axial {
  const s = -a.q - a.r;
  let q = Math.round(a.q);
  let r = Math.round(a.r);
  const rs = Math.round(s);
  const dq = Math.abs(q - a.q);
  const dr = Math.abs(r - a.r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) q = -r - rs;
  else if (dr > ds) r = -q - rs;
  return { q, r };
}

/**
 * The hexes a straight line from centre to centre passes through, in order, both ends included. A line
 * that runs exactly along a hexside touches two hexes at once: `nudge` (+1 or −1) says which side of it
 * to take, so a caller that must know both (a line of sight along a blocking hexside is blocked) asks twice.
 */
export function hexLine(grid: Grid, a: HexCoord, b: HexCoord, nudge: 1 | -1 = 1): HexCoord[] {
  const n = hexDistance(grid, a, b);
  const x = toAxial(grid, a);
  const y = toAxial(grid, b);
  const e = 1e-6 * nudge;
  const out: HexCoord[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    out.push(fromAxial(grid, roundAxial({ q: x.q + (y.q - x.q) * t + e, r: x.r + (y.r - x.r) * t + e })));
  }
  return out;
}

/**
 * The hexside nearest a point of the sheet, named from the hex the point is in, with how far the point
 * is from it in inches (a click "on" a side lands within a fraction of a hex of it).
 */
export function nearestSide(grid: Grid, p: Point): { ref: SideRef; distanceIn: number } {
  const hex = hexAt(grid, p);
  let best: { ref: SideRef; distanceIn: number } | undefined;
  for (const side of sidesOf(grid)) {
    const [a, b] = sideEnds(grid, { hex, side });
    const d = distanceToSegment(p, a, b);
    if (!best || d < best.distanceIn) best = { ref: { hex, side }, distanceIn: d };
  }
  return best!;
}

/** The corner of the hex under a point nearest to it, with its distance in inches. */
export function nearestCorner(grid: Grid, p: Point): { hex: HexCoord; corner: Compass; distanceIn: number } {
  const hex = hexAt(grid, p);
  const corners = hexCorners(grid, hex);
  let best = 0;
  corners.forEach((c, i) => {
    if (Math.hypot(c.x - p.x, c.y - p.y) < Math.hypot(corners[best]!.x - p.x, corners[best]!.y - p.y)) best = i;
  });
  const c = corners[best]!;
  return { hex, corner: cornersOf(grid)[best]!, distanceIn: Math.hypot(c.x - p.x, c.y - p.y) };
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * The hexes whose centres fall in a box of the sheet (inches), found from the grid's arithmetic without
 * visiting the rest: what a view draws and a marquee picks. Clipped to the map.
 */
export function hexesInBox(grid: Grid, box: { minX: number; minY: number; maxX: number; maxY: number }, marginHexes = 1): HexCoord[] {
  const a = hexAt(grid, { x: box.minX, y: box.minY });
  const b = hexAt(grid, { x: box.maxX, y: box.maxY });
  const out: HexCoord[] = [];
  const c0 = Math.max(grid.firstColumn, Math.min(a.col, b.col) - marginHexes);
  const c1 = Math.min(grid.firstColumn + grid.columns - 1, Math.max(a.col, b.col) + marginHexes);
  const r0 = Math.max(grid.firstRow, Math.min(a.row, b.row) - marginHexes);
  const r1 = Math.min(grid.firstRow + grid.rows - 1, Math.max(a.row, b.row) + marginHexes);
  for (let col = c0; col <= c1; col++) for (let row = r0; row <= r1; row++) out.push({ col, row });
  return out;
}
