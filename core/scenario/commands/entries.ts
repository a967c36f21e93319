/**
 * A side's entries (reinforcements): when they arrive, and on a hex map where (their entry hexes) and
 * whether they are another entry's alternative (the scenario's "or the following units"). An entry's
 * other fields, its condition among them, are form fields (`setField`).
 */
import { Refusal, setCreating, setIn, type Command } from '../../history';
import { gridOf, hexIdProblem } from '../../hex';
import { alternativesAbove } from '../counters';
import type { Entry, MusterScenario } from '../../model/scenario.generated';

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
 * Arrival on a fixed turn or by a die roll: the arrival is replaced whole with the new kind's own fields,
 * as the book's usual roll ("on 1–3 it comes now, otherwise the die is the turn") or turn 1.
 */
export function setArrivalKind(sideIndex: number, entryIndex: number, kind: Entry['arrival']['kind']): Command<MusterScenario> {
  return {
    label: 'Change arrival',
    patches: (doc) => {
      if (entryOf(doc, sideIndex, entryIndex).arrival.kind === kind) return [];
      const arrival: Entry['arrival'] = kind === 'roll' ? { kind: 'roll', die: '1D6', rollOnTurn: 1, nowOn: [1, 2, 3], otherwise: 'die-is-turn' } : { kind: 'turn', turn: 1 };
      return setArrival(sideIndex, entryIndex, arrival).patches(doc);
    },
  };
}

/** Whether a roll of `face` brings the entry at once; faces are kept in order, and none leaves the field out. */
export function setArrivalFace(sideIndex: number, entryIndex: number, face: number, on: boolean): Command<MusterScenario> {
  return {
    label: on ? `Arrive on ${face}` : `Not on ${face}`,
    patches: (doc) => {
      const arrival = entryOf(doc, sideIndex, entryIndex).arrival;
      if (arrival.kind !== 'roll') throw new Refusal('the entry arrives on a fixed turn, not by a roll');
      const faces = new Set(arrival.nowOn ?? []);
      if (on) faces.add(face);
      else faces.delete(face);
      const list = [...faces].sort((a, b) => a - b);
      return setCreating<MusterScenario>('', ['sides', sideIndex, 'entries', entryIndex, 'arrival', 'nowOn'], list.length ? list : undefined).patches(doc);
    },
  };
}

/**
 * Whether the entry brings the side's counter `counterId` (a hex game's reinforcement), added after those
 * it brings already; a counter the side does not have is refused, and none brought leaves the field out.
 */
export function setEntryCounter(sideIndex: number, entryIndex: number, counterId: string, brought: boolean): Command<MusterScenario> {
  return {
    label: brought ? 'Add a counter to the entry' : 'Take a counter out of the entry',
    patches: (doc) => {
      const units = entryOf(doc, sideIndex, entryIndex).units ?? [];
      if (brought && !(doc.sides[sideIndex]!.forces.counters ?? []).some((c) => c.id === counterId)) throw new Refusal(`this side has no counter '${counterId}'`);
      const list = brought ? (units.includes(counterId) ? units : [...units, counterId]) : units.filter((u) => u !== counterId);
      return setCreating<MusterScenario>('', ['sides', sideIndex, 'entries', entryIndex, 'units'], list.length ? list : undefined).patches(doc);
    },
  };
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
