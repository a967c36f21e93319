/**
 * What the library's search reads from a document beyond its name and notes: the names of the units and
 * leaders of its orders of battle (an army's own, each scenario side's embedded one, a hex game's counters), so that a designer
 * who remembers "the 6th Wisconsin" or "Meredith" finds the documents that hold them. The same rules
 * serve the library (its SQLite index is filled from `searchNamesOf`) and the bundled examples (filtered
 * in the Library view with `textMatches` and `namesMatching`).
 */
import { plural } from '../model/plural';

export const SEARCH_MATCH_KINDS = ['unit', 'leader'] as const;
export type SearchMatchKind = (typeof SEARCH_MATCH_KINDS)[number];

/** The nouns a matched name is shown under ("Units: 2nd Wisconsin, 6th Wisconsin"). */
export const SEARCH_MATCH_NOUNS: Readonly<Record<SearchMatchKind, { one: string; many: string }>> = {
  unit: { one: 'Unit', many: 'Units' },
  leader: { one: 'Leader', many: 'Leaders' },
};

/** The unit and leader names a document holds, each once, in the order of its orders of battle. */
export interface SearchNames {
  units: string[];
  leaders: string[];
}

/** One name a search found in a document's orders of battle. */
export interface SearchMatch {
  kind: SearchMatchKind;
  name: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The orders of battle a document holds. Read leniently: a library may still hold a document of an older
 * format (scenario format 1 kept `sides` as an object keyed by side id, with the order of battle on the
 * side itself), and search must not fail on what the editor would upgrade when it opens it. A side kept
 * in an army file has no names here: the library holds only the scenario.
 */
function ordersOfBattle(content: unknown): Json[] {
  if (!isObject(content)) return [];
  const out: Json[] = [];
  if (isObject(content.orderOfBattle)) out.push(content.orderOfBattle);
  const sides = Array.isArray(content.sides) ? content.sides : isObject(content.sides) ? Object.values(content.sides) : [];
  for (const side of sides) {
    if (!isObject(side)) continue;
    const oob = isObject(side.forces) ? side.forces.orderOfBattle : side.orderOfBattle;
    if (isObject(oob)) out.push(oob);
  }
  return out;
}

/** Every unit and leader name in a document's orders of battle; formations are walked, not named. */
export function searchNamesOf(content: unknown): SearchNames {
  const units = new Set<string>();
  const leaders = new Set<string>();
  // White space folded to one space: the index keeps a document's names one a line.
  const named = (node: Json): string | undefined => (typeof node.name === 'string' ? node.name.replace(/\s+/g, ' ').trim() || undefined : undefined);
  // Iterative, like the other walks of untrusted JSON: a deep tree cannot overflow the stack.
  const stack: unknown[] = ordersOfBattle(content).flatMap((oob) => (Array.isArray(oob.children) ? [...oob.children].reverse() : []));
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isObject(node)) continue;
    if (node.kind === 'formation') {
      for (const leader of Array.isArray(node.leaders) ? node.leaders : []) {
        const name = isObject(leader) ? named(leader) : undefined;
        if (name) leaders.add(name);
      }
      if (Array.isArray(node.children)) stack.push(...[...node.children].reverse());
    } else {
      const name = named(node);
      if (name) units.add(name);
    }
  }
  // A hex game's side keeps its order of battle as counters: a leader counter names a leader, any other a unit.
  for (const counter of countersOf(content)) {
    const name = named(counter);
    if (name) (counter.type === 'leader' ? leaders : units).add(name);
  }
  return { units: [...units], leaders: [...leaders] };
}

/** The counters of a hex game's sides (`forces.counters`), read as leniently as the orders of battle. */
function countersOf(content: unknown): Json[] {
  if (!isObject(content) || !Array.isArray(content.sides)) return [];
  return content.sides.flatMap((side) => (isObject(side) && isObject(side.forces) && Array.isArray(side.forces.counters) ? side.forces.counters.filter(isObject) : []));
}

/**
 * The words of a text as the library's index sees them: letters and digits, lower case, accents removed
 * (the SQLite tokenizer is `unicode61 remove_diacritics 2`), so that what is shown as matched agrees
 * with what the index matched.
 */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** How many of the query's words begin a word of `text`. */
function wordsFound(text: string, queryWords: readonly string[]): number {
  const words = searchWords(text);
  return queryWords.filter((q) => words.some((w) => w.startsWith(q))).length;
}

/** Whether every word of the query begins a word of the text: the library's rule, for lists filtered in the view. */
export function textMatches(text: string, query: string): boolean {
  const queryWords = searchWords(query);
  return wordsFound(text, queryWords) === queryWords.length;
}

/**
 * The unit and leader names a search matched, best first: the names holding the most words of the query
 * ("6th wisconsin" shows the 6th Wisconsin, not every Wisconsin regiment), units before leaders.
 */
export function namesMatching(names: SearchNames, query: string): SearchMatch[] {
  const queryWords = searchWords(query);
  if (queryWords.length === 0) return [];
  const scored = SEARCH_MATCH_KINDS.flatMap((kind) =>
    (kind === 'unit' ? names.units : names.leaders).map((name) => ({ kind, name, found: wordsFound(name, queryWords) })),
  ).filter((m) => m.found > 0);
  const best = Math.max(0, ...scored.map((m) => m.found));
  return scored.filter((m) => m.found === best).map(({ kind, name }) => ({ kind, name }));
}

/** The matched names as lines to show under a document: one line a kind, its first few names and how many others. */
export function matchesDescription(matches: readonly SearchMatch[], shown = 3): string[] {
  return SEARCH_MATCH_KINDS.flatMap((kind) => {
    const names = matches.filter((m) => m.kind === kind).map((m) => m.name);
    if (names.length === 0) return [];
    const noun = SEARCH_MATCH_NOUNS[kind];
    const rest = names.length - shown;
    const more = rest > 0 ? ` and ${plural(rest, 'other')}` : '';
    return [`${names.length === 1 ? noun.one : noun.many}: ${names.slice(0, shown).join(', ')}${more}`];
  });
}
