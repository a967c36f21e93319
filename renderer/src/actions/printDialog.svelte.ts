import { DialogState } from './dialogState.svelte';

/** File ▸ Print…: the print preview. */
export const printDialog = new DialogState();
