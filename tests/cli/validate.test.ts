import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';

const ROOT = join(__dirname, '../..');

async function run(argv: string[], cwd = ROOT): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (t) => out.push(...t.split('\n')), err: (t) => err.push(...t.split('\n')), cwd });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'muster-validate-'));
const tyh = JSON.parse(readFileSync(join(ROOT, 'scenarios/tan-yard-hill.scenario.json'), 'utf8'));

describe('muster validate', () => {
  it('exits 0 when every bundled file is valid', async () => {
    const r = await run(['validate', 'scenarios/tan-yard-hill.scenario.json', 'scenarios/taint-no-militia.scenario.json', 'scenarios/taint-no-militia.army-union.json']);
    expect(r.code).toBe(0);
    expect(r.out.filter(Boolean)).toEqual([]);
  });

  it('exits 1 and prints each problem as FILE: POINTER: message', async () => {
    const bad = structuredClone(tyh);
    bad.sides[0].forces.budget.pointz = 84;
    bad.length.turns = 0;
    writeFileSync(join(dir, 'bad.scenario.json'), JSON.stringify(bad, null, 2));
    const r = await run(['validate', 'bad.scenario.json', join(ROOT, 'scenarios/tan-yard-hill.scenario.json')], dir);
    expect(r.code).toBe(1);
    const lines = r.out.filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines).toContain("bad.scenario.json: /sides/0/forces/budget: unknown property 'pointz' (did you mean 'points'?) " + lines.find((l) => l.includes('pointz'))!.match(/\(line \d+, column \d+\)$/)![0]);
    expect(lines.some((l) => l.startsWith('bad.scenario.json: /length/turns: 0 is out of range: should be at least 1'))).toBe(true);
  });

  it('a syntax error is one line with its line and column', async () => {
    writeFileSync(join(dir, 'broken.scenario.json'), '{\n  "title": "x"\n  "ruleset": "adf"\n}');
    const r = await run(['validate', 'broken.scenario.json'], dir);
    expect(r.code).toBe(1);
    expect(r.out.filter(Boolean)).toEqual([`broken.scenario.json: /: a ',' or '}' was expected after the value of "title" but found '"' (line 3, column 3)`]);
  });

  it('exits 2 on a missing file or a usage mistake', async () => {
    expect((await run(['validate', 'nope.json'], dir)).code).toBe(2);
    expect((await run(['validate'], dir)).code).toBe(2);
    expect((await run(['validate', '--jsn', 'a.json'], dir)).code).toBe(2);
  });

  it('--json reports every file', async () => {
    const r = await run(['validate', '--json', 'scenarios/tan-yard-hill.scenario.json', 'tests/core/formats/fixtures/mine-run-2.v1.scenario.json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out.join('\n'));
    expect(report.valid).toBe(true);
    expect(report.files.map((f: { kind: string; migratedFrom: number | null }) => [f.kind, f.migratedFrom])).toEqual([
      ['scenario', null],
      ['scenario', 1],
    ]);
  });
});
