/**
 * A hex game's side as its counters (`forces.counters`): adding, editing, renaming, removing, moving and
 * duplicating a counter, and placing it in the chain of command. Counters are named by id, as the map and
 * the reinforcements name them and as ids survive reordering; the patches address them by their place in
 * the list, and each edit touches only what it names. Each is one command and one undo entry; an edit
 * that cannot be made as asked throws `Refusal` with the reason.
 */
import { Refusal, setCreating, type Command, type Patch } from '../../history';
import { countedUpName } from '../../model/countUp';
import { chainAbove, counterReferences } from '../counters';
import { RATING_LABELS, type CounterField, type CounterPath } from '../printed';
import type { Counter, CounterReverse, LeaderRatings, MusterScenario } from '../../model/scenario.generated';
import type { ValueAt } from './path';

// ── where a counter is ───────────────────────────────────────────────────────────────────────────

const listPath = (sideIndex: number) => ['sides', sideIndex, 'forces', 'counters'] as const;

function sideOf(doc: MusterScenario, sideIndex: number) {
  const side = doc.sides[sideIndex];
  if (!side) throw new Refusal(`there is no side ${sideIndex + 1}`);
  return side;
}

function placeOf(doc: MusterScenario, sideIndex: number, id: string): { counters: Counter[]; index: number; counter: Counter; sideName: string } {
  const side = sideOf(doc, sideIndex);
  const counters = side.forces.counters ?? [];
  const index = counters.findIndex((c) => c.id === id);
  if (index < 0) throw new Refusal(`${side.name} has no counter '${id}'`);
  return { counters, index, counter: counters[index]!, sideName: side.name };
}

/** scenario.schema.json `$defs/id`. */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;
const ID_MAX_LENGTH = 80;

/** An id not yet used by a counter of the list: `prefix-1`, `prefix-2`, … (the prefix made to fit the id pattern). */
export function nextCounterId(counters: readonly Counter[] | undefined, prefix: string): string {
  const used = new Set((counters ?? []).map((c) => c.id));
  const base = prefix.replace(/[^A-Za-z0-9_.:-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(0, ID_MAX_LENGTH - 6) || 'counter';
  let n = 1;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** A new counter with the one field every system prints, its designation; the rest is filled in by the designer. */
export const newCounter = (type: Counter['type'], id: string, name: string, commander?: string): Counter => ({ id, name, type, ...(commander === undefined ? {} : { commander }) });

/** Why `newId` cannot become the id of counter `id`; undefined when it can. */
export function counterIdProblem(doc: MusterScenario, sideIndex: number, id: string, newId: string): string | undefined {
  const side = doc.sides[sideIndex];
  if (!side) return 'There is no such side.';
  if (newId === '') return 'A counter needs an id.';
  if (newId.length > ID_MAX_LENGTH) return `A counter id has at most ${ID_MAX_LENGTH} characters.`;
  if (!ID_PATTERN.test(newId)) return 'A counter id is letters, digits and . _ : -, starting with a letter or digit.';
  if ((side.forces.counters ?? []).some((c) => c.id === newId && c.id !== id)) return `${side.name} already has a counter '${newId}'.`;
  return undefined;
}

// ── adding ───────────────────────────────────────────────────────────────────────────────────────

/** The place after `id` and everything under it in the list, so a new subordinate reads in tree order in the file. */
function afterDescendants(counters: readonly Counter[], id: string): number {
  let last = counters.findIndex((c) => c.id === id);
  counters.forEach((c, i) => {
    if (i > last && chainAbove(counters, c.id).includes(id)) last = i;
  });
  return last + 1;
}

/**
 * Adds `counter` to side `sideIndex`: at `at`, or after its commander's last subordinate when it has one,
 * or at the end (making the list if the side has none yet). An id in use or an unknown commander is refused.
 */
export function addCounter(sideIndex: number, counter: Counter, at?: number): Command<MusterScenario> {
  return {
    label: counter.type === 'leader' ? 'Add leader' : 'Add counter',
    patches: (doc) => {
      const side = sideOf(doc, sideIndex);
      const counters = side.forces.counters;
      const problem = counterIdProblem(doc, sideIndex, '', counter.id);
      if (problem) throw new Refusal(problem);
      if (counter.commander !== undefined && !(counters ?? []).some((c) => c.id === counter.commander)) {
        throw new Refusal(`${side.name} has no counter '${counter.commander}' to command the new one`);
      }
      if (!counters) return [{ op: 'set', path: [...listPath(sideIndex)], value: [counter] }];
      const index = at !== undefined ? Math.max(0, Math.min(at, counters.length)) : counter.commander !== undefined ? afterDescendants(counters, counter.commander) : counters.length;
      return [{ op: 'insert', path: [...listPath(sideIndex), index], value: counter }];
    },
  };
}

// ── editing ──────────────────────────────────────────────────────────────────────────────────────

/** How each field is named in "Undo Change …". */
const FIELD_WORDS: Readonly<Record<CounterField, string>> = {
  name: 'designation',
  type: 'type',
  size: 'size',
  strength: 'strength',
  fireOnly: 'bracketed strength',
  movement: 'movement',
  cohesion: 'cohesion',
  weapon: 'weapon',
  green: 'green',
  reduced: 'reverse side',
  formation: 'formation',
  colour: 'colour',
  stars: 'stars',
  ratings: 'ratings',
  orders: 'orders',
  reserve: 'reserve',
  replacement: 'replacement',
  mountedPair: 'mounted pair',
  sections: 'sections',
  notes: 'notes',
};
const REVERSE_WORDS: Readonly<Record<keyof CounterReverse, string>> = { strength: 'reverse strength', movement: 'reverse movement', cohesion: 'reverse cohesion' };
const pathWords = (path: CounterPath): string =>
  path[0] === 'reduced' ? REVERSE_WORDS[path[1] as keyof CounterReverse] : path[0] === 'ratings' ? RATING_LABELS[path[1] as keyof LeaderRatings].toLowerCase() : FIELD_WORDS[path[0]];

/**
 * Sets (or with `undefined` clears) one printed value of counter `id`. The reverse side and the ratings
 * are made when their first value is set and go with their last. A designation and a type are never
 * cleared (every counter prints them); a replacement or a mounted pair must be another counter of the side.
 */
export function setCounterField<const P extends CounterPath>(sideIndex: number, id: string, path: P, value: ValueAt<Counter, P> | undefined): Command<MusterScenario> {
  const words = pathWords(path);
  return {
    label: `Change ${words}`,
    patches: (doc) => {
      const { counters, index, counter, sideName } = placeOf(doc, sideIndex, id);
      const field = path[0];
      if (value === undefined && (field === 'name' || field === 'type')) throw new Refusal(`a counter always has a ${words}`);
      if ((field === 'replacement' || field === 'mountedPair') && value !== undefined) {
        if (value === counter.id) throw new Refusal(`${counter.name} cannot be his own ${words}`);
        if (!counters.some((c) => c.id === value)) throw new Refusal(`${sideName} has no counter '${String(value)}'`);
      }
      return setCreating<MusterScenario>('', [...listPath(sideIndex), index, ...path], value).patches(doc);
    },
  };
}

/**
 * Renames counter `id` and every place that names it (the counters that answer to it or pair with it,
 * the side's reinforcements, its places on a hex map), so one undo puts all of them back.
 */
export function renameCounterId(sideIndex: number, id: string, newId: string): Command<MusterScenario> {
  return {
    label: 'Rename counter id',
    patches: (doc) => {
      const { counters, index } = placeOf(doc, sideIndex, id);
      if (newId === id) return [];
      const problem = counterIdProblem(doc, sideIndex, id, newId);
      if (problem) throw new Refusal(problem);
      const side = doc.sides[sideIndex]!;
      const list = listPath(sideIndex);
      const patches: Patch[] = [{ op: 'set', path: [...list, index, 'id'], value: newId }];
      counters.forEach((c, i) => {
        for (const field of ['commander', 'replacement', 'mountedPair'] as const) {
          if (c[field] === id) patches.push({ op: 'set', path: [...list, i, field], value: newId });
        }
      });
      const refs = counterReferences(doc, sideIndex, id);
      for (const e of refs.entries) {
        const units = side.entries![e]!.units!;
        patches.push({ op: 'set', path: ['sides', sideIndex, 'entries', e, 'units'], value: units.map((u) => (u === id ? newId : u)) });
      }
      for (const p of refs.placements) patches.push({ op: 'set', path: ['map', 'units', p, 'unit'], value: newId });
      return patches;
    },
  };
}

// ── the chain of command ─────────────────────────────────────────────────────────────────────────

/**
 * Counter `id` answers to `commanderId` (undefined: to nobody). A commander the side does not have, the
 * counter itself, or one of those who answer to it (the chain would loop) is refused.
 */
export function setCommander(sideIndex: number, id: string, commanderId: string | undefined): Command<MusterScenario> {
  return {
    label: commanderId === undefined ? 'Clear commander' : 'Change commander',
    patches: (doc) => {
      const { counters, index, counter, sideName } = placeOf(doc, sideIndex, id);
      if (commanderId !== undefined) {
        const commander = counters.find((c) => c.id === commanderId);
        if (!commander) throw new Refusal(`${sideName} has no counter '${commanderId}'`);
        if (commanderId === id) throw new Refusal(`${counter.name} cannot command himself`);
        if (chainAbove(counters, commanderId).includes(id)) {
          throw new Refusal(`${commander.name} answers to ${counter.name} already: the chain of command would go round in a circle`);
        }
      }
      return setCreating<MusterScenario>('', [...listPath(sideIndex), index, 'commander'], commanderId).patches(doc);
    },
  };
}

// ── removing, moving, duplicating ────────────────────────────────────────────────────────────────

/**
 * Removes counter `id`. Those who answered to it answer to its own commander (or to nobody), and a leader
 * that had it on his reverse or as his mounted pair no longer does. While the map or a reinforcement still
 * names it the removal is refused, naming them, unless `withReferences`: then its places on the map go
 * and the reinforcements no longer bring it, all in this one command.
 */
export function removeCounter(sideIndex: number, id: string, options: { withReferences?: boolean } = {}): Command<MusterScenario> {
  return {
    label: options.withReferences ? 'Delete counter and its places' : 'Delete counter',
    patches: (doc) => {
      const { counters, index, counter } = placeOf(doc, sideIndex, id);
      const side = doc.sides[sideIndex]!;
      const refs = counterReferences(doc, sideIndex, id);
      if (!options.withReferences && (refs.placements.length > 0 || refs.entries.length > 0)) {
        throw new Refusal(`${counter.name} cannot be deleted while ${namedBy(refs.placements.length, refs.entries.map((e) => side.entries![e]!.id))} names it: remove it from there first, or delete it with them`);
      }
      const list = listPath(sideIndex);
      const patches: Patch[] = [];
      counters.forEach((c, i) => {
        if (c.id === id) return;
        if (c.commander === id) patches.push(counter.commander === undefined ? { op: 'remove', path: [...list, i, 'commander'] } : { op: 'set', path: [...list, i, 'commander'], value: counter.commander });
        if (c.replacement === id) patches.push({ op: 'remove', path: [...list, i, 'replacement'] });
        if (c.mountedPair === id) patches.push({ op: 'remove', path: [...list, i, 'mountedPair'] });
      });
      for (const e of refs.entries) {
        const left = side.entries![e]!.units!.filter((u) => u !== id);
        patches.push(left.length ? { op: 'set', path: ['sides', sideIndex, 'entries', e, 'units'], value: left } : { op: 'remove', path: ['sides', sideIndex, 'entries', e, 'units'] });
      }
      for (const p of [...refs.placements].sort((a, b) => b - a)) patches.push({ op: 'remove', path: ['map', 'units', p] });
      // The list stays, empty, when it was the last counter: it is what makes the side a counters side.
      patches.push({ op: 'remove', path: [...list, index] });
      return patches;
    },
  };
}

/** "the map (2 places) and reinforcement r1" */
function namedBy(placements: number, entries: readonly string[]): string {
  const parts: string[] = [];
  if (placements) parts.push(placements === 1 ? 'the map' : `the map (${placements} places)`);
  if (entries.length) parts.push(`${entries.length === 1 ? 'reinforcement' : 'reinforcements'} ${entries.join(', ')}`);
  return parts.join(' and ');
}

/** Moves counter `id` to place `to` in the side's list (among those who answer to the same leader, the list's order is the tree's). */
export function moveCounter(sideIndex: number, id: string, to: number): Command<MusterScenario> {
  return {
    label: 'Move counter',
    patches: (doc) => {
      const { counters, index, counter } = placeOf(doc, sideIndex, id);
      const target = Math.max(0, Math.min(to, counters.length - 1));
      if (target === index) return [];
      return [
        { op: 'remove', path: [...listPath(sideIndex), index] },
        { op: 'insert', path: [...listPath(sideIndex), target], value: counter },
      ];
    },
  };
}

/**
 * The copy `duplicateCounter` makes of counter `id`: a fresh id counted up from the original's
 * (`leader-1` → `leader-2`), the designation counted up ("Hardee" → "Hardee 2"), under the same commander.
 * It pairs with nobody: a reverse-side leader or a mounted pair belongs to the original.
 */
export function copyOfCounter(counters: readonly Counter[], id: string): Counter | undefined {
  const original = counters.find((c) => c.id === id);
  if (!original) return undefined;
  const { replacement: _replacement, mountedPair: _pair, ...rest } = original;
  const stem = original.id.replace(/-\d+$/, '') || original.id;
  return { ...rest, id: nextCounterId(counters, stem), name: countedUpName(original.name, counters.map((c) => c.name)) };
}

/** Puts a copy of counter `id` right after it (`copyOfCounter` says what the copy is, so the editor can select it). */
export function duplicateCounter(sideIndex: number, id: string): Command<MusterScenario> {
  return {
    label: 'Duplicate counter',
    patches: (doc) => {
      const { counters, index } = placeOf(doc, sideIndex, id);
      return [{ op: 'insert', path: [...listPath(sideIndex), index + 1], value: copyOfCounter(counters, id)! }];
    },
  };
}
