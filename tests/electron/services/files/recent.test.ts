import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RecentFiles } from '../../../../electron/services/files/index';

describe('RecentFiles', () => {
  it('keeps the newest first, moves a reopened file to the top, caps the list and persists it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'muster-recent-'));
    let t = 0;
    const recent = new RecentFiles(dir, 3, () => new Date(Date.UTC(2026, 0, 1, 0, 0, t++)));
    await recent.add('/a.scenario.json', { kind: 'scenario', title: 'A' });
    await recent.add('/b.scenario.json');
    await recent.add('/c.scenario.json');
    await recent.add('/a.scenario.json', { kind: 'scenario', title: 'A' });
    await recent.add('/d.scenario.json');
    const again = new RecentFiles(dir, 3);
    expect((await again.list()).map((f) => f.path)).toEqual(['/d.scenario.json', '/a.scenario.json', '/c.scenario.json']);
    await again.remove('/a.scenario.json');
    expect((await again.list()).map((f) => f.path)).toEqual(['/d.scenario.json', '/c.scenario.json']);
    expect(JSON.parse(readFileSync(again.file, 'utf8')).version).toBe(1);
  });

  it('a damaged list reads as empty', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'muster-recent-'));
    const recent = new RecentFiles(dir);
    writeFileSync(recent.file, '{ not json');
    expect(await recent.list()).toEqual([]);
    await recent.add('/x.json');
    expect((await recent.list()).map((f) => f.path)).toEqual(['/x.json']);
  });
});
