/** Duplicating a formation or unit: one `insert` of the copy right after the original. */
import { Refusal, type Command } from '../../history';
import * as ops from '../operations';
import type { OrderOfBattle } from '../../model/oob';
import { nodePlace, oobAt, within, type OobPath } from './place';

/** The copy's ids are fresh (`ops.duplicateNode`), so the editor can select it: `duplicatedId(oob, id)`. */
export function duplicate<D>(oobPath: OobPath<D>, id: string): Command<D> {
  return {
    label: 'Duplicate',
    patches: (doc) => {
      const oob = oobAt(doc, oobPath);
      const at = nodePlace(oob, id);
      if (!at) throw new Refusal(`nothing with id ${id}`);
      const made = ops.duplicateNode(oob, id);
      const copy = nodePlace(made.oob, made.id)!.node;
      return [{ op: 'insert', path: within(oobPath, [...at.list, at.index + 1]), value: copy }];
    },
  };
}

export const duplicatedId = (oob: OrderOfBattle, id: string): string => ops.duplicateNode(oob, id).id;
