/// <reference lib="dom" />
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutosaveEntry, LibraryDocument, LibraryEntry } from '../../core/library/types';
import { call, menu, startChecked, openByPath, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-drafts-e2e-'));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => app.pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') app.pageErrors.push(m.text());
  });
  await page.goto(app.url);
  await page.getByRole('heading', { name: 'Library' }).waitFor();
  return page;
}

async function rename(page: Page, name: string): Promise<void> {
  await page.getByLabel('Army name').fill(name);
  await page.getByLabel('Army name').blur();
}

describe('recovery drafts: offered once, in one list (web mode, real library and files)', () => {
  const file = () => join(dir, 'meredith.army.json');

  it('keeps the unsaved work of two documents when the app stops without saving', async () => {
    const bundled = JSON.parse(readFileSync(resolve(__dirname, '../../scenarios/taint-no-militia.army-union.json'), 'utf8')) as { orderOfBattle: { name: string } };
    writeFileSync(file(), JSON.stringify({ ...bundled, orderOfBattle: { ...bundled.orderOfBattle, name: "Meredith's Brigade" } }, null, 2));

    // Two windows on the same library, each with unsaved work.
    const library = app.page;
    const fromFile = await newPage();
    await library.getByRole('button', { name: 'New army' }).click();
    await rename(library, 'Iron Brigade');
    await library.getByRole('button', { name: 'Save', exact: true }).click();
    await library.getByText('Saved "Iron Brigade" in the library.').waitFor();
    await rename(library, 'Iron Brigade, July 1');

    await openByPath(fromFile, file());
    await fromFile.getByTestId('saves-to').getByText('Saves to meredith.army.json', { exact: true }).waitFor();
    await rename(fromFile, "Meredith's Brigade, unsaved");

    // Autosave runs every 4 s while a document has unsaved changes.
    await expect.poll(async () => (await call<AutosaveEntry[]>(library, 'library.autosaves', {})).length, { timeout: 15_000, interval: 500 }).toBe(2);
    await library.close({ runBeforeUnload: false });
    await fromFile.close({ runBeforeUnload: false });
  });

  it('a draft restored, one discarded, none shown at the next start', async () => {
    const page = await newPage();
    app.page = page;
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog.waitFor();
    const drafts = dialog.getByTestId('draft');
    await expect(drafts.count()).resolves.toBe(2);
    // One list, and no pile of notices beside it.
    await expect(page.getByRole('status').getByText('were kept').count()).resolves.toBe(0);
    const libraryDraft = drafts.filter({ hasText: 'Iron Brigade, July 1' });
    const fileDraft = drafts.filter({ hasText: "Meredith's Brigade, unsaved" });
    await expect(libraryDraft.textContent()).resolves.toContain('Army · in the library · kept');
    await expect(fileDraft.textContent()).resolves.toContain('Army · in meredith.army.json · kept');
    await page.screenshot({ path: join(SHOTS, 'drafts-list.png') });
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.screenshot({ path: join(SHOTS, 'drafts-list-1024.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Compared with the file it came from: the name, side by side.
    await fileDraft.getByRole('button', { name: 'Compare with saved' }).click();
    const comparison = fileDraft.getByTestId('draft-comparison');
    await comparison.getByRole('table').waitFor();
    await expect(comparison.getByRole('row').nth(1).textContent()).resolves.toBe(`Order of battle › Name"Meredith's Brigade""Meredith's Brigade, unsaved"`);
    await libraryDraft.getByRole('button', { name: 'Compare with saved' }).click();
    await expect.poll(() => libraryDraft.getByTestId('draft-comparison').getByRole('row').nth(1).textContent()).toBe('Order of battle › Name"Iron Brigade""Iron Brigade, July 1"');
    await page.screenshot({ path: join(SHOTS, 'drafts-compare.png') });

    // Discarded: gone from the library at once, with an Undo while the list is open.
    await fileDraft.getByRole('button', { name: 'Discard' }).click();
    await fileDraft.getByText('Discarded').waitFor();
    await expect(call<AutosaveEntry[]>(page, 'library.autosaves', {}).then((d) => d.map((x) => x.title))).resolves.toEqual(['Iron Brigade, July 1']);
    await fileDraft.getByRole('button', { name: 'Undo' }).click();
    await fileDraft.getByRole('button', { name: 'Discard' }).waitFor();
    await expect(call<AutosaveEntry[]>(page, 'library.autosaves', {}).then((d) => d.length)).resolves.toBe(2);
    await fileDraft.getByRole('button', { name: 'Discard' }).click();
    await fileDraft.getByText('Discarded').waitFor();
    await page.screenshot({ path: join(SHOTS, 'drafts-discarded.png') });

    // Restored: the unsaved work opens over the library's version, bound for the library.
    await libraryDraft.getByRole('button', { name: 'Restore' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByLabel('Army name').inputValue()).toBe('Iron Brigade, July 1');
    await expect(page.getByTestId('saves-to').textContent()).resolves.toBe('Saves to library');
    await expect(page.title()).resolves.toBe('• Iron Brigade, July 1 — Muster');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved "Iron Brigade, July 1" in the library.').waitFor();
    const entries = await call<LibraryEntry[]>(page, 'library.list', {});
    expect(entries.map((e) => e.title)).toEqual(['Iron Brigade, July 1']);
    const saved = await call<LibraryDocument>(page, 'library.get', { id: entries[0]!.id });
    expect((saved.content as { orderOfBattle: { name: string } }).orderOfBattle.name).toBe('Iron Brigade, July 1');
    // The discarded draft never touched its file.
    expect((JSON.parse(readFileSync(file(), 'utf8')) as { orderOfBattle: { name: string } }).orderOfBattle.name).toBe("Meredith's Brigade");

    // The next start offers nothing, and the list says so when asked for.
    await page.reload();
    await page.getByRole('heading', { name: 'Library' }).waitFor();
    await page.getByTestId('library-row').filter({ hasText: 'Iron Brigade, July 1' }).waitFor();
    await startChecked(page);
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(call<AutosaveEntry[]>(page, 'library.autosaves', {})).resolves.toEqual([]);
    await menu(page, 'File', 'Recover Unsaved Changes…');
    await dialog.getByText('No unsaved changes are kept.').waitFor();
    await page.screenshot({ path: join(SHOTS, 'drafts-none.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(app.pageErrors).toEqual([]);
  });

  it('a draft of a document never saved offers no comparison with a saved copy', async () => {
    const before = app.page;
    await before.getByRole('button', { name: 'New army' }).click();
    await rename(before, 'A brigade never saved');
    await expect.poll(async () => (await call<AutosaveEntry[]>(before, 'library.autosaves', {})).length, { timeout: 15_000, interval: 500 }).toBe(1);
    await before.close({ runBeforeUnload: false });

    const page = await newPage();
    app.page = page;
    const draft = page.getByRole('dialog', { name: 'Unsaved changes' }).getByTestId('draft').filter({ hasText: 'A brigade never saved' });
    await draft.waitFor();
    await expect(draft.textContent()).resolves.toContain('Army · never saved · kept');
    await draft.getByRole('button', { name: 'Restore' }).waitFor();
    await expect(draft.getByRole('button', { name: 'Compare with saved' }).count()).resolves.toBe(0);
    await draft.getByRole('button', { name: 'Discard' }).click();
    await draft.getByText('Discarded').waitFor();
    expect(app.pageErrors).toEqual([]);
  });
});
