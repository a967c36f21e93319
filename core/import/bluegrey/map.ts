/**
 * The blank hex map an imported game starts on. The text holds no terrain and no sheet sizes, only hex
 * numbers, so the grid is made to cover every hex the game names, with a margin, numbered from 0101
 * as the book's maps are, flat-topped (Shiloh's "north or north-east" moves need a north hexside). A game
 * on two joined sheets (Grand Chancellorsville's H and F) becomes one grid: the map format numbers one
 * sheet per map, so the sheets are laid side by side where the text says they overlap and one sheet's
 * numbers are shifted onto the other's; the import reports the rule so the printed numbers can be read.
 */
import { gridOf, sheetSize } from '../../hex';
import type { HexGrid } from '../../scenario/types.generated';
import { hexColumnRow } from './tokens';
import type { BgGame, BgProblem } from './types';

export interface MapLayout {
  grid: HexGrid;
  /** The map's id of a hex as the book prints it; undefined for a hex this map cannot hold. */
  hexOf(bookHex: string): string | undefined;
  problems: BgProblem[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The grid for a game's hexes (book numbers), `margin` columns and rows beyond the farthest. */
export function mapLayout(game: BgGame, hexes: readonly string[], margin: number): MapLayout {
  const problems: BgProblem[] = [];
  const prefixes = [...new Set(hexes.map((h) => hexColumnRow(h).prefix))].sort();
  let shiftOf = new Map<string, { dc: number; dr: number }>(prefixes.map((p) => [p, { dc: 0, dr: 0 }]));
  let prefix = prefixes.length === 1 ? prefixes[0]! : '';
  if (prefixes.length > 1) {
    const join = game.sheets?.join;
    const a = join ? hexColumnRow(join.a) : undefined;
    const b = join ? hexColumnRow(join.b) : undefined;
    if (join && a && b && prefixes.length === 2 && prefixes.includes(a.prefix) && prefixes.includes(b.prefix)) {
      // Lay sheet b onto sheet a so that its joining hex falls on a's; keep whichever sheet's numbers
      // stay positive. A column shift must be even, or the flat tops' half-hex offsets would not line up.
      let base = a;
      let moved = b;
      if (a.column - b.column < 0 || a.row - b.row < 0) [base, moved] = [b, a];
      const dc = base.column - moved.column;
      const dr = base.row - moved.row;
      shiftOf = new Map([[base.prefix, { dc: 0, dr: 0 }], [moved.prefix, { dc, dr }]]);
      const names = game.sheets!.names;
      const sheet = (p: string) => `${names[p] ?? p} (${p})`;
      problems.push({
        line: join.line,
        message: `the map format numbers one sheet per map, so the ${sheet(base.prefix)} and ${sheet(moved.prefix)} sheets are one grid here: a ${base.prefix} hex keeps its number without the letter, and a ${moved.prefix} hex's ${dc !== 0 ? `column grows by ${dc} and ` : ''}row grows by ${dr} (${moved.prefix}${pad(moved.column)}${pad(moved.row)} is ${pad(base.column)}${pad(base.row)}, where the text says the sheets overlap)`,
      });
      if (dc % 2 !== 0) problems.push({ line: join.line, message: 'the sheets join with an odd column shift, so their half-hex offsets cannot both be right on one flat-topped grid' });
      prefix = '';
    } else {
      const keep = prefixes[0]!;
      problems.push({ line: game.from, message: `hexes carry the letters ${prefixes.join(', ')} and the text does not say how their sheets join: only the ${keep} sheet's hexes are on this map` });
      shiftOf = new Map([[keep, { dc: 0, dr: 0 }]]);
      prefix = keep;
    }
  }
  const hexOf = (bookHex: string): string | undefined => {
    const c = hexColumnRow(bookHex);
    const shift = shiftOf.get(c.prefix);
    if (!shift) return undefined;
    return `${prefix}${pad(c.column + shift.dc)}${pad(c.row + shift.dr)}`;
  };
  const placed = hexes.map(hexOf).filter((h): h is string => h !== undefined).map(hexColumnRow);
  const columns = Math.max(1, ...placed.map((c) => c.column)) + margin;
  const rows = Math.max(1, ...placed.map((c) => c.row)) + margin;
  const grid: HexGrid = { columns, rows, orientation: 'flat-top', firstColumn: 1, firstRow: 1, ...(prefix ? { prefix } : {}) };
  return { grid, hexOf, problems };
}

/** The printed sheet a grid makes at the default hex size, in inches to the hundredth (the text gives no sheet sizes). */
export function boardForGrid(grid: HexGrid): { widthIn: number; heightIn: number } {
  const size = sheetSize(gridOf(grid));
  const round = (v: number) => Math.ceil(v * 100) / 100;
  return { widthIn: round(size.widthIn), heightIn: round(size.heightIn) };
}
