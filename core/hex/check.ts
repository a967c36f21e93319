/**
 * What the schema cannot say about a hex map: every hex id is one of this grid's (its map letter, its
 * digits, inside its columns and rows), a hexside names a side this orientation has and a works' or
 * slope's `inside` is one of its two hexes, a path steps only between touching hexes, a hex is listed
 * once, a counter faces a side or corner its hex has. Runs after the schema check, like core/map/check.ts,
 * with the same words and pointers.
 */
import type { HexMap } from '../scenario/types.generated';
import { type Grid, cornersOf, gridOf, hexDistance, hexId, neighbour, onGrid, parseHexId, sidesOf } from './grid';

export interface HexMapProblem {
  pointer: string;
  message: string;
}

export function hexMapProblems(map: HexMap, at: string): HexMapProblem[] {
  const grid = gridOf(map.grid);
  const problems: HexMapProblem[] = [];
  const read = (id: string, pointer: string) => {
    const message = hexIdProblem(grid, id);
    if (message) problems.push({ pointer, message });
    return parseHexId(grid, id);
  };
  const seen = new Map<string, number>();
  map.hexes.forEach((h, i) => {
    read(h.hex, `${at}/hexes/${i}/hex`);
    const first = seen.get(h.hex);
    if (first !== undefined) problems.push({ pointer: `${at}/hexes/${i}/hex`, message: `hex ${h.hex} is listed twice (first at hexes/${first})` });
    else seen.set(h.hex, i);
  });
  (map.hexsides ?? []).forEach((s, i) => {
    const c = read(s.hex, `${at}/hexsides/${i}/hex`);
    if (!sidesOf(grid).includes(s.direction)) {
      problems.push({ pointer: `${at}/hexsides/${i}/direction`, message: `a ${grid.orientation} hex has no ${s.direction} side (its sides are ${sidesOf(grid).join(' ')})` });
      return;
    }
    if (c && s.inside !== undefined) {
      const across = hexId(grid, neighbour(grid, c, s.direction));
      if (s.inside !== s.hex && s.inside !== across) {
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
  return undefined;
}

function describeNumbering(grid: Grid): string {
  const example = hexId(grid, { col: grid.firstColumn, row: grid.firstRow });
  return `its numbers look like ${example}: ${grid.prefix ? `the letter ${grid.prefix}, then ` : ''}column and row of ${grid.digits} digits each`;
}

function describeExtent(grid: Grid): string {
  const first = hexId(grid, { col: grid.firstColumn, row: grid.firstRow });
  const last = hexId(grid, { col: grid.firstColumn + grid.columns - 1, row: grid.firstRow + grid.rows - 1 });
  return `it runs from ${first} to ${last}`;
}
