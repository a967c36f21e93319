/**
 * Whether a catalogue entry is already in the order of battle being built: the catalogue marks it, and
 * taking it again asks first, as an army builder warns of a second copy of one regiment. A regiment is
 * the same one when it has the same name, folded as the catalogue's search folds it ("19th Indiana",
 * "19th indiana"); a leader the same when his name is. Every copy is named, with the formation it is in.
 */
import { foldForSearch, type CatalogueEntry } from './catalogue';
import { formations } from './operations';
import { isFormation, type OobNode, type OrderOfBattle } from '../model/oob';

export interface InArmy {
  id: string;
  /** The formation it stands in; undefined at the top of the army. */
  within?: string;
}

/** The units or leaders of `oob` that are `entry` (by name), in tree order; empty when it is not in the army. */
export function entryInArmy(oob: OrderOfBattle, entry: CatalogueEntry): InArmy[] {
  const name = foldForSearch(entry.name);
  if (entry.kind === 'leader') {
    return formations(oob).flatMap((f) => f.leaders.filter((l) => foldForSearch(l.name) === name).map((l) => ({ id: l.id, within: f.name })));
  }
  const out: InArmy[] = [];
  const walk = (children: readonly OobNode[], within: string | undefined): void => {
    for (const node of children) {
      if (isFormation(node)) walk(node.children, node.name);
      else if (node.arm === entry.unit.arm && foldForSearch(node.name) === name) out.push({ id: node.id, ...(within ? { within } : {}) });
    }
  };
  walk(oob.children, undefined);
  return out;
}

/** The names of every unit and leader in `oob`, folded: the catalogue marks its entries against them in one pass. */
export function namesInArmy(oob: OrderOfBattle): Set<string> {
  const names = new Set<string>();
  for (const f of formations(oob)) for (const l of f.leaders) names.add(`leader:${foldForSearch(l.name)}`);
  const walk = (children: readonly OobNode[]): void => {
    for (const node of children) {
      if (isFormation(node)) walk(node.children);
      else names.add(`${node.arm}:${foldForSearch(node.name)}`);
    }
  };
  walk(oob.children);
  return names;
}

/** The key `namesInArmy` holds for an entry. */
export const inArmyKey = (entry: CatalogueEntry): string => (entry.kind === 'leader' ? `leader:${foldForSearch(entry.name)}` : `${entry.unit.arm}:${foldForSearch(entry.name)}`);
