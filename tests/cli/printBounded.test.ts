/**
 * `muster print` bounded by the table (issue 44): the command makes its sheet in the same worker as the app,
 * with the sheet's time and memory limits, and Chromium prints it within the print's limit. The largest
 * army an army file may hold (sixty formations of a thousand regiments, each list at its bound) makes a
 * roster far past any table's: the command ends with exit 1 and the reason, never runs on, and its process
 * stays far under 1 GB. Run as a user runs it: the built bin/muster.js as a child process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_CHILDREN, WORK_LIMITS } from '../../core/model/limits';

const BIN = join(__dirname, '../../bin/muster.js');
const dir = mkdtempSync(join(tmpdir(), 'muster-print-bounded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Resident memory of a process in MB, from /proc; 0 once it is gone. */
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

describe('muster print, bounded by the table', () => {
  it('ends a roster of the largest army a file may hold with exit 1 and the reason, its process far under 1 GB', async () => {
    const army = JSON.parse(readFileSync('scenarios/taint-no-militia.army-union.json', 'utf8'));
    const regiment = { arm: 'infantry', figures: 8, weapon: 'rifle-musket', quality: 'veteran', sharpshooters: false, stands: 2 };
    army.orderOfBattle.children = Array.from({ length: 60 }, (_, f) => ({
      id: `f${f}`,
      kind: 'formation',
      level: 'brigade',
      name: `Brigade ${f + 1}`,
      leaders: [],
      children: Array.from({ length: MAX_CHILDREN }, (_, u) => ({ ...regiment, id: `f${f}u${u}`, name: `${u + 1}th Regiment` })),
    }));
    const file = join(dir, 'huge.army.json');
    writeFileSync(file, JSON.stringify(army));
    const child = spawn(process.execPath, [BIN, 'print', file, '--sheet', 'roster', '--out', join(dir, 'huge.pdf')], { cwd: dir });
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 100);
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const started = performance.now();
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    clearInterval(sampler);
    // Made within the sheet's limit, printed within Chromium's, or stopped at one of them: either way it ended.
    expect(performance.now() - started).toBeLessThan(WORK_LIMITS.sheet.timeMs + WORK_LIMITS.print.timeMs + 60_000);
    if (code !== 0) expect([code, err]).toEqual([1, expect.stringMatching(/^muster print: Muster stopped (making the sheet|printing Roster)/)]);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(1024);
  }, 300_000);
});
