/**
 * A Muster hex grid as VASSAL's `HexGrid` and `HexGridNumbering`, so that the name VASSAL gives a hex of
 * the exported map image is the number Muster prints in it ("1012" is "1012", "H1301" is "H1301").
 *
 * VASSAL's geometry (HexGrid.java, getRawColumn/getRawRow): raw columns `dx` apart from `x0`, each raw
 * column's hexes `dy` apart from `y0`, odd raw columns half a hex lower; `sideways` swaps x and y
 * (rotateIfSideways), which is how it draws pointy-topped hexes, so there its "columns" are Muster's rows.
 * Its naming (HexGridNumbering.getRow/getColumn, RegularGridNumbering.getName): the raw column plus
 * `hOff`, the raw row plus `vOff` (plus one in odd raw columns when `stagger` is set), each padded to
 * `leading`+1 digits, column first unless `first` is `V`, and the whole written into `locationFormat`.
 *
 * Muster's (core/hex/grid.ts `hexCentre`): the first column's centre half a hex across from the sheet's
 * edge, columns ¾ of a hex apart; which columns sit half a hex lower is the parity of the printed number.
 * So: raw column 0 is the grid's first column (`hOff` = firstColumn); the first raw column's hexes are at
 * `y0`, and when they are the shifted ones `y0` is a hex lower and `stagger` names the others one row on.
 */
import { hexCentre, type Grid } from '../../hex';

export interface VassalHexGrid {
  /** HexGrid attributes, in pixels of the map image. */
  grid: { sideways: boolean; x0: number; y0: number; dy: number; dx: number };
  /** HexGridNumbering attributes. */
  numbering: { first: 'H' | 'V'; sep: string; hType: 'N'; hLeading: number; hOff: number; hDescend: false; vType: 'N'; vLeading: number; vOff: number; vDescend: false; stagger: boolean; locationFormat: string };
}

/** The grid's lines that are offset, as VASSAL sees them: whether raw line 0 (the first column or row) is one. */
function firstLineShifted(grid: Grid): boolean {
  const lines = grid.orientation === 'flat-top' ? grid.columns : grid.rows;
  if (lines < 2) return false; // a one-line grid is not inset (hexCentre)
  const first = grid.orientation === 'flat-top' ? grid.firstColumn : grid.firstRow;
  const odd = Math.abs(first) % 2 === 1;
  const oddShifted = grid.oddShifted === 'down' || grid.oddShifted === 'right';
  return odd === oddShifted;
}

/** VASSAL's grid for a map image drawn at `pixelsPerInch`, with the numbering that names hexes as Muster does. */
export function vassalHexGrid(grid: Grid, pixelsPerInch: number): VassalHexGrid {
  const flat = grid.orientation === 'flat-top';
  const flats = grid.hexSizeIn * pixelsPerInch;
  // Along VASSAL's columns (x, or y when sideways): ¾ of a hex across the corners apart.
  const dx = (flats * Math.sqrt(3)) / 2;
  const dy = flats;
  const first = hexCentre(grid, { col: grid.firstColumn, row: grid.firstRow });
  const shifted = firstLineShifted(grid);
  // hexCentre already puts the first line's hexes half a hex lower (or right) when they are the shifted ones.
  const along = (flat ? first.x : first.y) * pixelsPerInch;
  const across = (flat ? first.y : first.x) * pixelsPerInch;
  const digits = Math.max(1, grid.digits);
  return {
    grid: { sideways: !flat, x0: Math.round(along), y0: Math.round(across), dy: round6(dy), dx: round6(dx) },
    numbering: {
      first: flat ? 'H' : 'V',
      sep: '',
      hType: 'N',
      hLeading: digits - 1,
      hOff: flat ? grid.firstColumn : grid.firstRow,
      hDescend: false,
      vType: 'N',
      vLeading: digits - 1,
      vOff: flat ? grid.firstRow : grid.firstColumn,
      vDescend: false,
      stagger: shifted,
      // FormattedString: a `$` would start a property name, so a map letter is written with none.
      locationFormat: `${grid.prefix.replace(/\$/g, '')}$gridLocation$`,
    },
  };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
