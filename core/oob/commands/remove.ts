/** Deleting a formation (with everything under it), a unit or a leader: one `remove`. */
import { Refusal, type Command } from '../../history';
import { leaderPlace, nodePlace, oobAt, within, type OobPath } from './place';

/** `what` names it in "Undo Delete …". */
export function remove<D>(oobPath: OobPath<D>, id: string, what = 'item'): Command<D> {
  return {
    label: `Delete ${what}`,
    patches: (doc) => {
      const oob = oobAt(doc, oobPath);
      const at = leaderPlace(oob, id) ?? nodePlace(oob, id);
      if (!at) throw new Refusal(`nothing with id ${id}`);
      return [{ op: 'remove', path: within(oobPath, at.path) }];
    },
  };
}
