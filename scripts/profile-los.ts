/**
 * The line-of-sight matrix of the benchmark's big board, for a CPU profile (`node --import tsx
 * --cpu-prof scripts/profile-los.ts [indexed|brute] [runs]`): the benchmark times it, this shows where
 * the time goes. Each run is on a fresh copy of the table, as the benchmark's are.
 */
import { bigBoard } from '../bench/benchmarks/los';
import { sightFrom, type PreviewTable } from '../core/preview/adf/index';

const indexed = process.argv[2] !== 'brute';
const runs = Number(process.argv[3] ?? 5);
const table = bigBoard();
for (let r = 0; r < runs; r++) {
  const fresh: PreviewTable = { ...table };
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let visible = 0;
  const { units } = fresh;
  for (let i = 0; i < units.length - 1; i++) for (const seen of sightFrom(fresh, units[i]!, units.slice(i + 1), { indexed })) visible += seen;
  process.stdout.write(`${indexed ? 'indexed' : 'brute force'}: ${visible} visible pairs in ${(performance.now() - t0).toFixed(0)} ms (${(process.cpuUsage(c0).user / 1000).toFixed(0)} ms of CPU)\n`);
}
