import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { isAbsolute } from 'node:path';
import type { Dispatch } from '../services/api/dispatch';
import type { FileGrants } from '../services/grants';
import { isTrustedSender, type TrustedPages } from '../services/ipcSecurity';

/** The IPC transport of the API: one channel, the sender checked on every message, the dispatcher validating the payload. */
export function serveApiOverIpc(dispatch: Dispatch, trusted: TrustedPages): void {
  ipcMain.handle('muster:api', async (event: IpcMainInvokeEvent, method: unknown, params: unknown) => {
    if (!isTrustedSender(event.senderFrame?.url, trusted)) {
      return { ok: false, error: { code: 'forbidden', message: 'This page may not call the Muster API.' } };
    }
    if (typeof method !== 'string') {
      return { ok: false, error: { code: 'invalid-params', message: 'The API method name must be a string.' } };
    }
    return dispatch(method, params);
  });
}

/**
 * Files dropped on the window. The preload sends the path Electron gives for a dropped file (a page
 * cannot make one up: a File built by a script has no path), and dropping it is the user pointing at it.
 */
export function serveDropsOverIpc(grants: FileGrants, trusted: TrustedPages): void {
  ipcMain.handle('muster:dropped', (event: IpcMainInvokeEvent, path: unknown) => {
    if (!isTrustedSender(event.senderFrame?.url, trusted)) return null;
    if (typeof path !== 'string' || !isAbsolute(path)) return null;
    return grants.grant(path, 'drop');
  });
}
