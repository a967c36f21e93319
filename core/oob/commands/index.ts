/**
 * Every named edit of an order of battle, one file per kind of edit, each producing the smallest patches
 * that make it: a rename is a `set` of the name, a move a `remove` and an `insert` of that node, an edit
 * of a unit a `set` of each changed field. Every command takes `oobPath` first (where the order of battle
 * sits, typed with its document) so the tree editor works in an army file and in a scenario's sides.
 */
import type { ArmyFile } from '../../army/types';
import type { OobPath } from './place';

export type { OobPath } from './place';
export { addedId, addFormation, addLeader, addNewFormation, addNewLeader, addNewUnit, addUnit } from './add';
export { rename } from './rename';
export { updateFormation, updateLeader, updateUnit, type FormationChanges, type LeaderChanges, type UnitChanges } from './update';
export { moveLeader, moveNode, reorder } from './move';
export { duplicate, duplicatedId } from './duplicate';
export { paste, pastedId, pasteLeader, pastedLeaderId } from './paste';
export { remove } from './remove';
export { setEra, setOobField, setScale, setSide, type OobField } from './settings';
export { replaceOrderOfBattle } from './replace';
export { addFromCatalogue, catalogueId } from './catalogue';
export { LEADER_ROLE_FOR_LEVEL, newFormation, newLeader, newUnit, nextId, nodeWord, UNIT_WORD } from './newItems';

/** Where an army file keeps its order of battle. */
export const ARMY_OOB_PATH: OobPath<ArmyFile> = ['orderOfBattle'];

/** Where a scenario side embeds its order of battle. */
export const sideOobPath = <D>(sideIndex: number): OobPath<D> => ['sides', sideIndex, 'forces', 'orderOfBattle'];
