/**
 * Where a side's army lives: attached from the Muster library (the side names the library's army and
 * follows its changes), or embedded as a copy (the side keeps its own order of battle, independent of
 * the army it came from). Each is one named command, so one undo puts the side back as it was.
 *
 * An army used by a side replaces the side's own order of battle or army file. A points budget the
 * designer set stays (a budget with a ready army is still a points game); the budget a new scenario
 * suggests and the designer never set goes, since a historical side has no budget unless one is set. The side plays on the tables of the army
 * it takes (its `rulesSide` follows), as `setRulesSide` keeps an embedded order of battle in step.
 */
import { inOrder, Refusal, type Command, type Patch } from '../../history';
import { removePlacements } from '../../map/commands/units';
import { placementsOf } from '../../map/oobLinks';
import { sideOobPath } from '../../oob/commands';
import { remove } from '../../oob/commands/remove';
import type { OrderOfBattle } from '../../model/oob';
import type { Side } from '../../model/words';
import { isStartingBudget } from '../create';
import type { LibraryArmy, MusterScenario, ScenarioSide } from '../../model/scenario.generated';

/**
 * Removes what the side used before an army took its place: its embedded order of battle, its army
 * file, its library army, and a budget that is only the new scenario's suggestion.
 */
function clearArmy(doc: MusterScenario, sideIndex: number, side: ScenarioSide, keep: keyof ScenarioSide['forces']): Patch[] {
  const forces = side.forces;
  const gone = (['orderOfBattle', 'armyFile', 'libraryArmy'] as const).filter((key) => key !== keep && forces[key] !== undefined);
  const budget = isStartingBudget(forces.budget, doc.board) ? (['budget'] as const) : [];
  return [...gone, ...budget].map((key) => ({ op: 'remove' as const, path: ['sides', sideIndex, 'forces', key] }));
}

/** The side plays on the tables of the army it takes. */
const followSide = (sideIndex: number, side: ScenarioSide, armySide: Side): Patch[] => (side.rulesSide === armySide ? [] : [{ op: 'set', path: ['sides', sideIndex, 'rulesSide'], value: armySide }]);

/**
 * Side `sideIndex` uses the library's army `army` (`armySide`: the tables that army is priced on);
 * the order of battle or army file it had goes, and comes back with undo.
 */
export function attachLibraryArmy(sideIndex: number, army: LibraryArmy, armySide: Side): Command<MusterScenario> {
  return {
    label: `Attach ${army.title}`,
    patches: (doc) => {
      const side = doc.sides[sideIndex];
      if (!side) return [];
      const now = side.forces.libraryArmy;
      const link: Patch[] = now?.id === army.id && now.title === army.title ? [] : [{ op: 'set', path: ['sides', sideIndex, 'forces', 'libraryArmy'], value: { id: army.id, title: army.title } }];
      return [...link, ...clearArmy(doc, sideIndex, side, 'libraryArmy'), ...followSide(sideIndex, side, armySide)];
    },
  };
}

/**
 * The side no longer uses its library army (the army stays in the library). A side with a points
 * budget keeps the budget; one with nothing else gets an empty order of battle to build, since a side
 * must be raised somehow.
 */
export function detachLibraryArmy(sideIndex: number): Command<MusterScenario> {
  return {
    label: 'Detach the library army',
    patches: (doc) => {
      const side = doc.sides[sideIndex];
      const army = side?.forces.libraryArmy;
      if (!side || !army) return [];
      const patches: Patch[] = [{ op: 'remove', path: ['sides', sideIndex, 'forces', 'libraryArmy'] }];
      const rest = Object.keys(side.forces).filter((k) => k !== 'libraryArmy');
      if (rest.length === 0) {
        const empty: OrderOfBattle = { name: side.name, side: side.rulesSide, era: doc.era ?? '1861-63', children: [] };
        patches.push({ op: 'set', path: ['sides', sideIndex, 'forces', 'orderOfBattle'], value: empty });
      }
      return patches;
    },
  };
}

/**
 * Side `sideIndex` embeds a copy of `oob` (an army read from the library or from an army file): from
 * now on it is the scenario's own, and changing the army elsewhere does not change it (documents are
 * immutable, so sharing the given tree is a copy in effect). What the side used before goes, and comes
 * back with undo.
 */
export function embedArmyCopy(sideIndex: number, oob: OrderOfBattle): Command<MusterScenario> {
  return {
    label: `Embed a copy of ${oob.name}`,
    patches: (doc) => {
      const side = doc.sides[sideIndex];
      if (!side) return [];
      return [
        { op: 'set', path: ['sides', sideIndex, 'forces', 'orderOfBattle'], value: oob },
        ...clearArmy(doc, sideIndex, side, 'orderOfBattle'),
        ...followSide(sideIndex, side, oob.side),
      ];
    },
  };
}

/**
 * Deletes item `id` (a formation, unit or leader; `what` names it for Undo) of side `sideIndex`'s order
 * of battle together with what stands on the map for it and everything under it, as one edit: the map
 * is never left placing a unit the side no longer has.
 */
export function removeWithPlacements(sideIndex: number, id: string, what = 'item'): Command<MusterScenario> {
  const label = `Delete ${what} and its placements`;
  return {
    label,
    patches: (doc) => {
      const side = doc.sides[sideIndex];
      if (!side) throw new Refusal(`there is no side ${sideIndex + 1}`);
      const placed = doc.map.kind === 'tabletop' ? placementsOf(doc.map, side.id, side.forces.orderOfBattle, id) : [];
      return inOrder<MusterScenario>(label, [remove(sideOobPath<MusterScenario>(sideIndex), id, what), removePlacements<MusterScenario>(placed)]).patches(doc);
    },
  };
}
