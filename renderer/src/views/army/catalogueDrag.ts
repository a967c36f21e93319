/**
 * A catalogue entry being dragged onto an order-of-battle tree. The drag's data only names it (a drop
 * from another window has nothing to take); the entry itself is held here while the drag lasts.
 */
import type { CatalogueEntry } from '../../../../core/oob';

export const CATALOGUE_DRAG_TYPE = 'application/x-muster-catalogue';

export const catalogueDrag: { entry: CatalogueEntry | null } = { entry: null };
