/**
 * A side's order of battle begun where the designer stands: the Map's order-of-battle panel, empty on a
 * new scenario, offers a brigade or a regiment to drag onto the board. The side keeps its own order of
 * battle (begun empty, in the side's name and the scenario's era, if it had none) and gains a new brigade
 * holding one new regiment, or a regiment alone, as one edit that one Undo takes back.
 */
import { inOrder, type Command } from '../../history';
import { addNewFormation, addNewUnit, sideOobPath } from '../../oob/commands';
import { oobAt } from '../../oob/commands/place';
import type { MusterScenario } from '../../model/scenario.generated';
import { raiseSide } from './sides';

/** What the panel offers to begin with: the names are the army builder's own for new items. */
export type FirstPiece = 'brigade' | 'regiment';

export function startOrderOfBattle(sideIndex: number, first: FirstPiece): Command<MusterScenario> {
  const path = sideOobPath<MusterScenario>(sideIndex);
  // A side that keeps its order of battle already keeps it; any other is given an empty one first.
  const keep: Command<MusterScenario> = { label: 'Begin the order of battle', patches: (doc) => (doc.sides[sideIndex]?.forces.orderOfBattle ? [] : raiseSide(sideIndex, 'oob').patches(doc)) };
  if (first === 'regiment') return inOrder('Add regiment', [keep, addNewUnit(path, null, 'infantry', 'New regiment')]);
  // The regiment goes into the brigade just made: the last formation at the top of the order of battle.
  const regimentInBrigade: Command<MusterScenario> = {
    label: 'Add regiment',
    patches: (doc) => addNewUnit(path, oobAt(doc, path).children.at(-1)!.id, 'infantry', 'New regiment').patches(doc),
  };
  return inOrder('Add brigade', [keep, addNewFormation(path, null, 'brigade', 'New brigade'), regimentInBrigade]);
}
