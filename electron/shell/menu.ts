import { Menu, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';
import { menuTemplate, type MenuEntry } from '../../core/app/menu';

/** Builds the native menu from the shared template; action items are sent to the focused window's renderer. */
export function installMenu(target: () => BrowserWindow | null, recentFiles: () => string[] = () => []): void {
  const toItem = (entry: MenuEntry): MenuItemConstructorOptions => {
    if ('separator' in entry) return { type: 'separator' };
    if ('recent' in entry) {
      const files = recentFiles();
      return {
        label: entry.label,
        submenu: files.length
          ? files.map((file) => ({ label: file, click: () => target()?.webContents.send('muster:menu', `file.openRecent:${file}`) }))
          : [{ label: 'No recent files', enabled: false }],
      };
    }
    if ('submenu' in entry) return { label: entry.label, submenu: entry.submenu.map(toItem) };
    if ('action' in entry) {
      const { action, label, accelerator } = entry;
      return { label, ...(accelerator ? { accelerator } : {}), click: () => target()?.webContents.send('muster:menu', action) };
    }
    return { role: entry.role as MenuItemConstructorOptions['role'], ...(entry.label ? { label: entry.label } : {}) };
  };
  const template = menuTemplate(process.platform).map((section) => ({ label: section.label, submenu: section.submenu.map(toItem) }));
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
