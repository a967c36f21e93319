/// <reference lib="dom" />
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusterMapFile, MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { boardSettled, menu, openByPath, projector, startApp, type AppUnderTest } from './harness';

const SCENARIOS = resolve(__dirname, '../../scenarios');
const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

let app: AppUnderTest;
let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-hidden-e2e-'));
  for (const name of ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json']) copyFileSync(join(SCENARIOS, name), join(dir, name));
  file = join(dir, 'taint-no-militia.scenario.json');
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function save(page: Page): Promise<void> {
  await page.waitForFunction(() => document.title.startsWith('•'));
  await menu(page, 'File', /^Save(?! As)/);
  await page.waitForFunction(() => !document.title.startsWith('•'));
}

const savedMap = (path = file): TabletopMap => (JSON.parse(readFileSync(path, 'utf8')) as MusterScenario).map as TabletopMap;

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

describe('hidden set-up, arrows, outlines, conditions and stand sizes in the map editor (web mode, real backend)', () => {
  it("draws Willoughby Run as water, reshapes a set-up area by its corner, draws an arrow, places a dummy, swells the run and bases the guns wider", async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1500, height: 950 });
    await openByPath(page, file);
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    await boardSettled(page);
    const at = await projector(page, canvas);

    // The map's own kind looks like the creek it is, in the legend as on the board.
    const swatch = editor.getByRole('list', { name: 'Legend' }).getByRole('listitem').filter({ hasText: 'Willoughby Run (broken)' }).locator('.swatch');
    await expect(swatch.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe('rgb(79, 143, 192)');

    // A Confederate set-up area drawn on open ground; its north-east corner dragged a little further out.
    await editor.getByLabel('Side for set-up area').selectOption('confederate');
    await editor.getByRole('button', { name: 'Set-up area', exact: true }).click();
    for (const p of [{ x: 24, y: 46 }, { x: 29, y: 46 }, { x: 29, y: 52 }]) {
      const s = at(p);
      await page.mouse.click(s.x, s.y);
    }
    const last = at({ x: 24, y: 52 });
    await page.mouse.dblclick(last.x, last.y);
    await editor.getByLabel('Set-up side').waitFor();
    // The tool stays for another area until Escape goes back to selecting; the new area stays picked.
    await canvas.focus();
    await page.keyboard.press('Escape');
    await drag(page, at({ x: 29, y: 46 }), at({ x: 31, y: 45 }));
    await menu(page, 'Edit', 'Undo Move vertex');
    await menu(page, 'Edit', 'Redo Move vertex');
    await save(page);
    expect(savedMap().setupAreas!.at(-1)!.area).toEqual([{ x: 24, y: 46 }, { x: 31, y: 45 }, { x: 29, y: 52 }, { x: 24, y: 52 }]);

    // An arrow of Heth's advance, two clicks long, in the Confederate colour.
    await editor.getByRole('button', { name: 'Arrow', exact: true }).click();
    const a1 = at({ x: 6, y: 30 });
    const a2 = at({ x: 16, y: 28 });
    await page.mouse.click(a1.x, a1.y);
    await page.mouse.dblclick(a2.x, a2.y);
    await editor.getByLabel('Arrow side').selectOption('confederate');
    await editor.getByLabel('Arrow label').fill("Heth's advance");
    await editor.getByLabel('Arrow label').press('Enter');

    // A dummy marker for the Union on the ridge, turned to face west.
    await editor.getByLabel('Side for set-up area').selectOption('union');
    await editor.getByRole('button', { name: 'Dummy', exact: true }).click();
    const d = at({ x: 66, y: 40 });
    await page.mouse.click(d.x, d.y);
    await editor.getByLabel('Dummy marker facing').fill('270');
    await editor.getByLabel('Dummy marker facing').press('Enter');
    await save(page);
    const map = savedMap();
    expect(map.arrows).toEqual([{ id: 'arrow-1', points: [{ x: 6, y: 30 }, { x: 16, y: 28 }], side: 'confederate', label: "Heth's advance" }]);
    expect(map.dummies).toEqual([{ id: 'union-dummy-1', side: 'union', at: { x: 66, y: 40 }, facingDeg: 270 }]);

    // Willoughby Run swollen: it plays in wet weather on the scenario's dry day.
    await canvas.focus();
    await page.keyboard.press('Escape');
    const run = at({ x: 30.5, y: 6 });
    await page.mouse.click(run.x, run.y);
    await editor.getByLabel('Feature weather').waitFor();
    await expect(editor.getByTestId('feature-plays-as').textContent()).resolves.toBe('Moved through as broken ground.');
    await editor.getByLabel('Feature weather').selectOption('wet');
    await expect(editor.getByTestId('feature-plays-as').textContent()).resolves.toBe('Moved through as broken ground.');
    // (Willoughby Run plays as broken ground, which the chart does not change in the wet; a creek would.)
    await editor.getByLabel('Feature kind').selectOption('creek');
    await expect(editor.getByTestId('feature-plays-as').textContent()).resolves.toBe('Moved through as rough ground (wet weather).');

    // The club bases its guns two inches wide.
    await editor.getByText(/Stand sizes at 15mm/).click();
    await editor.getByLabel('Gun width').fill('2');
    await editor.getByLabel('Gun width').press('Enter');
    await save(page);
    const after = savedMap();
    expect(after.features.find((f) => f.id === 'willoughby-run')).toMatchObject({ kind: 'creek', weather: 'wet' });
    expect(after.standSizes).toEqual({ gun: { widthIn: 2, depthIn: 1.5 } });
    await page.screenshot({ path: join(SHOTS, 'map-hidden-setup.png') });

    // Back to the default takes the table away again; undo brings it back.
    await editor.getByRole('button', { name: 'Default gun size' }).click();
    await save(page);
    expect(savedMap().standSizes).toBeUndefined();
    expect(app.pageErrors).toEqual([]);
  });

  it('names a drag of three features "Move 3 features" in the Edit menu', async () => {
    const { page } = app;
    const mapFile = join(dir, 'three-woods.map.json');
    const wood = (id: string, x: number) => ({ id, kind: 'light-woods', shape: 'polygon', points: [{ x, y: 10 }, { x: x + 4, y: 10 }, { x: x + 4, y: 14 }, { x, y: 14 }] });
    const doc: MusterMapFile = { $schema: 'https://muster.app/schemas/map.schema.json', formatVersion: 2, title: 'Three woods', map: { kind: 'tabletop', features: [wood('w1', 2), wood('w2', 8), wood('w3', 14)] } as TabletopMap };
    writeFileSync(mapFile, JSON.stringify(doc, null, 2));
    await openByPath(page, mapFile);
    // The map file is the open document (the scenario's editor before it is gone), and its board has settled.
    await expect.poll(() => page.title()).toBe('Three woods — Muster');
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    await editor.getByText('12" × 12"').or(editor.getByText(/^\d+" × \d+"$/)).first().waitFor();
    await boardSettled(page);
    const at = await projector(page, canvas);
    await drag(page, at({ x: 1, y: 9 }), at({ x: 19, y: 15 }));
    await page.screenshot({ path: join(SHOTS, 'map-three-woods.png') });
    await editor.getByText('3 features').waitFor();
    // Grabbed near its top edge, clear of the notices at the foot of the window.
    await drag(page, at({ x: 4, y: 10.5 }), at({ x: 4, y: 14.5 }));
    await page.getByRole('navigation', { name: 'Application menu' }).getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Undo Move 3 features' }).waitFor();
    await page.keyboard.press('Escape');
    await save(page);
    expect(savedMap(mapFile).features.map((f) => f.points[0]!.y)).toEqual([14, 14, 14]);
    expect(app.pageErrors).toEqual([]);
  });
});
