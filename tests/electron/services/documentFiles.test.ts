import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../electron/backend';
import { createScenario } from '../../../core/scenario';

let dir: string;
let backend: Backend;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-files-'));
  backend = startBackend({ dataDir: join(dir, 'data'), mode: 'web' });
});
afterEach(() => {
  backend.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (method: string, params: unknown) => backend.dispatch(method, params);
/** The user picks `path` in web mode's file dialog, which grants it. */
const pick = async (path: string, mode: 'open' | 'save' = 'save'): Promise<string> => {
  expect(await call('dialogs.pick', { mode, path })).toEqual({ ok: true, result: { path } });
  return path;
};

describe('document files through the API', () => {
  it('saves a scenario atomically, keeps the previous version as .bak, and opens it again', async () => {
    const file = await pick(join(dir, 'mine-run.scenario.json'));
    const first = { ...createScenario(), title: 'Mine Run' };
    expect(await call('files.save', { path: file, kind: 'scenario', content: first })).toMatchObject({ ok: true });
    const second = { ...first, title: 'Mine Run, late fall 1863' };
    expect(await call('files.save', { path: file, kind: 'scenario', content: second })).toMatchObject({ ok: true });
    expect(JSON.parse(readFileSync(`${file}.bak`, 'utf8')).title).toBe('Mine Run');
    const opened = await call('files.open', { path: file });
    expect(opened).toMatchObject({ ok: true, result: { ok: true, kind: 'scenario', content: { title: 'Mine Run, late fall 1863' } } });
  });

  it('refuses a save based on a version of the file older than what is on disk now, and writes over nothing', async () => {
    const file = await pick(join(dir, 'shared.scenario.json'));
    const first = { ...createScenario(), title: 'Shared' };
    const saved = (await call('files.save', { path: file, kind: 'scenario', content: first })) as { ok: true; result: { stamp: string } };
    const opened = (await call('files.open', { path: file })) as { ok: true; result: { stamp: string } };
    expect(opened.result.stamp).toBe(saved.result.stamp);
    // Another window, based on the same version, saves first.
    expect(await call('files.save', { path: file, kind: 'scenario', content: { ...first, title: 'Shared, other window' }, base: opened.result.stamp })).toMatchObject({ ok: true });
    const refused = await call('files.save', { path: file, kind: 'scenario', content: { ...first, title: 'Shared, this window' }, base: opened.result.stamp });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', message: 'shared.scenario.json was changed on disk (by another window or program) after this copy was opened; it was not written over.' } });
    expect(JSON.parse(readFileSync(file, 'utf8')).title).toBe('Shared, other window');
    // Another program writing the file changes its stamp too.
    const before = ((await call('files.stamp', { path: file })) as { ok: true; result: { stamp: string } }).result.stamp;
    writeFileSync(file, readFileSync(file, 'utf8').replace('Shared, other window', 'Shared, by hand!'));
    expect(await call('files.stamp', { path: file })).not.toEqual({ ok: true, result: { stamp: before } });
  });

  it('refuses to write a document that would not open again, leaving the file as it was', async () => {
    const file = await pick(join(dir, 'x.scenario.json'));
    await call('files.save', { path: file, kind: 'scenario', content: { ...createScenario(), title: 'Good' } });
    const bad = await call('files.save', { path: file, kind: 'scenario', content: { ...createScenario(), titel: 'typo' } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-params' } });
    expect(bad.ok === false && bad.error.message).toMatch(/titel/);
    expect(JSON.parse(readFileSync(file, 'utf8')).title).toBe('Good');
  });

  it('reports a broken file with its name, line and column, as a result rather than an error', async () => {
    const file = await pick(join(dir, 'broken.scenario.json'));
    writeFileSync(file, '{\n  "title": "x",\n  oops\n}');
    const opened = await call('files.open', { path: file });
    expect(opened.ok).toBe(true);
    const result = (opened as { result: { ok: boolean; problems: { file: string; line?: number; column?: number }[] } }).result;
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatchObject({ file: 'broken.scenario.json', line: 3 });
  });

  it('lists opened and saved files under Open Recent, newest first, and forgets one on request', async () => {
    const a = await pick(join(dir, 'a.scenario.json'));
    const b = await pick(join(dir, 'b.scenario.json'));
    await call('files.save', { path: a, kind: 'scenario', content: { ...createScenario(), title: 'A' } });
    await call('files.save', { path: b, kind: 'scenario', content: { ...createScenario(), title: 'B' } });
    await call('files.open', { path: a });
    const recent = await call('files.recent', {});
    expect(recent.ok && (recent.result as { path: string }[]).map((r) => r.path)).toEqual([a, b]);
    const after = await call('files.forgetRecent', { path: a });
    expect(after.ok && (after.result as { path: string }[]).map((r) => r.path)).toEqual([b]);
  });

  it("names each recent file by its own kind of title: a scenario's title, an army's name, a map's title", async () => {
    const army = await pick(resolve(__dirname, '../../../scenarios/taint-no-militia.army-union.json'), 'open');
    const map = await pick(join(dir, 'board.map.json'));
    const mapFile = { $schema: 'https://muster.app/schemas/map.schema.json', formatVersion: 2, title: 'Generic board', map: { kind: 'tabletop', features: [] } };
    await call('files.save', { path: map, kind: 'map', content: mapFile });
    await call('files.open', { path: army });
    const recent = await call('files.recent', {});
    const titles = recent.ok ? (recent.result as { path: string; title?: string }[]).map((r) => [r.path, r.title]) : [];
    const armyName = (JSON.parse(readFileSync(army, 'utf8')) as { orderOfBattle: { name: string } }).orderOfBattle.name;
    expect(titles).toEqual([
      [army, armyName],
      [map, 'Generic board'],
    ]);
  });

  it('writes and reads plain text for exports and imports', async () => {
    const file = await pick(join(dir, 'army.csv'));
    await call('files.writeText', { path: file, text: 'a,b\n1,2\n' });
    expect(existsSync(`${file}.bak`)).toBe(false);
    expect(await call('files.readText', { path: file })).toEqual({ ok: true, result: { path: file, text: 'a,b\n1,2\n' } });
    expect(await call('files.readText', { path: await pick(join(dir, 'none.csv'), 'open') })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('answers the native dialogs with "unsupported" in web mode', async () => {
    expect(await call('dialogs.openPath', {})).toMatchObject({ ok: false, error: { code: 'unsupported' } });
  });
});

describe('army files a scenario names', () => {
  it('may be read once the scenario is opened, if they lie in its folder, and never outside it', async () => {
    const scenario = JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.scenario.json'), 'utf8'));
    const union = readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.army-union.json'), 'utf8');
    scenario.sides[0].forces = { armyFile: 'union.army.json' };
    scenario.sides[1].forces = { armyFile: '../outside.army.json' };
    writeFileSync(join(dir, 'union.army.json'), union);
    writeFileSync(join(dir, '..', 'outside.army.json'), union);
    const file = join(dir, 'militia.scenario.json');
    writeFileSync(file, JSON.stringify(scenario));
    // Before the scenario is opened the army file is not the user's choice.
    expect(await call('files.open', { path: join(dir, 'union.army.json') })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    await pick(file, 'open');
    expect(await call('files.open', { path: file })).toMatchObject({ ok: true, result: { ok: true, kind: 'scenario' } });
    expect(await call('files.open', { path: join(dir, 'union.army.json') })).toMatchObject({ ok: true, result: { ok: true, kind: 'army' } });
    expect(await call('files.open', { path: join(dir, '..', 'outside.army.json') })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    rmSync(join(dir, '..', 'outside.army.json'));
  });

  it('the reference images its map names may be read once it is opened, beside it or in its images/ folder, and no other file', async () => {
    const scenario = JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.scenario.json'), 'utf8'));
    // A PNG's signature and header: 2 × 1 pixels.
    const picture = Buffer.from('89504e470d0a1a0a0000000d494844520000000200000001080200000000000000', 'hex');
    const hex = 'ab'.repeat(32);
    scenario.map.referenceImages = [{ id: 'survey', image: `sha256:${hex}`, fileName: 'survey.png', mediaType: 'image/png', widthPx: 2, heightPx: 1 }];
    mkdirSync(join(dir, 'images'));
    writeFileSync(join(dir, 'survey.png'), picture);
    writeFileSync(join(dir, 'images', `${hex}.png`), picture);
    writeFileSync(join(dir, 'other.png'), picture);
    const file = join(dir, 'traced.scenario.json');
    writeFileSync(file, JSON.stringify(scenario));
    expect(await call('images.open', { path: join(dir, 'survey.png') })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    await pick(file, 'open');
    expect(await call('files.open', { path: file })).toMatchObject({ ok: true, result: { ok: true, kind: 'scenario' } });
    expect(await call('images.open', { path: join(dir, 'survey.png') })).toMatchObject({ ok: true, result: { fileName: 'survey.png', mediaType: 'image/png', widthPx: 2, heightPx: 1 } });
    expect(await call('images.open', { path: join(dir, 'images', `${hex}.png`) })).toMatchObject({ ok: true, result: { mediaType: 'image/png' } });
    expect(await call('images.open', { path: join(dir, 'other.png') })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('a name that is a link to a file elsewhere reaches nothing: not read, not written, even if the link is made after opening', async () => {
    const scenario = JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.scenario.json'), 'utf8'));
    const union = readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.army-union.json'), 'utf8');
    const folder = join(dir, 'club');
    const elsewhere = join(dir, 'elsewhere');
    mkdirSync(folder);
    mkdirSync(elsewhere);
    const secret = join(elsewhere, 'secret.json');
    writeFileSync(secret, '{"private": true}');
    scenario.sides[0].forces = { armyFile: 'union.army.json' };
    scenario.sides[1].forces = { armyFile: 'armies/confederate.army.json' };
    symlinkSync(secret, join(folder, 'union.army.json'));
    const file = join(folder, 'militia.scenario.json');
    writeFileSync(file, JSON.stringify(scenario));
    await pick(file, 'open');
    expect(await call('files.open', { path: file })).toMatchObject({ ok: true, result: { ok: true, kind: 'scenario' } });
    const link = join(folder, 'union.army.json');
    expect(await call('files.readText', { path: link })).toMatchObject({ ok: false, error: { code: 'forbidden', message: expect.stringContaining("outside the scenario's folder") } });
    expect(await call('files.writeText', { path: link, text: 'overwritten' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(readFileSync(secret, 'utf8')).toBe('{"private": true}');
    // A folder of the scenario's that is a link out is no better than a file that is.
    symlinkSync(elsewhere, join(folder, 'armies'));
    writeFileSync(join(elsewhere, 'confederate.army.json'), union);
    expect(await call('files.open', { path: join(folder, 'armies', 'confederate.army.json') })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // The real file in the folder is still granted, and stays so.
    rmSync(link);
    writeFileSync(link, union);
    expect(await call('files.open', { path: link })).toMatchObject({ ok: true, result: { ok: true, kind: 'army' } });
  });
});
