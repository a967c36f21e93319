import { describe, expect, it } from 'vitest';
import { menuTemplate, type MenuEntry } from '../../../core/app/menu';

const labels = (entries: MenuEntry[]) => entries.map((e) => ('label' in e && e.label) || ('role' in e ? e.role : 'separator' in e ? '—' : ''));

describe('application menu', () => {
  const menu = menuTemplate('linux');
  const section = (name: string) => menu.find((s) => s.label === name)!.submenu;

  it('has File, Edit, View and Help', () => {
    expect(menu.map((s) => s.label)).toEqual(['File', 'Edit', 'View', 'Help']);
  });

  it('offers the usual File entries', () => {
    expect(labels(section('File'))).toEqual(
      expect.arrayContaining(['New Scenario', 'Open…', 'Open Recent', 'Save', 'Save As…', 'Print…', 'Export…', 'Quit']),
    );
  });

  it('offers the usual Edit entries', () => {
    expect(labels(section('Edit'))).toEqual(['Undo', 'Redo', '—', 'cut', 'copy', 'paste', 'Delete', 'selectAll']);
  });

  it('gives each action a distinct shortcut', () => {
    const accelerators = menu.flatMap((s) => s.submenu).flatMap((e) => ('accelerator' in e && e.accelerator ? [e.accelerator] : []));
    expect(new Set(accelerators).size).toBe(accelerators.length);
  });

  it('puts Quit under the application menu on macOS, as Mac users expect', () => {
    const mac = menuTemplate('darwin');
    expect(mac[0]!.label).toBe('Muster');
    expect(labels(mac.find((s) => s.label === 'File')!.submenu)).not.toContain('Quit');
  });
});
