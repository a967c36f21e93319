/// <reference lib="dom" />
/**
 * The action registry in Chromium (web mode): Help ▸ Keyboard Shortcuts lists exactly the registry's
 * shortcuts (core/app/actions.ts), as the platform writes them, and gives the focus back when it closes;
 * the order-of-battle tree's keys are the registry's `tree` actions, winning over the global ones only
 * while the tree has the focus, and the Edit menu acts on the tree's selection.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortcutGroups } from '../../core/app/actions';
import { startApp, type AppUnderTest, menu } from './harness';

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const row = (page: Page, name: string) => page.getByTestId('oob-row').filter({ hasText: name });
const names = (page: Page) => page.$$eval('[data-testid="oob-row"]', (rows) => rows.map((r) => r.querySelector('.name')?.textContent ?? ''));

async function add(page: Page, button: string, name: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Name', exact: true });
  await input.fill(name);
  await input.press('Enter');
  await row(page, name).waitFor();
}

describe('keyboard shortcuts', () => {
  it('Help ▸ Keyboard Shortcuts lists exactly what the registry holds, grouped by scope, and Escape gives the focus back', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New army' }).click();
    await page.getByLabel('New formation level').selectOption('brigade');
    await add(page, '+ Formation', '1st Brigade');
    await add(page, '+ Regiment', '2nd Wisconsin');
    await row(page, '2nd Wisconsin').click();
    const tree = page.getByRole('tree', { name: 'Order of battle tree' });
    await expect(tree.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await menu(page, 'Help', 'Keyboard Shortcuts');
    const dialog = page.getByRole('dialog', { name: 'Keyboard Shortcuts' });
    await dialog.waitFor();
    // The sheet is taller than the window and opens at its top, where the first group is.
    const scroll = await dialog.evaluate((el) => ({ top: el.scrollTop, overflows: el.scrollHeight > el.clientHeight }));
    expect(scroll).toEqual({ top: 0, overflows: true });
    await expect(dialog.locator('[data-action="map.zoomIn"] kbd').allTextContents()).resolves.toEqual(['=', '+']);
    const shown = await dialog.evaluate((el) =>
      Array.from(el.querySelectorAll('section')).map((section) => ({
        title: section.querySelector('h3')!.textContent,
        shortcuts: Array.from(section.querySelectorAll('tr')).map((tr) => ({
          label: tr.querySelector('th')!.textContent,
          keys: Array.from(tr.querySelectorAll('kbd')).map((k) => k.textContent),
        })),
      })),
    );
    const platform = await page.evaluate(() => (navigator.platform.toLowerCase().includes('mac') ? 'darwin' : 'linux'));
    const registry = shortcutGroups(platform).map((g) => ({ title: g.title, shortcuts: g.shortcuts.map((s) => ({ label: s.label, keys: s.keys })) }));
    expect(shown).toEqual(registry);
    // What a person reads: a group per place with its own keys, Ctrl (not ⌘) on this Linux machine.
    expect(registry.map((g) => g.title)).toEqual(['Everywhere', 'Library list', 'Order-of-battle tree', 'Counters table', 'Map', 'Playtest', 'Odds tabs']);
    await expect(dialog.locator('[data-action="tree.duplicate"]').textContent()).resolves.toBe('DuplicateCtrl+D');
    if (process.env.SHORTCUT_SHOTS === '1') await page.screenshot({ path: '/tmp/shortcuts-dialog.png' });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(tree.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(app.pageErrors).toEqual([]);
  });

  it('runs the tree’s keys while the tree has the focus, and the Edit menu acts on its selection', async () => {
    const { page } = app;
    const tree = page.getByRole('tree', { name: 'Order of battle tree' });
    await row(page, '2nd Wisconsin').click();

    await tree.press('Control+d');
    await expect.poll(() => names(page)).toEqual(['1st Brigade', '2nd Wisconsin', '2nd Wisconsin 2']);
    await tree.press('Backspace');
    await expect.poll(() => names(page)).toEqual(['1st Brigade', '2nd Wisconsin']);

    await tree.press('Enter');
    const rename = page.getByRole('textbox', { name: 'Name', exact: true });
    await rename.fill('6th Wisconsin');
    // In the rename field Delete and Backspace are typing, not the tree's Delete.
    await rename.press('Backspace');
    await rename.press('Enter');
    await expect.poll(() => names(page)).toEqual(['1st Brigade', '6th Wisconsi']);

    // Cut the regiment, select the brigade, paste it back inside.
    await tree.press('Control+x');
    await expect.poll(() => names(page)).toEqual(['1st Brigade']);
    await row(page, '1st Brigade').click();
    await tree.press('Control+v');
    await expect.poll(() => names(page)).toEqual(['1st Brigade', '6th Wisconsi']);

    // The menu bar takes the focus while it is open; its Delete still deletes the tree's selection.
    await row(page, '6th Wisconsi').click();
    await menu(page, 'Edit', /^Delete/);
    await expect.poll(() => names(page)).toEqual(['1st Brigade']);
    await menu(page, 'Edit', /^Undo/);
    await expect.poll(() => names(page)).toEqual(['1st Brigade', '6th Wisconsi']);

    // Outside the tree its keys do nothing: Ctrl+D in the army name field is not Duplicate.
    await page.getByLabel('Army name').focus();
    await page.keyboard.press('Control+d');
    await page.keyboard.press('Delete');
    await expect.poll(() => names(page)).toEqual(['1st Brigade', '6th Wisconsi']);
    expect(app.pageErrors).toEqual([]);
  });

  it('runs the library list’s keys on the selected document while the list has the focus', async () => {
    const { page } = app;
    await page.getByLabel('Army name').fill('Keyboard Brigade');
    await page.locator('body').click();
    await page.keyboard.press('Control+s');
    await page.getByText('Saved "Keyboard Brigade" in the library.').waitFor();
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Library' }).click();
    const rows = page.getByTestId('library-row');
    const list = page.getByRole('grid', { name: 'Library documents' });
    await rows.filter({ hasText: 'Keyboard Brigade' }).locator('td.title').click();

    await list.press('Control+d');
    await rows.filter({ hasText: 'Keyboard Brigade 2' }).waitFor();
    await list.press('ArrowDown');
    await list.press('F2');
    await page.getByLabel('New name').fill('Spare Brigade');
    await page.getByLabel('New name').press('Enter');
    await rows.filter({ hasText: 'Spare Brigade' }).waitFor();
    await rows.filter({ hasText: 'Spare Brigade' }).locator('td.title').click();
    await list.press('Delete');
    await page.getByText('Deleted "Spare Brigade".').waitFor();
    await expect.poll(() => rows.filter({ hasText: 'Spare Brigade' }).count()).toBe(0);

    // ArrowDown went from the copy (the newest, at the top) to the original, so F2 and Delete took the
    // original; the copy left carries its counted-up name in the army itself too.
    await rows.filter({ hasText: 'Keyboard Brigade 2' }).locator('td.title').click();
    await list.press('Enter');
    await page.getByLabel('Army name').waitFor();
    await expect(page.getByLabel('Army name').inputValue()).resolves.toBe('Keyboard Brigade 2');
    expect(app.pageErrors).toEqual([]);
  });
});
