/**
 * Undo and redo for every document: edits are commands that become patches with exact inverses; a
 * `History` keeps them, groups a gesture into one entry, and knows whether the document is saved.
 */
export { applyPatch, applyPatches, getIn, PatchError, type Patch, type Path } from './patch';
export { History, type Command, type HistoryEntry, type HistoryOptions } from './history';
export {
  addSpecialRule,
  appendItem,
  insertAt,
  moveItem,
  removeAt,
  removeItem,
  removeSpecialRule,
  renameSideId,
  setArrival,
  setCreating,
  setIn,
  setPointsBudget,
  setScenarioField,
  setSideField,
  setSideForces,
  setTurns,
  SIDE_ID_MAX_LENGTH,
  SIDE_ID_PATTERN,
  SIDE_ID_REFERENCES,
  sideIdProblem,
  type ScenarioField,
} from './commands';
