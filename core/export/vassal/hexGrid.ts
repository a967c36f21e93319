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
 * Muster's (core/hexgrid/grid.ts `hexCentre`): the first column's centre half a hex across from the sheet's
 * edge, columns ¾ of a hex apart; which columns sit half a hex lower is the parity of the printed number.
 * So: raw column 0 is the grid's first column (`hOff` = firstColumn); the first raw column's hexes are at
 * `y0`, and when they are the shifted ones `y0` is a hex lower and `stagger` names the others one row on.
 *
 * A combined map (Grand Chancellorsville's H and F sheets): VASSAL numbers one grid per HexGrid, so the
 * board's grid is a `ZonedGrid` with one `Zone` per sheet (ZonedGrid.java, mapgrid/Zone.java). A zone is a
 * polygon of board pixels (its `path`, "x,y;x,y;…", PolygonEditor.polygonToString) holding its own HexGrid,
 * which works in board pixels like the board's, so each zone's grid is the same geometry with the sheet's
 * offsets in its numbering. ZonedGrid.locationName asks the zones in order and the first that contains the
 * point names it, which is Muster's rule for an overlap (the first sheet); getLocation tries each zone's
 * numbering and keeps the point its polygon contains, so either number of an overlap hex is found. A point
 * in no zone falls to the background grid, numbered as the first sheet carried on, as Muster names a hex
 * on no sheet. Each zone's polygon is the outline of its sheet's hexes, edge for edge.
 */
import { allHexes, hexCentre, hexCorners, onSheet, type Grid, type Sheet } from '../../hex';

export interface VassalHexGrid {
  /** HexGrid attributes, in pixels of the map image. */
  grid: { sideways: boolean; x0: number; y0: number; dy: number; dx: number };
  /** HexGridNumbering attributes. */
  numbering: VassalNumbering;
  /** A combined map's sheets, in its order: each a Zone of the board's ZonedGrid; `numbering` is then the background's. */
  zones?: VassalZone[];
}

/** HexGridNumbering attributes. */
export interface VassalNumbering {
  first: 'H' | 'V';
  sep: string;
  hType: 'N';
  hLeading: number;
  hOff: number;
  hDescend: false;
  vType: 'N';
  vLeading: number;
  vOff: number;
  vDescend: false;
  stagger: boolean;
  locationFormat: string;
}

/** One sheet as a VASSAL Zone: its name, its outline in board pixels, its grid's numbering (same geometry as the board's). */
export interface VassalZone {
  name: string;
  path: Array<{ x: number; y: number }>;
  numbering: VassalNumbering;
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
  // A sheet's printed number is the grid's coordinate less its shift; a map of one sheet has none.
  const numbering = (letter: string, columnShift: number, rowShift: number): VassalNumbering => ({
    first: flat ? 'H' : 'V',
    sep: '',
    hType: 'N',
    hLeading: digits - 1,
    hOff: flat ? grid.firstColumn - columnShift : grid.firstRow - rowShift,
    hDescend: false,
    vType: 'N',
    vLeading: digits - 1,
    vOff: flat ? grid.firstRow - rowShift : grid.firstColumn - columnShift,
    vDescend: false,
    stagger: shifted,
    // FormattedString: a `$` would start a property name, so a map letter is written with none.
    locationFormat: `${letter.replace(/\$/g, '')}$gridLocation$`,
  });
  const firstSheet = grid.sheets[0];
  const zones = grid.sheets.flatMap((sheet): VassalZone[] => {
    const path = sheetOutline(grid, sheet, pixelsPerInch);
    return path.length ? [{ name: sheet.name ? `${sheet.name} (${sheet.prefix})` : sheet.prefix, path, numbering: numbering(sheet.prefix, sheet.columnShift, sheet.rowShift) }] : [];
  });
  return {
    grid: { sideways: !flat, x0: Math.round(along), y0: Math.round(across), dy: round6(dy), dx: round6(dx) },
    numbering: firstSheet ? numbering(firstSheet.prefix, firstSheet.columnShift, firstSheet.rowShift) : numbering(grid.prefix, 0, 0),
    ...(grid.sheets.length ? { zones } : {}),
  };
}

/**
 * The outline of a sheet's hexes on the grid, in board pixels, clockwise: every hex's six edges, less
 * those two of its hexes share (each drawn once each way), chained from corner to corner. Empty when no
 * hex of the grid is on the sheet.
 */
function sheetOutline(grid: Grid, sheet: Sheet, pixelsPerInch: number): Array<{ x: number; y: number }> {
  // Two hexes' arithmetic for a shared corner differs in the last bits, and a corner may sit exactly on a
  // rounding boundary, so a corner is the first one found within a millionth of an inch (buckets of a
  // thousandth, the nine round it searched).
  const points = new Map<string, { x: number; y: number }>();
  const buckets = new Map<string, string[]>();
  const key = (p: { x: number; y: number }): string => {
    const bx = Math.floor(p.x * 1000);
    const by = Math.floor(p.y * 1000);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const near = buckets.get(`${bx + dx},${by + dy}`)?.find((k) => Math.hypot(points.get(k)!.x - p.x, points.get(k)!.y - p.y) < 1e-6);
        if (near) return near;
      }
    }
    const k = String(points.size);
    points.set(k, p);
    buckets.set(`${bx},${by}`, [...(buckets.get(`${bx},${by}`) ?? []), k]);
    return k;
  };
  // Every hex's edges, clockwise; an edge two hexes share is drawn once each way and drops out.
  const edgeSet = new Set<string>();
  for (const c of allHexes(grid)) {
    if (!onSheet(sheet, c)) continue;
    const corners = hexCorners(grid, c).map(key);
    corners.forEach((a, i) => {
      const b = corners[(i + 1) % 6]!;
      if (edgeSet.has(`${b}>${a}`)) edgeSet.delete(`${b}>${a}`);
      else edgeSet.add(`${a}>${b}`);
    });
  }
  // On the outline of a block of hexes each corner has one edge leaving it.
  const edges = new Map([...edgeSet].map((e) => e.split('>') as [string, string]));
  const start = edges.keys().next().value;
  if (start === undefined) return [];
  const path: Array<{ x: number; y: number }> = [];
  for (let at: string | undefined = start; at !== undefined && path.length <= edges.size; at = edges.get(at)) {
    const p = points.get(at)!;
    path.push({ x: Math.round(p.x * pixelsPerInch), y: Math.round(p.y * pixelsPerInch) });
    if (edges.get(at) === start) break;
  }
  return path;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
