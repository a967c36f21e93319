/// <reference lib="dom" />
/**
 * The board as a club organiser sets it up (issue 43, items 6 and 9), in web mode in Chromium: the table
 * edges' names typed on the Board page show on the board, and a drag that starts on a set-up area's
 * outline selects the units it encloses rather than carrying the area off; and (item 10) a fitted hex
 * map's counters show their type, not blank squares.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HexMap, MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { gridOf, parseHexId } from '../../core/hex';
import { counterSquare } from '../../core/hex/layout';
import { boardSettled, openByPath, projector, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
let app: AppUnderTest;
let dir: string;
let file: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-board-club-'));
  // Tan Yard Hill with its ground cleared: the Union cavalry in line in a set-up band along the south edge.
  const doc = JSON.parse(readFileSync(resolve(__dirname, '../../scenarios/tan-yard-hill.scenario.json'), 'utf8')) as MusterScenario;
  const map = doc.map as TabletopMap;
  map.features = [];
  map.contours = [];
  map.objectives = [];
  map.setupAreas = [{ id: 'union-south', side: 'union', withinInOfEdge: { edge: 'south', distanceIn: 12 } }];
  map.units = ['usa-cav-1', 'usa-cav-2', 'usa-cav-3'].map((unit, i) => ({ side: 'union', unit, at: { x: 8 + i * 8, y: 49 }, facingDeg: 0, formation: 'battle-line' as const }));
  file = join(dir, 'tan-yard-cleared.scenario.json');
  writeFileSync(file, JSON.stringify(doc, null, 2));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the board in the map editor (web mode, Chromium)', () => {
  it('selects the units a drag encloses when the drag starts on a set-up area, and leaves the area where it was', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1400, height: 900 });
    await openByPath(page, file);
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    await editor.getByRole('button', { name: 'Fit board' }).click();
    await boardSettled(page);
    const at = await projector(page, canvas);
    // The edges' names typed on the Board page are on the board, each just inside its edge.
    const edges = await page.evaluate(() => {
      type Node = { getClientRect(): { x: number; y: number; width: number; height: number }; text(): string; isVisible(): boolean };
      const K = (globalThis as unknown as { Konva: { stages: Array<{ container(): HTMLElement; find(sel: string): Array<Node & { findOne(sel: string): Node }> }> } }).Konva;
      const stage = K.stages.find((s) => s.container().closest('[aria-label="Map canvas"]'))!;
      return stage.find('.edge-name').map((g) => ({ text: g.findOne('Text').text(), shown: g.isVisible(), ...g.getClientRect() }));
    });
    const north = at({ x: 18, y: 0 });
    const south = at({ x: 18, y: 54 });
    const box = (await canvas.boundingBox())!;
    expect(edges.map((e) => e.text).sort()).toEqual(['North edge (toward Ely Ford)', 'South edge']);
    for (const e of edges) expect(e.shown).toBe(true);
    const n = edges.find((e) => e.text.startsWith('North'))!;
    const s = edges.find((e) => e.text === 'South edge')!;
    expect(n.y + box.y).toBeGreaterThanOrEqual(north.y - 1);
    expect(n.y + box.y).toBeLessThan(north.y + 12);
    expect(s.y + s.height + box.y).toBeLessThanOrEqual(south.y + 1);
    expect(s.y + s.height + box.y).toBeGreaterThan(south.y - 12);
    // Clear of the numbered points and the lettered entrances (the north name once ran over entrance C).
    const markers = await page.evaluate(() => {
      type Rect = { x: number; y: number; width: number; height: number };
      type Node = { getClientRect(): Rect; name(): string; getChildren(): Node[] };
      const K = (globalThis as unknown as { Konva: { stages: Array<{ container(): HTMLElement; find(sel: string): Node[] }> } }).Konva;
      const stage = K.stages.find((st) => st.container().closest('[aria-label="Map canvas"]'))!;
      return stage.find('.grid').flatMap((g) => g.getChildren().filter((c) => c.name() === 'fixed-size').map((c) => c.getClientRect()));
    });
    expect(markers.length).toBeGreaterThan(4);
    const apart = (a: { x: number; y: number; width: number; height: number }, b: typeof a) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    for (const e of edges) for (const m of markers) expect(apart(e, m), `${e.text} over a marker at ${Math.round(m.x)}, ${Math.round(m.y)}`).toBe(true);

    // Each regiment's name is the playtest's boxed name, right under its own stands (not inches away), none over another.
    const badges = await page.evaluate(() => {
      type Node = { getClientRect(): { x: number; y: number; width: number; height: number }; isVisible(): boolean; findOne(sel: string): { text(): string } };
      const K = (globalThis as unknown as { Konva: { stages: Array<{ container(): HTMLElement; find(sel: string): Node[] }> } }).Konva;
      const stage = K.stages.find((st) => st.container().closest('[aria-label="Map canvas"]'))!;
      return stage.find('.unit-badge').filter((b) => b.isVisible()).map((b) => ({ text: b.findOne('Text').text(), ...b.getClientRect() }));
    });
    expect(badges.map((b) => b.text)).toEqual(['1st Regiment', '2nd Regiment', '3rd Regiment']);
    const inch = at({ x: 1, y: 0 }).x - at({ x: 0, y: 0 }).x;
    for (const [i, b] of badges.entries()) {
      const front = at({ x: 8 + i * 8, y: 49 });
      expect(Math.abs(box.x + b.x + b.width / 2 - front.x), b.text).toBeLessThan(3);
      // Below the front rank, within the stands' depth and a little more: by its own unit.
      expect(box.y + b.y, b.text).toBeGreaterThan(front.y);
      expect(box.y + b.y - front.y, b.text).toBeLessThan(2 * inch);
      // (A client rect counts the box's 1 px outline on each side.)
      for (const o of badges.slice(i + 1)) expect(b.x + b.width <= o.x + 2 || o.x + o.width <= b.x + 2 || b.y + b.height <= o.y + 2 || o.y + o.height <= b.y + 2, `${b.text} ${JSON.stringify(b)} over ${o.text} ${JSON.stringify(o)}`).toBe(true);
    }

    // From the band's inner edge (12" in from the south edge) down past the three regiments.
    const from = at({ x: 33, y: 42 });
    const to = at({ x: 2, y: 53 });
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await expect(editor.locator('p.what').textContent()).resolves.toBe('3 units');
    // Nothing moved: the document has no change to undo.
    await expect(page.getByRole('button', { name: 'Undo' }).isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: join(SHOTS, 'board-club-marquee.png') });

    // A click on the outline still picks the area, for its form and its corners.
    const edge = at({ x: 30, y: 42 });
    await page.mouse.click(edge.x, edge.y);
    await editor.getByLabel('Set-up side').waitFor();
    expect(app.pageErrors).toEqual([]);
  });
});

describe('counters on a hex map at the fit zoom (web mode, Chromium)', () => {
  it("show each counter's type, not a blank square, when Antietam's whole map is fitted to the window", async () => {
    const { page } = app;
    const file = resolve(__dirname, '../../scenarios/bluegrey/antietam.scenario.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as MusterScenario;
    const grid = gridOf((doc.map as HexMap).grid);
    for (const [width, height] of [[1400, 900], [1024, 640]] as const) {
      await page.setViewportSize({ width, height });
      await openByPath(page, file);
      await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
      const editor = page.getByRole('region', { name: 'Map editor' });
      const canvas = editor.getByRole('application', { name: 'Map canvas' });
      await canvas.waitFor();
      await editor.getByRole('button', { name: 'Fit map' }).click();
      await boardSettled(page);
      const at = await projector(page, canvas);
      const box = (await canvas.boundingBox())!;
      // The bottom counter of each stack, on the page: its middle, where a symbol is drawn, in canvas pixels.
      const seen = new Set<string>();
      const squares = (doc.map.units ?? []).flatMap((u) => {
        const hex = (u as { hex: string }).hex;
        if (seen.has(hex)) return [];
        seen.add(hex);
        const sq = counterSquare(grid, parseHexId(grid, hex)!, 0);
        const a = at({ x: sq.x + sq.size * 0.2, y: sq.y + sq.size * 0.3 });
        const b = at({ x: sq.x + sq.size * 0.8, y: sq.y + sq.size * 0.7 });
        return [{ x: a.x - box.x, y: a.y - box.y, w: b.x - a.x, h: b.y - a.y }];
      });
      const side = (await page.getByText(/px an inch/).textContent())!;
      // Small enough to be the case in question: counters under 18 px across.
      expect(Number.parseFloat(side) * grid.hexSizeIn * 0.78).toBeLessThan(18);
      const marked = await page.evaluate((rects) => {
        const canvases = Array.from(document.querySelectorAll<HTMLCanvasElement>('[aria-label="Map canvas"] canvas'));
        // Of the stacks whose bottom counter shows (a stack higher up may cover it), how many carry white marks.
        return rects.filter((r) =>
          canvases.some((c) => {
            const ctx = c.getContext('2d');
            if (!ctx || !c.width) return false;
            const k = c.width / c.getBoundingClientRect().width;
            const d = ctx.getImageData(Math.round(r.x * k), Math.round(r.y * k), Math.max(1, Math.round(r.w * k)), Math.max(1, Math.round(r.h * k))).data;
            for (let i = 0; i < d.length; i += 4) if (d[i]! > 245 && d[i + 1]! > 245 && d[i + 2]! > 245 && d[i + 3]! > 200) return true;
            return false;
          }),
        ).length;
      }, squares);
      expect(marked / squares.length, `${marked} of ${squares.length} stacks marked at ${width}×${height}`).toBeGreaterThan(0.8);
      await page.screenshot({ path: join(SHOTS, `board-club-hex-fit-${width}.png`) });
    }
    expect(app.pageErrors).toEqual([]);
  });
});

describe("the book's abbreviations on screen (issue 43, item 8)", () => {
  it('explain themselves: a leader\'s "1LB" in the army tree and the campaign\'s "BMP penalty" carry a tooltip in plain words', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1400, height: 900 });
    await openByPath(page, resolve(__dirname, '../../scenarios/taint-no-militia.army-union.json'));
    const lb = page.getByTestId('oob-row').getByTestId('glossary-term').filter({ hasText: 'LB' }).first();
    await lb.waitFor();
    await expect(lb.getAttribute('title')).resolves.toMatch(/^LB: Leadership benefit: .*\(ADF · .*Leader benefits\)$/);
    await openByPath(page, resolve(__dirname, '../../scenarios/mine-run.campaign.json'));
    const bmp = page.getByTestId('glossary-term').filter({ hasText: 'BMP' }).first();
    await bmp.waitFor();
    await expect(bmp.getAttribute('title')).resolves.toMatch(/^BMP: Basic morale point/);
    await page.screenshot({ path: join(SHOTS, 'board-club-glossary.png') });
    expect(app.pageErrors).toEqual([]);
  });
});
