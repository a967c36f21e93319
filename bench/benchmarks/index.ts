import type { Benchmark } from '../benchmark';

/** Every benchmark `npm run bench` runs, in order. */
export const benchmarks: Benchmark[] = [];
