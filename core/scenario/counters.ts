/**
 * A hex game's side as its counters (`forces.counters`): the chain of command read from each counter's
 * `commander` as a tree, the side's totals, what names a counter elsewhere in the scenario, and a chain
 * of command (or of alternative reinforcements) that loops. The editor, the checks and the commands all read the side through these.
 */
import type { Counter, Entry, MusterScenario } from '../model/scenario.generated';

/** One row of the chain of command: a counter, how deep it sits and where it is in the side's list. */
export interface CounterRow {
  counter: Counter;
  /** Its place in `forces.counters`. */
  index: number;
  /** 0 for a counter that answers to nobody, 1 for one under it, … */
  depth: number;
  /** Counters that answer to this one. */
  subordinates: number;
}

/**
 * The counters as a tree by chain of command, depth first, each leader followed by those who answer to
 * him in list order. A counter whose commander is not a counter of the side, or whose chain loops (a
 * file edited by hand; the checks name it), is shown at the top level rather than lost.
 */
export function counterTree(counters: readonly Counter[]): CounterRow[] {
  const ids = new Set(counters.map((c) => c.id));
  const under = new Map<string, number[]>();
  const roots: number[] = [];
  counters.forEach((c, i) => {
    if (c.commander !== undefined && c.commander !== c.id && ids.has(c.commander)) {
      const list = under.get(c.commander) ?? [];
      list.push(i);
      under.set(c.commander, list);
    } else roots.push(i);
  });
  const rows: CounterRow[] = [];
  const seen = new Set<number>();
  const visit = (i: number, depth: number) => {
    if (seen.has(i)) return;
    seen.add(i);
    const counter = counters[i]!;
    const below = under.get(counter.id) ?? [];
    rows.push({ counter, index: i, depth, subordinates: below.length });
    for (const j of below) visit(j, depth + 1);
  };
  for (const i of roots) visit(i, 0);
  // Counters in a loop of commanders are reached from no root.
  counters.forEach((_, i) => visit(i, 0));
  return rows;
}

/** The ids met going up from `id` by `up` (its commander, the entry it is an alternative to…); stops at a loop. */
function walkUp(id: string, up: (id: string) => string | undefined): string[] {
  const chain: string[] = [];
  for (let next = up(id); next !== undefined && !chain.includes(next); next = up(next)) chain.push(next);
  return chain;
}

/** The ids a counter's chain of command passes through, from its commander upwards; stops at a loop. */
export function chainAbove(counters: readonly Counter[] | ReadonlyMap<string, Counter>, id: string): string[] {
  const byId = byIdOf(counters);
  return walkUp(id, (x) => byId.get(x)?.commander);
}

/**
 * Counters by id. The walks take a map made once by the caller too: a check over every counter of a big
 * side that made its own map for each would be quadratic (minutes on a side of thousands).
 */
const byIdOf = <T extends { id: string }>(list: readonly T[] | ReadonlyMap<string, T>): ReadonlyMap<string, T> =>
  list instanceof Map ? list : new Map((list as readonly T[]).map((c) => [c.id, c]));

/** The loop `id`'s chain of command runs into, when it comes back to `id` (A → B → A); undefined when it ends. */
export function commandLoop(counters: readonly Counter[] | ReadonlyMap<string, Counter>, id: string): string[] | undefined {
  const chain = chainAbove(counters, id);
  const at = chain.indexOf(id);
  return at < 0 ? undefined : [id, ...chain.slice(0, at + 1)];
}

/** The entries an entry's `alternativeTo` leads through (a side's reinforcements); stops at a loop. */
export function alternativesAbove(entries: readonly Entry[] | ReadonlyMap<string, Entry>, id: string): string[] {
  const byId = byIdOf(entries);
  return walkUp(id, (x) => byId.get(x)?.alternativeTo);
}

export interface CounterTotals {
  counters: number;
  leaders: number;
  /** Strength points of the counters whose strength is printed plain. */
  strength: number;
  /** Strength printed in brackets (used only to fire, or only to defend), kept apart. */
  bracketed: number;
}

export function counterTotals(counters: readonly Counter[]): CounterTotals {
  const totals: CounterTotals = { counters: counters.length, leaders: 0, strength: 0, bracketed: 0 };
  for (const c of counters) {
    if (c.type === 'leader') totals.leaders++;
    if (c.strength === undefined) continue;
    if (c.fireOnly) totals.bracketed += c.strength;
    else totals.strength += c.strength;
  }
  return totals;
}

/** What names counter `id` of side `sideIndex` outside its own entry in the list. */
export interface CounterReferences {
  /** Its places on a hex map (indices into `map.units`). */
  placements: number[];
  /** The side's entries (reinforcements) that bring it. */
  entries: number[];
  /** Counters of the side that answer to it. */
  subordinates: string[];
  /** Counters of the side that name it as the leader on their reverse or their mounted pair. */
  pairs: string[];
}

export function counterReferences(doc: MusterScenario, sideIndex: number, id: string): CounterReferences {
  const side = doc.sides[sideIndex];
  const refs: CounterReferences = { placements: [], entries: [], subordinates: [], pairs: [] };
  if (!side) return refs;
  if (doc.map.kind === 'hex') {
    (doc.map.units ?? []).forEach((u, i) => {
      if (u.side === side.id && u.unit === id) refs.placements.push(i);
    });
  }
  (side.entries ?? []).forEach((e, i) => {
    if (e.units?.includes(id)) refs.entries.push(i);
  });
  for (const c of side.forces.counters ?? []) {
    if (c.id === id) continue;
    if (c.commander === id) refs.subordinates.push(c.id);
    if (c.replacement === id || c.mountedPair === id) refs.pairs.push(c.id);
  }
  return refs;
}
