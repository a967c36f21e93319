/**
 * The marks of the map rulers (Rulers.svelte) in screen pixels along one ruler: the ticks, a whole
 * number of inches apart chosen so that the labels stay at least 40 px apart at every zoom, and the
 * labels where they can be read whole: not under the corner box where the two rulers meet (the first
 * label is moved just clear of it, or left out when its tick lies too far under it to own it), and not
 * run off the ruler's far end.
 */
export const RULER_SIZE = 18;
const STEPS = [1, 2, 3, 6, 12, 18, 24, 36, 48, 72, 96, 144];
/** How far a label may be moved from its tick to clear the corner box and still read as that tick's. */
const LABEL_SLACK_PX = 10;
/** The gap between a tick and its label. */
const LABEL_GAP_PX = 3;

export interface RulerTick {
  at: number;
  major: boolean;
}
export interface RulerLabel {
  text: string;
  /** Where the label's text starts along the ruler. */
  start: number;
}

/**
 * The ticks and labels of a ruler `length` pixels long whose inch 0 lies at `offset`, at `ppi` pixels an
 * inch; `measure` gives a label's width in pixels (the canvas's font).
 */
export function rulerMarks(offset: number, ppi: number, length: number, measure: (text: string) => number): { ticks: RulerTick[]; labels: RulerLabel[] } {
  const step = STEPS.find((s) => s * ppi >= 40) ?? STEPS.at(-1)!;
  const minor = step >= 6 && ppi * (step / 6) >= 6 ? step / 6 : step >= 2 && ppi >= 6 ? 1 : step;
  const first = Math.floor(-offset / ppi / minor) * minor;
  const last = (length - offset) / ppi;
  const ticks: RulerTick[] = [];
  const labels: RulerLabel[] = [];
  for (let inch = first; inch <= last; inch += minor) {
    const at = Math.round(offset + inch * ppi) + 0.5;
    const major = Math.abs(inch / step - Math.round(inch / step)) < 1e-6;
    ticks.push({ at, major });
    if (!major) continue;
    const text = `${Math.round(inch)}"`;
    const start = Math.max(at + LABEL_GAP_PX, RULER_SIZE + 2);
    if (start - at > LABEL_SLACK_PX || start + measure(text) > length) continue;
    labels.push({ text, start });
  }
  return { ticks, labels };
}
