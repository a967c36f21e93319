/// <reference lib="dom" />
/**
 * The order-of-battle tree adds a formation at any level (issue 43): beside "+ Formation" a list says where
 * the new one goes, the top or a formation of a higher level, nearest the selection by default; a brigade
 * selected never offers itself for another brigade, and a top-level formation can be added whatever is
 * selected. Web mode, Chromium, a real library.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
  await app.page.setViewportSize({ width: 1024, height: 640 });
});
afterAll(async () => {
  await app?.close();
});

const row = (page: Page, name: string) => page.getByTestId('oob-row').filter({ hasText: name });
const place = (page: Page) => page.getByLabel('New formation goes in');
const options = (page: Page) => place(page).locator('option').evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
const level = async (page: Page, name: string) => Number(await row(page, name).getAttribute('aria-level'));

async function addFormation(page: Page, kind: string, name: string): Promise<void> {
  await page.getByLabel('New formation level').selectOption(kind);
  await page.getByRole('button', { name: '+ Formation', exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Name', exact: true });
  await input.fill(name);
  await input.press('Enter');
  await row(page, name).waitFor();
}

describe('the tree adds a formation at any level', () => {
  it('a second brigade goes beside the first, a division at the top, a brigade in the division, and the top stays one choice away', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New army' }).click();
    await addFormation(page, 'brigade', '1st Brigade');
    expect(await level(page, '1st Brigade')).toBe(1);

    // With the brigade selected, a brigade cannot go inside it: the only place is the top.
    await page.getByLabel('New formation level').selectOption('brigade');
    expect(await options(page)).toEqual(['Top level']);
    await addFormation(page, 'brigade', '2nd Brigade');
    expect(await level(page, '2nd Brigade')).toBe(1);

    await addFormation(page, 'division', '1st Division');
    expect(await level(page, '1st Division')).toBe(1);
    // The division selected: a brigade goes in it by default, the top offered beside.
    await page.getByLabel('New formation level').selectOption('brigade');
    expect(await options(page)).toEqual(['Top level', 'in 1st Division']);
    expect(await place(page).inputValue()).not.toBe('');
    await addFormation(page, 'brigade', '3rd Brigade');
    expect(await level(page, '3rd Brigade')).toBe(2);

    // A regiment in the brigade selected: a new brigade goes in its division, nearest the selection, or at the top when chosen.
    await row(page, '3rd Brigade').click();
    await page.getByRole('button', { name: '+ Regiment', exact: true }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).press('Enter');
    await page.getByLabel('New formation level').selectOption('brigade');
    expect(await options(page)).toEqual(['Top level', 'in 1st Division']);
    await place(page).selectOption({ label: 'Top level' });
    await page.getByRole('button', { name: '+ Formation', exact: true }).click();
    const input = page.getByRole('textbox', { name: 'Name', exact: true });
    await input.fill('4th Brigade');
    await input.press('Enter');
    await row(page, '4th Brigade').waitFor();
    expect(await level(page, '4th Brigade')).toBe(1);
    // None of these adds left a formation where muster points warns of one.
    expect(await page.locator('[data-testid="warning"][data-rule="formation.nesting"]').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/oob-places-1024.png` });
    expect(app.pageErrors).toEqual([]);
  });
});
