/**
 * What on the map stands for a part of an order of battle: the placements of a formation's units and
 * leaders (or of one unit or leader), so that deleting it from the order of battle can offer to take
 * them off the table too. A placement names its unit by id or by name, so both are matched.
 */
import type { TabletopMap } from '../model/scenario.generated';
import type { PlacementKey } from './commands/units';

/** The ids and names of the item with `id` in `tree` and of everything inside it; empty when it is not there. */
function namesUnder(tree: unknown, id: string): Set<string> {
  const found = (function find(node: unknown): unknown {
    if (Array.isArray(node)) {
      for (const child of node) {
        const hit = find(child);
        if (hit) return hit;
      }
      return undefined;
    }
    if (typeof node !== 'object' || node === null) return undefined;
    if ((node as { id?: unknown }).id === id) return node;
    for (const value of Object.values(node)) {
      const hit = find(value);
      if (hit) return hit;
    }
    return undefined;
  })(tree);
  const names = new Set<string>();
  (function collect(node: unknown): void {
    if (Array.isArray(node)) return node.forEach(collect);
    if (typeof node !== 'object' || node === null) return;
    const { id: itemId, name } = node as { id?: unknown; name?: unknown };
    if (typeof itemId === 'string') {
      names.add(itemId);
      if (typeof name === 'string') names.add(name);
    }
    Object.values(node).forEach(collect);
  })(found);
  return names;
}

/** The side's placements on the map of the order-of-battle item `id` and everything under it. */
export function placementsOf(map: TabletopMap | undefined, side: string, orderOfBattle: unknown, id: string): PlacementKey[] {
  const names = namesUnder(orderOfBattle, id);
  if (!map || names.size === 0) return [];
  return (map.units ?? []).filter((u) => u.side === side && names.has(u.unit)).map((u) => ({ side: u.side, unit: u.unit }));
}
