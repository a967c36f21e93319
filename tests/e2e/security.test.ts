/// <reference lib="dom" />
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppUnderTest } from './harness';

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
});
