/// <reference lib="dom" />
/**
 * The Library searched by the regiments and generals its documents hold, and its trash: a document
 * deleted, found in the Trash, restored, and at last deleted for ever, in Chromium on a real library.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerConfirm, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const UNION = "Union: 1st Division, I Corps (T'ain't No Militia)";

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const rows = (page: Page) => page.getByTestId('library-row');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const trashRows = (page: Page) => page.getByTestId('trash-row');
const example = (page: Page, name: string) => page.locator(`[data-testid="example-row"][data-name="${name}"]`);

/** Opens a bundled example as a copy and saves the copy in the library, as a user starts from one. */
async function saveExampleInLibrary(page: Page, name: string, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Library', exact: true }).click();
  await example(page, name).getByRole('button', { name: 'Open a copy' }).click();
  await page.getByText(`This is a copy of the example "${title}"`).waitFor();
  await page.locator('body').click();
  await page.keyboard.press('Control+s');
  await page.getByText(`Saved "${title}" in the library.`).waitFor();
}

describe('searching the Library by the units and leaders a document holds', () => {
  it('finds the army holding the 6th Wisconsin by the regiment, and says which units matched', async () => {
    const { page } = app;
    await saveExampleInLibrary(page, 'taint-no-militia.army-union.json', UNION);
    await saveExampleInLibrary(page, 'tan-yard-hill.scenario.json', 'Tan Yard Hill');
    await page.getByRole('button', { name: 'Library', exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(2);

    await page.getByLabel('Search the library').fill('wisconsin');
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect(row(page, UNION).getByTestId('matched').textContent()).resolves.toBe('Units: 2nd Wisconsin, 6th Wisconsin, 7th Wisconsin');
    // The examples are searched the same way: the scenario and the army that hold the regiment.
    await expect.poll(() => page.getByTestId('example-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual([
      'taint-no-militia.scenario.json',
      'taint-no-militia.army-union.json',
    ]);

    await page.getByLabel('Search the library').fill('6th wisconsin');
    await expect.poll(() => row(page, UNION).getByTestId('matched').textContent()).toBe('Unit: 6th Wisconsin');
    await page.screenshot({ path: join(SHOTS, 'library-search-regiment.png') });

    await page.getByLabel('Search the library').fill('Meredith');
    await expect.poll(() => row(page, UNION).getByTestId('matched').textContent()).toBe('Leader: Solomon Meredith');
    await expect(rows(page).count()).resolves.toBe(1);

    // A scenario whose sides are army files beside it (Mine Run 3) is found by a general of those armies.
    await page.getByLabel('Search the library').fill('blaisdell');
    await expect
      .poll(async () => (await page.getByTestId('example-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).sort())
      .toEqual(['mine-run-3.army-union-example.json', 'mine-run-3.army-union.json', 'mine-run-3.scenario.json']);

    await page.getByLabel('Search the library').fill('tan yard');
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining('Tan Yard Hill')]);
    await expect(row(page, 'Tan Yard Hill').getByTestId('matched').count()).resolves.toBe(0);
    await page.getByLabel('Search the library').fill('');
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(app.pageErrors).toEqual([]);
  });
});

describe('the trash', () => {
  it('takes a deleted document, shows it in the Trash, and restores it to the library and its search', async () => {
    const { page } = app;
    const trashButton = page.getByRole('button', { name: /^Trash/ });
    await expect(trashButton.textContent()).resolves.toMatch(/^\s*Trash\s*$/);
    await row(page, UNION).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect.poll(() => trashButton.textContent()).toMatch(/Trash\s*1/);
    await page.screenshot({ path: join(SHOTS, 'library-trash-count.png') });

    await trashButton.click();
    await page.getByRole('heading', { name: 'Trash' }).waitFor();
    await expect.poll(() => trashRows(page).allTextContents()).toEqual([expect.stringContaining(UNION)]);
    await page.screenshot({ path: join(SHOTS, 'library-trash.png') });

    await trashRows(page).filter({ hasText: UNION }).getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`Restored "${UNION}" to the library.`).waitFor();
    await page.getByText('The trash is empty.').waitFor();
    await expect(page.getByRole('button', { name: 'Empty trash' }).isDisabled()).resolves.toBe(true);

    await page.getByRole('button', { name: '← Library' }).click();
    await row(page, UNION).waitFor();
    await page.getByLabel('Search the library').fill('wisconsin');
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining(UNION)]);
    await page.getByLabel('Search the library').fill('');
    expect(app.pageErrors).toEqual([]);
  });

  it('deletes one document for ever, and empties the trash only once the user confirms', async () => {
    const { page } = app;
    await row(page, UNION).getByRole('button', { name: 'Delete' }).click();
    await row(page, 'Tan Yard Hill').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Your library is empty').waitFor();
    await page.getByRole('button', { name: /^Trash/ }).click();
    await expect.poll(() => trashRows(page).count()).toBe(2);

    // Deleting for ever asks first, in the app's own dialog; cancelled, nothing goes.
    const asked = page.getByRole('dialog', { name: 'Delete for ever?' });
    await trashRows(page).filter({ hasText: 'Tan Yard Hill' }).getByRole('button', { name: 'Delete for ever' }).click();
    await expect(asked.locator('p').textContent()).resolves.toBe('"Tan Yard Hill" will be deleted for ever. It cannot be restored.');
    await answerConfirm(page, 'Delete for ever?', 'Cancel');
    await expect(trashRows(page).count()).resolves.toBe(2);
    await trashRows(page).filter({ hasText: 'Tan Yard Hill' }).getByRole('button', { name: 'Delete for ever' }).click();
    await answerConfirm(page, 'Delete for ever?', 'Delete for ever');
    await page.getByText('Deleted "Tan Yard Hill" for ever.').waitFor();
    await expect.poll(() => trashRows(page).count()).toBe(1);

    await page.getByRole('button', { name: 'Empty trash' }).click();
    await expect(page.getByRole('dialog', { name: 'Empty the trash?' }).locator('p').textContent()).resolves.toBe('1 document will be deleted for ever; this cannot be undone.');
    await answerConfirm(page, 'Empty the trash?', 'Cancel');
    await expect(trashRows(page).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Empty trash' }).click();
    await answerConfirm(page, 'Empty the trash?', 'Empty trash');
    await page.getByText('Emptied the trash: 1 document deleted for ever.').waitFor();
    await page.getByText('The trash is empty.').waitFor();

    await page.getByRole('button', { name: '← Library' }).click();
    await page.getByText('Your library is empty').waitFor();
    await page.getByLabel('Search the library').fill('wisconsin');
    await expect.poll(() => page.getByTestId('example-row').count()).toBe(2);
    await expect(rows(page).count()).resolves.toBe(0);
    expect(app.pageErrors).toEqual([]);
  });
});
