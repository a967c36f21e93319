/**
 * The one table of terrain a map can hold. Each kind names the ADF terrain chart row it plays as
 * (movement class by weather and season, cover, sight, crossing: `TERRAIN_EFFECTS` in
 * core/rules/adf/terrain.ts, read by reference, never copied), the words a designer reads, and how the
 * map editor and the SVG renderer draw it. The schema's `TerrainKind` enum is the list of keys: the
 * `Record` below fails to compile when the schema gains or loses a kind, and a test checks the enum.
 *
 * A map may add kinds of its own (`map.terrainKinds`: `{ id: 'custom-…', label, playsAs }`); they play
 * as one of these, so every rules lookup goes through `rulesRowOf`.
 */
import { TERRAIN_EFFECTS, type TerrainEffects, type TerrainKind as AdfTerrainKind } from './adf/terrain';
import type { ObstacleKind } from './adf/works';
import type { CustomTerrainKind, TerrainKind } from '../model/scenario.generated';

export type { TerrainKind };

/** Hints for drawing a kind; the renderer maps a pattern name to its own symbols. */
export interface TerrainStyle {
  /** Areas are filled polygons; lines are drawn along a polyline, `widthIn` wide unless the feature says. */
  draw: 'area' | 'line';
  fill: string;
  stroke: string;
  pattern?: 'trees' | 'dense-trees' | 'orchard-rows' | 'scrub' | 'furrows' | 'buildings' | 'reeds' | 'dots' | 'hatch' | 'ties' | 'crosses';
  widthIn?: number;
  dash?: readonly number[];
}

export interface TerrainKindInfo {
  /** The designer's word for it, in the book's spelling where the book names it. */
  label: string;
  /** The ADF chart row it plays as; `null` for `other`, whose effect is whatever its label and notes say. */
  playsAs: AdfTerrainKind | null;
  /** Rules beyond the chart row: an obstacle from the works chapter (core/rules/adf/works.ts). */
  obstacle?: ObstacleKind;
  /** Why this row, when the chart does not name the kind itself. */
  reading?: string;
  style: TerrainStyle;
}

const area = (fill: string, stroke: string, pattern?: TerrainStyle['pattern']): TerrainStyle =>
  pattern ? { draw: 'area', fill, stroke, pattern } : { draw: 'area', fill, stroke };
const line = (stroke: string, widthIn: number, extra: Partial<TerrainStyle> = {}): TerrainStyle => ({ draw: 'line', fill: 'none', stroke, widthIn, ...extra });

export const TERRAIN_KIND_TABLE: Readonly<Record<TerrainKind, TerrainKindInfo>> = {
  open: { label: 'Open ground', playsAs: 'open', style: area('#eef0d8', 'none') },
  broken: { label: 'Broken ground', playsAs: 'broken', style: area('#e2ddb8', '#b8ad7a', 'dots') },
  rough: { label: 'Rough ground', playsAs: 'rough', style: area('#d6c9a0', '#9e8f5c', 'hatch') },
  road: { label: 'Road', playsAs: 'road', style: line('#8a6d45', 0.5) },
  trail: { label: 'Trail', playsAs: 'trail', style: line('#a58a5e', 0.3, { dash: [0.6, 0.3] }) },
  railroad: {
    label: 'Railroad',
    playsAs: 'trail',
    reading: 'the chart has no railroad; a graded bed is moved along like a trail',
    style: line('#444444', 0.3, { pattern: 'ties' }),
  },
  'railroad-cut': {
    label: 'Railroad cut',
    playsAs: 'steep-slope',
    reading: 'the cut banks are climbed and block sight like a steep slope',
    style: area('#c9b48a', '#6b5a3a', 'hatch'),
  },
  pond: { label: 'Pond', playsAs: 'pond', style: area('#a9cbe0', '#5d8fb0') },
  'light-woods': { label: 'Light woods', playsAs: 'light-woods', style: area('#b9d7a1', '#6f9a52', 'trees') },
  'heavy-woods': { label: 'Heavy woods', playsAs: 'heavy-woods', style: area('#7fae6a', '#3f6b2e', 'dense-trees') },
  orchard: { label: 'Orchard', playsAs: 'orchard', style: area('#cfe3b0', '#7e9f55', 'orchard-rows') },
  brush: { label: 'Brush', playsAs: 'brush', style: area('#dbe4b4', '#8fa060', 'scrub') },
  'wooden-fence': { label: 'Wooden fence', playsAs: 'wooden-fence', style: line('#7a5a32', 0.15, { dash: [0.4, 0.2] }) },
  'stone-wall': { label: 'Stone wall', playsAs: 'stone-wall', style: line('#777777', 0.2) },
  creek: { label: 'Creek or run', playsAs: 'creek', style: line('#4f8fc0', 0.25) },
  river: { label: 'River', playsAs: 'river', style: line('#3d7db3', 1) },
  'gentle-slope': { label: 'Gentle slope', playsAs: 'gentle-slope', style: area('#e6dcb8', '#b29f6a') },
  'steep-slope': { label: 'Steep slope', playsAs: 'steep-slope', style: area('#d8c79a', '#8c7440', 'hatch') },
  hill: {
    label: 'Hill',
    playsAs: 'gentle-slope',
    reading: 'a hill is climbed by its slopes; its height is in the contours, and a steep one is drawn as steep slope',
    style: area('#e0d2a6', '#a08b55'),
  },
  'plowed-field': { label: 'Freshly plowed field', playsAs: 'plowed-field', style: area('#d9c49c', '#a88d5c', 'furrows') },
  'farm-buildings': { label: 'Farm buildings', playsAs: 'farm-buildings', style: area('#c98f6b', '#7a4a2e', 'buildings') },
  village: { label: 'Village', playsAs: 'farm-buildings', reading: 'the chart gives farm buildings and villages one row (B:2167)', style: area('#b9805e', '#6b3e24', 'buildings') },
  marsh: { label: 'Marsh', playsAs: 'rough', reading: 'the chart has no marsh; wet ground is moved through as rough', style: area('#bfd8c8', '#6f9a86', 'reeds') },
  'field-works': {
    label: 'Field works',
    playsAs: 'broken',
    reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)',
    style: line('#6b4f2a', 0.3, { pattern: 'hatch' }),
  },
  abatis: { label: 'Abatis', playsAs: 'rough', obstacle: 'abatis', reading: 'an inch of rough ground to cross (obstacles table, B:1857–1864)', style: line('#5b4a2a', 0.3, { pattern: 'crosses' }) },
  impassable: { label: 'Impassable', playsAs: 'river', reading: 'the chart\'s totally impassable ground (B:2168)', style: area('#9a9a9a', '#555555', 'hatch') },
  // The hex games' own hex and hexside terrain (Blue & Grey's terrain effects chart, GBACW's named
  // terrain). Their own rules read them through their own tables (core/rules/bluegrey, core/rules/gbacw);
  // the ADF row below is only what a tabletop board drawn with them plays as.
  turnpike: { label: 'Turnpike', playsAs: 'road', reading: 'a macadamised road: moved along as a road', style: line('#6f5533', 0.6) },
  'sunken-road': { label: 'Sunken road', playsAs: 'road', reading: 'moved along as a road; its banks are cover the ADF chart does not list', style: line('#7b5c36', 0.6, { dash: [0.5, 0.15] }) },
  ford: { label: 'Ford', playsAs: 'creek', reading: 'a crossing point of a stream or river: crossed as a creek', style: line('#7fb4dc', 0.4, { dash: [0.2, 0.15] }) },
  bridge: { label: 'Bridge', playsAs: 'road', reading: 'crossed as the road it carries', style: line('#6b6b6b', 0.5) },
  ferry: { label: 'River ferry', playsAs: 'river', reading: 'only a hex game moves by ferry; on a table it is the river', style: line('#5f8fb8', 0.4, { dash: [0.3, 0.3] }) },
  pontoon: { label: 'Pontoon bridge', playsAs: 'road', reading: 'crossed as a road', style: line('#8c8c8c', 0.4, { dash: [0.15, 0.1] }) },
  fort: { label: 'Fort', playsAs: 'broken', reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)', style: area('#c2b08a', '#5f4b2a', 'hatch') },
  'woods-rough': { label: 'Woods and rough', playsAs: 'heavy-woods', reading: 'woods on rough ground: the slower of the two, heavy woods', style: area('#8fae72', '#4f6b33', 'dense-trees') },
  stream: { label: 'Stream', playsAs: 'creek', reading: 'a fordable stream: crossed as a creek', style: line('#5b9bcc', 0.3) },
  ridge: { label: 'Ridge', playsAs: 'steep-slope', reading: 'a narrow crest that blocks sight: a steep slope', style: line('#8c7440', 0.3, { pattern: 'hatch' }) },
  breastworks: { label: 'Breastworks', playsAs: 'broken', reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)', style: line('#6b4f2a', 0.3, { pattern: 'hatch' }) },
  trench: { label: 'Trench', playsAs: 'broken', reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)', style: line('#5a4224', 0.3, { pattern: 'hatch' }) },
  redoubt: { label: 'Redoubt', playsAs: 'broken', reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)', style: line('#4f3a1f', 0.4, { pattern: 'hatch' }) },
  entrenchment: { label: 'Entrenchment', playsAs: 'broken', reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)', style: line('#5f4526', 0.35, { pattern: 'hatch' }) },
  'sheer-slope': { label: 'Sheer slope', playsAs: 'steep-slope', reading: 'steeper than the chart\'s steep slope; played as one on a table', style: area('#cbb583', '#6f5a2c', 'hatch') },
  cedars: { label: 'Cedars', playsAs: 'light-woods', reading: 'scattered cedar groves: light woods', style: area('#a9c98f', '#5e8a47', 'trees') },
  other: { label: 'Other (see label)', playsAs: null, style: area('#f4f4f4', '#999999', 'dots') },
};

/** Every built-in kind, in the schema's order. */
export const BUILT_IN_TERRAIN_KINDS = Object.keys(TERRAIN_KIND_TABLE) as TerrainKind[];

export const isBuiltInTerrainKind = (id: string): id is TerrainKind => Object.hasOwn(TERRAIN_KIND_TABLE, id);

/** A map's own kinds, as `map.terrainKinds` lists them (absent: none). */
type WithCustomKinds = { terrainKinds?: readonly CustomTerrainKind[] };

/** The built-in kind an id plays as: itself, or what the map's own kind of that id says; undefined when unknown. */
export function builtInKindOf(id: string, map: WithCustomKinds = {}): TerrainKind | undefined {
  if (isBuiltInTerrainKind(id)) return id;
  return map.terrainKinds?.find((k) => k.id === id)?.playsAs;
}

/** The designer's word for a kind, built-in or the map's own; the id itself only when nothing names it. */
export function terrainLabel(id: string, map: WithCustomKinds = {}): string {
  if (isBuiltInTerrainKind(id)) return TERRAIN_KIND_TABLE[id].label;
  return map.terrainKinds?.find((k) => k.id === id)?.label ?? id;
}

/**
 * How a kind is drawn: a built-in kind by its own style, a map's own kind by the built-in kind it says
 * it looks like, else by the kind it plays as (a run that plays as broken ground still looks like a
 * creek when the map says so). Unknown ids draw as `other`.
 */
export function terrainStyleOf(id: string, map: WithCustomKinds = {}): TerrainStyle {
  if (isBuiltInTerrainKind(id)) return TERRAIN_KIND_TABLE[id].style;
  const own = map.terrainKinds?.find((k) => k.id === id);
  return TERRAIN_KIND_TABLE[own?.looksLike ?? own?.playsAs ?? 'other'].style;
}

/** The ADF chart row a kind plays as, with its effects; undefined for `other` and for unknown ids. */
export function rulesRowOf(id: string, map: WithCustomKinds = {}): { row: AdfTerrainKind; effects: TerrainEffects } | undefined {
  const kind = builtInKindOf(id, map);
  const row = kind === undefined ? null : TERRAIN_KIND_TABLE[kind].playsAs;
  return row === null ? undefined : { row, effects: TERRAIN_EFFECTS[row] };
}
