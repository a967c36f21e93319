/// <reference lib="dom" />
/**
 * File ▸ Export… and opening a scenario package, in Chromium against the real backend: a package exported
 * with its progress shown and read back as Muster reads one; a side whose army cannot be read refused with
 * the reason; the package opened, its contents listed and imported into the library; a tampered package
 * refused with its reason and the library left as it was.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPackage } from '../../electron/services/package/scenarioPackage';
import { call, menu, openByPath, pathDialog, startApp, type AppUnderTest } from './harness';

const SCENARIOS = resolve(__dirname, '../../scenarios');
const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const TITLE = "T'ain't No Militia";

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-export-e2e-'));
  copyFileSync(join(SCENARIOS, 'taint-no-militia.scenario.json'), join(dir, 'taint-no-militia.scenario.json'));
  // The same scenario with the Union's army in a file beside it that is not there.
  const scenario = JSON.parse(readFileSync(join(SCENARIOS, 'taint-no-militia.scenario.json'), 'utf8')) as { title: string; sides: Array<{ id: string; forces: Record<string, unknown> }> };
  scenario.title = 'Militia, army missing';
  scenario.sides[0]!.forces = { armyFile: 'missing.army.json' };
  writeFileSync(join(dir, 'army-missing.scenario.json'), JSON.stringify(scenario, null, 2));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What the library holds, asked of the backend as the page asks it. */
const libraryTitles = async (page: Page): Promise<string[]> => (await call<Array<{ title: string }>>(page, 'library.list', {})).map((e) => e.title).sort();

describe('File ▸ Export… and scenario packages (web mode, real backend, Chromium)', () => {
  it('exports a package with its progress, opens it, imports it into the library, and refuses a tampered one', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });

    // Nothing open: Export is greyed, and says why.
    await page.getByRole('navigation', { name: 'Application menu' }).getByRole('button', { name: 'File', exact: true }).click();
    const exportItem = page.getByRole('menuitem', { name: /^Export…/ });
    await expect(exportItem.isDisabled()).resolves.toBe(true);
    await expect(exportItem.getAttribute('title')).resolves.toBe('Export makes a file from a scenario: open one first.');
    await page.keyboard.press('Escape');

    await openByPath(page, join(dir, 'taint-no-militia.scenario.json'));
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await menu(page, 'File', /^Export…/);
    const dialog = page.getByRole('dialog', { name: 'Export' });
    await dialog.waitFor();
    for (const label of ['VASSAL module', 'Tiled map', 'Scenario package']) await dialog.getByRole('radio', { name: new RegExp(label) }).waitFor();
    await expect(dialog.getByRole('radio', { name: /Scenario package/ }).isChecked()).resolves.toBe(true);
    await dialog.getByText('File name: taint-no-militia.muster.zip').waitFor();
    await dialog.getByLabel('Sides', { exact: true }).selectOption('union');
    await dialog.getByText('File name: taint-no-militia-union.muster.zip').waitFor();
    await dialog.getByLabel('Sides', { exact: true }).selectOption('');
    await page.screenshot({ path: join(SHOTS, 'export-dialog.png') });

    const packagePath = join(dir, 'taint-no-militia.muster.zip');
    // The export takes about half a second now: the steps the bar showed are recorded as they come, not
    // caught on the fly.
    await page.evaluate(() => {
      const seen: string[] = [];
      (globalThis as unknown as { exportSteps: string[] }).exportSteps = seen;
      const status = document.querySelector('dialog .status, [role="dialog"] .status')!;
      new MutationObserver(() => {
        const bar = status.querySelector('progress[aria-label="Exporting"]');
        const step = status.querySelector('.step')?.textContent?.replace(/…$/, '');
        const cancel = Array.from(status.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Cancel');
        if (bar && step && cancel && seen.at(-1) !== step) seen.push(step);
      }).observe(status, { subtree: true, childList: true, characterData: true });
    });
    await dialog.getByRole('button', { name: 'Export…' }).click();
    await pathDialog(page, packagePath, 'Save');
    const done = dialog.getByText(new RegExp(`^Exported ${TITLE} to ${packagePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: 9 files \\(5 PDFs\\), \\d+ KB\\.$`));
    await done.waitFor({ timeout: 240_000 });
    // The bar with its Cancel showed from the start, with the steps the backend reported in their order.
    const steps = await page.evaluate(() => (globalThis as unknown as { exportSteps: string[] }).exportSteps);
    expect(steps[0]).toBe('Starting');
    const order = ['Starting', 'Reading the armies', 'Printing', 'Packing', 'Writing'];
    const rank = (step: string) => order.findIndex((o) => step.startsWith(o));
    for (const step of steps) expect(rank(step), step).toBeGreaterThanOrEqual(0);
    expect(steps.map(rank)).toEqual([...steps.map(rank)].sort((a, b) => a - b));
    await page.screenshot({ path: join(SHOTS, 'export-done.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const read = readPackage(readFileSync(packagePath), 'taint-no-militia.muster.zip');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.manifest.title).toBe(TITLE);
    expect(read.pdfs).toHaveLength(5);

    // A side whose army file is not there: the reason, and nothing written.
    await openByPath(page, join(dir, 'army-missing.scenario.json'));
    await page.getByRole('heading', { name: 'Militia, army missing' }).waitFor();
    await page.keyboard.press('Control+E');
    await dialog.waitFor();
    const refusedPath = join(dir, 'army-missing.muster.zip');
    await dialog.getByRole('button', { name: 'Export…' }).click();
    await pathDialog(page, refusedPath, 'Save');
    await dialog.getByRole('alert').filter({ hasText: /^Could not export as scenario package: side Union's army file missing\.army\.json cannot be used: no such file\. Nothing was written\.$/ }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'export-refused.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(existsSync(refusedPath)).toBe(false);

    // The package opened: its contents, then imported into the library.
    const before = await libraryTitles(page);
    await openByPath(page, packagePath);
    const view = page.getByRole('dialog', { name: 'Scenario package' });
    const contents = view.getByRole('table', { name: 'Package contents' });
    await contents.waitFor();
    await view.getByRole('strong').filter({ hasText: TITLE }).waitFor();
    await view.getByText(/^Sides: Union, Confederate · made with Muster /).waitFor();
    await expect(contents.getByRole('row').count()).resolves.toBe(10);
    const size = /^(\d+ KB|\d+\.\d MB)$/;
    const cells = (file: string) => contents.getByRole('row').filter({ hasText: file }).getByRole('cell').allInnerTexts();
    expect(await cells('pdf/deployment-union.pdf')).toEqual(['PDF · Deployment sheet', 'Deployment: Union', 'pdf/deployment-union.pdf', expect.stringMatching(size)]);
    expect(await cells('t-ain-t-no-militia.scenario.json')).toEqual(['Scenario', TITLE, 't-ain-t-no-militia.scenario.json', expect.stringMatching(size)]);
    await page.screenshot({ path: join(SHOTS, 'package-contents.png') });
    await view.getByRole('button', { name: 'Import into library' }).click();
    await view.getByRole('status').filter({ hasText: `Imported “${TITLE}” and 2 armies into the library.` }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'package-imported.png') });
    const after = await libraryTitles(page);
    expect(after.length).toBe(before.length + 3);
    expect(after.filter((t) => t === TITLE)).toHaveLength(1);
    await view.getByRole('button', { name: 'Open the scenario' }).click();
    await view.waitFor({ state: 'hidden' });
    await page.getByText('Saves to library').first().waitFor();
    await menu(page, 'View', /^Library/);
    await page.getByRole('grid', { name: 'Library documents' }).getByText(TITLE, { exact: true }).waitFor();

    // A tampered package: the reason, no import, the library as it was.
    const files = unzipSync(readFileSync(packagePath)) as Record<string, Uint8Array>;
    files['t-ain-t-no-militia.scenario.json'] = strToU8(new TextDecoder().decode(files['t-ain-t-no-militia.scenario.json']).replace('"title": "', '"title": "Altered: '));
    const tampered = join(dir, 'tampered.muster.zip');
    writeFileSync(tampered, zipSync(files as Zippable));
    await openByPath(page, tampered);
    await view.getByRole('alert').filter({ hasText: 'Muster cannot use this package. Nothing was imported.' }).waitFor();
    await view.getByText('t-ain-t-no-militia.scenario.json does not match its checksum in the manifest: the package is damaged or was altered after it was made').waitFor();
    await expect(view.getByRole('button', { name: 'Import into library' }).count()).resolves.toBe(0);
    await page.screenshot({ path: join(SHOTS, 'package-refused.png') });
    await view.getByRole('button', { name: 'Close' }).click();
    expect(await libraryTitles(page)).toEqual(after);

    // Dropped on the page, a package cannot be read where it lies: the notice says how to open it.
    const transfer = await page.evaluateHandle((bytes) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], 'taint-no-militia.muster.zip', { type: 'application/zip' }));
      return dt;
    }, [...readFileSync(packagePath).subarray(0, 1024)]);
    for (const type of ['dragenter', 'dragover', 'drop']) await page.dispatchEvent('body', type, { dataTransfer: transfer });
    await page.getByText('taint-no-militia.muster.zip is a scenario package: in the browser, open it with File ▸ Open… so Muster can read it where it lies.').waitFor();
    expect(await libraryTitles(page)).toEqual(after);
    expect(app.pageErrors).toEqual([]);
  }, 360_000);
});
