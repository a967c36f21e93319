/** File ▸ Print…: whether the print preview is open, and where the focus goes back when it closes. */
class PrintDialogState {
  open = $state(false);
  private returnTo: Element | null = null;

  show(returnTo: Element | null): void {
    this.returnTo = returnTo;
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  closed(): void {
    this.open = false;
    const target = this.returnTo;
    this.returnTo = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }
}

export const printDialog = new PrintDialogState();
