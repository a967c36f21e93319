/// <reference lib="dom" />
/**
 * Where the table lies on the Earth, set in the scenario's Board section, and an elevation import
 * previewed on the main board, in Chromium (web mode, the real backend):
 * - the georeference editor (Map ▸ Place the Table on the Earth…, the Board section) starts at the book's 90 yards an inch for 15mm (B:321), refuses a system
 *   Muster does not know naming it and a latitude off the Earth, names the UTM zone typed, places the
 *   table as one edit that Undo takes back, and the saved file holds what was typed;
 * - Map ▸ Import Elevation… on a DEM made by geotiff's writer: a long import (every half metre) shows its
 *   progress and is stopped by Cancel with nothing made; then every 10 m the cone's two rings are drawn
 *   faded on the map's board (not in the document) until Apply makes them one edit, which Undo removes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeArrayBuffer } from 'geotiff';
import proj4 from 'proj4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScenario } from '../../core/scenario/create';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { menu, openByPath, pathDialog, startApp, type AppUnderTest } from './harness';

let app: AppUnderTest;
let dir: string;

/** A cone hill 30 m high at the middle of a 1,000 × 1,000 DEM of 10 m pixels in UTM 18N (centre 305000, 4415000). */
function coneTiff(): ArrayBuffer {
  const size = 1000;
  const values = new Float32Array(size * size);
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) values[r * size + c] = 100 + Math.max(0, 30 - Math.hypot((c + 0.5) * 10 - 5000, (r + 0.5) * 10 - 5000) / 20);
  return writeArrayBuffer(values, { width: size, height: size, BitsPerSample: [32], SampleFormat: [3], ModelPixelScale: [10, 10, 0], ModelTiepoint: [0, 0, 0, 300000, 4420000, 0], GTModelTypeGeoKey: 1, GTRasterTypeGeoKey: 1, ProjectedCSTypeGeoKey: 32618 });
}

const savedScenario = (): MusterScenario => JSON.parse(readFileSync(join(dir, 'field.scenario.json'), 'utf8')) as MusterScenario;

/** The board's preview of a ground import, read off the Konva stage: how many contours and crests it draws. */
async function boardPreview(page: AppUnderTest['page']): Promise<{ contours: number; crests: number } | null> {
  return page.evaluate(() => {
    type Node = { find(sel: string): unknown[] };
    const K = (globalThis as unknown as { Konva?: { stages: Array<{ container(): HTMLElement } & Node> } }).Konva;
    const stage = K?.stages.find((st) => st.container().closest('[aria-label="Map canvas"]'));
    if (!stage) return null;
    return { contours: stage.find('.preview-contour').length, crests: stage.find('.preview-crest').length };
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-ground-place-'));
  writeFileSync(join(dir, 'cone.tif'), Buffer.from(coneTiff()));
  // OSM XML: a modern highway north–south 5" west of the table's centre (411.48 m at 82.296 m an inch) and
  // a historic farm lane (historic=road) east–west 5" south of it, which Muster's table knows nothing of.
  const utm = '+proj=utm +zone=18 +datum=WGS84 +units=m +no_defs';
  const node = (id: number, e: number, n: number) => {
    const [lon, lat] = proj4(utm, 'EPSG:4326', [e, n]);
    return `<node id="${id}" lat="${lat}" lon="${lon}"/>`;
  };
  writeFileSync(
    join(dir, 'roads.osm'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6">${node(1, 305000 - 411.48, 4412000)}${node(2, 305000 - 411.48, 4418000)}${node(3, 302000, 4415000 - 411.48)}${node(4, 308000, 4415000 - 411.48)}` +
      `<way id="10"><nd ref="1"/><nd ref="2"/><tag k="highway" v="primary"/><tag k="name" v="US 15"/></way><way id="11"><nd ref="3"/><nd ref="4"/><tag k="historic" v="road"/><tag k="name" v="Farm lane"/></way></osm>`,
  );
  writeFileSync(join(dir, 'field.scenario.json'), `${JSON.stringify(createScenario({ title: 'Cone hill', scale: '15mm', squaresWide: 4, squaresDeep: 3 }), null, 2)}\n`);
  app = await startApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the table placed on the Earth', () => {
  it('is set in the Board section with its errors named, as one edit Undo takes back, and saved as typed', async () => {
    const { page } = app;
    await openByPath(page, join(dir, 'field.scenario.json'));
    await page.getByRole('heading', { name: 'Cone hill' }).first().waitFor();
    // Map ▸ Place the Table on the Earth… opens the Board section at the form, its first field focused.
    await menu(page, 'Map', /^Place the Table on the Earth…/);
    const form = page.getByRole('form', { name: 'Where the table lies on the Earth' });
    await form.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Coordinate system (EPSG)');
    await expect(form.getByLabel('Yards per inch').inputValue()).resolves.toBe('90');
    await form.getByText('The book for 15mm: 80–100 yards an inch (B:321, B:448).').waitFor();

    await form.getByLabel('Coordinate system (EPSG)').fill('EPSG:2272');
    await form.getByRole('alert').filter({ hasText: 'EPSG:2272 is a coordinate system Muster does not know' }).waitFor();
    await expect(form.getByRole('button', { name: 'Place the table' }).isDisabled()).resolves.toBe(true);

    await form.getByLabel('Coordinate system (EPSG)').fill('EPSG:4326');
    await form.getByLabel('Longitude (°)').fill('-77.23');
    await form.getByLabel('Latitude (°)').fill('95');
    await form.getByRole('alert').filter({ hasText: 'Latitude 95 is not between -90 and 90.' }).waitFor();

    await form.getByLabel('Coordinate system (EPSG)').fill('32618');
    await form.getByText('WGS 84 / UTM zone 18N').waitFor();
    await form.getByLabel('Easting (m)').fill('305000');
    await form.getByLabel('Northing (m)').fill('4415000');
    await form.getByLabel('Rotation (° clockwise)').fill('15');
    await form.getByRole('button', { name: 'Place the table' }).click();
    await page.getByText('The table is placed on the Earth.').waitFor();
    await form.getByText('Placed: centre 305000, 4415000 in EPSG:32618, 90 yards an inch, turned 15°.').waitFor();

    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo.getAttribute('title')).resolves.toBe('Undo Place the table on the Earth');
    await undo.click();
    await form.getByText('Not placed yet.', { exact: false }).waitFor();
    await expect(form.getByLabel('Longitude (°)').inputValue()).resolves.toBe('');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await form.getByText('Placed: centre 305000, 4415000 in EPSG:32618', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => savedScenario().georeference, { timeout: 20_000 }).toEqual({ centre: { x: 305000, y: 4415000 }, crs: 'EPSG:32618', rotationDeg: 15, yardsPerInch: 90 });
    // North up again for the import below, which hand arithmetic reads unturned.
    await form.getByLabel('Rotation (° clockwise)').fill('0');
    await form.getByRole('button', { name: 'Place the table' }).click();
    await form.getByText('north up', { exact: false }).waitFor();
  });

  it('Import Elevation… stops a long import at Cancel, then previews the hill faded on the board and applies it as one edit', async () => {
    const { page } = app;
    await menu(page, 'Map', /^Import Elevation…/);
    const dialog = page.getByRole('dialog', { name: 'Import Elevation' });
    await dialog.waitFor();
    // The dialog starts from the scenario's georeference.
    await expect(dialog.getByLabel('Centre X,Y').inputValue()).resolves.toBe('305000,4415000');
    await expect(dialog.getByLabel('Coordinate system').inputValue()).resolves.toBe('EPSG:32618');
    await dialog.getByRole('button', { name: 'Choose file…' }).click();
    await pathDialog(page, join(dir, 'cone.tif'), 'Open');

    // Every half metre with steep ground: seconds of work in the backend's worker, stopped part-way.
    await dialog.getByLabel('Contour interval (m)').fill('0.5');
    await dialog.getByLabel('Steep slope above').fill('0.05');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Importing elevation' });
    await expect.poll(async () => Number((await bar.getAttribute('value').catch(() => null)) ?? 0), { timeout: 30_000, interval: 50 }).toBeGreaterThan(5);
    // The progress bar's own Cancel (the dialog's Cancel, which closes it, is not shown while it runs).
    await dialog.locator('.progress').getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByText('Cancelled: nothing was imported.').waitFor();
    await expect(bar.count()).resolves.toBe(0);
    await expect(dialog.getByRole('button', { name: 'Apply' }).isDisabled()).resolves.toBe(true);

    // Every 10 m, crests marked: the cone's rings at 110 m and 120 m, the top one a crest.
    await dialog.getByLabel('Contour interval (m)').fill('10');
    await dialog.getByLabel('Steep slope above').fill('');
    await dialog.getByLabel("Mark each hill's top as a crest").check();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('status').filter({ hasText: '2 contours at 2 levels every 10 m from 110.0 m; 1 hill' }).waitFor({ timeout: 30_000 });
    // The scenario shows its map, and the board draws the preview; the document has none of it yet.
    await page.getByRole('application', { name: 'Map canvas' }).waitFor();
    await expect.poll(() => boardPreview(page), { timeout: 10_000 }).toEqual({ contours: 2, crests: 1 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Saved: the table north up again (as placed at the end of the test before), and no contours.
    await expect.poll(() => savedScenario().georeference, { timeout: 20_000 }).toEqual({ centre: { x: 305000, y: 4415000 }, crs: 'EPSG:32618', yardsPerInch: 90 });
    expect(((savedScenario().map as TabletopMap).contours ?? []).length).toBe(0);

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Imported 2 contours at 2 levels from cone.tif.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => boardPreview(page)).toEqual({ contours: 0, crests: 0 });
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo.getAttribute('title')).resolves.toBe('Undo Import elevation');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => ((savedScenario().map as TabletopMap).contours ?? []).length, { timeout: 20_000 }).toBe(2);
    // Hand arithmetic: 90 yards (82.296 m) an inch, the cone at the table's centre (36", 27"); 110 m lies
    // 400 m out (4.86"), 120 m 200 m out (2.43").
    const radius: Record<number, number> = { 1: 400 / 82.296, 2: 200 / 82.296 };
    for (const c of (savedScenario().map as TabletopMap).contours ?? []) {
      for (const p of c.points) expect(Math.abs(Math.hypot(p.x - 36, p.y - 27) - radius[c.level]!)).toBeLessThan(0.08);
    }
    expect(((savedScenario().map as TabletopMap).contours ?? []).find((c) => c.level === 2)?.crest).toBe(true);

    await undo.click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => ((savedScenario().map as TabletopMap).contours ?? []).length, { timeout: 20_000 }).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });

  it('Import Features… reads OSM XML by a kinds table the designer edits, reference only, and Map ▸ Accept All Reference Items accepts it', async () => {
    const { page } = app;
    await menu(page, 'Map', /^Import Features…/);
    const dialog = page.getByRole('dialog', { name: 'Import Features' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Choose file…' }).click();
    await pathDialog(page, join(dir, 'roads.osm'), 'Open');
    await dialog.getByLabel('Reference only').check();
    // Muster's table knows no historic=road: the designer adds a row making it a trail.
    await dialog.getByText('Terrain kinds by tag', { exact: false }).click();
    const table = dialog.getByRole('table', { name: 'Terrain kinds by tag' });
    const rows = await table.locator('tbody tr').count();
    await dialog.getByRole('button', { name: 'Add row' }).click();
    await dialog.getByLabel(`Tag of row ${rows + 1}`).fill('historic');
    await dialog.getByLabel(`Value of row ${rows + 1}`).fill('road');
    await dialog.getByLabel(`Kind of row ${rows + 1}`).selectOption('trail');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('status').filter({ hasText: '2 features: 1 road, 1 trail; 0 without a kind' }).waitFor();
    await expect.poll(() => page.evaluate(() => {
      type Node = { find(sel: string): unknown[] };
      const K = (globalThis as unknown as { Konva?: { stages: Array<{ container(): HTMLElement } & Node> } }).Konva;
      return K?.stages.find((st) => st.container().closest('[aria-label="Map canvas"]'))?.find('.preview-feature').length ?? 0;
    })).toBe(2);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Imported 2 features from roads.osm.').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => (savedScenario().map as TabletopMap).features.filter((f) => f.referenceOnly).length, { timeout: 20_000 }).toBe(2);
    const features = (savedScenario().map as TabletopMap).features;
    const road = features.find((f) => f.kind === 'road')!;
    const lane = features.find((f) => f.kind === 'trail')!;
    expect(road.label).toBe('US 15');
    for (const p of road.points) expect(p.x).toBeCloseTo(31, 2);
    expect(lane.label).toBe('Farm lane');
    for (const p of lane.points) expect(p.y).toBeCloseTo(32, 2);

    await menu(page, 'Map', /^Accept All Reference Items/);
    await page.getByText('Accepted 2 reference items: printed and played from now on.').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => (savedScenario().map as TabletopMap).features.filter((f) => f.referenceOnly).length, { timeout: 20_000 }).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });
});
