import { DialogState } from './dialogState.svelte';

/** Map ▸ Import Elevation… and Map ▸ Import Features…: one dialog, which of the two it is. */
class GroundDialogState extends DialogState {
  mode = $state<'elevation' | 'features'>('elevation');

  showFor(mode: 'elevation' | 'features', returnTo: Element | null): void {
    this.mode = mode;
    this.show(returnTo);
  }
}

export const groundDialog = new GroundDialogState();
