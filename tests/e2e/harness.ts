import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { startWebMode } from '../../electron/web';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../electron/services/render/chromium';
import type { ApiMethod, ApiResponse } from '../../core/api/contract';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../electron/services/render/chromium';

export interface AppUnderTest {
  url: string;
  dataDir: string;
  browser: Browser;
  page: Page;
  /** Errors the page logged or threw: a test asserts there were none. */
  pageErrors: string[];
  close(): Promise<void>;
}

/** Serves the built renderer and the real backend (a real SQLite library in a temp folder) and opens it in Chromium. */
export async function startApp(options: { dataDir?: string } = {}): Promise<AppUnderTest> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'muster-e2e-'));
  const server = await startWebMode({ port: 0, dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
  await page.goto(server.url);
  return {
    url: server.url,
    dataDir,
    browser,
    page,
    pageErrors,
    async close() {
      await browser.close();
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Calls the backend's API from inside the page, with the page's own cookie, as the renderer does
 * (`POST /api/<method>`): for a test to read what the app wrote (the library, the drafts) or to set the
 * stage. A refusal is thrown with the backend's message.
 */
export async function call<T>(page: Page, method: ApiMethod, params: unknown): Promise<T> {
  const response = await page.evaluate(
    async ([m, p]) => (await fetch(`/api/${m}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(p) })).json(),
    [method, params] as const,
  );
  const answer = response as ApiResponse<T>;
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.result;
}

/** Waits for the page to draw two frames: a resize's observers and a Konva batch draw have then run. */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Waits until the board named `label` ("Map canvas", "Playtest board") has settled: it has its size and
 * no work is put off (a picture layer's bitmap, the names placed again after a zoom), as its container's
 * `data-settled` says (CameraScene.settling), and the last of it is drawn. Call it after whatever moved
 * the view (opening, Fit, the wheel, a new window size): the frames first let a resize reach the board.
 */
export async function boardSettled(page: Page, label = 'Map canvas'): Promise<void> {
  await frames(page);
  await page.waitForFunction((name) => {
    const boards = Array.from(document.querySelectorAll<HTMLElement>(`[aria-label="${name}"]`));
    return boards.length > 0 && boards.every((board) => board.dataset.settled === 'true');
  }, label);
  await frames(page);
}

/**
 * Waits until the page has looked for unsaved work left from a previous start (and offered it, if there
 * was any): after this, no recovery list showing means none is coming.
 */
export async function startChecked(page: Page): Promise<void> {
  await page.locator('dialog.drafts[data-checked-at-start="true"]').waitFor({ state: 'attached' });
}

/** Chooses a menu item from web mode's menu bar, as a person clicks it. */
export async function menu(page: Page, section: string, item: string | RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Application menu' }).getByRole('button', { name: section, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Types a path into the page's file dialog (web mode has no native dialogs) and presses Open or Save. */
export async function pathDialog(page: Page, path: string, button: 'Open' | 'Save'): Promise<void> {
  await page.getByLabel('File path').fill(path);
  await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click();
}

/** Answers the app's own question dialog (workspace.confirm) titled `title` by pressing `button`, and waits for it to go. */
export async function answerConfirm(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * For tests that move between documents without caring about unsaved changes: whenever the app asks
 * whether to discard them, discard (as a user who has decided would).
 */
export async function discardChangesWhenAsked(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await page.addLocatorHandler(dialog, async () => {
    await dialog.getByRole('button', { name: 'Discard changes', exact: true }).click();
  });
}

/** File ▸ Open… with the page's own file dialog. */
export async function openByPath(page: Page, path: string): Promise<void> {
  await menu(page, 'File', /^Open…/);
  await pathDialog(page, path, 'Open');
  // The file opens in a tab of its own once it is read and checked, after the dialog has closed: the next
  // step must act on that tab, not on the one showing before. Its sign is the title bar's "Saves to" naming
  // the file; an open that is refused or asks first shows a dialog or a notice instead, which the test reads.
  const name = basename(path);
  await page
    .waitForFunction(
      (n) => !!document.querySelector('[data-testid="saves-to"]')?.textContent?.includes(n) || !!document.querySelector('[role="dialog"], [role="alertdialog"], [role="alert"], .notices .notice'),
      name,
      { timeout: 20_000 },
    )
    .catch(() => {});
}

/** The table point under the pointer, from the map editor's status bar ("12.0", 30.5""). */
export async function cursorAt(page: Page, canvas: Locator, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + x, box.y + y);
  const text = (await page.getByTestId('map-cursor').textContent())!;
  const [wx, wy] = text.split(',').map((s) => Number.parseFloat(s));
  return { x: wx!, y: wy! };
}

/** Where on the page a table point is, from two readings of the cursor (the camera is a scale and an offset). */
export async function projector(page: Page, canvas: Locator): Promise<(p: { x: number; y: number }) => { x: number; y: number }> {
  const box = (await canvas.boundingBox())!;
  const a = await cursorAt(page, canvas, 100, 100);
  const b = await cursorAt(page, canvas, 500, 400);
  const kx = 400 / (b.x - a.x);
  const ky = 300 / (b.y - a.y);
  return (p) => ({ x: box.x + 100 + (p.x - a.x) * kx, y: box.y + 100 + (p.y - a.y) * ky });
}
