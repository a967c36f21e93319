/**
 * `muster export --format tmj` and `muster import tmj` on the real bundled scenarios and map files: every one exports
 * (exit 0, the map and its tileset image written) and imports back as a valid Muster map file holding the
 * same map; a bad .tmj is refused with the file, the place in it and the reason (exit 1); usage mistakes
 * exit 2.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import type { MusterScenario } from '../../core/model/scenario.generated';
import { readDocumentFile } from '../../electron/services/files/index';
import { REPO_ROOT } from '../support/seeds';

async function run(args: string[], cwd = process.cwd()) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (t) => out.push(t), err: (t) => err.push(t), cwd });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function bundledScenarios(dir = join(REPO_ROOT, 'scenarios')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? bundledScenarios(join(dir, e.name)) : /\.(scenario|map)\.json$/.test(e.name) ? [join(dir, e.name)] : []));
}

describe('muster export --format tmj, muster import tmj', () => {
  const scenarios = bundledScenarios();

  it('finds the bundled scenarios and map files', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(20);
    expect(scenarios.some((f) => f.endsWith('generic-board.map.json'))).toBe(true);
  });

  it.each(scenarios.map((f) => [relative(REPO_ROOT, f), f]))('%s exports, and imports back as the same map', async (_name, file) => {
    const cwd = mkdtempSync(join(tmpdir(), 'muster-tmj-'));
    const exported = await run(['export', file, '--format', 'tmj', '--out', 'map.tmj'], cwd);
    expect(exported.code, exported.err).toBe(0);
    const scenario = JSON.parse(readFileSync(file, 'utf8')) as MusterScenario & { notes?: string };
    expect(exported.out).toMatch(new RegExp(`^Wrote map\\.tmj: ${scenario.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, (hex map|tabletop) \\d+ × \\d+`));
    expect(existsSync(join(cwd, 'map.terrain.png'))).toBe(scenario.map.kind === 'hex');
    const imported = await run(['import', 'tmj', 'map.tmj', '--out', 'back'], cwd);
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out).toMatch(/^Wrote back\/map\.map\.json: /);
    const read = await readDocumentFile(join(cwd, 'back', 'map.map.json'));
    if (!read.ok) throw new Error(read.errors.map((e) => `${e.pointer}: ${e.message}`).join('\n'));
    expect(read.kind).toBe('map');
    const doc = read.document as { title: string; map: unknown };
    expect(doc.title).toBe(scenario.title);
    expect(doc.map).toStrictEqual(scenario.map);
    // A map file's notes travel with it; a scenario's notes are the scenario's, not its map's.
    expect((doc as { notes?: string }).notes).toBe(file.endsWith('.map.json') ? scenario.notes : undefined);
  });

  it('refuses a bad .tmj with the file, the place in it and why (exit 1)', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'muster-tmj-'));
    const ok = await run(['export', join(REPO_ROOT, 'scenarios/hex-example.scenario.json'), '--format', 'tmj', '--out', 'mill.tmj'], cwd);
    expect(ok.code, ok.err).toBe(0);
    const tmj = JSON.parse(readFileSync(join(cwd, 'mill.tmj'), 'utf8')) as { layers: { objects?: { type: string }[] }[] };
    tmj.layers[2]!.objects![0]!.type = 'npc';
    const text = JSON.stringify(tmj, null, 1);
    writeFileSync(join(cwd, 'bad.tmj'), text);
    const bad = await run(['import', 'tmj', 'bad.tmj', '--out', 'back'], cwd);
    expect(bad.code).toBe(1);
    const line = text.slice(0, text.indexOf('"npc"')).split('\n').length;
    expect(bad.err).toMatch(new RegExp(`^bad\\.tmj: /layers/2/objects/0/type: object '[^']+' is of class "npc"; a hex map's objects are of class hex, hexside, .* \\(line ${line}, column \\d+\\)$`));
    expect(existsSync(join(cwd, 'back'))).toBe(false);

    writeFileSync(join(cwd, 'broken.tmj'), '{"type": "map",\n "width": }');
    const broken = await run(['import', 'tmj', 'broken.tmj', '--out', 'back'], cwd);
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/^broken\.tmj: \/: .* \(line 2, column \d+\)$/);

    const missing = await run(['import', 'tmj', 'nowhere.tmj', '--out', 'back'], cwd);
    expect(missing).toMatchObject({ code: 1, err: 'nowhere.tmj: cannot read it (no such file or folder)' });
  });

  it('refuses a map Tiled accepts but Muster cannot hold, with the place in the map', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'muster-tmj-'));
    await run(['export', join(REPO_ROOT, 'scenarios/hex-example.scenario.json'), '--format', 'tmj', '--out', 'mill.tmj'], cwd);
    const tmj = JSON.parse(readFileSync(join(cwd, 'mill.tmj'), 'utf8')) as { tilesets: { tiles: { properties: { name: string; value: string }[] }[] }[] };
    tmj.tilesets[0]!.tiles[1]!.properties[0]!.value = 'lava';
    writeFileSync(join(cwd, 'lava.tmj'), JSON.stringify(tmj));
    const r = await run(['import', 'tmj', 'lava.tmj', '--out', 'back'], cwd);
    expect(r.code).toBe(1);
    expect(r.err.split('\n')[0]).toBe('lava.tmj: the map it holds is not a valid Muster map:');
    expect(r.err).toMatch(/\/hexes\/\d+\/terrain: .*lava/);
  });

  it('exit 2 on usage mistakes', async () => {
    expect((await run(['import', 'tmj'])).code).toBe(2);
    expect((await run(['import', 'tmj', 'a.tmj'])).err).toContain('--out DIR is required');
    expect((await run(['import', 'tmj', 'a.tmj', 'b.tmj', '--out', 'x'])).code).toBe(2);
    expect((await run(['export', 'scenarios/hex-example.scenario.json', '--format', 'tmj', '--out', 'x.json'])).err).toContain("a tiled map's name ends in .tmj");
    expect(await run(['export', 'scenarios/generic-board.map.json', '--format', 'tmj', '--out', 'x.tmj', '--side', 'union'])).toMatchObject({ code: 2, err: expect.stringContaining('is a map file, which has no sides') });
    expect(await run(['export', 'scenarios/generic-board.map.json', '--format', 'package', '--out', 'x.muster.zip'])).toMatchObject({ code: 1, err: 'scenarios/generic-board.map.json: /: an export is made from a scenario file; this is a map file' });
  });
});
