/// <reference lib="dom" />
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppUnderTest } from './harness';

const TAN_YARD = resolve(__dirname, '../../scenarios/tan-yard-hill.scenario.json');
const tanYardBefore = readFileSync(TAN_YARD, 'utf8');

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-security-e2e-'));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Calls the API from inside a page, as the page's own scripts (or an injected one) would. */
const callFrom = (page: AppUnderTest['page'], method: string, params: unknown) =>
  page.evaluate(
    async ([m, p]) => {
      const res = await fetch(`/api/${m as string}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(p) });
      return { status: res.status, body: await res.text() };
    },
    [method, params] as const,
  );

describe('web mode in a real browser', () => {
  it('a page opened without the printed key cannot use the API, and says how to open Muster', async () => {
    const context = await app.browser.newContext();
    const stranger = await context.newPage();
    await stranger.goto(new URL(app.url).origin);
    await expect.poll(() => stranger.getByRole('status').textContent()).toMatch(/open the address Muster printed/);
    const listed = await callFrom(stranger, 'library.list', {});
    expect(listed.status).toBe(401);
    await context.close();
  });

  it('the app page itself holds the key, yet cannot read /etc/passwd or write a path the user never picked', async () => {
    const { page } = app;
    expect((await callFrom(page, 'library.list', {})).status).toBe(200);
    const read = await callFrom(page, 'files.readText', { path: '/etc/passwd' });
    expect(read.status).toBe(403);
    expect(read.body).not.toMatch(/root:/);
    const written = await callFrom(page, 'files.writeText', { path: join(dir, 'never-picked.csv'), text: 'x' });
    expect(written.status).toBe(403);
    // The cookie is HttpOnly: the page's scripts cannot read the key to hand it on.
    expect(await page.evaluate(() => document.cookie)).toBe('');
    // Chromium logs the two refusals above; they are this test's doing, not the app's.
    expect(app.pageErrors).toEqual([expect.stringMatching(/403/), expect.stringMatching(/403/)]);
    app.pageErrors.length = 0;
  });

  it('a path typed into the page’s Save As dialog is granted and written', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Application menu' }).getByRole('button', { name: 'File', exact: true }).click();
    await page.getByRole('menuitem', { name: /^New Army/ }).click();
    await page.getByRole('navigation', { name: 'Application menu' }).getByRole('button', { name: 'File', exact: true }).click();
    await page.getByRole('menuitem', { name: /^Save As…/ }).click();
    const file = join(dir, 'picked.army.json');
    await page.getByLabel('File path').fill(file);
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(`Saved ${file}`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toBeTypeOf('object');
    expect(app.pageErrors).toEqual([]);
  });

  it('the web file dialog browses to a bundled example and opens it, and Save As writes into a folder browsed to', async () => {
    const { page } = app;
    const menu = async (item: RegExp) => {
      await page.getByRole('navigation', { name: 'Application menu' }).getByRole('button', { name: 'File', exact: true }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    const dialog = page.getByRole('dialog');
    await menu(/^Open…/);
    await dialog.getByRole('navigation', { name: 'Places' }).getByRole('button', { name: 'Examples' }).click();
    const row = dialog.getByRole('row', { name: /tan-yard-hill\.scenario\.json/ });
    // The folder of the file saved in the test before is offered as a recent place.
    await expect.poll(() => dialog.getByRole('navigation', { name: 'Places' }).getByRole('button', { name: dir.split(sep).pop()! }).count()).toBe(1);
    await expect.poll(() => row.textContent()).toMatch(/Scenario/);
    await row.getByRole('button').click();
    await dialog.getByRole('button', { name: 'Open', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain('Tan Yard Hill');

    // Save As starts in the file's folder; browse up to the top, then down into another folder by clicking
    // folders. The name being saved follows into each folder.
    mkdirSync(join(dir, 'campaign'));
    writeFileSync(join(dir, 'campaign', 'other.army.json'), '{}');
    await menu(/^Save As…/);
    const shown = dialog.locator('.current-folder');
    let folder = dirname(TAN_YARD);
    await expect.poll(() => shown.textContent()).toBe(folder);
    while (folder !== dirname(folder)) {
      await dialog.getByRole('button', { name: 'Up one folder' }).click();
      folder = dirname(folder);
      await expect.poll(() => shown.textContent()).toBe(folder);
    }
    for (const part of join(dir, 'campaign').split(sep).filter(Boolean)) {
      await dialog.getByRole('table', { name: 'Files in this folder' }).getByRole('button', { name: part, exact: true }).click();
      folder = join(folder, part);
      await expect.poll(() => shown.textContent()).toBe(folder);
    }
    await expect.poll(() => dialog.getByRole('row', { name: /other\.army\.json/ }).textContent()).toMatch(/Army/);
    expect(await page.getByLabel('File path').inputValue()).toBe(join(dir, 'campaign', 'tan-yard-hill.scenario.json'));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(`as a new document in ${join(dir, 'campaign', 'tan-yard-hill.scenario.json')}; Save now writes that file.`);
    expect(JSON.parse(readFileSync(join(dir, 'campaign', 'tan-yard-hill.scenario.json'), 'utf8')).title).toBe('Tan Yard Hill');
    expect(readFileSync(TAN_YARD, 'utf8')).toBe(tanYardBefore);
    expect(app.pageErrors).toEqual([]);
  });
});
