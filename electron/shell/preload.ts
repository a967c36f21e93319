/**
 * The sandboxed preload. It may import nothing but 'electron' and is emitted as one CommonJS file
 * (electron.vite.config.ts), because a sandboxed renderer cannot load modules. It exposes exactly three
 * functions: one API channel, the menu's action events, and files dropped on the window. None takes a
 * path: the API refuses paths the user did not point at, and a dropped file's path comes from Electron,
 * not from the page (a File a script makes itself has none).
 */
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';

contextBridge.exposeInMainWorld('musterIpc', {
  invoke: (method: string, params: unknown): Promise<unknown> => ipcRenderer.invoke('muster:api', method, params),
  // The message is a MenuMessage (core/app/menu.ts); the renderer checks it, as it checks anything from outside.
  onMenuAction: (listener: (message: unknown) => void): (() => void) => {
    const wrapped = (_event: IpcRendererEvent, message: unknown) => listener(message);
    ipcRenderer.on('muster:menu', wrapped);
    return () => ipcRenderer.removeListener('muster:menu', wrapped);
  },
  /** Grants a file the user dropped on the window and answers its path, or null for anything that is not a dropped file. */
  openDropped: async (file: File): Promise<string | null> => {
    let path = '';
    try {
      path = webUtils.getPathForFile(file);
    } catch {
      return null; // not a File at all
    }
    if (!path) return null;
    const granted: unknown = await ipcRenderer.invoke('muster:dropped', path);
    return typeof granted === 'string' ? granted : null;
  },
});
