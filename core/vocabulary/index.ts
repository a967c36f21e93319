/**
 * The words a designer reads for every value a file can hold, in three layers:
 *
 * - `words.ts`: the game's shared words (figure scales, qualities, sides, arms, morale levels, eras),
 *   each list with its labels beside it. It imports nothing, so the rules, the order of battle, the map
 *   and the scenario all read their words from there.
 * - this file: the labels of every other list, in one place above the lists they label. A list that core
 *   defines keeps its labels beside it (weather and seasons in core/rules/adf/terrain.ts, weapons in
 *   core/rules/adf/weapons.ts, terrain in core/map/terrainKinds.ts, era presets in
 *   core/muster/organisationRules.ts, a counter's size marks in core/hex/counters.ts) and is passed on
 *   from here; the values only the file formats have get their labels here, each table typed by the
 *   generated types, so a schema that gains or loses a value fails to compile until its label is written.
 * - `plural.ts` and `countUp.ts`, at the bottom: sentence helpers that know no labels.
 *
 * No module this file imports may import it back: a model module reads `words.ts` or the helpers
 * directly, which keeps core free of import cycles.
 *
 * `SCHEMA_ENUMS` ties every enum in schemas/ to its labels: a unit test checks the two list the same
 * values, and the end-to-end tests look for any raw value on screen whose label differs from it.
 */
import { COUNTER_SIZE_MARKS } from '../hex/counters';
import { TERRAIN_KIND_TABLE } from '../map/terrainKinds';
import { ERA_PRESETS } from '../muster/organisationRules';
import type { CatalogueEntry } from '../oob/catalogue';
import { FORMATION_LEVEL_LABELS, LEADER_ROLES } from '../oob/types';
import { SEASON_LABELS, WEATHER_LABELS } from '../rules/adf/terrain';
import { ERA_LABELS, MORALE_LEVEL_LABELS, QUALITY_LABELS, SIDE_LABELS } from './words';
import { ARTILLERY_WEAPON_NAMES, CAVALRY_WEAPON_NAMES, FIELD_GUNS, INFANTRY_WEAPON_NAMES } from '../rules/adf/weapons';
import { PATH_RULE_LABELS, SIGHT_EFFECT_LABELS, SLOPE_CLASS_LABELS, TEC_PLACE_LABELS, TERRAIN_DISORDER_LABELS } from '../rules/gbacw/types';
import type { PlaytestEventKind } from '../playtest/state';
import type {
  Arrival,
  Counter,
  Edge,
  ForceConstraint,
  Formation,
  GbacwDisorderCodes,
  GbacwTecRow,
  HexGrid,
  Initiative,
  LeaderRatings,
  LosEffect,
  MoraleEffect,
  MusterMap,
  MusterScenario,
  PointsBudget,
  SpecialRule,
  TerrainFeature,
  PlaytestResult,
  ReferenceImage,
  UnitStatus,
  VictoryCondition,
  Weather,
} from '../scenario/types.generated';

export * from './words';
export { FORMATION_LEVEL_LABELS, SEASON_LABELS, WEATHER_LABELS };

export type Labels<T extends string | number> = Readonly<Record<T, string>>;
type Def<T> = NonNullable<T>;

export const RULESET_LABELS: Labels<MusterScenario['ruleset']> = { adf: 'Across a Deadly Field', bluegrey: 'Blue & Grey', gbacw: 'Great Battles of the ACW' };
/**
 * The folders of the bundled examples (`scenarios/`) beside its top level, each with the heading its
 * examples are listed under: the Library shows "Blue & Grey: Shiloh".
 */
export const EXAMPLE_FOLDER_LABELS: Readonly<Record<string, string>> = { bluegrey: RULESET_LABELS.bluegrey };
export const SCALE_LABELS: Labels<MusterScenario['scale']> = { '10mm': '6/10 mm figures', '15mm': '15/20 mm figures', '25mm': '25/28 mm figures', counters: 'Counters (hex game)' };
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
export const BUDGET_FORMATION_LABELS: Labels<Def<PointsBudget['formation']>> = { brigade: 'Brigade', division: 'Division', corps: 'Corps', army: 'Army', any: 'Any' };
export const BUDGET_ARM_LABELS: Labels<Def<PointsBudget['arm']>> = { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery', mixed: 'Mixed arms' };
export const CONSTRAINT_KIND_LABELS: Labels<ForceConstraint['kind']> = {
  'required-leader': 'Required leader',
  'min-quality-count': 'At least N of a quality',
  'max-quality-count': 'At most N of a quality',
  'no-quality': 'No units of a quality',
  'max-units-of': 'At most N units of',
  'weapon-limit': 'Weapon limit',
  'brigade-count': 'Number of brigades',
  'battery-count': 'Number of batteries',
  other: 'Other (text only)',
};
export const CONSTRAINT_PER_LABELS: Labels<Def<ForceConstraint['per']>> = { side: 'per side', division: 'per division', brigade: 'per brigade' };
/** Leader roles; the army file's five plus a scenario's army commander. */
export const LEADER_ROLE_LABELS: Labels<Def<Def<ForceConstraint['leader']>['role']>> = {
  brigade: 'Brigade',
  division: 'Division',
  corps: 'Corps',
  wing: 'Wing',
  artillery: 'Artillery',
  army: 'Army',
};
/** Where a catalogue entry comes from (core/oob/catalogue.ts). */
export const CATALOGUE_ORIGIN_LABELS: Labels<CatalogueEntry['origin']> = { bundled: 'Bundled example', library: 'Library', book: 'ADF', records: 'Battle records' };
export const ARRIVAL_KIND_LABELS: Labels<Arrival['kind']> = { turn: 'On a fixed turn', roll: 'By a die roll' };
export const ARRIVAL_OTHERWISE_LABELS: Labels<Def<Arrival['otherwise']>> = { 'die-is-turn': 'the die is the arrival turn', unavailable: 'they never come', 'next-turn': 'roll again next turn' };
export const RULE_KIND_LABELS: Labels<Def<SpecialRule['kind']>> = { 'leader-loss': 'Leader loss', restriction: 'Restriction', terrain: 'Terrain', morale: 'Morale', movement: 'Movement', other: 'Other' };
export const MORALE_STAT_LABELS: Labels<Def<MoraleEffect['stat']>> = { MMP: 'MMP', BMP: 'BMP' };
export const MORALE_DURATION_LABELS: Labels<Def<MoraleEffect['duration']>> = { scenario: 'for the rest of the scenario', 'first-morale-check': 'until the first morale check' };
export const DICE_LABELS: Labels<'1D6' | '2D6'> = { '1D6': '1D6', '2D6': '2D6' };
export const INITIATIVE_RULE_LABELS: Labels<Initiative['rule']> = { side: 'One side for the whole game', 'most-leadership': 'Most leadership bonus', 'roll-each-turn': 'Rolled each turn' };
export const VICTORY_KIND_LABELS: Labels<VictoryCondition['kind']> = {
  'clear-area': 'Clear an area of the enemy',
  'hold-area': 'Hold an area',
  'units-beyond': 'Units beyond a line',
  'casualty-ratio': 'Casualty ratio',
  'forced-retirement': 'Force the enemy to retire',
  text: 'Text only',
};
export const MAP_KIND_LABELS: Labels<MusterMap['kind']> = { tabletop: 'Tabletop (inches)', hex: 'Hex map' };
/** The layers of a map exported to Tiled (core/export/tiled), as Tiled's layer list shows them. */
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
export const LOS_EFFECT_LABELS: Labels<LosEffect['effect']> = { none: 'Does not limit sight', blocks: 'Blocks sight', limits: 'Limits sight' };
export const FEATURE_SHAPE_LABELS: Labels<TerrainFeature['shape']> = { polygon: 'Area', polyline: 'Line' };
export const HEX_DIRECTION_LABELS: Labels<'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW' | 'E' | 'W'> = { N: 'N', NE: 'NE', SE: 'SE', S: 'S', SW: 'SW', NW: 'NW', E: 'E', W: 'W' };
export const HEX_ORIENTATION_LABELS: Labels<HexGrid['orientation']> = { 'flat-top': 'Flat top', 'pointy-top': 'Pointy top' };
export const ODD_COLUMNS_LABELS: Labels<Def<HexGrid['oddColumnsShifted']>> = { up: 'Odd columns up', down: 'Odd columns down' };
export const ODD_ROWS_LABELS: Labels<Def<HexGrid['oddRowsShifted']>> = { left: 'Odd rows left', right: 'Odd rows right' };
export const NORTH_EDGE_LABELS: Labels<Def<HexGrid['northEdge']>> = { top: 'Top', right: 'Right', bottom: 'Bottom', left: 'Left' };
/** What a hex game's counter is, in the words its type box stands for. */
export const COUNTER_TYPE_LABELS: Labels<Counter['type']> = {
  infantry: 'Infantry',
  cavalry: 'Cavalry',
  artillery: 'Artillery',
  'horse-artillery': 'Horse artillery',
  gunboat: 'Gunboat',
  train: 'Wagon train',
  leader: 'Leader',
  engineers: 'Engineers',
  other: 'Other',
};
export const COUNTER_SIZE_LABELS: Labels<Def<Counter['size']>> = {
  section: 'Section',
  battery: 'Battery',
  regiment: 'Regiment',
  brigade: 'Brigade',
  division: 'Division',
  corps: 'Corps',
  army: 'Army',
};
/** The size symbols printed over a counter's type box (Blue & Grey 2.4), kept with the counter's face. */
export { COUNTER_SIZE_MARKS };
export const ACTION_PROFILE_LABELS: Labels<Def<LeaderRatings['actionProfile']>> = { A: 'Aggressive', N: 'Normal', C: 'Cautious', U: 'Unreliable' };
export const ORDERS_LABELS: Labels<Def<Counter['orders']>> = { march: 'March', advance: 'Advance', attack: 'Attack' };
export const TERRAIN_LABELS: Labels<keyof typeof TERRAIN_KIND_TABLE> = Object.fromEntries(Object.entries(TERRAIN_KIND_TABLE).map(([k, v]) => [k, v.label])) as Labels<keyof typeof TERRAIN_KIND_TABLE>;
export const GUN_LABELS: Labels<(typeof FIELD_GUNS)[number]> = Object.fromEntries(FIELD_GUNS.map((g) => [g, ARTILLERY_WEAPON_NAMES[g]])) as Labels<(typeof FIELD_GUNS)[number]>;
export const CAVALRY_UNIT_TYPE_LABELS: Labels<'regiment' | 'battalion'> = { regiment: 'Regiment', battalion: 'Battalion' };
export const SEVERITY_LABELS: Labels<'warning' | 'error'> = { warning: 'Warning', error: 'Error' };
export const ORGANISATION_PRESET_LABELS: Labels<keyof typeof ERA_PRESETS> = Object.fromEntries(Object.entries(ERA_PRESETS).map(([k, v]) => [k, v.label])) as Labels<keyof typeof ERA_PRESETS>;
/** A unit's morale level as a placement's status saves it (the rules' morale levels, B:868-873). */
export const UNIT_MORALE_LABELS: Labels<Def<UnitStatus['morale']>> = MORALE_LEVEL_LABELS;
/** What a playtest's event log records, each kind of entry in the players' words. */
export const PLAYTEST_EVENT_LABELS: Labels<PlaytestEventKind> = {
  start: 'Start',
  initiative: 'Initiative',
  phase: 'Player turn',
  fire: 'Fire',
  morale: 'Morale check',
  rally: 'Rally attempt',
  move: 'Move',
  charge: 'Charge',
  formation: 'Formation change',
  facing: 'Facing change',
  reform: 'Reform',
  status: 'Set by hand',
  remove: 'Removed',
};
/** A unit's morale level as its badge on the playtest board marks it; good order needs no mark. */
export const MORALE_LEVEL_MARKS: Labels<Def<UnitStatus['morale']>> = { good: '', disorder: 'D', shaken: 'S', routed: 'R' };
/** A unit's state at the end of a playtest, as a saved result records it: its morale level, or off the table. */
export const UNIT_END_STATE_LABELS: Labels<PlaytestResult['units'][number]['state']> = { ...MORALE_LEVEL_LABELS, removed: 'Removed' };
/** How a reference image is placed on the table (Tiled's image layers, QGIS's georeferencer). */
export const IMAGE_PLACEMENT_LABELS: Labels<Def<ReferenceImage['placement']>> = { 'control-points': 'By control points', georeference: 'By its own georeference' };
/** The kinds of picture a reference image may be. */
export const IMAGE_TYPE_LABELS: Labels<Def<ReferenceImage['mediaType']>> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/tiff': 'TIFF' };
/** The two halves of a player turn: the side that acts and the side that reacts (B:2419). */
export const PLAYTEST_ROLE_LABELS = { active: 'Active', reactive: 'Reactive' } as const satisfies Readonly<Record<string, string>>;
/** The GBACW per-game tables' lists (schemas/rules-gbacw.schema.json), labelled where the series rules define them (core/rules/gbacw/types.ts). */
export const GBACW_TEC_PLACE_LABELS: Labels<GbacwTecRow['place']> = TEC_PLACE_LABELS;
export const GBACW_PATH_RULE_LABELS: Labels<Def<GbacwTecRow['pathRule']>> = PATH_RULE_LABELS;
export const GBACW_SIGHT_LABELS: Labels<Def<GbacwTecRow['sight']>> = SIGHT_EFFECT_LABELS;
export const GBACW_SLOPE_LABELS: Labels<Def<GbacwTecRow['slope']>> = SLOPE_CLASS_LABELS;
export const GBACW_TERRAIN_DISORDER_LABELS: Labels<Def<GbacwDisorderCodes['infantry']>> = TERRAIN_DISORDER_LABELS;
const numbers = (...ns: number[]): Labels<number> => Object.fromEntries(ns.map((n) => [n, String(n)]));
const ARMY_LEADER_ROLE_LABELS: Labels<(typeof LEADER_ROLES)[number]> = Object.fromEntries(LEADER_ROLES.map((r) => [r, LEADER_ROLE_LABELS[r]])) as Labels<(typeof LEADER_ROLES)[number]>;

/** Option lists for a form: every value with its label, in the table's order. */
export const optionsOf = <T extends string>(labels: Labels<T>): Array<{ value: T; label: string }> =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

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
  { schema: 'map', path: '$defs/terrainKind', labels: TERRAIN_LABELS },
  { schema: 'map', path: '$defs/losEffect/properties/effect', labels: LOS_EFFECT_LABELS },
  { schema: 'map', path: '$defs/terrainFeature/properties/shape', labels: FEATURE_SHAPE_LABELS },
  { schema: 'map', path: '$defs/setupArea/properties/withinInOfEdge/properties/edge', labels: EDGE_LABELS },
  { schema: 'map', path: '$defs/formation', labels: FORMATION_LABELS },
  { schema: 'map', path: '$defs/unitStatus/properties/morale', labels: UNIT_MORALE_LABELS },
  { schema: 'map', path: '$defs/season', labels: SEASON_LABELS },
  { schema: 'map', path: '$defs/weather', labels: WEATHER_LABELS },
  { schema: 'map', path: '$defs/referenceImage/properties/placement', labels: IMAGE_PLACEMENT_LABELS },
  { schema: 'map', path: '$defs/referenceImage/properties/mediaType', labels: IMAGE_TYPE_LABELS },
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

// The sentence helpers: they know no labels, and every label table above is free to use them.
export { nounFor, plural } from './plural';
export { countedUpName } from './countUp';
