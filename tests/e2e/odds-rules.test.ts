/// <reference lib="dom" />
/**
 * The Odds panel's Fire tab reads the rules of issue 29 in Chromium: cavalry in column fires as
 * infantry (B:1643), a skirmishing firer's flank DRM is dropped (B:2693) and says so in the trace,
 * pistols in melee stop at 14 FP (B:1651) unless the player picks the other reading. Each expected
 * figure is worked out here from the book's tables, not asked of the engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type AppUnderTest } from './harness';

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const pct = (ways: number, of: number) => `${((100 * ways) / of).toFixed(2)}%`;

function shownBars(page: Page): Promise<Record<string, string>> {
  return page.$$eval('[data-testid="odds-bar"]', (cols) =>
    Object.fromEntries(cols.map((c) => [c.getAttribute('data-key') ?? '', c.querySelector('[data-testid="odds-bar-value"]')?.textContent?.trim() ?? ''])),
  );
}

describe('the Odds panel applies the fire rules of issue 29', () => {
  it('cavalry in column fires as infantry: 6 Sharps carbines (6 FP, B:2827), elite +1, infantry row (B:2650)', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Odds', exact: true }).click();
    await page.getByRole('heading', { name: 'Odds' }).waitFor();
    await page.getByLabel('Scale', { exact: true }).selectOption('15mm');
    await page.getByLabel('Arm', { exact: true }).selectOption('cavalry');
    await page.getByLabel('Weapon', { exact: true }).selectOption('sharps-bl-carbine');
    await page.getByLabel('Figures', { exact: true }).fill('6');
    await page.getByLabel('Quality', { exact: true }).selectOption('elite');
    await page.getByLabel('Range', { exact: true }).selectOption('normal');
    await page.getByLabel('Formation', { exact: true }).selectOption('column');
    // 6 + 2D6 + 1: none on 2–4 (6 ways), MC 5–6 (9), 1MC 7 (6), 2MC 8–9 (9), 1H 10–12 (6) of 36.
    await expect.poll(() => page.getByTestId('fire-formula').textContent()).toBe('6 FP + 2D6 + 1');
    await expect
      .poll(() => shownBars(page))
      .toEqual({ none: pct(6, 36), MC: pct(9, 36), '1MC': pct(6, 36), '2MC': pct(9, 36), '1H': pct(6, 36), '2H': pct(0, 1), '3H': pct(0, 1), '4H': pct(0, 1) });
    await expect(page.locator('[data-testid="trace-row"]', { hasText: 'fires as infantry' }).count()).resolves.toBe(1);
    // In line the same troopers read the cavalry row with elite +2 (B:2642, B:2652): MC on 8–9 (9), 1MC 10–11 (5), 2MC 12 (1).
    await page.getByLabel('Formation', { exact: true }).selectOption('line');
    await expect.poll(() => page.getByTestId('fire-formula').textContent()).toBe('6 FP + 2D6 + 2');
    await expect.poll(async () => (await shownBars(page))['1MC']).toBe(pct(5, 36));
  });

  it('a skirmish line drops the full-flank +2 (B:2693) and the trace says why', async () => {
    const { page } = app;
    await page.getByLabel('Arm', { exact: true }).selectOption('infantry');
    await page.getByLabel('Weapon', { exact: true }).selectOption('rifle-musket');
    await page.getByLabel('Figures', { exact: true }).fill('8');
    await page.getByLabel('Quality', { exact: true }).selectOption('veteran');
    await page.getByLabel('Range', { exact: true }).selectOption('short');
    await page.getByRole('group', { name: 'Target: detrimental (worst 2 count)' }).getByLabel('line under full flank fire').check();
    // Battle line: 8 FP + 3D6 + 2.
    await expect.poll(() => page.getByTestId('fire-formula').textContent()).toBe('8 FP + 3D6 + 2');
    await page.getByLabel('Formation', { exact: true }).selectOption('skirmish');
    // Skirmishers: ½FP and a die less (B:2611): 4 FP + 2D6, the +2 gone.
    await expect.poll(() => page.getByTestId('fire-formula').textContent()).toBe('4 FP + 2D6 + 0');
    const dropped = page.locator('[data-testid="trace-row"][data-applied="false"]', { hasText: 'from skirmishers' });
    await expect(dropped.count()).resolves.toBe(1);
    await page.getByRole('group', { name: 'Target: detrimental (worst 2 count)' }).getByLabel('line under full flank fire').uncheck();
    await page.getByLabel('Formation', { exact: true }).selectOption('line');
  });

  it('pistols in melee stop at 14 FP (B:1651); the "No cap" reading adds them all (9 + 6 = 15)', async () => {
    const { page } = app;
    await page.getByLabel('Arm', { exact: true }).selectOption('cavalry');
    await page.getByLabel('Weapon', { exact: true }).selectOption('repeating-carbine');
    await page.getByLabel('Figures', { exact: true }).fill('8');
    await page.getByLabel('Quality', { exact: true }).selectOption('veteran');
    await page.getByLabel('Range', { exact: true }).selectOption('melee');
    await page.getByLabel('Pistol figures', { exact: true }).fill('8');
    await expect.poll(() => page.getByTestId('fire-formula').textContent()).toBe('14 FP + 5D6 + 0');
    await page.getByText('Rule readings').click();
    await page.getByLabel('Pistols in melee', { exact: true }).selectOption('uncapped');
    await expect.poll(() => page.getByTestId('fire-formula').textContent()).toBe('15 FP + 5D6 + 0');
    await page.getByLabel('Pistols in melee', { exact: true }).selectOption('capped');
    expect(app.pageErrors).toEqual([]);
  });
});
