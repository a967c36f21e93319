/**
 * The numbers of a balance run: a win rate with its 95% Wilson score interval (sound for rates near 0 or
 * 1 and for few games, where the normal approximation is not), a mean with its spread.
 */

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Rate {
  p: number;
  lo: number;
  hi: number;
}

/** The Wilson score interval of `k` successes in `n` trials. */
export function wilson(k: number, n: number, z = Z95): Rate {
  if (n === 0) return { p: 0, lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  // At the ends the interval reaches 0 or 1 exactly (rounding would leave 0.9999…).
  return { p, lo: k === 0 ? 0 : Math.max(0, centre - half), hi: k === n ? 1 : Math.min(1, centre + half) };
}

/** The mean and the (sample) standard deviation. */
export function meanSd(values: readonly number[]): { mean: number; sd: number } {
  if (values.length === 0) return { mean: 0, sd: 0 };
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  if (values.length === 1) return { mean, sd: 0 };
  const v = values.reduce((s, x) => s + (x - mean) ** 2, 0) / (values.length - 1);
  return { mean, sd: Math.sqrt(v) };
}

/** Whether two rates' intervals do not overlap: a difference the games show, not luck. */
export const apart = (a: Rate, b: Rate): boolean => a.hi < b.lo || b.hi < a.lo;

/**
 * The seed of game `index` of a run from `seed` (splitmix32): every game's dice come from its own seed,
 * so the games are the same however they are shared among workers.
 */
export function gameSeed(seed: number, index: number): number {
  let z = (seed + Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}
