/**
 * `muster export`: its usage errors (exit 2), what it cannot export (exit 1, with the reason), a VASSAL
 * module written, and a real scenario package written and read back as Muster reads one.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { readPackage } from '../../electron/services/package/scenarioPackage';

async function run(args: string[], cwd = process.cwd()) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (t) => out.push(t), err: (t) => err.push(t), cwd });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('muster export', () => {
  it('refuses a call without a format, a wrong format, no --out, or a package name without .muster.zip (exit 2)', async () => {
    const file = 'scenarios/taint-no-militia.scenario.json';
    expect((await run(['export', file, '--out', 'x.muster.zip'])).code).toBe(2);
    const wrong = await run(['export', file, '--format', 'pdf', '--out', 'x.pdf']);
    expect(wrong).toMatchObject({ code: 2 });
    expect(wrong.err).toContain('--format pdf: choose vmod, tmj, package');
    expect((await run(['export', file, '--format', 'package'])).code).toBe(2);
    expect((await run(['export', file, '--format', 'package', '--out', 'x.zip'])).err).toContain('a scenario package\'s name ends in .muster.zip');
    expect((await run(['export', file, '--format', 'package', '--out', 'x.muster.zip', '--side', 'prussia'])).err).toContain("the sides are Union, Confederate");
    expect(await run(['export', file, '--format', 'vmod', '--out', 'x.vmod', '--pixels-per-inch', '5'])).toMatchObject({ code: 2, err: expect.stringContaining('--pixels-per-inch 5: a whole number from 10 to 400') });
    expect(await run(['export', file, '--format', 'package', '--out', 'x.muster.zip', '--pixels-per-inch', '100'])).toMatchObject({ code: 2, err: expect.stringContaining('--pixels-per-inch is for --format vmod') });
  });

  it('says what it cannot export, with exit 1', async () => {
    const vmod = await run(['export', 'scenarios/taint-no-militia.scenario.json', '--format', 'vmod', '--out', 'x.vmod', '--side', 'Union']);
    expect(vmod).toMatchObject({ code: 1, err: 'muster export: --format vmod: a VASSAL module is shared by both players (each takes a side in VASSAL): export it without --side' });
    const army = await run(['export', 'scenarios/taint-no-militia.army-union.json', '--format', 'package', '--out', 'x.muster.zip']);
    expect(army.code).toBe(1);
    expect(army.err).toContain('an export is made from a scenario file; this is an army file');
  });

  it('writes a VASSAL module of a hex scenario (exit 0) holding its build file, module data and images', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'muster-export-'));
    const result = await run(['export', join(process.cwd(), 'scenarios/hex-example.scenario.json'), '--format', 'vmod', '--out', 'mill.vmod'], dir);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toMatch(/^Wrote mill\.vmod: Harlan's Mill \(hex example\), 13 counters, 8 set up on the map, 4 as reinforcements, \d+ images, \d+ KB\.$/);
    const names = Object.keys(unzipSync(readFileSync(join(dir, 'mill.vmod'))));
    // A Blue & Grey scenario's charts panel: the briefing and its own game's reference charts.
    expect(names).toEqual(expect.arrayContaining(['buildFile.xml', 'moduledata', 'images/map.png', 'images/reinforcements.png', 'images/chart-briefing.png', 'images/chart-reference-bluegrey.png']));
  });

  it('writes a package for one side that Muster reads back whole', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'muster-export-'));
    const result = await run(['export', join(process.cwd(), 'scenarios/taint-no-militia.scenario.json'), '--format', 'package', '--out', 'tnm-union.muster.zip', '--side', 'Union'], dir);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toMatch(/^Wrote tnm-union\.muster\.zip: T'ain't No Militia, 8 files \(4 PDFs\), \d+ KB\.$/);
    const read = readPackage(readFileSync(join(dir, 'tnm-union.muster.zip')), 'tnm-union.muster.zip');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.pdfs.map((p) => [p.entry.sheet, p.entry.side ?? null])).toEqual([
      ['briefing', null],
      ['deployment', 'union'],
      ['roster', null],
      ['charts', null],
    ]);
    expect(read.documents.map((d) => d.kind).sort()).toEqual(['army', 'army', 'map', 'scenario']);
  });
});
