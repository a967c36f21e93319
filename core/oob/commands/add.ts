/** Adding a formation, unit or leader: one `insert` into the list it joins. */
import type { Command } from '../../history';
import * as ops from '../operations';
import type { Formation, Leader, Unit } from '../types';
import { UNIT_WORD } from './newItems';
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

export const addFormation = <D>(oobPath: OobPath<D>, parentId: string | null, formation: Formation, index?: number): Command<D> =>
  addNode(`Add ${formation.level}`, oobPath, parentId, formation, index);

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
