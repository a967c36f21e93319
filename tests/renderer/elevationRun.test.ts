/**
 * Map ▸ Import Elevation…'s following of an import (renderer/src/actions/elevationRun.svelte.ts) against
 * the backend's own jobs (electron/services/ground/elevationJobs.ts, a worker thread each): an import
 * followed to what it made, one cancelled part-way (its thread ended, the dialog told nothing was made),
 * and a refused file shown with the backend's reason naming it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeArrayBuffer } from 'geotiff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiMethods } from '../../core/api/contract';
import { ElevationJobs } from '../../electron/services/ground/elevationJobs';
import { FileGrants } from '../../electron/services/grants';
import { ElevationRun } from '../../renderer/src/actions/elevationRun.svelte';

type Method = 'ground.elevationStart' | 'ground.elevationProgress' | 'ground.elevationCancel';
let dir: string;
const grants = new FileGrants();
const jobs = new ElevationJobs(grants);
const calls: Method[] = [];
const call = async <M extends Method>(method: M, params: ApiMethods[M]['params']): Promise<ApiMethods[M]['result']> => {
  calls.push(method);
  await Promise.resolve();
  if (method === 'ground.elevationStart') return (await jobs.start(params as ApiMethods['ground.elevationStart']['params'])) as ApiMethods[M]['result'];
  if (method === 'ground.elevationProgress') return jobs.progress((params as { job: string }).job) as ApiMethods[M]['result'];
  return (await jobs.cancel((params as { job: string }).job)) as ApiMethods[M]['result'];
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-elevation-run-'));
  const size = 600;
  const values = new Float32Array(size * size);
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) values[r * size + c] = 100 + Math.max(0, 30 - Math.hypot((c + 0.5) * 10 - 3000, (r + 0.5) * 10 - 3000) / 20);
  writeFileSync(join(dir, 'cone.tif'), Buffer.from(writeArrayBuffer(values, { width: size, height: size, BitsPerSample: [32], SampleFormat: [3], ModelPixelScale: [10, 10, 0], ModelTiepoint: [0, 0, 0, 300000, 4420000, 0], GTModelTypeGeoKey: 1, GTRasterTypeGeoKey: 1, ProjectedCSTypeGeoKey: 32618 })));
  writeFileSync(join(dir, 'notes.tif'), 'not a tiff');
  grants.grant(join(dir, 'cone.tif'), 'dialog');
  grants.grant(join(dir, 'notes.tif'), 'dialog');
});
afterAll(async () => {
  await jobs.close();
  rmSync(dir, { recursive: true, force: true });
});

const request = (file: string, intervalMetres: number) => ({ path: join(dir, file), intervalMetres, table: { widthIn: 48, heightIn: 36 }, placing: { yardsPerInch: 90 } });

describe('following an elevation import', () => {
  it('follows an import to what it made', async () => {
    const run = new ElevationRun(call, () => new Promise((r) => setTimeout(r, 10)));
    const end = await run.start(request('cone.tif', 10));
    expect(end.state).toBe('done');
    if (end.state === 'done') expect(end.answer.contours.map((c) => c.level)).toEqual([1, 2]);
    expect(run.running).toBe(false);
    expect(calls).toContain('ground.elevationProgress');
  });

  it('cancels an import part-way: the backend\'s thread ends and the run says cancelled', async () => {
    const run = new ElevationRun(call, () => new Promise((r) => setTimeout(r, 10)));
    const following = run.start({ ...request('cone.tif', 0.5), steepGradient: 0.05, table: { widthIn: 72, heightIn: 54 } });
    await expect.poll(() => run.state?.state === 'running' && run.state.done > 0.05, { timeout: 20_000, interval: 10 }).toBe(true);
    await run.cancel();
    expect(await following).toEqual({ state: 'cancelled' });
    expect(jobs.threads).toBe(0);
    expect(calls.at(-1)).toBe('ground.elevationCancel');
  });

  it('shows a refused file with the backend\'s reason, naming it', async () => {
    const run = new ElevationRun(call, () => new Promise((r) => setTimeout(r, 10)));
    expect(await run.start(request('notes.tif', 10))).toMatchObject({ state: 'refused', reason: expect.stringMatching(/^notes\.tif: is not a GeoTIFF/) });
  });
});
