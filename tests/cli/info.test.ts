import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';

const ROOT = join(__dirname, '../..');

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), cwd: ROOT });
  return { code, out, err };
}

describe('muster info', () => {
  it("--json summarises T'ain't No Militia in the agreed shape (OOBs per adfLine 2008-2026 and 2056-2078)", async () => {
    const r = await run(['info', 'scenarios/taint-no-militia.scenario.json', '--json']);
    expect(r.code).toBe(0);
    const info = JSON.parse(r.out);
    expect(Object.keys(info)).toEqual(['title', 'ruleset', 'scale', 'board', 'terrainKinds', 'units', 'deployed', 'exampleForces']);
    expect(info).toMatchObject({ title: "T'ain't No Militia", ruleset: 'adf', scale: '15mm', board: { widthIn: 72, heightIn: 54 } });
    expect(info.units).toEqual({ union: 11, confederate: 14 });
    // All woods are light woods (adfLine 2104); the cut is the scenario's own kind, crossed as rough.
    expect(info.terrainKinds['light-woods']).toBe(4);
    expect(info.terrainKinds['heavy-woods']).toBeUndefined();
    expect(info.terrainKinds['custom-railroad-cut']).toBe(1);
  });

  it('reads an old-format scenario after upgrading it', async () => {
    const r = await run(['info', 'tests/core/formats/fixtures/mine-run-2.v1.scenario.json', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ terrainKinds: { road: 1, 'gentle-slope': 1 }, units: { union: 0, confederate: 0 }, deployed: { confederate: 1, union: 0 } });
  });

  it('counts a hex game\'s counters as its units: the bundled Shiloh, 26 + 17 Union and 25 Confederate (Blue & Grey 16.1, 16.2, 17.1)', async () => {
    const r = await run(['info', 'scenarios/bluegrey/shiloh.scenario.json', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ ruleset: 'bluegrey', scale: 'counters', terrainKinds: {}, units: { union: 43, confederate: 25 }, deployed: { union: 26, confederate: 25 } });
  });

  it('an army file is not a scenario (exit 1); a missing file exits 2; two files are a usage error', async () => {
    expect((await run(['info', 'scenarios/taint-no-militia.army-union.json'])).code).toBe(1);
    expect((await run(['info', 'scenarios/none.scenario.json'])).code).toBe(2);
    expect((await run(['info', 'a', 'b'])).code).toBe(2);
  });

  it('without --json prints a readable summary', async () => {
    const r = await run(['info', 'scenarios/tan-yard-hill.scenario.json']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Tan Yard Hill\n/);
    expect(r.out).toMatch(/board 36" × 54"/);
  });
});
