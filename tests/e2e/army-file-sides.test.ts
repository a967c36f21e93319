/// <reference lib="dom" />
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openByPath, startApp, type AppUnderTest } from './harness';

const SCENARIOS = resolve(__dirname, '../../scenarios');

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-army-files-e2e-'));
  // T'ain't No Militia with both sides' orders of battle kept in the army files beside it.
  const scenario = JSON.parse(readFileSync(join(SCENARIOS, 'taint-no-militia.scenario.json'), 'utf8'));
  scenario.sides[0].forces = { armyFile: 'taint-no-militia.army-union.json' };
  scenario.sides[1].forces = { armyFile: 'taint-no-militia.army-confederate.json' };
  writeFileSync(join(dir, 'militia.scenario.json'), JSON.stringify(scenario, null, 2));
  for (const name of ['taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json']) copyFileSync(join(SCENARIOS, name), join(dir, name));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a scenario whose sides keep their armies in files beside it (web mode, real backend)', () => {
  it('prices each side from its army file as muster points does, and opens the army in the army editor', async () => {
    const { page } = app;
    await openByPath(page, join(dir, 'militia.scenario.json'));
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Sides' }).click();
    await expect(page.getByTestId('side-mp-union').textContent()).resolves.toBe('136 MP');
    await expect(page.getByTestId('side-mp-confederate').textContent()).resolves.toBe('135 MP');
    await expect(page.getByTestId('side-army-file-union').textContent()).resolves.toMatch(/136 muster points from the tables\s+— the source prints 138/);
    await page.screenshot({ path: join(process.env.MUSTER_SHOTS ?? '/tmp', 'army-file-sides.png') });
    await page.getByRole('button', { name: 'Open taint-no-militia.army-confederate.json in the army editor' }).click();
    // The army editor now holds the army file, titled by its army, with the same total.
    await page.waitForFunction(() => document.title.startsWith("Confederate: Heth's Division"));
    await page.getByRole('tree', { name: 'Order of battle tree' }).waitFor();
    expect(app.pageErrors).toEqual([]);
  });
});
