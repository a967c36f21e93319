/// <reference lib="dom" />
/**
 * The campaign roster (issue 28) from the campaign view: the first-day campaign with a result of T'ain't
 * No Militia entered by hand in the view's own results form; "Print campaign roster…" opens the print
 * preview on the campaign roster, whose PDF, read back with pdftotext, lists each side's units with the
 * stands lost.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openByPath, pathDialog, startApp, type AppUnderTest } from './harness';

const BUNDLED = resolve(__dirname, '../../scenarios');
const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-campaign-roster-e2e-'));
  for (const f of ['first-day.campaign.json', 'taint-no-militia.scenario.json']) copyFileSync(join(BUNDLED, f), join(dir, f));
  app = await startApp();
  await app.page.setViewportSize({ width: 1400, height: 900 });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const textOf = (pdf: string): string => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });

describe('the campaign roster sheet (web mode, Chromium printing)', () => {
  it("prints each side's units with the stands lost entered for T'ain't No Militia", async () => {
    const { page } = app;
    await openByPath(page, join(dir, 'first-day.campaign.json'));
    const view = page.getByRole('region', { name: 'Campaign' });
    await view.getByRole('heading', { name: 'Gettysburg, the first day' }).waitFor();
    await view.getByLabel('Winner').selectOption('confederate');
    await view.getByLabel('Turn reached').fill('8');
    await view.getByLabel('Stands lost, 24th Michigan').fill('1');
    await view.getByLabel('Stands lost, 14th Tennessee').fill('2');
    await view.getByRole('button', { name: 'Record result' }).click();
    await view.getByTestId('campaign-over').waitFor();

    await view.getByRole('button', { name: 'Print campaign roster…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Sheet', { exact: true }).inputValue()).resolves.toBe('campaign-roster');
    const preview = dialog.frameLocator('iframe[title="Print preview"]');
    await preview.getByRole('heading', { name: 'Gettysburg, the first day: campaign roster' }).waitFor();
    await preview.getByText('11 units; lost so far: 1 stands, 0 figures, 0 sections; 0 off the table').waitFor();
    await page.screenshot({ path: join(SHOTS, 'print-campaign-roster-preview.png') });

    const pdf = join(dir, 'first-day-roster.pdf');
    await dialog.getByRole('button', { name: 'Save PDF…' }).click();
    await pathDialog(page, pdf, 'Save');
    await page.getByText(new RegExp(`Printed \\d+ pages? to ${pdf.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\.`)).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const text = textOf(pdf);
    expect(text).toMatch(/T'ain't No Militia\s+Confederate won, turn 8/);
    expect(text).toMatch(/24th Michigan\s+8 figures, 2 stands\s+1\s+–\s+–/);
    expect(text).toMatch(/14th Tennessee\s+4 figures, 2 stands\s+2\s+–\s+–/);
    expect(text).toMatch(/2nd Mississippi\s+8 figures, 2 stands\s+–\s+–\s+–/);
    expect(app.pageErrors).toEqual([]);
  }, 120_000);
});
