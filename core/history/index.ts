/**
 * Undo and redo for every document: edits are commands that become patches with exact inverses; a
 * `History` keeps them, groups a gesture into one entry, knows whether the document is saved, and tells
 * its listeners which patches each change made. It knows no document type: the named commands live with
 * their documents (core/scenario/commands, core/oob/commands, core/army/commands, core/map/commands).
 */
export { applyPatch, applyPatches, getIn, PatchError, type Patch, type Path } from './patch';
export { History, type ChangeKind, type Command, type HistoryChange, type HistoryEntry, type HistoryListener, type HistoryOptions } from './history';
export { whenSettled, type Later } from './settled';
export { Refusal } from './refusal';
export { appendItem, inOrder, insertAt, moveItem, removeAt, removeItem, replaceDocument, sameJson, setCreating, setIn } from './builders';
