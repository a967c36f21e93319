/**
 * `muster import ground` run as the built command (bin/muster.js, a child process in a temp folder) on
 * GeoTIFFs the test writes with geotiff's own writer: a cone hill on flat ground whose contours must lie
 * where hand arithmetic puts them, and each kind of bad input refused naming the file, with the
 * scenario left as it was.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createScenario } from '../../core/scenario/create';
import type { MusterScenario } from '../../core/model/scenario.generated';
import { REPO_ROOT } from '../support/seeds';
import { coneTiff, plainTiff } from '../support/dems';

const BIN = join(REPO_ROOT, 'bin', 'muster.js');
const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });

describe('muster import ground', () => {
  let dir: string;
  const scenarioJson = () => `${JSON.stringify(createScenario({ title: 'Cone hill', scale: '15mm', squaresWide: 4, squaresDeep: 3 }), null, 2)}\n`;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'muster-ground-'));
    // The hill 822.96 m east of the table's centre: 10" at the book's 90 yards an inch for 15mm (B:321).
    writeFileSync(join(dir, 'cone.tif'), Buffer.from(coneTiff({ hillE: 310822.96, hillN: 4410000 })));
    writeFileSync(join(dir, 'cone.scenario.json'), scenarioJson());
  });

  it('lays a cone hill where hand arithmetic puts it: 110 m at 400 m out (4.86"), 120 m at 200 m (2.43")', () => {
    const r = run(dir, 'import', 'ground', 'cone.tif', '--into', 'cone.scenario.json', '--centre', '310000,4410000', '--interval', '10', '--out', 'out.scenario.json', '--json');
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.lowestMetres).toBeCloseTo(100, 6);
    expect(report.levels).toEqual([{ level: 1, metres: 110, contours: 1 }, { level: 2, metres: 120, contours: 1 }]);
    expect(report.hills).toHaveLength(1);
    expect(report.hills[0].level).toBe(2);
    expect(report.hills[0].top.x).toBeCloseTo(46, 0);
    expect(report.hills[0].top.y).toBeCloseTo(27, 0);
    // The table is 72" × 54" at 82.296 m an inch: its north-west corner 36" west and 27" north of the centre.
    expect(report.extent.crs).toBe('EPSG:32618');
    expect(report.extent.corners[0][0]).toBeCloseTo(310000 - 36 * 82.296, 3);
    expect(report.extent.corners[0][1]).toBeCloseTo(4410000 + 27 * 82.296, 3);
    expect(report.extent.corners[2][0]).toBeCloseTo(310000 + 36 * 82.296, 3);
    expect(report.georeference).toEqual({ centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 90 });

    const written = JSON.parse(readFileSync(join(dir, 'out.scenario.json'), 'utf8')) as MusterScenario;
    const contours = written.map.kind === 'tabletop' ? written.map.contours ?? [] : [];
    expect(contours.map((c) => c.level)).toEqual([1, 2]);
    const radius: Record<number, number> = { 1: 400 / 82.296, 2: 200 / 82.296 };
    for (const c of contours) {
      expect(c.points.length).toBeGreaterThan(8);
      for (const p of c.points) expect(Math.abs(Math.hypot(p.x - 46, p.y - 27) - radius[c.level]!)).toBeLessThan(0.08);
    }
    // The scenario named by --into is untouched when --out names another file.
    expect(readFileSync(join(dir, 'cone.scenario.json'), 'utf8')).toBe(scenarioJson());
    // A second import at 5 m replaces the first import's contours rather than piling up.
    const again = run(dir, 'import', 'ground', 'cone.tif', '--into', 'out.scenario.json', '--interval', '5', '--json');
    expect(again.status, again.stderr).toBe(0);
    const twice = JSON.parse(readFileSync(join(dir, 'out.scenario.json'), 'utf8')) as MusterScenario;
    expect((twice.map.kind === 'tabletop' ? twice.map.contours ?? [] : []).map((c) => c.level)).toEqual([1, 2, 3, 4, 5]);
  });

  it('turns the ground by --rotation: at 90° the hill east of the centre lies 10" south of it', () => {
    const r = run(dir, 'import', 'ground', 'cone.tif', '--into', 'cone.scenario.json', '--centre', '310000,4410000', '--rotation', '90', '--interval', '10', '--out', 'turned.scenario.json', '--json');
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.hills[0].top.x).toBeCloseTo(36, 0);
    expect(report.hills[0].top.y).toBeCloseTo(37, 0);
  });

  const refusals: Array<[string, () => Buffer | 'huge', string[], RegExp]> = [
    ['a file that is not a GeoTIFF', () => Buffer.from('hello, not a tiff'), [], /^notatiff\.tif: is not a GeoTIFF/],
    ['a DEM with no georeference', () => plainTiff(64, 48), [], /no georeference.*control points/],
    ['a coordinate system Muster does not know', () => Buffer.from(coneTiff({ hillE: 310822.96, hillN: 4410000, geoKeys: { ProjectedCSTypeGeoKey: 2272 } })), [], /EPSG:2272 is a coordinate system Muster does not know/],
    ['NoData holes under the table', () => Buffer.from(coneTiff({ hillE: 310822.96, hillN: 4410000, noDataBox: true })), [], /NoData holes under \d+\.\d% of the table/],
    ['a DEM that does not cover the table', () => Buffer.from(coneTiff({ hillE: 310822.96, hillN: 4410000 })), ['--centre', '306000,4410000'], /does not cover the table: \d+\.\d% of the table/],
    ['a file over the size limit, refused before reading', () => 'huge', [], /is 600 MB, over the 512 MB a DEM may be/],
  ];

  it.each(refusals)('refuses %s, naming the file, and changes nothing', (_what, make, extra, message) => {
    const name = _what.startsWith('a file that is not') ? 'notatiff.tif' : 'bad.tif';
    const file = join(dir, name);
    const content = make();
    if (content === 'huge') {
      writeFileSync(file, '');
      truncateSync(file, 600 * 1024 * 1024);
    } else writeFileSync(file, content);
    const before = readFileSync(join(dir, 'cone.scenario.json'), 'utf8');
    const r = run(dir, 'import', 'ground', name, '--into', 'cone.scenario.json', ...(extra.length ? extra : ['--centre', '310000,4410000']), '--interval', '10');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^${name.replace('.', '\\.')}: `));
    expect(r.stderr).toMatch(message);
    expect(readFileSync(join(dir, 'cone.scenario.json'), 'utf8')).toBe(before);
  });

  it('names usage mistakes with exit status 2', () => {
    expect(run(dir, 'import', 'ground', 'cone.tif', '--into', 'cone.scenario.json', '--centre', '310000,4410000').stderr).toMatch(/--interval METRES is required/);
    const bad = run(dir, 'import', 'ground', 'cone.tif', '--into', 'cone.scenario.json', '--centre', '310000', '--interval', '10');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--centre 310000 is not accepted/);
    expect(run(dir, 'import', 'ground', 'cone.tif', '--into', 'cone.scenario.json', '--centre', '1,2', '--crs', 'EPSG:2272', '--interval', '10').stderr).toMatch(/EPSG:2272 is a coordinate system Muster does not know/);
  });
});
