import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';

function capture(cwd = process.cwd()) {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), cwd }, out, err };
}

interface PointsJson {
  sides: Array<{ name: string; total: number; statedTotal: number | null; formations: Array<{ name: string; total: number; children: unknown[] }>; warnings: Array<Record<string, string>> }>;
}

async function pointsJson(file: string, cwd?: string): Promise<PointsJson> {
  const { io, out, err } = capture(cwd);
  expect(await runCli(['points', file, '--json'], io)).toBe(0);
  expect(err).toEqual([]);
  return JSON.parse(out.join('')) as PointsJson;
}

describe('muster points', () => {
  it("prints the Union total 136 beside the book's 138 (adfLine 2026) and flags the difference", async () => {
    const json = await pointsJson('scenarios/taint-no-militia.army-union.json');
    expect(json.sides).toHaveLength(1);
    const side = json.sides[0]!;
    expect(side).toMatchObject({ total: 136, statedTotal: 138 });
    expect(side.formations[0]).toMatchObject({ name: 'I Corps', total: 136 });
    expect(side.warnings.filter((w) => w.rule === 'cost.stated-totals')).toHaveLength(1);
    for (const w of side.warnings) expect(Object.keys(w).sort()).toEqual(['message', 'path', 'rule', 'severity']);
  });

  it('the Confederate total 135 agrees with the book (adfLine 2078): no stated-total warning', async () => {
    const side = (await pointsJson('scenarios/taint-no-militia.army-confederate.json')).sides[0]!;
    expect(side).toMatchObject({ total: 135, statedTotal: 135 });
    expect(side.warnings.map((w) => w.rule)).not.toContain('cost.stated-totals');
  });

  it('reads every side of a scenario file, embedded or by army file, with its budget', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'muster-points-'));
    const union = JSON.parse(readFileSync('scenarios/taint-no-militia.army-union.json', 'utf8'));
    writeFileSync(join(dir, 'csa.army.json'), readFileSync('scenarios/taint-no-militia.army-confederate.json'));
    // The bundled scenario, with the Union's book total and a budget, and the Confederates from an army file.
    const scenario = JSON.parse(readFileSync('scenarios/taint-no-militia.scenario.json', 'utf8'));
    scenario.sides[0].name = 'Union';
    scenario.sides[0].forces = { orderOfBattle: union.orderOfBattle, budget: { points: 130 } };
    scenario.sides[1].name = 'Confederates';
    scenario.sides[1].forces = { armyFile: 'csa.army.json' };
    writeFileSync(join(dir, 'taint.scenario.json'), JSON.stringify(scenario));
    const json = await pointsJson('taint.scenario.json', dir);
    expect(json.sides.map((s) => [s.name, s.total, s.statedTotal])).toEqual([
      ['Union', 136, 138],
      ['Confederates', 135, 135],
    ]);
    expect(json.sides[0]!.warnings.map((w) => w.rule)).toContain('scenario.points-budget');
  });

  it('prints a readable tree without --json', async () => {
    const { io, out } = capture();
    expect(await runCli(['points', 'scenarios/taint-no-militia.army-union.json'], io)).toBe(0);
    const text = out.join('\n');
    expect(text).toContain('136 MP (stated 138: differs)');
    expect(text).toContain('1st Brigade (The Iron Brigade): 55 MP');
  });

  it('a missing file is one line naming the file, exit 2', async () => {
    const missing = capture();
    expect(await runCli(['points', 'no-such-army.json'], missing.io)).toBe(2);
    expect(missing.err).toEqual(['no-such-army.json: /: no such file']);
  });

  it('a file validate refuses is refused with the same lines, exit 1, and no totals', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'muster-points-'));
    const army = JSON.parse(readFileSync('scenarios/taint-no-militia.army-union.json', 'utf8'));
    // A regiment without its arm: once 'Cannot read properties of undefined', now a problem at its place.
    delete army.orderOfBattle.children[0].children[0].children[0].children[0].arm;
    const files: Record<string, string> = {
      'bad.json': '{"orderOfBattle": ',
      'odd.json': '{"hello": 1}',
      'armless.army.json': JSON.stringify(army, null, 2),
      'null-total.army.json': readFileSync('scenarios/taint-no-militia.army-union.json', 'utf8').replace('"statedTotal": 138', '"statedTotal": "lots"'),
    };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(dir, name), text);
      const points = capture(dir);
      const validate = capture(dir);
      expect(await runCli(['points', name], points.io), name).toBe(1);
      expect(await runCli(['validate', name], validate.io)).toBe(1);
      expect(points.out).toEqual([]);
      expect(points.err.length).toBeGreaterThan(0);
      expect(points.err).toEqual(validate.out);
      for (const line of points.err) expect(line.startsWith(`${name}: /`)).toBe(true);
    }
  });

  it('an army file a scenario names is validated too, and its problems named by its path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'muster-points-'));
    const scenario = JSON.parse(readFileSync('scenarios/taint-no-militia.scenario.json', 'utf8'));
    scenario.sides[1].forces = { armyFile: 'csa.army.json' };
    writeFileSync(join(dir, 'taint.scenario.json'), JSON.stringify(scenario));
    writeFileSync(join(dir, 'csa.army.json'), readFileSync('scenarios/taint-no-militia.army-confederate.json', 'utf8').replace('"era": "1861-63"', '"era": "1866"'));
    const { io, err, out } = capture(dir);
    expect(await runCli(['points', 'taint.scenario.json'], io)).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual([expect.stringMatching(/^csa\.army\.json: \/orderOfBattle\/era: the text "1866" is not accepted/)]);
  });

  it('usage mistakes exit 2', async () => {
    const { io, err } = capture();
    expect(await runCli(['points'], io)).toBe(2);
    expect(err[0]).toMatch(/needs a FILE/);
    expect(await runCli(['points', 'a.json', '--csv'], io)).toBe(2);
  });
});
