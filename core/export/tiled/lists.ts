/**
 * Each list of a Muster map as objects of a Tiled object layer: one row per list, read both ways (like
 * the export formats' own table). An object's class (`type`) says which list it belongs to; its shape
 * carries the item's place where the item has one in inches (an area, a line, a point), so moving it in
 * Tiled moves it in Muster; everything else is its properties (properties.ts). Items that live in hexes
 * (counters, hexsides, roads, a hex's level and name) are drawn where their hexes are, and their hex
 * numbers stay in their properties: the numbers are what the rules read, the drawing is for the eye.
 *
 * An objective or set-up area with no place in inches (one named by its hex, or by a text) is still an
 * object, so Tiled lists it: a point at its hex (or the map's corner) with the property
 * `placeholder: true`, which the reader takes as "no place of its own".
 */
import type { MusterMap } from '../../model/scenario.generated';
import { TERRAIN_KIND_TABLE, terrainLabel } from '../../rules/terrainKinds';
import { TERRAIN_STYLES } from '../../map/terrainStyles';
import { SIDE_STYLE } from '../../map/render/styles';
import { TILED_LAYER_LABELS } from './labels';
import type { TiledPoint } from './types';

type Item = Record<string, unknown>;
type Point = { x: number; y: number };

/** What a row needs of the map's geometry; the hex functions answer undefined off the grid or on a tabletop map. */
export interface Geometry {
  px(p: Point): TiledPoint;
  inches(p: TiledPoint): Point;
  hexPx(id: string): TiledPoint | undefined;
  hexsidePx(id: string, direction: string): [TiledPoint, TiledPoint] | undefined;
}

export type Shape = { shape: 'point'; at: TiledPoint } | { shape: 'polygon' | 'polyline'; points: TiledPoint[] };

export interface Drawn {
  shape: Shape;
  /** The fields the shape holds, left out of the properties. */
  fields: readonly string[];
  placeholder?: true;
}

export interface ListRow {
  list: string;
  /** The Tiled object class. */
  cls: string;
  layer: keyof typeof TILED_LAYER_LABELS;
  maps: readonly MusterMap['kind'][];
  /** What Tiled shows beside the object. */
  name(item: Item, map: MusterMap): string;
  draw(item: Item, g: Geometry): Drawn;
  /** The fields a shape read from the file gives back; undefined when the class cannot have that shape. */
  restore(shape: Shape, g: Geometry): Item | undefined;
  /** Fields never written as properties (the hex's terrain is the tile layer's). */
  omit?: readonly string[];
  /** Whether Tiled draws the object; hidden ones keep an item's place in its list without cluttering the map. */
  shown?(item: Item): boolean;
  /** The colour Tiled draws the layer's objects in: the terrain table's, or a side's, for what the layer holds. */
  colour: string;
}

const ORIGIN: TiledPoint = { x: 0, y: 0 };

const atPoint = (field: string) => ({
  draw: (item: Item, g: Geometry): Drawn => ({ shape: { shape: 'point', at: g.px(item[field] as Point) }, fields: [field] }),
  restore: (s: Shape, g: Geometry) => (s.shape === 'point' ? { [field]: g.inches(s.at) } : undefined),
});

const line = (field: string, shapeOf: (item: Item) => 'polygon' | 'polyline', shapeField?: string) => ({
  draw: (item: Item, g: Geometry): Drawn => ({
    shape: { shape: shapeOf(item), points: (item[field] as Point[]).map(g.px) },
    fields: shapeField ? [field, shapeField] : [field],
  }),
  restore: (s: Shape, g: Geometry): Item | undefined => {
    if (s.shape === 'point') return undefined;
    return shapeField ? { [field]: s.points.map(g.inches), [shapeField]: s.shape } : { [field]: s.points.map(g.inches) };
  },
});

/** Shown at its hex only: the hex numbers in its properties are what is read. */
const atHex = (hexOf: (item: Item) => string | undefined) => ({
  draw: (item: Item, g: Geometry): Drawn => {
    const id = hexOf(item);
    return { shape: { shape: 'point', at: (id && g.hexPx(id)) || ORIGIN }, fields: [] };
  },
  restore: (s: Shape) => (s.shape === 'point' ? {} : undefined),
});

/** An area in inches if it has one, else a point in inches, else a placeholder at its hex. */
const place = (hexOf: (item: Item) => string | undefined) => ({
  draw: (item: Item, g: Geometry): Drawn => {
    if (item.area) return { shape: { shape: 'polygon', points: (item.area as Point[]).map(g.px) }, fields: ['area'] };
    if (item.at) return { shape: { shape: 'point', at: g.px(item.at as Point) }, fields: ['at'] };
    const id = hexOf(item);
    return { shape: { shape: 'point', at: (id && g.hexPx(id)) || ORIGIN }, fields: [], placeholder: true };
  },
  restore: (s: Shape, g: Geometry): Item | undefined => {
    if (s.shape === 'polygon') return { area: s.points.map(g.inches) };
    if (s.shape === 'point') return { at: g.inches(s.at) };
    return undefined;
  },
});

const stroke = (kind: keyof typeof TERRAIN_KIND_TABLE) => TERRAIN_STYLES[kind].stroke;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const kindName = (item: Item, map: MusterMap) => terrainLabel(String(item.kind), map);

export const LIST_ROWS: readonly ListRow[] = [
  {
    list: 'hexes', colour: stroke('hill'),
    cls: 'hex',
    layer: 'hexes',
    maps: ['hex'],
    name: (h) => str(h.label) ?? String(h.hex),
    ...atHex((h) => str(h.hex)),
    omit: ['terrain'],
    // A hex listed only for its terrain has nothing for this layer to show (its tile shows the terrain).
    shown: (h) => h.elevation !== undefined || h.label !== undefined,
  },
  {
    list: 'hexsides', colour: stroke('river'),
    cls: 'hexside',
    layer: 'hexsides',
    maps: ['hex'],
    name: kindName,
    draw: (s, g) => {
      const ends = g.hexsidePx(String(s.hex), String(s.direction));
      return { shape: { shape: 'polyline', points: ends ?? [ORIGIN, ORIGIN] }, fields: [] };
    },
    restore: (s) => (s.shape === 'polyline' ? {} : undefined),
  },
  {
    list: 'paths', colour: stroke('road'),
    cls: 'path',
    layer: 'paths',
    maps: ['hex'],
    name: (p, map) => str(p.name) ?? kindName(p, map),
    draw: (p, g) => ({ shape: { shape: 'polyline', points: (p.hexes as string[]).map((id) => g.hexPx(id) ?? ORIGIN) }, fields: [] }),
    restore: (s) => (s.shape === 'polyline' ? {} : undefined),
  },
  { list: 'features', colour: stroke('heavy-woods'), cls: 'feature', layer: 'features', maps: ['tabletop'], name: (f, map) => str(f.label) ?? kindName(f, map), ...line('points', (f) => f.shape as 'polygon' | 'polyline', 'shape') },
  { list: 'contours', colour: stroke('hill'), cls: 'contour', layer: 'contours', maps: ['tabletop'], name: (c) => str(c.label) ?? `Level ${String(c.level)}`, ...line('points', (c) => (c.closed ? 'polygon' : 'polyline')) },
  { list: 'objectives', colour: stroke('farm-buildings'), cls: 'objective', layer: 'objectives', maps: ['tabletop', 'hex'], name: (o) => String(o.name), ...place((o) => str(o.hex)) },
  {
    list: 'setupAreas', colour: SIDE_STYLE.union.fill,
    cls: 'setup-area',
    layer: 'setupAreas',
    maps: ['tabletop', 'hex'],
    name: (s) => str(s.label) ?? String(s.side),
    ...place((s) => (s.hexes as string[] | undefined)?.[0]),
  },
  { list: 'labels', colour: '#000000', cls: 'label', layer: 'labels', maps: ['tabletop', 'hex'], name: (l) => String(l.text), ...atPoint('at') },
  { list: 'arrows', colour: SIDE_STYLE.confederate.stroke, cls: 'arrow', layer: 'arrows', maps: ['tabletop'], name: (a) => str(a.label) ?? '', ...line('points', () => 'polyline') },
  { list: 'units', cls: 'unit', colour: SIDE_STYLE.union.stroke, layer: 'units', maps: ['tabletop'], name: (u) => String(u.unit), ...atPoint('at') },
  { list: 'dummies', colour: SIDE_STYLE.confederate.fill, cls: 'dummy', layer: 'dummies', maps: ['tabletop'], name: (d) => str(d.label) ?? 'Dummy', ...atPoint('at') },
  { list: 'units', cls: 'counter', colour: SIDE_STYLE.union.stroke, layer: 'counters', maps: ['hex'], name: (u) => String(u.unit), ...atHex((u) => str(u.hex)) },
];

/** The map's lists, for each kind of map, in the order of Tiled's layers (bottom first). */
export const rowsFor = (kind: MusterMap['kind']) => LIST_ROWS.filter((r) => r.maps.includes(kind));

/** The map fields the object layers carry; every other field is a map property. */
export const listFields = (kind: MusterMap['kind']) => rowsFor(kind).map((r) => r.list);

/** The property marking an object that only shows where an item without a place is (module comment). */
export const PLACEHOLDER = 'placeholder';

/** The property of an object layer naming the map list it holds. */
export const LIST_PROPERTY = 'list';
