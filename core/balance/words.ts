/**
 * A balance run in words: what the panel, `muster balance` and the printed designer's notes say, written
 * once. Rates as percentages with their intervals, the decided-turn histogram as a bar per turn.
 */
import type { BalanceSetup } from './game';
import { DOCTRINE_TABLE } from './doctrines';
import { sidesNeverWinningByConditions, type BalanceSummary } from './summary';
import { plural } from '../model/plural';

/** What the opponents are, said wherever their numbers are shown (issue 41: honest numbers). */
export const OPPONENTS_CAVEAT =
  'The opponents are restricted players that follow a doctrine: compare doctrines and variants with these numbers; do not read a win rate as a prediction of a game between two people.';

export const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;

/** The sides of the setup whose conditions were never met, in a sentence each. */
export function neverReached(setup: BalanceSetup, summary: BalanceSummary): string[] {
  const owners = new Map((setup.victory?.conditions ?? []).filter((c) => c.kind !== 'text').map((c) => [c.id, c.side] as const));
  const name = (id: string) => setup.ground.sides.find((s) => s.id === id)?.name ?? id;
  return sidesNeverWinningByConditions(summary, owners).map((side) => `${name(side)} never met any of its victory conditions in ${plural(summary.games, 'game')}.`);
}

export function summaryLines(setup: BalanceSetup, summary: BalanceSummary): string[] {
  const name = (id: string) => setup.ground.sides.find((s) => s.id === id)?.name ?? id;
  const sides = setup.ground.sides.map((s) => s.id);
  const width = Math.max(5, ...sides.map((s) => name(s).length));
  const lines: string[] = [];
  lines.push(`${plural(summary.games, 'game')} from seed ${summary.seed}: ${sides.map((s) => `${name(s)} ${DOCTRINE_TABLE[summary.doctrines[s] ?? 'steady'].label.toLowerCase()}`).join(', ')} (${summary.gamesPerSecond} games a second).`);
  lines.push(OPPONENTS_CAVEAT, '');
  lines.push(`${'side'.padEnd(width)}  ${'wins'.padStart(6)}  ${'win rate'.padStart(8)}  95% interval`);
  for (const s of sides) {
    const r = summary.winRate[s]!;
    lines.push(`${name(s).padEnd(width)}  ${String(summary.wins[s] ?? 0).padStart(6)}  ${percent(r.p).padStart(8)}  ${percent(r.lo)}–${percent(r.hi)}`);
  }
  lines.push(`${'draws'.padEnd(width)}  ${String(summary.draws).padStart(6)}`, '');
  const turns = Object.entries(summary.decidedOnTurn).sort((a, b) => Number(a[0]) - Number(b[0]));
  const most = Math.max(1, ...turns.map(([, n]) => n));
  lines.push('Decided on turn:');
  for (const [turn, n] of turns) lines.push(`  ${turn.padStart(3)}  ${'█'.repeat(Math.max(1, Math.round((n / most) * 30)))} ${n}`);
  lines.push('', `Losses (figures and gun sections): ${sides.map((s) => `${name(s)} ${summary.losses[s]!.mean.toFixed(1)} a game (sd ${summary.losses[s]!.sd.toFixed(1)})`).join('; ')}.`);
  for (const c of summary.conditions) {
    const met = Object.entries(c.met);
    lines.push(`Condition ${c.id}: ${met.length ? met.map(([s, n]) => `met by ${name(s)} in ${plural(n, 'game')}`).join(', ') : 'never met'}.`);
  }
  if (summary.units.length) {
    lines.push('', 'Units that mattered most (casualties inflicted, a game on average):');
    for (const u of summary.units) lines.push(`  ${u.name} (${name(u.side)}): ${u.inflicted}`);
  }
  const never = neverReached(setup, summary);
  if (never.length) lines.push('', ...never);
  return lines;
}
