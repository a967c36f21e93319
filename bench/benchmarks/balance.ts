/**
 * The balance lab's speed: games a second of T'ain't No Militia, steady against steady, as `muster
 * balance` plays them on this machine's cores (the built command, worker threads), and one game's time
 * in one thread. Issue 41 asks for 1,000 games in a minute on two cores: 16.7 games a second.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameSeed, playGame } from '../../core/balance';
import { playtestGround } from '../../core/playtest';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import type { Benchmark, Figure } from '../benchmark';

const ROOT = join(import.meta.dirname, '..', '..');
const SCENARIO = join(ROOT, 'scenarios', 'taint-no-militia.scenario.json');
const GAMES = 300;

export const balanceBenchmark: Benchmark = {
  title: 'balance lab: T’ain’t No Militia, steady against steady, games a second with muster balance and one game’s time',
  run(): Figure[] {
    const out = execFileSync(process.execPath, [join(ROOT, 'bin', 'muster.js'), 'balance', SCENARIO, '--games', String(GAMES), '--seed', '1', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const summary = JSON.parse(out) as { gamesPerSecond: number };
    const scenario = JSON.parse(readFileSync(SCENARIO, 'utf8')) as MusterScenario;
    const setup = { ground: playtestGround(scenario)!, map: scenario.map as TabletopMap, victory: scenario.victory };
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      playGame(setup, { union: 'steady', confederate: 'steady' }, gameSeed(1, i));
      times.push(performance.now() - t0);
    }
    // The first games pay for laying the ground out and for the JIT: the median is a game in a warm worker.
    times.sort((a, b) => a - b);
    return [
      { name: 'balance.gamesPerSecond', value: summary.gamesPerSecond, unit: 'games/s' },
      { name: 'balance.gameMs', value: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10, unit: 'ms' },
    ];
  },
};
