/** A trace as a player reads it: every seed citation given as its place in the ruleset's book. */
import type { Trace } from '../../rules/trace';

export interface BookCiter {
  citation(source: string): string;
  inText(text: string): string;
}

export function citedTrace(trace: Trace, book: BookCiter): Trace {
  return trace.map((s) => ({ ...s, detail: book.inText(s.detail), ...(s.source ? { source: book.citation(s.source) } : {}) }));
}
