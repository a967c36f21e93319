/**
 * Cancel in File ▸ Print…, against the backend and a real Chromium: the 1:1 map of the generic board
 * (209 pages, seconds of Chromium's work) stopped once its sheet is made and Chromium is printing it.
 * Chromium's page is closed (its work ends), nothing is written, the print answers `cancelled` and is
 * no longer under way.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS, SHEET_MAKERS } from '../../../../core/print';
import { boardCovering } from '../../../../core/map/board';
import type { MusterMapFile } from '../../../../core/model/scenario.generated';
import { FileGrants } from '../../../../electron/services/grants';
import { printPdf, PrintJobs, type MakeSheet } from '../../../../electron/services/print/printService';
import { keepChromiumWarm, withChromium } from '../../../../electron/services/render/chromium';

const dir = mkdtempSync(join(tmpdir(), 'muster-print-cancel-'));
afterAll(() => {
  keepChromiumWarm(0);
  rmSync(dir, { recursive: true, force: true });
});

const generic = JSON.parse(readFileSync(join(__dirname, '../../../../scenarios/generic-board.map.json'), 'utf8')) as MusterMapFile;
if (generic.map.kind !== 'tabletop') throw new Error('the generic board is not a tabletop map');
const map = { board: boardCovering(generic.map), map: generic.map, scale: '15mm' as const, sides: [] };

describe('print.cancel', () => {
  it('stops the 1:1 map being printed: Chromium’s page closed, nothing written, the print cancelled and gone', { timeout: 180_000 }, async () => {
    // The Chromium stays open after the print, so what is left in it can be looked at.
    keepChromiumWarm(60_000);
    const grants = new FileGrants();
    const jobs = new PrintJobs();
    const path = grants.grant(join(dir, 'generic-1to1.pdf'), 'dialog');
    let made!: () => void;
    const sheetMade = new Promise<void>((resolve) => (made = resolve));
    const makeSheet: MakeSheet = async (kind, input, settings) => {
      const sheet = SHEET_MAKERS[kind].make(input, settings);
      made();
      return sheet;
    };
    const printing = printPdf(grants, { job: 'the-map', path, sheet: 'map', scale: '15mm', settings: DEFAULT_PRINT_SETTINGS, sides: [], map }, undefined, { jobs, makeSheet });
    const ended = printing.then(
      () => 'printed',
      (error: { code?: string }) => error.code,
    );
    await sheetMade;
    expect(jobs.has('the-map')).toBe(true);
    // The user's Cancel while Chromium lays out and prints the 209 pages.
    expect(jobs.cancel('the-map')).toEqual({ cancelled: true });
    expect(await ended).toBe('cancelled');
    await expect(printing).rejects.toThrow('Printing cancelled: nothing was written.');
    expect(existsSync(path)).toBe(false);
    // Gone from the backend: a second Cancel finds nothing under way, and Chromium holds no page of it.
    expect(jobs.has('the-map')).toBe(false);
    expect(jobs.cancel('the-map')).toEqual({ cancelled: false });
    const pagesLeft = await withChromium(async (browser) => browser.contexts().flatMap((c) => c.pages()).length);
    expect(pagesLeft).toBe(0);
  });

  it('prints as before when not cancelled, and forgets the job once printed', { timeout: 180_000 }, async () => {
    const grants = new FileGrants();
    const jobs = new PrintJobs();
    const path = grants.grant(join(dir, 'charts.pdf'), 'dialog');
    const done = await printPdf(grants, { job: 'charts', path, sheet: 'charts', scale: '15mm', settings: { ...DEFAULT_PRINT_SETTINGS, orientation: 'landscape' }, sides: [] }, undefined, { jobs });
    expect(done.pages).toBeGreaterThanOrEqual(3);
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(jobs.cancel('charts')).toEqual({ cancelled: false });
  });
});
