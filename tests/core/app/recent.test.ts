import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recentMenuItems } from '../../../core/app/menu';
import { fileStem, recentFileLabel, recentFileLabels } from '../../../core/app/recent';

const ROOT = join(__dirname, '../../..');

describe('File ▸ Open Recent labels', () => {
  it('names a file by its document’s title, else by its file name without the document extension', () => {
    expect(
      recentFileLabels([
        { path: '/home/ann/Muster/taint-no-militia.scenario.json', title: "T'ain't No Militia" },
        { path: '/home/ann/Muster/meredith.army.json' },
        { path: '/home/ann/Muster/taint-no-militia.army-union.json', title: '  ' },
        { path: 'C:\\Users\\Ann\\Documents\\Muster\\board.map.json' },
        { path: '/home/ann/notes.json' },
      ]),
    ).toEqual(["T'ain't No Militia", 'meredith', 'taint-no-militia.army-union', 'board', 'notes']);
  });

  it('never leaves a name empty, and keeps any other file name as it is', () => {
    expect(fileStem('/x/.json')).toBe('.json');
    expect(fileStem('/x/.army.json')).toBe('.army');
    expect(fileStem('/x/orders.csv')).toBe('orders.csv');
    expect(fileStem('/x/Mine Run.SCENARIO.JSON')).toBe('Mine Run');
  });

  it('tells two files of the same title apart by the last folder that differs', () => {
    const files = [
      { path: '/home/ann/Muster/mine-run.scenario.json', title: 'Mine Run' },
      { path: '/home/ann/Muster/drafts/mine-run.scenario.json', title: 'Mine Run' },
      { path: '/home/ann/Muster/tan-yard-hill.scenario.json', title: 'Tan Yard Hill' },
    ];
    expect(recentFileLabels(files)).toEqual(['Mine Run — Muster', 'Mine Run — drafts', 'Tan Yard Hill']);
    // Same last folder: the one before it says which.
    expect(
      recentFileLabels([
        { path: '/home/ann/club/scenarios/a.scenario.json', title: 'Mine Run' },
        { path: '/home/ann/own/scenarios/b.scenario.json', title: 'Mine Run' },
      ]),
    ).toEqual(['Mine Run — club/scenarios', 'Mine Run — own/scenarios']);
  });

  it('tells two files of the same title in the same folder apart by their file names', () => {
    expect(
      recentFileLabels([
        { path: '/m/iron-brigade.army.json', title: 'Iron Brigade' },
        { path: '/m/iron-brigade-copy.army.json', title: 'Iron Brigade' },
      ]),
    ).toEqual(['Iron Brigade — iron-brigade.army.json', 'Iron Brigade — iron-brigade-copy.army.json']);
  });

  it('a title and a file name that read the same are told apart as well', () => {
    const files = [{ path: '/a/meredith.army.json' }, { path: '/b/x.army.json', title: 'meredith' }];
    expect(recentFileLabels(files)).toEqual(['meredith — a', 'meredith — b']);
    expect(recentFileLabel(files[1]!, files)).toBe('meredith — b');
    expect(recentFileLabel({ path: '/c/meredith.army.json' }, [])).toBe('meredith');
  });

  it('gives every label of a list of recent files once', () => {
    const folders = ['/a', '/a/b', '/c/b', '/c'];
    const files = folders.flatMap((f) => [
      { path: `${f}/one.scenario.json`, title: 'Same' },
      { path: `${f}/two.scenario.json`, title: 'Same' },
      { path: `${f}/Same.scenario.json` },
    ]);
    const labels = recentFileLabels(files);
    expect(new Set(labels).size).toBe(files.length);
    for (const label of labels) expect(label.startsWith('Same')).toBe(true);
  });

  it('the menu’s items carry the label and the message that opens the file, the first `limit` of them', () => {
    const files = [
      { path: '/m/a.scenario.json', title: 'Mine Run' },
      { path: '/n/a.scenario.json', title: 'Mine Run' },
      { path: '/m/b.army.json' },
    ];
    expect(recentMenuItems(files)).toEqual([
      { label: 'Mine Run — m', path: '/m/a.scenario.json', message: { openRecent: '/m/a.scenario.json' } },
      { label: 'Mine Run — n', path: '/n/a.scenario.json', message: { openRecent: '/n/a.scenario.json' } },
      { label: 'b', path: '/m/b.army.json', message: { openRecent: '/m/b.army.json' } },
    ]);
    // Only what is shown is told apart: one "Mine Run" alone needs no folder.
    expect(recentMenuItems([files[0]!, files[2]!, files[1]!], 2).map((i) => i.label)).toEqual(['Mine Run', 'b']);
  });

  it('the desktop’s native menu and web mode’s menu bar both build Open Recent with recentMenuItems', () => {
    for (const file of ['electron/shell/menu.ts', 'renderer/src/actions/registry.ts']) {
      const source = readFileSync(join(ROOT, file), 'utf8');
      expect(source, file).toMatch(/recentMenuItems\(/);
      // Neither names a file its own way: no label made from the path or the title.
      expect(source, file).not.toMatch(/label:\s*[^,}]*(?:file\.path|\.title\b|split\(\/\[\\\\\/\])/);
    }
  });
});
