/**
 * The layers of a map exported to Tiled, as Tiled's layer list shows them.
 */

export const TILED_LAYER_LABELS = {
  terrain: 'Terrain',
  hexes: 'Hex levels and names',
  hexsides: 'Hexsides',
  paths: 'Roads and paths',
  features: 'Terrain features',
  contours: 'Contours',
  objectives: 'Objectives',
  setupAreas: 'Set-up areas',
  labels: 'Labels',
  counters: 'Counters',
  units: 'Units',
  dummies: 'Dummy markers',
  arrows: 'Arrows',
} as const satisfies Readonly<Record<string, string>>;
