/**
 * `muster balance` as shipped: the built bin/muster.js run as a child process from a folder other than
 * the project's, as a designer's script runs it.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const MUSTER = join(ROOT, 'bin', 'muster.js');
let dir: string;

async function muster(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [MUSTER, ...args], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const f = e as { code: number; stdout: string; stderr: string };
    return { code: f.code, out: f.stdout, err: f.stderr };
  }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-balance-'));
  for (const f of ['taint-no-militia.scenario.json', 'hex-example.scenario.json']) cpSync(join(ROOT, 'scenarios', f), join(dir, f));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('muster balance', () => {
  it('plays the same games with one job and with two', { timeout: 240_000 }, async () => {
    const one = await muster('balance', 'taint-no-militia.scenario.json', '--games', '16', '--seed', '9', '--union', 'bold', '--confederate', 'bold', '--jobs', '1', '--json');
    const two = await muster('balance', 'taint-no-militia.scenario.json', '--games', '16', '--seed', '9', '--union', 'bold', '--confederate', 'bold', '--jobs', '2', '--json');
    expect(one.err).toBe('');
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    const a = JSON.parse(one.out);
    const b = JSON.parse(two.out);
    expect(Object.keys(a)).toEqual(['games', 'seed', 'doctrines', 'wins', 'draws', 'winRate', 'decidedOnTurn', 'conditions', 'losses', 'units', 'gamesPerSecond']);
    expect(a.games).toBe(16);
    expect(a.doctrines).toEqual({ union: 'bold', confederate: 'bold' });
    expect(a.wins.union + a.wins.confederate + a.draws).toBe(16);
    expect(a.gamesPerSecond).toBeGreaterThan(0);
    delete a.gamesPerSecond;
    delete b.gamesPerSecond;
    expect(b).toEqual(a);
  });

  it('prints each side’s rate with its interval and what the opponents are', { timeout: 120_000 }, async () => {
    const r = await muster('balance', 'taint-no-militia.scenario.json', '--games', '6', '--union', 'hold', '--confederate', 'hold', '--jobs', '1');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Union\s+6\s+100\.0%\s+\d+\.\d%–100\.0%$/m);
    expect(r.out).toMatch(/^Confederate\s+0\s+0\.0%\s+0\.0%–\d+\.\d%$/m);
    expect(r.out).toContain('do not read a win rate as a prediction of a game between two people');
    expect(r.out).toContain('Confederate never met any of its victory conditions in 6 games.');
  });

  it('plays each variant and names the one nearest an even game', { timeout: 240_000 }, async () => {
    const r = await muster('balance', 'taint-no-militia.scenario.json', '--games', '4', '--vary', 'length=3..5', '--union', 'hold', '--confederate', 'hold', '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.vary).toBe('length=3..5');
    expect(out.variants.map((v: { variant: string }) => v.variant)).toEqual(['length=3', 'length=4', 'length=5']);
    expect(out.variants.map((v: { decidedOnTurn: Record<string, number> }) => v.decidedOnTurn)).toEqual([{ 3: 4 }, { 4: 4 }, { 5: 4 }]);
    expect(out.nearestEven).toBe('length=3');
  });

  it('refuses a doctrine it does not know, a side the scenario lacks, and a hex scenario', async () => {
    const bad = await muster('balance', 'taint-no-militia.scenario.json', '--union', 'reckless');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--union reckless is not accepted; use one of hold, steady, bold/);
    const side = await muster('balance', 'taint-no-militia.scenario.json', '--side', 'north=hold');
    expect(side.code).toBe(2);
    expect(side.err).toMatch(/--side north: .*no such side .*union, confederate/);
    const vary = await muster('balance', 'taint-no-militia.scenario.json', '--vary', 'budget:north=-10%..+10%');
    expect(vary.code).toBe(2);
    expect(vary.err).toMatch(/no side 'north'/);
    const hex = await muster('balance', 'hex-example.scenario.json', '--games', '2');
    expect(hex.code).toBe(1);
    expect(hex.err).toMatch(/hex-example\.scenario\.json: \/map: .*hex map/);
  });
});
