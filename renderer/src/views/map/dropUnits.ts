/**
 * Units dragged from the order of battle (OobPalette.svelte puts them on the drag as
 * `application/x-muster-units`) and dropped on the tabletop board: where each one stands.
 */
import type { Point } from '../../../../core/map/geometry';
import type { Formation, TabletopPlacement } from '../../../../core/scenario/types.generated';

/** What the palette puts on the drag for each unit: its frontage in its formation, to line the units up. */
export interface DraggedUnit {
  side: string;
  unit: string;
  frontIn: number;
  formation: Formation;
}

export const UNITS_DRAG_TYPE = 'application/x-muster-units';

/**
 * The placements of the units a drop carries, side by side in battle line along the front, left to right
 * from the drop point, half an inch apart; undefined when the drop carries no units.
 */
export function droppedUnits(e: DragEvent, at: Point): TabletopPlacement[] | undefined {
  const data = e.dataTransfer?.getData(UNITS_DRAG_TYPE);
  return data ? placementsAlongFront(JSON.parse(data) as DraggedUnit[], at) : undefined;
}

export function placementsAlongFront(items: readonly DraggedUnit[], at: Point): TabletopPlacement[] {
  let x = at.x;
  return items.map((item) => {
    const placement: TabletopPlacement = { side: item.side, unit: item.unit, at: { x: x + item.frontIn / 2, y: at.y }, facingDeg: 0, formation: item.formation };
    x += item.frontIn + 0.5;
    return placement;
  });
}
