/**
 * Every ADF scenario Muster ships is ready to play as it comes: both sides have units, placed on the
 * table, and where the book gives only points (A Meeting Engagement, the Richmond defenses, the three
 * Mine Run scenarios) the forces are an example marked as such, built within the scenario's budget.
 * Run as a user runs it: the built `bin/muster.js` as a child process, from a folder other than the
 * project's (build it first with `npm run build:node`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const BIN = join(ROOT, 'bin/muster.js');
const CWD = mkdtempSync(join(tmpdir(), 'muster-forces-'));
const SCENARIOS = join(ROOT, 'scenarios');

function muster(args: string[]): { code: number; out: string } {
  try {
    return { code: 0, out: execFileSync(process.execPath, [BIN, ...args], { cwd: CWD, encoding: 'utf8' }) };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { code: err.status, out: err.stdout };
  }
}

interface SideJson { id: string; forces: { example?: boolean; budget?: { points: number }; outsideBudget?: string[] } }
const adf = readdirSync(SCENARIOS)
  .filter((f) => f.endsWith('.scenario.json'))
  .filter((f) => (JSON.parse(readFileSync(join(SCENARIOS, f), 'utf8')) as { ruleset: string }).ruleset === 'adf');
const BOOK_POINTS_SCENARIOS = ['meeting-engagement', 'richmond-defenses', 'tan-yard-hill', 'mine-run-2', 'mine-run-3'].map((n) => `${n}.scenario.json`);

describe('every bundled ADF scenario has forces on both sides', () => {
  it('the book scenarios are all among them', () => {
    expect(adf).toEqual(expect.arrayContaining([...BOOK_POINTS_SCENARIOS, 'taint-no-militia.scenario.json']));
  });
  it.each(adf)('muster info %s: units on both sides, placed on the table', (file) => {
    const r = muster(['info', '--json', join(SCENARIOS, file)]);
    expect(r.code).toBe(0);
    const info = JSON.parse(r.out) as { units: Record<string, number>; deployed: Record<string, number>; exampleForces: string[] };
    // Where the book gives points, not regiments, both sides' forces are an example a club may replace.
    expect(info.exampleForces).toEqual(BOOK_POINTS_SCENARIOS.includes(file) ? Object.keys(info.units) : []);
    expect(Object.keys(info.units)).toHaveLength(2);
    for (const side of Object.keys(info.units)) {
      expect(info.units[side], `${file}: ${side} units`).toBeGreaterThan(0);
      expect(info.deployed[side], `${file}: ${side} placed`).toBeGreaterThan(0);
    }
  });
  it.each(adf)('muster check %s: no error, no side over its budget', (file) => {
    const r = muster(['check', '--json', join(SCENARIOS, file)]);
    const problems = (JSON.parse(r.out) as { problems: Array<{ severity: string; rule: string; message: string }> }).problems;
    expect(problems.filter((p) => p.severity === 'error').map((p) => p.message)).toEqual([]);
    expect(r.code).toBe(0);
  });
});

describe("the book's points scenarios carry example forces within the book's budgets", () => {
  it("muster points names what lies outside Mine Run 3's budgets: the previous fight's forces", () => {
    const out = muster(['points', join(SCENARIOS, 'mine-run-3.scenario.json')]).out;
    expect(out).toContain('  budget: 345 of 362 MP bought; outside the budget: Union Cavalry Brigade, 1st Division (222 MP)');
    expect(out).toContain("  budget: 180 of 180 MP bought; outside the budget: Early's Division (111 MP)");
  });
  it('muster info says in words that the forces are an example', () => {
    expect(muster(['info', join(SCENARIOS, 'tan-yard-hill.scenario.json')]).out).toMatch(/units: Union 6, Confederate 6\n.*\n  example forces: Union, Confederate \(built within the budget; a club may replace them\)/);
  });
  it.each(BOOK_POINTS_SCENARIOS)('%s: muster points counts each side within its budget, what is outside it aside', (file) => {
    const doc = JSON.parse(readFileSync(join(SCENARIOS, file), 'utf8')) as { sides: SideJson[] };
    const r = muster(['points', '--json', join(SCENARIOS, file)]);
    expect(r.code).toBe(0);
    const sides = (JSON.parse(r.out) as { sides: Array<{ total: number; budget?: { points: number; bought: number; outside: number; outsideNames: string[] }; warnings: Array<{ rule: string }> }> }).sides;
    expect(sides).toHaveLength(2);
    for (const [i, side] of sides.entries()) {
      // What the budget buys, and what lies outside it by name: the example stays within the book's points.
      const forces = doc.sides[i]!.forces;
      expect(side.budget?.points).toBe(forces.budget!.points);
      expect(side.budget!.bought).toBeLessThanOrEqual(forces.budget!.points);
      expect(side.budget!.bought + side.budget!.outside).toBe(side.total);
      expect(side.budget!.outsideNames).toHaveLength(forces.outsideBudget?.length ?? 0);
      expect(side.warnings.map((w) => w.rule)).not.toContain('scenario.points-budget');
      // Without what the side has outside its budget, the total is within it; with nothing outside, the total is.
      if (!doc.sides[i]!.forces.outsideBudget) expect(side.total).toBeLessThanOrEqual(doc.sides[i]!.forces.budget!.points);
      expect(side.total).toBeGreaterThan(0);
    }
  });
  it('over its budget, muster check and muster points say so: the limit is real', () => {
    const doc = JSON.parse(readFileSync(join(SCENARIOS, 'tan-yard-hill.scenario.json'), 'utf8')) as { sides: SideJson[] };
    doc.sides[0]!.forces.budget!.points = 50;
    const file = join(CWD, 'over.scenario.json');
    writeFileSync(file, JSON.stringify(doc));
    const check = muster(['check', '--json', file]);
    expect(check.code).toBe(1);
    expect((JSON.parse(check.out) as { problems: Array<{ rule: string; message: string }> }).problems.find((p) => p.rule === 'side.over-budget')?.message).toMatch(/Union costs 82 MP, 32 over its budget of 50/);
    const points = JSON.parse(muster(['points', '--json', file]).out) as { sides: Array<{ warnings: Array<{ rule: string }> }> };
    expect(points.sides[0]!.warnings.map((w) => w.rule)).toContain('scenario.points-budget');
  });
});

describe('the Mine Run campaign: the same units from scenario to scenario, so losses carry', () => {
  const read = (f: string) => JSON.parse(readFileSync(join(SCENARIOS, f), 'utf8')) as { sides: Array<SideJson & { forces: { orderOfBattle: unknown; armyFile?: string } }>; orderOfBattle?: unknown };
  const ids = (node: unknown): string[] => {
    const out: string[] = [];
    const walk = (n: { id?: string; children?: unknown[] }) => {
      if (n.id) out.push(n.id);
      for (const c of n.children ?? []) walk(c as { id?: string; children?: unknown[] });
    };
    walk(node as { children?: unknown[] });
    return out;
  };
  it("Tan Yard Hill's cavalry brigades are Mine Run 2's, outside its budget; Birney's and Early's come from the book's orders of battle", () => {
    const tyh = read('tan-yard-hill.scenario.json');
    const mr2 = read('mine-run-2.scenario.json');
    const mr3 = read('mine-run-3.scenario.json');
    for (const i of [0, 1]) expect(ids(mr2.sides[i]!.forces.orderOfBattle)).toEqual(expect.arrayContaining(ids(tyh.sides[i]!.forces.orderOfBattle)));
    expect(mr2.sides.map((s) => s.forces.outsideBudget)).toEqual([['usa-cavalry-brigade'], ['csa-hampton-brigade']]);
    const union = ids(read('mine-run-3.army-union.json').orderOfBattle);
    const confederate = ids(read('mine-run-3.army-confederate.json').orderOfBattle);
    const tyhIds = new Set([...ids(tyh.sides[0]!.forces.orderOfBattle), ...ids(tyh.sides[1]!.forces.orderOfBattle)]);
    expect(ids(mr2.sides[0]!.forces.orderOfBattle).filter((id) => !tyhIds.has(id) && !union.includes(id))).toEqual([]);
    expect(ids(mr2.sides[1]!.forces.orderOfBattle).filter((id) => !tyhIds.has(id) && !confederate.includes(id))).toEqual([]);
    // Scenario 3 links its example army files (within the budget, the same ids as the whole corps files) and has all of
    // the previous fight's Union forces and the rest of Early's division.
    expect(mr3.sides.map((s) => s.forces.armyFile)).toEqual(['mine-run-3.army-union-example.json', 'mine-run-3.army-confederate-example.json']);
    expect(mr3.sides.map((s) => s.forces.orderOfBattle)).toEqual([undefined, undefined]);
    const example = (side: 'union' | 'confederate') => ids(read(`mine-run-3.army-${side}-example.json`).orderOfBattle);
    expect(example('union')).toEqual(expect.arrayContaining(ids(mr2.sides[0]!.forces.orderOfBattle)));
    // One regiment more than the corps list: the book wants one of Carr's brigades with at least five regiments no better
    // than green or trained (B:2369), and Smith's has four there.
    expect(example('union').filter((id) => !tyhIds.has(id) && !union.includes(id))).toEqual(['usa-smith-5']);
    expect(example('confederate').filter((id) => !tyhIds.has(id) && !confederate.includes(id))).toEqual([]);
    expect(mr3.sides[1]!.forces.outsideBudget).toEqual(['csa-early']);
  });
});
