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
  setArrival,
  setCreating,
  setIn,
  setPointsBudget,
  setScenarioField,
  setSideField,
  setSideForces,
  setTurns,
  type ScenarioField,
} from './commands';
