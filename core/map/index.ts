/**
 * Maps: the one table of terrain kinds (what each plays as under the rules and its label, from
 * core/rules/terrainKinds.ts; how each is drawn, ./terrainStyles.ts) and the
 * checks the schema cannot make; geometry in inches, the ADF board and its numbering, units as their
 * stands, snapping, and the spatial index that map-wide queries go through. The map document's types are
 * generated with the scenario's (core/model/scenario.generated.ts).
 */
export {
  BUILT_IN_TERRAIN_KINDS,
  TERRAIN_KIND_TABLE,
  builtInKindOf,
  isBuiltInTerrainKind,
  rulesRowOf,
  terrainLabel,
  type TerrainKind,
  type TerrainKindInfo,
} from '../rules/terrainKinds';
export { TERRAIN_STYLES, terrainStyleOf, type TerrainStyle } from './terrainStyles';
export { mapTerrainProblems } from './check';
export { featureConditions, featureTerrain, type FeatureTerrain } from './conditions';
export * from './geometry';
export * from './board';
export * from './snapping';
export * from './stands';
export { SpatialIndex } from './spatialIndex';
export * from './placements';
export { isHexInput, scenarioHexInput, scenarioRenderInput, type AnyMapRenderInput, type HexRenderInput, type MapRenderInput, type RenderSide } from './scenarioMap';
export { legendEntries, renderMapSvg, renderMapSvgParts, type MapRenderOptions, type MapSvgParts } from './render/svg';
export { LAYERS, LAYER_LABELS, SIDE_STYLE, type LayerId } from './render/styles';
export { playedMap } from './reference';
