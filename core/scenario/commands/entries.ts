/**
 * A side's entries (reinforcements): when they arrive, and on a hex map where (their entry hexes) and
 * whether they are another entry's alternative (the scenario's "or the following units"). An entry's
 * other fields, its condition among them, are form fields (`setField`).
 */
import { Refusal, setCreating, setIn, type Command } from '../../history';
import { gridOf, hexIdProblem } from '../../hex';
import { alternativesAbove } from '../counters';
import type { Entry, MusterScenario } from '../types.generated';

/** Fixed turn or die roll: the arrival is replaced whole, since each kind has its own fields. */
export function setArrival(sideIndex: number, entryIndex: number, arrival: Entry['arrival']): Command<MusterScenario> {
  return setIn('Change arrival', ['sides', sideIndex, 'entries', entryIndex, 'arrival'], arrival);
}

function entryOf(doc: MusterScenario, sideIndex: number, entryIndex: number): Entry {
  const entry = doc.sides[sideIndex]?.entries?.[entryIndex];
  if (!entry) throw new Refusal(`there is no entry ${entryIndex + 1} on side ${sideIndex + 1}`);
  return entry;
}

/**
 * Why `hexes` cannot be an entry's hexes on this scenario's map, naming the first hex that is wrong;
 * undefined when every one is a hex of the map. The form asks before it runs `setEntryHexes`.
 */
export function entryHexesProblem(doc: MusterScenario, hexes: readonly string[]): string | undefined {
  if (hexes.length === 0) return undefined;
  if (doc.map.kind !== 'hex') return 'Entry hexes need a hex map; this scenario’s map is a tabletop board.';
  const grid = gridOf(doc.map.grid);
  for (const id of hexes) {
    const problem = hexIdProblem(grid, id);
    if (problem) return problem.charAt(0).toUpperCase() + problem.slice(1) + '.';
  }
  return undefined;
}

/**
 * The hexes entry `entryIndex` comes on by, in the order given with repeats dropped (none: the field goes).
 * A hex that is not one of the map's is refused, naming it.
 */
export function setEntryHexes(sideIndex: number, entryIndex: number, hexes: readonly string[] | undefined): Command<MusterScenario> {
  return {
    label: 'Change entry hexes',
    patches: (doc) => {
      entryOf(doc, sideIndex, entryIndex);
      const list = [...new Set(hexes ?? [])];
      const problem = entryHexesProblem(doc, list);
      if (problem) throw new Refusal(problem);
      return setCreating<MusterScenario>('', ['sides', sideIndex, 'entries', entryIndex, 'hexes'], list.length ? list : undefined).patches(doc);
    },
  };
}

/**
 * Entry `entryIndex` comes instead of the side's entry `otherId` (undefined: it is no one's alternative).
 * An entry the side does not have, the entry itself, or one that is already this one's alternative is refused.
 */
export function setEntryAlternative(sideIndex: number, entryIndex: number, otherId: string | undefined): Command<MusterScenario> {
  return {
    label: otherId === undefined ? 'Clear alternative' : 'Change alternative',
    patches: (doc) => {
      const entry = entryOf(doc, sideIndex, entryIndex);
      const entries = doc.sides[sideIndex]!.entries!;
      if (otherId !== undefined) {
        if (otherId === entry.id) throw new Refusal(`entry ${entry.id} cannot be its own alternative`);
        if (!entries.some((e) => e.id === otherId)) throw new Refusal(`this side has no entry '${otherId}'`);
        if (alternativesAbove(entries, otherId).includes(entry.id)) throw new Refusal(`entry ${otherId} is already an alternative to ${entry.id}: one of the two comes, the other is its alternative`);
      }
      return setCreating<MusterScenario>('', ['sides', sideIndex, 'entries', entryIndex, 'alternativeTo'], otherId).patches(doc);
    },
  };
}
