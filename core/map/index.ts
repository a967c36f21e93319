/**
 * Maps: the one table of terrain kinds (what each plays as under the rules, its label, its style) and
 * the checks the schema cannot make. The map document's types are generated with the scenario's
 * (core/scenario/types.generated.ts).
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
  type TerrainStyle,
} from './terrainKinds';
export { mapTerrainProblems } from './check';
