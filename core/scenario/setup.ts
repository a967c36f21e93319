/**
 * Where a tabletop scenario's placed units stand against the set-up areas of their side: a unit shown
 * outside every area its side may set up in contradicts the scenario's own placement rules.
 */
import type { MapPoint, MusterMap } from '../model/scenario.generated';

export interface MisplacedUnit {
  unit: string;
  side: string;
  at: MapPoint;
  /** Labels (or ids) of the side's set-up areas, none of which holds the unit. */
  areas: string[];
}

/** Even-odd ray casting; a point on an edge counts as inside. */
export function pointInPolygon(p: MapPoint, polygon: readonly MapPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    const within = Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y);
    if (cross === 0 && within) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Placed units of a side that has drawn set-up areas, standing outside all of them. */
export function unitsOutsideSetupAreas(map: MusterMap): MisplacedUnit[] {
  if (map.kind !== 'tabletop') return [];
  const out: MisplacedUnit[] = [];
  for (const placed of map.units ?? []) {
    const areas = (map.setupAreas ?? []).filter((a) => a.side === placed.side && a.area && a.area.length >= 3);
    if (areas.length === 0) continue;
    if (areas.some((a) => pointInPolygon(placed.at, a.area!))) continue;
    out.push({ unit: placed.unit, side: placed.side, at: placed.at, areas: areas.map((a) => a.label ?? a.id) });
  }
  return out;
}
