/**
 * Schema errors in a designer's words. ajv reports `must NOT have additional properties`; a designer
 * needs "unknown property 'qualty' (did you mean 'quality'?)" at the place it happened.
 * Works on ajv's error objects from both the runtime and the precompiled (standalone) validators;
 * both run with `verbose: true` so each error carries the schema it broke.
 */
import type { ErrorObject } from 'ajv';
import { pointerFromTokens, pointerTokens } from './parse';
import { plural } from '../model/plural';

export interface SchemaProblem {
  /** JSON pointer of the value at fault ('' is the whole document). */
  pointer: string;
  message: string;
  /** Where to show it in the text, when that differs from `pointer` (an unknown property's key). */
  locate?: { pointer: string; key: boolean };
  /** Only on the last line of a capped list: how many more places have problems. */
  omitted?: number;
}

/** Levenshtein distance, for "did you mean". */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** Longest text "did you mean" looks at: a typo of a name is short, and the distance costs its length times the name's. */
export const HINT_MAX_LENGTH = 64;

/** The closest candidate, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  // A long text is no typo of a short name: measuring it would cost its length times each name's.
  if (word.length > HINT_MAX_LENGTH) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    // The distance is at least the difference in length, and no hint allows more than 3.
    if (Math.abs(c.length - word.length) > 3) continue;
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  const allowed = Math.max(1, Math.min(3, Math.floor((best?.length ?? 0) / 3)));
  return bestDistance <= allowed ? best : undefined;
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object ({ … })',
  array: 'a list ([ … ])',
  null: 'null',
};

export function show(value: unknown): string {
  // A long text is cut before it is quoted: a 10 MB string must not be copied to say it is wrong.
  const json = JSON.stringify(typeof value === 'string' && value.length > 60 ? value.slice(0, 60) : value);
  if (json === undefined) return String(value);
  return json.length > 40 ? `${json.slice(0, 37)}…` : json;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${show(value)}`;
  return show(value);
}

const list = (values: readonly unknown[]): string => {
  const shown = values.slice(0, 12).map((v) => show(v)).join(', ');
  return values.length > 12 ? `${shown}, …` : shown;
};

interface SchemaLike {
  properties?: Record<string, unknown>;
  title?: string;
  description?: string;
}

/** What the value should be, from the failing schema's title or description when it has one. */
function expected(schema: unknown): string {
  const s = schema as SchemaLike | undefined;
  const d = s?.description;
  return d && d.length <= 120 ? ` (${d.replace(/\.$/, '')})` : '';
}

function message(e: ErrorObject): SchemaProblem | undefined {
  const pointer = e.instancePath;
  const p = e.params as Record<string, unknown>;
  const at = (message: string): SchemaProblem => ({ pointer, message });
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const known = Object.keys((e.parentSchema as SchemaLike | undefined)?.properties ?? {});
      const guess = closest(name, known);
      const hint = guess ? ` (did you mean '${guess}'?)` : known.length ? `; known properties here: ${known.join(', ')}` : '';
      return {
        pointer,
        message: `unknown property '${name}'${hint}`,
        locate: { pointer: pointerFromTokens([...pointerTokens(pointer), name]), key: true },
      };
    }
    case 'required':
      return at(`'${String(p.missingProperty)}' is missing`);
    case 'type': {
      const want = String(p.type)
        .split(',')
        .map((t) => TYPE_WORDS[t] ?? t)
        .join(' or ');
      return at(`should be ${want}, not ${typeOf(e.data)}`);
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      const guess = typeof e.data === 'string' ? closest(e.data, allowed.filter((v): v is string => typeof v === 'string')) : undefined;
      return at(`${typeOf(e.data)} is not accepted${guess ? ` (did you mean '${guess}'?)` : ''}; use one of ${list(allowed)}`);
    }
    case 'const':
      if (pointer === '/formatVersion') return at(`format version ${show(e.data)} is not one this Muster reads`);
      if (pointer === '/$schema') return at(`$schema should be ${show(p.allowedValue)}`);
      return at(`should be ${show(p.allowedValue)}, not ${typeOf(e.data)}`);
    case 'pattern':
      return at(`${typeOf(e.data)} is not in the expected form${expected(e.parentSchema)}`);
    case 'minLength':
      return at(Number(p.limit) === 1 ? 'should not be empty' : `should be at least ${String(p.limit)} characters long`);
    case 'maxLength':
      return at(`is too long: at most ${String(p.limit)} characters`);
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const words = { minimum: 'at least', exclusiveMinimum: 'more than', maximum: 'at most', exclusiveMaximum: 'less than' }[e.keyword];
      return at(`${show(e.data)} is out of range: should be ${words} ${String(p.limit)}`);
    }
    case 'minItems':
      return at(`needs at least ${plural(Number(p.limit), 'item')}`);
    case 'maxItems':
      return at(`has too many items: at most ${String(p.limit)}`);
    case 'minProperties':
      return at(`should not be empty`);
    case 'discriminator': {
      const tag = String(p.tag);
      if (p.error === 'tag' && (e.data === null || typeof e.data !== 'object' || !(tag in e.data))) return at(`'${tag}' is missing`);
      return { pointer: pointerFromTokens([...pointerTokens(pointer), tag]), message: `${typeOf(p.tagValue)} is not a known ${tag}` };
    }
    case 'oneOf':
    case 'anyOf':
    case 'if':
      // The branch errors beside it already say what is wrong.
      return undefined;
    case 'false schema':
      return at('is not allowed here');
    default:
      return at(e.message ?? `breaks the rule '${e.keyword}'`);
  }
}

/**
 * Problems reported per file. A file with thousands of bad items gets the first ones and an honest
 * count of the rest ("… and 3,950 more problems"): fixing the first usually fixes many of the others,
 * and a list of thousands is read by nobody and costs time to build and show.
 */
export const MAX_PROBLEMS = 50;

type Schema = { properties?: Record<string, unknown>; $ref?: string; const?: unknown };
const asSchema = (v: unknown): Schema | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Schema) : undefined);

/** A place in the document with the errors reported exactly there; `dropped` discards its whole subtree. */
interface Place {
  errors: ErrorObject[];
  /** Keyed by the raw pointer token, as ajv writes it. */
  children: Map<string, Place>;
  parent: Place | undefined;
  depth: number;
  dropped: boolean;
}

/** Errors arranged by place, so each alternative looks at its own value and the values right inside it, not at every error. */
function placesOf(errors: readonly ErrorObject[]): Map<ErrorObject, Place> {
  const root: Place = { errors: [], children: new Map(), parent: undefined, depth: 0, dropped: false };
  const nodeOf = new Map<string, Place>([['', root]]);
  const placeOfError = new Map<ErrorObject, Place>();
  for (const e of errors) {
    let node = nodeOf.get(e.instancePath);
    if (!node) {
      // Walk down from the deepest known ancestor, creating the places between.
      const tokens = e.instancePath.split('/').slice(1);
      node = root;
      let pointer = '';
      for (const token of tokens) {
        pointer += `/${token}`;
        let next = nodeOf.get(pointer);
        if (!next) {
          next = { errors: [], children: new Map(), parent: node, depth: node.depth + 1, dropped: false };
          node.children.set(token, next);
          nodeOf.set(pointer, next);
        }
        node = next;
      }
    }
    node.errors.push(e);
    placeOfError.set(e, node);
  }
  return placeOfError;
}

/** JSON text of a schema, computed once per schema object (the same schemas fail again and again). */
const schemaKeyCache = new WeakMap<object, string>();
function schemaKeys(): (schema: unknown) => string | undefined {
  const cache = schemaKeyCache;
  return (schema) => {
    if (schema === null || typeof schema !== 'object') return JSON.stringify(schema);
    let key = cache.get(schema);
    if (key === undefined) {
      key = JSON.stringify(schema);
      cache.set(schema, key);
    }
    return key;
  };
}

/**
 * When a value matches none of several alternatives (`oneOf`: an order-of-battle node may be a
 * formation or one of four kinds of unit), ajv reports why *every* alternative failed. A designer
 * meant one of them: the one whose fixed fields (`arm: "infantry"`) the value has, and among those the
 * one with the fewest complaints. Keep that alternative's errors and drop the rest.
 *
 * Linear in the number of errors (times the nesting depth): each alternative touches only the errors at
 * its own place and one level inside it, and discards deeper branches by marking their place; a file
 * with thousands of bad items must not take minutes to explain.
 */
export function pruneAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  const placeOfError = placesOf(errors);
  const keyOf = schemaKeys();
  const removed = new Set<ErrorObject>();
  // A word that is either one of a list or an id of a given form (a built-in terrain kind or a map's own
  // `custom-…` kind): "did you mean" from the list says more than "not in the expected form".
  for (const alt of errors) {
    if (alt.keyword !== 'anyOf' || typeof alt.data !== 'string') continue;
    const here = placeOfError.get(alt)!.errors;
    if (here.some((e) => e.keyword === 'enum')) for (const e of here) if (e.keyword === 'pattern') removed.add(e);
  }
  const alternatives = errors
    .filter((e) => (e.keyword === 'oneOf' || e.keyword === 'anyOf') && asSchema(e.data) !== undefined)
    .sort((a, b) => placeOfError.get(b)!.depth - placeOfError.get(a)!.depth);
  const alternativesAt = new Map<string, ErrorObject[]>();
  for (const a of alternatives) alternativesAt.set(a.instancePath, [...(alternativesAt.get(a.instancePath) ?? []), a]);
  const done = new Set<string>();
  for (const alt of alternatives) {
    // Nested alternatives on one value (node → unit → infantry | cavalry …) are judged once, by the innermost.
    if (removed.has(alt) || done.has(alt.instancePath)) continue;
    done.add(alt.instancePath);
    const place = placeOfError.get(alt)!;
    const data = alt.data as Record<string, unknown>;
    const direct = place.errors.filter((e) => e !== alt && !removed.has(e) && asSchema(e.parentSchema)?.properties !== undefined);
    const groups = new Map<string, { schema: Schema; errors: ErrorObject[] }>();
    for (const e of direct) {
      const key = keyOf(e.parentSchema) ?? '';
      const group = groups.get(key) ?? { schema: e.parentSchema as Schema, errors: [] };
      group.errors.push(e);
      groups.set(key, group);
    }
    // Alternatives nested on the same value each replace one branch of the one around them.
    const here = alternativesAt.get(alt.instancePath)!;
    const branches = here.every((a) => Array.isArray(a.schema))
      ? here.reduce((n, a) => n + (a.schema as unknown[]).length, 0) - (here.length - 1)
      : groups.size;
    // A fixed field (`arm`) that does not match says which alternative was *not* meant: never report it.
    const dropConstMismatches = (): void => {
      for (const child of place.children.values()) for (const e of child.errors) if (e.keyword === 'const') removed.add(e);
    };
    if (groups.size < branches) {
      // Some alternative failed only below this value: its complaints are the ones that matter.
      for (const e of direct) removed.add(e);
      dropConstMismatches();
      continue;
    }
    if (groups.size < 2) continue;
    const violates = (schema: Schema): boolean =>
      Object.entries(schema.properties ?? {}).some(([k, s]) => {
        const c = asSchema(s);
        return c !== undefined && 'const' in c && k in data && data[k] !== c.const;
      });
    const score = (g: { schema: Schema; errors: ErrorObject[] }): number => (violates(g.schema) ? 1e6 : 0) + g.errors.length;
    let chosen: { schema: Schema; errors: ErrorObject[] } | undefined;
    for (const g of groups.values()) if (!chosen || score(g) < score(chosen)) chosen = g;
    const kept = new Set(chosen!.errors);
    for (const e of direct) if (!kept.has(e)) removed.add(e);
    dropConstMismatches();
    const props = chosen!.schema.properties ?? {};
    for (const [token, child] of place.children) {
      const prop = asSchema(props[token]);
      if (!prop) {
        child.dropped = true; // a property the chosen alternative does not have: none of its complaints apply
        continue;
      }
      // An error right on the property: keep it only if it comes from the chosen alternative's schema for it
      // (a shared definition, `$ref`, cannot tell whose: keep it). Errors deeper inside stay.
      if (prop.$ref) continue;
      const wanted = keyOf(prop);
      for (const e of child.errors) if (keyOf(e.parentSchema) !== wanted) removed.add(e);
    }
  }
  const droppedMemo = new Map<Place, boolean>();
  const isDropped = (place: Place | undefined): boolean => {
    if (!place) return false;
    let answer = droppedMemo.get(place);
    if (answer === undefined) {
      answer = place.dropped || isDropped(place.parent);
      droppedMemo.set(place, answer);
    }
    return answer;
  };
  return errors.filter((e) => !removed.has(e) && !isDropped(placeOfError.get(e)));
}

/** How many problems a list stands for, counting the places a capped list only tallies. */
export function problemCount(problems: readonly { omitted?: number }[]): number {
  return problems.reduce((n, p) => n + (p.omitted ?? 1), 0);
}

/** The last line of a capped list: no place of its own, just how many more places have problems. */
export function moreProblems(places: number): SchemaProblem {
  const where = places === 1 ? 'one more place' : `${places.toLocaleString('en-US')} more places`;
  return { pointer: '', message: `… and problems at ${where}, not listed (fix the ones above first; many may go with them)`, omitted: places };
}

/** A list of problems kept to `MAX_PROBLEMS`, the rest counted by place on one last line, as the schema's are. */
export function cappedProblems(problems: readonly SchemaProblem[]): SchemaProblem[] {
  if (problems.length <= MAX_PROBLEMS) return [...problems];
  const shown = problems.slice(0, MAX_PROBLEMS);
  const listed = new Set(shown.map((p) => p.pointer));
  const more = new Set(problems.slice(MAX_PROBLEMS).map((p) => p.pointer).filter((p) => !listed.has(p)));
  return more.size > 0 ? [...shown, moreProblems(more.size)] : shown;
}

/**
 * Errors of one document in groups that can each be explained alone (see `windowedErrors` in
 * validate.ts); `items` names, for an error inside an item of a long list, that item's place.
 */
export interface ErrorGroup {
  /** The errors, and for those inside an item of a long list, that item's place. */
  errors(): { errors: ErrorObject[]; items: Map<ErrorObject, string> };
  /** The items of long lists this group has errors in (empty when it has none). */
  places: ReadonlySet<string>;
}

/**
 * The problems of a document, at most `MAX_PROBLEMS` of them and then one line saying how many more
 * places have problems. Groups are explained in order until the list is full; later groups are only
 * counted (the places of their items), which keeps a file with thousands of bad items fast.
 */
export function problemsFromGroups(groups: Iterable<ErrorGroup>): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const seen = new Set<string>();
  const listed = new Set<string>();
  const more = new Set<string>();
  let first: ErrorGroup | undefined;
  for (const group of groups) {
    first ??= group;
    if (out.length >= MAX_PROBLEMS) {
      for (const place of group.places) if (!listed.has(place)) more.add(place);
      continue;
    }
    const { errors, items } = group.errors();
    for (const e of pruneAlternatives(errors)) {
      const problem = message(e);
      if (!problem) continue;
      const key = `${problem.pointer}\u0000${problem.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const place = items.get(e) ?? problem.pointer;
      if (out.length < MAX_PROBLEMS) {
        out.push(problem);
        listed.add(place);
      } else if (!listed.has(place)) more.add(place);
    }
  }
  if (out.length === 0 && first) out.push({ pointer: first.errors().errors[0]?.instancePath ?? '', message: 'does not match the format' });
  if (more.size > 0) out.push(moreProblems(more.size));
  return out;
}

export function problemsFromAjv(errors: readonly ErrorObject[] | null | undefined): SchemaProblem[] {
  if (!errors || errors.length === 0) return [];
  const all = [...errors];
  return problemsFromGroups([{ errors: () => ({ errors: all, items: new Map() }), places: new Set() }]);
}
