/**
 * The desktop shell: one hardened window around the same renderer and API that web mode serves.
 * With ipc.ts, menu.ts and preload.ts, this is the only code that imports 'electron'.
 */
import { app, BrowserWindow, dialog, protocol, screen, session, shell } from 'electron';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startBackend } from '../backend';
import { APP_SCHEME, APP_URL, resolveAppRequest } from '../services/appProtocol';
import type { Dialogs } from '../services/dialogs';
import type { DesktopPrinter } from '../services/print/pdf';
import type { OpenDrawingPage } from '../services/render/pictures';
import { checkedExternalLink } from '../services/externalLinks';
import { CONTENT_SECURITY_POLICY } from '../services/security';
import { isAllowedNavigation, rendererUrlFor, type TrustedPages } from '../services/ipcSecurity';
import { documentsInArgv, OpenRequests } from '../services/openRequests';
import { loadWindowState, saveWindowState } from '../services/windowState';
import { serveApiOverIpc, serveDropsOverIpc } from './ipc';
import { installMenu } from './menu';

const rendererDir = join(__dirname, '../renderer');
// The development server's address is for `npm run dev` only: a packaged app started with this variable set
// (by another program, or a shortcut someone edited) must not load its window from wherever it points.
const devServerUrl = rendererUrlFor({ packaged: app.isPackaged, env: process.env });
const trusted: TrustedPages = devServerUrl ? { devServerUrl } : {};

// app:// behaves like https for the page (a secure, standard origin with fetch), so nothing needs file://.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

/** Serves the renderer folder on app://muster/ with the app's security policy; nothing outside it. */
/**
 * The session the print and drawing windows use, apart from the app's: it keeps nothing on disk and every
 * request but the page's own data: document is cancelled, so a printed sheet reaches no network.
 */
let inert: Electron.Session | undefined;
function inertSession(): Electron.Session {
  if (inert) return inert;
  inert = session.fromPartition('muster-inert-print');
  inert.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !/^(data|about):/.test(details.url) }));
  return inert;
}

function serveAppProtocol(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const found = resolveAppRequest(request.url, rendererDir);
    if (found.status !== 200) return new Response(found.message, { status: found.status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return new Response(await readFile(found.file), {
      headers: { 'content-type': found.type, 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-content-type-options': 'nosniff' },
    });
  });
}

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

  // Links never open inside the app: links to the allowed hosts go to the user's browser, everything else is refused.
  window.webContents.setWindowOpenHandler(({ url }) => {
    const checked = checkedExternalLink(url);
    if (checked !== undefined) void shell.openExternal(checked);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url, trusted)) event.preventDefault();
  });
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());

  if (devServerUrl) void window.loadURL(devServerUrl);
  else void window.loadURL(APP_URL);
  return window;
}

app.enableSandbox();

// One Muster at a time: a second launch (a double-click on another document) hands its command line to
// this one and quits.
if (!app.requestSingleInstanceLock()) app.quit();

// Documents the system asks to open. macOS sends `open-file` even before the app is ready, so the
// listener is in place first; the paths are granted on arrival and wait for the window.
let openRequests: OpenRequests | null = null;
const early: string[] = [];
const requestOpen = (path: string) => (openRequests ? openRequests.request(path) : early.push(path));
app.on('open-file', (event, path) => {
  event.preventDefault();
  requestOpen(path);
});
app.on('second-instance', (_event, argv, cwd) => {
  for (const path of documentsInArgv(argv, { packaged: app.isPackaged, cwd })) requestOpen(path);
  const window = BrowserWindow.getAllWindows()[0];
  if (window) {
    if (window.isMinimized()) window.restore();
    window.focus();
  }
});

void app.whenReady().then(() => {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  // The editor needs no browser permission (camera, notifications, clipboard reading…): refuse every request,
  // and answer every check (which pages make without asking the user) with no as well.
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  serveAppProtocol();

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
  // Printing in the desktop app: the sheet's HTML laid out by Electron's own Chromium in a hidden window
  // that runs no script, printed with the page size its CSS asks for, then opened in the system viewer.
  const printer: DesktopPrinter = {
    htmlToPdf: async (html) => {
      const win = new BrowserWindow({ show: false, webPreferences: { sandbox: true, javascript: false, contextIsolation: true, nodeIntegration: false, session: inertSession() } });
      try {
        await win.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`);
        return await win.webContents.printToPDF({ preferCSSPageSize: true, printBackground: true });
      } finally {
        win.destroy();
      }
    },
    open: async (path) => {
      const problem = await shell.openPath(path);
      if (problem) console.error(`Could not open ${path}: ${problem}`);
    },
  };
  // A VASSAL module's pictures, drawn by Electron's own Chromium through its DevTools protocol
  // (electron/services/render/pictures.ts): a hidden window locked down like the print window, running
  // no script of its own, rendered offscreen so its screenshots do not wait on a window nobody sees.
  const openDrawingPage: OpenDrawingPage = async () => {
    const win = new BrowserWindow({ show: false, webPreferences: { offscreen: true, sandbox: true, javascript: false, contextIsolation: true, nodeIntegration: false, session: inertSession() } });
    try {
      // Commands sent before the first navigation may wait for one, so the page is loaded first.
      await win.loadURL('about:blank');
      win.webContents.debugger.attach('1.3');
    } catch (error) {
      win.destroy();
      throw error;
    }
    return { session: { send: (method, params) => win.webContents.debugger.sendCommand(method, params) }, close: async () => win.destroy() };
  };
  const dataDir = app.getPath('userData');
  const backend = startBackend({
    dataDir,
    mode: 'desktop',
    documentsDir: join(app.getPath('documents'), 'Muster'),
    // Packed with the app (electron-builder.json's files), readable without picking them.
    examplesDir: join(app.getAppPath(), 'scenarios'),
    dialogs,
    printer,
    openDrawingPage,
    log: (m) => console.error(m),
  });
  serveApiOverIpc(backend.dispatch, trusted);
  serveDropsOverIpc(backend.grants, trusted);

  openRequests = new OpenRequests(backend.grants);
  for (const path of [...early, ...documentsInArgv(process.argv, { packaged: app.isPackaged })]) openRequests.request(path);

  const window = createWindow();
  // The window opens the documents the system handed over once its page is loaded, as File ▸ Open would.
  window.webContents.once('did-finish-load', () => openRequests?.ready((path) => window.webContents.send('muster:menu', { openPath: path })));
  // Open Recent is rebuilt whenever the window gains focus, so it reflects the files just opened or saved.
  const refreshMenu = async () => {
    const recent = await backend.recent.list();
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
