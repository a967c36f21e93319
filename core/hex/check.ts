/**
 * What the schema cannot say about a hex map: every hex id is one of this grid's (its map letter, its
 * digits, inside its columns and rows), a hexside names a side this orientation has and a works' or
 * slope's `inside` is one of its two hexes, a path steps only between touching hexes, a hex is listed
 * once (under either of its numbers, on a combined map), a counter faces a side or corner its hex has; a
 * combined map's sheets have letters of their own, numbers its digits can print, and no `prefix` beside
 * them. Runs after the schema check, like core/map/check.ts,
 * with the same words and pointers.
 */
import type { HexMap } from '../model/scenario.generated';
import { type Grid, allHexes, cornersOf, gridOf, hexDistance, hexId, hexIds, neighbour, onGrid, parseHexId, printedOn, printedSheetId, sameHex, sheetOf, sidesOf } from '../hexgrid/grid';

export interface HexMapProblem {
  pointer: string;
  message: string;
}

export function hexMapProblems(map: HexMap, at: string): HexMapProblem[] {
  const grid = gridOf(map.grid);
  const problems: HexMapProblem[] = sheetProblems(map, grid, at);
  const read = (id: string, pointer: string) => {
    const message = hexIdProblem(grid, id);
    if (message) problems.push({ pointer, message });
    return parseHexId(grid, id);
  };
  const seen = new Map<string, number>();
  map.hexes.forEach((h, i) => {
    const c = read(h.hex, `${at}/hexes/${i}/hex`);
    // Keyed by the hex, not its spelling: an overlap hex of a combined map has two numbers.
    const key = c ? hexId(grid, c) : h.hex;
    const first = seen.get(key);
    if (first !== undefined) problems.push({ pointer: `${at}/hexes/${i}/hex`, message: `hex ${h.hex} is listed twice (first at hexes/${first})` });
    else seen.set(key, i);
  });
  (map.hexsides ?? []).forEach((s, i) => {
    const c = read(s.hex, `${at}/hexsides/${i}/hex`);
    if (!sidesOf(grid).includes(s.direction)) {
      problems.push({ pointer: `${at}/hexsides/${i}/direction`, message: `a ${grid.orientation} hex has no ${s.direction} side (its sides are ${sidesOf(grid).join(' ')})` });
      return;
    }
    if (c && s.inside !== undefined) {
      const next = neighbour(grid, c, s.direction);
      const across = hexId(grid, next);
      // By the hex, not its spelling: on a combined map an overlap hex has two numbers.
      const inside = parseHexId(grid, s.inside);
      if (!inside || !(sameHex(inside, c) || sameHex(inside, next))) {
        problems.push({ pointer: `${at}/hexsides/${i}/inside`, message: `'inside' must be ${s.hex} or ${across}, the two hexes this side separates, not ${s.inside}` });
      }
    }
  });
  (map.paths ?? []).forEach((p, i) => {
    const coords = p.hexes.map((id, j) => read(id, `${at}/paths/${i}/hexes/${j}`));
    for (let j = 1; j < coords.length; j++) {
      const a = coords[j - 1];
      const b = coords[j];
      if (a && b && hexDistance(grid, a, b) !== 1) {
        problems.push({ pointer: `${at}/paths/${i}/hexes/${j}`, message: `the ${p.kind} '${p.id}' jumps from ${p.hexes[j - 1]} to ${p.hexes[j]}, which do not touch` });
      }
    }
  });
  (map.units ?? []).forEach((u, i) => {
    read(u.hex, `${at}/units/${i}/hex`);
    (u.alsoIn ?? []).forEach((id, j) => read(id, `${at}/units/${i}/alsoIn/${j}`));
    if (u.facing !== undefined && !sidesOf(grid).includes(u.facing)) {
      problems.push({ pointer: `${at}/units/${i}/facing`, message: `a ${grid.orientation} hex has no ${u.facing} side to face (its sides are ${sidesOf(grid).join(' ')})` });
    }
    if (u.facingVertex !== undefined && !cornersOf(grid).includes(u.facingVertex)) {
      problems.push({ pointer: `${at}/units/${i}/facingVertex`, message: `a ${grid.orientation} hex has no ${u.facingVertex} corner to face (its corners are ${cornersOf(grid).join(' ')})` });
    }
    if (u.facing !== undefined && u.facingVertex !== undefined) {
      problems.push({ pointer: `${at}/units/${i}`, message: `a counter faces a side (${u.facing}) or a corner (${u.facingVertex}), not both` });
    }
  });
  return problems;
}

/**
 * Why `id` is not a hex of this grid, in the words every check and form uses: not one of its numbers
 * (wrong map letter or digits), or off the map; undefined when it is a hex of the map.
 */
export function hexIdProblem(grid: Grid, id: string): string | undefined {
  const c = parseHexId(grid, id);
  if (!c) return `'${id}' is not a hex number of this map (${describeNumbering(grid)})`;
  if (!onGrid(grid, c)) return `hex ${id} is off the map (${describeExtent(grid)})`;
  // A combined map: the number must be one this hex has (F1340 may be a real hex under H's number only).
  const names = hexIds(grid, c);
  if (!names.includes(id)) return `hex ${id} is not on the ${id.replace(/[0-9]+$/, '')} sheet of this map: that hex is ${names.join(' or ')}`;
  return undefined;
}

function describeNumbering(grid: Grid): string {
  const example = hexId(grid, { col: grid.firstColumn, row: grid.firstRow });
  if (grid.sheets.length) return `its numbers look like ${example}: the letter of a sheet (${grid.sheets.map((s) => s.prefix).join(', ')}), then column and row of ${grid.digits} digits each`;
  return `its numbers look like ${example}: ${grid.prefix ? `the letter ${grid.prefix}, then ` : ''}column and row of ${grid.digits} digits each`;
}

/**
 * A combined map's sheets: not beside a single map letter, each letter once, each sheet's numbers
 * within the digits, and every hex on no sheet printable with the first sheet's numbering carried on.
 */
function sheetProblems(map: HexMap, grid: Grid, at: string): HexMapProblem[] {
  const sheets = map.grid.sheets ?? [];
  if (!sheets.length) return [];
  const problems: HexMapProblem[] = [];
  if (map.grid.prefix !== undefined) {
    problems.push({ pointer: `${at}/grid/prefix`, message: `a map with sheets prints each sheet's own letter: its single map letter ${map.grid.prefix} must go (give it to a sheet instead)` });
  }
  const limit = 10 ** grid.digits - 1;
  const first = new Map<string, number>();
  sheets.forEach((s, i) => {
    const where = `${at}/grid/sheets/${i}`;
    const before = first.get(s.prefix);
    if (before !== undefined) problems.push({ pointer: `${where}/prefix`, message: `the letter ${s.prefix} names two sheets (sheets ${before + 1} and ${i + 1} in the list)` });
    else first.set(s.prefix, i);
    if (s.lastColumn < s.firstColumn || s.lastRow < s.firstRow) problems.push({ pointer: where, message: `sheet ${s.prefix} ends before it starts (columns ${s.firstColumn}–${s.lastColumn}, rows ${s.firstRow}–${s.lastRow})` });
    if (s.lastColumn > limit || s.lastRow > limit) problems.push({ pointer: where, message: `sheet ${s.prefix} runs to column ${s.lastColumn} and row ${s.lastRow}, past the ${grid.digits} digits of a hex number` });
  });
  const s0 = grid.sheets[0]!;
  for (const c of allHexes(grid)) {
    if (sheetOf(grid, c)) continue;
    const p = printedOn(s0, c);
    if (p.col < 0 || p.row < 0 || p.col > limit || p.row > limit) {
      problems.push({ pointer: `${at}/grid/sheets`, message: `a hex of the grid lies on no sheet, and sheet ${s0.prefix}'s numbers carried on to it would be column ${p.col}, row ${p.row}, which no hex number prints: make a sheet hold it` });
      break;
    }
  }
  return problems;
}

function describeExtent(grid: Grid): string {
  if (grid.sheets.length) return `its sheets run ${grid.sheets.map((s) => `${printedSheetId(grid, s, { col: s.firstColumn, row: s.firstRow })} to ${printedSheetId(grid, s, { col: s.lastColumn, row: s.lastRow })}`).join(' and ')}`;
  const first = hexId(grid, { col: grid.firstColumn, row: grid.firstRow });
  const last = hexId(grid, { col: grid.firstColumn + grid.columns - 1, row: grid.firstRow + grid.rows - 1 });
  return `it runs from ${first} to ${last}`;
}
