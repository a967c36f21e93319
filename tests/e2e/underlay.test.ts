/// <reference lib="dom" />
/**
 * Tracing a period map in Chromium (web mode, the real backend), as issue 42 asks: a scan made by the test
 * (a PNG: two surveyed marks and a red road) added through the app's file dialog, placed by two control
 * points (their residuals shown), a road traced along it; then a DEM made by the test (a cone hill
 * written with geotiff's writer) through Map ▸ Import Elevation…, its contours where hand arithmetic puts
 * them and the rules preview's line of sight across it blocked; the 1:1 print showing the faded scan
 * (the PDF's page drawn back with pdftoppm) and the package carrying the image and opening it again.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeArrayBuffer } from 'geotiff';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { readPackage } from '../../electron/services/package/readPackage';
import { unpackIntoFolder } from '../../electron/services/package/unpackFolder';
import { pngOf } from '../support/pngs';
import { coneTiff } from '../support/dems';
import { boardSettled, menu, openByPath, pathDialog, projector, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const BUNDLED = resolve(__dirname, '../../scenarios');
const FILES = ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json'];

/** The scan: 2,000 × 1,500 pixels of paper, surveyed marks (black crosses) at (200, 300) and (1800, 300), a red road along row 1,300. */
const SCAN = { width: 2000, height: 1500, marks: [{ x: 200, y: 300 }, { x: 1800, y: 300 }], roadRow: 1300 };

function scan(): Buffer {
  return pngOf(SCAN.width, SCAN.height, (x, y) => {
    if (SCAN.marks.some((m) => (Math.abs(x - m.x) <= 3 && Math.abs(y - m.y) <= 40) || (Math.abs(y - m.y) <= 3 && Math.abs(x - m.x) <= 40))) return [0, 0, 0];
    if (Math.abs(y - SCAN.roadRow) <= 8 && x >= 100 && x <= 1900) return [200, 30, 30];
    return [245, 238, 215];
  });
}

/**
 * The DEM: 1,000 × 800 cells of 10 m in UTM 18N around (310000, 4410000), a cone hill 30 m high whose top
 * is 185.166 m east and 205.74 m north of the middle: at the book's 90 yards (82.296 m) an inch for 15mm
 * (B:321), 2.25" east and 2.5" north of the table's centre (36", 27"), at (38.25", 24.5"), between the
 * Union battery (50.5", 21.5") and the 7th Tennessee (26", 27.5").
 */
const HILL = { x: 38.25, y: 24.5 };
/** Where the two control points put the scan's road: 0.025" a pixel (1,600 pixels to 40") from the first mark at (5", 5"). */
const ROAD_Y = 5 + (SCAN.roadRow - 300) * 0.025;
const coneDem = (): ArrayBuffer => coneTiff({ hillE: 310185.166, hillN: 4410205.74 });

let app: AppUnderTest;
let dir: string;
const scenarioPath = () => join(dir, FILES[0]!);
const saved = () => JSON.parse(readFileSync(scenarioPath(), 'utf8')) as MusterScenario;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-underlay-'));
  for (const f of FILES) copyFileSync(join(BUNDLED, f), join(dir, f));
  // A bare field: the book scenario's units without its terrain, so the new hill alone stands between them.
  const scenario = JSON.parse(readFileSync(scenarioPath(), 'utf8')) as MusterScenario;
  const map = scenario.map as TabletopMap;
  writeFileSync(scenarioPath(), `${JSON.stringify({ ...scenario, map: { ...map, features: [], contours: [] } }, null, 2)}\n`);
  writeFileSync(join(dir, 'survey-1868.png'), scan());
  writeFileSync(join(dir, 'cone.tif'), Buffer.from(coneDem()));
  app = await startApp();
  await app.page.setViewportSize({ width: 1400, height: 900 });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The colour the reference-images layer drew at a table point (its own canvas, under the terrain). */
async function underlayColour(page: Page, at: { x: number; y: number }): Promise<[number, number, number, number]> {
  return page.evaluate(({ x, y }) => {
    type Layer = { name(): string; getCanvas(): { _canvas: HTMLCanvasElement; getPixelRatio(): number }; findOne(selector: string): { getAbsoluteTransform(): { point(p: { x: number; y: number }): { x: number; y: number } } } };
    const K = (globalThis as unknown as { Konva: { stages: Array<{ container(): HTMLElement; getLayers(): Layer[] }> } }).Konva;
    const stage = K.stages.find((s) => s.container().closest('[aria-label="Map canvas"]'))!;
    const layer = stage.getLayers().find((l) => l.name() === 'reference-images')!;
    const canvas = layer.getCanvas();
    // The layer's one shape draws in table inches: its transform is the camera's.
    const p = layer.findOne('Shape').getAbsoluteTransform().point({ x, y });
    const ratio = canvas.getPixelRatio();
    return Array.from(canvas._canvas.getContext('2d')!.getImageData(Math.round(p.x * ratio), Math.round(p.y * ratio), 1, 1).data) as [number, number, number, number];
  }, at);
}

async function clickAt(page: Page, toPage: (p: { x: number; y: number }) => { x: number; y: number }, at: { x: number; y: number }, options: { double?: boolean } = {}): Promise<void> {
  const p = toPage(at);
  if (options.double) await page.mouse.dblclick(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

describe('a period map traced in the map editor', () => {
  let editor: Locator;
  let toPage: (p: { x: number; y: number }) => { x: number; y: number };

  it('adds a scan through the file dialog, places it by two control points with their residuals, and traces a road along it', async () => {
    const { page } = app;
    await menu(page, 'File', /^Open…/);
    await pathDialog(page, scenarioPath(), 'Open');
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
    editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    await boardSettled(page);
    toPage = await projector(page, canvas);

    const panel = editor.getByRole('region', { name: 'Reference images' });
    await panel.getByRole('button', { name: 'Add image…' }).click();
    await pathDialog(page, join(dir, 'survey-1868.png'), 'Open');
    await page.getByText('Added survey-1868.png (2,000 × 1,500 pixels), stretched over the table').waitFor();
    await boardSettled(page);
    // Stretched over the 72" × 54" table, 0.036" a pixel: the road's row lies at 46.8", in the scan's red.
    const road = await underlayColour(page, { x: 36, y: SCAN.roadRow * 0.036 });
    expect(road[0]).toBeGreaterThan(150);
    expect(road[1]).toBeLessThan(90);
    const paper = await underlayColour(page, { x: 36, y: 30 });
    expect(paper[0]).toBeGreaterThan(220);
    await page.screenshot({ path: join(SHOTS, 'underlay-panel-1400.png') });

    // Control points: each mark on the scan as it lies now, then where it belongs on the table.
    // Snapping off: the marks are placed where clicked, not on the grid.
    await editor.getByRole('toolbar', { name: 'Map tools' }).getByRole('checkbox', { name: 'Snap' }).uncheck();
    await panel.getByRole('button', { name: 'Place by control points' }).click();
    const places = [{ x: 5, y: 5 }, { x: 45, y: 5 }];
    await clickAt(page, toPage, { x: SCAN.marks[0]!.x * 0.036, y: SCAN.marks[0]!.y * 0.036 });
    await editor.getByTestId('map-readout').filter({ hasText: 'now click where it lies on the table' }).waitFor();
    await clickAt(page, toPage, places[0]!);
    await panel.getByRole('table', { name: 'Control points of survey-1868' }).waitFor();
    await expect(panel.getByRole('status', { name: 'Placing of survey-1868' }).textContent()).resolves.toMatch(/one control point placed/);
    await clickAt(page, toPage, { x: SCAN.marks[1]!.x * 0.036, y: SCAN.marks[1]!.y * 0.036 });
    await clickAt(page, toPage, places[1]!);
    await panel.getByRole('status', { name: 'Placing of survey-1868' }).filter({ hasText: 'Placed by control points.' }).waitFor();
    const rows = panel.getByRole('table', { name: 'Control points of survey-1868' }).locator('tbody tr');
    await expect(rows.count()).resolves.toBe(2);
    for (const k of [0, 1]) await expect(rows.nth(k).locator('td').last().textContent()).resolves.toBe('0.00"');
    await expect(panel.getByText(/^RMS 0\.00" \(two points/).count()).resolves.toBe(1);
    await page.screenshot({ path: join(SHOTS, 'underlay-placed-1400.png') });
    // In a small window the panel still shows its points and RMS (the left dock scrolls).
    await page.setViewportSize({ width: 1024, height: 640 });
    await boardSettled(page);
    await panel.getByRole('table', { name: 'Control points of survey-1868' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'underlay-placed-1024.png') });
    await page.setViewportSize({ width: 1400, height: 900 });
    await boardSettled(page);
    toPage = await projector(page, canvas);
    await panel.getByRole('button', { name: 'Done placing' }).click();
    await boardSettled(page);

    // The road now where the two points put it: 0.025" a pixel from (5", 5").
    const roadY = ROAD_Y;
    const there = await underlayColour(page, { x: 30, y: roadY });
    expect(there[0]).toBeGreaterThan(150);
    expect(there[1]).toBeLessThan(90);

    await editor.getByRole('toolbar', { name: 'Map tools' }).getByRole('checkbox', { name: 'Snap' }).check();
    // Trace the road: the Line tool, kind road, from one end of the red line to the other.
    await editor.getByRole('combobox', { name: 'Terrain kind to draw' }).selectOption('road');
    await editor.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Line', exact: true }).click();
    const ends = [{ x: 5 + (100 - 200) * 0.025, y: roadY }, { x: 30, y: roadY }, { x: 5 + (1900 - 200) * 0.025, y: roadY }];
    await clickAt(page, toPage, ends[0]!);
    await clickAt(page, toPage, ends[1]!);
    await clickAt(page, toPage, ends[2]!, { double: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => (saved().map as TabletopMap).features.length, { timeout: 20_000 }).toBe(1);
    const traced = (saved().map as TabletopMap).features[0]!;
    expect(traced.kind).toBe('road');
    for (const p of traced.points) expect(Math.abs(p.y - roadY)).toBeLessThan(0.2);
    const image = ((saved().map as TabletopMap).referenceImages ?? [])[0]!;
    expect(image).toMatchObject({ fileName: 'survey-1868.png', mediaType: 'image/png', widthPx: 2000, heightPx: 1500 });
    // Clicked on screen at about 11 pixels an inch: within a tenth of an inch or so of the places meant.
    image.controlPoints!.forEach((p, k) => expect(Math.hypot(p.table.x - places[k]!.x, p.table.y - places[k]!.y)).toBeLessThan(0.15));
  });

  it('imports a DEM made by the test: its hill\'s contours where hand arithmetic puts them, and the line of sight across it blocked', async () => {
    const { page } = app;
    const preview = editor.getByRole('region', { name: 'Rules preview' });
    await editor.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Select', exact: true }).click();
    // Hall's battery (front centre 50.5", 21.5", facing west) fires at the 7th Tennessee (26", 27.5"): on bare ground it sees it.
    const hall = toPage({ x: 51.2, y: 21.5 });
    await page.mouse.click(hall.x, hall.y);
    await preview.getByTestId('preview-sees').waitFor();
    const tn = toPage({ x: 25.6, y: 27.5 });
    await preview.getByRole('button', { name: 'Fire at…' }).click();
    await page.mouse.click(tn.x, tn.y);
    await preview.getByText(/fires on 7th Tennessee/).waitFor();
    await expect(preview.getByTestId('preview-sight').textContent()).resolves.toBe('Sees 7th Tennessee.');

    await menu(page, 'Map', /^Import Elevation…/);
    const dialog = page.getByRole('dialog', { name: 'Import Elevation' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Choose file…' }).click();
    await pathDialog(page, join(dir, 'cone.tif'), 'Open');
    await dialog.getByLabel('Contour interval (m)').fill('10');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('status').filter({ hasText: '2 contours at 2 levels every 10 m from 110.0 m; 1 hill' }).waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Imported 2 contours at 2 levels from cone.tif.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The hill now stands between them (level 2 at its top, both units on level 0): the preview says so.
    await preview.getByTestId('preview-sight').filter({ hasText: 'Cannot see 7th Tennessee.' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'underlay-hill-1400.png') });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => (saved().map as TabletopMap).contours?.length ?? 0, { timeout: 20_000 }).toBe(2);
    // 110 m at 400 m from the top (4.86"), 120 m at 200 m (2.43"), at 82.296 m an inch.
    const radius: Record<number, number> = { 1: 400 / 82.296, 2: 200 / 82.296 };
    for (const c of (saved().map as TabletopMap).contours ?? []) {
      for (const p of c.points) expect(Math.abs(Math.hypot(p.x - HILL.x, p.y - HILL.y) - radius[c.level]!)).toBeLessThan(0.08);
    }

    // Now the scenario lies on the Earth, an image with a world file beside it places itself: 200 × 100
    // pixels of 10 m whose middle is the table's centre (310000, 4410000), so 2,000 m (24.3") wide.
    writeFileSync(join(dir, 'modern.png'), pngOf(200, 100, () => [20, 60, 200]));
    writeFileSync(join(dir, 'modern.pgw'), '10\n0\n0\n-10\n309005\n4410495\n');
    const panel = editor.getByRole('region', { name: 'Reference images' });
    await panel.getByRole('button', { name: 'Add image…' }).click();
    await pathDialog(page, join(dir, 'modern.png'), 'Open');
    await page.getByText('Added modern.png (200 × 100 pixels), placed by its georeference.').waitFor();
    await panel.getByRole('status', { name: 'Placing of modern' }).filter({ hasText: 'Placed by its georeference.' }).waitFor();
    await boardSettled(page);
    const inside = await underlayColour(page, { x: 36 + 11.5, y: 27 });
    expect(inside[2]).toBeGreaterThan(150);
    expect(inside[0]).toBeLessThan(80);
    // 2,000 m is 24.30" at 82.296 m an inch: half of it east of the centre, the image ends at 48.15".
    const beyond = await underlayColour(page, { x: 36 + 12.8, y: 27 });
    expect(beyond[2]).toBeLessThan(240);
    expect(beyond[0]).toBeGreaterThan(200);
    await panel.getByRole('listitem', { name: 'Reference image modern' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(1);

    // The same ground as an RGB GeoTIFF, placed by its own tags (the tie point is the top-left pixel's
    // corner, where the world file names its centre), red this time: the tile worker decodes TIFF itself.
    const red = new Uint8Array(200 * 100 * 3).map((_, i) => [200, 30, 30][i % 3]!);
    writeFileSync(
      join(dir, 'modern.tif'),
      Buffer.from(writeArrayBuffer(red, { width: 200, height: 100, SamplesPerPixel: 3, BitsPerSample: [8, 8, 8], PhotometricInterpretation: 2, ModelPixelScale: [10, 10, 0], ModelTiepoint: [0, 0, 0, 309000, 4410500, 0], GTModelTypeGeoKey: 1, GTRasterTypeGeoKey: 1, ProjectedCSTypeGeoKey: 32618 })),
    );
    await panel.getByRole('button', { name: 'Add image…' }).click();
    await pathDialog(page, join(dir, 'modern.tif'), 'Open');
    await page.getByText('Added modern.tif (200 × 100 pixels), placed by its georeference.').waitFor();
    await boardSettled(page);
    await expect.poll(async () => (await underlayColour(page, { x: 36 + 11.5, y: 27 }))[0], { timeout: 20_000 }).toBeGreaterThan(150);
    const insideTiff = await underlayColour(page, { x: 36 + 11.5, y: 27 });
    expect(insideTiff[2]).toBeLessThan(80);
    const beyondTiff = await underlayColour(page, { x: 36 + 12.8, y: 27 });
    expect(beyondTiff[1]).toBeGreaterThan(150);
    await panel.getByRole('listitem', { name: 'Reference image modern' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(1);
  });

  it('prints the 1:1 map with the scan faded under it', async () => {
    const { page } = app;
    const panel = editor.getByRole('region', { name: 'Reference images' });
    await panel.getByRole('button', { name: 'survey-1868', exact: true }).click();
    await panel.getByRole('checkbox', { name: /Print faded/ }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => ((saved().map as TabletopMap).referenceImages ?? [])[0]?.print ?? false, { timeout: 20_000 }).toBe(true);

    await menu(page, 'File', /^Print…/);
    const dialog = page.getByRole('dialog', { name: 'Print' });
    await dialog.waitFor();
    await dialog.getByLabel('Sheet', { exact: true }).selectOption('map');
    // The preview lays the scan faded too, small (the tile worker's overview, a JPEG), defined once for its pages.
    const preview = dialog.getByTitle('Print preview');
    await expect.poll(async () => ((await preview.getAttribute('srcdoc')) ?? '').split('href="data:image/jpeg;base64,').length - 1, { timeout: 30_000 }).toBe(1);
    await expect(preview.contentFrame().locator('use[href="#layer-reference-images"]').count()).resolves.toBeGreaterThan(1);
    await page.screenshot({ path: join(SHOTS, 'underlay-print-preview.png') });
    const pdf = join(dir, 'map.pdf');
    await dialog.getByRole('button', { name: 'Save PDF…' }).click();
    await pathDialog(page, pdf, 'Save');
    await page
      .getByText(new RegExp(`Printed \\d+ pages to ${pdf.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`))
      .first()
      .waitFor({ timeout: 240_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: join(SHOTS, 'underlay-print-failed.png') });
        throw error;
      });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Page 2 is tile A1: the board's north-west corner at the page's margin, 1:1. The first mark's
    // vertical bar (5", 4" to 6") prints faded grey; the scan's paper 1.5" east of it does not.
    const page2 = ppm(pdf, 2, 50);
    const margin = 0.5;
    const at = (x: number, y: number) => page2.brightness(Math.round((x + margin) * 50), Math.round((y + margin) * 50));
    const bar = Math.min(...[5.6, 5.7, 5.8].flatMap((y) => [4.96, 4.98, 5, 5.02, 5.04].map((x) => at(x, y))));
    const paper = Math.min(...[5.6, 5.7, 5.8].flatMap((y) => [6.4, 6.5, 6.6].map((x) => at(x, y))));
    expect(paper).toBeGreaterThan(200);
    expect(bar).toBeLessThan(paper - 40);
    // Faded: not the scan's black.
    expect(bar).toBeGreaterThan(60);
  }, 300_000);

  it('carries the scan in the package, once, and opens it again from the unpacked folder', async () => {
    const { page } = app;
    await menu(page, 'File', /^Export…/);
    const dialog = page.getByRole('dialog', { name: 'Export' });
    await dialog.waitFor();
    const packagePath = join(dir, 'traced.muster.zip');
    await dialog.getByRole('button', { name: 'Export…' }).click();
    await pathDialog(page, packagePath, 'Save');
    await dialog.getByText(/^Exported /).waitFor({ timeout: 240_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    const read = readPackage(readFileSync(packagePath), 'traced.muster.zip');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    const image = ((saved().map as TabletopMap).referenceImages ?? [])[0]!;
    expect(read.images.map((i) => i.entry.path)).toEqual([`images/${image.image.slice('sha256:'.length)}.png`]);
    expect(Buffer.from(read.images[0]!.bytes).equals(scan())).toBe(true);

    // Unpacked as `muster import package` does, and opened: the map finds the scan in images/ by its hash.
    const out = join(dir, 'unpacked');
    await unpackIntoFolder(out, [...read.documents.map((d) => ({ path: d.entry.path, bytes: `${JSON.stringify(d.content, null, 2)}\n` })), ...read.images.map((i) => ({ path: i.entry.path, bytes: i.bytes }))]);
    const scenarioEntry = read.documents.find((d) => d.kind === 'scenario')!;
    await openByPath(page, join(out, scenarioEntry.entry.path));
    // Its own tab first: a click sooner could land on the tab before it, still showing while this one opens.
    await page.getByText(`Saves to ${scenarioEntry.entry.path}`).waitFor();
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
    const canvas = page.getByRole('region', { name: 'Map editor' }).getByRole('application', { name: 'Map canvas' });
    await canvas.waitFor();
    await boardSettled(page);
    const road = await underlayColour(page, { x: 20, y: ROAD_Y + 0.1 });
    expect(road[0]).toBeGreaterThan(150);
    expect(road[1]).toBeLessThan(90);
    expect(app.pageErrors.filter((e) => !/Failed to load resource: the server responded with a status of 400/.test(e))).toEqual([]);
  }, 300_000);
});

/** A page of a PDF drawn by pdftoppm as a greyscale PGM, read back: its brightness at a pixel. */
function ppm(pdf: string, pageNo: number, dpi: number): { brightness(x: number, y: number): number } {
  const bytes = execFileSync('pdftoppm', ['-f', String(pageNo), '-l', String(pageNo), '-r', String(dpi), '-gray', pdf]);
  // "P5\n<w> <h>\n255\n" then the pixels.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'))!;
  const width = Number(header[1]);
  const start = header[0].length;
  return { brightness: (x, y) => bytes[start + y * width + x]! };
}

