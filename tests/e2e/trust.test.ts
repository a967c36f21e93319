/// <reference lib="dom" />
/**
 * Small things a designer trusts (issues 30 and 33), in Chromium on a real library: the title field
 * takes no more than the schema allows; a new scenario's Sides offers the bundled example armies on
 * first use, and a side that takes one drops the budget it was only suggested (no "unspent" warning);
 * two quick "+ Regiment" clicks make two regiments; a notice leaves the problems strip and the map's
 * status bar readable, at 1400×900 and 1024×640.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_TITLE_MAX_LENGTH } from '../../core/model/documents';
import { discardChangesWhenAsked, menu, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const UNION = "Union: 1st Division, I Corps (T'ain't No Militia)";
const CONFEDERATE = "Confederate: Heth's Division and Pegram's Battalion, III Corps (T'ain't No Militia)";

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
  await discardChangesWhenAsked(app.page);
});
afterAll(async () => {
  await app?.close();
});

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name }).click();
const names = (page: Page) => page.$$eval('[data-testid="oob-row"]', (rows) => rows.map((r) => r.querySelector('.name')?.textContent ?? ''));

/** Whether two boxes share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) throw new Error('a box is not on screen');
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

describe('a scenario a club can trust', () => {
  it('bounds the title field by the schema’s limit', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New scenario' }).click();
    const title = page.getByLabel('Scenario title');
    await title.fill('McPherson’s Ridge, 1 July 1863. '.repeat(10));
    const typed = await title.inputValue();
    expect(typed.length).toBe(SCENARIO_TITLE_MAX_LENGTH);
    await expect(page.title()).resolves.toContain(typed.trim().slice(0, 40));
    expect(app.pageErrors).toEqual([]);
  });

  it('offers the bundled example armies on first use; a side that takes one keeps no suggested budget', async () => {
    const { page } = app;
    await section(page, 'Sides');
    const union = page.getByTestId('side-union');
    await expect(union.getByTestId('side-budget-union').textContent()).resolves.toBe('240 MP budget');
    const picker = union.getByLabel('Library army');
    await picker.focus();
    // Every bundled army is offered, marked as an example (the militia's two, Mine Run 3's whole corps and its two example forces).
    await expect.poll(() => picker.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Choose an army…', `${CONFEDERATE} (example)`, `${UNION} (example)`]));
    const offered = await picker.locator('option').allTextContents();
    expect(offered[0]).toBe('Choose an army…');
    expect(offered.slice(1).every((o) => o.endsWith('(example)'))).toBe(true);
    expect(offered).toHaveLength(7);

    // Embed a copy of one example; attach the other (a copy goes into the library, which the side follows).
    await picker.selectOption({ label: `${UNION} (example)` });
    await union.getByRole('button', { name: 'Embed a copy', exact: true }).click();
    await union.getByTestId('side-summary-union').waitFor();
    await expect(union.getByLabel('Points budget').count()).resolves.toBe(0);

    const confederate = page.getByTestId('side-confederate');
    await confederate.getByLabel('Library army').focus();
    await confederate.getByLabel('Library army').selectOption({ label: `${CONFEDERATE} (example)` });
    await confederate.getByRole('button', { name: 'Attach', exact: true }).click();
    await confederate.getByTestId('side-library-army-confederate').getByText(CONFEDERATE).waitFor();
    await expect(confederate.getByLabel('Points budget').count()).resolves.toBe(0);
    await expect(page.getByTestId('problems').textContent()).resolves.not.toMatch(/unspent|budget/);

    // The copy is in the library now, listed under the library's armies beside the examples.
    const again = union.getByLabel('Library army');
    await again.focus();
    await expect.poll(() => again.locator('optgroup[label="Your library"] option').allTextContents()).toEqual([CONFEDERATE]);
    expect(app.pageErrors).toEqual([]);
  });

  it('places a notice over neither the problems strip nor the map’s status bar, at 1400×900 and 1024×640', async () => {
    const { page } = app;
    for (const [width, height] of [[1400, 900], [1024, 640]] as const) {
      await page.setViewportSize({ width, height });
      await section(page, 'General');
      await page.evaluate(() => document.querySelector<HTMLElement>('.notices button.close')?.click());
      await page.getByLabel('Scenario title').fill('x'.repeat(SCENARIO_TITLE_MAX_LENGTH));
      // Save refuses nothing here; a notice shows either way ("Saved …").
      await page.keyboard.press('Control+s');
      const notice = page.locator('.notices .notice').first();
      await notice.waitFor();
      await expect(overlap(notice, page.getByTestId('problems'))).resolves.toBe(false);
      await page.screenshot({ path: join(SHOTS, `notice-general-${width}x${height}.png`) });
      await section(page, 'Map');
      const status = page.locator('footer[aria-label="Map status"]');
      await status.waitFor();
      await page.evaluate(() => window.dispatchEvent(new Event('resize')));
      await expect.poll(() => overlap(notice, status)).toBe(false);
      await expect(overlap(notice, page.getByTestId('problems'))).resolves.toBe(false);
      await page.screenshot({ path: join(SHOTS, `notice-map-${width}x${height}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(app.pageErrors).toEqual([]);
  });

  it('makes two regiments of two quick "+ Regiment" clicks, in the army editor and on a scenario side', async () => {
    const { page } = app;
    // A scenario side's own order of battle, as issue 30 reached it: Sides ▸ Forces ▸ Historical order of battle ▸ Edit.
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Scenario', exact: true }).click();
    await section(page, 'Sides');
    const union = page.getByTestId('side-union');
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('.notices button.close').forEach((b) => b.click()));
    await union.getByRole('button', { name: /Edit the order of battle/ }).click();
    const rows = union.getByTestId('oob-row');
    const before = await rows.count();
    // The tree shows the new regiment in its own panel; the page does not move the button from under the pointer.
    const add = union.getByRole('button', { name: '+ Regiment', exact: true });
    const at = await add.boundingBox();
    await add.dblclick();
    await expect(add.boundingBox()).resolves.toEqual(at);
    await expect.poll(() => rows.count()).toBe(before + 2);
    // The second is open for its name; Enter keeps "New regiment".
    await union.locator('input.rename').press('Enter');
    await expect.poll(() => rows.filter({ hasText: 'New regiment' }).count()).toBe(2);

    await menu(page, 'File', 'New Army');
    // As fast as a hand can: the second click lands before the page has drawn the first regiment.
    await page.getByRole('button', { name: '+ Regiment', exact: true }).evaluate((b: HTMLElement) => {
      b.click();
      b.click();
    });
    // The last one made is open for its name.
    const rename = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(rename.inputValue()).resolves.toBe('New regiment');
    await rename.fill('2nd Wisconsin');
    await rename.press('Enter');
    await expect.poll(() => names(page)).toEqual(['New regiment', '2nd Wisconsin']);
    expect(app.pageErrors).toEqual([]);
  });
});
