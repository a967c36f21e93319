/** Replacing the whole order of battle (a CSV import): the one command whose patch is the whole tree, since all of it is new. */
import type { Command } from '../../history';
import type { OrderOfBattle } from '../../model/oob';
import { oobAt, type OobPath } from './place';

export function replaceOrderOfBattle<D>(oobPath: OobPath<D>, next: OrderOfBattle, label = 'Import CSV'): Command<D> {
  return {
    label,
    patches: (doc) => (oobAt(doc, oobPath) === next ? [] : [{ op: 'set', path: oobPath, value: next }]),
  };
}
