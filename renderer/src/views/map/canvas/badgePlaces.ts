/**
 * The plain parts of the boxed names both boards draw (unitBadge.ts): a unit's short name, where a box
 * goes so none covers another, and which box is under a point. No Konva: the playtest's readings and
 * their tests use them as they are.
 */
import type { Point } from '../../../../../core/map/geometry';

/**
 * A short name that fits a marker at fit zoom: a leader by surname, a battery or regiment without its
 * parenthesis; further out (`tight`) a regiment by its number and its state's initials or first letters
 * ("55 NC", "7 Ten") and a battery by its captain.
 */
export function shortName(name: string, leader: boolean, tight: boolean): string {
  const plain = name.split(/[,(]/)[0]!.trim();
  if (leader) return plain.split(/\s+/).at(-1) ?? plain;
  if (!tight) return plain;
  const regiment = /^(\d+)(?:st|nd|rd|th)\s+(.+)$/.exec(plain);
  if (regiment) {
    const words = regiment[2]!.split(/\s+/);
    return `${regiment[1]} ${words.length > 1 ? words.map((w) => w[0]).join('') : words[0]!.slice(0, 3)}`;
  }
  return plain.replace(/\s+(Bty|Battery)$/i, '');
}

export interface MarkerBox {
  key: string;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Where a marker `width` × `height` (inches) goes, wanted at `at` (centred under its unit): a marker that
 * would cover one already placed steps down below it, up to four times, so both can be read and picked.
 */
export function markerPlace(placed: readonly MarkerBox[], at: Point, width: number, height: number): Point {
  return markerPlaceFree(placed, at, width, height) ?? markerPlaceLast(placed, at, width, height);
}

const covering = (placed: readonly MarkerBox[], p: Point, width: number, height: number) => placed.find((m) => p.x < m.maxX && p.x + width > m.minX && p.y < m.maxY && p.y + height > m.minY);

/** As `markerPlace`, but undefined when four steps down still cover a marker: the map editor then leaves that name out at this zoom. */
export function markerPlaceFree(placed: readonly MarkerBox[], at: Point, width: number, height: number): Point | undefined {
  const p = { ...at };
  for (let tries = 0; tries <= 4; tries++) {
    const over = covering(placed, p, width, height);
    if (!over) return p;
    p.y = over.maxY + height / 15;
  }
  return undefined;
}

/** Where the fourth step down leaves a marker, covering or not (the playtest's markers are always drawn: each is how its unit is picked). */
function markerPlaceLast(placed: readonly MarkerBox[], at: Point, width: number, height: number): Point {
  const p = { ...at };
  for (let tries = 0; tries < 4; tries++) {
    const over = covering(placed, p, width, height);
    if (!over) break;
    p.y = over.maxY + height / 15;
  }
  return p;
}

/** The marker under a table point, the last drawn first (it lies on top). */
export function markerAt(markers: readonly MarkerBox[], world: Point): string | undefined {
  for (let i = markers.length - 1; i >= 0; i--) {
    const m = markers[i]!;
    if (world.x >= m.minX && world.x <= m.maxX && world.y >= m.minY && world.y <= m.maxY) return m.key;
  }
  return undefined;
}

