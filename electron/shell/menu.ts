import { Menu, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';
import { menuTemplate, type MenuEntry, type MenuMessage } from '../../core/app/menu';

/**
 * Builds the native menu from the shared layout; labels and accelerators are the actions' own
 * (core/app/actions.ts). A click sends a typed `MenuMessage` to the focused window's renderer, which runs
 * the action it names. Cut, Copy, Paste and Select All keep Electron's roles, so a text field's clipboard
 * works natively; the page sees them as DOM clipboard events.
 */
export function installMenu(target: () => BrowserWindow | null, recentFiles: () => string[] = () => []): void {
  const send = (message: MenuMessage) => target()?.webContents.send('muster:menu', message);
  const toItem = (entry: MenuEntry): MenuItemConstructorOptions => {
    if ('separator' in entry) return { type: 'separator' };
    if ('recent' in entry) {
      const files = recentFiles();
      return {
        label: entry.label,
        submenu: files.length ? files.map((file) => ({ label: file, click: () => send({ openRecent: file }) })) : [{ label: 'No recent files', enabled: false }],
      };
    }
    if ('action' in entry) {
      const { action, label, accelerator, role } = entry;
      if (role) return { role, label, ...(accelerator ? { accelerator } : {}) };
      return { label, ...(accelerator ? { accelerator } : {}), click: () => send({ action }) };
    }
    return { role: entry.role };
  };
  const template = menuTemplate(process.platform).map((section) => ({ label: section.label, submenu: section.submenu.map(toItem) }));
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
