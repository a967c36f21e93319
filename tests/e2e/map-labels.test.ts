/// <reference lib="dom" />
/**
 * The names on the map canvas, read from the Konva stage in Chromium on T'ain't No Militia: at the fit
 * zoom and zoomed in, in a large and a small window, every name shown lies inside the board, none over
 * another, none over a numbered point or a lettered entrance; the units' names show as the zoom gives
 * them room; and the places' names are placed before the units'.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardSettled, menu, pathDialog, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const BUNDLED = resolve(__dirname, '../../scenarios');
const FILES = ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json'];

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-labels-'));
  for (const f of FILES) copyFileSync(join(BUNDLED, f), join(dir, f));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Rect { x: number; y: number; width: number; height: number }
/** A name is a feature's, unit's or contour's (placed, or left out); the others are the designer's, placed where they were put. */
interface Seen { board: Rect; labels: Array<Rect & { text: string; italic: boolean; name: boolean }>; markers: Rect[] }

/** The board's rectangle, the names shown and the point and entrance markers, in the stage's pixels. */
async function read(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    type Node = { getClientRect(o?: object): { x: number; y: number; width: number; height: number }; isVisible(): boolean; text(): string; fontStyle(): string; getAttr(a: string): unknown; name(): string };
    const K = (globalThis as unknown as { Konva: { stages: Array<{ container(): HTMLElement; find(sel: string): Node[]; getLayers(): Array<{ findOne(sel: string): Node; getChildren(): Node[] }> }> } }).Konva;
    const stage = K.stages.find((s) => s.container().closest('[aria-label="Map canvas"]'))!;
    const rect = (n: Node) => n.getClientRect();
    const boardRect = stage.getLayers()[0]!.getChildren()[0]!;
    const labels = [...stage.find('.map-label'), ...stage.find('.overlay-label')]
      .filter((n) => n.isVisible())
      .map((n) => ({ ...rect(n), text: n.text(), italic: n.fontStyle().includes('italic'), name: n.name().includes('map-label') || String(n.getAttr('labelKey')).startsWith('contour:') }));
    // The markers are the fixed-size groups on the board's grid (a circle or a square with its number or letter).
    const markers = stage.find('.grid')[0] ? (stage.find('.grid')[0] as unknown as { getChildren(): Node[] }).getChildren().filter((n) => n.name() === 'fixed-size').map(rect) : [];
    return { board: rect(boardRect), labels, markers };
  });
}

const overlap = (a: Rect, b: Rect, slack = 0.5) => a.x + slack < b.x + b.width && b.x + slack < a.x + a.width && a.y + slack < b.y + b.height && b.y + slack < a.y + a.height;

/** Every name shown is inside the board, clear of the others and of the markers. */
function expectReadable(seen: Seen): void {
  const { board, labels, markers } = seen;
  expect(labels.length).toBeGreaterThan(0);
  for (const l of labels) {
    // Konva's client rect counts the 3 px halo of the stroke on each side: the text itself is inside.
    expect(l.x + 2, l.text).toBeGreaterThanOrEqual(board.x - 1);
    expect(l.y + 2, l.text).toBeGreaterThanOrEqual(board.y - 1);
    expect(l.x + l.width - 2, l.text).toBeLessThanOrEqual(board.x + board.width + 1);
    expect(l.y + l.height - 2, l.text).toBeLessThanOrEqual(board.y + board.height + 1);
  }
  const inner = (r: Rect): Rect => ({ x: r.x + 2, y: r.y + 2, width: r.width - 4, height: r.height - 4 });
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      if (labels[i]!.name || labels[j]!.name) expect(overlap(inner(labels[i]!), inner(labels[j]!)), `${labels[i]!.text} over ${labels[j]!.text}`).toBe(false);
    }
    if (labels[i]!.name) for (const m of markers) expect(overlap(inner(labels[i]!), m), `${labels[i]!.text} ${JSON.stringify(labels[i])} over a marker ${JSON.stringify(m)}`).toBe(false);
  }
}

async function openMap(page: Page) {
  await menu(page, 'File', /^Open…/);
  await pathDialog(page, join(dir, FILES[0]!), 'Open');
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
  const editor = page.getByRole('region', { name: 'Map editor' });
  await editor.getByRole('application', { name: 'Map canvas' }).waitFor();
  await editor.getByRole('list', { name: 'Union order of battle' }).waitFor();
  return editor;
}

describe('names on the map canvas (web mode, Chromium)', () => {
  for (const [width, height] of [[1400, 900], [1024, 640]] as const) {
    it(`read at the fit zoom and zoomed in, at ${width}×${height}`, async () => {
      const { page } = app;
      await page.setViewportSize({ width, height });
      const editor = await openMap(page);
      await editor.getByRole('button', { name: 'Fit board' }).click();
      await boardSettled(page);
      const fit = await read(page);
      expectReadable(fit);
      // At the fit zoom the places' names are shown before any unit's.
      const places = fit.labels.filter((l) => l.name && l.italic).length;
      expect(places).toBeGreaterThan(0);
      await page.screenshot({ path: join(SHOTS, `map-labels-fit-${width}.png`) });

      // Zoomed in on the middle of the board: more of the names find room, and still none collide.
      const canvas = editor.getByRole('application', { name: 'Map canvas' });
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      for (let k = 0; k < 4; k++) await page.mouse.wheel(0, -240);
      await boardSettled(page);
      const close = await read(page);
      expectReadable(close);
      await page.screenshot({ path: join(SHOTS, `map-labels-close-${width}.png`) });
      // Close in, the regiments' names show too, under or over their stands.
      expect(close.labels.filter((l) => l.name && !l.italic).length).toBeGreaterThan(0);
      expect(app.pageErrors).toEqual([]);
    });
  }
});
