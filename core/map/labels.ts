/**
 * The map format's lists in the designer's words: table edges, formations, map kinds, sight effects,
 * feature shapes, terrain kinds (read from the one terrain table, core/rules/terrainKinds.ts) and a placed
 * unit's morale. Hex grids and counters have theirs in core/hex/labels.ts.
 */
import type { Edge, Formation, LosEffect, MusterMap, ReferenceImage, TerrainFeature, UnitStatus } from '../model/scenario.generated';
import type { Labels } from '../model/labels';
import { MORALE_LEVEL_LABELS } from '../model/words';
import { TERRAIN_KIND_TABLE } from '../rules/terrainKinds';

type Def<T> = NonNullable<T>;
export const EDGE_LABELS: Labels<Edge> = { north: 'North', south: 'South', east: 'East', west: 'West' };
/** Formations in the book's words; `any` is a set-up instruction's "in any formation". */
export const FORMATION_LABELS: Labels<Formation> = {
  any: 'Any formation',
  'battle-line': 'Battle line',
  'extended-line': 'Extended line',
  skirmishers: 'Skirmishers',
  column: 'Column',
  'road-column': 'Road column',
  'attack-column': 'Attack column',
  square: 'Square',
  'cavalry-line': 'Cavalry line',
  skirmishing: 'Skirmishing (cavalry)',
  'double-line': 'Double line',
  limbered: 'Limbered',
  unlimbered: 'Unlimbered',
  mounted: 'Mounted',
  dismounted: 'Dismounted',
};
export const MAP_KIND_LABELS: Labels<MusterMap['kind']> = { tabletop: 'Tabletop (inches)', hex: 'Hex map' };
export const LOS_EFFECT_LABELS: Labels<LosEffect['effect']> = { none: 'Does not limit sight', blocks: 'Blocks sight', limits: 'Limits sight' };
export const FEATURE_SHAPE_LABELS: Labels<TerrainFeature['shape']> = { polygon: 'Area', polyline: 'Line' };
export const TERRAIN_LABELS: Labels<keyof typeof TERRAIN_KIND_TABLE> = Object.fromEntries(Object.entries(TERRAIN_KIND_TABLE).map(([k, v]) => [k, v.label])) as Labels<keyof typeof TERRAIN_KIND_TABLE>;
/** A unit's morale level as a placement's status saves it (the rules' morale levels, B:868-873). */
export const UNIT_MORALE_LABELS: Labels<Def<UnitStatus['morale']>> = MORALE_LEVEL_LABELS;

/** How a reference image is placed on the table (Tiled's image layers, QGIS's georeferencer). */
export const IMAGE_PLACEMENT_LABELS: Labels<Def<ReferenceImage['placement']>> = { 'control-points': 'By control points', georeference: 'By its own georeference' };
/** The kinds of picture a reference image may be. */
export const IMAGE_TYPE_LABELS: Labels<Def<ReferenceImage['mediaType']>> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/tiff': 'TIFF' };
