/**
 * A Muster map as a Tiled map (JSON, `.tmj`). A hex map becomes a hexagonal map whose stagger axis,
 * stagger index and hex side follow the grid (grid.ts); its terrain is a tile layer from a tileset made
 * for the map, one tile per terrain kind its hexes use, each tile carrying the kind and its label as
 * properties (the service draws the tileset's image in the kinds' colours). A tabletop map becomes an
 * orthogonal map of one-inch tiles with no tiles in it: its features, contours and the rest are objects
 * in pixels at `pixelsPerInch` (a map property).
 *
 * A hex's level and name go on point objects at the hex ("Hex levels and names"), not on a second tile
 * layer: Tiled has no properties per cell, a tile per level would need a tile for every level and could
 * not hold a name, while a point object carries both, sits on the hex and is listed and edited in Tiled's
 * Objects and Properties panels. One object per hex the map lists, in its order, so the list comes back
 * as it was; those listed only for their terrain are hidden objects, as the tile shows all they hold.
 *
 * Every other field of the map is a map property (properties.ts), including the grid's numbering (map
 * letter, first column and row, digits) that Tiled's grid has no place for.
 */
import { gridOf, parseHexId, sideEnds, type Compass, type Grid } from '../../hexgrid/grid';
import { terrainLabel } from '../../rules/terrainKinds';
import { terrainStyleOf } from '../../map/terrainStyles';
import type { HexMap, MusterMap, TabletopMap } from '../../model/scenario.generated';
import { TILED_LAYER_LABELS } from './labels';
import {
  TABLETOP_PIXELS_PER_INCH,
  hexCentrePx,
  hexSheetScale,
  hexTileOutline,
  tiledCellOf,
  tiledHexLayout,
  toInches,
  toPixels,
  type SheetScale,
} from './grid';
import { LIST_PROPERTY, PLACEHOLDER, listFields, rowsFor, type Geometry } from './lists';
import { toProperties } from './properties';
import type { TiledLayer, TiledMap, TiledObject, TiledObjectLayer, TiledPoint, TiledProperty, TiledTileset } from './types';

/** The Tiled release the files are written for and tested with (Debian's `tiled`). */
export const TILED_VERSION = '1.8.2';
export const TILED_FORMAT_VERSION = '1.8';
export const TILESET_NAME = 'Muster terrain';

export interface TiledExportOptions {
  /** The tileset image's file name, beside the `.tmj` (hex maps only). */
  tilesetImage: string;
  /** A tabletop board's size in inches (a scenario's `board`); absent, the extent of what is drawn on it. */
  board?: { widthIn: number; heightIn: number };
  /** The map file's title and notes, kept as map properties for the import. */
  title?: string;
  notes?: string;
}

/** One tile of the generated tileset, with the colours the service paints it in. */
export interface TerrainTile {
  kind: string;
  label: string;
  fill: string;
  stroke: string;
}

export interface TiledExport {
  map: TiledMap;
  /** The tileset the service draws (hex maps): tile size, the hex outline in a tile, and each tile's colours. */
  tileset?: { image: string; tilewidth: number; tileheight: number; outline: TiledPoint[]; tiles: TerrainTile[] };
}

export function toTiledMap(map: MusterMap, options: TiledExportOptions): TiledExport {
  return map.kind === 'hex' ? hexToTiled(map as HexMap, options) : tabletopToTiled(map as TabletopMap & { kind: 'tabletop' }, options);
}

function hexToTiled(map: HexMap, options: TiledExportOptions): TiledExport {
  const grid = gridOf(map.grid);
  const layout = tiledHexLayout(grid);
  const scale = hexSheetScale(grid, layout);
  const defaultKind = map.defaultTerrain ?? 'open';
  const kinds = [...new Set([defaultKind, ...map.hexes.map((h) => h.terrain)])];
  const gidOf = new Map(kinds.map((k, i) => [k, i + 1]));
  const data = new Array<number>(grid.columns * grid.rows).fill(gidOf.get(defaultKind)!);
  for (const h of map.hexes) {
    const c = parseHexId(grid, h.hex);
    if (!c) continue;
    const cell = tiledCellOf(grid, c);
    if (cell.x >= 0 && cell.x < grid.columns && cell.y >= 0 && cell.y < grid.rows) data[cell.y * grid.columns + cell.x] = gidOf.get(h.terrain)!;
  }
  const tiles: TerrainTile[] = kinds.map((kind) => {
    const style = terrainStyleOf(kind, map);
    return { kind, label: terrainLabel(kind, map), fill: style.fill === 'none' ? style.stroke : style.fill, stroke: style.stroke === 'none' ? style.fill : style.stroke };
  });
  const tileset: TiledTileset = {
    firstgid: 1,
    name: TILESET_NAME,
    tilewidth: layout.tilewidth,
    tileheight: layout.tileheight,
    tilecount: kinds.length,
    columns: kinds.length,
    image: options.tilesetImage,
    imagewidth: kinds.length * layout.tilewidth,
    imageheight: layout.tileheight,
    margin: 0,
    spacing: 0,
    tiles: tiles.map((t, id) => ({ id, properties: [{ name: 'kind', type: 'string', value: t.kind }, { name: 'label', type: 'string', value: t.label }] })),
  };
  // Tiled's own width, height and stagger axis hold the grid's columns, rows and orientation.
  const properties = [...fileProperties(options), ...toProperties(map.grid, ['columns', 'rows', 'orientation'], 'grid.'), ...toProperties(map, ['kind', 'grid', ...listFields('hex')])];
  const terrain: TiledLayer = { id: 1, name: TILED_LAYER_LABELS.terrain, type: 'tilelayer', width: grid.columns, height: grid.rows, x: 0, y: 0, opacity: 1, visible: true, data };
  const objects = objectLayers(map, hexGeometry(grid, scale), 2);
  return {
    map: {
      type: 'map',
      version: TILED_FORMAT_VERSION,
      tiledversion: TILED_VERSION,
      orientation: 'hexagonal',
      renderorder: 'right-down',
      width: grid.columns,
      height: grid.rows,
      ...layout,
      infinite: false,
      compressionlevel: -1,
      nextlayerid: 2 + objects.layers.length,
      nextobjectid: objects.nextObjectId,
      properties,
      tilesets: [tileset],
      layers: [terrain, ...objects.layers],
    },
    tileset: { image: options.tilesetImage, tilewidth: layout.tilewidth, tileheight: layout.tileheight, outline: hexTileOutline(layout), tiles },
  };
}

function hexGeometry(grid: Grid, scale: SheetScale): Geometry {
  return {
    px: (p) => toPixels(scale, p),
    inches: (p) => toInches(scale, p),
    hexPx: (id) => {
      const c = parseHexId(grid, id);
      return c ? hexCentrePx(grid, scale, c) : undefined;
    },
    hexsidePx: (id, direction) => {
      const c = parseHexId(grid, id);
      if (!c) return undefined;
      try {
        return sideEnds(grid, { hex: c, side: direction as Compass }).map((p) => toPixels(scale, p)) as [TiledPoint, TiledPoint];
      } catch {
        return undefined; // a side this orientation does not have: the reader's check names it
      }
    },
  };
}

/** Pixels per inch of a tabletop map, both ways. */
export const tabletopGeometry = (ppi: number): Geometry => ({
  px: (p) => ({ x: p.x * ppi, y: p.y * ppi }),
  inches: (p) => toInches({ x: ppi, y: ppi }, p),
  hexPx: () => undefined,
  hexsidePx: () => undefined,
});

function tabletopToTiled(map: TabletopMap & { kind: 'tabletop' }, options: TiledExportOptions): TiledExport {
  const ppi = TABLETOP_PIXELS_PER_INCH;
  const extent = options.board ?? extentOf(map);
  const width = Math.max(1, Math.ceil(extent.widthIn));
  const height = Math.max(1, Math.ceil(extent.heightIn));
  const properties: TiledProperty[] = [
    ...fileProperties(options),
    { name: 'pixelsPerInch', type: 'int', value: ppi },
    ...toProperties(map, ['kind', ...listFields('tabletop')]),
  ];
  const objects = objectLayers(map, tabletopGeometry(ppi), 1);
  return {
    map: {
      type: 'map',
      version: TILED_FORMAT_VERSION,
      tiledversion: TILED_VERSION,
      orientation: 'orthogonal',
      renderorder: 'right-down',
      // The table's bare ground, as the renderer paints it under the features.
      backgroundcolor: terrainStyleOf('open').fill,
      width,
      height,
      tilewidth: ppi,
      tileheight: ppi,
      infinite: false,
      compressionlevel: -1,
      nextlayerid: 1 + objects.layers.length,
      nextobjectid: objects.nextObjectId,
      properties,
      tilesets: [],
      layers: objects.layers,
    },
  };
}

const fileProperties = (options: TiledExportOptions): TiledProperty[] => [
  ...(options.title !== undefined ? [{ name: 'title', type: 'string' as const, value: options.title }] : []),
  ...(options.notes !== undefined ? [{ name: 'notes', type: 'string' as const, value: options.notes }] : []),
];

/** One object layer per list of the map (lists it does not have are left out), objects in list order. */
function objectLayers(map: MusterMap, g: Geometry, firstLayerId: number): { layers: TiledObjectLayer[]; nextObjectId: number } {
  let objectId = 1;
  const layers: TiledObjectLayer[] = [];
  for (const row of rowsFor(map.kind)) {
    const items: unknown = Object.entries(map).find(([list]) => list === row.list)?.[1];
    if (!Array.isArray(items)) continue;
    const objects = (items as Record<string, unknown>[]).map((item): TiledObject => {
      const drawn = row.draw(item, g);
      const properties = toProperties(item, [...drawn.fields, ...(row.omit ?? [])]);
      if (drawn.placeholder) properties.push({ name: PLACEHOLDER, type: 'bool', value: true });
      const base = { id: objectId++, name: row.name(item, map), type: row.cls, width: 0, height: 0, rotation: 0, visible: row.shown?.(item) ?? true, properties };
      const s = drawn.shape;
      if (s.shape === 'point') return { ...base, x: s.at.x, y: s.at.y, point: true };
      // Tiled keeps a line's points relative to the object's position: the first point.
      const first = s.points[0] ?? { x: 0, y: 0 };
      const rel = s.points.map((p) => ({ x: p.x - first.x, y: p.y - first.y }));
      return { ...base, x: first.x, y: first.y, ...(s.shape === 'polygon' ? { polygon: rel } : { polyline: rel }) };
    });
    // The layer names its list, so an empty list comes back as an empty list, not as none.
    const properties: TiledProperty[] = [{ name: LIST_PROPERTY, type: 'string', value: row.list }];
    layers.push({ id: firstLayerId + layers.length, name: TILED_LAYER_LABELS[row.layer], type: 'objectgroup', draworder: 'index', color: row.colour, x: 0, y: 0, opacity: 1, visible: true, properties, objects });
  }
  return { layers, nextObjectId: objectId };
}

/** A tabletop map without a board: as far as anything on it reaches, in inches. */
function extentOf(map: TabletopMap): { widthIn: number; heightIn: number } {
  let widthIn = 0;
  let heightIn = 0;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) {
      const o = v as Record<string, unknown>;
      if (typeof o.x === 'number' && typeof o.y === 'number') {
        widthIn = Math.max(widthIn, o.x);
        heightIn = Math.max(heightIn, o.y);
      } else Object.values(o).forEach(walk);
    }
  };
  walk(map);
  return { widthIn, heightIn };
}
