/** Data and scale of the Odds panel's bar chart. */

export type BarTone = 'none' | 'check' | 'hit' | 'fail' | 'neutral' | 'pass' | 'attacker' | 'defender';

export interface Bar {
  /** Stable key, also the `data-key` the tests read (e.g. "1H", "pass1to4", "attacker:2-4"). */
  key: string;
  label: string;
  p: number;
  tone: BarTone;
  /** Shade within a tone, 0 (lightest) to 1 (darkest): worse results read darker. */
  weight?: number;
  /** What the result does, shown as the bar's tooltip. */
  title?: string;
}

/** Bars under one caption, e.g. "Attacker wins by" over five margin buckets. */
export interface BarGroup {
  label: string;
  count: number;
}

const TICK_STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25] as const;
const MAX_TICKS = 5;

/**
 * A readable vertical axis: the smallest round tick step that covers the tallest bar in at most
 * five ticks, so small differences stay visible and the gridlines land on round percentages.
 */
export function axisFor(maxP: number): { max: number; ticks: number[] } {
  const top = Math.min(1, Math.max(maxP, 0.01));
  const step = TICK_STEPS.find((s) => Math.ceil(top / s - 1e-9) <= MAX_TICKS) ?? 0.25;
  const count = Math.max(1, Math.ceil(top / step - 1e-9));
  const ticks = Array.from({ length: count + 1 }, (_, i) => Math.round(i * step * 1000) / 1000);
  return { max: ticks[ticks.length - 1]!, ticks };
}
