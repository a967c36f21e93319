import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../electron/backend';
import { loadDocument } from '../../../core/formats';
import { REPO_ROOT } from '../../support/seeds';

const BUNDLED = join(REPO_ROOT, 'scenarios');
let dir: string;
let backend: Backend;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-examples-'));
  backend = startBackend({ dataDir: join(dir, 'data'), mode: 'web', examplesDir: BUNDLED });
});
afterEach(() => {
  backend.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = async (method: string, params: unknown) => {
  const r = await backend.dispatch(method, params);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.result as never;
};

describe('the bundled examples through the API', () => {
  it('lists every bundled scenario, army and map with its kind and title', async () => {
    const all = (await call('examples.list', {})) as Array<{ name: string; kind: string; title: string; summary: string; group?: string }>;
    const listed = all.filter((e) => !e.group);
    expect(listed.map((e) => e.name).sort()).toEqual(readdirSync(BUNDLED).filter((f) => f.endsWith('.json')).sort());
    // Scenarios first, then armies, then maps, each by title; the Blue & Grey folder's after them.
    expect(all.slice(0, listed.length)).toEqual(listed);
    expect(listed.map((e) => e.kind)).toEqual([...Array<string>(8).fill('scenario'), 'army', 'army', 'army', 'army', 'army', 'army', 'map', 'campaign', 'campaign']);
    expect(listed.filter((e) => e.kind === 'campaign').map((e) => e.title)).toEqual(['Gettysburg, the first day', 'The Mine Run Campaign']);
    expect(listed.find((e) => e.name === 'generic-board.map.json')).toMatchObject({ kind: 'map', title: 'ADF generic game board (15mm)', summary: expect.stringMatching(/^The generic game board/) });
    expect(listed.map((e) => e.title).slice(0, 8)).toEqual([
      'A Meeting Engagement',
      'Attack on the Richmond Defenses',
      "Harlan's Mill (hex example)",
      "T'ain't No Militia",
      'Tan Yard Hill',
      'The Mill Ford (hex map example)',
      'They Are Across!',
      'We\'ll Hold Them Here…',
    ]);
    expect(listed.find((e) => e.name === 'taint-no-militia.scenario.json')).toMatchObject({ kind: 'scenario', title: "T'ain't No Militia" });
    // Each carries its units and leaders, for the Library's search to find it by a regiment or a general.
    expect(listed.find((e) => e.name === 'taint-no-militia.army-union.json')).toMatchObject({ names: { units: expect.arrayContaining(['6th Wisconsin']), leaders: expect.arrayContaining(['Solomon Meredith']) } });
    expect(listed.find((e) => e.name === 'taint-no-militia.scenario.json')).toMatchObject({ names: { units: expect.arrayContaining(['6th Wisconsin', '13th Alabama']) } });
    expect(listed.find((e) => e.name === 'generic-board.map.json')).toMatchObject({ names: { units: [], leaders: [] } });
    // A scenario whose sides are kept in army files beside it is found by their names too.
    const mineRun = listed.find((e) => e.name === 'mine-run-3.scenario.json');
    expect(mineRun).toMatchObject({ names: { units: expect.arrayContaining(['1st Regiment (Sharps carbines)', "Pegram's Brigade, regiment 1"]), leaders: expect.arrayContaining(['Jubal Early', 'John Pegram']) } });
    expect(listed.find((e) => e.name === 'tan-yard-hill.scenario.json')).toMatchObject({ kind: 'scenario', title: 'Tan Yard Hill' });
    // A hex game's side names its units and leaders on its counters.
    expect(listed.find((e) => e.name === 'hex-example.scenario.json')).toMatchObject({ names: { units: expect.arrayContaining(['1/2/IV', 'Marsh']), leaders: ['Drew', 'Harlan', 'Thorne'] } });
    // An army is named by its order of battle.
    for (const e of listed.filter((x) => x.kind === 'army')) {
      expect(e.title).toBe((JSON.parse(readFileSync(join(BUNDLED, e.name), 'utf8')) as { orderOfBattle: { name: string } }).orderOfBattle.name);
    }
    expect(listed.filter((e) => e.kind === 'army')).toHaveLength(6);
    for (const e of listed) expect(e.summary.length, e.name).toBeGreaterThan(10);
  });

  it('lists the Blue & Grey games under their heading, by title, and opens one by its folder and file name', async () => {
    const all = (await call('examples.list', {})) as Array<{ name: string; kind: string; title: string; summary: string; group?: string }>;
    const bluegrey = all.filter((e) => e.group === 'Blue & Grey');
    expect(bluegrey.map((e) => e.name).sort()).toEqual(readdirSync(join(BUNDLED, 'bluegrey')).filter((f) => f.endsWith('.json')).map((f) => `bluegrey/${f}`).sort());
    expect(bluegrey.length).toBeGreaterThanOrEqual(14);
    expect(bluegrey.map((e) => e.title)).toEqual([...bluegrey.map((e) => e.title)].sort((a, b) => a.localeCompare(b)));
    expect(bluegrey.find((e) => e.name === 'bluegrey/shiloh.scenario.json')).toMatchObject({
      kind: 'scenario',
      title: 'Blue & Grey: Shiloh',
      summary: '6 April 1862: the Union has 26 counters on the map and 17 to come (190 strength points), the Confederates 25 and none (132).',
    });
    const shiloh = (await call('examples.open', { name: 'bluegrey/shiloh.scenario.json' })) as { kind: string; content: { title: string; ruleset: string; map: { kind: string } } };
    expect(shiloh).toMatchObject({ kind: 'scenario', content: { title: 'Shiloh', ruleset: 'bluegrey', map: { kind: 'hex' } } });
    // A folder Muster does not know, or a way out of one it does, is not a name.
    for (const name of ['other/shiloh.scenario.json', 'bluegrey/../tan-yard-hill.scenario.json', 'bluegrey/x/shiloh.scenario.json']) {
      await expect(call('examples.open', { name }), name).rejects.toMatchObject({ code: 'invalid-params' });
    }
  });

  it('opens an example whole, as the file loads, and each caller gets its own copy', async () => {
    const name = 'tan-yard-hill.scenario.json';
    const loaded = loadDocument(name, readFileSync(join(BUNDLED, name), 'utf8'));
    if (!loaded.ok) throw new Error('the bundled file does not load');
    const first = (await call('examples.open', { name })) as { kind: string; content: { title: string } };
    expect(first.kind).toBe('scenario');
    expect(first.content).toEqual(loaded.document);
    first.content.title = 'Changed by the caller';
    const second = (await call('examples.open', { name })) as { content: { title: string } };
    expect(second.content.title).toBe('Tan Yard Hill');
  });

  it('takes a name from its own list, never a path: anything else is refused before it reaches the disk', async () => {
    for (const name of ['../package.json', '/etc/passwd', 'scenarios/tan-yard-hill.scenario.json', '..\\x.json', 'README.md']) {
      await expect(call('examples.open', { name }), name).rejects.toMatchObject({ code: 'invalid-params' });
    }
    await expect(call('examples.open', { name: 'missing.scenario.json' })).rejects.toMatchObject({ code: 'not-found' });
    await expect(call('examples.open', { path: join(BUNDLED, 'tan-yard-hill.scenario.json') })).rejects.toMatchObject({ code: 'invalid-params' });
  });

  it('skips a file in the folder that does not open, keeping the others', async () => {
    const folder = join(dir, 'bundled');
    mkdirSync(folder);
    copyFileSync(join(BUNDLED, 'tan-yard-hill.scenario.json'), join(folder, 'tan-yard-hill.scenario.json'));
    writeFileSync(join(folder, 'broken.scenario.json'), '{"title": ');
    const logged: string[] = [];
    const other = startBackend({ dataDir: join(dir, 'data2'), mode: 'web', examplesDir: folder, log: (m) => logged.push(m) });
    try {
      const r = await other.dispatch('examples.list', {});
      expect(r.ok && (r.result as Array<{ name: string }>).map((e) => e.name)).toEqual(['tan-yard-hill.scenario.json']);
      expect(logged.join('\n')).toMatch(/broken\.scenario\.json does not open/);
    } finally {
      other.close();
    }
  });
});
