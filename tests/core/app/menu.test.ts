import { describe, expect, it } from 'vitest';
import { action, actionsIn, isActionId, keysOn } from '../../../core/app/actions';
import { isMenuMessage, menuTemplate, nativeMenuClaims, nativeMenuLabel, recentMenuItems, type MenuEntry } from '../../../core/app/menu';

const labels = (entries: MenuEntry[]) => entries.map((e) => ('label' in e ? e.label : 'role' in e ? e.role : '—'));
const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('application menu', () => {
  const menu = menuTemplate('linux');
  const section = (name: string) => menu.find((s) => s.label === name)!.submenu;

  it('has File, Edit, Scenario, Map, View and Help', () => {
    expect(menu.map((s) => s.label)).toEqual(['File', 'Edit', 'Scenario', 'Map', 'View', 'Help']);
  });

  it('offers placing the table on the Earth and the ground imports under Map, and accepting what was imported reference only', () => {
    expect(labels(section('Map'))).toEqual(['Place the Table on the Earth…', 'Import Elevation…', 'Import Features…', '—', 'Accept All Reference Items']);
  });

  it('offers the usual File entries', () => {
    expect(labels(section('File'))).toEqual(
      expect.arrayContaining(['New Scenario', 'Open…', 'Open Recent', 'Save', 'Save As…', 'Print…', 'Export…', 'quit']),
    );
  });

  it('offers the usual Edit entries, the clipboard ones as Electron roles so text fields keep theirs', () => {
    expect(labels(section('Edit'))).toEqual(['Undo', 'Redo', '—', 'Cut', 'Copy', 'Paste', 'Delete', 'Select All']);
    expect(section('Edit').flatMap((e) => ('action' in e && e.role ? [e.role] : []))).toEqual(['cut', 'copy', 'paste', 'selectAll']);
  });

  it('resolves every item to a global action and takes its label and first key from it', () => {
    for (const platform of ['linux', 'darwin', 'win32']) {
      for (const entry of menuTemplate(platform).flatMap((s) => s.submenu)) {
        if (!('action' in entry)) continue;
        expect(isActionId(entry.action)).toBe(true);
        const a = action(entry.action);
        expect(a.scope).toBe('global');
        expect(entry.label).toBe(a.label);
        expect(entry.accelerator).toBe(keysOn(a.keys, platform)[0]);
      }
    }
  });

  it('shows every global action somewhere, exactly once', () => {
    const inMenu = menu.flatMap((s) => s.submenu).flatMap((e) => ('action' in e ? [e.action] : []));
    expect([...inMenu].sort()).toEqual(actionsIn('global').map((a) => a.id).sort());
  });

  it('gives each item a distinct shortcut', () => {
    for (const platform of ['linux', 'darwin']) {
      const accelerators = menuTemplate(platform).flatMap((s) => s.submenu).flatMap((e) => ('accelerator' in e && e.accelerator ? [e.accelerator] : []));
      expect(new Set(accelerators).size).toBe(accelerators.length);
    }
  });

  it('puts Quit under the application menu on macOS, as Mac users expect', () => {
    const mac = menuTemplate('darwin');
    expect(mac[0]!.label).toBe('Muster');
    expect(labels(mac.find((s) => s.label === 'File')!.submenu)).not.toContain('quit');
  });

  it('knows which key presses the native menu takes for itself', () => {
    expect(nativeMenuClaims(press('s', { ctrlKey: true }), 'linux')).toBe(true);
    expect(nativeMenuClaims(press('Delete'), 'linux')).toBe(true);
    expect(nativeMenuClaims(press('s', { metaKey: true }), 'darwin')).toBe(true);
    expect(nativeMenuClaims(press('s', { ctrlKey: true }), 'darwin')).toBe(false);
    // The tree's own keys are not in the menu: the page handles them on the desktop too.
    expect(nativeMenuClaims(press('d', { ctrlKey: true }), 'linux')).toBe(false);
    expect(nativeMenuClaims(press('Backspace'), 'linux')).toBe(false);
  });

  it('accepts from the desktop shell only messages that name a global action or a recent file', () => {
    expect(isMenuMessage({ action: 'file.save' })).toBe(true);
    expect(isMenuMessage({ openRecent: '/home/me/mine-run.muster.json' })).toBe(true);
    expect(isMenuMessage({ action: 'tree.delete' })).toBe(false);
    expect(isMenuMessage({ action: 'file.sav' })).toBe(false);
    expect(isMenuMessage('file.save')).toBe(false);
    expect(isMenuMessage({ openRecent: 42 })).toBe(false);
    expect(isMenuMessage({ openPath: '/home/me/shiloh.scenario.json' })).toBe(true);
    expect(isMenuMessage({ openPath: ['/etc/passwd'] })).toBe(false);
    expect(isMenuMessage(null)).toBe(false);
  });

  it('gives the native menu an ampersand it shows, not a mnemonic mark', () => {
    const [item] = recentMenuItems([{ path: '/games/shiloh.scenario.json', title: 'Shiloh (Blue & Grey)' }]);
    expect(nativeMenuLabel(item!.label)).toBe('Shiloh (Blue && Grey)');
    expect(nativeMenuLabel('Save As…')).toBe('Save As…');
    expect(nativeMenuLabel('A && B')).toBe('A &&&& B');
  });
});
