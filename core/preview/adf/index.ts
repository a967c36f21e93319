/**
 * The rules preview: the ADF engines asked about a drawn battlefield. `previewTable` reads a scenario's
 * map and orders of battle into units standing on the table; `lineOfSight`, `rangeBetween` and
 * `rangeBand` answer what one unit sees of another and at what range; `fireFromPositions` and
 * `moraleFromPositions` derive the modifiers the map shows and hand them to the fire and morale
 * engines; `scenarioChecks` lists what is wrong on the table. Readings of the book: rules-notes S1–S10.
 */
export { previewTable, tableUnit, moveUnit, findUnit, groundLevel, placementKey, enemiesOf, isEnemyOf, type PreviewInput, type PreviewTable, type TableUnit, type SightFeature } from './table';
export { lineOfSight, sightFrom, sideSight, EDGE_ALLOWANCE_IN, CREST_BACK_IN, type Sight, type SightBlocker, type SightOptions } from './sight';
export { ARCS, ARC_LABELS, PREVIEW_BANDS, arcOf, centreOf, enfiladeZoneOf, rangeBand, rangeBetween, round2, weaponRanges, type Arc, type PreviewBand, type Range } from './range';
export { chargeFromPositions, chargeFormationOf, fireFromPositions, sideFireOdds, type EnemyUnderFire, moraleFromPositions, adjacent, gapBetween, type ChargeFromPositions, type DerivedModifier, type FireFromPositions, type MoraleFromPositions, type PositionOverrides } from './positions';
export { CHECK_RULES, CHECK_SEVERITIES, scenarioChecks, type CheckRule, type CheckScenario, type CheckSeverity, type ScenarioProblem } from './checks';
export { movementArea, movementGround, moverOf, costAt, MOVE_CELL_IN, MOVE_GROUNDS, type GroundCell, type MovementArea, type MovementGround } from './movement';
