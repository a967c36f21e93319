/// <reference lib="dom" />
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDocument } from '../../core/formats/validate';
import { gridOf, hexCentre, indexHexMap, parseHexId, sideEnds, type Compass } from '../../core/hex';
import type { HexMap, MusterScenario } from '../../core/model/scenario.generated';
import { boardSettled, menu, pathDialog, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const BUNDLED = resolve(__dirname, '../../scenarios');
const NAME = 'mill-ford-hex-example.scenario.json';

let app: AppUnderTest;
let dir: string;
let file: string;
beforeAll(async () => {
  // A copy, so that saving never touches the bundled example.
  dir = mkdtempSync(join(tmpdir(), 'muster-hex-editor-'));
  file = join(dir, NAME);
  copyFileSync(join(BUNDLED, NAME), file);
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const saved = () => JSON.parse(readFileSync(file, 'utf8')) as MusterScenario;
const original = JSON.parse(readFileSync(join(BUNDLED, NAME), 'utf8')) as MusterScenario;
const grid = gridOf((original.map as HexMap).grid);

/** Where on the page a point of the sheet is, read from the status bar's own cursor readout (inches). */
async function sheetToPage(page: Page, canvas: Locator): Promise<(p: { x: number; y: number }) => { x: number; y: number }> {
  const box = (await canvas.boundingBox())!;
  const readAt = async (sx: number, sy: number) => {
    await page.mouse.move(box.x + sx, box.y + sy);
    const text = (await page.getByTestId('map-cursor').textContent())!;
    const [x, y] = text.split(',').map((s) => Number.parseFloat(s));
    return { x: x!, y: y! };
  };
  const a = await readAt(60, 60);
  const b = await readAt(460, 360);
  const ppi = (460 - 60) / (b.x - a.x);
  return (p) => ({ x: box.x + 60 + (p.x - a.x) * ppi, y: box.y + 60 + (p.y - a.y) * ppi });
}

const undoTitle = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title');

describe('the hex map editor (web mode, real backend, Chromium)', () => {
  it('paints, fills, puts hexside features, draws a road, places and restacks a counter, undoes, redoes and saves', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await menu(page, 'File', /^Open…/);
    await pathDialog(page, file, 'Open');
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    await boardSettled(page);
    await page.screenshot({ path: join(SHOTS, 'hex-editor-1-open.png') });
    const at = await sheetToPage(page, canvas);
    const hex = (id: string) => at(hexCentre(grid, parseHexId(grid, id)!));
    /** A point just inside `id`, near the middle of its side `side`. */
    const nearSide = (id: string, side: Compass) => {
      const c = parseHexId(grid, id)!;
      const [a, b] = sideEnds(grid, { hex: c, side });
      const centre = hexCentre(grid, c);
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      return at({ x: mid.x + (centre.x - mid.x) * 0.12, y: mid.y + (centre.y - mid.y) * 0.12 });
    };

    // The status bar names the hex under the pointer.
    await page.mouse.move(hex('0405').x, hex('0405').y);
    await expect.poll(() => page.getByTestId('hex-cursor').textContent()).toBe('Hex 0405');

    // Paint three hexes of heavy woods in one stroke: one undo step.
    await editor.getByRole('button', { name: 'Terrain', exact: true }).click();
    await editor.getByLabel('Terrain to paint').selectOption({ label: 'Heavy woods' });
    await page.mouse.move(hex('0101').x, hex('0101').y);
    await page.mouse.down();
    await page.mouse.move(hex('0102').x, hex('0102').y, { steps: 5 });
    await page.mouse.move(hex('0103').x, hex('0103').y, { steps: 5 });
    await page.mouse.up();
    await page.screenshot({ path: join(SHOTS, 'hex-editor-2-painted.png') });
    await expect.poll(() => undoTitle(page)).toBe('Undo Paint terrain');
    await page.screenshot({ path: join(SHOTS, 'hex-editor-2-painted.png') });

    // Fill the light woods west of Millbrook with orchard.
    await editor.getByRole('button', { name: 'Fill', exact: true }).click();
    await editor.getByLabel('Terrain to paint').selectOption({ label: 'Orchard' });
    await page.mouse.click(hex('0403').x, hex('0403').y);
    await expect.poll(() => undoTitle(page)).toBe('Undo Fill terrain');

    // A stone wall on the south side of 0705, and breastworks on 1207's north-west side, inside 1207.
    await editor.getByRole('button', { name: 'Hexside', exact: true }).click();
    await editor.getByLabel('Hexside feature to put').selectOption({ label: 'Stone wall' });
    await page.mouse.click(nearSide('0705', 'S').x, nearSide('0705', 'S').y);
    await expect.poll(() => undoTitle(page)).toBe('Undo Add stone wall');
    await editor.getByLabel('Hexside feature to put').selectOption({ label: 'Breastworks' });
    await page.mouse.click(nearSide('1207', 'NW').x, nearSide('1207', 'NW').y);
    await expect.poll(() => undoTitle(page)).toBe('Undo Add breastworks');
    await page.screenshot({ path: join(SHOTS, 'hex-editor-3-hexsides.png') });

    // A road from 0110 east to 0410: click its hexes (a jump fills the hex between), Enter finishes it.
    await editor.getByRole('button', { name: 'Road', exact: true }).click();
    await editor.getByLabel('Road kind to draw').selectOption({ label: 'Road' });
    for (const id of ['0110', '0210', '0410']) await page.mouse.click(hex(id).x, hex(id).y);
    await page.keyboard.press('Enter');
    await expect.poll(() => undoTitle(page)).toBe('Undo Add road');

    // Place the 3rd Fairfield on top of the stack in 0506, then send it to the bottom.
    await editor.getByRole('list', { name: 'Union counters' }).getByRole('button', { name: /3rd Fairfield/ }).click();
    await expect(editor.getByRole('button', { name: 'Counter', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.mouse.click(hex('0506').x, hex('0506').y);
    await expect.poll(() => undoTitle(page)).toBe('Undo Place counter');
    await expect.poll(() => editor.getByTestId('counter-name').textContent()).toBe('3rd Fairfield');
    await expect.poll(() => editor.getByTestId('stack-position').textContent()).toBe('Stack: 3 of 3 (1 is the bottom)');
    await page.screenshot({ path: join(SHOTS, 'hex-editor-4-counter.png') });
    await editor.getByRole('button', { name: 'To bottom' }).click();
    await expect.poll(() => editor.getByTestId('stack-position').textContent()).toBe('Stack: 1 of 3 (1 is the bottom)');
    await expect.poll(() => undoTitle(page)).toBe('Undo Counter to bottom');

    // Undo and redo the restacking.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => editor.getByTestId('stack-position').textContent()).toBe('Stack: 3 of 3 (1 is the bottom)');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => editor.getByTestId('stack-position').textContent()).toBe('Stack: 1 of 3 (1 is the bottom)');
    // Back past the counter to the road, undo the road from the Edit menu, and redo all three.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => undoTitle(page)).toBe('Undo Add road');
    await menu(page, 'Edit', /^Undo/);
    await expect.poll(() => undoTitle(page)).toBe('Undo Add breastworks');
    await menu(page, 'Edit', /^Redo/);
    await expect.poll(() => undoTitle(page)).toBe('Undo Add road');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => undoTitle(page)).toBe('Undo Counter to bottom');
    await page.screenshot({ path: join(SHOTS, 'hex-editor-5-redone-1280.png') });

    // Save, and read the file back: valid, with every edit in it.
    await canvas.focus();
    await page.keyboard.press('Control+s');
    await page.getByText(`Saved ${file}.`).waitFor();
    const doc = saved();
    expect(validateDocument('scenario', doc)).toEqual([]);
    const map = doc.map as HexMap;
    const index = indexHexMap(map);
    const terrain = (id: string) => index.terrainAt(parseHexId(grid, id)!);
    expect(['0101', '0102', '0103'].map(terrain)).toEqual(['heavy-woods', 'heavy-woods', 'heavy-woods']);
    expect(['0302', '0303', '0402', '0403', '0404'].map(terrain)).toEqual(['orchard', 'orchard', 'orchard', 'orchard', 'orchard']);
    expect(index.hexsidesBetween(parseHexId(grid, '0705')!, parseHexId(grid, '0706')!).map((s) => s.kind)).toEqual(['stone-wall']);
    expect(index.hexsidesBetween(parseHexId(grid, '1207')!, parseHexId(grid, '1106')!)).toEqual([{ hex: '1106', direction: 'SE', kind: 'breastworks', inside: '1207' }]);
    expect(map.paths!.at(-1)).toEqual({ id: 'road-1', kind: 'road', hexes: ['0110', '0210', '0310', '0410'] });
    expect(map.units!.filter((u) => u.hex === '0506').map((u) => u.unit)).toEqual(['u-3', 'u-2', 'u-reed']);
    // Nothing else moved: the other hexes are as the example has them.
    expect(map.hexes.filter((h) => !['0101', '0102', '0103', '0302', '0303', '0402', '0403', '0404'].includes(h.hex))).toEqual(
      (original.map as HexMap).hexes.filter((h) => !['0101', '0102', '0103', '0302', '0303', '0402', '0403', '0404'].includes(h.hex)),
    );

    // The same editor in a smaller window.
    await page.setViewportSize({ width: 1024, height: 640 });
    await boardSettled(page);
    await page.screenshot({ path: join(SHOTS, 'hex-editor-6-1024.png') });
    expect(app.pageErrors).toEqual([]);
  });

  it('makes a new hex map from File ▸ New Hex Map, sizes its grid, refuses to cut a painted hex off, and saves it', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await menu(page, 'File', /^New Hex Map/);
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'What the map holds' }).textContent()).toContain('Hex map, 32 × 22 hexes');
    // A smaller sheet from the grid panel, then a hex painted in its far corner.
    await editor.getByLabel('Columns').fill('12');
    await editor.getByLabel('Columns').press('Enter');
    await editor.getByLabel('Rows').fill('9');
    await editor.getByLabel('Rows').press('Enter');
    await expect.poll(() => editor.getByText('Hexes 0101 to 1209.').count()).toBe(1);
    await editor.getByRole('button', { name: 'Fit map' }).click();
    await boardSettled(page);
    const newGrid = gridOf({ columns: 12, rows: 9, orientation: 'flat-top' });
    const at = await sheetToPage(page, canvas);
    const corner = at(hexCentre(newGrid, { col: 12, row: 9 }));
    await editor.getByRole('button', { name: 'Terrain', exact: true }).click();
    await editor.getByLabel('Terrain to paint').selectOption({ label: 'Village' });
    await page.mouse.click(corner.x, corner.y);
    await expect.poll(() => undoTitle(page)).toBe('Undo Paint terrain');
    // Fewer columns would cut the village off: refused, with the reason, and the field shows 12 again.
    await editor.getByLabel('Columns').fill('10');
    await editor.getByLabel('Columns').press('Enter');
    await page.getByText('the columns cannot change: hex 1209 is off the map (it runs from 0101 to 1009)').waitFor();
    await expect.poll(() => editor.getByLabel('Columns').inputValue()).toBe('12');
    await page.screenshot({ path: join(SHOTS, 'hex-editor-7-new-map.png') });
    const target = join(dir, 'new.map.json');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await pathDialog(page, target, 'Save');
    await page.getByText(`Saved`, { exact: false }).first().waitFor();
    await expect.poll(() => readFileSync(target, 'utf8').length).toBeGreaterThan(0);
    const mapFile = JSON.parse(readFileSync(target, 'utf8')) as { map: HexMap };
    expect(validateDocument('map', mapFile)).toEqual([]);
    expect(mapFile.map.grid).toMatchObject({ columns: 12, rows: 9, orientation: 'flat-top', oddColumnsShifted: 'down', digits: 2, hexSizeIn: 0.625 });
    expect(mapFile.map.hexes).toEqual([{ hex: '1209', terrain: 'village' }]);
    expect(app.pageErrors).toEqual([]);
  });
});
