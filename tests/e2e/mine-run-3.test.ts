/// <reference lib="dom" />
/**
 * Mine Run 3 ("We'll Hold Them Here…") links its example army files (issue 43): opened as a copy from the
 * Library, with no folder of its own, each side reads its bundled example army within the budget (marked as
 * an example), and the playtest plays both sides' units from those files, none as bare markers. Web mode,
 * Chromium, the app's own examples.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
  await app.page.setViewportSize({ width: 1400, height: 900 });
});
afterAll(async () => {
  await app?.close();
});

describe("Mine Run 3's linked example army files", () => {
  it('the Library copy reads both sides from the bundled example armies, within the budget, and the playtest plays them', async () => {
    const { page } = app;
    await page.locator('[data-testid="example-row"][data-name="mine-run-3.scenario.json"]').getByRole('button', { name: 'Open a copy' }).click();
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Sides' }).click();
    for (const [side, file] of [['union', 'mine-run-3.army-union-example.json'], ['confederate', 'mine-run-3.army-confederate-example.json']] as const) {
      await page.getByTestId(`side-example-${side}`).waitFor();
      await expect.poll(() => page.getByLabel('Army file').nth(side === 'union' ? 0 : 1).inputValue()).toBe(file);
      const summary = page.getByTestId(`side-army-file-${side}`);
      await summary.waitFor();
      expect(await summary.textContent()).toMatch(side === 'union' ? /Union: III Corps and the forces of the previous fight/ : /Confederate: Early's and Rodes' divisions/);
      // What lies outside the budget (the previous fight's forces) is marked apart from what the budget buys, as muster points counts them.
      const bought = (await page.getByTestId(`side-bought-${side}`).textContent())!;
      const [inside] = bought.match(/\d+/)!;
      expect(Number(inside)).toBeLessThanOrEqual(side === 'union' ? 362 : 180);
      expect(bought).toMatch(/MP in the budget · \d+ MP outside it/);
    }
    await page.screenshot({ path: join(SHOTS, 'mine-run-3-sides.png') });
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Playtest' }).click();
    const playtest = page.getByRole('region', { name: 'Playtest' });
    expect(await playtest.getByTestId('playtest-needs-forces').count()).toBe(0);
    await playtest.getByRole('button', { name: 'Start the playtest' }).click();
    await playtest.getByRole('application', { name: 'Playtest board' }).waitFor();
    // No side fell back to markers: both orders of battle were read.
    expect(await page.getByText(/no order of battle here/).count()).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });
});
