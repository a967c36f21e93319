/**
 * The desktop shell: one hardened window around the same renderer and API that web mode serves.
 * With ipc.ts, menu.ts and preload.ts, this is the only code that imports 'electron'.
 */
import { app, BrowserWindow, dialog, screen, session, shell } from 'electron';
import { join } from 'node:path';
import { startBackend } from '../backend';
import type { Dialogs } from '../services/dialogs';
import { CONTENT_SECURITY_POLICY } from '../services/security';
import { isAllowedNavigation } from '../services/ipcSecurity';
import { loadWindowState, saveWindowState } from '../services/windowState';
import { serveApiOverIpc } from './ipc';
import { installMenu } from './menu';

const rendererFile = join(__dirname, '../renderer/index.html');
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const trusted = { rendererFile, ...(devServerUrl ? { devServerUrl } : {}) };

function createWindow(): BrowserWindow {
  const stateFile = join(app.getPath('userData'), 'window-state.json');
  const state = loadWindowState(stateFile, screen.getAllDisplays().map((d) => d.workArea));
  const window = new BrowserWindow({
    ...state,
    minWidth: 640,
    minHeight: 480,
    show: false,
    title: 'Muster',
    webPreferences: {
      preload: join(__dirname, '../preload/preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: true,
    },
  });
  if (state.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());

  const remember = () => {
    if (window.isDestroyed()) return;
    saveWindowState(stateFile, { ...window.getNormalBounds(), maximized: window.isMaximized() });
  };
  window.on('close', remember);

  // Links never open inside the app: web links go to the user's browser, everything else is refused.
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url, trusted)) event.preventDefault();
  });
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());

  if (devServerUrl) void window.loadURL(devServerUrl);
  else void window.loadFile(rendererFile);
  return window;
}

app.enableSandbox();

void app.whenReady().then(() => {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));

  const parent = () => BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  const dialogs: Dialogs = {
    openPath: async ({ title, filters }) => {
      const options = { properties: ['openFile' as const], ...(title ? { title } : {}), ...(filters ? { filters } : {}) };
      const owner = parent();
      const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    savePath: async ({ title, defaultPath, filters }) => {
      const options = { ...(title ? { title } : {}), ...(defaultPath ? { defaultPath } : {}), ...(filters ? { filters } : {}) };
      const owner = parent();
      const result = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
      return result.canceled ? null : (result.filePath ?? null);
    },
  };
  const dataDir = app.getPath('userData');
  const backend = startBackend({
    dataDir,
    mode: 'desktop',
    documentsDir: join(app.getPath('documents'), 'Muster'),
    examplesDir: join(app.getAppPath(), 'scenarios'),
    dialogs,
    log: (m) => console.error(m),
  });
  serveApiOverIpc(backend.dispatch, trusted);

  const window = createWindow();
  // Open Recent is rebuilt whenever the window gains focus, so it reflects the files just opened or saved.
  const refreshMenu = async () => {
    const recent = (await backend.recent.list()).map((f) => f.path);
    installMenu(() => BrowserWindow.getFocusedWindow() ?? window, () => recent);
  };
  void refreshMenu();
  app.on('browser-window-focus', () => void refreshMenu());

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('will-quit', () => backend.close());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
