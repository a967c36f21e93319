/**
 * Every named edit of a scenario, one file per kind of edit. A form field is `setField` with a typed
 * path; lists, special rules, sides, entries and a hex game's counters have their own. The order of battle a side embeds is
 * edited with core/oob/commands, the embedded map with core/map/commands.
 */
export type { PathInto, ValueAt } from './path';
export { setField, setScenarioField, setTurns, type ScenarioField, type ScenarioPath, type ScenarioValue } from './setField';
export { addItem, deleteItem, moveListItem, type ScenarioItem, type ScenarioListPath } from './lists';
export { addSpecialRule, removeSpecialRule } from './specialRules';
export {
  renameSideId,
  setPointsBudget,
  setSideField,
  setSideForces,
  SIDE_ID_MAX_LENGTH,
  SIDE_ID_PATTERN,
  SIDE_ID_REFERENCES,
  sideIdProblem,
} from './sides';
export { entryHexesProblem, setArrival, setEntryAlternative, setEntryHexes } from './entries';
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
export { attachLibraryArmy, detachLibraryArmy, embedArmyCopy } from './armies';
