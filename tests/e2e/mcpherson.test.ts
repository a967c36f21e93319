/// <reference lib="dom" />
/**
 * The McPherson's Ridge journey of issue 33, as a new user makes it in Chromium: a new scenario on a 72" × 54"
 * table, the two sides' example armies, two ridges, Herbst's Woods, Willoughby Run, the Chambersburg Pike, a
 * set-up area along each side's edge, the Iron Brigade and Archer's brigade dropped in battle line facing each
 * other, saved, and both deployment sheets printed and read back with pdftotext.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { boardSettled, discardChangesWhenAsked, menu, pathDialog, projector, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const TITLE = "McPherson's Ridge, 1 July 1863";
const UNION = "Union: 1st Division, I Corps (T'ain't No Militia)";
const CONFEDERATE = "Confederate: Heth's Division and Pegram's Battalion, III Corps (T'ain't No Militia)";

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-mcpherson-'));
  app = await startApp();
  await discardChangesWhenAsked(app.page);
  await app.page.setViewportSize({ width: 1400, height: 900 });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const file = () => join(dir, 'mcpherson.scenario.json');
const saved = () => JSON.parse(readFileSync(file(), 'utf8')) as MusterScenario;
const map = () => saved().map as TabletopMap;
const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name }).click();
const textOf = (pdf: string): string => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });

async function number(page: Page, label: string, value: number): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(String(value));
  await input.press('Tab');
}

describe("McPherson's Ridge, 1 July 1863, from a new scenario to the players' sheets", () => {
  it('makes the scenario: its table, its armies, its ground, its set-up areas and its two brigades', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New scenario' }).click();
    await page.getByLabel('Scenario title').fill(TITLE);

    // The table: 72" × 54" of 18" squares is 4 × 3 squares.
    await section(page, 'Board');
    await number(page, 'Width', 72);
    await number(page, 'Depth', 54);
    await expect(page.getByLabel('Squares wide', { exact: true }).inputValue()).resolves.toBe('4');
    await expect(page.getByLabel('Squares deep', { exact: true }).inputValue()).resolves.toBe('3');
    // Squares that do not fill the table are refused in words, naming the place and the fields.
    await number(page, 'Squares wide', 3);
    await expect
      .poll(() => page.getByTestId('problems').innerText())
      .toContain('Board, squares wide Squares wide (3) of 18" squares cover 54", but the table\'s width is 72": squares wide should be 4');
    await expect(page.getByTestId('problems').innerText()).resolves.not.toMatch(/board ›|squaresWide/);
    await number(page, 'Squares wide', 4);
    await expect.poll(() => page.getByTestId('problems').innerText()).not.toContain('Squares wide');

    // Each side takes a copy of its example army.
    await section(page, 'Sides');
    for (const [side, army] of [['union', UNION], ['confederate', CONFEDERATE]] as const) {
      const card = page.getByTestId(`side-${side}`);
      const picker = card.getByLabel('Library army');
      await picker.focus();
      await expect.poll(() => picker.locator('option').allTextContents()).toContain(`${army} (example)`);
      await picker.selectOption({ label: `${army} (example)` });
      await card.getByRole('button', { name: 'Embed a copy', exact: true }).click();
      await card.getByTestId(`side-summary-${side}`).waitFor();
    }
    await menu(page, 'File', /^Save As…/);
    await pathDialog(page, file(), 'Save');
    await expect.poll(() => saved().title).toBe(TITLE);

    await section(page, 'Map');
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    await editor.getByRole('button', { name: 'Fit board' }).click();
    await editor.getByRole('checkbox', { name: 'Snap' }).uncheck();
    const at = await projector(page, canvas);
    const click = async (x: number, y: number) => page.mouse.click(at({ x, y }).x, at({ x, y }).y);
    const finish = async (x: number, y: number) => page.mouse.dblclick(at({ x, y }).x, at({ x, y }).y);

    // Herr Ridge in the west and McPherson's Ridge in the east, each a closed contour at level 1.
    await editor.getByLabel('Contour shape').selectOption('closed');
    await editor.getByLabel('Level of new contours').fill('1');
    for (const ridge of [
      [[8, 6], [14, 6], [15, 48], [9, 48]],
      [[44, 4], [50, 4], [51, 50], [45, 50]],
    ]) {
      await editor.getByRole('button', { name: 'Contour', exact: true }).click();
      for (const [x, y] of ridge.slice(0, -1)) await click(x!, y!);
      await finish(ridge.at(-1)![0]!, ridge.at(-1)![1]!);
      await editor.getByLabel('Contour level').waitFor();
      await page.keyboard.press('Escape');
    }

    // Herbst's Woods, Willoughby Run and the Chambersburg Pike.
    const draw = async (tool: 'Area' | 'Line', kind: string, points: number[][]) => {
      await editor.getByRole('button', { name: tool, exact: true }).click();
      await editor.getByLabel('Terrain kind to draw').selectOption({ label: kind });
      for (const [x, y] of points) await click(x!, y!);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Add terrain');
      await page.keyboard.press('Escape');
    };
    await draw('Area', 'Heavy woods', [[34, 32], [41, 31], [42, 42], [35, 43]]);
    // Clear of the foot of the board, where a notice may stand over it.
    await draw('Line', 'Creek or run', [[29, 1], [31, 20], [28, 36], [30, 47]]);
    await draw('Line', 'Road', [[1, 20], [36, 21], [71, 22]]);

    // A set-up area along each side's own edge.
    for (const [side, edge] of [['union', 'east'], ['confederate', 'west']] as const) {
      await editor.getByLabel('Side for set-up area').selectOption(side);
      await editor.getByRole('button', { name: 'Add set-up area along an edge' }).click();
      await editor.getByLabel('Edge', { exact: true }).selectOption(edge);
      await editor.getByLabel('Inches from edge').fill('18');
      await editor.getByLabel('Inches from edge').press('Enter');
      await page.keyboard.press('Escape');
    }

    // The Iron Brigade dropped in its set-up area, then Archer's brigade in its own: each in battle line.
    const box = (await canvas.boundingBox())!;
    const drop = async (list: string, name: string, x: number, y: number) => {
      const p = at({ x, y });
      await editor.getByRole('list', { name: list }).getByText(name, { exact: true }).dragTo(canvas, { targetPosition: { x: p.x - box.x, y: p.y - box.y } });
    };
    await drop('Union order of battle', '1st Brigade (The Iron Brigade)', 62, 30);
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Place 6 units');
    await drop('Confederate order of battle', "Archer's Brigade", 10, 28);
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toMatch(/^Undo Place \d+ units$/);
    await boardSettled(page);
    await page.screenshot({ path: join(SHOTS, 'mcpherson-map-1400.png') });
    await page.keyboard.press('Control+s');

    await expect.poll(() => (map().units ?? []).length).toBeGreaterThanOrEqual(12);
    const m = map();
    expect(m.features.map((f) => f.kind).sort()).toEqual(['creek', 'heavy-woods', 'road']);
    expect(m.contours?.filter((c) => c.closed !== false)).toHaveLength(2);
    expect(m.setupAreas?.map((a) => [a.side, a.withinInOfEdge?.edge])).toEqual([['union', 'east'], ['confederate', 'west']]);
    const union = (m.units ?? []).filter((u) => u.side === 'union');
    const confederate = (m.units ?? []).filter((u) => u.side === 'confederate');
    // The Iron Brigade faces west, away from its edge, its regiments on one north–south line, Meredith behind.
    expect(union.every((u) => u.facingDeg === 270)).toBe(true);
    const line = union.filter((u) => u.formation !== 'any');
    expect(new Set(line.map((u) => Math.round(u.at.x * 10))).size).toBe(1);
    expect(union.filter((u) => u.formation === 'any').every((u) => u.at.x > line[0]!.at.x)).toBe(true);
    // Archer's brigade faces the Iron Brigade, to the east.
    expect(confederate.length).toBeGreaterThanOrEqual(5);
    expect(confederate.every((u) => Math.abs(u.facingDeg - 90) < 10)).toBe(true);
    expect(app.pageErrors).toEqual([]);
  }, 120_000);

  it("prints both deployment sheets, each with its own side's brigade and nothing of the other's", async () => {
    const { page } = app;
    const dialog = page.getByRole('dialog', { name: 'Print' });
    const preview = dialog.frameLocator('iframe[title="Print preview"]');
    const texts: Record<string, string> = {};
    for (const [side, name] of [['union', 'Union'], ['confederate', 'Confederate']] as const) {
      await menu(page, 'File', /^Print…/);
      await dialog.getByLabel('Sheet', { exact: true }).selectOption('deployment');
      await dialog.getByLabel('Side on the map').selectOption(side);
      await preview.getByRole('heading', { name: `${TITLE}: ${name} deployment` }).waitFor();
      await page.screenshot({ path: join(SHOTS, `mcpherson-print-${side}.png`) });
      const pdf = join(dir, `${side}-deployment.pdf`);
      await dialog.getByRole('button', { name: 'Save PDF…' }).click();
      await pathDialog(page, pdf, 'Save');
      await page.getByText(new RegExp(`Printed \\d+ pages? to ${pdf.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\.`)).first().waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      texts[side] = textOf(pdf);
    }
    expect(texts.union).toContain(`${TITLE}: Union deployment`);
    for (const regiment of ['2nd Wisconsin', '6th Wisconsin', '7th Wisconsin', '19th Indiana', '24th Michigan', 'Solomon Meredith']) expect(texts.union).toContain(regiment);
    expect(texts.union).not.toContain('Archer');
    expect(texts.union).not.toContain('Nothing sets up on the table');
    expect(texts.confederate).toContain(`${TITLE}: Confederate deployment`);
    expect(texts.confederate).toContain('James Archer');
    expect(texts.confederate).toMatch(/Alabama/);
    expect(texts.confederate).not.toContain('Wisconsin');
    expect(app.pageErrors).toEqual([]);
  }, 120_000);
});
