import { DialogState } from './dialogState.svelte';

/** Scenario ▸ Balance…: the open scenario played many times by computer opponents (core/balance). */
export const balanceDialog = new DialogState();
