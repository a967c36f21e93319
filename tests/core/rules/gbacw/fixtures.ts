/**
 * Small hand-made hex maps and an invented Terrain Effects Chart for the GBACW engine tests. The chart
 * is Muster's own example, not any game's card: the series rules leave every cost to each game, and the
 * worked cases need only the costs they name (Woods 2 for infantry and 5 for artillery on Advance, L1106).
 */
import { type HexCoord, hexId, indexHexMap, neighbour, parseHexId, type Compass, type HexMapIndex } from '../../../../core/hex';
import { terrainChart, type TerrainChart } from '../../../../core/rules/gbacw';
import type { GbacwGameTables, HexMap, Hexside } from '../../../../core/model/scenario.generated';

export const TEST_TABLES: GbacwGameTables = {
  system: 'gbacw',
  game: 'Muster test chart (invented)',
  source: 'invented example',
  terrainEffects: {
    rows: [
      { id: 'clear', label: 'Clear', place: 'hex', terrain: ['open'], movement: { infantry: 1, cavalry: 1, artillery: 1, leader: 1 } },
      { id: 'woods', label: 'Woods', place: 'hex', terrain: ['heavy-woods', 'light-woods'], movement: { infantry: 2, cavalry: 3, artillery: 5, leader: 2 }, disorder: { artillery: 'd' }, fireDrm: -1 },
      { id: 'orchard', label: 'Orchard', place: 'hex', terrain: ['orchard'], movement: { infantry: 1, cavalry: 2, artillery: 2 } },
      { id: 'town', label: 'Town', place: 'hex', terrain: ['village'], movement: { infantry: 1, cavalry: 2, artillery: 2 } },
      { id: 'marsh', label: 'Marsh', place: 'hex', terrain: ['marsh'], movement: { infantry: 3, cavalry: 4, artillery: 'prohibited' }, disorder: { infantry: 'D', cavalry: 'D' } },
      { id: 'smoke', label: 'Burning town (blocks sight)', place: 'hex', terrain: ['farm-buildings'], movement: { infantry: 2, cavalry: 2, artillery: 3 }, sight: 'blocks' },
      { id: 'stream', label: 'Stream', place: 'hexside', terrain: ['stream', 'creek'], movement: { infantry: 1, cavalry: 1, artillery: 2 }, disorder: { artillery: 'd' } },
      { id: 'river', label: 'River', place: 'hexside', terrain: ['river'], movement: { infantry: 'prohibited', cavalry: 'prohibited', artillery: 'prohibited' } },
      { id: 'slope', label: 'Steep slope', place: 'hexside', terrain: ['steep-slope'], movement: { infantry: 1, cavalry: 2, artillery: 'prohibited' }, slope: 'steep' },
      { id: 'minor', label: 'Minor slope', place: 'hexside', terrain: ['gentle-slope'], movement: { infantry: 0, cavalry: 0, artillery: 1 }, slope: 'minor' },
      { id: 'ford', label: 'Ford', place: 'hexside', terrain: ['ford'], movement: { infantry: 1, cavalry: 1, artillery: 1 } },
      { id: 'works', label: 'Breastworks', place: 'hexside', terrain: ['breastworks'], movement: { infantry: 1, cavalry: 1, artillery: 2 } },
      { id: 'road', label: 'Road', place: 'path', terrain: ['road', 'turnpike'], pathRule: 'road', movement: { infantry: 1, cavalry: 1, artillery: 1 } },
      { id: 'trail', label: 'Trail', place: 'path', terrain: ['trail'], pathRule: 'trail', movement: { infantry: 1, cavalry: 1, artillery: 1 } },
    ],
  },
};

export interface TestMap {
  map: HexMapIndex;
  chart: TerrainChart;
  at: (id: string) => HexCoord;
  /** The id of the hex across a side. */
  step: (id: string, side: Compass) => string;
}

/** A 12 × 12 flat-topped map, odd columns half a hex down, open ground at level 0 unless listed. */
export function testMap(parts: Partial<Pick<HexMap, 'hexes' | 'hexsides' | 'paths' | 'terrainKinds'>> = {}, tables: GbacwGameTables = TEST_TABLES): TestMap {
  const hexMap: HexMap = {
    kind: 'hex',
    grid: { columns: 12, rows: 12, orientation: 'flat-top', oddColumnsShifted: 'down' },
    hexes: parts.hexes ?? [],
    hexsides: parts.hexsides ?? [],
    paths: parts.paths ?? [],
    ...(parts.terrainKinds ? { terrainKinds: parts.terrainKinds } : {}),
  };
  const map = indexHexMap(hexMap);
  const at = (id: string) => {
    const c = parseHexId(map.grid, id);
    if (!c) throw new Error(`not a hex: ${id}`);
    return c;
  };
  return { map, chart: terrainChart(tables, parts.terrainKinds)!, at, step: (id, side) => hexId(map.grid, neighbour(map.grid, at(id), side)) };
}

/** A hexside feature between two touching hexes, named from the first. */
export function side(map: TestMap, a: string, b: string, kind: string, inside?: string): Hexside {
  const dirs: Compass[] = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
  const direction = dirs.find((d) => map.step(a, d) === b);
  if (!direction) throw new Error(`${a} and ${b} do not touch`);
  return { hex: a, direction, kind, ...(inside ? { inside } : {}) };
}

/** Hexes walked from a start by compass steps. */
export function walk(map: TestMap, start: string, ...sides: Compass[]): string[] {
  const out = [start];
  for (const s of sides) out.push(map.step(out[out.length - 1]!, s));
  return out;
}
