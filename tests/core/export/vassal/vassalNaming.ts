/**
 * VASSAL's own hex naming, rewritten line for line from its sources (vassalengine/vassal, vassal-app/src/
 * main/java/VASSAL/build/module/map/boardPicker/board/), so the tests ask VASSAL's arithmetic, not
 * Muster's, what a point of the exported map is called and where a named hex lies:
 *
 * - HexGrid.java 570–584 `rotatePoint`/`rotateIfSideways`: a sideways grid swaps x and y;
 * - HexGrid.java 722–729 `getRawColumn`: floor((x − x0) / dx + 0.5);
 * - HexGrid.java 732–746 `getRawRow`: round((y − y0) / dy), less half a hex in odd raw columns;
 * - mapgrid/HexGridNumbering.java 262–275 `getColumn`, 322–357 `getRow` (stagger adds one in odd raw columns);
 * - mapgrid/RegularGridNumbering.java 417–424 `getName(row, column)`, 551–566 `getName(n, type, leading)`
 *   (the leading zeros), 507–515 `locationName` (the location format);
 * - RegularGridNumbering.java 439–502 `getLocation` (the pattern 432–437) and HexGridNumbering.java
 *   213–260 `getCenterPoint`: where a SetupStack's `location` puts its pieces.
 *
 * Descending numbering and alphabetic names are not followed: Muster never writes them.
 */
import type { VassalHexGrid } from '../../../../core/export/vassal';

type G = VassalHexGrid['grid'];
type N = VassalHexGrid['numbering'];
interface P {
  x: number;
  y: number;
}

const rotateIfSideways = (g: G, p: P): P => (g.sideways ? { x: p.y, y: p.x } : { ...p });

// Java's (int) cast truncates towards zero; Math.round is floor(x + 0.5), as JavaScript's.
const int = (v: number) => Math.trunc(v);

export function rawColumn(g: G, point: P): number {
  const p = rotateIfSideways(g, point);
  const x = p.x - g.x0;
  return int(Math.floor(x / g.dx + 0.5));
}

export function rawRow(g: G, point: P): number {
  const p = rotateIfSideways(g, point);
  const nx = int(Math.round((p.x - g.x0) / g.dx));
  return nx % 2 === 0 ? int(Math.round((p.y - g.y0) / g.dy)) : int(Math.round((p.y - g.y0 - g.dy / 2) / g.dy));
}

const column = (g: G, p: P) => rawColumn(g, p);

function row(g: G, n: N, p: P): number {
  let ny = rawRow(g, p);
  if (n.stagger && rawColumn(g, p) % 2 !== 0) ny++;
  return ny;
}

function nameOf(value: number, leading: number): string {
  let val = value < 0 ? '-' : '';
  const v = Math.abs(value);
  while (leading > 0 && v < Math.pow(10, leading--)) val += '0';
  return val + v;
}

function gridLocation(n: N, r: number, c: number): string {
  const rowName = nameOf(r + n.vOff, n.vLeading);
  const colName = nameOf(c + n.hOff, n.hLeading);
  return n.first === 'H' ? colName + n.sep + rowName : rowName + n.sep + colName;
}

/** `RegularGridNumbering.locationName(pt)`: what VASSAL calls the hex under an (integer) point of the board. */
export function locationName(v: VassalHexGrid, point: P): string {
  const p = { x: Math.trunc(point.x), y: Math.trunc(point.y) };
  return v.numbering.locationFormat.replace('$gridLocation$', gridLocation(v.numbering, row(v.grid, v.numbering, p), column(v.grid, p)));
}

const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `RegularGridNumbering.getLocation(name)` then `HexGridNumbering.getCenterPoint`: where VASSAL puts a named hex; undefined for BadCoords. */
export function locationPoint(v: VassalHexGrid, name: string): P | undefined {
  const n = v.numbering;
  const [before, after] = n.locationFormat.split('$gridLocation$') as [string, string];
  const colPattern = `(-?[0-9]{${n.hLeading + 1},})`;
  const rowPattern = `(-?[0-9]{${n.vLeading + 1},})`;
  const body = n.first === 'H' ? `${colPattern}${quote(n.sep)}${rowPattern}` : `${rowPattern}${quote(n.sep)}${colPattern}`;
  const m = new RegExp(`^${quote(before)}${body}${quote(after ?? '')}$`).exec(name);
  if (!m) return undefined;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const [colName, rowName] = n.first === 'H' ? [a, b] : [b, a];
  let col = colName - n.hOff;
  let r = rowName - n.vOff;
  // getCenterPoint, not descending.
  if (n.stagger && col % 2 !== 0) r--;
  const g = v.grid;
  const p = { x: int(col * g.dx) + g.x0, y: (col % 2 === 0 ? int(r * g.dy) : int(r * g.dy + g.dy / 2)) + g.y0 };
  return rotateIfSideways(g, p);
}
