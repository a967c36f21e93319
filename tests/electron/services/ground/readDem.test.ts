/**
 * GeoTIFFs of the kinds the national elevation products come in, written by geotiff's writer and read by
 * electron/services/ground/readDem.ts, then laid under a table by core: a longitude/latitude DEM of
 * unsigned 16-bit integer heights (1 arc-second, as USGS 3DEP's 1/3″ and 1″ tiles are geographic) with a NoData
 * value outside the table, contoured where hand arithmetic puts its hill. (geotiff's writer mangles signed
 * integer samples, so the test writes unsigned ones; the reader takes either through readRasters.)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeArrayBuffer } from 'geotiff';
import { afterAll, describe, expect, it } from 'vitest';
import { importElevation, metresPerInch } from '../../../../core/ground';
import { readDem } from '../../../../electron/services/ground/readDem';

const dir = mkdtempSync(join(tmpdir(), 'muster-read-dem-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 1″ pixels, 600 × 600 around Gettysburg (-77.23, 39.81); a cone 30 m high at the middle; NoData 65535 in the top-left corner. */
function geographicIntTiff(): ArrayBuffer {
  const size = 600;
  const step = 1 / 3600;
  const lon0 = -77.23 - (size / 2) * step;
  const lat0 = 39.81 + (size / 2) * step;
  const values = new Uint16Array(size * size);
  const metresPerDegLat = 111_000;
  const metresPerDegLon = 111_000 * Math.cos((39.81 * Math.PI) / 180);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const dx = (c + 0.5 - size / 2) * step * metresPerDegLon;
      const dy = (r + 0.5 - size / 2) * step * metresPerDegLat;
      values[r * size + c] = Math.round(150 + Math.max(0, 30 - Math.hypot(dx, dy) / 20));
    }
  }
  for (let r = 0; r < 10; r++) for (let c = 0; c < 10; c++) values[r * size + c] = 65535;
  return writeArrayBuffer(values, { width: size, height: size, BitsPerSample: [16], SampleFormat: [1], GDAL_NODATA: '65535', ModelPixelScale: [step, step, 0], ModelTiepoint: [0, 0, 0, lon0, lat0, 0], GTModelTypeGeoKey: 2, GTRasterTypeGeoKey: 1, GeographicTypeGeoKey: 4326 });
}

describe('reading a longitude/latitude DEM of integer heights', () => {
  it('reads its system, NoData and heights, and its hill\'s rings lie where hand arithmetic puts them', async () => {
    const file = join(dir, 'gettysburg.tif');
    writeFileSync(file, Buffer.from(geographicIntTiff()));
    const dem = await readDem(file);
    expect(dem.crs).toBe('EPSG:4326');
    expect(dem.noData).toBe(65535);
    expect(dem.values[0]).toBe(65535);
    // The pixel just south-east of the peak: its centre 0.5″ off each way, some 17 m, so 30 − 17/20 above 150.
    expect(dem.values[300 * 600 + 300]).toBe(179);
    // A 48" × 48" table at 20 yards an inch (18.288 m) centred on the hill: inside the DEM, clear of its
    // NoData corner, its corners (620 m out) on the flat at 150 m, so the first level is 160 m.
    const made = importElevation(dem, { centre: { x: -77.23, y: 39.81 }, yardsPerInch: 20 }, { widthIn: 48, heightIn: 48 }, { intervalMetres: 10 });
    expect(made.levels.map((l) => Math.round(l.metres * 10) / 10)).toEqual([160, 170]);
    // 160 m lies 400 m out (21.87" at 18.288 m an inch) and 170 m 200 m out (10.94"). Heights in whole
    // metres put a ring within half a metre of height, 10 m of ground at this slope (1 in 20): 0.55".
    expect(made.contours.map((c) => c.level)).toEqual([1, 2]);
    for (const c of made.contours) {
      const out = c.level === 1 ? 400 : 200;
      for (const p of c.points) expect(Math.abs(Math.hypot(p.x - 24, p.y - 24) - out / metresPerInch(20))).toBeLessThan(0.6);
    }
  });
});
