/**
 * A hex map read as Blue & Grey reads it: each hex's chart row and level, the chart rows of the hexside
 * between two hexes (a slope read up or down from the side one crosses it), and the paths joining two
 * hexes. Every engine of this folder reads the map through here, and the map through `core/hex`.
 */
import { type HexCoord, type HexMapIndex, hexDistance, indexHexMap, neighbours, onGrid } from '../../../hexgrid';
import type { HexMap } from '../../../model/scenario.generated';
import { terrainLabel } from '../../terrainKinds';
import { type TraceStep } from '../../trace';
import {
  BG_HEX_TERRAIN,
  BG_HEXSIDE_TERRAIN,
  type BgHexRowId,
  type BgHexsideRowId,
  type BgPathRowId,
  bluegreyRowOf,
  clearRowOfLevel,
  levelOfElevation,
} from '../terrain';

/** A map as the engines take it: the document's hex map, or an index of it already built. */
export type BgMapInput = HexMap | HexMapIndex;

const indexes = new WeakMap<HexMap, HexMapIndex>();

/** The index of a map, built once per map object (documents are immutable: an edit makes a new object). */
export function bgIndex(map: BgMapInput): HexMapIndex {
  if ('terrainAt' in map) return map;
  let ix = indexes.get(map);
  if (!ix) {
    ix = indexHexMap(map);
    indexes.set(map, ix);
  }
  return ix;
}

export interface BgHexReading {
  id: string;
  coord: HexCoord;
  /** The map's terrain kind of the hex. */
  kind: string;
  elevation: number;
  /** The chart's level: 1 at elevation 0 (decision BG-T1). */
  level: number;
  /** The chart row it plays as; undefined when the chart has none for its kind (the engines report it). */
  row: BgHexRowId | undefined;
  /** The paths that run through the hex. */
  paths: readonly BgPathRowId[];
}

/** How one hex's ground reads on the chart: its row and level (no paths: see `readHex`). */
export function readGround(ix: HexMapIndex, coord: HexCoord): Omit<BgHexReading, 'paths'> {
  const kind = ix.terrainAt(coord);
  const elevation = ix.elevationAt(coord);
  const level = levelOfElevation(elevation);
  const mapped = bluegreyRowOf(kind, ix.map)?.hex;
  const row = mapped === 'clear' ? clearRowOfLevel(level) : mapped;
  return { id: ix.idOf(coord), coord, kind, elevation, level, row };
}

/** How one hex reads on the chart, with the paths through it. */
export function readHex(ix: HexMapIndex, coord: HexCoord): BgHexReading {
  const paths = new Set<BgPathRowId>();
  for (const n of neighbours(ix.grid, coord, false)) for (const p of pathRowsBetween(ix, coord, n.hex)) paths.add(p);
  return { ...readGround(ix, coord), paths: [...paths] };
}

/** The chart's path rows joining two touching hexes (a road and a trail may both). */
export function pathRowsBetween(ix: HexMapIndex, a: HexCoord, b: HexCoord): BgPathRowId[] {
  const rows: BgPathRowId[] = [];
  for (const kind of ix.pathsBetween(a, b)) {
    const row = bluegreyRowOf(kind, ix.map)?.path;
    if (row && !rows.includes(row)) rows.push(row);
  }
  return rows;
}

export interface BgSideFeature {
  /** The map's kind. */
  kind: string;
  /** The chart row, a slope read up or down as crossed from `from` to `to`. */
  row: BgHexsideRowId;
  /** The hex the works protect, or the top of a slope; as printed on the map. */
  inside?: string;
  /** Works: `to` is the inside, so one crossing from `from` attacks them from the enemy side (8.46). */
  intoWorks?: boolean;
  /** Why a slope reads as it does. */
  reading?: string;
}

export interface BgSideReading {
  features: BgSideFeature[];
  /** Kinds on the hexside the chart has no row for. */
  unrated: string[];
  /** The ground rises from `from` to `to` with no slope hexside drawn (6.26: terrain at another level). */
  climbsWithoutSlope: boolean;
}

/** The hexside between two touching hexes as crossed from `from` into `to`. */
export function readSide(ix: HexMapIndex, from: HexCoord, to: HexCoord): BgSideReading {
  const fromId = ix.idOf(from);
  const toId = ix.idOf(to);
  const levelFrom = levelOfElevation(ix.elevationAt(from));
  const levelTo = levelOfElevation(ix.elevationAt(to));
  const features: BgSideFeature[] = [];
  const unrated: string[] = [];
  let slopeDrawn = false;
  for (const side of ix.hexsidesBetween(from, to)) {
    const mapped = bluegreyRowOf(side.kind, ix.map)?.hexside;
    if (!mapped) {
      unrated.push(side.kind);
      continue;
    }
    if (mapped === 'slope') {
      slopeDrawn = true;
      if (side.inside === toId) features.push({ kind: side.kind, row: 'slope-up', inside: side.inside, reading: 'its top is the hex entered' });
      else if (side.inside === fromId) features.push({ kind: side.kind, row: 'slope-down', inside: side.inside, reading: 'its top is the hex left' });
      else if (levelTo !== levelFrom)
        features.push({ kind: side.kind, row: levelTo > levelFrom ? 'slope-up' : 'slope-down', reading: 'no top given: read from the two hexes’ levels' });
      continue;
    }
    const feature: BgSideFeature = side.inside === undefined ? { kind: side.kind, row: mapped } : { kind: side.kind, row: mapped, inside: side.inside };
    if (BG_HEXSIDE_TERRAIN[mapped].combat.directional) feature.intoWorks = side.inside === toId;
    features.push(feature);
  }
  return { features, unrated, climbsWithoutSlope: !slopeDrawn && levelTo > levelFrom };
}

/** The level a hex stands at for line of sight: its ground level, one more for rough and forest/woods-rough (9.34, decision BG-L1). */
export function sightLevel(h: Pick<BgHexReading, 'level' | 'row'>): number {
  return h.level + (h.row !== undefined && BG_HEX_TERRAIN[h.row].elevated ? 1 : 0);
}

export const distance = (ix: HexMapIndex, a: HexCoord, b: HexCoord): number => hexDistance(ix.grid, a, b);

/** A trace step for terrain the chart has no row for. */
export function unratedStep(ix: HexMapIndex, kind: string, where: string): TraceStep {
  return { step: 'terrain not on the chart', value: terrainLabel(kind, ix.map), detail: `${where}: Blue & Grey has no row for this terrain; it is read as clear ground (Muster’s reading BG-T2)` };
}

/** The hex of an id when it is one of the map's own hexes (well formed and on the grid); undefined otherwise. */
export function coordOn(ix: HexMapIndex, id: string): HexCoord | undefined {
  const c = ix.coordOf(id);
  return c && onGrid(ix.grid, c) ? c : undefined;
}
