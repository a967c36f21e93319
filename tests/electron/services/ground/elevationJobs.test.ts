/**
 * The app's elevation import as a job in a worker thread (electron/services/ground/elevationJobs.ts): a
 * DEM written by geotiff's writer contoured to its end, a large one stopped part-way (its thread ended,
 * nothing made), a file that is not a GeoTIFF refused naming it, and a path never granted refused.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeArrayBuffer } from 'geotiff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElevationJobState } from '../../../../core/ground';
import { ElevationJobs } from '../../../../electron/services/ground/elevationJobs';
import { FileGrants } from '../../../../electron/services/grants';
import { coneTiff as cliConeTiff, plainTiff } from '../../../support/dems';

let dir: string;
const grants = new FileGrants();
const jobs = new ElevationJobs(grants);

/** A cone hill 30 m high at the DEM's middle (UTM 18N, 10 m pixels), as tests/e2e/ground.test.ts. */
function coneTiff(size: number): ArrayBuffer {
  const values = new Float32Array(size * size);
  const middle = size * 5;
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) values[r * size + c] = 100 + Math.max(0, 30 - Math.hypot((c + 0.5) * 10 - middle, (r + 0.5) * 10 - middle) / 20);
  return writeArrayBuffer(values, { width: size, height: size, BitsPerSample: [32], SampleFormat: [3], ModelPixelScale: [10, 10, 0], ModelTiepoint: [0, 0, 0, 300000, 4420000, 0], GTModelTypeGeoKey: 1, GTRasterTypeGeoKey: 1, ProjectedCSTypeGeoKey: 32618 });
}

const request = (path: string) => ({ path, intervalMetres: 10, table: { widthIn: 48, heightIn: 36 }, placing: { yardsPerInch: 90 } });

async function settled(job: string): Promise<ElevationJobState> {
  for (;;) {
    const state = jobs.progress(job);
    if (state.state !== 'running') return state;
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-elevation-jobs-'));
  writeFileSync(join(dir, 'cone.tif'), Buffer.from(coneTiff(1000)));
  writeFileSync(join(dir, 'not-a-dem.tif'), 'hello');
  grants.grant(join(dir, 'cone.tif'), 'dialog');
  grants.grant(join(dir, 'not-a-dem.tif'), 'dialog');
});
afterAll(async () => {
  await jobs.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an elevation import in a worker thread', () => {
  it('contours a DEM to its end: the cone\'s two rings at 110 m and 120 m, placed over the middle of the file', async () => {
    const { job } = await jobs.start(request(join(dir, 'cone.tif')));
    const state = await settled(job);
    if (state.state !== 'done') throw new Error(`expected done, got ${JSON.stringify(state)}`);
    expect(state.answer.fileName).toBe('cone.tif');
    expect(state.answer.levels.map((l) => Math.round(l.metres))).toEqual([110, 120]);
    expect(state.answer.georeference).toEqual({ centre: { x: 305000, y: 4415000 }, crs: 'EPSG:32618', yardsPerInch: 90 });
    await expect.poll(() => jobs.threads).toBe(0);
  });

  it('stops a large import part-way when cancelled: its thread ends and nothing is made', async () => {
    // Every half metre over a 72" × 54" table: some seconds of work, followed until it has begun.
    const { job } = await jobs.start({ ...request(join(dir, 'cone.tif')), intervalMetres: 0.5, steepGradient: 0.05, table: { widthIn: 72, heightIn: 54 } });
    expect(jobs.threads).toBe(1);
    await expect.poll(() => { const s = jobs.progress(job); return s.state === 'running' && s.done > 0.05; }, { timeout: 20_000, interval: 10 }).toBe(true);
    const cancelled = await jobs.cancel(job);
    expect(cancelled).toEqual({ state: 'cancelled' });
    expect(jobs.threads).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(jobs.progress(job)).toEqual({ state: 'cancelled' });
  });

  it('the same import left to run finishes (so the one above was stopped mid-way, not done already)', async () => {
    const { job } = await jobs.start({ ...request(join(dir, 'cone.tif')), intervalMetres: 0.5, steepGradient: 0.05, table: { widthIn: 72, heightIn: 54 } });
    const state = await settled(job);
    expect(state).toMatchObject({ state: 'done' });
  }, 60_000);

  it('refuses a file that is not a GeoTIFF, naming it, and a path the user never picked', async () => {
    const { job } = await jobs.start(request(join(dir, 'not-a-dem.tif')));
    expect(await settled(job)).toMatchObject({ state: 'refused', reason: expect.stringMatching(/^not-a-dem\.tif: is not a GeoTIFF/) });
    await expect(jobs.start(request(join(dir, 'elsewhere.tif')))).rejects.toThrow();
    expect(() => jobs.progress('no-such-job')).toThrow(/No elevation import with that id/);
  });

  // The bad inputs of issue 42 item 6 as the app meets them: each refused naming the file, nothing made.
  const refusals: Array<[string, () => Buffer | 'huge', RegExp]> = [
    ['a DEM with no georeference, pointing to control points', () => plainTiff(64, 48), /^plain\.tif: has no georeference .*place it as a reference image by control points instead/],
    ['a coordinate system Muster does not know, named', () => Buffer.from(cliConeTiff({ hillE: 310822.96, hillN: 4410000, geoKeys: { ProjectedCSTypeGeoKey: 2272 } })), /^plain\.tif: EPSG:2272 is a coordinate system Muster does not know/],
    ['NoData holes under the table', () => Buffer.from(cliConeTiff({ hillE: 310822.96, hillN: 4410000, noDataBox: true })), /^plain\.tif: it has NoData holes under \d+\.\d% of the table/],
    ['a file over the size limit, before reading it', () => 'huge', /^plain\.tif: is 600 MB, over the 512 MB a DEM may be/],
  ];
  it.each(refusals)('refuses %s', async (_what, make, message) => {
    const file = join(dir, 'plain.tif');
    const content = make();
    if (content === 'huge') {
      writeFileSync(file, '');
      truncateSync(file, 600 * 1024 * 1024);
    } else writeFileSync(file, content);
    grants.grant(file, 'dialog');
    const { job } = await jobs.start({ ...request(file), placing: { centre: { x: 310000, y: 4410000 }, yardsPerInch: 90 } });
    expect(await settled(job)).toMatchObject({ state: 'refused', reason: expect.stringMatching(message) });
  });
});
