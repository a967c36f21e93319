/// <reference lib="dom" />
/**
 * An imported Blue & Grey battle looks like what it is, in Chromium: Shiloh opened from the Examples says
 * its blank map is the book's doing and offers the painting tools; its counters print their designation
 * and strength as the charts give them at the zoom it opens at (read from the canvas's own text calls);
 * the palette groups each side's counters under their formations and names each in words; a counter's
 * properties say which formation it is. Screenshots at 1400×900 and 1024×640.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterFace, counterTitle } from '../../core/hex';
import type { HexMap, MusterScenario } from '../../core/model/scenario.generated';
import { boardSettled, discardChangesWhenAsked, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const shiloh = JSON.parse(readFileSync(resolve(__dirname, '../../scenarios/bluegrey/shiloh.scenario.json'), 'utf8')) as MusterScenario;

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
  await discardChangesWhenAsked(app.page);
  // Every text the canvases print, to read what the counters show.
  await app.page.addInitScript(() => {
    const printed: string[] = [];
    (globalThis as unknown as { __printed: string[] }).__printed = printed;
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, max?: number) {
      printed.push(String(text));
      return max === undefined ? fill.call(this, text, x, y) : fill.call(this, text, x, y, max);
    };
  });
  await app.page.reload();
});
afterAll(async () => {
  await app?.close();
});

async function openShiloh(page: Page) {
  await page.getByRole('button', { name: 'Library', exact: true }).click();
  await page.getByRole('button', { name: 'Start from an example' }).click();
  await page.locator('[data-testid="example-row"][data-name="bluegrey/shiloh.scenario.json"]').getByRole('button', { name: 'Open a copy' }).click();
  await page.getByLabel('Scenario title').waitFor();
  await page.getByRole('button', { name: 'Dismiss' }).first().click();
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
  const editor = page.getByRole('region', { name: 'Map editor' });
  await editor.getByRole('application', { name: 'Map canvas' }).waitFor();
  await expect.poll(() => editor.getByTestId('hex-counters').textContent()).toMatch(/counter/);
  return editor;
}

describe('an imported Blue & Grey battle (web mode, Chromium)', () => {
  it('says its map is blank because the book has none, prints its counters as the charts do, and groups and names them', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1400, height: 900 });
    const editor = await openShiloh(page);

    // The blank map says why and offers the painting tools.
    const note = editor.getByTestId('blank-map');
    await expect(note.textContent()).resolves.toMatch(/The book’s text carries no map/);
    await note.getByRole('button', { name: 'Paint with Terrain' }).click();
    await expect(editor.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Terrain', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await editor.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Select', exact: true }).click();

    // At the zoom it opens at, every counter on the map prints its designation and its strength.
    const map = shiloh.map as HexMap;
    const counters = shiloh.sides.flatMap((s) => (s.forces.counters ?? []).map((c) => ({ side: s.id, c })));
    const onMap = map.units!.map((u) => counters.find((x) => x.side === u.side && x.c.id === u.unit)!.c);
    await boardSettled(page);
    const printed = new Set(await page.evaluate(() => (globalThis as unknown as { __printed: string[] }).__printed));
    for (const c of onMap) {
      expect(printed.has(c.name), c.name).toBe(true);
      expect(printed.has(counterFace(c).values), `${c.name} ${counterFace(c).values}`).toBe(true);
    }
    await page.screenshot({ path: join(SHOTS, 'hex-shiloh-1400.png') });

    // The palette: each side's counters under their formations, each named in words.
    const union = editor.getByRole('list', { name: 'Union counters' });
    const headings = await union.locator('.formation').allTextContents();
    expect(headings).toContain('5th Division');
    expect(headings).toContain('Army');
    expect(new Set(headings).size).toBe(headings.length);
    const fifth = shiloh.sides[0]!.forces.counters!.filter((c) => c.formation === '5th Division');
    // The 5th Division's counters follow its heading, together.
    const rows = await union.locator('li').evaluateAll((items) => items.map((li) => (li.classList.contains('formation') ? `heading ${li.textContent}` : (li.querySelector('b')?.textContent ?? ''))));
    const at = rows.indexOf('heading 5th Division');
    expect(rows.slice(at + 1, at + 1 + fifth.length)).toEqual(fifth.map((c) => c.name));
    await expect(union.getByRole('button', { name: /^\s*2\/5\s*2nd Brigade, 5th Division/ }).count()).resolves.toBe(1);
    await expect(union.getByRole('button', { name: /Army artillery reserve/ }).count()).resolves.toBe(1);

    // Choosing the Army's artillery picks its counter: its properties say what it is.
    await union.getByRole('button', { name: /Army artillery reserve/ }).click();
    const army = shiloh.sides[0]!.forces.counters!.find((c) => c.name === 'Army' && c.type === 'artillery')!;
    await expect.poll(() => editor.getByTestId('counter-title').textContent()).toBe(counterTitle(army));
    await expect(editor.getByTestId('counter-name').textContent()).resolves.toBe('Army');

    await page.setViewportSize({ width: 1024, height: 640 });
    await boardSettled(page);
    await page.screenshot({ path: join(SHOTS, 'hex-shiloh-1024.png') });
    expect(app.pageErrors).toEqual([]);
  });
});
