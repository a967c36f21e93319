/**
 * A Muster item's fields as Tiled custom properties, and back. Tiled shows properties as a flat list of
 * typed values (string, int, float, bool), so a nested object becomes dotted names (`los.effect`,
 * `status.morale`) and a list, which Tiled 1.8 has no type for, is its JSON text in a string property.
 * Which fields are lists is the reader's to know (`LIST_FIELDS`): a label that happens to start with `[`
 * stays a label.
 */
import type { TiledProperty } from './types';

/** Every field of the map format that holds a list and travels as a property. */
export const LIST_FIELDS: ReadonlySet<string> = new Set(['hexes', 'alsoIn', 'stands', 'terrainKinds', 'area', 'points', 'sheets']);

type Plain = Record<string, unknown>;

export function toProperties(item: object, skip: readonly string[] = [], prefix = ''): TiledProperty[] {
  const out: TiledProperty[] = [];
  for (const [key, value] of Object.entries(item)) {
    if (value === undefined || skip.includes(key)) continue;
    const name = prefix + key;
    if (Array.isArray(value)) {
      // A list field this codec does not know would come back as text: a bug of Muster's, not the user's.
      if (!LIST_FIELDS.has(key)) throw new Error(`the Tiled properties have no way to hold the list '${name}'`);
      out.push({ name, type: 'string', value: JSON.stringify(value) });
    } else if (typeof value === 'object' && value !== null) {
      out.push(...toProperties(value, [], `${name}.`));
    } else if (typeof value === 'number') {
      out.push({ name, type: Number.isInteger(value) ? 'int' : 'float', value });
    } else if (typeof value === 'boolean') {
      out.push({ name, type: 'bool', value });
    } else {
      out.push({ name, type: 'string', value: String(value) });
    }
  }
  return out;
}

/** Why a property cannot be read: the caller names the place. */
export class PropertyProblem extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

/** The item the properties describe; `only` limits it to those names (and their dotted children). */
export function fromProperties(properties: readonly TiledProperty[] | undefined, only?: (name: string) => boolean): Plain {
  const item: Plain = {};
  (properties ?? []).forEach((p, index) => {
    if (only && !only(p.name)) return;
    const path = p.name.split('.');
    // A name that reaches into JavaScript's own objects would change every object, not this item.
    if (path.some((step) => step === '__proto__' || step === 'constructor' || step === 'prototype' || step === '')) {
      throw new PropertyProblem(index, `'${p.name}' is not a property Muster reads`);
    }
    const key = path[path.length - 1]!;
    let value: unknown = p.value;
    if (LIST_FIELDS.has(key) && typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        throw new PropertyProblem(index, `property '${p.name}' must be a list written as JSON (["0101","0102"]), not ${JSON.stringify(p.value)}`);
      }
      if (!Array.isArray(value)) throw new PropertyProblem(index, `property '${p.name}' must be a list written as JSON (["0101","0102"])`);
    }
    let at: Plain = item;
    for (const step of path.slice(0, -1)) {
      const next = Object.hasOwn(at, step) ? at[step] : undefined;
      if (next === undefined) at = at[step] = {};
      else if (typeof next === 'object' && next !== null && !Array.isArray(next)) at = next as Plain;
      else throw new PropertyProblem(index, `property '${p.name}' cannot sit inside '${step}', which is a value of its own`);
    }
    at[key] = value;
  });
  return item;
}
