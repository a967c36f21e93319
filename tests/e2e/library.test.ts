/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppUnderTest } from './harness';

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the app in Chromium (web mode, real library)', () => {
  it('loads the shell with the Library and no errors', async () => {
    const { page } = app;
    await expect(page.getByRole('heading', { name: 'Library' }).isVisible()).resolves.toBe(true);
    await page.getByText('Your library is empty').waitFor();
    await page.getByText('Web mode · v').waitFor();
    expect(app.pageErrors).toEqual([]);
  });

  it('creates a scenario, saves it in the library, and still has it after a reload', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New scenario' }).click();
    await page.getByLabel('Scenario title').fill("T'ain't No Militia");
    await page.getByRole('textbox', { name: 'Designer notes' }).fill('Gettysburg, July 1, 1863');
    await expect(page.title()).resolves.toBe("• T'ain't No Militia — Muster");
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('save-state').getByText('In the library').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Library' }).waitFor();
    const row = page.getByTestId('library-row').filter({ hasText: "T'ain't No Militia" });
    await row.waitFor();
    await row.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByLabel('Scenario title').inputValue()).resolves.toBe("T'ain't No Militia");
    await expect(page.getByRole('textbox', { name: 'Designer notes' }).inputValue()).resolves.toBe('Gettysburg, July 1, 1863');
  });

  it('saves with the keyboard shortcut from the File menu', async () => {
    const { page } = app;
    await page.getByLabel('Scenario title').fill('Mine Run');
    await page.locator('body').click();
    await page.keyboard.press('Control+s');
    await page.getByText('Saved "Mine Run" in the library.').waitFor();
  });

  it('renames, duplicates, searches, and deletes with undo in the Library', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Library' }).click();
    const rows = page.getByTestId('library-row');
    await rows.filter({ hasText: 'Mine Run' }).waitFor();

    await rows.filter({ hasText: 'Mine Run' }).getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('New name').fill('Mine Run 1863');
    await page.getByLabel('New name').press('Enter');
    await rows.filter({ hasText: 'Mine Run 1863' }).waitFor();

    await rows.filter({ hasText: 'Mine Run 1863' }).getByRole('button', { name: 'Duplicate' }).click();
    await rows.filter({ hasText: 'Mine Run 1863 2' }).waitFor();
    await expect(rows.count()).resolves.toBe(2);

    await page.getByLabel('Search the library').fill('1863 2');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="library-row"]').length === 1);
    await page.getByLabel('Search the library').fill('');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="library-row"]').length === 2);

    await rows.filter({ hasText: 'Mine Run 1863 2' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="library-row"]').length === 1);
    await page.getByRole('status').locator('div', { hasText: 'Deleted "Mine Run 1863 2"' }).getByRole('button', { name: 'Undo' }).click();
    await rows.filter({ hasText: 'Mine Run 1863 2' }).waitFor();
    expect(app.pageErrors).toEqual([]);
  });
});
