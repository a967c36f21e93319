/**
 * A small run of scripts/fuzz-print.ts in the suite: mutants of the bundled documents read, their sheets made
 * in the print pool (a worker with its time and memory limits) and printed by a real Chromium with no script
 * and no network, their boards drawn. The full run (2,000 files and more) is the script's, by hand:
 * `nice npx tsx scripts/fuzz-print.ts --files 2000`. Here: nothing crashes, every run ends (a runaway is
 * stopped by its limit, never left to run: the limit here is a hang's, not a speed target, as the machine
 * may be shared), and no process — this one, the pool's worker, Chromium's — grows past 1 GB.
 */
import { describe, expect, it } from 'vitest';
import { fuzzPrint } from '../../scripts/fuzz-print';

const FILES = Number(process.env.FUZZ_PRINT_FILES ?? 40);

describe('print and export fuzzed', () => {
  it(`${FILES} mutated documents through print and export: every run ends, no process past 1 GB`, async () => {
    const report = await fuzzPrint({ files: FILES, seed: Number(process.env.FUZZ_PRINT_SEED ?? 4401), runLimitMs: 60_000 });
    expect(report.files).toBe(FILES);
    // Some were accepted and printed, so the print path was run, not only the refusals.
    expect(report.accepted).toBeGreaterThan(0);
    expect(report.printed + report.printStopped + report.sheetsStopped).toBe(report.sheets + report.sheetsStopped);
    expect(report.printed).toBeGreaterThan(0);
    expect(report.over10s).toBe(0);
    expect(report.peakProcessMb).toBeLessThan(1024);
  }, 900_000);
});
