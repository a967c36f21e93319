/**
 * A modal dialog the action registry opens (Help ▸ Keyboard Shortcuts, File ▸ Print…): whether it is
 * open, and where the focus goes back when it has closed.
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

  /** After the dialog element has closed: it would give the focus to the menu item that opened it, which is gone. */
  closed(): void {
    this.open = false;
    const target = this.returnTo;
    this.returnTo = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }
}
