/**
 * The keys that name things across documents, spelt once. A placement is named by its side and its unit
 * (a unit stands in one place on a map, a counter in one stack), so the side's id and the unit's id,
 * joined by a character no id can hold, key every map of placements: the editor's selection, the
 * playtest's unit states, a campaign's carried losses, the checks' problems, the labels of a drawn map.
 * `parsePlacementKey` is the one way back.
 */

/** A placement as the key names it: its side's id and its unit's (or counter's) id. */
export interface PlacementKey {
  side: string;
  unit: string;
}

/** Ids are letters, digits and `_.:-` (schemas/scenario.schema.json `$defs/id`): a NUL joins two without doubt. */
const JOIN = '\u0000';

/** The key of a placement: side and unit joined, one string for a `Map` or a `Set`. */
export const placementKey = (p: PlacementKey): string => `${p.side}${JOIN}${p.unit}`;

/** The side and unit a placement key names; undefined for a string that is no placement key. */
export function parsePlacementKey(key: string): PlacementKey | undefined {
  const at = key.indexOf(JOIN);
  if (at <= 0 || at === key.length - 1 || key.indexOf(JOIN, at + 1) >= 0) return undefined;
  return { side: key.slice(0, at), unit: key.slice(at + 1) };
}
