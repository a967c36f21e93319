/// <reference lib="dom" />
/**
 * Cancel while printing, in Chromium against the real backend: the generic board's map at 1:1 (209 pages,
 * seconds of Chromium's work) sent to print, its progress bar shown, Cancel pressed; the dialog says the
 * print was cancelled and no PDF is written, then or later (the next print, of the same board, writes its
 * own file and nothing appears at the cancelled one's path).
 */
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
  dir = mkdtempSync(join(tmpdir(), 'muster-print-cancel-e2e-'));
  copyFileSync(join(SCENARIOS, 'generic-board.map.json'), join(dir, 'generic-board.map.json'));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('File ▸ Print… Cancel (web mode, real backend, Chromium printing)', () => {
  it('stops the 1:1 map of the generic board while Chromium prints it, says so, and writes no PDF', { timeout: 300_000 }, async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1400, height: 900 });
    await openByPath(page, join(dir, 'generic-board.map.json'));
    await menu(page, 'File', /^Print…/);
    const dialog = page.getByRole('dialog', { name: 'Print' });
    await dialog.waitFor();
    await dialog.getByLabel('Sheet', { exact: true }).selectOption('map');
    // The assembly page says how many pages the board takes: a couple of hundred.
    const assembly = dialog.frameLocator('iframe[title="Print preview"]').getByText(/ on \d+ pages \(\d+ rows of \d+\)/);
    await assembly.waitFor({ timeout: 120_000 });
    const pages = 1 + Number(/ on (\d+) pages/.exec((await assembly.textContent()) ?? '')![1]);
    expect(pages).toBeGreaterThan(100);

    const cancelled = join(dir, 'generic-cancelled.pdf');
    await dialog.getByRole('button', { name: 'Save PDF…' }).click();
    await pathDialog(page, cancelled, 'Save');
    const bar = dialog.getByRole('progressbar', { name: 'Printing' });
    await bar.waitFor();
    await dialog.getByText('Printing the map at 1:1 with Chromium…').waitFor();
    await page.screenshot({ path: join(SHOTS, 'print-cancel-progress.png') });
    await dialog.locator('.progress').getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByText('Printing cancelled. Nothing was written.').waitFor({ timeout: 120_000 });
    await bar.waitFor({ state: 'hidden' });
    expect(existsSync(cancelled)).toBe(false);

    // The same board printed to the end: its file is written, and still nothing at the cancelled path.
    const printed = join(dir, 'generic-printed.pdf');
    await dialog.getByRole('button', { name: 'Save PDF…' }).click();
    await pathDialog(page, printed, 'Save');
    await page.getByText(`Printed ${pages} pages to ${printed}.`).first().waitFor({ timeout: 240_000 });
    expect(existsSync(printed)).toBe(true);
    expect(existsSync(cancelled)).toBe(false);
  });
});
