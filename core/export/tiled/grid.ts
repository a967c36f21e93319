/**
 * A Muster hex grid as Tiled's hexagonal map. Tiled numbers cells (x, y) from 0 at the top left and
 * pushes every other column (stagger axis x: flat-topped hexes) half a hex down, or every other row
 * (stagger axis y: pointy-topped hexes) half a hex right; its stagger index says whether the odd or the
 * even cells are pushed (`doStaggerX`: `(x & 1) ^ staggerEven`, src/libtiled/hexagonalrenderer). Muster's
 * offset lines are its printed numbers' parity (core/hexgrid/grid.ts), counted from `firstColumn`/`firstRow`,
 * so the one mapping is
 *
 *     Tiled cell (x, y)  =  (column − firstColumn, row − firstRow)
 *
 * and the stagger index is whichever parity of x (or y) lands on the printed numbers that sit lower (or
 * further right). Map letters, a combined map's sheets and digit counts do not reach Tiled: they ride as
 * map properties (`grid.prefix`, `grid.sheets` as a JSON list, `grid.digits`) and the hex id of each cell
 * is `hexId` of the cell's column and row.
 */
import { type Grid, type HexCoord, type Point, hexCentre, hexCorners } from '../../hexgrid/grid';

/** Half the hex's corner-to-corner width in Tiled pixels; even, so Tiled's integer half-sizes are exact. */
export const HEX_SIDE_PX = 30;
/** Across the flats: 2·30·√3/2 = 51.96, rounded to the even 52 (0.08 % off a regular hex). */
export const HEX_FLATS_PX = 52;

/**
 * A tabletop map is an orthogonal Tiled map of one-inch tiles; 16 pixels to the inch, a power of two, so
 * every inch coordinate comes back from its pixels exactly.
 */
export const TABLETOP_PIXELS_PER_INCH = 16;

export interface TiledHexLayout {
  staggeraxis: 'x' | 'y';
  staggerindex: 'odd' | 'even';
  tilewidth: number;
  tileheight: number;
  hexsidelength: number;
}

/** Which parity (1 odd, 0 even) of the printed numbers sits half a hex lower (flat) or further right (pointy). */
const shiftedParity = (grid: Grid) => (grid.oddShifted === 'down' || grid.oddShifted === 'right' ? 1 : 0);
const parity = (n: number) => ((n % 2) + 2) % 2;

export function tiledHexLayout(grid: Grid): TiledHexLayout {
  const flat = grid.orientation === 'flat-top';
  const first = flat ? grid.firstColumn : grid.firstRow;
  return {
    staggeraxis: flat ? 'x' : 'y',
    staggerindex: parity(shiftedParity(grid) - first) === 1 ? 'odd' : 'even',
    tilewidth: flat ? 2 * HEX_SIDE_PX : HEX_FLATS_PX,
    tileheight: flat ? HEX_FLATS_PX : 2 * HEX_SIDE_PX,
    hexsidelength: HEX_SIDE_PX,
  };
}

/**
 * The Muster grid's offset lines from a Tiled stagger index: the inverse of `tiledHexLayout`, given where
 * the numbering starts.
 */
export function oddShiftedOf(orientation: Grid['orientation'], staggerindex: 'odd' | 'even', first: number): 'down' | 'up' | 'right' | 'left' {
  const printed = parity((staggerindex === 'odd' ? 1 : 0) + first);
  if (orientation === 'flat-top') return printed === 1 ? 'down' : 'up';
  return printed === 1 ? 'right' : 'left';
}

/** The Tiled cell of a hex (the module comment's one mapping). */
export function tiledCellOf(grid: Grid, hex: HexCoord): { x: number; y: number } {
  return { x: hex.col - grid.firstColumn, y: hex.row - grid.firstRow };
}

/** The hex of a Tiled cell. */
export function hexOfTiledCell(grid: Grid, cell: { x: number; y: number }): HexCoord {
  return { col: cell.x + grid.firstColumn, row: cell.y + grid.firstRow };
}

/**
 * The centre of a cell in Tiled's pixels, by Tiled's own arithmetic (`tileToScreenCoords` plus half a
 * tile), kept apart from Muster's so the tests can hold the two against each other.
 */
export function tiledCellCentre(layout: TiledHexLayout, cell: { x: number; y: number }): Point {
  const staggerEven = layout.staggerindex === 'even';
  if (layout.staggeraxis === 'x') {
    const sideOffsetX = (layout.tilewidth - layout.hexsidelength) / 2;
    const columnWidth = sideOffsetX + layout.hexsidelength;
    const rowHeight = layout.tileheight / 2;
    const staggered = ((cell.x & 1) ^ (staggerEven ? 1 : 0)) === 1;
    return { x: cell.x * columnWidth + layout.tilewidth / 2, y: cell.y * layout.tileheight + (staggered ? rowHeight : 0) + layout.tileheight / 2 };
  }
  const sideOffsetY = (layout.tileheight - layout.hexsidelength) / 2;
  const rowHeight = sideOffsetY + layout.hexsidelength;
  const columnWidth = layout.tilewidth / 2;
  const staggered = ((cell.y & 1) ^ (staggerEven ? 1 : 0)) === 1;
  return { x: cell.x * layout.tilewidth + (staggered ? columnWidth : 0) + layout.tilewidth / 2, y: cell.y * rowHeight + layout.tileheight / 2 };
}

/**
 * The map's size in pixels as Tiled draws it (`HexagonalRenderer::boundingRect` of the whole map; for an
 * orthogonal map, tiles times tile size): what `tmxrasterizer` makes its image.
 */
export function tiledPixelSize(map: { orientation: string; width: number; height: number; tilewidth: number; tileheight: number; hexsidelength?: number; staggeraxis?: 'x' | 'y' }): { width: number; height: number } {
  if (map.orientation !== 'hexagonal') return { width: map.width * map.tilewidth, height: map.height * map.tileheight };
  const side = map.hexsidelength ?? 0;
  if (map.staggeraxis === 'x') {
    const sideOffsetX = Math.trunc((map.tilewidth - side) / 2);
    const height = map.height * map.tileheight + (map.width > 1 ? Math.trunc(map.tileheight / 2) : 0);
    return { width: map.width * (sideOffsetX + side) + sideOffsetX, height };
  }
  const sideOffsetY = Math.trunc((map.tileheight - side) / 2);
  const width = map.width * map.tilewidth + (map.height > 1 ? Math.trunc(map.tilewidth / 2) : 0);
  return { width, height: map.height * (sideOffsetY + side) + sideOffsetY };
}

/**
 * Inches on Muster's printed sheet to Tiled's pixels: one scale across and one down, so that every hex
 * centre and corner lands on Tiled's (Tiled's hex is 0.08 % taller than a regular one).
 */
export interface SheetScale {
  x: number;
  y: number;
}

export function hexSheetScale(grid: Grid, layout: TiledHexLayout): SheetScale {
  const flats = grid.hexSizeIn;
  const corners = (grid.hexSizeIn * 2) / Math.sqrt(3);
  return grid.orientation === 'flat-top' ? { x: layout.tilewidth / corners, y: layout.tileheight / flats } : { x: layout.tilewidth / flats, y: layout.tileheight / corners };
}

export const toPixels = (scale: SheetScale, p: Point): Point => ({ x: p.x * scale.x, y: p.y * scale.y });

/**
 * Back to inches, to a billionth of an inch: a coordinate written with up to nine decimals comes back as
 * the same number, whatever the last bit of the division.
 */
export const toInches = (scale: SheetScale, p: Point): Point => ({ x: nine(p.x / scale.x), y: nine(p.y / scale.y) });
const nine = (n: number) => Math.round(n * 1e9) / 1e9;

/** A hex's centre and corners in Tiled's pixels: Muster's geometry (core/hex) through the sheet scale. */
export function hexCentrePx(grid: Grid, scale: SheetScale, hex: HexCoord): Point {
  return toPixels(scale, hexCentre(grid, hex));
}

export function hexCornersPx(grid: Grid, scale: SheetScale, hex: HexCoord): Point[] {
  return hexCorners(grid, hex).map((p) => toPixels(scale, p));
}

/** The outline of a hex tile inside its own tile, as Tiled draws it (`tileToScreenPolygon` at the origin). */
export function hexTileOutline(layout: TiledHexLayout): Point[] {
  const w = layout.tilewidth;
  const h = layout.tileheight;
  if (layout.staggeraxis === 'x') {
    const o = (w - layout.hexsidelength) / 2;
    return [{ x: 0, y: h / 2 }, { x: o, y: 0 }, { x: w - o, y: 0 }, { x: w, y: h / 2 }, { x: w - o, y: h }, { x: o, y: h }];
  }
  const o = (h - layout.hexsidelength) / 2;
  return [{ x: w / 2, y: 0 }, { x: w, y: o }, { x: w, y: h - o }, { x: w / 2, y: h }, { x: 0, y: h - o }, { x: 0, y: o }];
}
