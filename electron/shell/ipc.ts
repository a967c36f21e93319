import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import type { Dispatch } from '../services/api/dispatch';
import { isTrustedSender } from '../services/ipcSecurity';

/** The IPC transport of the API: one channel, the sender checked on every message, the dispatcher validating the payload. */
export function serveApiOverIpc(dispatch: Dispatch, trusted: { rendererFile: string; devServerUrl?: string }): void {
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
