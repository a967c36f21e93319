import type { Benchmark } from '../benchmark';
import { cliBenchmark } from './cli';
import { dragStepBenchmark } from './dragStep';
import { fireBenchmark } from './fire';
import { importBluegreyBenchmark } from './importBluegrey';
import { losBenchmark } from './los';
import { hexCanvasBenchmark } from './hexCanvas';
import { mapCanvasBenchmark } from './mapCanvas';
import { underlayBenchmark } from './underlay';
import { musterBenchmark } from './muster';
import { playtestBoardBenchmark } from './playtestBoard';
import { playtestMoveBenchmark } from './playtestMove';
import { printBenchmark, printMapBenchmark } from './print';
import { validateBenchmark } from './validate';
import { balanceBenchmark } from './balance';
import { recordsBenchmark } from './records';
import { groundImportBenchmark } from './groundImport';
import { exportsBenchmark } from './exports';
import { rendererSizeBenchmark } from './rendererSize';
import { playtestStartBenchmark } from './playtestStart';

/** Every benchmark `npm run bench` runs, in order. */
export const benchmarks: Benchmark[] = [
  rendererSizeBenchmark,
  fireBenchmark,
  musterBenchmark,
  dragStepBenchmark,
  losBenchmark,
  validateBenchmark,
  mapCanvasBenchmark,
  underlayBenchmark,
  hexCanvasBenchmark,
  playtestBoardBenchmark,
  playtestStartBenchmark,
  playtestMoveBenchmark,
  balanceBenchmark,
  printBenchmark,
  printMapBenchmark,
  exportsBenchmark,
  importBluegreyBenchmark,
  cliBenchmark,
  recordsBenchmark,
  groundImportBenchmark,
  { title: 'hardening: a zip bomb refused; scenarios with a 3 MB and a 19 MB bad terrain text loaded', run: async () => (await import('./hardening')).hardeningBenchmark.run() },
];
