/** The counters a hex scenario has on its map, by the map editor's placement key. */
import { placementKey } from '../../map/commands';
import type { Counter } from '../../model/scenario.generated';
import type { HexScenario, PlacedCounter } from './types';

const placed = new WeakMap<object, PlacedCounter[]>();

/** Every placement of the map whose counter the scenario's sides hold, in the map's order. */
export function placedCounters(doc: HexScenario): PlacedCounter[] {
  if (doc.map.kind !== 'hex') return [];
  const known = placed.get(doc);
  if (known) return known;
  const bySide = new Map(doc.sides.map((s) => [s.id, new Map((s.forces.counters ?? []).map((c) => [c.id, c]))]));
  const out: PlacedCounter[] = [];
  for (const p of doc.map.units ?? []) {
    const counter = bySide.get(p.side)?.get(p.unit);
    if (counter) out.push({ key: placementKey(p), side: p.side, unit: p.unit, hex: p.hex, hexes: [p.hex, ...(p.alsoIn ?? [])], counter, placement: p });
  }
  placed.set(doc, out);
  return out;
}

export function counterByKey(doc: HexScenario, key: string): PlacedCounter | undefined {
  return placedCounters(doc).find((c) => c.key === key);
}

/** The side's counters, by id. */
export function sideCounters(doc: HexScenario, side: string): ReadonlyMap<string, Counter> {
  return new Map((doc.sides.find((s) => s.id === side)?.forces.counters ?? []).map((c) => [c.id, c]));
}
