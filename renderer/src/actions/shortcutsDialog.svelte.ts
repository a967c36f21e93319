import { DialogState } from './dialogState.svelte';

/** Help ▸ Keyboard Shortcuts. */
export const shortcutsDialog = new DialogState();
