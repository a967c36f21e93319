/**
 * The scenario document: its types (generated from schemas/scenario.schema.json and map.schema.json),
 * a blank new scenario, and the summary `muster info` prints.
 */
export type * from '../model/scenario.generated';
export { BOARD_SQUARE_INCHES, POINTS_PER_SQUARE, createScenario, type NewScenarioOptions } from './create';
export { countUnits, scenarioInfo, type ScenarioInfo } from './info';
export { forcesNeededWords, sidesWithoutForces, type SideWithoutForces } from './readiness';
export { pointInPolygon, unitsOutsideSetupAreas, type MisplacedUnit } from './setup';
export { placeInWords } from './places';
export { alternativesAbove, chainAbove, commandLoop, counterReferences, counterTotals, counterTree, type CounterReferences, type CounterRow, type CounterTotals } from './counters';
export { HEX_RULESETS, isHexRuleset, LEADER_RATINGS_BY_STARS, PRINTED_VALUES, RATING_LABELS, RATING_RANGES, ratingsFor, STARS_LABELS, type CounterField, type CounterPath, type HexRuleset, type PrintedValue } from './printed';
export { lengthNotes, turnCountsIn } from './lengthNotes';
