/// <reference lib="dom" />
/**
 * The board has the window (issue 30.1) and its gestures to itself (issue 33): in web mode against the
 * real backend, in Chromium, at 1024 × 640 and 1400 × 900.
 * - the map's canvas takes at least 55% of a 1024 px window, the zoom buttons keep together;
 * - the side panels collapse and resize, and are remembered after a reload;
 * - the overview lies outside the board, so a set-up area's click where it used to be is a point of the area;
 * - a drawing tool stays chosen after what it drew, until Escape or the Select key.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusterScenario } from '../../core/scenario';
import type { TabletopMap } from '../../core/model/scenario.generated';
import { boardSettled, cursorAt, menu, openByPath, pathDialog, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const BUNDLED = resolve(__dirname, '../../scenarios');
const FILES = ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json', 'hex-example.scenario.json'];

let app: AppUnderTest;
let dir: string;
const file = () => join(dir, FILES[0]!);
const savedMap = (): TabletopMap => (JSON.parse(readFileSync(file(), 'utf8')) as MusterScenario).map as TabletopMap;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-board-window-'));
  for (const f of FILES) copyFileSync(join(BUNDLED, f), join(dir, f));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function openMap(page: Page): Promise<Locator> {
  await openByPath(page, file());
  await page.getByLabel('Scenario title').waitFor();
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Map editor' });
  await editor.getByRole('application', { name: 'Map canvas' }).waitFor();
  await editor.getByRole('slider', { name: 'Board overview' }).waitFor();
  return editor;
}

async function save(page: Page): Promise<void> {
  await page.waitForFunction(() => document.title.startsWith('•'));
  await menu(page, 'File', /^Save(?! As)/);
  await page.waitForFunction(() => !document.title.startsWith('•'));
}

const width = async (l: Locator) => (await l.boundingBox())!.width;

describe('the board takes the window (web mode, real backend, Chromium)', () => {
  it('at 1024 × 640 the canvas is more than half the window, and the zoom buttons keep together', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 640 });
    const editor = await openMap(page);
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await boardSettled(page);
    await page.screenshot({ path: join(SHOTS, 'board-window-map-1024.png') });
    expect(await width(canvas)).toBeGreaterThanOrEqual(0.55 * 1024);
    const zoomOut = (await editor.getByRole('button', { name: 'Zoom out' }).boundingBox())!;
    const zoomIn = (await editor.getByRole('button', { name: 'Zoom in' }).boundingBox())!;
    expect(Math.abs(zoomOut.y - zoomIn.y)).toBeLessThan(2);
    expect(zoomIn.x).toBeGreaterThan(zoomOut.x);
    // The overview is beside the board, not over it.
    const o = (await editor.getByRole('slider', { name: 'Board overview' }).boundingBox())!;
    const c = (await canvas.boundingBox())!;
    expect(o.x >= c.x + c.width || o.x + o.width <= c.x).toBe(true);

    // A wider window fits the board again while the view is as "Fit board" left it.
    const ppi = async () => Number.parseInt((await editor.getByText(/^\d+ px an inch$/).textContent())!, 10);
    const small = await ppi();
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect.poll(ppi).toBeGreaterThan(small);
    await boardSettled(page);
    await page.screenshot({ path: join(SHOTS, 'board-window-map-1400.png') });
    expect(await width(canvas)).toBeGreaterThanOrEqual(0.6 * 1400);
  });

  it('side panels collapse and resize, and are remembered after a reload', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 640 });
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    const wide = await width(canvas);
    await editor.getByRole('button', { name: 'Hide Layers and units' }).click();
    await expect.poll(() => width(canvas)).toBeGreaterThan(wide + 150);
    await expect(editor.getByRole('complementary', { name: 'Layers and units' }).count()).resolves.toBe(0);
    // The Properties panel made 60 px wider with its edge, from the keyboard (its drag does the same).
    const properties = editor.getByRole('complementary', { name: 'Properties' });
    const before = await width(properties);
    const edge = editor.getByRole('separator', { name: 'Resize Properties' });
    await edge.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => width(properties)).toBeGreaterThan(before + 55);
    const resized = await width(properties);
    await page.screenshot({ path: join(SHOTS, 'board-window-collapsed-1024.png') });

    // Remembered: after a reload the map opens with the left panel still collapsed and Properties as wide.
    await page.reload();
    await page.getByRole('heading', { name: 'Library' }).waitFor();
    const again = await openMap(page);
    await again.getByRole('button', { name: 'Show Layers and units' }).waitFor();
    expect(Math.abs((await width(again.getByRole('complementary', { name: 'Properties' }))) - resized)).toBeLessThan(2);
    // Dragging the edge back, then opening the left panel again.
    const e = (await again.getByRole('separator', { name: 'Resize Properties' }).boundingBox())!;
    await page.mouse.move(e.x + e.width / 2, e.y + 200);
    await page.mouse.down();
    await page.mouse.move(e.x + e.width / 2 + 30, e.y + 200, { steps: 3 });
    await page.mouse.move(e.x + e.width / 2 + 60, e.y + 200, { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => width(again.getByRole('complementary', { name: 'Properties' }))).toBeLessThan(resized - 50);
    await again.getByRole('button', { name: 'Show Layers and units' }).click();
    await again.getByRole('complementary', { name: 'Layers and units' }).waitFor();
    expect(app.pageErrors).toEqual([]);
  });

  it('a set-up area drawn into the corner where the overview was takes every click, and the tool stays', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 640 });
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await editor.getByRole('checkbox', { name: 'Snap' }).uncheck();
    // The camera read inside this small canvas: two cursor readings give its scale and offset.
    const c = (await canvas.boundingBox())!;
    const r1 = await cursorAt(page, canvas, 40, 40);
    const r2 = await cursorAt(page, canvas, c.width - 40, c.height - 40);
    const kx = (c.width - 80) / (r2.x - r1.x);
    const ky = (c.height - 80) / (r2.y - r1.y);
    const at = (p: { x: number; y: number }) => ({ x: c.x + 40 + (p.x - r1.x) * kx, y: c.y + 40 + (p.y - r1.y) * ky });
    // The third point 40 px in from the canvas's bottom-right corner, under the overview before it moved
    // out of the board (a corner of 100 px or more).
    const third = { x: Math.round(r2.x * 10) / 10, y: Math.round(r2.y * 10) / 10 };
    const points = [{ x: third.x - 6, y: third.y - 5 }, { x: third.x, y: third.y - 5 }, third, { x: third.x - 6, y: third.y }];

    await editor.getByRole('button', { name: 'Set-up area', exact: true }).click();
    for (const p of points) {
      const s = at(p);
      await page.mouse.click(s.x, s.y);
    }
    await page.keyboard.press('Enter');
    await editor.getByLabel('Set-up side').waitFor();
    // Still the Set-up area tool: the next area needs no new choice.
    await expect(editor.getByRole('button', { name: 'Set-up area', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await save(page);
    const area = savedMap().setupAreas!.at(-1)!.area!;
    expect(area).toHaveLength(4);
    area.forEach((p, i) => {
      expect(Math.abs(p.x - points[i]!.x)).toBeLessThan(0.15);
      expect(Math.abs(p.y - points[i]!.y)).toBeLessThan(0.15);
    });

    // Two farm buildings dragged one after the other with the Rectangle tool, without choosing it again.
    const before = savedMap().features.length;
    await editor.getByRole('button', { name: 'Rectangle', exact: true }).click();
    await editor.getByLabel('Terrain kind to draw').selectOption({ label: 'Farm buildings' });
    for (const x0 of [50, 56]) {
      const a = at({ x: x0, y: 6 });
      const b = at({ x: x0 + 3, y: 8 });
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 3 });
      await page.mouse.move(b.x, b.y, { steps: 3 });
      await page.mouse.up();
    }
    await expect(editor.getByRole('button', { name: 'Rectangle', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await canvas.focus();
    await page.keyboard.press('Escape');
    await expect(editor.getByRole('button', { name: 'Select', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    // The Select tool's key also goes back to selecting from any tool.
    await page.keyboard.press('b');
    await expect(editor.getByRole('button', { name: 'Rectangle', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.press('v');
    await expect(editor.getByRole('button', { name: 'Select', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await save(page);
    const added = savedMap().features.slice(before);
    expect(added.map((f) => f.kind)).toEqual(['farm-buildings', 'farm-buildings']);
    expect(app.pageErrors).toEqual([]);
  });

  it('the hex map and the army builder at both sizes (screenshots)', async () => {
    const { page } = app;
    for (const [w, h] of [[1024, 640], [1400, 900]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await openByPath(page, join(dir, FILES[3]!));
      await page.getByRole('heading', { name: "Harlan's Mill (hex example)", level: 1 }).waitFor();
      await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map', exact: true }).click();
      const canvas = page.getByRole('region', { name: 'Map editor' }).getByRole('application', { name: 'Map canvas' });
      await canvas.waitFor();
      await boardSettled(page);
      await page.screenshot({ path: join(SHOTS, `board-window-hex-${w}.png`) });
      expect(await width(canvas)).toBeGreaterThanOrEqual(0.55 * w);
      await openByPath(page, join(dir, FILES[1]!));
      await page.getByTestId('oob-row').first().waitFor();
      await page.screenshot({ path: join(SHOTS, `board-window-army-${w}.png`) });
    }
    expect(app.pageErrors).toEqual([]);
  });

  it('from a new scenario to units on the board in two clicks, from the Map\'s order-of-battle panel', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Library' }).click();
    await page.getByRole('button', { name: 'New scenario' }).click();
    await page.getByLabel('Scenario title').waitFor();
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map', exact: true }).click();
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    const union = editor.getByRole('group', { name: /^Begin the .* order of battle$/ }).first();
    await union.waitFor();
    await page.screenshot({ path: join(SHOTS, 'board-window-new-scenario-1024.png') });
    // Click one: a brigade with a regiment. Click two: the brigade dragged onto the board.
    await union.getByRole('button', { name: '+ Brigade' }).click();
    const brigade = editor.getByText('New brigade', { exact: true });
    await brigade.waitFor();
    const c = (await canvas.boundingBox())!;
    await brigade.dragTo(canvas, { targetPosition: { x: c.width / 2, y: c.height / 2 } });
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Place unit');
    await editor.getByText('New regiment', { exact: true }).first().waitFor();
    await expect(editor.getByLabel('Formation').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(SHOTS, 'board-window-new-scenario-placed-1024.png') });

    // The other side takes a bundled example army whole, from the same panel.
    const other = editor.getByRole('group', { name: /^Begin the .* order of battle$/ }).first();
    const army = other.getByRole('combobox', { name: /^Army for / });
    const example = (await army.locator('option').allTextContents()).find((t) => /Confederate/.test(t));
    expect(example).toBeTruthy();
    await army.selectOption({ label: example! });
    await expect.poll(() => page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title'), { timeout: 10_000 }).toMatch(/^Undo Embed a copy of /);
    await expect(editor.getByRole('group', { name: /^Begin the .* order of battle$/ }).count()).resolves.toBe(0);

    // Another new scenario: its first side takes a unit from the catalogue, opened in the panel.
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Library' }).click();
    // The scenario above stays open, unsaved, in its tab: the new one opens in a tab of its own.
    await page.getByRole('button', { name: 'New scenario' }).click();
    await page.getByRole('heading', { name: 'Untitled scenario', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map', exact: true }).click();
    await editor.getByRole('group', { name: /^Begin the .* order of battle$/ }).first().getByRole('button', { name: 'From the catalogue…' }).click();
    const entry = editor.getByTestId('catalogue-entry').first();
    await entry.waitFor();
    await entry.click();
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toMatch(/^Undo Add /);
    // The taken unit is in the side's list, ready to drag.
    await editor.getByRole('list', { name: /order of battle$/ }).first().getByRole('listitem').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'board-window-catalogue-1024.png') });
    // Its other side reads an army file, through the file dialog, and keeps its own copy of it.
    await editor.getByRole('group', { name: /^Begin the .* order of battle$/ }).first().getByRole('button', { name: 'Army file…' }).click();
    await pathDialog(page, join(dir, FILES[2]!), 'Open');
    await expect.poll(() => page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title'), { timeout: 10_000 }).toMatch(/^Undo Embed a copy of /);
    await editor.getByRole('list', { name: /order of battle$/ }).nth(1).getByText("Archer's Brigade").waitFor();
    expect(app.pageErrors).toEqual([]);
  });

  it('the status says the file is valid and counts the warnings on the table, which open the Problems list', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 640 });
    // The new scenario of the test before stays open, unsaved, in its tab: the file opens in a tab of its own.
    await openByPath(page, file());
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'General', exact: true }).click();
    const status = page.getByTestId('problems');
    const count = status.getByTestId('table-warnings');
    await expect.poll(() => count.textContent()).toMatch(/^\d+ warnings? on the table$/);
    await expect(status.textContent()).resolves.toMatch(/The scenario is valid and can be saved\s*·\s*\d+ warnings? on the table/);
    const said = Number.parseInt((await count.textContent())!, 10);
    await count.click();
    const problems = page.getByRole('region', { name: 'Map editor' }).getByTestId('map-problems');
    await problems.waitFor();
    await expect(problems.isVisible()).resolves.toBe(true);
    await expect.poll(() => problems.locator('li.warning').count()).toBe(said);
    await page.screenshot({ path: join(SHOTS, 'board-window-status-1024.png') });
  });

  it("the army builder says which warnings are the book's own, and why its disabled +25% box is disabled", async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openByPath(page, join(dir, FILES[1]!));
    await page.getByTestId('warning').first().waitFor();
    const stated = page.getByTestId('warning').filter({ hasText: /stated total/ });
    const elite = page.getByTestId('warning').filter({ hasText: /Iron Brigade.*elite/ });
    await expect(stated.getByTestId('warning-book').textContent()).resolves.toBe('As the book prints it: nothing you changed causes this.');
    await expect(elite.getByTestId('warning-book').count()).resolves.toBe(1);
    const bonus = page.getByRole('group', { name: 'Points budget' }).locator('label.bonus');
    await expect(bonus.getByRole('checkbox').isDisabled()).resolves.toBe(true);
    await expect(bonus.getAttribute('title')).resolves.toMatch(/^Set a budget first/);
    await expect(page.getByTestId('budget-left').textContent()).resolves.toMatch(/no budget set: type one to use \+25%/);
    // The empty Squares box says, in plain sight, what a number in it does.
    await expect(page.getByTestId('squares-hint').textContent()).resolves.toBe("no squares: type the table's to check 40 MP a square");
    await page.screenshot({ path: join(SHOTS, 'board-window-army-warnings-1024.png') });
    // A regiment of the Iron Brigade changed from what the book prints: that warning is the designer's now.
    await page.getByTestId('oob-row').filter({ hasText: '2nd Wisconsin' }).first().click();
    await page.getByLabel('Figures', { exact: true }).selectOption('6');
    await expect.poll(() => elite.getByTestId('warning-book').count()).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });
});
