/// <reference lib="dom" />
/**
 * Two turns of T'ain't No Militia played by the rules on the playtest board.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menu, pathDialog, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const BUNDLED = resolve(__dirname, '../../scenarios');
const FILES = ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json'];
const SEED = 44;

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-playtest-rules-'));
  for (const f of FILES) copyFileSync(join(BUNDLED, f), join(dir, f));
  app = await startApp();
  await app.page.setViewportSize({ width: 1400, height: 900 });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function openPlaytest(page: Page): Promise<Locator> {
  await menu(page, 'File', /^Open…/);
  await pathDialog(page, join(dir, FILES[0]!), 'Open');
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Playtest' }).click();
  const start = page.getByRole('region', { name: 'Playtest' });
  await start.getByLabel('Dice seed').fill(String(SEED));
  await start.getByRole('button', { name: 'Start the playtest' }).click();
  await page.getByRole('region', { name: 'Playtest' }).getByRole('application', { name: 'Playtest board' }).waitFor();
  return page.getByRole('region', { name: 'Playtest' });
}

describe('a playtest by the rules (web mode, Chromium)', () => {
  it('plays two turns', async () => {
    const { page } = app;
    await openPlaytest(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, 'ptr-1400.png') });
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, 'ptr-1024.png') });
    expect(app.pageErrors).toEqual([]);
  });
});
