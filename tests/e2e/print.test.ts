/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menu, openByPath, pathDialog, startApp, type AppUnderTest } from './harness';

const SCENARIOS = resolve(__dirname, '../../scenarios');
const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-print-e2e-'));
  for (const name of ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json']) copyFileSync(join(SCENARIOS, name), join(dir, name));
  copyFileSync(join(SCENARIOS, 'bluegrey/shiloh.scenario.json'), join(dir, 'shiloh.scenario.json'));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const textOf = (pdf: string): string => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });

describe('File ▸ Print (web mode, real backend, Chromium printing)', () => {
  it("previews and prints T'ain't No Militia's roster, the 25mm charts on A4, the Union's map at 1:1 and the Confederate deployment sheet", async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1400, height: 900 });
    await openByPath(page, join(dir, 'taint-no-militia.scenario.json'));
    await page.getByRole('heading', { name: "T'ain't No Militia" }).waitFor();
    await menu(page, 'File', /^Print…/);
    const dialog = page.getByRole('dialog', { name: 'Print' });
    await dialog.waitFor();
    await dialog.getByLabel('Sheet', { exact: true }).selectOption('roster');
    // The preview is the sheet's own HTML: the totals core/muster computes from the army files.
    const preview = dialog.frameLocator('iframe[title="Print preview"]');
    await preview.getByText('Total 136 muster points').waitFor();
    await preview.getByText('Total 135 muster points').waitFor();
    await page.screenshot({ path: join(SHOTS, 'print-roster-preview.png') });

    const rosterPdf = join(dir, 'militia-roster.pdf');
    await dialog.getByRole('button', { name: 'Save PDF…' }).click();
    await pathDialog(page, rosterPdf, 'Save');
    await page.getByText(`Printed 2 pages to ${rosterPdf}.`).first().waitFor();
    // Web mode has no system viewer to call: the dialog offers the PDF to the browser's own viewer.
    const [viewer] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: 'Open the PDF' }).click()]);
    expect(viewer.url()).toMatch(/^blob:/);
    await viewer.close();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const roster = textOf(rosterPdf);
    expect(roster).toContain('Total 136 muster points');
    expect(roster).toContain('Total 135 muster points');

    // The reference charts at 25mm on A4, landscape as charts are read.
    await menu(page, 'File', /^Print…/);
    await dialog.getByLabel('Sheet', { exact: true }).selectOption('charts');
    await dialog.getByLabel('Chart scale').selectOption('25mm');
    await dialog.getByLabel('Paper').selectOption('a4');
    await expect(dialog.getByLabel('Orientation').inputValue()).resolves.toBe('landscape');
    await preview.getByRole('heading', { name: 'Across a Deadly Field: reference charts, 25mm' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'print-charts-preview.png') });
    const chartsPdf = join(dir, 'charts-25mm.pdf');
    await dialog.getByRole('button', { name: 'Save PDF…' }).click();
    await pathDialog(page, chartsPdf, 'Save');
    await page.getByText(new RegExp(`Printed \\d+ pages to ${chartsPdf.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\.`)).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(existsSync(chartsPdf)).toBe(true);
    expect(textOf(chartsPdf)).toMatch(/Rifle-muskets \(R\/M\)\s+2\s+3\s+4\s+5\s+6\s+7\s+8\s+4"\s+8"/);

    // The map at 1:1, the Union's side only: an assembly page and the tiles.
    await menu(page, 'File', /^Print…/);
    await dialog.getByLabel('Sheet', { exact: true }).selectOption('map');
    await dialog.getByLabel('Side on the map').selectOption('union');
    await dialog.getByLabel('Paper').selectOption('letter');
    await preview.getByRole('heading', { name: "T'ain't No Militia: map at 1:1" }).waitFor();
    // Saving ink leaves the table's open ground white on every tile.
    // The assembly page and each tile draw their own part of the table.
    const tableFills = () => preview.locator('[id="table"]').evaluateAll((tables) => [...new Set(tables.map((t) => t.getAttribute('fill')))]);
    await expect(tableFills()).resolves.toEqual(['#f3f1e3']);
    await expect(preview.locator('[id="table"]').count()).resolves.toBeGreaterThan(2);
    await dialog.getByLabel('Save ink: leave open ground unfilled').check();
    await expect.poll(tableFills).toEqual(['#ffffff']);
    // And the set-up areas keep their dashed outlines but lose their wash.
    await expect(preview.locator('#layer-setup polygon').first().getAttribute('fill')).resolves.toBe('none');
    // The table's edges carry the names the Board page gives them.
    await expect(preview.locator('#edge-west').first().textContent()).resolves.toBe('Toward Cashtown');
    await page.screenshot({ path: join(SHOTS, 'print-map-preview.png') });
    const mapPdf = join(dir, 'militia-map.pdf');
    await dialog.getByRole('button', { name: 'Save PDF…' }).click();
    await pathDialog(page, mapPdf, 'Save');
    await page.getByText(new RegExp(`Printed \\d+ pages to ${mapPdf.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\.`)).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const mapText = textOf(mapPdf);
    // 72" × 54" on Letter portrait: columns step 7", rows 9.5" → 11 columns, 6 rows, after the assembly page.
    expect(mapText).toMatch(/72" × 54" on 66 pages \(6 rows of 11\)/);
    expect(mapText).not.toMatch(/Confederate set-up/);

    // The Confederate deployment sheet: its own map and entries, on one page.
    await menu(page, 'File', /^Print…/);
    await dialog.getByLabel('Sheet', { exact: true }).selectOption('deployment');
    await dialog.getByLabel('Side on the map').selectOption('confederate');
    await preview.getByRole('heading', { name: "T'ain't No Militia: Confederate deployment" }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'print-deployment-preview.png') });
    const deploymentPdf = join(dir, 'csa-deployment.pdf');
    await dialog.getByRole('button', { name: 'Save PDF…' }).click();
    // The name offered is the title as written, with the side and the sheet: no slug.
    await expect(page.getByLabel('File path').inputValue()).resolves.toMatch(/\/T'ain't No Militia – Confederate deployment\.pdf$/);
    await pathDialog(page, deploymentPdf, 'Save');
    await page.getByText(`Printed 1 page to ${deploymentPdf}.`).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(textOf(deploymentPdf)).not.toContain('Union deployment');
    // Its map names the table's edges as the Board page does.
    expect(textOf(deploymentPdf).replace(/\s+/g, '')).toContain('TowardGettysburg');

    // The next sheet starts from both sides: the Confederate side picked for the deployment does not carry to the 1:1 map.
    await menu(page, 'File', /^Print…/);
    await dialog.getByLabel('Sheet', { exact: true }).selectOption('map');
    await expect(dialog.getByLabel('Side on the map').inputValue()).resolves.toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(app.pageErrors).toEqual([]);
  }, 150_000);

  it('offers a Blue & Grey scenario its own game’s charts, with no figure scale to choose, and prints them', async () => {
    const { page } = app;
    await openByPath(page, join(dir, 'shiloh.scenario.json'));
    await page.getByRole('heading', { name: 'Shiloh' }).first().waitFor();
    await menu(page, 'File', /^Print…/);
    const dialog = page.getByRole('dialog', { name: 'Print' });
    await dialog.waitFor();
    const sheet = dialog.getByLabel('Sheet', { exact: true });
    await sheet.selectOption('charts');
    await expect(sheet.locator('option[value="charts"]').textContent()).resolves.toBe('Reference charts, Blue & Grey');
    await expect(dialog.getByLabel('Chart scale').count()).resolves.toBe(0);
    await expect(dialog.getByLabel('Orientation').inputValue()).resolves.toBe('landscape');
    const preview = dialog.frameLocator('iframe[title="Print preview"]');
    await preview.getByRole('heading', { name: 'Blue & Grey: reference charts' }).waitFor();
    // The landscape page is seen whole: the frame, scaled to fit, lies inside the preview's room, at
    // the page's own proportions (11 × 8.5 inches), and it is not blank.
    const room = (await dialog.getByLabel('Print preview').boundingBox())!;
    const frame = (await dialog.locator('iframe[title="Print preview"]').boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(room.x - 0.5);
    expect(frame.y).toBeGreaterThanOrEqual(room.y - 0.5);
    expect(frame.x + frame.width).toBeLessThanOrEqual(room.x + room.width + 0.5);
    expect(frame.y + frame.height).toBeLessThanOrEqual(room.y + room.height + 0.5);
    expect(frame.width / frame.height).toBeCloseTo(11 / 8.5, 2);
    expect(frame.width).toBeGreaterThan(room.width / 2);
    await expect(preview.locator('body').innerText()).resolves.toMatch(/Blue & Grey: reference charts/);
    await page.screenshot({ path: join(SHOTS, 'print-bluegrey-charts-preview.png') });
    const pdf = join(dir, 'shiloh-charts.pdf');
    await dialog.getByRole('button', { name: 'Save PDF…' }).click();
    await pathDialog(page, pdf, 'Save');
    await page.getByText(new RegExp(`Printed \\d+ pages to ${pdf.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\.`)).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const text = textOf(pdf);
    expect(text).toMatch(/\b3\s+AE\*\s+AR\s+AR\s+AR\s+AR\s+DR\s+DR\s+DR\s+DR\s+DR\s+DR\s+DE\b/);
    expect(text).not.toContain('Across a Deadly Field');
    expect(app.pageErrors).toEqual([]);
  }, 90_000);
});
