import { describe, expect, it } from 'vitest';
import { apart, gameSeed, meanSd, nearestEven, parseVary, variantsOf, wilson } from '../../../core/balance';

describe('the numbers of a balance run', () => {
  it('gives the Wilson score interval, worked by hand for 5 wins in 20 games', () => {
    // p = 0.25, z = 1.96: centre = (0.25 + 3.8415/40) / (1 + 3.8415/20) = 0.34604 / 1.19207 = 0.29028;
    // half = 1.96 * sqrt(0.1875/20 + 3.8415/1600) / 1.19207 = 1.96 * 0.10852 / 1.19207 = 0.17843.
    const r = wilson(5, 20);
    expect(r.p).toBe(0.25);
    expect(r.lo).toBeCloseTo(0.1119, 3);
    expect(r.hi).toBeCloseTo(0.4687, 3);
  });

  it('keeps the interval inside 0 and 1 when a side never or always wins', () => {
    expect(wilson(0, 30)).toEqual({ p: 0, lo: 0, hi: expect.closeTo(0.1135, 3) });
    expect(wilson(30, 30).hi).toBe(1);
    expect(wilson(30, 30).lo).toBeCloseTo(0.8865, 3);
  });

  it('tells rates whose intervals do not overlap from those that do', () => {
    expect(apart(wilson(0, 300), wilson(30, 300))).toBe(true);
    expect(apart(wilson(10, 30), wilson(12, 30))).toBe(false);
  });

  it('gives the mean and the sample standard deviation', () => {
    expect(meanSd([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ mean: 5, sd: expect.closeTo(2.138, 3) });
  });

  it('gives each game a seed of its own from the run seed, the same every time', () => {
    const seeds = Array.from({ length: 1000 }, (_, i) => gameSeed(7, i));
    expect(new Set(seeds).size).toBe(1000);
    expect(gameSeed(7, 16)).toBe(seeds[16]);
    expect(gameSeed(8, 16)).not.toBe(seeds[16]);
  });

  it('reads --vary for lengths and budgets, and refuses what it cannot read', () => {
    expect(parseVary('length=4..6')).toEqual({ kind: 'length', turns: [4, 5, 6] });
    expect(parseVary('budget:union=-20%..+20%')).toEqual({ kind: 'budget', side: 'union', percents: [-20, -10, 0, 10, 20] });
    expect(() => parseVary('length=6..4')).toThrow(/length=4\.\.9/);
    expect(() => parseVary('weather=dry')).toThrow(/length=FROM\.\.TO/);
    expect(() => variantsOf(parseVary('budget:north=-10%..+10%'), ['union', 'confederate'])).toThrow(/no side 'north'/);
    expect(variantsOf(parseVary('budget:union=-10%..+10%'), ['union', 'confederate']).map((v) => v.name)).toEqual(['budget:union=-10%', 'budget:union=0%', 'budget:union=+10%']);
  });

  it('names the variant nearest an even game', () => {
    const summary = (u: number, c: number) => ({ winRate: { union: { p: u, lo: 0, hi: 1 }, confederate: { p: c, lo: 0, hi: 1 } } }) as never;
    expect(nearestEven([{ variant: 'length=4', summary: summary(0.9, 0.1) }, { variant: 'length=6', summary: summary(0.55, 0.45) }, { variant: 'length=8', summary: summary(0.3, 0.7) }], ['union', 'confederate'])).toBe('length=6');
  });
});
