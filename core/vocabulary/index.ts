/**
 * The words a designer reads for every value a file can hold, gathered at the top of core for the views
 * and for the check that every enum in schemas/ has its labels. Each table lives beside its list, on the
 * floor of the folder that owns it, so no module of core needs this file:
 *
 * - core/model/words.ts: the game's shared words (figure scales, qualities, sides, arms, morale levels,
 *   eras), each list with its labels; core/model/labels.ts: the `Labels` type and `optionsOf`;
 *   core/model/plural.ts and countUp.ts: sentence helpers that know no labels.
 * - beside their domains: formation levels (core/model/oob.ts), seasons and weather
 *   (core/rules/adf/terrain.ts), weapons (core/rules/adf/weapons.ts), terrain (core/rules/terrainKinds.ts,
 *   labelled in core/map/labels.ts), the scenario's lists (core/scenario/labels.ts), the map's
 *   (core/map/labels.ts), the hex map's and counters' (core/hex/labels.ts), the order of battle's
 *   (core/oob/labels.ts), the organisation rules' (core/muster/labels.ts), the playtest's
 *   (core/playtest/labels.ts), GBACW's game tables' (core/rules/gbacw/labels.ts) and Tiled's layers
 *   (core/export/tiled/labels.ts).
 *
 * Nothing in core imports this file: a module reads the labels file of its own floor or one below, which
 * keeps core's folders on floors (tests/renderer/coreFloors.test.ts).
 *
 * `SCHEMA_ENUMS` ties every enum in schemas/ to its labels: a unit test checks the two list the same
 * values, and the end-to-end tests look for any raw value on screen whose label differs from it.
 */
import { ERA_LABELS, QUALITY_LABELS, SIDE_LABELS } from '../model/words';
import { FORMATION_LEVEL_LABELS } from '../model/oob';
import { SEASON_LABELS, WEATHER_LABELS } from '../rules/adf/terrain';
import { CAVALRY_WEAPON_NAMES, INFANTRY_WEAPON_NAMES } from '../rules/adf/weapons';
import {
  ARRIVAL_KIND_LABELS,
  ARRIVAL_OTHERWISE_LABELS,
  BUDGET_ARM_LABELS,
  BUDGET_FORMATION_LABELS,
  CONSTRAINT_KIND_LABELS,
  CONSTRAINT_OF_LABELS,
  CONSTRAINT_PER_LABELS,
  DICE_LABELS,
  INITIATIVE_RULE_LABELS,
  MORALE_DURATION_LABELS,
  MORALE_STAT_LABELS,
  RULE_KIND_LABELS,
  RULESET_LABELS,
  SCALE_LABELS,
  VICTORY_KIND_LABELS,
} from '../scenario/labels';
import { ARMY_LEADER_ROLE_LABELS, CAVALRY_UNIT_TYPE_LABELS, GUN_LABELS, LEADER_ROLE_LABELS } from '../oob/labels';
import { EDGE_LABELS, FEATURE_SHAPE_LABELS, FORMATION_LABELS, IMAGE_PLACEMENT_LABELS, IMAGE_TYPE_LABELS, LOS_EFFECT_LABELS, MAP_KIND_LABELS, TERRAIN_LABELS, UNIT_MORALE_LABELS } from '../map/labels';
import {
  ACTION_PROFILE_LABELS,
  COUNTER_SIZE_LABELS,
  COUNTER_TYPE_LABELS,
  HEX_DIRECTION_LABELS,
  HEX_ORIENTATION_LABELS,
  NORTH_EDGE_LABELS,
  ODD_COLUMNS_LABELS,
  ODD_ROWS_LABELS,
  ORDERS_LABELS,
} from '../hex/labels';
import { ORGANISATION_PRESET_LABELS, SEVERITY_LABELS } from '../muster/labels';
import { UNIT_END_STATE_LABELS } from '../playtest/labels';
import { GBACW_PATH_RULE_LABELS, GBACW_SIGHT_LABELS, GBACW_SLOPE_LABELS, GBACW_TEC_PLACE_LABELS, GBACW_TERRAIN_DISORDER_LABELS } from '../rules/gbacw/labels';
import type { Labels } from '../model/labels';

export * from '../model/words';
export * from '../model/labels';
export * from '../scenario/labels';
export * from '../oob/labels';
export * from '../map/labels';
export * from '../hex/labels';
export * from '../muster/labels';
export * from '../playtest/labels';
export * from '../rules/gbacw/labels';
export * from '../export/tiled/labels';
export { FORMATION_LEVEL_LABELS, SEASON_LABELS, WEATHER_LABELS };
// The sentence helpers: they know no labels, and every label table is free to use them.
export { chanceWords, nounFor, plural } from '../model/plural';
export { countedUpName } from '../model/countUp';

const numbers = (...ns: number[]): Labels<number> => Object.fromEntries(ns.map((n) => [n, String(n)]));

export type SchemaName = 'scenario' | 'army' | 'map' | 'rules-gbacw';
/** Every enum in schemas/, by schema and JSON path from the schema's root, with its labels. */
export const SCHEMA_ENUMS: ReadonlyArray<{ schema: SchemaName; path: string; labels: Readonly<Record<string | number, string>> }> = [
  { schema: 'scenario', path: 'properties/ruleset', labels: RULESET_LABELS },
  { schema: 'scenario', path: 'properties/scale', labels: SCALE_LABELS },
  { schema: 'scenario', path: 'properties/era', labels: ERA_LABELS },
  { schema: 'scenario', path: '$defs/edge', labels: EDGE_LABELS },
  { schema: 'scenario', path: '$defs/side/properties/rulesSide', labels: SIDE_LABELS },
  { schema: 'scenario', path: '$defs/pointsBudget/properties/formation', labels: BUDGET_FORMATION_LABELS },
  { schema: 'scenario', path: '$defs/pointsBudget/properties/arm', labels: BUDGET_ARM_LABELS },
  { schema: 'scenario', path: '$defs/constraint/properties/kind', labels: CONSTRAINT_KIND_LABELS },
  { schema: 'scenario', path: '$defs/constraint/properties/quality', labels: QUALITY_LABELS },
  { schema: 'scenario', path: '$defs/constraint/properties/qualities/items', labels: QUALITY_LABELS },
  { schema: 'scenario', path: '$defs/constraint/properties/per', labels: CONSTRAINT_PER_LABELS },
  { schema: 'scenario', path: '$defs/constraint/properties/of', labels: CONSTRAINT_OF_LABELS },
  { schema: 'scenario', path: '$defs/constraint/properties/leader/properties/role', labels: LEADER_ROLE_LABELS },
  { schema: 'scenario', path: '$defs/arrival/properties/kind', labels: ARRIVAL_KIND_LABELS },
  { schema: 'scenario', path: '$defs/arrival/properties/die', labels: { '1D6': DICE_LABELS['1D6'] } },
  { schema: 'scenario', path: '$defs/arrival/properties/otherwise', labels: ARRIVAL_OTHERWISE_LABELS },
  { schema: 'scenario', path: '$defs/specialRule/properties/kind', labels: RULE_KIND_LABELS },
  { schema: 'scenario', path: '$defs/specialRule/properties/effect/properties/stat', labels: MORALE_STAT_LABELS },
  { schema: 'scenario', path: '$defs/specialRule/properties/effect/properties/duration', labels: MORALE_DURATION_LABELS },
  { schema: 'scenario', path: '$defs/weather/properties/season', labels: SEASON_LABELS },
  { schema: 'scenario', path: '$defs/weather/properties/fixed', labels: WEATHER_LABELS },
  { schema: 'scenario', path: '$defs/weather/properties/table/properties/die', labels: DICE_LABELS },
  { schema: 'scenario', path: '$defs/weather/properties/table/properties/rows/items/properties/weather', labels: WEATHER_LABELS },
  { schema: 'scenario', path: '$defs/initiative/properties/rule', labels: INITIATIVE_RULE_LABELS },
  { schema: 'scenario', path: '$defs/playtestResult/properties/units/items/properties/state', labels: UNIT_END_STATE_LABELS },
  { schema: 'scenario', path: '$defs/victoryCondition/properties/kind', labels: VICTORY_KIND_LABELS },
  { schema: 'scenario', path: '$defs/counter/properties/type', labels: COUNTER_TYPE_LABELS },
  { schema: 'scenario', path: '$defs/counter/properties/size', labels: COUNTER_SIZE_LABELS },
  { schema: 'scenario', path: '$defs/counter/properties/orders', labels: ORDERS_LABELS },
  { schema: 'scenario', path: '$defs/counter/properties/ratings/properties/actionProfile', labels: ACTION_PROFILE_LABELS },
  { schema: 'army', path: '$defs/quality', labels: QUALITY_LABELS },
  { schema: 'army', path: '$defs/side', labels: SIDE_LABELS },
  { schema: 'army', path: '$defs/era', labels: ERA_LABELS },
  { schema: 'army', path: '$defs/orderOfBattle/properties/scale', labels: { '10mm': SCALE_LABELS['10mm'], '15mm': SCALE_LABELS['15mm'], '25mm': SCALE_LABELS['25mm'] } },
  { schema: 'army', path: '$defs/formation/properties/level', labels: FORMATION_LEVEL_LABELS },
  { schema: 'army', path: '$defs/leader/properties/role', labels: ARMY_LEADER_ROLE_LABELS },
  { schema: 'army', path: '$defs/leader/properties/lb', labels: numbers(0, 1, 2) },
  { schema: 'army', path: '$defs/infantryRegiment/properties/weapon', labels: INFANTRY_WEAPON_NAMES },
  { schema: 'army', path: '$defs/infantryRegiment/properties/stands', labels: numbers(2, 3) },
  { schema: 'army', path: '$defs/cavalryUnit/properties/unitType', labels: CAVALRY_UNIT_TYPE_LABELS },
  { schema: 'army', path: '$defs/cavalryUnit/properties/weapon', labels: CAVALRY_WEAPON_NAMES },
  { schema: 'army', path: '$defs/cavalryUnit/properties/stands', labels: numbers(2, 3) },
  { schema: 'army', path: '$defs/artilleryBattery/properties/sections', labels: numbers(1, 2, 3) },
  { schema: 'army', path: '$defs/artilleryBattery/properties/gun', labels: GUN_LABELS },
  { schema: 'army', path: '$defs/engineerUnit/properties/stands', labels: numbers(2, 3) },
  { schema: 'army', path: '$defs/ruleOverride/properties/severity', labels: SEVERITY_LABELS },
  { schema: 'army', path: '$defs/organisation/properties/preset', labels: ORGANISATION_PRESET_LABELS },
  { schema: 'map', path: '$defs/map/properties/kind', labels: MAP_KIND_LABELS },
  { schema: 'map', path: '$defs/referenceImage/properties/placement', labels: IMAGE_PLACEMENT_LABELS },
  { schema: 'map', path: '$defs/referenceImage/properties/mediaType', labels: IMAGE_TYPE_LABELS },
  { schema: 'map', path: '$defs/terrainKind', labels: TERRAIN_LABELS },
  { schema: 'map', path: '$defs/losEffect/properties/effect', labels: LOS_EFFECT_LABELS },
  { schema: 'map', path: '$defs/terrainFeature/properties/shape', labels: FEATURE_SHAPE_LABELS },
  { schema: 'map', path: '$defs/setupArea/properties/withinInOfEdge/properties/edge', labels: EDGE_LABELS },
  { schema: 'map', path: '$defs/formation', labels: FORMATION_LABELS },
  { schema: 'map', path: '$defs/unitStatus/properties/morale', labels: UNIT_MORALE_LABELS },
  { schema: 'map', path: '$defs/season', labels: SEASON_LABELS },
  { schema: 'map', path: '$defs/weather', labels: WEATHER_LABELS },
  { schema: 'map', path: '$defs/hexDirection', labels: HEX_DIRECTION_LABELS },
  { schema: 'map', path: '$defs/hexGrid/properties/orientation', labels: HEX_ORIENTATION_LABELS },
  { schema: 'map', path: '$defs/hexGrid/properties/oddColumnsShifted', labels: ODD_COLUMNS_LABELS },
  { schema: 'map', path: '$defs/hexGrid/properties/oddRowsShifted', labels: ODD_ROWS_LABELS },
  { schema: 'map', path: '$defs/hexGrid/properties/northEdge', labels: NORTH_EDGE_LABELS },
  { schema: 'map', path: '$defs/hexVertex', labels: HEX_DIRECTION_LABELS },
  { schema: 'rules-gbacw', path: '$defs/terrainDisorder', labels: GBACW_TERRAIN_DISORDER_LABELS },
  { schema: 'rules-gbacw', path: '$defs/tecRow/properties/place', labels: GBACW_TEC_PLACE_LABELS },
  { schema: 'rules-gbacw', path: '$defs/tecRow/properties/pathRule', labels: GBACW_PATH_RULE_LABELS },
  { schema: 'rules-gbacw', path: '$defs/tecRow/properties/sight', labels: GBACW_SIGHT_LABELS },
  { schema: 'rules-gbacw', path: '$defs/tecRow/properties/slope', labels: GBACW_SLOPE_LABELS },
];
