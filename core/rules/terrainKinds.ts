/**
 * The one table of terrain a map can hold. Each kind names the ADF terrain chart row it plays as
 * (movement class by weather and season, cover, sight, crossing: `TERRAIN_EFFECTS` in
 * core/rules/adf/terrain.ts, read by reference, never copied), and the words a designer reads; how
 * each is drawn is the map's (core/map/terrainStyles.ts). The schema's `TerrainKind` enum is the list of keys: the
 * `Record` below fails to compile when the schema gains or loses a kind, and a test checks the enum.
 *
 * A map may add kinds of its own (`map.terrainKinds`: `{ id: 'custom-…', label, playsAs }`); they play
 * as one of these, so every rules lookup goes through `rulesRowOf`.
 */
import { TERRAIN_EFFECTS, type TerrainEffects, type TerrainKind as AdfTerrainKind } from './adf/terrain';
import type { ObstacleKind } from './adf/works';
import type { CustomTerrainKind, TerrainKind } from '../model/scenario.generated';

export type { TerrainKind };

export interface TerrainKindInfo {
  /** The designer's word for it, in the book's spelling where the book names it. */
  label: string;
  /** The ADF chart row it plays as; `null` for `other`, whose effect is whatever its label and notes say. */
  playsAs: AdfTerrainKind | null;
  /** Rules beyond the chart row: an obstacle from the works chapter (core/rules/adf/works.ts). */
  obstacle?: ObstacleKind;
  /** Why this row, when the chart does not name the kind itself. */
  reading?: string;
}

export const TERRAIN_KIND_TABLE: Readonly<Record<TerrainKind, TerrainKindInfo>> = {
  open: { label: 'Open ground', playsAs: 'open' },
  broken: { label: 'Broken ground', playsAs: 'broken' },
  rough: { label: 'Rough ground', playsAs: 'rough' },
  road: { label: 'Road', playsAs: 'road' },
  trail: { label: 'Trail', playsAs: 'trail' },
  railroad: {
    label: 'Railroad',
    playsAs: 'trail',
    reading: 'the chart has no railroad; a graded bed is moved along like a trail',
  },
  'railroad-cut': {
    label: 'Railroad cut',
    playsAs: 'steep-slope',
    reading: 'the cut banks are climbed and block sight like a steep slope',
  },
  pond: { label: 'Pond', playsAs: 'pond' },
  'light-woods': { label: 'Light woods', playsAs: 'light-woods' },
  'heavy-woods': { label: 'Heavy woods', playsAs: 'heavy-woods' },
  orchard: { label: 'Orchard', playsAs: 'orchard' },
  brush: { label: 'Brush', playsAs: 'brush' },
  'wooden-fence': { label: 'Wooden fence', playsAs: 'wooden-fence' },
  'stone-wall': { label: 'Stone wall', playsAs: 'stone-wall' },
  creek: { label: 'Creek or run', playsAs: 'creek' },
  river: { label: 'River', playsAs: 'river' },
  'gentle-slope': { label: 'Gentle slope', playsAs: 'gentle-slope' },
  'steep-slope': { label: 'Steep slope', playsAs: 'steep-slope' },
  hill: {
    label: 'Hill',
    playsAs: 'gentle-slope',
    reading: 'a hill is climbed by its slopes; its height is in the contours, and a steep one is drawn as steep slope',
  },
  'plowed-field': { label: 'Freshly plowed field', playsAs: 'plowed-field' },
  'farm-buildings': { label: 'Farm buildings', playsAs: 'farm-buildings' },
  village: { label: 'Village', playsAs: 'farm-buildings', reading: 'the chart gives farm buildings and villages one row (B:2167)' },
  marsh: { label: 'Marsh', playsAs: 'rough', reading: 'the chart has no marsh; wet ground is moved through as rough' },
  'field-works': {
    label: 'Field works',
    playsAs: 'broken',
    reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)',
  },
  abatis: { label: 'Abatis', playsAs: 'rough', obstacle: 'abatis', reading: 'an inch of rough ground to cross (obstacles table, B:1857–1864)' },
  impassable: { label: 'Impassable', playsAs: 'river', reading: 'the chart\'s totally impassable ground (B:2168)' },
  // The hex games' own hex and hexside terrain (Blue & Grey's terrain effects chart, GBACW's named
  // terrain). Their own rules read them through their own tables (core/rules/bluegrey, core/rules/gbacw);
  // the ADF row below is only what a tabletop board drawn with them plays as.
  turnpike: { label: 'Turnpike', playsAs: 'road', reading: 'a macadamised road: moved along as a road' },
  'sunken-road': { label: 'Sunken road', playsAs: 'road', reading: 'moved along as a road; its banks are cover the ADF chart does not list' },
  ford: { label: 'Ford', playsAs: 'creek', reading: 'a crossing point of a stream or river: crossed as a creek' },
  bridge: { label: 'Bridge', playsAs: 'road', reading: 'crossed as the road it carries' },
  ferry: { label: 'River ferry', playsAs: 'river', reading: 'only a hex game moves by ferry; on a table it is the river' },
  pontoon: { label: 'Pontoon bridge', playsAs: 'road', reading: 'crossed as a road' },
  fort: { label: 'Fort', playsAs: 'broken', reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)' },
  'woods-rough': { label: 'Woods and rough', playsAs: 'heavy-woods', reading: 'woods on rough ground: the slower of the two, heavy woods' },
  stream: { label: 'Stream', playsAs: 'creek', reading: 'a fordable stream: crossed as a creek' },
  ridge: { label: 'Ridge', playsAs: 'steep-slope', reading: 'a narrow crest that blocks sight: a steep slope' },
  breastworks: { label: 'Breastworks', playsAs: 'broken', reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)' },
  trench: { label: 'Trench', playsAs: 'broken', reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)' },
  redoubt: { label: 'Redoubt', playsAs: 'broken', reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)' },
  entrenchment: { label: 'Entrenchment', playsAs: 'broken', reading: 'works are crossed as broken and their cover comes from the works table (B:1829–1835)' },
  'sheer-slope': { label: 'Sheer slope', playsAs: 'steep-slope', reading: 'steeper than the chart\'s steep slope; played as one on a table' },
  cedars: { label: 'Cedars', playsAs: 'light-woods', reading: 'scattered cedar groves: light woods' },
  other: { label: 'Other (see label)', playsAs: null },
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

/** The ADF chart row a kind plays as, with its effects; undefined for `other` and for unknown ids. */
export function rulesRowOf(id: string, map: WithCustomKinds = {}): { row: AdfTerrainKind; effects: TerrainEffects } | undefined {
  const kind = builtInKindOf(id, map);
  const row = kind === undefined ? null : TERRAIN_KIND_TABLE[kind].playsAs;
  return row === null ? undefined : { row, effects: TERRAIN_EFFECTS[row] };
}
