/// <reference lib="dom" />
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryDocument, LibraryEntry } from '../../core/library/types';
import { call, menu, openByPath, pathDialog, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-saves-e2e-'));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The library as the app's own API gives it, asked from the page (which holds web mode's key). */
const armyName = (content: unknown): string => (content as { orderOfBattle: { name: string } }).orderOfBattle.name;
const fileArmyName = (path: string): string => armyName(JSON.parse(readFileSync(path, 'utf8')));

async function rename(page: Page, name: string): Promise<void> {
  await page.getByLabel('Army name').fill(name);
  await page.getByLabel('Army name').blur();
}

describe('one document, one home (web mode, real library and files)', () => {
  it('Save As then Save leaves one document per home: the library keeps its version, the file gets every later save', async () => {
    const { page } = app;
    const file = join(dir, 'iron-brigade-file.army.json');
    await page.getByRole('button', { name: 'New army' }).click();
    await expect(page.getByTestId('saves-to').textContent()).resolves.toBe('Not saved yet · Save puts it in the library');
    await rename(page, 'Iron Brigade');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved "Iron Brigade" in the library.').waitFor();
    await expect(page.getByTestId('saves-to').textContent()).resolves.toBe('Saves to library');

    // Changed, then saved as a file: a new document, and the notice says the library keeps its own version.
    await rename(page, 'Iron Brigade, file copy');
    await menu(page, 'File', /^Save As…/);
    await pathDialog(page, file, 'Save');
    await page
      .getByText(`Saved "Iron Brigade, file copy" as a new document in ${file}; Save now writes that file. The document in the library keeps its last saved version.`)
      .waitFor();
    await expect(page.getByTestId('saves-to').textContent()).resolves.toBe('Saves to iron-brigade-file.army.json');
    await expect(page.getByTestId('saves-to').getAttribute('title')).resolves.toBe(`Save writes ${file}.`);
    await expect(page.getByTestId('save-state').textContent()).resolves.toBe(file);
    await page.screenshot({ path: join(SHOTS, 'saves-after-save-as.png') });

    // Save after Save As writes the file, and only the file.
    await rename(page, 'Iron Brigade, saved again');
    await page.locator('body').click();
    await page.keyboard.press('Control+s');
    await page.getByText(`Saved ${file}.`).waitFor();
    expect(fileArmyName(file)).toBe('Iron Brigade, saved again');

    const entries = await call<LibraryEntry[]>(page, 'library.list', {});
    expect(entries.map((e) => e.title)).toEqual(['Iron Brigade']);
    const kept = await call<LibraryDocument>(page, 'library.get', { id: entries[0]!.id });
    expect(armyName(kept.content)).toBe('Iron Brigade');

    // The library's document opens as it was saved there, and saves there.
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Library' }).click();
    await page.getByTestId('library-row').filter({ hasText: 'Iron Brigade' }).getByRole('button', { name: 'Open' }).click();
    await expect(page.getByLabel('Army name').inputValue()).resolves.toBe('Iron Brigade');
    await expect(page.getByTestId('saves-to').textContent()).resolves.toBe('Saves to library');
    expect(app.pageErrors).toEqual([]);
  });

  it('a file added to the library says Save writes the library, and Save leaves the file as it was', async () => {
    const { page } = app;
    const file = join(dir, 'meredith.army.json');
    const bundled = JSON.parse(readFileSync(resolve(__dirname, '../../scenarios/taint-no-militia.army-union.json'), 'utf8')) as { orderOfBattle: { name: string } };
    writeFileSync(file, JSON.stringify({ ...bundled, orderOfBattle: { ...bundled.orderOfBattle, name: "Meredith's Brigade" } }, null, 2));
    const before = readFileSync(file, 'utf8');

    await openByPath(page, file);
    // The file is checked off the main thread first: wait for the title bar to name it.
    await page.getByTestId('saves-to').getByText('Saves to meredith.army.json', { exact: true }).waitFor();
    await expect(page.getByLabel('Army name').inputValue()).resolves.toBe("Meredith's Brigade");

    await menu(page, 'File', 'Add to Library');
    await page.getByText(`Added "Meredith's Brigade" to the library; Save now writes it there, and meredith.army.json stays as it was last saved.`).waitFor();
    const savesTo = page.getByTestId('saves-to');
    await expect(savesTo.textContent()).resolves.toBe('Saves to library · imported from meredith.army.json');
    await expect(savesTo.getAttribute('title')).resolves.toBe(`Save writes this document in the library; ${file}, which it was imported from, stays as it was.`);
    await page.screenshot({ path: join(SHOTS, 'saves-imported.png') });

    await rename(page, "Meredith's Brigade, July 1");
    await page.locator('body').click();
    await page.keyboard.press('Control+s');
    await page.getByText(`Saved "Meredith's Brigade, July 1" in the library.`).waitFor();
    expect(readFileSync(file, 'utf8')).toBe(before);
    const entries = await call<LibraryEntry[]>(page, 'library.list', { query: 'Meredith' });
    expect(entries.map((e) => e.title)).toEqual(["Meredith's Brigade, July 1"]);

    // Already in the library: nothing more to add.
    await page.getByRole('navigation', { name: 'Application menu' }).getByRole('button', { name: 'File', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Add to Library' }).isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    expect(app.pageErrors).toEqual([]);
  });
});
