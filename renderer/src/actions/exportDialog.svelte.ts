import { DialogState } from './dialogState.svelte';

/** File ▸ Export…: the open scenario as a VASSAL module, a Tiled map or a scenario package. */
export const exportDialog = new DialogState();
