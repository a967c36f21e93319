/**
 * Print and export jobs in their workers (electron/services/jobs): real worker threads with real resource
 * limits, a real Chromium lent from this thread, PDFs read back with pdftotext and a package unzipped.
 * A job past its time or memory limit ends its worker and is refused with the reason; Cancel ends it at once.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../../../../core/print';
import type { MusterScenario } from '../../../../core/model/scenario.generated';
import type { OrderOfBattle } from '../../../../core/model/oob';
import { WorkJobs } from '../../../../electron/services/jobs/jobs';
import { browserHost } from '../../../../electron/services/jobs/browserHost';

const dir = mkdtempSync(join(tmpdir(), 'muster-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const militia = JSON.parse(readFileSync('scenarios/taint-no-militia.scenario.json', 'utf8')) as MusterScenario;
const union = militia.sides[0]!.forces.orderOfBattle as OrderOfBattle;
/** A roster as large as an army file may be: sixty formations of a thousand regiments. */
const huge: OrderOfBattle = (() => {
  const regiment = { arm: 'infantry', figures: 8, weapon: 'rifle-musket', quality: 'veteran', sharpshooters: false, stands: 2 };
  const thousand = Array.from({ length: 1000 }, (_, i) => ({ ...regiment, id: `u${i}`, name: `${i + 1}th Regiment` }));
  return { ...union, children: Array.from({ length: 60 }, (_, i) => ({ id: `f${i}`, kind: 'formation', level: 'brigade', name: `Brigade ${i}`, leaders: [], children: thousand })) } as unknown as OrderOfBattle;
})();
const rosterOf = (oob: OrderOfBattle) => ({ task: 'sheet' as const, kind: 'roster' as const, input: { scale: '15mm' as const, sides: [{ name: 'Union', oob }], title: 'Roster' }, settings: { ...DEFAULT_PRINT_SETTINGS, orientation: 'portrait' as const } });

const jobs = new WorkJobs(browserHost());

describe('print and export jobs, each in a worker with its limits', () => {
  it('print a sheet made in the worker, with Chromium lent from this thread', async () => {
    const printed = await jobs.print(rosterOf(union));
    expect(printed.pages).toBeGreaterThanOrEqual(1);
    const file = join(dir, 'roster.pdf');
    writeFileSync(file, printed.pdf);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain(union.name);
  }, 120_000);

  it('export a package made in the worker: its sheets printed, its files hashed and zipped there', async () => {
    const steps: string[] = [];
    const exported = await jobs.export({ task: 'export', format: 'package', source: { scenario: militia, armies: {} } }, { onProgress: (p) => steps.push(p.step) });
    const files = unzipSync(exported.bytes);
    expect(Object.keys(files).filter((f) => f.endsWith('.pdf'))).toHaveLength(5);
    expect(steps.some((s) => s.startsWith('Printing'))).toBe(true);
    expect(exported.summary).toMatch(/5 PDFs/);
  }, 180_000);

  it('stop a job past its time limit, refused with the reason, and run the next in a fresh worker', async () => {
    await expect(jobs.print(rosterOf(huge), { limits: { timeMs: 1000, memoryMb: 384 } })).rejects.toThrow(/^Muster stopped making the sheet: it took longer than 1 s/);
    expect((await jobs.print(rosterOf(union))).pages).toBeGreaterThanOrEqual(1);
  }, 180_000);

  it('stop a job past its memory limit, refused with the reason', async () => {
    const stopped = await jobs.print(rosterOf(huge), { limits: { timeMs: 120_000, memoryMb: 24 } }).catch((e: Error) => e);
    expect(stopped).toBeInstanceOf(Error);
    expect([(stopped as Error).name, (stopped as Error).message]).toEqual(['JobStopped', expect.stringMatching(/^Muster stopped making the sheet: it needed more than 24 MB/)]);
  }, 180_000);

  it('end a job at once on Cancel', async () => {
    const stop = new AbortController();
    const running = jobs.export({ task: 'export', format: 'package', source: { scenario: militia, armies: {} } }, { signal: stop.signal, onProgress: () => stop.abort(new Error('cancelled by the user')) });
    const t0 = performance.now();
    await expect(running).rejects.toThrow('cancelled by the user');
    expect(performance.now() - t0).toBeLessThan(5000);
  }, 120_000);

  it('refuse a print request whose army is not an army, naming the field, from the worker', async () => {
    const request = { path: join(dir, 'x.pdf'), sheet: 'roster' as const, scale: '15mm' as const, settings: { ...DEFAULT_PRINT_SETTINGS, orientation: 'portrait' as const }, sides: [{ name: 'Union', orderOfBattle: { name: 'x', children: 'none' }, statedTotal: null }] };
    const refused = await jobs.print({ task: 'printRequest', params: request }).catch((e: Error) => e);
    expect([(refused as Error).name, (refused as { code?: string }).code]).toEqual(['ApiError', 'invalid-params']);
    expect((refused as Error).message).toMatch(/\/sides\/0\/orderOfBattle/);
  }, 60_000);
});
