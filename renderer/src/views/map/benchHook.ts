/**
 * The page hook `npm run bench` installs before the app loads (bench/benchmarks/mapCanvas.ts): the board
 * hands it each scene it builds, to time the scene's layer draws, and the editors tell it each time they
 * run the scenario checks, so the benchmark can say how often a drag paid for them. The app itself never
 * sets it, and every call is then a no-op.
 */
interface BenchHook {
  onScene?(scene: unknown): void;
  onChecks?(): void;
}

const hook = (): BenchHook | undefined => (globalThis as { __MUSTER_BENCH__?: BenchHook }).__MUSTER_BENCH__;

export function benchScene(scene: unknown): void {
  hook()?.onScene?.(scene);
}

export function countChecks(): void {
  hook()?.onChecks?.();
}
