/**
 * A modal dialog (Help ▸ Keyboard Shortcuts, File ▸ Print…, the shell's questions): whether it is open, and
 * where the focus goes back when it has closed. Every modal is shown by components/Modal.svelte over one of
 * these, so each opens, closes on Escape and gives the focus back the same way.
 */
export class DialogState {
  open = $state(false);
  private returnTo: Element | null = null;

  show(returnTo: Element | null): void {
    this.returnTo = returnTo;
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  /**
   * The dialog element has closed: the focus goes back to what had it before (the dialog would give it to
   * the menu item that opened it, which is gone). Modal.svelte calls this in the same step that hides the
   * dialog, so nothing can see the dialog gone with the focus nowhere; the element's `close` event calls
   * it again, which does nothing then.
   */
  closed(): void {
    this.open = false;
    const target = this.returnTo;
    this.returnTo = null;
    if (target !== null && typeof HTMLElement !== 'undefined' && target instanceof HTMLElement && target.isConnected) target.focus();
  }
}
