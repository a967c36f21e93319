/**
 * A hex map read for the rules and the tools: terrain and level of any hex (the default where the file
 * lists none), the features on any hexside whichever of its two hexes names it, whether a path (road,
 * turnpike, trail, railroad) joins two hexes, and the counters in a hex in stacking order. Built once per
 * map version; lookups are by map key, so a rules engine asking a path of 40 hexes does not scan the file.
 */
import type { HexMap, HexPlacement, Hexside } from '../model/scenario.generated';
import { type Compass, type Grid, type HexCoord, gridOf, hexId, neighbours, onGrid, parseHexId, sideBetween, sideKey, sideKeyBetween } from './grid';

export interface HexMapIndex {
  grid: Grid;
  map: HexMap;
  /** The terrain kind of a hex: its own, else the map's default, else open ground. */
  terrainAt(hex: HexCoord): string;
  /** The base elevation level of a hex (0 where the file gives none). */
  elevationAt(hex: HexCoord): number;
  labelAt(hex: HexCoord): string | undefined;
  /** Every feature on one hexside (a side may hold a stream and a slope). */
  hexsidesAt(hex: HexCoord, side: Compass): readonly Hexside[];
  /** The features on the side two touching hexes share; empty when they do not touch. */
  hexsidesBetween(a: HexCoord, b: HexCoord): readonly Hexside[];
  /** The kinds of path (road, trail…) that join two touching hexes. */
  pathsBetween(a: HexCoord, b: HexCoord): readonly string[];
  /** The counters in a hex, bottom first, with their index in `map.units`; a counter extended into the hex counts. */
  countersIn(hex: HexCoord): readonly { index: number; placement: HexPlacement }[];
  /** The hex of an id as this map prints it; undefined when it is not one of this map's ids. */
  coordOf(id: string): HexCoord | undefined;
  idOf(hex: HexCoord): string;
}

export function indexHexMap(map: HexMap): HexMapIndex {
  const grid = gridOf(map.grid);
  // Keyed by the number the map prints for the hex: on a combined map an overlap hex may be stored under either sheet's.
  const canonical = (id: string) => {
    const c = parseHexId(grid, id);
    return c ? hexId(grid, c) : id;
  };
  const hexes = new Map(map.hexes.map((h) => [canonical(h.hex), h]));
  const sides = new Map<string, Hexside[]>();
  for (const s of map.hexsides ?? []) {
    const at = parseHexId(grid, s.hex);
    if (!at) continue;
    const key = sideKey(grid, { hex: at, side: s.direction });
    (sides.get(key) ?? sides.set(key, []).get(key)!).push(s);
  }
  const paths = new Map<string, string[]>();
  for (const p of map.paths ?? []) {
    for (let i = 1; i < p.hexes.length; i++) {
      const a = parseHexId(grid, p.hexes[i - 1]!);
      const b = parseHexId(grid, p.hexes[i]!);
      const key = a && b ? sideKeyBetween(grid, a, b) : undefined;
      if (key === undefined) continue;
      const kinds = paths.get(key) ?? paths.set(key, []).get(key)!;
      if (!kinds.includes(p.kind)) kinds.push(p.kind);
    }
  }
  const stacks = new Map<string, { index: number; placement: HexPlacement }[]>();
  (map.units ?? []).forEach((placement, index) => {
    for (const id of [placement.hex, ...(placement.alsoIn ?? [])].map(canonical)) (stacks.get(id) ?? stacks.set(id, []).get(id)!).push({ index, placement });
  });
  const none: readonly never[] = [];
  const idOf = (hex: HexCoord) => hexId(grid, hex);
  return {
    grid,
    map,
    terrainAt: (hex) => hexes.get(idOf(hex))?.terrain ?? map.defaultTerrain ?? 'open',
    elevationAt: (hex) => hexes.get(idOf(hex))?.elevation ?? 0,
    labelAt: (hex) => hexes.get(idOf(hex))?.label,
    hexsidesAt: (hex, side) => sides.get(sideKey(grid, { hex, side })) ?? none,
    hexsidesBetween: (a, b) => {
      const side = sideBetween(grid, a, b);
      return side === undefined ? none : (sides.get(sideKey(grid, { hex: a, side })) ?? none);
    },
    pathsBetween: (a, b) => {
      const key = sideKeyBetween(grid, a, b);
      return key === undefined ? none : (paths.get(key) ?? none);
    },
    countersIn: (hex) => stacks.get(idOf(hex)) ?? none,
    coordOf: (id) => parseHexId(grid, id),
    idOf,
  };
}

/**
 * The hexes a flood fill from `start` reaches: `start` and every hex joined to it through touching hexes
 * of the same terrain, on the map (a bucket fill in a paint program, hex by hex). Hexsides do not stop it.
 */
export function fillRegion(map: HexMap, start: HexCoord, index: HexMapIndex = indexHexMap(map)): HexCoord[] {
  const { grid } = index;
  if (!onGrid(grid, start)) return [];
  const terrain = index.terrainAt(start);
  const seen = new Set<string>([hexId(grid, start)]);
  const region: HexCoord[] = [];
  const queue: HexCoord[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const hex = queue[i]!;
    region.push(hex);
    for (const n of neighbours(grid, hex)) {
      const id = hexId(grid, n.hex);
      if (seen.has(id) || index.terrainAt(n.hex) !== terrain) continue;
      seen.add(id);
      queue.push(n.hex);
    }
  }
  return region;
}
