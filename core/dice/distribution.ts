/**
 * Exact discrete distributions over integer totals, by convolution.
 * Probabilities are float64; the tests compare against exact rational counts and a seeded simulation.
 */

/** `p[i]` is the chance of total `offset + i`. Always normalised (sums to 1). */
export interface Distribution {
  readonly offset: number;
  readonly p: readonly number[];
}

export const point = (value: number): Distribution => ({ offset: value, p: [1] });

/** One fair die with faces 1..sides. */
export const die = (sides = 6): Distribution => ({ offset: 1, p: Array.from({ length: sides }, () => 1 / sides) });

export function convolve(a: Distribution, b: Distribution): Distribution {
  const p = new Array<number>(a.p.length + b.p.length - 1).fill(0);
  for (let i = 0; i < a.p.length; i++) {
    const ai = a.p[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j]! += ai * b.p[j]!;
  }
  return { offset: a.offset + b.offset, p };
}

/** Sum of `count` dice (count 0 is the point 0). */
export function diceSum(count: number, sides = 6): Distribution {
  let acc = point(0);
  const one = die(sides);
  for (let k = 0; k < count; k++) acc = convolve(acc, one);
  return acc;
}

export const shift = (d: Distribution, by: number): Distribution => ({ offset: d.offset + by, p: d.p });

/** Chance of exactly `total`. */
export function probabilityOf(d: Distribution, total: number): number {
  return d.p[total - d.offset] ?? 0;
}

/** Chance that the total satisfies `test`. */
export function probabilityWhere(d: Distribution, test: (total: number) => boolean): number {
  let sum = 0;
  d.p.forEach((q, i) => {
    if (test(d.offset + i)) sum += q;
  });
  return sum;
}

/** Distribution of `a − b` for independent totals. */
export function difference(a: Distribution, b: Distribution): Distribution {
  const negB: Distribution = { offset: -(b.offset + b.p.length - 1), p: [...b.p].reverse() };
  return convolve(a, negB);
}

/** Every (total, probability) pair with non-zero probability, ascending. */
export function outcomes(d: Distribution): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  d.p.forEach((q, i) => {
    if (q > 0) out.push([d.offset + i, q]);
  });
  return out;
}

/** A small seeded generator (mulberry32) so simulations in tests and benches are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const rollDie = (random: () => number, sides = 6): number => 1 + Math.floor(random() * sides);
