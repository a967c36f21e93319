/**
 * How each terrain kind is drawn, by the map editor's canvas and the SVG renderer alike (and the Tiled
 * export's colours): a fill, a stroke and a pattern for an area, a width and a dash for a line. The kinds
 * are the one terrain table's (core/rules/terrainKinds.ts), which says how each plays under the rules;
 * how it looks is the map's business, kept here on the map's floor. The `Record` fails to compile when
 * the schema gains or loses a kind.
 */
import type { CustomTerrainKind, TerrainKind } from '../model/scenario.generated';
import { isBuiltInTerrainKind } from '../rules/terrainKinds';

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

const area = (fill: string, stroke: string, pattern?: TerrainStyle['pattern']): TerrainStyle =>
  pattern ? { draw: 'area', fill, stroke, pattern } : { draw: 'area', fill, stroke };
const line = (stroke: string, widthIn: number, extra: Partial<TerrainStyle> = {}): TerrainStyle => ({ draw: 'line', fill: 'none', stroke, widthIn, ...extra });

export const TERRAIN_STYLES: Readonly<Record<TerrainKind, TerrainStyle>> = {
  open: area('#eef0d8', 'none'),
  broken: area('#e2ddb8', '#b8ad7a', 'dots'),
  rough: area('#d6c9a0', '#9e8f5c', 'hatch'),
  road: line('#8a6d45', 0.5),
  trail: line('#a58a5e', 0.3, { dash: [0.6, 0.3] }),
  railroad: line('#444444', 0.3, { pattern: 'ties' }),
  'railroad-cut': area('#c9b48a', '#6b5a3a', 'hatch'),
  pond: area('#a9cbe0', '#5d8fb0'),
  'light-woods': area('#b9d7a1', '#6f9a52', 'trees'),
  'heavy-woods': area('#7fae6a', '#3f6b2e', 'dense-trees'),
  orchard: area('#cfe3b0', '#7e9f55', 'orchard-rows'),
  brush: area('#dbe4b4', '#8fa060', 'scrub'),
  'wooden-fence': line('#7a5a32', 0.15, { dash: [0.4, 0.2] }),
  'stone-wall': line('#777777', 0.2),
  creek: line('#4f8fc0', 0.25),
  river: line('#3d7db3', 1),
  'gentle-slope': area('#e6dcb8', '#b29f6a'),
  'steep-slope': area('#d8c79a', '#8c7440', 'hatch'),
  hill: area('#e0d2a6', '#a08b55'),
  'plowed-field': area('#d9c49c', '#a88d5c', 'furrows'),
  'farm-buildings': area('#c98f6b', '#7a4a2e', 'buildings'),
  village: area('#b9805e', '#6b3e24', 'buildings'),
  marsh: area('#bfd8c8', '#6f9a86', 'reeds'),
  'field-works': line('#6b4f2a', 0.3, { pattern: 'hatch' }),
  abatis: line('#5b4a2a', 0.3, { pattern: 'crosses' }),
  impassable: area('#9a9a9a', '#555555', 'hatch'),
  turnpike: line('#6f5533', 0.6),
  'sunken-road': line('#7b5c36', 0.6, { dash: [0.5, 0.15] }),
  ford: line('#7fb4dc', 0.4, { dash: [0.2, 0.15] }),
  bridge: line('#6b6b6b', 0.5),
  ferry: line('#5f8fb8', 0.4, { dash: [0.3, 0.3] }),
  pontoon: line('#8c8c8c', 0.4, { dash: [0.15, 0.1] }),
  fort: area('#c2b08a', '#5f4b2a', 'hatch'),
  'woods-rough': area('#8fae72', '#4f6b33', 'dense-trees'),
  stream: line('#5b9bcc', 0.3),
  ridge: line('#8c7440', 0.3, { pattern: 'hatch' }),
  breastworks: line('#6b4f2a', 0.3, { pattern: 'hatch' }),
  trench: line('#5a4224', 0.3, { pattern: 'hatch' }),
  redoubt: line('#4f3a1f', 0.4, { pattern: 'hatch' }),
  entrenchment: line('#5f4526', 0.35, { pattern: 'hatch' }),
  'sheer-slope': area('#cbb583', '#6f5a2c', 'hatch'),
  cedars: area('#a9c98f', '#5e8a47', 'trees'),
  other: area('#f4f4f4', '#999999', 'dots'),
};

/**
 * How a kind is drawn: a built-in kind by its own style, a map's own kind by the built-in kind it says
 * it looks like, else by the kind it plays as (a run that plays as broken ground still looks like a
 * creek when the map says so). Unknown ids draw as `other`.
 */
export function terrainStyleOf(id: string, map: { terrainKinds?: readonly CustomTerrainKind[] } = {}): TerrainStyle {
  if (isBuiltInTerrainKind(id)) return TERRAIN_STYLES[id];
  const own = map.terrainKinds?.find((k) => k.id === id);
  return TERRAIN_STYLES[own?.looksLike ?? own?.playsAs ?? 'other'];
}
