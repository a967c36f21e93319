/** `muster balance`'s text: a run's summary (core/balance/words.ts), or its variants side by side. */
import { percent, summaryLines, OPPONENTS_CAVEAT, type BalanceSetup, type BalanceSummary } from '../../core/balance';
import type { MusterScenario } from '../../core/model/scenario.generated';

export function balanceText(scenario: MusterScenario, setup: BalanceSetup, summary: BalanceSummary): string {
  return [`${scenario.title}`, ...summaryLines(setup, summary)].join('\n');
}

export function variantsText(scenario: MusterScenario, results: ReadonlyArray<{ variant: string; summary: BalanceSummary }>, nearest: string | null): string {
  const sides = scenario.sides;
  const width = Math.max(7, ...results.map((r) => r.variant.length));
  const lines = [`${scenario.title}: ${results.length} variants, ${results[0]?.summary.games ?? 0} games each.`, OPPONENTS_CAVEAT, ''];
  lines.push(`${'variant'.padEnd(width)}  ${sides.map((s) => `${s.name} win rate (95% interval)`).join('   ')}`);
  for (const r of results) {
    lines.push(`${r.variant.padEnd(width)}  ${sides.map((s) => { const w = r.summary.winRate[s.id]!; return `${percent(w.p)} (${percent(w.lo)}–${percent(w.hi)})`.padEnd(s.name.length + 26); }).join('   ')}${r.variant === nearest ? '  ← nearest an even game' : ''}`);
  }
  if (nearest) lines.push('', `Nearest an even game: ${nearest}.`);
  return lines.join('\n');
}
