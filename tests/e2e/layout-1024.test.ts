/// <reference lib="dom" />
/**
 * Every screen at the smallest window Muster is made for, 1024 × 640 (web mode, real backend, Chromium).
 * Each view, each scenario section and each dialog is opened as a person would, photographed into the
 * e2e screenshots folder (MUSTER_SHOTS, /tmp by default: layout-1024-<screen>.png), and measured:
 * - no two visible controls (buttons, selects, inputs, tabs, headings' text) lie over one another;
 * - no control sticks out of the window sideways or is cut off by the panel that holds it, and the page
 *   itself never scrolls sideways;
 * - no drop-down list is too narrow for the option it shows;
 * - no short button label ("Export CSV…") breaks over two lines.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutosaveEntry, LibraryEntry } from '../../core/library/types';
import { call, cursorAt, menu, openByPath, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const BUNDLED = resolve(__dirname, '../../scenarios');
const FILES = ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json', 'generic-board.map.json'];
const WIDTH = 1024;
const HEIGHT = 640;

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-layout-'));
  for (const f of FILES) copyFileSync(join(BUNDLED, f), join(dir, f));
  app = await startApp();
  await app.page.setViewportSize({ width: WIDTH, height: HEIGHT });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * What is wrong with the layout inside `rootSelector` (the open dialog, or the whole page), in words.
 * Runs in the page: it reads the boxes Chromium laid out, so it must not close over anything.
 */
function layoutProblems(rootSelector: string | null): string[] {
  // Controls, and the texts that sit among them: headings, and the odds chart's figures over its bars.
  const TEXTS = 'h1, h2, h3, h4, [data-testid="odds-bar-value"], [data-testid="odds-bar-count"], [data-testid="odds-bar-label"]';
  const CONTROLS = `button, select, input:not([type="hidden"]), textarea, [role="button"], [role="tab"], a[href], summary, ${TEXTS}`;
  type Box = { left: number; top: number; right: number; bottom: number };
  const problems: string[] = [];
  const root = (rootSelector ? document.querySelector(rootSelector) : null) ?? document.body;
  const viewWidth = document.documentElement.clientWidth;
  const viewHeight = document.documentElement.clientHeight;
  const isText = (el: Element) => el.matches(TEXTS);
  const name = (el: Element): string => {
    const own = el.getAttribute('aria-label') ?? ((el as HTMLElement).innerText || el.getAttribute('title') || el.getAttribute('placeholder') || '');
    const text = own.trim().replace(/\s+/g, ' ');
    const region = el.parentElement?.closest('[aria-label]')?.getAttribute('aria-label');
    return `${el.tagName.toLowerCase()} "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"${region ? ` (in ${region})` : ''}`;
  };
  // A heading is as wide as its column; what can collide is its text.
  const boxOf = (el: Element): Box => {
    let r: DOMRect;
    if (isText(el)) {
      const range = document.createRange();
      range.selectNodeContents(el);
      r = range.getBoundingClientRect();
    } else r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  // The part of a box its scrolling and clipping ancestors leave in view, and the one that cuts it sideways.
  const shownPart = (el: Element, box: Box): { shown: Box | null; cutBy: Element | null } => {
    const shown = { ...box };
    let cutBy: Element | null = null;
    if (getComputedStyle(el).position !== 'fixed') {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        const r = a.getBoundingClientRect();
        if (s.overflowX !== 'visible') {
          const left = r.left + a.clientLeft;
          const right = left + a.clientWidth;
          if ((shown.left < left - 1 || shown.right > right + 1) && shown.bottom > r.top && shown.top < r.bottom) cutBy ??= a;
          shown.left = Math.max(shown.left, left);
          shown.right = Math.min(shown.right, right);
        }
        if (s.overflowY !== 'visible') {
          const top = r.top + a.clientTop;
          shown.top = Math.max(shown.top, top);
          shown.bottom = Math.min(shown.bottom, top + a.clientHeight);
        }
        if (s.position === 'fixed' || a.matches('dialog:modal')) break;
      }
    }
    shown.top = Math.max(shown.top, 0);
    shown.bottom = Math.min(shown.bottom, viewHeight);
    const visible = shown.right - shown.left >= 1 && shown.bottom - shown.top >= 1;
    return { shown: visible ? shown : null, cutBy: visible ? cutBy : null };
  };

  const controls: Array<{ el: Element; box: Box; shown: Box }> = [];
  for (const el of Array.from(root.querySelectorAll(CONTROLS))) {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    if (el.closest('.visually-hidden')) continue;
    const box = boxOf(el);
    if (box.right - box.left < 1 || box.bottom - box.top < 1) continue;
    const { shown, cutBy } = shownPart(el, box);
    if (!shown) continue;
    controls.push({ el, box, shown });
    if (box.right > viewWidth + 1 || box.left < -1) problems.push(`${name(el)} sticks out of the window (${Math.round(box.left)}–${Math.round(box.right)} of ${viewWidth} px)`);
    else if (cutBy) problems.push(`${name(el)} is cut off sideways by ${cutBy.tagName.toLowerCase()}.${Array.from(cutBy.classList).join('.')}`);
  }

  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i]!;
      const b = controls[j]!;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const across = Math.min(a.shown.right, b.shown.right) - Math.max(a.shown.left, b.shown.left);
      const down = Math.min(a.shown.bottom, b.shown.bottom) - Math.max(a.shown.top, b.shown.top);
      if (across > 1 && down > 1) problems.push(`${name(a.el)} and ${name(b.el)} overlap (${Math.round(across)} × ${Math.round(down)} px)`);
      // Two texts side by side closer than 2 px read as one ("0.00%0.00%").
      else if (isText(a.el) && isText(b.el) && across > -2 && down > 1) problems.push(`${name(a.el)} and ${name(b.el)} run together`);
    }
  }

  for (const { el } of controls) {
    if (el instanceof HTMLSelectElement) {
      const option = el.selectedOptions[0];
      if (!option || el.multiple) continue;
      // The same list holding only the chosen option, at its natural width: what the option needs.
      const probe = el.cloneNode(false) as HTMLSelectElement;
      probe.removeAttribute('id');
      probe.append(option.cloneNode(true));
      probe.style.cssText += ';position:absolute;left:0;top:0;visibility:hidden;width:auto;min-width:0;max-width:none;flex:none';
      el.parentElement!.append(probe);
      const needs = probe.getBoundingClientRect().width;
      probe.remove();
      const has = el.getBoundingClientRect().width;
      if (has + 0.5 < needs) problems.push(`${name(el)} cuts off "${option.text}" (${Math.round(has)} of ${Math.round(needs)} px)`);
    } else if (el instanceof HTMLButtonElement || el.getAttribute('role') === 'tab') {
      // A short label in two lines: the lines of its text, from the boxes of its text runs.
      const text = (el as HTMLElement).innerText.trim();
      if (!text || text.split(/\s+/).length > 4) continue;
      const runs: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        runs.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
      }
      runs.sort((p, q) => p.top - q.top);
      let lines = 0;
      let lineBottom = -Infinity;
      for (const r of runs) {
        if (r.top >= lineBottom - 2) {
          lines++;
          lineBottom = r.bottom;
        } else lineBottom = Math.max(lineBottom, r.bottom);
      }
      if (lines > 1) problems.push(`${name(el)} breaks its label over ${lines} lines`);
    }
  }

  const page = document.scrollingElement!;
  if (page.scrollWidth > page.clientWidth + 1) problems.push(`the page scrolls sideways (${page.scrollWidth} px wide)`);
  return problems;
}

/** Photographs the screen and lists its layout problems; every screen is reported, not only the first that fails. */
async function screen(page: Page, name: string, root: string | null = null): Promise<void> {
  // Notices come and go over whatever is below them; they are not part of the screen.
  for (const dismiss of await page.getByRole('status').getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click().catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SHOTS, `layout-1024-${name}.png`) });
  const problems = await page.evaluate(layoutProblems, root);
  expect.soft(problems, `layout problems on the ${name} screen`).toEqual([]);
  shots.push(name);
}
const shots: string[] = [];

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name, exact: true }).click();

describe(`every screen at ${WIDTH} × ${HEIGHT}`, () => {
  it('the library, its examples and its trash', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Library' }).waitFor();
    // Something in the library and in the trash, as after a while of use.
    const army = JSON.parse(readFileSync(join(BUNDLED, FILES[1]!), 'utf8')) as unknown;
    const scenario = JSON.parse(readFileSync(join(BUNDLED, FILES[0]!), 'utf8')) as unknown;
    await call<LibraryEntry>(page, 'library.create', { kind: 'army', title: 'Iron Brigade at Gettysburg, first day', notes: 'Meredith’s brigade as it stood on McPherson’s Ridge, July 1', content: army });
    await call<LibraryEntry>(page, 'library.create', { kind: 'scenario', title: "T'ain't No Militia", notes: 'Bundled example, my copy', content: scenario });
    const gone = await call<LibraryEntry>(page, 'library.create', { kind: 'army', title: 'An army thrown away', content: army });
    await call(page, 'library.delete', { id: gone.id });
    await page.reload();
    await page.getByTestId('library-row').nth(1).waitFor();
    await screen(page, 'library');
    await page.getByRole('button', { name: /^Trash/ }).click();
    await page.getByRole('heading', { name: 'Trash' }).waitFor();
    await screen(page, 'trash');
  });

  it('the army editor: tree, unit, leader, formation, rules, catalogue and warnings', async () => {
    const { page } = app;
    await openByPath(page, join(dir, FILES[1]!));
    const rows = page.getByTestId('oob-row');
    await rows.first().waitFor();
    await screen(page, 'army');
    await rows.filter({ hasText: '2nd Wisconsin' }).first().click();
    await page.getByLabel('Unit name').waitFor();
    await screen(page, 'army-unit');
    await rows.filter({ hasText: /Battery/ }).first().click();
    await page.getByLabel('Gun type').waitFor();
    await screen(page, 'army-battery');
    await rows.filter({ hasText: 'Meredith' }).first().click();
    await page.getByLabel('Leadership benefit').waitFor();
    await screen(page, 'army-leader');
    await rows.first().click();
    await screen(page, 'army-formation');
    await page.getByRole('button', { name: 'Rules…' }).click();
    await page.getByRole('region', { name: 'Organisation rules' }).waitFor();
    await screen(page, 'army-rules');
    await page.getByRole('region', { name: 'Organisation rules' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: '+ From catalogue…' }).click();
    await page.getByRole('region', { name: 'Catalogue' }).getByTestId('catalogue-entry').first().waitFor();
    await screen(page, 'army-catalogue');
    await page.getByRole('region', { name: 'Catalogue' }).getByRole('button', { name: 'Close' }).click();
    // A warning chosen: its explanation opens in the panel.
    await page.getByTestId('warning').first().click();
    await page.getByTestId('warning-why').waitFor();
    await screen(page, 'army-warning-why');
    await menu(page, 'File', /^New Army/);
    await page.getByLabel('Army name').waitFor();
    await screen(page, 'army-new');
  });

  it('the scenario editor, section by section, and the sides’ orders of battle', async () => {
    const { page } = app;
    await openByPath(page, join(dir, FILES[0]!));
    await page.getByLabel('Scenario title').waitFor();
    const sections = await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button').allInnerTexts();
    expect(sections.length).toBeGreaterThanOrEqual(10);
    for (const label of sections.map((s) => s.trim())) {
      if (label === 'Map' || label === 'Playtest') continue;
      await section(page, label);
      await page.getByRole('heading', { level: 2, name: label }).waitFor();
      await screen(page, `scenario-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`);
    }
    await section(page, 'Sides');
    const union = page.getByTestId('side-union');
    await union.getByRole('button', { name: /Edit the order of battle/ }).click();
    await union.getByTestId('oob-row').first().waitFor();
    await union.getByTestId('oob-row').filter({ hasText: '2nd Wisconsin' }).first().click();
    await union.getByLabel('Unit name').scrollIntoViewIfNeeded();
    await screen(page, 'scenario-sides-oob');
  });

  it('the map editor with its panels and the rules preview, then the playtest', async () => {
    const { page } = app;
    await section(page, 'Map');
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    await editor.getByRole('list', { name: 'Union order of battle' }).waitFor();
    await screen(page, 'map');
    // Hall's battery: the preview of what it sees. The canvas is small here, so the camera is read inside it.
    const box = (await canvas.boundingBox())!;
    const a = await cursorAt(page, canvas, box.width * 0.2, box.height * 0.2);
    const b = await cursorAt(page, canvas, box.width * 0.5, box.height * 0.5);
    const toPage = (p: { x: number; y: number }) => ({
      x: box.x + box.width * 0.2 + ((p.x - a.x) * box.width * 0.3) / (b.x - a.x),
      y: box.y + box.height * 0.2 + ((p.y - a.y) * box.height * 0.3) / (b.y - a.y),
    });
    const hall = toPage({ x: 51.2, y: 21.5 });
    await page.mouse.click(hall.x, hall.y);
    const preview = editor.getByRole('region', { name: 'Rules preview' });
    await preview.getByTestId('preview-sees').waitFor();
    await screen(page, 'map-rules-preview');
    await editor.getByText('Stand sizes at').click();
    await screen(page, 'map-stand-sizes');
    // Everything selected: the properties of several features and units; then a problem chosen, with its explanation.
    await canvas.focus();
    await page.keyboard.press('Control+a');
    await editor.getByLabel('Feature kind').waitFor();
    await screen(page, 'map-select-all');
    await page.keyboard.press('Escape');
    await editor.getByTestId('map-problems').getByRole('button').first().click();
    await editor.getByTestId('problem-why').waitFor();
    await editor.getByTestId('problem-why').scrollIntoViewIfNeeded();
    await screen(page, 'map-problem-why');

    await section(page, 'Playtest');
    await page.getByRole('button', { name: 'Start the playtest' }).waitFor();
    await screen(page, 'playtest-start');
    await page.getByRole('button', { name: 'Start the playtest' }).click();
    await page.getByRole('toolbar', { name: 'Playtest actions' }).waitFor();
    await screen(page, 'playtest');
    await page.getByRole('button', { name: 'End playtest' }).click();
  });

  it('a map document', async () => {
    const { page } = app;
    await openByPath(page, join(dir, FILES[3]!));
    await page.getByRole('application', { name: 'Map canvas' }).waitFor();
    await screen(page, 'map-document');
  });

  it('the odds calculator', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Odds', exact: true }).click();
    for (const tab of ['Fire', 'Morale', 'Charge']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').waitFor();
      await screen(page, `odds-${tab.toLowerCase()}`);
    }
  });

  it('the dialogs: open, print, keyboard shortcuts, unsaved changes, about', async () => {
    const { page } = app;
    await menu(page, 'File', /^Open…/);
    await page.getByLabel('File path').waitFor();
    await page.getByRole('table', { name: 'Files in this folder' }).waitFor();
    await screen(page, 'open-dialog', 'dialog[open]');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await openByPath(page, join(dir, FILES[0]!));
    await page.getByLabel('Scenario title').waitFor();
    await menu(page, 'File', /^Print…/);
    const print = page.getByRole('dialog', { name: 'Print' });
    await print.getByLabel('Print preview').locator('iframe').waitFor();
    await screen(page, 'print', 'dialog[open]');
    await print.getByRole('button', { name: 'Cancel' }).click();

    await menu(page, 'Help', 'Keyboard Shortcuts');
    await page.getByRole('dialog', { name: 'Keyboard Shortcuts' }).waitFor();
    await screen(page, 'shortcuts', 'dialog[open]');
    await page.getByRole('dialog', { name: 'Keyboard Shortcuts' }).getByRole('button', { name: 'Close' }).click();

    // Unsaved work in another window, kept by the autosave, listed in File ▸ Recover Unsaved Changes….
    const other = await app.browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    await other.goto(app.url);
    await openByPath(other, join(dir, FILES[1]!));
    await other.getByLabel('Army name').fill('Union: 1st Division, I Corps, with the 7th Indiana from the start');
    await other.getByLabel('Army name').blur();
    await expect.poll(async () => (await call<AutosaveEntry[]>(page, 'library.autosaves', {})).length, { timeout: 15_000, interval: 500 }).toBeGreaterThan(0);
    await other.close({ runBeforeUnload: false });
    await menu(page, 'File', /^Recover Unsaved Changes/);
    const drafts = page.getByRole('dialog', { name: 'Unsaved changes' });
    await drafts.getByTestId('draft').first().waitFor();
    await drafts.getByRole('button', { name: 'Compare with saved' }).first().click();
    await drafts.getByTestId('draft-comparison').getByRole('table').waitFor();
    await screen(page, 'drafts', 'dialog[open]');
    await drafts.getByRole('button', { name: /^(Later|Close)$/ }).click();

    await menu(page, 'Help', 'About Muster');
    await page.getByRole('status').getByText(/^Muster /).waitFor();
    await page.screenshot({ path: join(SHOTS, 'layout-1024-about.png') });
    expect.soft(await page.evaluate(layoutProblems, '[role="status"]'), 'layout problems with the About notice').toEqual([]);
    expect(app.pageErrors).toEqual([]);
    expect(shots.length).toBeGreaterThan(25);
  });
});
