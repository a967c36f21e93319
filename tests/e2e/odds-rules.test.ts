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
    // The book note on the cap (F19) stands in the trace, once, under the pistols step that cites B:1651.
    const note = page.locator('[data-testid="book-note"][data-note="F19"]');
    await expect.poll(() => note.count()).toBe(1);
    await expect(note.textContent()).resolves.toContain('Muster caps pistols at 14 FP');
    await page.getByText('Rule readings').click();
    await page.getByLabel('Pistols in melee', { exact: true }).selectOption('uncapped');
    await expect.poll(() => page.getByTestId('fire-formula').textContent()).toBe('15 FP + 5D6 + 0');
    await page.getByLabel('Pistols in melee', { exact: true }).selectOption('capped');
    expect(app.pageErrors).toEqual([]);
  });

  it('two Union Napoleon batteries fire as one: 8 + 8 = 16 FP (B:2851, B:1292); a third battery of 2 sections is refused, 8 sections (B:1296)', async () => {
    const { page } = app;
    await page.getByLabel('Arm', { exact: true }).selectOption('artillery');
    await page.getByLabel('Weapon', { exact: true }).selectOption('12pdr-napoleon');
    await page.getByLabel('Sections', { exact: true }).fill('3');
    await page.getByLabel('Side', { exact: true }).selectOption('union');
    await page.getByLabel('Quality', { exact: true }).selectOption('veteran');
    await page.getByLabel('Range', { exact: true }).selectOption('normal');
    await page.getByLabel('With battery 2', { exact: true }).selectOption('12pdr-napoleon');
    await page.getByLabel('Sections of battery 2', { exact: true }).fill('3');
    await expect.poll(() => page.getByTestId('fire-formula').textContent()).toBe('16 FP + 2D6 + 0');
    await page.getByLabel('With battery 3', { exact: true }).selectOption('6pdr-gun');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('8 sections: combined fire takes at most 6');
    await page.getByLabel('With battery 3', { exact: true }).selectOption('');
    await page.getByLabel('With battery 2', { exact: true }).selectOption('');
  });

  it('a charge nets the supporters both ways (B:2501, B:1099) and shows the charge bonus (B:601)', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Charge' }).click();
    await page.locator('#charge-attacker-figures').fill('8');
    await page.locator('#charge-attacker-mmp').fill('4');
    await page.locator('#charge-defender-figures').fill('6');
    await page.locator('#charge-defender-mmp').fill('3');
    await expect.poll(() => page.locator('.odds-summary').textContent()).toContain('FIV 2D6 + 4 against 2D6 + 3');
    // Two charging supporters against one: the charger −1 (MMP 3), the defender +1 (MMP 4), as the book's example.
    await page.locator('#charge-attacker-supporters').fill('2');
    await page.locator('#charge-defender-supporters').fill('1');
    await expect.poll(() => page.locator('.odds-summary').textContent()).toContain('FIV 2D6 + 5 against 2D6 + 2');
    // Infantry charging over open ground at 15mm: half of the routed 2D6 (B:2816), 1 to 6 inches, 3.5 on average.
    await page.getByLabel('Charger', { exact: true }).selectOption('infantry');
    await page.getByLabel('Ground charged over', { exact: true }).selectOption('open');
    await expect.poll(() => page.getByTestId('charge-bonus').textContent()).toBe('Charge bonus: half of 2D6 inches, 1″ to 6″, 3.5″ on average');
    await page.getByLabel('Bonus', { exact: true }).selectOption('rules-summary-full');
    await expect.poll(() => page.getByTestId('charge-bonus').textContent()).toBe('Charge bonus: the whole of 2D6 inches, 2″ to 12″, 7″ on average');
  });

  it('the charge situation: Wilkeson\'s Battery alone (B:1397–1399) is 2D6 − 6 against the charging veteran\'s 2D6 + 4', async () => {
    const { page } = app;
    await page.locator('#charge-attacker-supporters').fill('0');
    await page.locator('#charge-defender-supporters').fill('0');
    await page.locator('#charge-attacker-figures').fill('8');
    await page.locator('#charge-attacker-mmp').fill('4');
    await page.getByLabel('Charger', { exact: true }).selectOption('infantry');
    await page.locator('#charge-attacker-close').check();
    // The battery: three sections, a veteran's BMP 4; alone it is doubled to 8, and the charger within an inch adds 1.
    await page.locator('#charge-defender-figures').fill('3');
    await page.locator('#charge-defender-mmp').fill('4');
    await page.locator('#charge-defender-close').check();
    await expect.poll(() => page.locator('.odds-summary').textContent()).toContain('FIV 2D6 + 4 against 2D6 − 2');
    await page.getByLabel('Battery alone', { exact: true }).check();
    await expect.poll(() => page.locator('.odds-summary').textContent()).toContain('FIV 2D6 + 4 against 2D6 − 6');
    // The battery wins only when its 2D6 − 6 beats the charger's 2D6 + 4 by 2 or more: by hand over the 36 × 36 rolls.
    let defenderWins = 0;
    let ties = 0;
    for (let a = 2; a <= 12; a++) for (let d = 2; d <= 12; d++) {
      const ways = (6 - Math.abs(a - 7)) * (6 - Math.abs(d - 7));
      const m = (a + 4) - Math.max(0, d - 6);
      if (m === 0) ties += ways;
      else if (m < 0) defenderWins += ways;
    }
    await expect.poll(() => page.getByTestId('charge-defender').textContent()).toBe(pct(defenderWins, 1296));
    await expect.poll(() => page.getByTestId('charge-tie').textContent()).toBe(pct(ties, 1296));
    const trace = await page.locator('.odds-results').textContent();
    expect(trace).toContain('no friend adjacent: BMP 4 doubled to 8');
    expect(trace).toContain('infantry charging: MMP 4 − 1 = 3');
    // A friend beside the battery supports it: the form says the two cannot go together.
    await page.locator('#charge-defender-supporters').fill('1');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('An unsupported battery has no supporters');
    await page.locator('#charge-defender-supporters').fill('0');
    expect(app.pageErrors).toEqual([]);
  });

  it('the fear-of-charge check takes the charger\'s supporters: one against two is +1, where alone it was −1', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Morale' }).click();
    await page.getByLabel('From the unit').check();
    await page.getByLabel('Supporting units').fill('1');
    await page.getByLabel('In a charge').check();
    await page.getByLabel("Charger's supporters").fill('0');
    const alone = Number(await page.getByTestId('morale-mmp').textContent());
    await page.getByLabel("Charger's supporters").fill('2');
    await expect.poll(async () => Number(await page.getByTestId('morale-mmp').textContent())).toBe(alone + 2);
    expect(app.pageErrors).toEqual([]);
  });

  it("a lone battery's fear-of-charge check (B:1399): a veteran's BMP 4 doubled to 8, plus 1 within an inch, must roll 9 or better", async () => {
    const { page } = app;
    await page.getByLabel('Supporting units').fill('0');
    await page.getByLabel("Charger's supporters").fill('0');
    await page.getByLabel('Quality').selectOption('veteran');
    await page.getByLabel('A battery').check();
    await page.getByLabel('Alone in a charge').check();
    await page.locator('#morale-other').fill('1');
    await expect.poll(() => page.getByTestId('morale-bmp').textContent()).toBe('8');
    await expect.poll(() => page.getByTestId('morale-mmp').textContent()).toBe('9');
    // 9 or more on 2D6: 4 + 3 + 2 + 1 = 10 rolls in 36.
    await expect.poll(() => page.getByTestId('morale-pass').textContent()).toBe(pct(10, 36));
    await expect(page.locator('.odds-results').textContent()).resolves.toContain('no friend adjacent, in a charge: BMP 4 doubled');
    await page.getByLabel('Alone in a charge').uncheck();
    await expect.poll(() => page.getByTestId('morale-mmp').textContent()).toBe('5');
    expect(app.pageErrors).toEqual([]);
  });
});
