/**
 * Where the pointer lands on a tabletop once snapping has had its say: the vertices and edges of the
 * features near it (within 8 screen pixels), else a grid that halves as the view zooms in (never finer
 * than a quarter inch). `ignore` is the feature being reshaped, which must not snap to itself.
 */
import { boxOf, expandBox, type Point } from '../../../../../core/map/geometry';
import { snap } from '../../../../../core/map/snapping';
import type { TabletopMap } from '../../../../../core/model/scenario.generated';

export function snapOnBoard(map: TabletopMap, world: Point, ppi: number, ignore?: string): Point {
  const reach = 8 / ppi;
  const near = map.features.filter((f) => {
    const b = expandBox(boxOf(f.points), reach);
    return f.id !== ignore && world.x >= b.minX && world.x <= b.maxX && world.y >= b.minY && world.y <= b.maxY;
  });
  const vertices = near.flatMap((f) => f.points);
  const edges = near.flatMap((f) => f.points.slice(0, f.shape === 'polygon' ? undefined : -1).map((p, i) => [p, f.points[(i + 1) % f.points.length]!] as const));
  const grid = Math.max(0.25, 2 ** Math.round(Math.log2(40 / ppi)) / 4);
  return snap(world, { vertices, edges, gridIn: grid }, { toleranceIn: reach }).point;
}
