/// <reference lib="dom" />
/**
 * The Odds panel in Chromium: the percentages it shows are the engines' exact odds, they follow the
 * inputs live, the trace shows what the best-two rule dropped, and an impossible fire says why.
 * Worked cases from the digest §8 (TC-15, TC-24, TC-31), checked against the book's lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fireOdds, type FireInput } from '../../core/rules/adf/engine/fire';
import { moraleOddsForMmp, moraleOddsForSituation } from '../../core/rules/adf/engine/morale';
import { impactOdds } from '../../core/rules/adf/engine/charge';
import { FIRE_RESULTS } from '../../core/rules/adf/fire';
import { MORALE_RESULT_ROWS, situationalModifier, supportModifier } from '../../core/rules/adf/morale';
import { IMPACT_RESULTS } from '../../core/rules/adf/charge';
import { startApp, type AppUnderTest } from './harness';

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const pct = (p: number) => `${(100 * p).toFixed(2)}%`;

/** What the chart shows: bar key → its percentage label. */
function shownBars(page: Page): Promise<Record<string, string>> {
  return page.$$eval('[data-testid="odds-bar"]', (cols) =>
    Object.fromEntries(cols.map((c) => [c.getAttribute('data-key') ?? '', c.querySelector('[data-testid="odds-bar-value"]')?.textContent?.trim() ?? ''])),
  );
}

const expectedBars = (entries: Array<[string, number]>) => Object.fromEntries(entries.map(([k, p]) => [k, pct(p)]));

const fireBars = (input: FireInput) => {
  const odds = fireOdds(input);
  return expectedBars(FIRE_RESULTS.map((r) => [r, odds.results[r]]));
};

/** TC-15: 8 veteran rifle-musket figures at normal range with an opening volley, no target DRMs (B:785, B:830). */
const TC15: FireInput = { scale: '15mm', arm: 'infantry', weapon: 'rifle-musket', figures: 8, quality: 'veteran', side: 'union', range: 'normal', state: 'good', openingVolley: true };

describe('the Odds panel', () => {
  it('opens from the rail and shows the Fire tab', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Odds', exact: true }).click();
    await page.getByRole('heading', { name: 'Odds' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Fire' }).getAttribute('aria-selected')).resolves.toBe('true');
  });

  it('moves between the tabs with Left and Right, the tab list’s actions, and takes the focus along', async () => {
    const { page } = app;
    const tab = (name: string) => page.getByRole('tab', { name });
    await tab('Fire').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('Morale').getAttribute('aria-selected')).toBe('true');
    await expect(tab('Morale').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tab('Charge').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('Fire').getAttribute('aria-selected')).toBe('true');
    expect(app.pageErrors).toEqual([]);
  });

  it('shows the exact fire odds of worked case TC-15, 15 rolls in 36 giving 1H (B:830)', async () => {
    const { page } = app;
    await page.getByLabel('Scale', { exact: true }).selectOption('15mm');
    await page.getByLabel('Arm', { exact: true }).selectOption('infantry');
    await page.getByLabel('Weapon', { exact: true }).selectOption('rifle-musket');
    await page.getByLabel('Figures', { exact: true }).fill('8');
    await page.getByLabel('Quality', { exact: true }).selectOption('veteran');
    await page.getByLabel('Range', { exact: true }).selectOption('normal');
    await page.getByLabel('Opening volley').check();

    await expect.poll(() => shownBars(page)).toEqual(fireBars(TC15));
    await expect(page.getByTestId('fire-formula').textContent()).resolves.toBe('8 FP + 2D6 + 2');
    // The book's case: 8 + 2 + roll; rolls 7, 8, 9 make 17–19, the 1H columns of the infantry row
    // (B:2650), and 6 + 5 + 4 = 15 of the 36 rolls of 2D6 do that. A roll of 6 (total 16) is 2MC.
    const oneHit = page.locator('[data-testid="odds-bar"][data-key="1H"]');
    await expect(oneHit.locator('[data-testid="odds-bar-value"]').textContent()).resolves.toBe(pct(15 / 36));
    await expect(oneHit.textContent()).resolves.toContain('15/36');
    await expect(page.locator('[data-testid="odds-bar"][data-key="2MC"]').textContent()).resolves.toContain('9/36');
  });

  it('updates the chart when an input changes', async () => {
    const { page } = app;
    const before = await shownBars(page);
    await page.getByLabel('Range', { exact: true }).selectOption('short');
    const expected = fireBars({ ...TC15, range: 'short' });
    expect(expected).not.toEqual(before);
    await expect.poll(() => shownBars(page)).toEqual(expected);
    await expect(page.getByTestId('fire-formula').textContent()).resolves.toBe('8 FP + 3D6 + 2');
  });

  it('only offers the range bands a weapon can use, and refits the band when the arm changes', async () => {
    const { page } = app;
    const bands = () => page.$$eval('#fire-range option', (os) => os.map((o) => (o as HTMLOptionElement).value));
    await expect(bands()).resolves.toEqual(['long', 'normal', 'short', 'pbf', 'melee', 'desperation']);
    await page.getByLabel('Arm', { exact: true }).selectOption('artillery');
    await expect.poll(bands).toEqual(['long', 'normal', 'short', 'pbf', 'canister', 'desperation']);
    const weapons = await page.$$eval('#fire-weapon option', (os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(weapons).toContain('12pdr-napoleon');
    expect(weapons).toContain('siege-8in-howitzer');
    expect(weapons).not.toContain('rifle-musket');
    // TC-41: big guns have no desperation fire; 3 Union sections of the siege 8-inch howitzer, FP 18, canister 5D6 (B:1453, B:3010).
    await page.getByLabel('Weapon', { exact: true }).selectOption('siege-8in-howitzer');
    await page.getByLabel('Sections', { exact: true }).fill('3');
    await expect.poll(bands).toEqual(['long', 'normal', 'short', 'pbf', 'canister']);
    await page.getByLabel('Range', { exact: true }).selectOption('canister');
    await expect.poll(() => page.getByTestId('fire-formula').textContent()).toBe('18 FP + 5D6 + 0');
    await page.getByLabel('Arm', { exact: true }).selectOption('infantry');
    await expect.poll(() => page.getByLabel('Range', { exact: true }).inputValue()).toBe('normal');
  });

  it('shows in the trace a target modifier dropped by the best-two rule (B:3175), struck through', async () => {
    const { page } = app;
    await page.getByLabel('Figures', { exact: true }).fill('8');
    await page.getByLabel('Opening volley').uncheck();
    const beneficial = page.getByRole('group', { name: 'Target: beneficial (best 2 count)' });
    await beneficial.getByLabel('in heavy woods').check();
    await beneficial.getByLabel('behind a wood fence').check();
    await beneficial.getByLabel('an elite unit').check();
    const input: FireInput = { ...TC15, openingVolley: false, targetDrms: ['heavy-woods', 'wood-fence', 'elite'] };
    const engine = fireOdds(input);
    expect(engine.targetDrm).toBe(-3);
    await expect.poll(() => shownBars(page)).toEqual(fireBars(input));

    const dropped = page.locator('[data-testid="trace-row"][data-applied="false"]');
    await expect(dropped.count()).resolves.toBe(1);
    await expect(dropped.textContent()).resolves.toContain('not among the best two');
    const strike = await dropped.locator('.text').evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(strike).toBe('line-through');
    await expect(page.locator('[data-testid="trace-row"][data-applied="true"]').count()).resolves.toBe(2);
  });

  it('says why instead of crashing when the fire is impossible', async () => {
    const { page } = app;
    await page.getByLabel('Figures', { exact: true }).fill('1');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('a fire needs at least 2 FP');
    await expect(page.locator('[data-testid="odds-bar"]').count()).resolves.toBe(0);
    await page.getByLabel('Figures', { exact: true }).fill('');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Figures: enter a whole number from 1 to 32');
    await page.getByLabel('Figures', { exact: true }).fill('8');
    await expect.poll(() => page.locator('[data-testid="odds-bar"]').count()).toBe(8);
    expect(app.pageErrors).toEqual([]);
  });

  it('shows the morale odds of worked case TC-24: MMP 2 after 1H from small arms (B:866, B:833)', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Morale' }).click();
    await page.getByLabel('From the unit').check();
    await page.getByLabel('Quality', { exact: true }).selectOption('veteran');
    await page.getByLabel('Level', { exact: true }).selectOption('good');
    await page.getByLabel('Fire result').selectOption('1H');
    await page.getByLabel('Leader LB').selectOption('1');
    await page.getByLabel('Supporting units').fill('2');
    await page.getByLabel('in or directly behind cover').check();
    await expect.poll(() => page.getByTestId('morale-mmp').textContent()).toBe('2');

    const odds = moraleOddsForSituation({
      quality: 'veteran',
      standsLeft: 2,
      mounting: 2,
      level: 'good',
      modifiers: [situationalModifier('in-cover'), supportModifier(2, false)],
      leaderLb: 1,
      fireResultModifier: 2,
    });
    expect(odds.mmp).toBe(2);
    await expect.poll(() => shownBars(page)).toEqual(expectedBars(MORALE_RESULT_ROWS.map((r) => [r, odds.outcomes[r]])));
    await expect(page.getByTestId('morale-pass').textContent()).resolves.toBe(pct(odds.pass));
  });

  it('shows the morale rows for a given MMP: MMP 7 is met exactly by 6 rolls in 36 (B:2583)', async () => {
    const { page } = app;
    await page.getByLabel('Given MMP').check();
    await page.getByLabel('MMP', { exact: true }).fill('7');
    const odds = moraleOddsForMmp(7);
    await expect.poll(() => shownBars(page)).toEqual(expectedBars(MORALE_RESULT_ROWS.map((r) => [r, odds.outcomes[r]])));
    await expect(page.locator('[data-testid="odds-bar"][data-key="exact"]').textContent()).resolves.toContain('6/36');
  });

  it('shows the charge impact odds of TC-31: an attacker FIV of 2D6 + 4 (B:1113)', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Charge' }).click();
    await page.locator('#charge-attacker-figures').fill('8');
    await page.locator('#charge-attacker-mmp').fill('4');
    await page.locator('#charge-defender-figures').fill('6');
    await page.locator('#charge-defender-mmp').fill('7');
    const odds = impactOdds({ attacker: { uiv: 8, mmp: 4 }, defender: { uiv: 6, mmp: 7 }, table: 'infantry' });
    const rows = IMPACT_RESULTS.infantry.filter((r) => r.sided);
    const expected = expectedBars([
      ...rows.map((r): [string, number] => [`defender:${r.id}`, odds.defender[r.id]!]),
      ['tie', odds.tie],
      ...rows.map((r): [string, number] => [`attacker:${r.id}`, odds.attacker[r.id]!]),
    ]);
    await expect.poll(() => shownBars(page)).toEqual(expected);
    await expect(page.locator('.odds-summary').textContent()).resolves.toContain('FIV 2D6 + 4 against 2D6 − 1');
    await expect(page.getByTestId('charge-tie').textContent()).resolves.toBe(pct(odds.tie));
    expect(app.pageErrors).toEqual([]);
  });
});
