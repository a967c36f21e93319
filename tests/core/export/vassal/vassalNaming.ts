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
 * - ZonedGrid.java `locationName`/`getLocation` and mapgrid/Zone.java `locationName`/`getLocation`: the
 *   first zone whose polygon contains the point names it, else the background grid; a name is looked up in
 *   each zone's grid in turn and kept where the zone's polygon contains the point it gives;
 *   java.awt.Polygon.contains (the even-odd crossing rule) for a zone's polygon.
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

/** `RegularGridNumbering.locationName(pt)` (through ZonedGrid's zones when it has them): what VASSAL calls the hex under an (integer) point of the board. */
export function locationName(v: VassalHexGrid, point: P): string {
  const p = { x: Math.trunc(point.x), y: Math.trunc(point.y) };
  // Zone.locationFormat is Muster's `$gridLocation$`: the zone's name is its grid's.
  const zone = v.zones?.find((z) => polygonContains(z.path, p));
  if (zone) return gridLocationName({ grid: v.grid, numbering: zone.numbering }, p);
  return gridLocationName(v, p);
}

/** java.awt.Polygon.contains: even-odd crossings of a ray to the right (a point on a left or top edge is inside). */
export function polygonContains(path: readonly P[], p: P): boolean {
  let inside = false;
  for (let i = 0, j = path.length - 1; i < path.length; j = i++) {
    const a = path[i]!;
    const b = path[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function gridLocationName(v: Pick<VassalHexGrid, 'grid' | 'numbering'>, p: P): string {
  return v.numbering.locationFormat.replace('$gridLocation$', gridLocation(v.numbering, row(v.grid, v.numbering, p), column(v.grid, p)));
}

const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `ZonedGrid.getLocation`: each zone's grid in turn, kept where the zone holds the point; else the board's (background) grid. */
export function locationPoint(v: VassalHexGrid, name: string): P | undefined {
  for (const z of v.zones ?? []) {
    const p = gridLocationPoint({ grid: v.grid, numbering: z.numbering }, name);
    if (p && polygonContains(z.path, p)) return p;
  }
  return gridLocationPoint(v, name);
}

/** `RegularGridNumbering.getLocation(name)` then `HexGridNumbering.getCenterPoint`: where VASSAL puts a named hex; undefined for BadCoords. */
function gridLocationPoint(v: Pick<VassalHexGrid, 'grid' | 'numbering'>, name: string): P | undefined {
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
