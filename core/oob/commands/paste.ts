/** Pasting a copied formation, unit or leader (from any order of battle): one `insert`, ids renewed where they clash. */
import type { Command } from '../../history';
import * as ops from '../operations';
import type { Leader, OobNode, OrderOfBattle } from '../../model/oob';
import { addLeader } from './add';
import { childrenPath, insertIndex, nodePlace, oobAt, within, type OobPath } from './place';

export function paste<D>(oobPath: OobPath<D>, parentId: string | null, node: OobNode, index?: number): Command<D> {
  return {
    label: 'Paste',
    patches: (doc) => {
      const oob = oobAt(doc, oobPath);
      const list = childrenPath(oob, parentId);
      const made = ops.pasteNode(oob, parentId, node, index);
      const copy = nodePlace(made.oob, made.id)!.node;
      return [{ op: 'insert', path: within(oobPath, [...list.path, insertIndex(list.children.length, index)]), value: copy }];
    },
  };
}

export const pastedId = (oob: OrderOfBattle, parentId: string | null, node: OobNode, index?: number): string => ops.pasteNode(oob, parentId, node, index).id;

/** Pastes a copied leader into a formation, with a fresh id if its own is taken. */
export function pasteLeader<D>(oobPath: OobPath<D>, formationId: string, leader: Leader, index?: number): Command<D> {
  return {
    label: 'Paste leader',
    patches: (doc) => addLeader(oobPath, formationId, { ...leader, id: pastedLeaderId(oobAt(doc, oobPath), leader) }, index, 'Paste leader').patches(doc),
  };
}

export const pastedLeaderId = (oob: OrderOfBattle, leader: Leader): string => {
  const used = ops.allIds(oob);
  return used.has(leader.id) ? ops.freshId(leader.id, used) : leader.id;
};
