/** Whether a terrain kind is one a map can hold: a built-in kind, or a `custom-` kind the map declares. */
import { TERRAIN_KIND_TABLE } from '../rules/terrainKinds';
import type { TabletopMap } from '../model/scenario.generated';

export function isKnownKind(kind: string, map: TabletopMap): boolean {
  return kind in TERRAIN_KIND_TABLE || (map.terrainKinds ?? []).some((k) => k.id === kind);
}
