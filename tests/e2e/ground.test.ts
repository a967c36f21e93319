/// <reference lib="dom" />
/**
 * Map ▸ Import Elevation… in Chromium (web mode, the real backend): a scenario and a GeoTIFF made by the
 * test (geotiff's writer: a cone hill 30 m high, 822.96 m east of the DEM's middle), the file chosen in
 * the app's file dialog, the result previewed on the table in the dialog, applied as one edit, and the
 * saved scenario's contours where hand arithmetic puts them: at the book's 90 yards (82.296 m) an inch
 * for 15mm (B:321), 10" east of the table's centre, 110 m at 4.86" out and 120 m at 2.43".
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import proj4 from 'proj4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScenario } from '../../core/scenario/create';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { coneTiff } from '../support/dems';
import { menu, openByPath, pathDialog, startApp, type AppUnderTest } from './harness';

let app: AppUnderTest;
let dir: string;

const coneDem = (): ArrayBuffer => coneTiff({ hillE: 310822.96, hillN: 4410000 });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-ground-e2e-'));
  writeFileSync(join(dir, 'cone.tif'), Buffer.from(coneDem()));
  writeFileSync(join(dir, 'field.scenario.json'), `${JSON.stringify(createScenario({ title: 'Cone hill', scale: '15mm', squaresWide: 4, squaresDeep: 3 }), null, 2)}\n`);
  writeFileSync(join(dir, 'not-a-dem.tif'), 'hello');
  // A modern road due north–south 5" west of the table's centre (411.48 m at 82.296 m an inch), in longitude/latitude.
  const utm = '+proj=utm +zone=18 +datum=WGS84 +units=m +no_defs';
  const lonLat = (e: number, n: number) => proj4(utm, 'EPSG:4326', [e, n]);
  writeFileSync(join(dir, 'roads.geojson'), JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { highway: 'primary', name: 'US 15' }, geometry: { type: 'LineString', coordinates: [lonLat(310000 - 411.48, 4410000 - 2000), lonLat(310000 - 411.48, 4410000 + 2000)] } }] }));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Map ▸ Import Elevation…', () => {
  it('refuses a file that is not a GeoTIFF, naming it, then previews and applies a DEM as contours where hand arithmetic puts them', async () => {
    const { page } = app;
    const scenarioPath = join(dir, 'field.scenario.json');
    await openByPath(page, scenarioPath);
    await page.getByRole('heading', { name: 'Cone hill' }).first().waitFor();

    await menu(page, 'Map', /^Import Elevation…/);
    const dialog = page.getByRole('dialog', { name: 'Import Elevation' });
    await dialog.waitFor();
    // The ground scale starts at the book's for 15mm.
    await expect(dialog.getByLabel('Yards per inch').inputValue()).resolves.toBe('90');

    await dialog.getByRole('button', { name: 'Choose file…' }).click();
    await pathDialog(page, join(dir, 'not-a-dem.tif'), 'Open');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('alert').waitFor();
    await expect(dialog.getByRole('alert').textContent()).resolves.toMatch(/not-a-dem\.tif: is not a GeoTIFF/);

    await dialog.getByRole('button', { name: 'Choose file…' }).click();
    await pathDialog(page, join(dir, 'cone.tif'), 'Open');
    await dialog.getByLabel('Contour interval (m)').fill('10');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('status').filter({ hasText: '2 contours at 2 levels every 10 m from 110.0 m; 1 hill' }).waitFor();
    await expect(dialog.locator('polygon.contour').count()).resolves.toBe(2);

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Imported 2 contours at 2 levels from cone.tif.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => ((JSON.parse(readFileSync(scenarioPath, 'utf8')) as MusterScenario).map as TabletopMap).contours?.length ?? 0, { timeout: 20_000 })
      .toBe(2);
    const saved = JSON.parse(readFileSync(scenarioPath, 'utf8')) as MusterScenario;
    expect(saved.georeference).toEqual({ centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 90 });
    const radius: Record<number, number> = { 1: 400 / 82.296, 2: 200 / 82.296 };
    for (const c of (saved.map as TabletopMap).contours ?? []) {
      for (const p of c.points) expect(Math.abs(Math.hypot(p.x - 46, p.y - 27) - radius[c.level]!)).toBeLessThan(0.08);
    }
    expect(app.pageErrors.filter((e) => !/Failed to load resource: the server responded with a status of 400/.test(e))).toEqual([]);
  });

  it('Map ▸ Import Features… lays a modern road reference only, by the georeference the elevation import left', async () => {
    const { page } = app;
    const scenarioPath = join(dir, 'field.scenario.json');
    await menu(page, 'Map', /^Import Features…/);
    const dialog = page.getByRole('dialog', { name: 'Import Features' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Coordinate system').inputValue()).resolves.toBe('EPSG:32618');
    await dialog.getByRole('button', { name: 'Choose file…' }).click();
    await pathDialog(page, join(dir, 'roads.geojson'), 'Open');
    await dialog.getByLabel('Reference only').check();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('status').filter({ hasText: '1 feature: 1 road' }).waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Imported 1 feature from roads.geojson.').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => ((JSON.parse(readFileSync(scenarioPath, 'utf8')) as MusterScenario).map as TabletopMap).features.length, { timeout: 20_000 }).toBe(1);
    const road = ((JSON.parse(readFileSync(scenarioPath, 'utf8')) as MusterScenario).map as TabletopMap).features[0]!;
    expect(road).toMatchObject({ kind: 'road', shape: 'polyline', label: 'US 15', referenceOnly: true });
    for (const p of road.points) expect(p.x).toBeCloseTo(31, 2);
  });

  it('the map editor\'s board shows the scale bar and the north arrow of the georeference', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
    await page.getByRole('application', { name: 'Map canvas' }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => {
          type Node = { find(sel: string): Array<{ text?(): string; rotation(): number }> };
          const K = (globalThis as unknown as { Konva: { stages: Array<{ container(): HTMLElement } & Node> } }).Konva;
          const stage = K.stages.find((st) => st.container().closest('[aria-label="Map canvas"]'));
          if (!stage) return null;
          const texts = stage.find('.ground-marks').flatMap((g) => (g as unknown as Node).find('Text').map((t) => t.text?.() ?? ''));
          return { texts, arrows: stage.find('.north-arrow').map((a) => a.rotation()) };
        }),
      )
      .toEqual({ texts: ['0', '1,000 yards', '1 inch = 90 yards', 'N'], arrows: [0] });
  });
});
