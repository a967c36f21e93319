/** Number and citation formatting shared by the Odds panel's chart, summaries and trace. */
import { bookCitation, withBookCitations } from '../../../../core/rules/adf/book';
import type { TraceStep } from '../../../../core/rules/trace';

/** A probability as a percentage with two decimals, e.g. 0.41666 → "41.67%". */
export const percent = (p: number): string => `${(100 * p).toFixed(2)}%`;

/** A modifier with its sign, using a true minus sign as the book's tables do. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * The chance as a whole count of equally likely rolls ("15/36"), when it is one: the players
 * count odds in thirty-sixths, and an exact count shows the numbers are not sampled.
 */
export function countOf(p: number, rolls: number | undefined): string | undefined {
  if (rolls === undefined) return undefined;
  const count = p * rolls;
  const whole = Math.round(count);
  return Math.abs(count - whole) < 1e-6 ? `${whole}/${rolls}` : undefined;
}

/** A step's source as the place in the book: "ADF · Rules summary 3: fire procedures · Fire combat results table". */
export const bookSource = (source: string): string => bookCitation(source);

/** A step's sentence with any line citation in it given as the place in the book. */
export const bookText = (text: string): string => withBookCitations(text);

/** The engines' result steps carry the chance of that row as their value ("result: exact", "attacker wins by 2-4"). */
const isProbabilityStep = (step: string): boolean => step.startsWith('result') || step.includes(' wins by ');

/** A trace value for display: distances in inches, probabilities as percentages, modifiers signed. */
export function traceValue(step: TraceStep): string {
  const v = step.value;
  if (v === null) return '—';
  if (typeof v === 'string') return v;
  if (step.unit === 'inches') return `${Math.round(v * 100) / 100}"`;
  if (!Number.isInteger(v) || isProbabilityStep(step.step)) return percent(v);
  return step.applied !== undefined || step.step.endsWith('modifier') ? signed(v) : String(v);
}

/** A whole number within bounds, or a message naming the field and what it accepts. */
export function wholeNumber(label: string, value: number | null | undefined, min: number, max: number): number | string {
  if (value === null || value === undefined || !Number.isInteger(value) || value < min || value > max) {
    return `${label}: enter a whole number from ${min} to ${max}.`;
  }
  return value;
}
