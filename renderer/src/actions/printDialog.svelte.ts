import type { SheetKind } from '../../../core/print';
import { DialogState } from './dialogState.svelte';

/** File ▸ Print…: the print preview; a view may open it on one sheet (the playtest on its battle report). */
class PrintDialogState extends DialogState {
  /** The sheet to show when the dialog opens, taken once. */
  sheet = $state<SheetKind | undefined>(undefined);

  showSheet(sheet: SheetKind, returnTo: Element | null): void {
    this.sheet = sheet;
    this.show(returnTo);
  }
}

export const printDialog = new PrintDialogState();
