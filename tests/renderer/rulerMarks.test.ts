/**
 * The map rulers' labels read whole (issue 43, item 10): the first is not clipped under the corner box
 * where the rulers meet, nor the last off the ruler's end.
 */
import { describe, expect, it } from 'vitest';
import { RULER_SIZE, rulerMarks } from '../../renderer/src/views/map/rulerMarks';

// 10px DejaVu Sans: about 6 px a character, as the canvas measures "12"".
const measure = (text: string) => text.length * 6;

describe('the map rulers', () => {
  it("moves the first label just clear of the corner box when its tick lies a few pixels under it (the hex map's fit zoom)", () => {
    // The sheet's top edge 14 px down the left ruler, at 33 px an inch (Antietam fitted at 1400 × 900).
    const { labels, ticks } = rulerMarks(14, 33, 640, measure);
    expect(ticks.some((t) => t.at === 14.5 && t.major)).toBe(true);
    const zero = labels.find((l) => l.text === '0"')!;
    expect(zero.start).toBeGreaterThanOrEqual(RULER_SIZE);
    // Still beside its own tick.
    expect(zero.start - 14.5).toBeLessThanOrEqual(10);
    for (const l of labels) expect(l.start, l.text).toBeGreaterThanOrEqual(RULER_SIZE);
  });

  it('leaves out a label whose tick lies deep under the corner box, and one that would run off the far end', () => {
    const { labels } = rulerMarks(2, 33, 400, measure);
    expect(labels.map((l) => l.text)).not.toContain('0"');
    for (const l of labels) expect(l.start + measure(l.text), l.text).toBeLessThanOrEqual(400);
    // Away from the corner a label starts 3 px after its tick.
    const two = labels.find((l) => l.text === '2"')!;
    expect(two.start).toBe(Math.round(2 + 2 * 33) + 0.5 + 3);
  });
});
