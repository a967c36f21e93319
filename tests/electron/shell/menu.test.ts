import type { BrowserWindow, MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { action, keysOn } from '../../../core/app/actions';
import { recentMenuItems } from '../../../core/app/menu';

// Never load the real 'electron' in a test: from version 42 on its first require downloads the runtime.
let installed: MenuItemConstructorOptions[] = [];
vi.mock('electron', () => ({
  Menu: {
    buildFromTemplate: (template: MenuItemConstructorOptions[]) => template,
    setApplicationMenu: (menu: MenuItemConstructorOptions[]) => {
      installed = menu;
    },
  },
}));

const { installMenu } = await import('../../../electron/shell/menu');

const items = (section: string) => installed.find((s) => s.label === section)!.submenu as MenuItemConstructorOptions[];
const item = (section: string, label: string) => items(section).find((i) => i.label === label)!;
const click = (i: MenuItemConstructorOptions) => (i.click as unknown as () => void)();

describe('the native menu', () => {
  const send = vi.fn();
  const RECENT = [
    { path: '/home/me/mine-run.scenario.json', title: 'Mine Run', openedAt: '2026-05-01T10:00:00Z' },
    { path: '/home/me/club/mine-run.scenario.json', title: 'Mine Run', openedAt: '2026-04-30T10:00:00Z' },
    { path: '/home/me/meredith.army.json', openedAt: '2026-04-29T10:00:00Z' },
  ];
  installMenu(() => ({ webContents: { send } }) as unknown as BrowserWindow, () => RECENT);

  it('takes labels and accelerators from the action registry', () => {
    const save = action('file.save');
    expect(item('File', save.label).accelerator).toBe(keysOn(save.keys, process.platform)[0]);
    expect(item('Edit', 'Redo').accelerator).toBe(keysOn(action('edit.redo').keys, process.platform)[0]);
  });

  it('sends the renderer the typed action a click names', () => {
    click(item('File', 'Save As…'));
    expect(send).toHaveBeenLastCalledWith('muster:menu', { action: 'file.saveAs' });
    click(item('Help', 'Keyboard Shortcuts'));
    expect(send).toHaveBeenLastCalledWith('muster:menu', { action: 'help.shortcuts' });
  });

  it('leaves the clipboard to Electron’s roles and opens recent files by path', () => {
    expect(item('Edit', 'Copy')).toMatchObject({ role: 'copy' });
    expect(item('Edit', 'Copy').click).toBeUndefined();
    const recent = item('File', 'Open Recent').submenu as MenuItemConstructorOptions[];
    click(recent[1]!);
    expect(send).toHaveBeenLastCalledWith('muster:menu', { openRecent: '/home/me/club/mine-run.scenario.json' });
  });

  it('names recent files by their documents’ titles, as web mode’s menu bar does, the folder telling twins apart', () => {
    const recent = item('File', 'Open Recent').submenu as MenuItemConstructorOptions[];
    expect(recent.map((r) => r.label)).toEqual(['Mine Run — me', 'Mine Run — club', 'meredith']);
    expect(recent.map((r) => r.label)).toEqual(recentMenuItems(RECENT).map((r) => r.label));
  });
});
