/**
 * Across a Deadly Field, as Muster encodes it: the tables (one file per chapter of the book), the
 * exact-odds engines, and `adfRules`, the whole ruleset as plain JSON data for the army builder,
 * the printed charts and anything outside TypeScript. `schemas/rules-adf.schema.json` describes
 * `adfRules`; the decisions taken where the book contradicts itself are in docs/rules-notes.md.
 */
import { ADF_BOOK, adfLine } from '../trace';
import { ARTILLERY_WEAPON_NAMES, CAVALRY_WEAPON_NAMES, INFANTRY_WEAPON_NAMES } from './weapons';
import { ARMS, ERAS, FIGURE_SCALES, MORALE_LEVELS, QUALITIES, SIDES } from '../../model/words';
import { CAVALRY_FIREPOWER, INFANTRY_FIREPOWER, OVER_EIGHT_FIGURES_SOURCE, SHORT_RANGE_SOURCE } from './firepower';
import { BIG_GUN_ARTILLERY, CANISTER_RANGE, FIELD_ARTILLERY, LONG_RANGE_FACTOR, MAX_SECTIONS, PBF_CANISTER_RANGE } from './artillery';
import {
  BENEFICIAL_TARGET_DRMS,
  BEST_TWO_SOURCE,
  BUCK_AND_BALL,
  DESPERATION_EXTRA_DIE,
  DETRIMENTAL_TARGET_DRMS,
  DICE_BY_RANGE,
  FCRT,
  FCRT_COLUMNS,
  FIRE_RESULT_EFFECTS,
  FIRER_CONDITION_TABLE,
  FIRER_STATE,
  MOUNTED_CAVALRY_CHARGING_TEXT,
  OPENING_VOLLEY,
  QUALITY_DRM,
  RANGE_BANDS,
  TARGET_DRMS_PER_KIND,
  TRAINED_CAVALRY_QUICK_REFERENCE,
} from './fire';
import {
  BASIC_MORALE_POINT,
  BATTERY_BMP_PER_SECTION_LOST,
  DEPLETED_DISORDER_SOURCE,
  ELIMINATED_ELEMENTS_LIMIT,
  FIRE_RESULT_MORALE_MODIFIER,
  LEADER_BENEFIT_SOURCE,
  MMP_BOUNDS,
  MORALE_LEVEL_MODIFIER,
  MORALE_RESULT_ROWS,
  MORALE_RESULTS,
  MOUNTED_CAVALRY_FALL_BACK,
  SITUATIONAL_MORALE_MODIFIERS,
  SMM_LIMIT,
  SUPPORT_LIMIT,
  CHARGE_SUPPORTERS_COUNTED,
  TACTICAL_COMPETENCE_TEST,
  UNSUPPORTED_BATTERY_CHARGE_FACTOR,
  type MoraleResultRow,
} from './morale';
import {
  ATTACKER_LOSER_LIMITS,
  CAVALRY_CMM,
  CAVALRY_IMPACTING_SQUARE,
  CHARGE_SITUATION_MODIFIERS,
  FINAL_IMPACT_VALUE,
  IMPACT_RESULTS,
  IMPACT_TABLES,
  INFANTRY_CMM,
  NET_CMM_SOURCE,
  type ImpactResultRow,
  type ImpactTableId,
} from './charge';
import {
  ARTILLERY_SCALE,
  BOARD_SQUARE,
  CAVALRY_STAND_SETS,
  DEPLETED_AT_STANDS,
  GROUND_SCALE,
  MEN_PER_FIGURE,
  ONE_INCH_COUNTS_AS_TWO,
  PRIMARY_ZONE,
  SCALE_FOR_FIGURE_SIZE,
  STAND_MOUNTING,
  TURN_LENGTH,
} from './scales';
import {
  ARTILLERY_MOVEMENT,
  CAVALRY_MOVEMENT,
  INFANTRY_MOVEMENT,
  MOVEMENT_RULES,
  MOVEMENT_TERRAINS,
  ROUTED_ARTILLERY_MOVEMENT,
  SIEGE_GUN_MOVEMENT,
} from './movement';
import { DISENGAGE, FORMATION_CHANGE_COSTS, FORMATION_SHAPE, MANOEUVRE_EFFECTS, MOUNT_DISMOUNT_RULES_SUMMARY, SPECIAL_UNITS } from './formations';
import { BEHIND_SKIRMISHERS, ENFILADE, FIRING_FROM_FARMS, MORALE_COVER, NO_ENFILADE, TERRAIN_EFFECTS } from './terrain';
import { ENGINEER_BATTALION, OBSTACLE_LINES, OBSTACLES, PONTOON_BRIDGE, WORKS, WORKS_RULES } from './works';
import {
  COMMAND_RADIUS,
  LEADER_BENEFIT_SCALE,
  LEADER_CASUALTY,
  LEADER_EFFECTS,
  LEADER_LOSS,
  LEADER_STAND_FIGURES,
  OUT_OF_COMMAND_COST,
  QUICK_REFERENCE_RADII_25MM,
  REACTION_RADIUS,
  SUPPORTING_DISTANCE,
} from './leaders';
import {
  ARTILLERY_MUSTER_POINTS,
  BATTERY_SECTION_COLUMNS,
  CAVALRY_FIGURE_COLUMNS,
  CAVALRY_MUSTER_POINTS,
  INFANTRY_FIGURE_COLUMNS,
  INFANTRY_MUSTER_POINTS,
  LEADER_MUSTER_POINTS,
  SHARPSHOOTER_SURCHARGE,
} from './musterPoints';

export * from './types';
export * from './weapons';
export * from './firepower';
export * from './artillery';
export * from './fire';
export * from './morale';
// fire.ts and morale.ts each name a type FireKind: the fire tables' is who fires (infantry,
// cavalry, smoothbore / rifled artillery, big gun); morale's is what caused the check (artillery
// or other fire, the same two values as fire.ts' FireColumn). The fire tables keep the name.
export type { FireKind } from './fire';
export type { FireKind as MoraleFireKind } from './morale';
export * from './charge';
export * from './scales';
// movement.ts re-exports FIELD_GUNS / FieldGun from weapons.ts: one list, one binding, no clash.
export * from './movement';
export * from './formations';
export * from './terrain';
export * from './works';
export * from './leaders';
export * from './musterPoints';
export * from './engine';

/**
 * Version of the encoded data. Bump the minor for corrected numbers or new tables, the major when
 * a table changes shape (the JSON Schema changes with it).
 */
export const adfRulesVersion = '2.0.0';

/** JSON has no Infinity: an open-ended row ("5 or more", "11 or 12 and beyond") is written with a null bound. */
const bound = (n: number): number | null => (Number.isFinite(n) ? n : null);

const impactResultsData = Object.fromEntries(
  IMPACT_TABLES.map((table) => [table, IMPACT_RESULTS[table].map((row) => ({ ...row, max: bound(row.max) }))]),
) as Record<ImpactTableId, Array<Omit<ImpactResultRow, 'max'> & { max: number | null }>>;

type MoraleResultData = Omit<(typeof MORALE_RESULTS)[MoraleResultRow], 'margin'> & { margin?: { min: number | null; max: number | null } };
const moraleResultsData = Object.fromEntries(
  MORALE_RESULT_ROWS.map((id) => {
    const { margin, ...rest } = MORALE_RESULTS[id];
    const row: MoraleResultData = margin ? { ...rest, margin: { min: bound(margin.min), max: bound(margin.max) } } : rest;
    return [id, row];
  }),
) as Record<MoraleResultRow, MoraleResultData>;

/**
 * The whole ADF ruleset as plain data: every table with its `source` line in the book, grouped by
 * chapter. Readings other than the default (named options) sit in `alternatives`, citing the line
 * or quick-reference sheet they come from. `JSON.stringify(adfRules)` loses nothing.
 */
export const adfRules = {
  system: 'adf',
  version: adfRulesVersion,
  book: ADF_BOOK,
  vocabulary: { figureScales: FIGURE_SCALES, qualities: QUALITIES, sides: SIDES, arms: ARMS, moraleLevels: MORALE_LEVELS, eras: ERAS },
  weapons: { infantry: INFANTRY_WEAPON_NAMES, cavalry: CAVALRY_WEAPON_NAMES, artillery: ARTILLERY_WEAPON_NAMES },
  scales: {
    groundScale: GROUND_SCALE,
    scaleForFigureSize: SCALE_FOR_FIGURE_SIZE,
    turnLength: TURN_LENGTH,
    menPerFigure: MEN_PER_FIGURE,
    artilleryScale: ARTILLERY_SCALE,
    boardSquare: BOARD_SQUARE,
    primaryZone: PRIMARY_ZONE,
    standMounting: STAND_MOUNTING,
    depletedAtStands: DEPLETED_AT_STANDS,
    cavalryStandSets: CAVALRY_STAND_SETS,
    oneInchCountsAsTwo: ONE_INCH_COUNTS_AS_TWO,
  },
  firepower: {
    infantry: INFANTRY_FIREPOWER,
    cavalry: CAVALRY_FIREPOWER,
    overEightFigures: { source: OVER_EIGHT_FIGURES_SOURCE },
    shortRange: { source: SHORT_RANGE_SOURCE },
  },
  artillery: {
    field: FIELD_ARTILLERY,
    canisterRange: CANISTER_RANGE,
    pbfCanisterRange: PBF_CANISTER_RANGE,
    bigGuns: BIG_GUN_ARTILLERY,
    longRangeFactor: LONG_RANGE_FACTOR,
    maxSections: MAX_SECTIONS,
  },
  fire: {
    rangeBands: RANGE_BANDS,
    diceByRange: DICE_BY_RANGE,
    desperationExtraDie: DESPERATION_EXTRA_DIE,
    qualityDrm: QUALITY_DRM,
    openingVolley: OPENING_VOLLEY,
    buckAndBall: BUCK_AND_BALL,
    firerState: FIRER_STATE,
    firerConditions: FIRER_CONDITION_TABLE,
    targetDrms: { beneficial: BENEFICIAL_TARGET_DRMS, detrimental: DETRIMENTAL_TARGET_DRMS },
    targetDrmLimit: { perKind: TARGET_DRMS_PER_KIND, source: BEST_TWO_SOURCE },
    fcrt: { columns: FCRT_COLUMNS, rows: FCRT },
    // The FCR legend (one line) gives the hits and the morale check of every result.
    resultEffects: { source: adfLine(2653), results: FIRE_RESULT_EFFECTS },
  },
  morale: {
    basicMoralePoint: BASIC_MORALE_POINT,
    batteryBmpPerSectionLost: BATTERY_BMP_PER_SECTION_LOST,
    unsupportedBatteryChargeFactor: UNSUPPORTED_BATTERY_CHARGE_FACTOR,
    levelModifier: MORALE_LEVEL_MODIFIER,
    depletedDisorder: { source: DEPLETED_DISORDER_SOURCE },
    mmpBounds: MMP_BOUNDS,
    smmLimit: SMM_LIMIT,
    leaderBenefit: { source: LEADER_BENEFIT_SOURCE },
    situationalModifiers: SITUATIONAL_MORALE_MODIFIERS,
    supportLimit: SUPPORT_LIMIT,
    chargeSupportersCounted: CHARGE_SUPPORTERS_COUNTED,
    eliminatedElementsLimit: ELIMINATED_ELEMENTS_LIMIT,
    fireResultModifier: FIRE_RESULT_MORALE_MODIFIER,
    results: moraleResultsData,
    mountedCavalryFallBack: MOUNTED_CAVALRY_FALL_BACK,
    tacticalCompetenceTest: TACTICAL_COMPETENCE_TEST,
  },
  charge: {
    infantryCmm: INFANTRY_CMM,
    cavalryCmm: CAVALRY_CMM,
    cavalryImpactingSquare: CAVALRY_IMPACTING_SQUARE,
    netCmm: { source: NET_CMM_SOURCE },
    situationModifiers: CHARGE_SITUATION_MODIFIERS,
    finalImpactValue: FINAL_IMPACT_VALUE,
    impactResults: impactResultsData,
    attackerLoserLimits: ATTACKER_LOSER_LIMITS,
  },
  movement: {
    terrains: MOVEMENT_TERRAINS,
    infantry: INFANTRY_MOVEMENT,
    cavalry: CAVALRY_MOVEMENT,
    artillery: ARTILLERY_MOVEMENT,
    routedArtillery: ROUTED_ARTILLERY_MOVEMENT,
    siegeGuns: SIEGE_GUN_MOVEMENT,
    rules: MOVEMENT_RULES,
  },
  formations: {
    shapes: FORMATION_SHAPE,
    changeCosts: FORMATION_CHANGE_COSTS,
    manoeuvres: MANOEUVRE_EFFECTS,
    disengage: DISENGAGE,
    specialUnits: SPECIAL_UNITS,
  },
  terrain: {
    effects: TERRAIN_EFFECTS,
    firingFromFarms: FIRING_FROM_FARMS,
    moraleCover: MORALE_COVER,
    enfilade: ENFILADE,
    noEnfilade: NO_ENFILADE,
    behindSkirmishers: BEHIND_SKIRMISHERS,
  },
  works: {
    engineerBattalion: ENGINEER_BATTALION,
    pontoonBridge: PONTOON_BRIDGE,
    works: WORKS,
    rules: WORKS_RULES,
    obstacles: OBSTACLES,
    obstacleLines: OBSTACLE_LINES,
  },
  leaders: {
    standFigures: LEADER_STAND_FIGURES,
    benefitScale: LEADER_BENEFIT_SCALE,
    commandRadius: COMMAND_RADIUS,
    reactionRadius: REACTION_RADIUS,
    supportingDistance: SUPPORTING_DISTANCE,
    outOfCommandCost: OUT_OF_COMMAND_COST,
    effects: LEADER_EFFECTS,
    casualty: LEADER_CASUALTY,
    loss: LEADER_LOSS,
  },
  /**
   * Muster-point prices. Cells are green / trained / veteran / elite with `null` for the book's "-";
   * a weapon, gun, size or LB with no entry has no price at all (the editor asks for a manual cost).
   */
  musterPoints: {
    columns: { infantryFigures: INFANTRY_FIGURE_COLUMNS, cavalryFigures: CAVALRY_FIGURE_COLUMNS, batterySections: BATTERY_SECTION_COLUMNS },
    infantry: INFANTRY_MUSTER_POINTS,
    cavalry: CAVALRY_MUSTER_POINTS,
    artillery: ARTILLERY_MUSTER_POINTS,
    leaders: LEADER_MUSTER_POINTS,
    sharpshooterSurcharge: SHARPSHOOTER_SURCHARGE,
  },
  /** Other readings offered as named options (docs/rules-notes.md); the quick-reference sheet is cited as `reference`. */
  alternatives: {
    mountedCavalryChargingText: MOUNTED_CAVALRY_CHARGING_TEXT,
    mountDismountRulesSummary: MOUNT_DISMOUNT_RULES_SUMMARY,
    trainedCavalryQuickReference: { drm: TRAINED_CAVALRY_QUICK_REFERENCE.drm, reference: TRAINED_CAVALRY_QUICK_REFERENCE.source },
    radii25mmQuickReference: {
      commandInchesPerLb: QUICK_REFERENCE_RADII_25MM.commandInchesPerLb,
      reactionInchesPerLb: QUICK_REFERENCE_RADII_25MM.reactionInchesPerLb,
      reference: QUICK_REFERENCE_RADII_25MM.source,
    },
  },
};

export type AdfRules = typeof adfRules;
