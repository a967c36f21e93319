import type { Contour, TerrainFeature } from '../../../core/model/scenario.generated';
import { DialogState } from './dialogState.svelte';

/** What an import would add, drawn faded on the map's board until it is applied or dropped. */
export interface GroundPreview {
  contours: readonly Contour[];
  features: readonly TerrainFeature[];
}

/**
 * Map ▸ Import Elevation… and Map ▸ Import Features…: one dialog, which of the two it is, and the result
 * previewed on the board (the scenario editor shows its map while there is one).
 */
class GroundDialogState extends DialogState {
  mode = $state<'elevation' | 'features'>('elevation');
  preview = $state.raw<GroundPreview | null>(null);

  showFor(mode: 'elevation' | 'features', returnTo: Element | null): void {
    this.mode = mode;
    this.preview = null;
    this.show(returnTo);
  }

  override close(): void {
    this.preview = null;
    super.close();
  }

  override closed(): void {
    this.preview = null;
    super.closed();
  }
}

export const groundDialog = new GroundDialogState();
