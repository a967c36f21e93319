/// <reference lib="dom" />
/**
 * A package's scan kept in the library (issue 42), in Chromium against the real backend: a package made by
 * the test, carrying a scan (a PNG it draws: paper with a red road), opened and imported through the app's
 * Package dialog into the library; the scenario opened from the Library view, and its map drawing the scan
 * from the library (not "missing" for want of a folder). Then a second image added to that library
 * scenario is kept by the library at once, and after the page is loaded afresh the scenario, opened from
 * the Library again, draws it from there too. Last, a scenario file with its scan beside it, added with
 * File ▸ Add to Library, draws the scan from the library once its folder is gone.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusterScenario, ReferenceImage } from '../../core/model/scenario.generated';
import type { ReferenceImageChunk } from '../../core/ground';
import { makePackage } from '../../electron/services/package/scenarioPackage';
import { pngOf } from '../support/pngs';
import { boardSettled, call, menu, openByPath, pathDialog, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const TITLE = 'Militia over the 1868 survey';

/** The scan: 800 × 600 pixels of paper with a red road along rows 480–520; stretched over the 72" × 54" table, 0.09" a pixel, the road at 43.2"–46.8". */
const SCAN = pngOf(800, 600, (_x, y) => (y >= 480 && y <= 520 ? [200, 30, 30] : [245, 238, 215]));
/** Another survey, its road green, kept from a scenario's folder (the red one is in the library already). */
const GREEN_SCAN = pngOf(800, 600, (_x, y) => (y >= 480 && y <= 520 ? [30, 160, 30] : [245, 238, 215]));
/** A second sheet, all blue, added later in the app. */
const BLUE = pngOf(200, 150, () => [30, 60, 200]);
const hashOf = (b: Uint8Array) => `sha256:${createHash('sha256').update(b).digest('hex')}`;

const printer = {
  async htmlToPdf(html: string) {
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]).drawText(html.slice(0, 40).replace(/[^\x20-\x7e]/g, ' '), { x: 40, y: 740, size: 8 });
    return Buffer.from(await pdf.save());
  },
};

let app: AppUnderTest;
let dir: string;
let scenario: MusterScenario;
const packagePath = () => join(dir, 'survey.muster.zip');
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-libimages-e2e-'));
  const bundled = JSON.parse(readFileSync(resolve(__dirname, '../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;
  const ref: ReferenceImage = { id: 'image-1', name: 'survey-1868', image: hashOf(SCAN), fileName: 'survey-1868.png', mediaType: 'image/png', widthPx: 800, heightPx: 600 };
  scenario = { ...bundled, title: TITLE, map: { ...bundled.map, referenceImages: [ref] } as MusterScenario['map'] };
  // Made as File ▸ Export… makes one (the sheets printed by pdf-lib here: the scan is what is tested).
  const made = await makePackage({ scenario, armies: {}, images: { [ref.image]: SCAN } }, { printer });
  writeFileSync(packagePath(), made.zip);
  writeFileSync(join(dir, 'blue-sheet.png'), BLUE);
  app = await startApp();
  await app.page.setViewportSize({ width: 1400, height: 900 });
}, 120_000);
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The colour the reference-images layer drew at a table point (its own canvas, under the terrain). */
async function underlayColour(page: Page, at: { x: number; y: number }): Promise<number[]> {
  return page.evaluate(({ x, y }) => {
    type Layer = { name(): string; getCanvas(): { _canvas: HTMLCanvasElement; getPixelRatio(): number }; findOne(selector: string): { getAbsoluteTransform(): { point(p: { x: number; y: number }): { x: number; y: number } } } | undefined };
    const K = (globalThis as unknown as { Konva: { stages: Array<{ container(): HTMLElement; getLayers(): Layer[] }> } }).Konva;
    const stage = K.stages.find((s) => s.container().closest('[aria-label="Map canvas"]'))!;
    const layer = stage.getLayers().find((l) => l.name() === 'reference-images')!;
    const canvas = layer.getCanvas();
    const shape = layer.findOne('Shape');
    if (!shape) return [0, 0, 0, 0];
    const p = shape.getAbsoluteTransform().point({ x, y });
    const ratio = canvas.getPixelRatio();
    return Array.from(canvas._canvas.getContext('2d')!.getImageData(Math.round(p.x * ratio), Math.round(p.y * ratio), 1, 1).data);
  }, at);
}

/** Opens the scenario from the Library view (its row chosen, then Enter), and its map. */
async function openFromLibraryView(page: Page, title = TITLE): Promise<void> {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Library' }).click();
  const list = page.getByRole('grid', { name: 'Library documents' });
  await page.getByTestId('library-row').filter({ hasText: title }).locator('td.title').click();
  await list.press('Enter');
  await page.getByRole('heading', { name: title }).waitFor();
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
  await page.getByRole('region', { name: 'Map editor' }).getByRole('application', { name: 'Map canvas' }).waitFor();
  await boardSettled(page);
}

describe('a package’s scan kept in the library (web mode, real backend, Chromium)', () => {
  it('imports a package with a scan through the Package dialog, and the scenario opened from the Library draws it', async () => {
    const { page } = app;
    await openByPath(page, packagePath());
    const view = page.getByRole('dialog', { name: 'Scenario package' });
    await view.getByRole('table', { name: 'Package contents' }).getByRole('row').filter({ hasText: `images/${hashOf(SCAN).slice(7)}.png` }).waitFor();
    await view.getByRole('button', { name: 'Import into library' }).click();
    await view.getByRole('status').filter({ hasText: `Imported “${TITLE}”` }).waitFor();
    await view.getByRole('button', { name: 'Close' }).click();
    await view.waitFor({ state: 'hidden' });

    await openFromLibraryView(page);
    await page.getByText('Saves to library').first().waitFor();
    const panel = page.getByRole('region', { name: 'Reference images' });
    const item = panel.getByRole('listitem', { name: 'Reference image survey-1868' });
    await item.waitFor();
    // Drawn from the library's copy: the road red, the paper pale; no "save the scenario first".
    await expect.poll(async () => (await underlayColour(page, { x: 36, y: 45 }))[0], { timeout: 30_000 }).toBeGreaterThan(150);
    expect((await underlayColour(page, { x: 36, y: 45 }))[1]).toBeLessThan(90);
    expect((await underlayColour(page, { x: 36, y: 20 }))[0]).toBeGreaterThan(220);
    await expect(item.getByRole('alert').count()).resolves.toBe(0);
    await page.screenshot({ path: join(SHOTS, 'library-images-imported.png') });
  }, 300_000);

  it('keeps an image added to the library scenario, so it draws again when the scenario is next opened', async () => {
    const { page } = app;
    const panel = page.getByRole('region', { name: 'Reference images' });
    await panel.getByRole('button', { name: 'Add image…' }).click();
    await pathDialog(page, join(dir, 'blue-sheet.png'), 'Open');
    await page.getByText(/^Added blue-sheet\.png .*The library keeps a copy, so the scenario finds it when opened again\./).waitFor();
    // Kept by its hash, the same bytes.
    const chunk = await call<ReferenceImageChunk>(page, 'images.fromLibrary', { image: hashOf(BLUE), offset: 0 });
    expect(Buffer.from(chunk.data, 'base64').equals(BLUE)).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Saved "${TITLE}" in the library.`).waitFor();

    // A fresh page knows no image: both come from the library, the blue sheet (drawn last) on top.
    await page.reload();
    await openFromLibraryView(page);
    await expect.poll(async () => (await underlayColour(page, { x: 36, y: 45 }))[2], { timeout: 30_000 }).toBeGreaterThan(150);
    await panel.getByRole('checkbox', { name: 'Show blue-sheet' }).uncheck();
    await expect.poll(async () => (await underlayColour(page, { x: 36, y: 45 }))[0], { timeout: 30_000 }).toBeGreaterThan(150);
    await expect(panel.getByRole('alert').count()).resolves.toBe(0);
    expect(app.pageErrors.filter((e) => !/Failed to load resource: the server responded with a status of 400/.test(e))).toEqual([]);
  }, 300_000);
  it('File ▸ Add to Library of a scenario file keeps the scan beside it: the library copy draws it with the folder gone', async () => {
    const { page } = app;
    // The blue sheet hidden by the test before is saved, so the page loaded afresh below has no draft to offer.
    await page.locator('body').click();
    await page.keyboard.press('Control+s');
    await page.getByText(`Saved "${TITLE}" in the library.`).last().waitFor();
    const title = 'Survey kept from its folder';
    const folder = join(dir, 'designs');
    mkdirSync(folder);
    const file = join(folder, 'survey-kept.scenario.json');
    const ref = { ...(scenario.map as { referenceImages: ReferenceImage[] }).referenceImages[0]!, image: hashOf(GREEN_SCAN), fileName: 'survey-green.png', name: 'survey-green' };
    writeFileSync(file, JSON.stringify({ ...scenario, title, map: { ...scenario.map, referenceImages: [ref] } }, null, 2));
    writeFileSync(join(folder, 'survey-green.png'), GREEN_SCAN);
    await openByPath(page, file);
    // openByPath stops waiting at any notice (the "Saved" just above may still show): wait for the file's own tab.
    await page.getByTestId('saves-to').getByText('Saves to survey-kept.scenario.json', { exact: true }).waitFor();
    await menu(page, 'File', 'Add to Library');
    await page.getByText(`Added "${title}" to the library`, { exact: false }).waitFor();
    rmSync(folder, { recursive: true });

    await page.reload();
    await openFromLibraryView(page, title);
    const panel = page.getByRole('region', { name: 'Reference images' });
    await panel.getByRole('listitem', { name: 'Reference image survey-green' }).waitFor();
    // The green road, drawn from the library's copy: not "missing", though its folder is gone.
    await expect.poll(async () => (await underlayColour(page, { x: 36, y: 45 }))[1], { timeout: 30_000 }).toBeGreaterThan(130);
    expect((await underlayColour(page, { x: 36, y: 45 }))[0]).toBeLessThan(90);
    await expect(panel.getByRole('alert').count()).resolves.toBe(0);
    expect(Buffer.from((await call<ReferenceImageChunk>(page, 'images.fromLibrary', { image: hashOf(GREEN_SCAN), offset: 0 })).data, 'base64').length).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'library-images-added-from-file.png') });
  }, 300_000);
});
