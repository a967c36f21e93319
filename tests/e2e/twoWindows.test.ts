/// <reference lib="dom" />
/**
 * Two tabs on one library document, and a file changed on disk by another program (issue 31): a save
 * based on an older version is refused with the choice in the app's own dialog (keep mine as a copy,
 * reload theirs, compare), never written over; one tab's save leaves the other tab's draft alone.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutosaveEntry, LibraryDocument, LibraryEntry } from '../../core/library/types';
import { call, openByPath, startChecked, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

let app: AppUnderTest;
let dir: string;
/** One browser context: its tabs share the session and can talk to each other, as tabs of one browser do. */
let tabs: BrowserContext;
/** The first tab. */
let first: Page;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-two-windows-'));
  app = await startApp();
  tabs = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  first = await newPage();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Another tab of the same browser. */
async function newPage(): Promise<Page> {
  const page = await tabs.newPage();
  page.on('pageerror', (e) => app.pageErrors.push(e.message));
  await page.goto(app.url);
  await page.getByRole('heading', { name: 'Library' }).waitFor();
  return page;
}

async function rename(page: Page, name: string): Promise<void> {
  await page.getByLabel('Army name').fill(name);
  await page.getByLabel('Army name').blur();
}

const bundled = () => JSON.parse(readFileSync(resolve(__dirname, '../../scenarios/taint-no-militia.army-union.json'), 'utf8')) as { orderOfBattle: { name: string } };
const nameOf = (content: unknown) => (content as { orderOfBattle: { name: string } }).orderOfBattle.name;

describe('two tabs on one library document lose nothing', () => {
  it('the second save is refused with a choice; compare shows both; keep mine makes a copy; the other tab’s draft survives the first save', async () => {
    const army = bundled();
    const a = first;
    const created = await call<LibraryEntry>(a, 'library.create', { kind: 'army', title: 'Iron Brigade', content: { ...army, orderOfBattle: { ...army.orderOfBattle, name: 'Iron Brigade' } } });
    await a.reload();
    const b = await newPage();
    for (const page of [a, b]) {
      await page.getByTestId('library-row').filter({ hasText: 'Iron Brigade' }).getByRole('button', { name: 'Open' }).click();
      await expect.poll(() => page.getByLabel('Army name').inputValue()).toBe('Iron Brigade');
    }
    await rename(a, 'Iron Brigade, edited in A');
    await rename(b, 'Iron Brigade, edited in B');
    // B's unsaved work is kept as its draft (autosave, every 4 s) before A saves.
    await expect.poll(async () => (await call<AutosaveEntry[]>(a, 'library.autosaves', {})).map((d) => d.title).sort(), { timeout: 15_000, interval: 500 }).toContain('Iron Brigade, edited in B');

    await a.getByRole('button', { name: 'Save', exact: true }).click();
    await a.getByText('Saved "Iron Brigade, edited in A" in the library.').waitFor();
    // A's save cleared A's draft only.
    const drafts = await call<AutosaveEntry[]>(a, 'library.autosaves', {});
    expect(drafts.map((d) => d.title)).toEqual(['Iron Brigade, edited in B']);

    // A third tab opened now is not offered B's draft as a leftover: B is open and keeping it up.
    const c = await newPage();
    await startChecked(c);
    await expect(c.getByRole('dialog', { name: 'Unsaved changes' }).isVisible()).resolves.toBe(false);
    await c.close({ runBeforeUnload: false });

    // B saves on top of the version it opened: refused, with the choice.
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = b.getByRole('dialog', { name: '“Iron Brigade, edited in B” was changed elsewhere' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('was saved from another window');
    expect(nameOf((await call<LibraryDocument>(b, 'library.get', { id: created.id })).content)).toBe('Iron Brigade, edited in A');

    await dialog.getByRole('button', { name: 'Compare' }).click();
    const rows = dialog.getByTestId('conflict-comparison').getByRole('row');
    await expect.poll(() => rows.nth(1).textContent()).toBe('Order of battle › Name"Iron Brigade, edited in A""Iron Brigade, edited in B"');
    await b.screenshot({ path: join(SHOTS, 'two-windows-conflict.png') });

    await dialog.getByRole('button', { name: 'Keep mine as a copy' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await b.getByText('Your version is saved in the library as "Iron Brigade, edited in B (my copy)"').waitFor();
    const titles = (await call<LibraryEntry[]>(b, 'library.list', {})).map((e) => e.title).sort();
    expect(titles).toEqual(['Iron Brigade, edited in A', 'Iron Brigade, edited in B (my copy)']);
    expect(nameOf((await call<LibraryDocument>(b, 'library.get', { id: created.id })).content)).toBe('Iron Brigade, edited in A');

    // From now on B's Save writes its copy, and A's document is left as A saved it.
    await rename(b, 'Iron Brigade, B again');
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    await b.getByText('Saved "Iron Brigade, B again" in the library.').waitFor();
    expect(nameOf((await call<LibraryDocument>(b, 'library.get', { id: created.id })).content)).toBe('Iron Brigade, edited in A');
    await b.close({ runBeforeUnload: false });
  });

  it('reload theirs shows the version saved from the other tab', async () => {
    const army = bundled();
    const a = first;
    const created = await call<LibraryEntry>(a, 'library.create', { kind: 'army', title: 'Stonewall Brigade', content: { ...army, orderOfBattle: { ...army.orderOfBattle, name: 'Stonewall Brigade' } } });
    const b = await newPage();
    await a.reload();
    for (const page of [a, b]) {
      await page.getByTestId('library-row').filter({ hasText: 'Stonewall Brigade' }).getByRole('button', { name: 'Open' }).click();
      await expect.poll(() => page.getByLabel('Army name').inputValue()).toBe('Stonewall Brigade');
    }
    await rename(a, 'Stonewall Brigade, A');
    await a.getByRole('button', { name: 'Save', exact: true }).click();
    await a.getByText('Saved "Stonewall Brigade, A" in the library.').waitFor();
    await rename(b, 'Stonewall Brigade, B');
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = b.getByRole('dialog', { name: '“Stonewall Brigade, B” was changed elsewhere' });
    await dialog.getByRole('button', { name: 'Reload theirs' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => b.getByLabel('Army name').inputValue()).toBe('Stonewall Brigade, A');
    expect(nameOf((await call<LibraryDocument>(b, 'library.get', { id: created.id })).content)).toBe('Stonewall Brigade, A');
    await b.close({ runBeforeUnload: false });
  });
});

describe('a file changed on disk by another program', () => {
  it('is found when the window comes back into focus, and a save over it is refused', async () => {
    const army = bundled();
    const file = join(dir, 'meredith.army.json');
    writeFileSync(file, JSON.stringify({ ...army, orderOfBattle: { ...army.orderOfBattle, name: "Meredith's Brigade" } }, null, 2));
    const page = first;
    await openByPath(page, file);
    await expect.poll(() => page.getByLabel('Army name').inputValue(), { timeout: 15_000 }).toBe("Meredith's Brigade");
    await rename(page, "Meredith's Brigade, mine");
    // Another program writes the file.
    writeFileSync(file, JSON.stringify({ ...army, orderOfBattle: { ...army.orderOfBattle, name: "Meredith's Brigade, theirs" } }, null, 2));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const dialog = page.getByRole('dialog', { name: "“Meredith's Brigade, mine” was changed elsewhere" });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('was changed on disk by another program');
    await dialog.getByRole('button', { name: 'Decide later' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Saving anyway is refused too: the other program's version is not written over.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('was changed on disk');
    expect(nameOf(JSON.parse(readFileSync(file, 'utf8')))).toBe("Meredith's Brigade, theirs");
    await dialog.getByRole('button', { name: 'Reload theirs' }).click();
    await expect.poll(() => page.getByLabel('Army name').inputValue(), { timeout: 15_000 }).toBe("Meredith's Brigade, theirs");
  });
});
