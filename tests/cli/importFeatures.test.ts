/**
 * `muster import features` run as the built command on GeoJSON the test writes: a road laid where the
 * scenario's georeference puts it, marked reference only when asked; a file that is not GeoJSON and a
 * kinds table naming an unknown kind refused naming the file, with the scenario unchanged.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { createScenario } from '../../core/scenario/create';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { REPO_ROOT } from '../support/seeds';

const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [join(REPO_ROOT, 'bin', 'muster.js'), ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
const utm = '+proj=utm +zone=18 +datum=WGS84 +units=m +no_defs';
/** At the 15mm default of 90 yards (82.296 m) an inch, centred at 310000, 4410000 in UTM 18N. */
const lonLat = (x: number, y: number) => proj4(utm, 'EPSG:4326', [310000 + (x - 36) * 82.296, 4410000 - (y - 27) * 82.296]);

describe('muster import features', () => {
  const dir = mkdtempSync(join(tmpdir(), 'muster-features-'));
  const scenario = { ...createScenario({ squaresWide: 4, squaresDeep: 3 }), georeference: { centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 90 } };
  writeFileSync(join(dir, 'field.scenario.json'), `${JSON.stringify(scenario, null, 2)}\n`);
  writeFileSync(join(dir, 'roads.geojson'), JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { highway: 'primary' }, geometry: { type: 'LineString', coordinates: [lonLat(10, 5), lonLat(10, 50)] } }] }));

  it('lays a road at x = 10" by the scenario\'s georeference, reference only when asked', () => {
    const r = run(dir, 'import', 'features', 'roads.geojson', '--into', 'field.scenario.json', '--reference-only', '--out', 'out.scenario.json', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ features: 1, kinds: { road: 1 } });
    const map = (JSON.parse(readFileSync(join(dir, 'out.scenario.json'), 'utf8')) as MusterScenario).map as TabletopMap;
    expect(map.features[0]).toMatchObject({ kind: 'road', shape: 'polyline', referenceOnly: true });
    for (const p of map.features[0]!.points) expect(p.x).toBeCloseTo(10, 2);
    expect(map.features[0]!.points[0]!.y).toBeCloseTo(5, 2);
  });

  it('refuses a file that is not GeoJSON and a kinds table with an unknown kind, naming the file', () => {
    const before = readFileSync(join(dir, 'field.scenario.json'), 'utf8');
    writeFileSync(join(dir, 'bad.geojson'), '{"type":"Topology"}');
    const bad = run(dir, 'import', 'features', 'bad.geojson', '--into', 'field.scenario.json');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^bad\.geojson: is not GeoJSON/);
    writeFileSync(join(dir, 'kinds.json'), JSON.stringify([{ tag: 'highway', value: '*', kind: 'motorway' }]));
    const kinds = run(dir, 'import', 'features', 'roads.geojson', '--into', 'field.scenario.json', '--kinds', 'kinds.json');
    expect(kinds.status).toBe(1);
    expect(kinds.stderr).toMatch(/^kinds\.json: row 1: 'motorway' is not a terrain kind this map knows/);
    expect(readFileSync(join(dir, 'field.scenario.json'), 'utf8')).toBe(before);
  });
});
