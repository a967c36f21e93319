import { Menu, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';
import { menuTemplate, nativeMenuLabel, recentMenuItems, type MenuEntry, type MenuMessage } from '../../core/app/menu';
import type { RecentFileLike } from '../../core/app/recent';

/**
 * Builds the native menu from the shared layout; labels and accelerators are the actions' own
 * (core/app/actions.ts). A click sends a typed `MenuMessage` to the focused window's renderer, which runs
 * the action it names. Cut, Copy, Paste and Select All keep Electron's roles, so a text field's clipboard
 * works natively; the page sees them as DOM clipboard events.
 */
export function installMenu(target: () => BrowserWindow | null, recentFiles: () => readonly RecentFileLike[] = () => []): void {
  const send = (message: MenuMessage) => target()?.webContents.send('muster:menu', message);
  const toItem = (entry: MenuEntry): MenuItemConstructorOptions => {
    if ('separator' in entry) return { type: 'separator' };
    if ('recent' in entry) {
      // Each file by its document's title, as web mode's menu bar names it (core/app/recent.ts).
      const items = recentMenuItems(recentFiles());
      return {
        label: nativeMenuLabel(entry.label),
        submenu: items.length
          ? items.map((item) => ({ label: nativeMenuLabel(item.label), toolTip: item.path, click: () => send(item.message) }))
          : [{ label: 'No recent files', enabled: false }],
      };
    }
    if ('action' in entry) {
      const { action, label, accelerator, role } = entry;
      if (role) return { role, label: nativeMenuLabel(label), ...(accelerator ? { accelerator } : {}) };
      return { label: nativeMenuLabel(label), ...(accelerator ? { accelerator } : {}), click: () => send({ action }) };
    }
    return { role: entry.role };
  };
  const template = menuTemplate(process.platform).map((section) => ({ label: nativeMenuLabel(section.label), submenu: section.submenu.map(toItem) }));
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
