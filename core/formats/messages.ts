/**
 * Schema errors in a designer's words. ajv reports `must NOT have additional properties`; a designer
 * needs "unknown property 'qualty' (did you mean 'quality'?)" at the place it happened.
 * Works on ajv's error objects from both the runtime and the precompiled (standalone) validators;
 * both run with `verbose: true` so each error carries the schema it broke.
 */
import type { ErrorObject } from 'ajv';
import { pointerFromTokens, pointerTokens } from './parse';

export interface SchemaProblem {
  /** JSON pointer of the value at fault ('' is the whole document). */
  pointer: string;
  message: string;
  /** Where to show it in the text, when that differs from `pointer` (an unknown property's key). */
  locate?: { pointer: string; key: boolean };
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

/** The closest candidate, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
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
  const json = JSON.stringify(value);
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
      return at(`needs at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}`);
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

export const MAX_PROBLEMS = 200;

type Schema = { properties?: Record<string, unknown>; $ref?: string; const?: unknown };
const depth = (pointer: string): number => (pointer === '' ? 0 : pointer.split('/').length - 1);
const asSchema = (v: unknown): Schema | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Schema) : undefined);

/**
 * When a value matches none of several alternatives (`oneOf`: an order-of-battle node may be a
 * formation or one of four kinds of unit), ajv reports why *every* alternative failed. A designer
 * meant one of them: the one whose fixed fields (`arm: "infantry"`) the value has, and among those the
 * one with the fewest complaints. Keep that alternative's errors and drop the rest.
 */
export function pruneAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  let list = errors.slice();
  // A word that is either one of a list or an id of a given form (a built-in terrain kind or a map's own
  // `custom-…` kind): "did you mean" from the list says more than "not in the expected form".
  for (const alt of errors.filter((e) => e.keyword === 'anyOf' && typeof e.data === 'string')) {
    const here = (e: ErrorObject): boolean => e.instancePath === alt.instancePath;
    if (list.some((e) => here(e) && e.keyword === 'enum')) list = list.filter((e) => !(here(e) && e.keyword === 'pattern'));
  }
  const alternatives = list
    .filter((e) => (e.keyword === 'oneOf' || e.keyword === 'anyOf') && asSchema(e.data) !== undefined)
    .sort((a, b) => depth(b.instancePath) - depth(a.instancePath));
  const done = new Set<string>();
  for (const alt of alternatives) {
    // Nested alternatives on one value (node → unit → infantry | cavalry …) are judged once, by the innermost.
    if (!list.includes(alt) || done.has(alt.instancePath)) continue;
    done.add(alt.instancePath);
    const at = alt.instancePath;
    const data = alt.data as Record<string, unknown>;
    const below = (e: ErrorObject): boolean => e !== alt && e.instancePath.startsWith(`${at}/`);
    const direct = list.filter((e) => e !== alt && e.instancePath === at && asSchema(e.parentSchema)?.properties !== undefined);
    const groups = new Map<string, { schema: Schema; errors: ErrorObject[] }>();
    for (const e of direct) {
      const key = JSON.stringify(e.parentSchema);
      const group = groups.get(key) ?? { schema: e.parentSchema as Schema, errors: [] };
      group.errors.push(e);
      groups.set(key, group);
    }
    // Alternatives nested on the same value each replace one branch of the one around them.
    const here = alternatives.filter((a) => a.instancePath === at);
    const branches = here.every((a) => Array.isArray(a.schema))
      ? here.reduce((n, a) => n + (a.schema as unknown[]).length, 0) - (here.length - 1)
      : groups.size;
    const constMismatch = (e: ErrorObject): boolean => e.keyword === 'const' && depth(e.instancePath) === depth(at) + 1 && below(e);
    if (groups.size < branches) {
      // Some alternative failed only below this value: its complaints are the ones that matter.
      list = list.filter((e) => !direct.includes(e) && !constMismatch(e));
      continue;
    }
    if (groups.size < 2) continue;
    const violates = (schema: Schema): boolean =>
      Object.entries(schema.properties ?? {}).some(([k, s]) => {
        const c = asSchema(s);
        return c !== undefined && 'const' in c && k in data && data[k] !== c.const;
      });
    const chosen = [...groups.values()].sort((a, b) => (violates(a.schema) ? 1e6 : 0) + a.errors.length - ((violates(b.schema) ? 1e6 : 0) + b.errors.length))[0]!;
    const props = chosen.schema.properties ?? {};
    list = list.filter((e) => {
      if (direct.includes(e)) return chosen.errors.includes(e);
      if (!below(e)) return true;
      if (constMismatch(e)) return false;
      const rest = e.instancePath.slice(at.length + 1).split('/');
      const prop = asSchema(props[rest[0] ?? '']);
      if (!prop) return false;
      // An error right on the property: keep it only if it comes from the chosen alternative's schema for it.
      if (rest.length === 1 && prop.$ref) return true; // a shared definition: cannot tell whose, keep it
      if (rest.length === 1) return JSON.stringify(e.parentSchema) === JSON.stringify(prop);
      return true;
    });
  }
  return list;
}

export function problemsFromAjv(errors: readonly ErrorObject[] | null | undefined): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const e of pruneAlternatives(errors ?? [])) {
    const problem = message(e);
    if (!problem) continue;
    const key = `${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(problem);
    if (out.length >= MAX_PROBLEMS) break;
  }
  if (out.length === 0 && errors && errors.length > 0) out.push({ pointer: errors[0]!.instancePath, message: 'does not match the format' });
  return out;
}
