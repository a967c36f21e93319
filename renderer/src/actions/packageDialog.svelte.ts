import { DialogState } from './dialogState.svelte';

/**
 * A scenario package opened (File ▸ Open…, a drop, Open Recent, a double-click): its contents, and the
 * import into the library. `path` is the package the dialog shows; it has been granted by whatever opened it.
 */
class PackageDialogState extends DialogState {
  path = $state<string | null>(null);

  showPackage(path: string, returnTo: Element | null): void {
    this.path = path;
    this.show(returnTo);
  }
}

export const packageDialog = new PackageDialogState();
