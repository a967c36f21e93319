/**
 * The blank hex map an imported game starts on. The text holds no terrain and no sheet sizes, only hex
 * numbers, so the grid is made to cover every hex the game names, with a margin, numbered from 0101
 * as the book's maps are, flat-topped (Shiloh's "north or north-east" moves need a north hexside). A game
 * on two joined sheets (Grand Chancellorsville's H and F) becomes one grid with two sheets, laid where the
 * text says they overlap, so every hex keeps the number the book prints (decision BI15).
 */
import { gridOf, hexId, sheetSize } from '../../hex';
import type { HexGrid, HexSheet } from '../../model/scenario.generated';
import { hexColumnRow } from './tokens';
import type { BgGame, BgProblem } from './types';

export interface MapLayout {
  grid: HexGrid;
  /** The map's id of a hex as the book prints it; undefined for a hex this map cannot hold. */
  hexOf(bookHex: string): string | undefined;
  problems: BgProblem[];
}

/** The grid for a game's hexes (book numbers), `margin` columns and rows beyond the farthest. */
export function mapLayout(game: BgGame, hexes: readonly string[], margin: number): MapLayout {
  const problems: BgProblem[] = [];
  const prefixes = [...new Set(hexes.map((h) => hexColumnRow(h).prefix))].sort();
  let shiftOf = new Map<string, { dc: number; dr: number }>(prefixes.map((p) => [p, { dc: 0, dr: 0 }]));
  let prefix = prefixes.length === 1 ? prefixes[0]! : '';
  let joined: { base: ReturnType<typeof hexColumnRow>; moved: ReturnType<typeof hexColumnRow> } | undefined;
  if (prefixes.length > 1) {
    const join = game.sheets?.join;
    const a = join ? hexColumnRow(join.a) : undefined;
    const b = join ? hexColumnRow(join.b) : undefined;
    if (join && a && b && prefixes.length === 2 && prefixes.includes(a.prefix) && prefixes.includes(b.prefix)) {
      // Lay sheet b onto sheet a so that its joining hex falls on a's; the grid's coordinates are the
      // numbers of whichever sheet keeps them positive. A column shift must be even, or the flat tops'
      // half-hex offsets would not line up.
      let base = a;
      let moved = b;
      if (a.column - b.column < 0 || a.row - b.row < 0) [base, moved] = [b, a];
      const dc = base.column - moved.column;
      const dr = base.row - moved.row;
      shiftOf = new Map([[base.prefix, { dc: 0, dr: 0 }], [moved.prefix, { dc, dr }]]);
      if (dc % 2 !== 0) problems.push({ line: join.line, message: 'the sheets join with an odd column shift, so their half-hex offsets cannot both be right on one flat-topped grid' });
      joined = { base, moved };
      prefix = '';
    } else {
      const keep = prefixes[0]!;
      problems.push({ line: game.from, message: `hexes carry the letters ${prefixes.join(', ')} and the text does not say how their sheets join: only the ${keep} sheet's hexes are on this map` });
      shiftOf = new Map([[keep, { dc: 0, dr: 0 }]]);
      prefix = keep;
    }
  }
  // Grid coordinates: the book's numbers with the sheet's shift.
  const coordOf = (bookHex: string) => {
    const c = hexColumnRow(bookHex);
    const shift = shiftOf.get(c.prefix);
    return shift ? { col: c.column + shift.dc, row: c.row + shift.dr } : undefined;
  };
  const placed = hexes.map(coordOf).filter((c) => c !== undefined);
  const columns = Math.max(1, ...placed.map((c) => c.col)) + margin;
  const rows = Math.max(1, ...placed.map((c) => c.row)) + margin;
  const grid: HexGrid = {
    columns,
    rows,
    orientation: 'flat-top',
    firstColumn: 1,
    firstRow: 1,
    ...(prefix ? { prefix } : {}),
    ...(joined ? { sheets: joinedSheets(game, joined.base, joined.moved, columns, rows) } : {}),
  };
  const g = gridOf(grid);
  const hexOf = (bookHex: string): string | undefined => {
    const c = coordOf(bookHex);
    return c && hexId(g, c);
  };
  return { grid, hexOf, problems };
}

/**
 * The two sheets of a joined map, in the order the text names them (Hooker and Lee's H before
 * Fredericksburg's F), so the first names the hexes where they overlap. The text gives only the join,
 * not the sheets' sizes, so each sheet holds the grid on its side of the joining row (or column) and the
 * joining line itself, which both sheets print: the grid is cut there rather than guessing how far each
 * sheet runs under the other.
 */
function joinedSheets(game: BgGame, base: ReturnType<typeof hexColumnRow>, moved: ReturnType<typeof hexColumnRow>, columns: number, rows: number): HexSheet[] {
  const dc = base.column - moved.column;
  const dr = base.row - moved.row;
  const names = game.sheets?.names ?? {};
  // In grid coordinates the join is at base's numbers; split along the axis the sheets were moved on.
  const byRows = dr !== 0;
  const sheetFor = (s: ReturnType<typeof hexColumnRow>, shift: { dc: number; dr: number }, before: boolean): HexSheet => {
    let c0 = 1;
    let c1 = columns;
    let r0 = 1;
    let r1 = rows;
    if (byRows) {
      if (before) r1 = base.row;
      else r0 = base.row;
    } else if (before) c1 = base.column;
    else c0 = base.column;
    return {
      prefix: s.prefix,
      ...(names[s.prefix] ? { name: names[s.prefix] } : {}),
      ...(shift.dc ? { columnShift: shift.dc } : {}),
      ...(shift.dr ? { rowShift: shift.dr } : {}),
      firstColumn: c0 - shift.dc,
      lastColumn: c1 - shift.dc,
      firstRow: r0 - shift.dr,
      lastRow: r1 - shift.dr,
    };
  };
  // The moved sheet's joining number is the smaller (its numbers grew to meet base's), so it lies after the join.
  const sheets = [sheetFor(base, { dc: 0, dr: 0 }, true), sheetFor(moved, { dc, dr }, false)];
  const order = Object.keys(names);
  const rank = (p: string) => (order.includes(p) ? order.indexOf(p) : order.length);
  return sheets.sort((x, y) => rank(x.prefix) - rank(y.prefix));
}

/** The printed sheet a grid makes at the default hex size, in inches to the hundredth (the text gives no sheet sizes). */
export function boardForGrid(grid: HexGrid): { widthIn: number; heightIn: number } {
  const size = sheetSize(gridOf(grid));
  const round = (v: number) => Math.ceil(v * 100) / 100;
  return { widthIn: round(size.widthIn), heightIn: round(size.heightIn) };
}
