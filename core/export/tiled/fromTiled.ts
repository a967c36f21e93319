/**
 * A Tiled map (JSON, `.tmj`) read back as a Muster map: the inverse of toTiled.ts, so a map exported and
 * imported again is the same map (the tests hold every bundled map to it). What it reads:
 *
 * - a hexagonal map's width, height and stagger axis as the grid's columns, rows and orientation, its
 *   stagger index as which lines are offset (grid.ts), the `grid.*` map properties as the rest;
 * - the one tile layer as each hex's terrain: the `kind` property of the cell's tile (a cell left empty
 *   is the map's default terrain). Hexes come back in the order of the "hex" objects, then any other hex
 *   whose tile is not the default terrain (one painted in Tiled), column by column;
 * - each object by its class (`type`): which list it joins, its place from its shape, the rest from its
 *   properties (lists.ts, properties.ts);
 * - an orthogonal map as a tabletop map, its pixels turned to inches at its `pixelsPerInch`.
 *
 * Anything else is refused with the place in the file (a JSON pointer) and what is wrong with it: an
 * infinite map, an external tileset, compressed tile data, an object of no Muster class, a shape its
 * class cannot have. The map made is then checked by the app's validators like any map file.
 */
import mapSchema from '../../../schemas/map.schema.json';
import { allHexes, gridOf, hexId, onGrid, parseHexId } from '../../hexgrid/grid';
import type { HexGrid, MusterMap } from '../../model/scenario.generated';
import { hexSheetScale, oddShiftedOf, tiledCellOf, tiledHexLayout, toInches, toPixels } from './grid';
import { LIST_PROPERTY, PLACEHOLDER, rowsFor, type Geometry, type ListRow, type Shape } from './lists';
import { PropertyProblem, fromProperties } from './properties';
import { tabletopGeometry } from './toTiled';
import type { TiledPoint, TiledProperty } from './types';

export interface TiledProblem {
  pointer: string;
  message: string;
}

/**
 * A map as a Tiled file says it, not yet checked: a Tiled map can say things no Muster map may, so whoever
 * takes it checks it with the map schema as any map file is checked (`muster import` does, before writing).
 */
export type UncheckedMap = Readonly<Record<string, unknown>> & { readonly kind: MusterMap['kind'] };

export type TiledImport = { ok: true; map: UncheckedMap; title?: string; notes?: string } | { ok: false; problem: TiledProblem };

class Refusal extends Error {
  constructor(
    readonly pointer: string,
    message: string,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Tiled's flags for a flipped or rotated tile sit in a global tile id's top four bits. */
const GID_MASK = 0x0fffffff;

/** Map properties that are the file's, not the map's. */
const FILE_PROPERTIES = new Set(['title', 'notes', 'pixelsPerInch']);

export function fromTiledMap(json: unknown): TiledImport {
  try {
    return { ok: true, ...read(json) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: { pointer: error.pointer, message: error.message } };
    throw error;
  }
}

function read(json: unknown): { map: UncheckedMap; title?: string; notes?: string } {
  if (!isObject(json)) throw new Refusal('', 'a Tiled map is a JSON object ({"type": "map", …})');
  if (json.type !== undefined && json.type !== 'map') throw new Refusal('/type', `this is a Tiled ${String(json.type)}, not a map`);
  if (json.infinite === true) throw new Refusal('/infinite', 'an infinite Tiled map has no edges for a Muster map; make it fixed-size (Map ▸ Map Properties ▸ Infinite off)');
  if (json.orientation !== 'hexagonal' && json.orientation !== 'orthogonal') {
    throw new Refusal('/orientation', `Muster reads hexagonal maps (hex maps) and orthogonal ones (tabletop maps), not ${JSON.stringify(json.orientation)}`);
  }
  const properties = readProperties(json.properties, '/properties');
  const file = fromProperties(properties, (n) => FILE_PROPERTIES.has(n));
  const fields = fromPropertiesAt(properties, '/properties', (n) => !FILE_PROPERTIES.has(n) && !n.startsWith('grid.'));
  const layers = flatLayers(json.layers, '/layers');
  const map = json.orientation === 'hexagonal' ? readHexMap(json, properties, fields, layers) : readTabletopMap(file, fields, layers);
  return {
    map,
    ...(typeof file.title === 'string' ? { title: file.title } : {}),
    ...(typeof file.notes === 'string' ? { notes: file.notes } : {}),
  };
}

interface Layer {
  json: Json;
  at: string;
}

/** Every layer, group layers opened, bottom first. */
function flatLayers(value: unknown, at: string): Layer[] {
  if (!Array.isArray(value)) throw new Refusal(at, 'a Tiled map lists its layers in "layers"');
  return value.flatMap((layer, i): Layer[] => {
    const here = `${at}/${i}`;
    if (!isObject(layer)) throw new Refusal(here, 'a layer is an object');
    if (layer.type === 'group') return flatLayers(layer.layers, `${here}/layers`);
    return [{ json: layer, at: here }];
  });
}

const PROPERTY_TYPES = new Set(['string', 'int', 'float', 'bool', 'color', 'file']);

function readProperties(value: unknown, at: string): TiledProperty[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Refusal(at, 'properties are a list of {"name", "type", "value"}');
  return value.map((p, i) => {
    const here = `${at}/${i}`;
    if (!isObject(p) || typeof p.name !== 'string') throw new Refusal(here, 'a property has a "name" and a "value"');
    const type = p.type ?? 'string';
    if (typeof type !== 'string' || !PROPERTY_TYPES.has(type)) throw new Refusal(`${here}/type`, `property '${p.name}' is of type ${JSON.stringify(type)}; Muster reads string, int, float and bool properties`);
    const ok = type === 'bool' ? typeof p.value === 'boolean' : type === 'int' || type === 'float' ? typeof p.value === 'number' && Number.isFinite(p.value) : typeof p.value === 'string';
    if (!ok) throw new Refusal(`${here}/value`, `property '${p.name}' is a ${type} but holds ${JSON.stringify(p.value)}`);
    return { name: p.name, type: type as TiledProperty['type'], value: p.value as string | number | boolean };
  });
}

function fromPropertiesAt(properties: readonly TiledProperty[], at: string, only?: (name: string) => boolean): Json {
  try {
    return fromProperties(properties, only);
  } catch (error) {
    if (error instanceof PropertyProblem) throw new Refusal(`${at}/${error.index}`, error.message);
    throw error;
  }
}

function positiveInt(json: Json, key: string): number {
  const v = json[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) throw new Refusal(`/${key}`, `"${key}" must be a whole number of at least 1, not ${JSON.stringify(v)}`);
  return v;
}

// ---------------------------------------------------------------------------
// Hex maps
// ---------------------------------------------------------------------------

function readHexMap(json: Json, properties: TiledProperty[], fields: Json, layers: Layer[]): UncheckedMap {
  const columns = positiveInt(json, 'width');
  const rows = positiveInt(json, 'height');
  if (json.staggeraxis !== 'x' && json.staggeraxis !== 'y') throw new Refusal('/staggeraxis', `a hexagonal map's "staggeraxis" is "x" (flat-topped hexes) or "y" (pointy-topped), not ${JSON.stringify(json.staggeraxis)}`);
  if (json.staggerindex !== 'odd' && json.staggerindex !== 'even') throw new Refusal('/staggerindex', `"staggerindex" is "odd" or "even", not ${JSON.stringify(json.staggerindex)}`);
  const orientation = json.staggeraxis === 'x' ? 'flat-top' : 'pointy-top';
  const numbering = (fromPropertiesAt(properties, '/properties', (n) => n.startsWith('grid.')).grid ?? {}) as Partial<HexGrid>;
  const hexGrid: HexGrid = { ...numbering, columns, rows, orientation };
  checkGrid(hexGrid, properties);
  // Tiled's stagger index is the truth (it may have been changed there); a default left unstated stays unstated.
  const field = orientation === 'flat-top' ? 'oddColumnsShifted' : 'oddRowsShifted';
  const first = (orientation === 'flat-top' ? hexGrid.firstColumn : hexGrid.firstRow) ?? 1;
  const shifted = oddShiftedOf(orientation, json.staggerindex, first);
  if (hexGrid[field] !== undefined || shifted !== (orientation === 'flat-top' ? 'down' : 'right')) {
    if (orientation === 'flat-top') hexGrid.oddColumnsShifted = shifted as 'up' | 'down';
    else hexGrid.oddRowsShifted = shifted as 'left' | 'right';
  }
  const grid = gridOf(hexGrid);

  const kinds = tileKinds(json.tilesets);
  const terrain = tileLayer(layers, columns, rows);
  const defaultKind = typeof fields.defaultTerrain === 'string' ? fields.defaultTerrain : 'open';
  const kindAt = (x: number, y: number): string => {
    const gid = (terrain.data[y * columns + x]! & GID_MASK) >>> 0;
    if (gid === 0) return defaultKind;
    const kind = kinds.get(gid);
    if (kind === undefined) throw new Refusal(`${terrain.at}/data/${y * columns + x}`, `cell (${x}, ${y}) holds tile ${gid}, which no tileset gives a terrain 'kind' property`);
    return kind;
  };

  const scale = hexSheetScale(grid, tiledHexLayout(grid));
  const geometry: Geometry = { px: (p) => toPixels(scale, p), inches: (p) => toInches(scale, p), hexPx: () => undefined, hexsidePx: () => undefined };
  const lists = readObjects(layers, 'hex', geometry);
  const hexes = (lists.hexes ?? []) as Json[];
  const listed = new Set<string>();
  for (const [i, h] of hexes.entries()) {
    const place = lists.places.get(h)!;
    const c = typeof h.hex === 'string' ? parseHexId(grid, h.hex) : undefined;
    if (!c || !onGrid(grid, c)) throw new Refusal(place, `the hex object ${i + 1}'s 'hex' property ${JSON.stringify(h.hex)} is not a hex of this map`);
    const cell = tiledCellOf(grid, c);
    h.terrain = kindAt(cell.x, cell.y);
    listed.add(h.hex as string);
  }
  for (const c of allHexes(grid)) {
    const cell = tiledCellOf(grid, c);
    const kind = kindAt(cell.x, cell.y);
    const id = hexId(grid, c);
    if (kind !== defaultKind && !listed.has(id)) hexes.push({ hex: id, terrain: kind });
  }
  const { places: _places, ...found } = lists;
  return { ...fields, kind: 'hex', grid: hexGrid, ...found, hexes };
}

/**
 * The grid before anything is worked out from it: its numbers drive loops and hex names (a thousand-digit
 * hex number, a million columns), so each field is held to the map schema's own limits first, read from
 * the schema rather than written again.
 */
function checkGrid(grid: HexGrid, properties: readonly TiledProperty[]): void {
  const rules = mapSchema.$defs.hexGrid.properties as Record<string, FieldRule>;
  const placeOf = (key: string) => {
    if (key === 'columns') return '/width';
    if (key === 'rows') return '/height';
    if (key === 'orientation') return '/staggeraxis';
    const i = properties.findIndex((p) => p.name === `grid.${key}` || p.name.startsWith(`grid.${key}.`));
    return `/properties/${i}`;
  };
  for (const [key, value] of Object.entries(grid)) {
    const at = placeOf(key);
    if (!rules[key]) throw new Refusal(at, `'grid.${key}' is not a field of a hex grid (${Object.keys(rules).join(', ')})`);
    if (key === 'sheets') checkSheets(value, at);
    else checkField(rules[key], value, at, `the grid's ${key}`);
  }
}

type FieldRule = { type?: string; minimum?: number; maximum?: number; exclusiveMinimum?: number; pattern?: string; enum?: readonly unknown[] };

function checkField(rule: FieldRule, value: unknown, at: string, what: string): void {
  const ok =
    (rule.enum === undefined || rule.enum.includes(value)) &&
    (rule.type !== 'integer' || Number.isInteger(value)) &&
    (rule.type !== 'number' || (typeof value === 'number' && Number.isFinite(value))) &&
    (rule.type !== 'string' || typeof value === 'string') &&
    (rule.minimum === undefined || (value as number) >= rule.minimum) &&
    (rule.maximum === undefined || (value as number) <= rule.maximum) &&
    (rule.exclusiveMinimum === undefined || (value as number) > rule.exclusiveMinimum) &&
    (rule.pattern === undefined || new RegExp(rule.pattern).test(String(value)));
  if (!ok) {
    const limits = [
      rule.enum && `one of ${rule.enum.join(', ')}`,
      rule.type && `${rule.type === 'integer' ? 'a whole number' : `a ${rule.type}`}`,
      rule.minimum !== undefined && `at least ${rule.minimum}`,
      rule.exclusiveMinimum !== undefined && `above ${rule.exclusiveMinimum}`,
      rule.maximum !== undefined && `at most ${rule.maximum}`,
      rule.pattern && `matching ${rule.pattern}`,
    ].filter(Boolean);
    throw new Refusal(at, `${what} must be ${limits.join(', ')}, not ${JSON.stringify(value)}`);
  }
}

/** A combined map's sheets (the `grid.sheets` property, a JSON list): each held to the schema's HexSheet. */
function checkSheets(value: unknown, at: string): void {
  const def = mapSchema.$defs.hexSheet as { properties: Record<string, FieldRule>; required: readonly string[] };
  const max = (mapSchema.$defs.hexGrid.properties.sheets as { maxItems: number }).maxItems;
  if (!Array.isArray(value) || value.length === 0 || value.length > max) throw new Refusal(at, `'grid.sheets' is a list of 1 to ${max} sheets, each with its prefix, shifts and printed columns and rows`);
  value.forEach((sheet: unknown, i) => {
    const what = `sheet ${i + 1} of 'grid.sheets'`;
    if (!isObject(sheet)) throw new Refusal(at, `${what} is an object ({"prefix": "H", "firstColumn": 1, …})`);
    for (const key of def.required) if (sheet[key] === undefined) throw new Refusal(at, `${what} has no ${key}`);
    for (const [key, v] of Object.entries(sheet)) {
      const rule = def.properties[key];
      if (!rule) throw new Refusal(at, `${what} has a field '${key}', which a sheet does not have (${Object.keys(def.properties).join(', ')})`);
      checkField(rule, v, at, `the ${key} of ${what}`);
    }
  });
}

/** Global tile id → terrain kind, from every tileset's tiles' `kind` properties. */
function tileKinds(value: unknown): Map<number, string> {
  const kinds = new Map<number, string>();
  if (value === undefined) return kinds;
  if (!Array.isArray(value)) throw new Refusal('/tilesets', 'a Tiled map lists its tilesets in "tilesets"');
  value.forEach((ts, i) => {
    const at = `/tilesets/${i}`;
    if (!isObject(ts)) throw new Refusal(at, 'a tileset is an object');
    if (ts.source !== undefined) throw new Refusal(`${at}/source`, `the tileset is kept in another file (${String(ts.source)}); Muster reads tilesets embedded in the map (Tiled: Map ▸ Embed Tileset)`);
    if (typeof ts.firstgid !== 'number' || !Number.isInteger(ts.firstgid) || ts.firstgid < 1) throw new Refusal(`${at}/firstgid`, 'a tileset\'s "firstgid" is a whole number of at least 1');
    const tiles = ts.tiles ?? [];
    if (!Array.isArray(tiles)) throw new Refusal(`${at}/tiles`, 'a tileset lists its tiles in "tiles"');
    tiles.forEach((tile, j) => {
      if (!isObject(tile) || typeof tile.id !== 'number') throw new Refusal(`${at}/tiles/${j}`, 'a tile has a whole-number "id"');
      const kind = readProperties(tile.properties, `${at}/tiles/${j}/properties`).find((p) => p.name === 'kind');
      if (kind && typeof kind.value === 'string') kinds.set((ts.firstgid as number) + tile.id, kind.value);
    });
  });
  return kinds;
}

/** The one tile layer of a hex map: its cells' global tile ids. */
function tileLayer(layers: Layer[], columns: number, rows: number): { data: number[]; at: string } {
  const tileLayers = layers.filter((l) => l.json.type === 'tilelayer');
  if (tileLayers.length === 0) throw new Refusal('/layers', 'a hex map\'s terrain is a tile layer, and this map has none');
  if (tileLayers.length > 1) throw new Refusal(tileLayers[1]!.at, `a hex map's terrain is one tile layer; this map has ${tileLayers.length} (${tileLayers.map((l) => JSON.stringify(l.json.name)).join(', ')}): merge them in Tiled`);
  const { json, at } = tileLayers[0]!;
  if (json.width !== columns || json.height !== rows) throw new Refusal(at, `the tile layer is ${String(json.width)} × ${String(json.height)} cells, the map ${columns} × ${rows}`);
  const data = cellsOf(json, at);
  if (data.length !== columns * rows) throw new Refusal(`${at}/data`, `the tile layer has ${data.length} cells; a ${columns} × ${rows} map has ${columns * rows}`);
  return { data, at };
}

function cellsOf(layer: Json, at: string): number[] {
  if (Array.isArray(layer.data)) {
    return layer.data.map((gid, i) => {
      if (typeof gid !== 'number' || !Number.isInteger(gid) || gid < 0) throw new Refusal(`${at}/data/${i}`, `a cell holds a global tile id (a whole number), not ${JSON.stringify(gid)}`);
      return gid;
    });
  }
  if (typeof layer.data === 'string' && layer.encoding === 'base64') {
    if (layer.compression !== undefined && layer.compression !== '') {
      throw new Refusal(`${at}/compression`, `the tile layer is ${String(layer.compression)}-compressed; save it with the tile layer format CSV or Base64 (uncompressed) (Map ▸ Map Properties)`);
    }
    const bytes = base64Bytes(layer.data, `${at}/data`);
    if (bytes.length % 4 !== 0) throw new Refusal(`${at}/data`, 'the base64 tile data is not a whole number of 4-byte tile ids');
    const out: number[] = [];
    for (let i = 0; i < bytes.length; i += 4) out.push((bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)) >>> 0);
    return out;
  }
  throw new Refusal(`${at}/data`, 'the tile layer\'s "data" is a list of tile ids or base64 text');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64Bytes(text: string, at: string): Uint8Array {
  const clean = text.replace(/\s+/g, '').replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let n = 0;
  for (const ch of clean) {
    const v = BASE64.indexOf(ch);
    if (v < 0) throw new Refusal(at, `the tile data is not base64 (it holds ${JSON.stringify(ch)})`);
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  return out.subarray(0, n);
}

// ---------------------------------------------------------------------------
// Objects
// ---------------------------------------------------------------------------

/** The map's lists from the object layers; `places` says where in the file each item came from. */
function readObjects(layers: Layer[], kind: MusterMap['kind'], g: Geometry): Record<string, unknown[]> & { places: Map<Json, string> } {
  const rows = rowsFor(kind);
  const byClass = new Map<string, ListRow>(rows.map((r) => [r.cls, r]));
  const lists: Record<string, unknown[]> = {};
  const places = new Map<Json, string>();
  for (const { json: layer, at } of layers) {
    if (layer.type !== 'objectgroup') continue;
    const own = readProperties(layer.properties, `${at}/properties`).find((p) => p.name === LIST_PROPERTY);
    if (own && rows.some((r) => r.list === own.value)) lists[own.value as string] ??= [];
    const objects = layer.objects ?? [];
    if (!Array.isArray(objects)) throw new Refusal(`${at}/objects`, 'an object layer lists its objects in "objects"');
    objects.forEach((obj, i) => {
      const here = `${at}/objects/${i}`;
      if (!isObject(obj)) throw new Refusal(here, 'an object is a JSON object');
      const cls = obj.type ?? obj.class;
      const row = typeof cls === 'string' ? byClass.get(cls) : undefined;
      if (!row) {
        const named = typeof obj.name === 'string' && obj.name ? ` '${obj.name}'` : '';
        throw new Refusal(
          `${here}/type`,
          `object${named} is of class ${JSON.stringify(cls ?? '')}; a ${kind} map's objects are of class ${[...byClass.keys()].join(', ')}`,
        );
      }
      const props = readProperties(obj.properties, `${here}/properties`);
      const shape = shapeOf(obj, here);
      const placeholder = props.some((p) => p.name === PLACEHOLDER && p.value === true);
      const restored = placeholder ? {} : row.restore(shape, g);
      if (!restored) throw new Refusal(here, `a ${row.cls} object cannot be a ${shape.shape} (${row.cls === 'hexside' || row.cls === 'path' || row.cls === 'arrow' ? 'it is a polyline' : row.cls === 'feature' ? 'it is a polygon or a polyline' : 'see the Muster map\'s own export for its shape'})`);
      const item = { ...fromPropertiesAt(props, `${here}/properties`, (n) => n !== PLACEHOLDER), ...restored };
      places.set(item, `${here}/properties`);
      (lists[row.list] ??= []).push(item);
    });
  }
  return Object.assign(lists, { places });
}

function shapeOf(obj: Json, at: string): Shape {
  const x = typeof obj.x === 'number' ? obj.x : 0;
  const y = typeof obj.y === 'number' ? obj.y : 0;
  const line = (key: 'polygon' | 'polyline'): TiledPoint[] => {
    const points = obj[key];
    if (!Array.isArray(points) || points.length < 2) throw new Refusal(`${at}/${key}`, `a ${key} has at least two points`);
    return points.map((p, i) => {
      if (!isObject(p) || typeof p.x !== 'number' || typeof p.y !== 'number') throw new Refusal(`${at}/${key}/${i}`, 'a point is {"x", "y"} in pixels');
      return { x: x + p.x, y: y + p.y };
    });
  };
  if (obj.polygon !== undefined) return { shape: 'polygon', points: line('polygon') };
  if (obj.polyline !== undefined) return { shape: 'polyline', points: line('polyline') };
  if (obj.point === true) return { shape: 'point', at: { x, y } };
  const what = obj.ellipse ? 'an ellipse' : obj.text ? 'a text' : obj.gid !== undefined ? 'a tile' : 'a rectangle';
  throw new Refusal(at, `the object is ${what}; Muster reads points, polygons and polylines`);
}

// ---------------------------------------------------------------------------
// Tabletop maps
// ---------------------------------------------------------------------------

function readTabletopMap(file: Json, fields: Json, layers: Layer[]): UncheckedMap {
  const ppi = file.pixelsPerInch;
  if (typeof ppi !== 'number' || !(ppi > 0)) {
    throw new Refusal('/properties', `an orthogonal map is read as a tabletop map in inches, and needs the map property 'pixelsPerInch' (a number above 0) to say how large an inch is`);
  }
  for (const { json: layer, at } of layers) {
    if (layer.type === 'tilelayer' && cellsOf(layer, at).some((gid) => gid !== 0)) {
      throw new Refusal(at, `a tabletop map's ground is its terrain features (objects); the tile layer ${JSON.stringify(layer.name)} holds tiles, which Muster cannot read as terrain`);
    }
  }
  const { places: _places, ...lists } = readObjects(layers, 'tabletop', tabletopGeometry(ppi));
  return { ...fields, kind: 'tabletop', ...lists, features: lists.features ?? [] };
}
