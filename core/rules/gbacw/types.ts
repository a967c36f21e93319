/**
 * The words of the GBACW series rules, each list with its labels beside it. The per-game tables'
 * schema (schemas/rules-gbacw.schema.json) uses the lists a designer fills in; core/vocabulary ties
 * those enums to these labels.
 */
import type { Counter, LeaderRatings } from '../../model/scenario.generated';

/** The die: one d10 read 0–9, "0 is read as zero, not 10" (2.5, L114). */
export const DIE_FACES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * The three Orders a brigade is under (6.11, L528) and a brigadier's Action Profile (4.14, L320): the
 * scenario format's own lists (a counter's `orders`, a leader's `actionProfile`), labelled in
 * core/vocabulary (ORDERS_LABELS, ACTION_PROFILE_LABELS).
 */
export type Orders = NonNullable<Counter['orders']>;
export const ORDERS = ['march', 'advance', 'attack'] as const satisfies readonly Orders[];
export type ActionProfile = NonNullable<LeaderRatings['actionProfile']>;
export const ACTION_PROFILES = ['A', 'N', 'C', 'U'] as const satisfies readonly ActionProfile[];

/** Who pays which column of a Terrain Effects Chart (9.14, 9.41): dismounted cavalry pays infantry's, horse artillery artillery's. */
export const MOVEMENT_CLASSES = ['infantry', 'cavalry', 'artillery', 'leader'] as const;
export type MovementClass = (typeof MOVEMENT_CLASSES)[number];
export const MOVEMENT_CLASS_LABELS: Readonly<Record<MovementClass, string>> = {
  infantry: 'Infantry and dismounted cavalry',
  cavalry: 'Mounted cavalry',
  artillery: 'Artillery and horse artillery',
  leader: 'Leaders',
};

/** Where a chart row applies: entering a hex, crossing a hexside, or moving along a path between hex centres. */
export const TEC_PLACES = ['hex', 'hexside', 'path'] as const;
export type TecPlace = (typeof TEC_PLACES)[number];
export const TEC_PLACE_LABELS: Readonly<Record<TecPlace, string>> = { hex: 'Hex', hexside: 'Hexside', path: 'Path (road, pike, trail)' };

/**
 * How a path row moves: `road` as Pikes and Roads (½ MP under March, through friends along it, 8.22 2),
 * `trail` as Trails (half the terrain's cost, 9.44).
 */
export const PATH_RULES = ['road', 'trail'] as const;
export type PathRule = (typeof PATH_RULES)[number];
export const PATH_RULE_LABELS: Readonly<Record<PathRule, string>> = { road: 'As a pike or road', trail: 'As a trail' };

/** Terrain Disorder on the chart (9.47, L1118–1121): `D` automatic, `d` and `dr` a UDD. */
export const TERRAIN_DISORDER_CODES = ['d', 'dr', 'D'] as const;
export type TerrainDisorderCode = (typeof TERRAIN_DISORDER_CODES)[number];
/** The chart's own notation, which players read as it is printed. */
export const TERRAIN_DISORDER_LABELS: Readonly<Record<TerrainDisorderCode, string>> = { d: 'd', dr: 'dr', D: 'D' };

/**
 * What a hex does to line of sight: nothing, one level higher with its hexsides as steep slopes
 * (Woods and Towns, 10.23, L1295–1306), or blocks outright (10.22, L1291).
 */
export const SIGHT_EFFECTS = ['clear', 'raised', 'blocks'] as const;
export type SightEffect = (typeof SIGHT_EFFECTS)[number];
export const SIGHT_EFFECT_LABELS: Readonly<Record<SightEffect, string>> = {
  clear: 'Does not block',
  raised: 'One level higher, sides as steep slopes',
  blocks: 'Blocks line of sight',
};

/** Slope hexsides (10.23, L1301); a change of level with none of them is gradual. */
export const SLOPE_CLASSES = ['minor', 'steep', 'sheer'] as const;
export type SlopeClass = (typeof SLOPE_CLASSES)[number];
export const SLOPE_CLASS_LABELS: Readonly<Record<SlopeClass, string>> = { minor: 'Minor slope', steep: 'Steep slope', sheer: 'Sheer slope' };

/** Leader ranks by the stars on the counter (4.11–4.14, L287–316). */
export const LEADER_LEVELS = ['army', 'corps', 'division', 'brigade'] as const;
export type LeaderLevel = (typeof LEADER_LEVELS)[number];
export const LEADER_LEVEL_LABELS: Readonly<Record<LeaderLevel, string>> = {
  army: 'Overall (army) commander',
  corps: 'Corps commander',
  division: 'Division leader',
  brigade: 'Brigade leader',
};

/** Dawn, Dusk and Night turns change fire and command (16.1). */
export const TIMES_OF_DAY = ['day', 'dawn', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
