/**
 * The sandboxed preload. It may import nothing but 'electron' and is emitted as one CommonJS file
 * (electron.vite.config.ts), because a sandboxed renderer cannot load modules. It exposes exactly two
 * functions: one API channel and the menu's action events.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';

contextBridge.exposeInMainWorld('musterIpc', {
  invoke: (method: string, params: unknown): Promise<unknown> => ipcRenderer.invoke('muster:api', method, params),
  // The message is a MenuMessage (core/app/menu.ts); the renderer checks it, as it checks anything from outside.
  onMenuAction: (listener: (message: unknown) => void): (() => void) => {
    const wrapped = (_event: IpcRendererEvent, message: unknown) => listener(message);
    ipcRenderer.on('muster:menu', wrapped);
    return () => ipcRenderer.removeListener('muster:menu', wrapped);
  },
});
