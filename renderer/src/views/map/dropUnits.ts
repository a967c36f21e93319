/**
 * Units dragged from the order of battle (OobPalette.svelte puts them on the drag as
 * `application/x-muster-units`) and dropped on the tabletop board: where each one stands.
 */
import { deployDrop, type DeployingUnit } from '../../../../core/map/deploy';
import type { Point } from '../../../../core/map/geometry';
import type { Board, TabletopMap, TabletopPlacement } from '../../../../core/model/scenario.generated';
import { placementKey } from '../../../../core/model/keys';

/** What the palette puts on the drag for each unit: its frontage in its formation, to line the units up. */
export type DraggedUnit = DeployingUnit;

export const UNITS_DRAG_TYPE = 'application/x-muster-units';

/**
 * The placements of the units a drop carries: in battle line centred on the drop point, facing the
 * board side of the set-up area or the enemy, inside the set-up area it was dropped in (core/map/deploy.ts), the leaders behind the line;
 * undefined when the drop carries no units.
 */
export function droppedUnits(e: DragEvent, at: Point, table: { board: Board; map: Pick<TabletopMap, 'units' | 'setupAreas'> }): TabletopPlacement[] | undefined {
  const data = e.dataTransfer?.getData(UNITS_DRAG_TYPE);
  if (!data) return undefined;
  const items = JSON.parse(data) as DraggedUnit[];
  if (items.length === 0) return undefined;
  // The units already on the table that this drop moves are not the enemy's nor in the way of its facing.
  const moving = new Set(items.map((i) => placementKey(i)));
  const others = { ...table.map, units: (table.map.units ?? []).filter((u) => !moving.has(placementKey(u))) };
  return deployDrop(items, at, { board: table.board, map: others });
}
