/// <reference lib="dom" />
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { boardSettled, answerConfirm, cursorAt, projector, startApp, type AppUnderTest } from './harness';

const SCENARIOS = resolve(__dirname, '../../scenarios');
const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

let app: AppUnderTest;
let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-overlays-e2e-'));
  // The scenario with the army files beside it, as it is bundled.
  for (const name of ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json']) copyFileSync(join(SCENARIOS, name), join(dir, name));
  file = join(dir, 'taint-no-militia.scenario.json');
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function menu(page: Page, section: string, item: string | RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Application menu' }).getByRole('button', { name: section, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function openByPath(page: Page, path: string): Promise<void> {
  await menu(page, 'File', /^Open…/);
  await page.getByLabel('File path').fill(path);
  await page.getByRole('dialog').getByRole('button', { name: 'Open', exact: true }).click();
}

const savedMap = (): TabletopMap => (JSON.parse(readFileSync(file, 'utf8')) as MusterScenario).map as TabletopMap;

async function save(page: Page): Promise<void> {
  await page.waitForFunction(() => document.title.startsWith('•'));
  await menu(page, 'File', /^Save(?! As)/);
  // Saved once the title no longer marks unsaved changes.
  await page.waitForFunction(() => !document.title.startsWith('•'));
}

describe('scenario overlays in the map editor (web mode, real backend)', () => {
  it("shows T'ain't No Militia's set-up areas, objectives and arrival schedule, and draws, edits and undoes overlays", async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1500, height: 950 });
    await openByPath(page, file);
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    await boardSettled(page);
    await page.screenshot({ path: join(SHOTS, 'map-overlays-militia.png') });
    const at = await projector(page, canvas);

    // A Confederate set-up area drawn as a polygon, with the side chosen first.
    await editor.getByLabel('Side for set-up area').selectOption('confederate');
    await editor.getByRole('button', { name: 'Set-up area', exact: true }).click();
    // Open ground between Herr Ridge and Willoughby Run, away from any edge the pointer could snap to.
    for (const p of [{ x: 24, y: 46 }, { x: 29, y: 46 }, { x: 29, y: 52 }]) {
      const s = at(p);
      await page.mouse.click(s.x, s.y);
    }
    const last = at({ x: 24, y: 52 });
    await page.mouse.dblclick(last.x, last.y);
    await editor.getByLabel('Set-up side').waitFor();
    await expect(editor.getByLabel('Set-up side').inputValue()).resolves.toBe('confederate');

    // An objective placed with a click and named in the properties panel.
    await editor.getByRole('button', { name: 'Objective', exact: true }).click();
    const cut = at({ x: 26, y: 30 });
    await page.mouse.click(cut.x, cut.y);
    await editor.getByLabel('Objective name').fill('The low ground by the run');
    await editor.getByLabel('Objective name').press('Enter');

    // A set-up area "within 8 inches of the south edge".
    await editor.getByLabel('Side for set-up area').selectOption('union');
    await editor.getByRole('button', { name: 'Add set-up area along an edge' }).click();
    await editor.getByLabel('Edge', { exact: true }).selectOption('south');
    await editor.getByLabel('Inches from edge').fill('8');
    await editor.getByLabel('Inches from edge').press('Enter');

    // A crest line at level 3 and a free label.
    await editor.getByLabel('Contour shape').selectOption('crest');
    await editor.getByLabel('Level of new contours').fill('3');
    await editor.getByRole('button', { name: 'Contour', exact: true }).click();
    const c1 = at({ x: 26, y: 4 });
    const c2 = at({ x: 28, y: 10 });
    await page.mouse.click(c1.x, c1.y);
    await page.mouse.dblclick(c2.x, c2.y);
    await editor.getByLabel('Contour level').waitFor();
    await expect(editor.getByLabel('Contour level').inputValue()).resolves.toBe('3');
    await editor.getByRole('button', { name: 'Label', exact: true }).click();
    const l = at({ x: 30, y: 48 });
    await page.mouse.click(l.x, l.y);
    await editor.getByLabel('Label text').fill('Toward Fairfield');
    await editor.getByLabel('Label text').press('Enter');
    await page.screenshot({ path: join(SHOTS, 'map-overlays-drawn.png') });

    await save(page);
    const map = savedMap();
    expect(map.setupAreas!.at(-2)).toEqual({ id: 'confederate-setup-1', side: 'confederate', area: [{ x: 24, y: 46 }, { x: 29, y: 46 }, { x: 29, y: 52 }, { x: 24, y: 52 }] });
    expect(map.setupAreas!.at(-1)).toEqual({ id: 'union-setup-1', side: 'union', withinInOfEdge: { edge: 'south', distanceIn: 8 } });
    expect(map.objectives!.at(-1)).toEqual({ id: 'objective-1', name: 'The low ground by the run', at: { x: 26, y: 30 } });
    expect(map.contours!.at(-1)).toEqual({ id: 'crest-1', level: 3, closed: false, crest: true, points: [{ x: 26, y: 4 }, { x: 28, y: 10 }] });
    expect(map.labels).toEqual([{ id: 'label-1', text: 'Toward Fairfield', at: { x: 30, y: 48 } }]);

    // Dragging the objective moves it (with the Select tool: the Label tool stays until Escape); Delete removes the picked overlay; undo brings each back.
    await canvas.focus();
    await page.keyboard.press('Escape');
    const star = at({ x: 26, y: 30 });
    await page.mouse.move(star.x, star.y);
    await page.mouse.down();
    const to = at({ x: 26, y: 40 });
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    await editor.getByRole('button', { name: 'Delete label' }).waitFor({ state: 'detached' });
    await expect(editor.getByLabel('Objective name').inputValue()).resolves.toBe('The low ground by the run');
    await canvas.focus();
    await page.keyboard.press('Delete');
    await save(page);
    expect(savedMap().objectives!.map((o) => o.id)).not.toContain('objective-1');
    await menu(page, 'Edit', /^Undo/);
    await save(page);
    expect(savedMap().objectives!.at(-1)).toEqual({ id: 'objective-1', name: 'The low ground by the run', at: { x: 26, y: 40 } });
    expect(app.pageErrors).toEqual([]);
  });

  it('File ▸ Export Map Image writes the SVG of the open map in inches', async () => {
    const { page } = app;
    const out = join(dir, 'militia-map.svg');
    await menu(page, 'File', /^Export Map Image/);
    await page.getByLabel('File path').fill(out);
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Exported the map to ${out}.`).waitFor();
    expect(existsSync(out)).toBe(true);
    const svg = readFileSync(out, 'utf8');
    expect(svg).toMatch(/width="72in" height="54in"/);
    expect(svg).toContain('The low ground by the run');
    expect(svg).toContain('Toward Fairfield');
  });

  it("deleting a brigade from a side's order of battle offers to take its regiments off the map too", async () => {
    const { page } = app;
    // The scenario with the Union's order of battle embedded, so the scenario's own tree edits it.
    const scenario = JSON.parse(readFileSync(join(SCENARIOS, 'taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;
    const union = JSON.parse(readFileSync(join(SCENARIOS, 'taint-no-militia.army-union.json'), 'utf8')) as { orderOfBattle: unknown };
    const side = scenario.sides.find((s) => s.id === 'union')!;
    side.forces = { orderOfBattle: union.orderOfBattle as never };
    const embedded = join(dir, 'embedded.scenario.json');
    writeFileSync(embedded, `${JSON.stringify(scenario, null, 2)}\n`);
    const placed = () => (((JSON.parse(readFileSync(embedded, 'utf8')) as MusterScenario).map as TabletopMap).units ?? []).map((u) => u.unit);
    expect(placed()).toContain('usa-76-ny');

    await openByPath(page, embedded);
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Sides' }).click();
    await page.getByRole('button', { name: /Edit the order of battle/ }).first().click();
    const tree = page.getByRole('tree', { name: 'Order of battle tree' });
    await tree.locator('[data-id="usa-2nd-brigade"]').click();
    await tree.press('Delete');
    // The app's own dialog asks, and says why.
    const asked = page.getByRole('dialog', { name: 'Remove 2nd Brigade from the map too?' });
    await expect(asked.locator('p').textContent()).resolves.toBe('2nd Brigade has 5 placements on the map.');
    await expect(asked.getByRole('button').allTextContents()).resolves.toEqual(['Keep them on the map', 'Remove them from the map too']);
    await answerConfirm(page, 'Remove 2nd Brigade from the map too?', 'Remove them from the map too');
    await page.waitForFunction(() => document.title.startsWith('•'));
    await menu(page, 'File', /^Save(?! As)/);
    await page.waitForFunction(() => !document.title.startsWith('•'));
    expect(placed()).not.toContain('usa-76-ny');
    expect(placed()).toContain('usa-hall');
    // One undo brings back the brigade and its placements together.
    await menu(page, 'Edit', /^Undo/);
    await menu(page, 'File', /^Save(?! As)/);
    await page.waitForFunction(() => !document.title.startsWith('•'));
    expect(placed()).toEqual(((scenario.map as TabletopMap).units ?? []).map((u) => u.unit));
    expect(app.pageErrors).toEqual([]);
  });

  it('lines the selected regiments up along a drawn line, and the overview pans the view', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    await boardSettled(page);
    const at = await projector(page, canvas);
    // The four New York regiments on McPherson's Ridge, picked one by one: each faces west, so its stands lie just east of its front.
    const regiments = ((JSON.parse(readFileSync(join(dir, 'embedded.scenario.json'), 'utf8')) as MusterScenario).map as TabletopMap).units!.filter((u) => /-ny$/.test(u.unit));
    expect(regiments).toHaveLength(4);
    for (const [i, u] of regiments.entries()) {
      const p = at({ x: u.at.x + 0.35, y: u.at.y + 0.4 });
      if (i === 1) await page.keyboard.down('Shift');
      await page.mouse.click(p.x, p.y);
    }
    await page.keyboard.up('Shift');
    await editor.getByText('4 units').waitFor();
    await editor.getByRole('button', { name: 'Line up', exact: true }).click();
    const a = at({ x: 55, y: 40 });
    const b = at({ x: 70, y: 40 });
    await page.mouse.click(a.x, a.y);
    await page.mouse.dblclick(b.x, b.y);
    await page.waitForFunction(() => document.title.startsWith('•'));
    await menu(page, 'File', /^Save(?! As)/);
    await page.waitForFunction(() => !document.title.startsWith('•'));
    const units = ((JSON.parse(readFileSync(join(dir, 'embedded.scenario.json'), 'utf8')) as MusterScenario).map as TabletopMap).units!;
    const lined = units.filter((u) => /^usa-(76|147|95|84)-ny$/.test(u.unit));
    expect(lined.map((u) => u.unit)).toEqual(['usa-76-ny', 'usa-147-ny', 'usa-95-ny', 'usa-84-ny']);
    // On the line, facing north (it was drawn west to east), left to right in order, none overlapping.
    for (const u of lined) expect([u.at.y, u.facingDeg]).toEqual([40, 0]);
    const xs = lined.map((u) => u.at.x);
    expect(xs[0]).toBeGreaterThan(55);
    expect([...xs].sort((p, q) => p - q)).toEqual(xs);
    await page.screenshot({ path: join(SHOTS, 'map-overlays-line-up.png') });

    // Zoomed in, a click in the overview centres the view on that part of the board.
    for (let i = 0; i < 4; i++) await editor.getByRole('button', { name: 'Zoom in', exact: true }).click();
    const overview = editor.getByRole('slider', { name: 'Board overview' });
    const o = (await overview.boundingBox())!;
    const k = o.width / 72;
    await page.mouse.click(o.x + 12 * k, o.y + 10 * k);
    const c = (await canvas.boundingBox())!;
    const centre = await cursorAt(page, canvas, c.width / 2, c.height / 2);
    expect(Math.abs(centre.x - 12)).toBeLessThan(1);
    expect(Math.abs(centre.y - 10)).toBeLessThan(1);
    await expect(editor.getByTestId('map-ruler-top').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(SHOTS, 'map-overlays-overview.png') });
    expect(app.pageErrors).toEqual([]);
  });
});
