/**
 * The application menu's layout, shared by the desktop shell (native menu) and web mode (the page's menu
 * bar). An item names a global action by its typed id; its label and shortcut come from the action
 * (core/app/actions.ts), never from here. Items with a bare `role` are Electron's own (zoom, full screen,
 * quit…): the desktop app shows them and web mode, which cannot perform them, leaves them out.
 */
import { action, isActionId, keyMatches, keysOn, type KeyPress, type GlobalActionId, type NativeRole } from './actions';
import { recentFileLabels, type RecentFileLike } from './recent';

type ElectronRole = 'quit' | 'about' | 'hide' | 'resetZoom' | 'zoomIn' | 'zoomOut' | 'togglefullscreen' | 'toggleDevTools';

type MenuLayoutEntry = { action: GlobalActionId } | { role: ElectronRole } | { label: string; recent: true } | { separator: true };

/** A menu entry as the native menu and the web menu bar build it. */
export type MenuEntry =
  | { action: GlobalActionId; label: string; accelerator?: string; role?: NativeRole }
  | { role: ElectronRole }
  | { label: string; recent: true }
  | { separator: true };

export interface MenuSection {
  label: string;
  submenu: MenuEntry[];
}

/** What a native menu click sends to the renderer: an action, or a recent file to open. */
/**
 * What the desktop shell tells the window: run a menu action, open a recent file, or open a document the
 * operating system handed to Muster (a double-click, a path on the command line), already granted.
 */
export type MenuMessage = { action: GlobalActionId } | { openRecent: string } | { openPath: string };

/** Checks a message that crossed the process boundary before the renderer acts on it. */
export function isMenuMessage(message: unknown): message is MenuMessage {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as { action?: unknown; openRecent?: unknown; openPath?: unknown };
  if ('action' in m) return isActionId(m.action) && action(m.action).scope === 'global';
  if ('openPath' in m) return typeof m.openPath === 'string';
  return typeof m.openRecent === 'string';
}

/**
 * File ▸ Open Recent's items, the first `limit` of the list: each with its label (core/app/recent.ts) and
 * the message that opens it. The native menu and web mode's menu bar both make theirs here.
 */
export function recentMenuItems(files: readonly RecentFileLike[], limit = files.length): Array<{ label: string; path: string; message: MenuMessage }> {
  const shown = files.slice(0, limit);
  const labels = recentFileLabels(shown);
  return shown.map((file, i) => ({ label: labels[i]!, path: file.path, message: { openRecent: file.path } }));
}

/**
 * A label as the native menu must be given it: Electron reads `&` as the mark of the next letter's
 * mnemonic on Windows and Linux, so "Blue & Grey" would show as "Blue  Grey" with the G underlined;
 * `&&` shows one ampersand.
 */
export const nativeMenuLabel = (label: string): string => label.replace(/&/g, '&&');

function layout(mac: boolean): Array<{ label: string; submenu: MenuLayoutEntry[] }> {
  const sections: Array<{ label: string; submenu: MenuLayoutEntry[] }> = [
    {
      label: 'File',
      submenu: [
        { action: 'file.newScenario' },
        { action: 'file.newScenarioFromBattle' },
        { action: 'file.newArmy' },
        { action: 'file.newHexScenario' },
        { action: 'file.newHexMap' },
        { action: 'file.open' },
        { label: 'Open Recent', recent: true },
        { action: 'file.recoverDrafts' },
        { separator: true },
        { action: 'file.save' },
        { action: 'file.saveAs' },
        { action: 'file.addToLibrary' },
        { action: 'file.close' },
        { separator: true },
        { action: 'file.print' },
        { action: 'file.export' },
        { action: 'file.exportMapImage' },
        ...(mac ? [] : [{ separator: true } as const, { role: 'quit' } as const]),
      ],
    },
    {
      label: 'Edit',
      submenu: [
        { action: 'edit.undo' },
        { action: 'edit.redo' },
        { separator: true },
        { action: 'edit.cut' },
        { action: 'edit.copy' },
        { action: 'edit.paste' },
        { action: 'edit.delete' },
        { action: 'edit.selectAll' },
      ],
    },
    {
      label: 'Scenario',
      submenu: [{ action: 'scenario.balance' }],
    },
    {
      label: 'Map',
      submenu: [{ action: 'ground.placeTable' }, { action: 'ground.importElevation' }, { action: 'ground.importFeatures' }, { separator: true }, { action: 'ground.acceptReference' }],
    },
    {
      label: 'View',
      submenu: [
        { action: 'view.library' },
        { action: 'view.odds' },
        { action: 'view.campaign' },
        { separator: true },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { separator: true },
        { role: 'togglefullscreen' },
        { role: 'toggleDevTools' },
      ],
    },
    {
      label: 'Help',
      submenu: [{ action: 'help.shortcuts' }, { action: 'help.about' }],
    },
  ];
  if (mac) sections.unshift({ label: 'Muster', submenu: [{ role: 'about' }, { separator: true }, { role: 'hide' }, { role: 'quit' }] });
  return sections;
}

export function menuTemplate(platform: string): MenuSection[] {
  const resolve = (entry: MenuLayoutEntry): MenuEntry => {
    if (!('action' in entry)) return entry;
    const a = action(entry.action);
    // A native menu item carries one accelerator: the first of the action's keys.
    const accelerator = keysOn(a.keys, platform)[0];
    return { action: entry.action, label: a.label, ...(accelerator ? { accelerator } : {}), ...(a.role ? { role: a.role } : {}) };
  };
  return layout(platform === 'darwin').map((section) => ({ label: section.label, submenu: section.submenu.map(resolve) }));
}

/** Whether a key press is a native menu item's accelerator (the desktop menu then handles it, not the page). */
export function nativeMenuClaims(press: KeyPress, platform: string): boolean {
  return menuTemplate(platform).some((section) => section.submenu.some((e) => 'accelerator' in e && e.accelerator !== undefined && keyMatches(e.accelerator, press, platform)));
}
