/**
 * Every named edit of a scenario, one file per kind of edit. A form field is `setField` with a typed
 * path; a new item of a list is its list's own command (newItems.ts); lists, special rules, sides, entries, ticks and switches (choices.ts), a random draw and a hex
 * game's counters have their own. The order of battle a side embeds is
 * edited with core/oob/commands, the embedded map with core/map/commands.
 */
export type { PathInto, ValueAt } from './path';
export { setField, setScenarioField, setTurns, type ScenarioField, type ScenarioPath, type ScenarioValue } from './setField';
export { deleteItem, moveListItem, type ScenarioItem, type ScenarioListPath } from './lists';
export { addSpecialRule, removeSpecialRule } from './specialRules';
export {
  addCampaignLink,
  addEntry,
  addForceConstraint,
  addIntersectionPoint,
  addRoadEntrance,
  addSetupArea,
  addSetupInstruction,
  addVictoryCondition,
  addWeatherRow,
  freshId,
  nextLetter,
  nextPointId,
} from './newItems';
export {
  raisedBy,
  raiseSide,
  renameSideId,
  setConstraintQuality,
  setPointsBudget,
  setSideField,
  setSideForces,
  SIDE_ID_MAX_LENGTH,
  SIDE_ID_PATTERN,
  SIDE_ID_REFERENCES,
  sideIdProblem,
  type RaisedBy,
} from './sides';
export { entryHexesProblem, setArrival, setArrivalFace, setArrivalKind, setEntryAlternative, setEntryCounter, setEntryHexes } from './entries';
export { setTableMeasure, type TableMeasure } from './board';
export { setHiddenDeployment, setInCampaign, setInitiativeRule, setObjectiveCounted, setSideHidden, setWeatherFace, setWeatherRolled } from './choices';
export { drawForces, RANDOM_FORCES_NOTE } from './randomForces';
export {
  addCounter,
  copyOfCounter,
  counterIdProblem,
  duplicateCounter,
  moveCounter,
  newCounter,
  nextCounterId,
  removeCounter,
  renameCounterId,
  setCommander,
  setCounterField,
} from './counters';
export { attachLibraryArmy, detachLibraryArmy, embedArmyCopy, removeWithPlacements } from './armies';
export { startOrderOfBattle, type FirstPiece } from './startForces';
