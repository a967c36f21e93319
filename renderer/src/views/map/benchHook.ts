/**
 * The page hook `npm run bench` installs before the app loads (bench/benchmarks/mapCanvas.ts): the scenes
 * hand it themselves once built, and the editors tell it each time they run the scenario checks, so the
 * benchmark can say how often a drag paid for them. Absent in the app, where every call is a no-op.
 */
interface BenchHook {
  onChecks?(): void;
}

export function countChecks(): void {
  (globalThis as { __MUSTER_BENCH__?: BenchHook }).__MUSTER_BENCH__?.onChecks?.();
}
