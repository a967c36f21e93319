/** Moving a formation, unit or leader: a `remove` where it was and an `insert` where it goes. */
import { Refusal, type Command } from '../../history';
import * as ops from '../operations';
import { childrenPath, insertIndex, leaderPlace, leadersPath, nodePlace, oobAt, within, type OobPath } from './place';

/**
 * Moves a formation or unit under another formation (null = the root) at `index` among the target's
 * children once it has been taken out (or at the end); one drag is one command. Moving a formation
 * into itself or one of its own is refused (`Refusal`).
 */
export function moveNode<D>(oobPath: OobPath<D>, id: string, toParentId: string | null, index?: number, label = 'Move'): Command<D> {
  return {
    label,
    patches: (doc) => {
      const oob = oobAt(doc, oobPath);
      const at = nodePlace(oob, id);
      if (!at) throw new Refusal(`nothing with id ${id}`);
      const siblings = at.parent?.children ?? oob.children;
      if ((at.parent?.id ?? null) === toParentId && at.index === (index === undefined ? siblings.length - 1 : index)) return [];
      ops.moveNode(oob, id, toParentId, index); // refuses a move into itself or to no formation
      // Indices are read after the node is out, as the insert will see them.
      const target = childrenPath(ops.removeNode(oob, id), toParentId);
      return [
        { op: 'remove', path: within(oobPath, at.path) },
        { op: 'insert', path: within(oobPath, [...target.path, insertIndex(target.children.length, index)]), value: at.node },
      ];
    },
  };
}

/** Moves a node to `index` among its current siblings. */
export function reorder<D>(oobPath: OobPath<D>, id: string, index: number): Command<D> {
  return {
    label: 'Reorder',
    patches: (doc) => {
      const at = nodePlace(oobAt(doc, oobPath), id);
      if (!at) throw new Refusal(`nothing with id ${id}`);
      return at.index === index ? [] : moveNode(oobPath, id, at.parent?.id ?? null, index, 'Reorder').patches(doc);
    },
  };
}

export function moveLeader<D>(oobPath: OobPath<D>, id: string, toFormationId: string, index?: number): Command<D> {
  return {
    label: 'Move leader',
    patches: (doc) => {
      const oob = oobAt(doc, oobPath);
      const at = leaderPlace(oob, id);
      if (!at) throw new Refusal(`no leader with id ${id}`);
      if (at.formation.id === toFormationId && at.index === (index === undefined ? at.formation.leaders.length - 1 : index)) return [];
      const target = leadersPath(ops.removeLeader(oob, id), toFormationId);
      return [
        { op: 'remove', path: within(oobPath, at.path) },
        { op: 'insert', path: within(oobPath, [...target.path, insertIndex(target.leaders.length, index)]), value: at.leader },
      ];
    },
  };
}
