/**
 * Reference-only items (a modern road, a reservoir, traced from today's data): the editor draws them
 * faded, but neither the rules nor the printed map know them until the designer accepts them. Everything
 * that plays or prints the map reads it through `playedMap`.
 */
import type { TabletopMap } from '../model/scenario.generated';

/** The map as the rules and the print take it: without reference-only features and contours (the same object when it has none). */
export function playedMap(map: TabletopMap): TabletopMap {
  const hasReference = map.features.some((f) => f.referenceOnly) || (map.contours ?? []).some((c) => c.referenceOnly);
  if (!hasReference) return map;
  return { ...map, features: map.features.filter((f) => !f.referenceOnly), ...(map.contours ? { contours: map.contours.filter((c) => !c.referenceOnly) } : {}) };
}

/** How faded the editor draws a reference-only feature or contour. */
export const REFERENCE_ONLY_OPACITY = 0.35;
