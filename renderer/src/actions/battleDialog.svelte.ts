import { DialogState } from './dialogState.svelte';

/** File ▸ New Scenario from a Battle…: a battle of the public records, searched and shown before a scenario is made of it. */
export const battleDialog = new DialogState();
