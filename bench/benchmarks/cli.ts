/**
 * How long `muster` takes to start and answer, as a script calling it sees it: the whole process of
 * `node bin/muster.js --version`, and of checking one small scenario, median of several runs. The first
 * run builds the command if the tree changed since the last build (bin/muster.js), and is not counted.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Benchmark, Figure } from '../benchmark';

const ROOT = join(import.meta.dirname, '..', '..');
const RUNS = 9;

function medianMs(args: string[]): number {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    const result = spawnSync(process.execPath, [join(ROOT, 'bin', 'muster.js'), ...args], { cwd: ROOT, encoding: 'utf8' });
    const ms = performance.now() - t0;
    if (result.status !== 0) throw new Error(`muster ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
    if (i > 0) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export const cliBenchmark: Benchmark = {
  title: 'the muster command: start-up and one small check, whole process',
  run(): Figure[] {
    return [
      { name: 'cli.startup', value: medianMs(['--version']), unit: 'ms' },
      { name: 'cli.validateSmall', value: medianMs(['validate', join(ROOT, 'scenarios', 'taint-no-militia.scenario.json')]), unit: 'ms' },
    ];
  },
};
