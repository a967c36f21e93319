/** Renaming a formation, unit or leader: one `set` of its name. */
import { Refusal, type Command } from '../../history';
import { leaderPlace, nodePlace, oobAt, within, type OobPath } from './place';

/** The same name records nothing. */
export function rename<D>(oobPath: OobPath<D>, id: string, name: string): Command<D> {
  return {
    label: 'Rename',
    patches: (doc) => {
      const oob = oobAt(doc, oobPath);
      const at = leaderPlace(oob, id) ?? nodePlace(oob, id);
      if (!at) throw new Refusal(`nothing with id ${id}`);
      const current = 'leader' in at ? at.leader.name : at.node.name;
      return current === name ? [] : [{ op: 'set', path: within(oobPath, [...at.path, 'name']), value: name }];
    },
  };
}
