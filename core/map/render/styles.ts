/**
 * What the renderers share beyond the terrain table: the layers of a map, in drawing order, and each
 * side's colours. The editor's canvas and the SVG renderer both read these.
 */
import type { Side } from '../../model/words';

/** The map's layers, bottom to top; `grid` is the board's squares, numbered points and entrances. */
export const LAYERS = ['terrain', 'contours', 'grid', 'setup', 'units', 'labels'] as const;
export type LayerId = (typeof LAYERS)[number];

export const LAYER_LABELS: Readonly<Record<LayerId, string>> = {
  terrain: 'Terrain',
  contours: 'Contours',
  grid: 'Board squares',
  setup: 'Set-up and objectives',
  units: 'Units',
  labels: 'Labels and notes',
};

/** Union blue and Confederate grey, dark enough to print and to carry white text. */
export const SIDE_STYLE: Readonly<Record<Side, { fill: string; stroke: string }>> = {
  union: { fill: '#2f4f8f', stroke: '#14254a' },
  confederate: { fill: '#7d7f86', stroke: '#34363b' },
};

/** A hex map's layers: its hexes carry their own levels (no contours), and its grid is the hexes' outlines and numbers. */
export const HEX_LAYERS = ['terrain', 'grid', 'units', 'labels'] as const satisfies readonly LayerId[];
export type HexLayerId = (typeof HEX_LAYERS)[number];

export const HEX_LAYER_LABELS: Readonly<Record<HexLayerId, string>> = {
  terrain: 'Terrain',
  grid: 'Hex grid',
  units: 'Counters',
  labels: 'Labels',
};
