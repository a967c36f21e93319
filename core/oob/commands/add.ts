/** Adding a formation, unit or leader: one `insert` into the list it joins. */
import { Refusal, type Command } from '../../history';
import * as ops from '../operations';
import { isFormation, type Formation, type FormationLevel, type Leader, type LeaderRole, type OrderOfBattle, type Unit, type UnitArm } from '../../model/oob';
import { misplacedFormation } from '../nesting';
import { newFormation, newLeader, newUnit, nextId, UNIT_WORD } from './newItems';
import { childrenPath, insertIndex, leadersPath, oobAt, within, type OobPath } from './place';

/** Inserts `node` under `parentId` (null = the root); ids already in use are refused. */
function addNode<D>(label: string, oobPath: OobPath<D>, parentId: string | null, node: Unit | Formation, index?: number): Command<D> {
  return {
    label,
    patches: (doc) => {
      const oob = oobAt(doc, oobPath);
      ops.addNode(oob, parentId, node, index); // throws Refusal on a clashing id or unknown parent
      const list = childrenPath(oob, parentId);
      return [{ op: 'insert', path: within(oobPath, [...list.path, insertIndex(list.children.length, index)]), value: node }];
    },
  };
}

export const addUnit = <D>(oobPath: OobPath<D>, parentId: string | null, unit: Unit, index?: number): Command<D> =>
  addNode(`Add ${UNIT_WORD[unit.arm]}`, oobPath, parentId, unit, index);

/** Adds `formation` under `parentId`; inside a formation of the same or a lower level it is refused, with where it belongs. */
export function addFormation<D>(oobPath: OobPath<D>, parentId: string | null, formation: Formation, index?: number): Command<D> {
  const add = addNode(`Add ${formation.level}`, oobPath, parentId, formation, index);
  return {
    label: add.label,
    patches: (doc) => {
      const parent = parentId === null ? undefined : ops.locate(oobAt(doc, oobPath), parentId)?.node;
      const why = parent && isFormation(parent) ? misplacedFormation(formation.level, parent) : undefined;
      if (why) throw new Refusal(why);
      return add.patches(doc);
    },
  };
}

export function addLeader<D>(oobPath: OobPath<D>, formationId: string, leader: Leader, index?: number, label = 'Add leader'): Command<D> {
  return {
    label,
    patches: (doc) => {
      const oob = oobAt(doc, oobPath);
      ops.addLeader(oob, formationId, leader, index);
      const list = leadersPath(oob, formationId);
      return [{ op: 'insert', path: within(oobPath, [...list.path, insertIndex(list.leaders.length, index)]), value: leader }];
    },
  };
}

/**
 * New items from the tree's "+" buttons. Each takes its fresh id (`nextId`) from the document it is
 * applied to, not from the view's copy of it: two quick clicks run against two different documents
 * and make two items, where ids worked out in the view could both be `regiment-1` and the second add
 * be refused. `addedId` reads back what an add made.
 */
export function addNewUnit<D>(oobPath: OobPath<D>, parentId: string | null, arm: UnitArm, name: string, index?: number): Command<D> {
  return {
    label: `Add ${UNIT_WORD[arm]}`,
    patches: (doc) => addUnit(oobPath, parentId, newUnit(arm, nextId(oobAt(doc, oobPath), UNIT_WORD[arm]), name), index).patches(doc),
  };
}

export function addNewFormation<D>(oobPath: OobPath<D>, parentId: string | null, level: FormationLevel, name: string, index?: number): Command<D> {
  return {
    label: `Add ${level}`,
    patches: (doc) => addFormation(oobPath, parentId, newFormation(level, nextId(oobAt(doc, oobPath), level), name), index).patches(doc),
  };
}

export function addNewLeader<D>(oobPath: OobPath<D>, formationId: string, role: LeaderRole, name: string): Command<D> {
  return {
    label: 'Add leader',
    patches: (doc) => addLeader(oobPath, formationId, newLeader(role, nextId(oobAt(doc, oobPath), 'leader'), name)).patches(doc),
  };
}

/**
 * The id of what an add put under `parentId` at `index` (a leader: `leaderOf` the formation, added
 * last), read from the order of battle after it, for the editor to select.
 */
export function addedId(oob: OrderOfBattle, parentId: string | null, index?: number, leaderOf?: string): string | undefined {
  if (leaderOf !== undefined) return leadersPath(oob, leaderOf).leaders.at(-1)?.id;
  const { children } = childrenPath(oob, parentId);
  return children[index === undefined ? children.length - 1 : Math.min(index, children.length - 1)]?.id;
}
