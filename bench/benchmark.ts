/** One benchmark produces one or more named figures. Register it in bench/benchmarks/index.ts. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
}

export interface Benchmark {
  /** What is measured, for the readable table. */
  title: string;
  run(): Promise<Figure[]> | Figure[];
}

/**
 * Median wall time of `fn` in microseconds over enough repetitions to last about `budgetMs`.
 * The median, not the mean, so a single GC pause does not move the figure.
 */
export function medianMicros(fn: () => unknown, budgetMs = 300, batch = 1): number {
  for (let i = 0; i < 3; i++) fn();
  const samples: number[] = [];
  const end = performance.now() + budgetMs;
  while (performance.now() < end || samples.length < 5) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    samples.push(((performance.now() - t0) * 1000) / batch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}
