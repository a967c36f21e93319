/**
 * The application menu as data, shared by the desktop shell (native menu) and web mode (the page's menu bar).
 * Items with an `action` run the renderer's action of that id (renderer/src/actions); items with a `role`
 * are Electron's own (cut, copy, zoom…), which web mode maps to the browser's equivalents or leaves out.
 */
export type MenuEntry =
  | { label: string; action: string; accelerator?: string }
  | { label?: string; role: string; accelerator?: string }
  | { label: string; submenu: MenuEntry[] }
  | { label: string; recent: true }
  | { separator: true };

export interface MenuSection {
  label: string;
  submenu: MenuEntry[];
}

export function menuTemplate(platform: string): MenuSection[] {
  const mac = platform === 'darwin';
  const sections: MenuSection[] = [
    {
      label: 'File',
      submenu: [
        { label: 'New Scenario', action: 'file.newScenario', accelerator: 'CmdOrCtrl+N' },
        { label: 'New Army', action: 'file.newArmy', accelerator: 'CmdOrCtrl+Shift+N' },
        { label: 'Open…', action: 'file.open', accelerator: 'CmdOrCtrl+O' },
        { label: 'Open Recent', recent: true },
        { separator: true },
        { label: 'Save', action: 'file.save', accelerator: 'CmdOrCtrl+S' },
        { label: 'Save As…', action: 'file.saveAs', accelerator: 'CmdOrCtrl+Shift+S' },
        { separator: true },
        { label: 'Print…', action: 'file.print', accelerator: 'CmdOrCtrl+P' },
        { label: 'Export…', action: 'file.export', accelerator: 'CmdOrCtrl+E' },
        ...(mac ? [] : [{ separator: true } as const, { label: 'Quit', role: 'quit', accelerator: 'Ctrl+Q' }]),
      ],
    },
    {
      label: 'Edit',
      submenu: [
        // Undo and Redo go to the document's history, not the text field's: the renderer decides which.
        { label: 'Undo', action: 'edit.undo', accelerator: 'CmdOrCtrl+Z' },
        { label: 'Redo', action: 'edit.redo', accelerator: mac ? 'Cmd+Shift+Z' : 'Ctrl+Y' },
        { separator: true },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { label: 'Delete', action: 'edit.delete', accelerator: 'Delete' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        { label: 'Library', action: 'view.library', accelerator: 'CmdOrCtrl+1' },
        { label: 'Odds', action: 'view.odds', accelerator: 'CmdOrCtrl+2' },
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
      submenu: [
        { label: 'Keyboard Shortcuts', action: 'help.shortcuts' },
        { label: 'About Muster', action: 'help.about' },
      ],
    },
  ];
  if (mac) sections.unshift({ label: 'Muster', submenu: [{ role: 'about' }, { separator: true }, { role: 'hide' }, { role: 'quit' }] });
  return sections;
}
