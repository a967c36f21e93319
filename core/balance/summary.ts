/**
 * A balance run summed up: per side its wins and win rate with the interval, the turn each game was
 * decided on, losses, how often each condition was met and by whom, the units that mattered most. The
 * shape is `muster balance --json`'s contract (README), which the app's panel draws.
 */
import { parsePlacementKey } from '../model/keys';
import type { GameRecord } from './game';
import { meanSd, wilson, type Rate } from './stats';
import type { Doctrine } from './doctrines';

export interface UnitMattered {
  unit: string;
  name: string;
  side: string;
  /** Casualties it inflicted, on average per game. */
  inflicted: number;
}

export interface BalanceSummary {
  games: number;
  seed: number;
  doctrines: Record<string, Doctrine>;
  wins: Record<string, number>;
  draws: number;
  winRate: Record<string, Rate>;
  decidedOnTurn: Record<string, number>;
  conditions: Array<{ id: string; met: Record<string, number> }>;
  losses: Record<string, { mean: number; sd: number }>;
  units: UnitMattered[];
  gamesPerSecond: number;
}

/** How many units the summary names as mattering most. */
export const UNITS_NAMED = 5;

export function summarise(
  records: readonly GameRecord[],
  context: { seed: number; doctrines: Record<string, Doctrine>; sides: ReadonlyArray<{ id: string }>; conditionIds: readonly string[]; unitNames: ReadonlyMap<string, { name: string; side: string }>; seconds: number },
): BalanceSummary {
  const n = records.length;
  const sideIds = context.sides.map((s) => s.id);
  const wins = Object.fromEntries(sideIds.map((s) => [s, records.filter((r) => r.winner === s).length]));
  const draws = records.filter((r) => r.winner === null).length;
  const decidedOnTurn: Record<string, number> = {};
  for (const r of records) decidedOnTurn[r.decidedOnTurn] = (decidedOnTurn[r.decidedOnTurn] ?? 0) + 1;
  const conditions = context.conditionIds.map((id) => {
    const met: Record<string, number> = {};
    for (const r of records) for (const c of r.conditionsMet) if (c.id === id && c.side) met[c.side] = (met[c.side] ?? 0) + 1;
    return { id, met };
  });
  const inflicted = new Map<string, number>();
  for (const r of records) for (const [k, v] of Object.entries(r.inflicted)) inflicted.set(k, (inflicted.get(k) ?? 0) + v);
  const units = [...inflicted]
    .map(([key, total]) => ({ key, total }))
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key))
    .slice(0, UNITS_NAMED)
    .map(({ key, total }) => {
      const u = context.unitNames.get(key);
      const placed = parsePlacementKey(key);
      return { unit: placed?.unit ?? key, name: u?.name ?? key, side: u?.side ?? placed?.side ?? '', inflicted: round(total / Math.max(1, n)) };
    });
  return {
    games: n,
    seed: context.seed,
    doctrines: context.doctrines,
    wins,
    draws,
    winRate: Object.fromEntries(sideIds.map((s) => [s, roundRate(wilson(wins[s]!, n))])),
    decidedOnTurn,
    conditions,
    losses: Object.fromEntries(sideIds.map((s) => [s, roundMs(meanSd(records.map((r) => r.casualties[s] ?? 0)))])),
    units,
    gamesPerSecond: context.seconds > 0 ? round(n / context.seconds) : 0,
  };
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
const roundRate = (r: Rate): Rate => ({ p: round(r.p), lo: round(r.lo), hi: round(r.hi) });
const roundMs = (m: { mean: number; sd: number }) => ({ mean: round(m.mean), sd: round(m.sd) });

/**
 * Of a run's variants, the one nearest an even game: the least gap between the sides' win rates (draws
 * count for neither). Ties go to the first listed.
 */
export function nearestEven(results: ReadonlyArray<{ variant: string; summary: BalanceSummary }>, sides: readonly string[]): string | null {
  let best: { variant: string; gap: number } | null = null;
  for (const r of results) {
    const rates = sides.map((s) => r.summary.winRate[s]?.p ?? 0);
    const gap = Math.max(...rates) - Math.min(...rates);
    if (!best || gap < best.gap - 1e-12) best = { variant: r.variant, gap };
  }
  return best?.variant ?? null;
}

/**
 * The sides that met none of their own victory conditions in any game of the run (a side with
 * conditions of its own): what the panel and the report say in so many words.
 */
export function sidesNeverWinningByConditions(summary: BalanceSummary, conditionSides: ReadonlyMap<string, string | undefined>): string[] {
  const owners = new Set([...conditionSides.values()].filter((s): s is string => !!s));
  return [...owners].filter((side) => !summary.conditions.some((c) => conditionSides.get(c.id) === side && (c.met[side] ?? 0) > 0));
}
