import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../../electron/backend';
import { kindOfName, listFolder, MAX_FOLDER_ENTRIES, placesFor } from '../../../electron/services/folderListing';

const dir = mkdtempSync(join(tmpdir(), 'muster-listing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('web mode’s folder listing', () => {
  it('lists folders first, then files by name, with kinds from the names and dates; hidden and dangling entries are left out', async () => {
    const folder = join(dir, 'a');
    mkdirSync(join(folder, 'Zeta'), { recursive: true });
    writeFileSync(join(folder, 'mine-run.scenario.json'), '{}');
    writeFileSync(join(folder, 'militia.army-union.json'), '{}');
    writeFileSync(join(folder, 'oob.csv'), 'a,b');
    writeFileSync(join(folder, '.mine-run.scenario.json.99.0badf00d.tmp'), 'half a save');
    symlinkSync(join(folder, 'gone'), join(folder, 'dangling.json'));
    utimesSync(join(folder, 'oob.csv'), new Date('2024-07-03T12:00:00Z'), new Date('2024-07-03T12:00:00Z'));
    const listing = await listFolder(folder, []);
    expect(listing.folder).toBe(folder);
    expect(listing.parent).toBe(dir);
    expect(listing.entries.map((e) => [e.name, e.kind])).toEqual([
      ['Zeta', 'folder'],
      ['militia.army-union.json', 'army'],
      ['mine-run.scenario.json', 'scenario'],
      ['oob.csv', 'file'],
    ]);
    expect(listing.entries.find((e) => e.name === 'oob.csv')).toMatchObject({ modifiedAt: '2024-07-03T12:00:00.000Z', size: 3 });
    expect(listing.more).toBe(0);
  });

  it('names kinds from file names only', () => {
    expect(['x.scenario.json', 'x.army.json', 'x.map.json', 'x.army-confederate.json', 'x.json', 'army.json'].map(kindOfName)).toEqual([
      'scenario',
      'army',
      'map',
      'army',
      'file',
      'file',
    ]);
  });

  it('cuts a huge folder and says how many were left out; a missing folder is not-found', async () => {
    const big = join(dir, 'big');
    mkdirSync(big);
    for (let i = 0; i < MAX_FOLDER_ENTRIES + 5; i++) writeFileSync(join(big, `f${i}.csv`), '');
    const listing = await listFolder(big, []);
    expect(listing.entries).toHaveLength(MAX_FOLDER_ENTRIES);
    expect(listing.more).toBe(5);
    await expect(listFolder(join(dir, 'nope'), [])).rejects.toMatchObject({ code: 'not-found' });
  });

  it('offers home, the documents folder, the examples and each recent file’s folder once', () => {
    const places = placesFor({ home: '/home/u', documentsDir: '/home/u/Muster', examplesDir: '/app/scenarios', recentPaths: ['/w/a.army.json', '/w/b.army.json', '/app/scenarios/x.json'] });
    expect(places).toEqual([
      { label: 'Home', path: '/home/u' },
      { label: 'Muster documents', path: '/home/u/Muster' },
      { label: 'Examples', path: '/app/scenarios' },
      { label: 'w', path: '/w', recent: true },
    ]);
  });

  it('is web mode’s only: the desktop app refuses it, and browsing grants nothing', async () => {
    const web = startBackend({ dataDir: join(dir, 'web-data'), mode: 'web' });
    const listed = await web.dispatch('dialogs.browse', { folder: join(dir, 'a') });
    expect(listed).toMatchObject({ ok: true, result: { folder: join(dir, 'a') } });
    expect(await web.dispatch('files.open', { path: join(dir, 'a', 'mine-run.scenario.json') })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    web.close();
    const desktop = startBackend({ dataDir: join(dir, 'desktop-data'), mode: 'desktop' });
    expect(await desktop.dispatch('dialogs.browse', {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    desktop.close();
  });
});
