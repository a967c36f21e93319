/**
 * Dashed strokes drawn for print as their own dashes (core/map/render/svgParts.ts `dashedStroke`):
 * Chromium's PDF printer writes a `stroke-dasharray` as every dash's outline (issue 40: print.map), so
 * the 1:1 print draws the dashes where SVG would put them, each a stroked subpath.
 */
import { describe, expect, it } from 'vitest';
import { briefNumbers, dashedStroke, type PatternFills } from '../../../../core/map/render/svgParts';

const drawn = (window?: PatternFills['window']): PatternFills => ({ paint: 'drawn', used: new Set(), ...(window ? { window } : {}) });
const d = (svg: string) => /<path d="([^"]*)"/.exec(svg)?.[1];

describe('a dashed stroke', () => {
  it('keeps stroke-dasharray on screen and in exports', () => {
    expect(dashedStroke([{ x: 0, y: 0 }, { x: 2, y: 0 }], false, [0.6, 0.3], 'stroke="#000"', { paint: 'pattern', used: new Set() })).toBe(
      '<polyline points="0,0 2,0" fill="none" stroke="#000" stroke-dasharray="0.6 0.3"/>',
    );
  });

  it('draws each dash where SVG puts it, the last cut at the line’s end', () => {
    expect(d(dashedStroke([{ x: 0, y: 0 }, { x: 2, y: 0 }], false, [0.6, 0.3], 'stroke="#000"', drawn()))).toBe('M0 0L0.6 0M0.9 0L1.5 0M1.8 0L2 0');
  });

  it('carries a dash round a corner as one subpath, so it keeps its join', () => {
    expect(d(dashedStroke([{ x: 0, y: 0 }, { x: 0.5, y: 0 }, { x: 0.5, y: 1 }], false, [0.6, 0.3], 'stroke="#000"', drawn()))).toBe('M0 0L0.5 0L0.5 0.1M0.5 0.4L0.5 1');
  });

  it('repeats an odd list, and closes a ring back to its first point', () => {
    const ring = dashedStroke([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 1 }], true, [0.5], 'stroke="#000"', drawn(), 'fill="#ff0000"');
    expect(ring.startsWith('<polygon points="0,0 1,0 1,1 0,1" fill="#ff0000" stroke="none"/>')).toBe(true);
    expect(d(ring)).toBe('M0 0L0.5 0M1 0L1 0.5M1 1L0.5 1M0 1L0 0.5');
  });

  it('within a window draws only the dashes that reach it', () => {
    const far = d(dashedStroke([{ x: 0, y: 0 }, { x: 100, y: 0 }], false, [0.6, 0.3], 'stroke="#000"', drawn({ minX: 50, minY: -1, maxX: 52, maxY: 1 })))!;
    const dashes = far.split('M').filter(Boolean).map((s) => Number(s.split(' ')[0]));
    expect(dashes.length).toBeGreaterThan(2);
    expect(dashes.length).toBeLessThan(8);
    expect(Math.min(...dashes)).toBeGreaterThanOrEqual(48);
    expect(Math.max(...dashes)).toBeLessThanOrEqual(53);
  });
});

describe('a path’s numbers written briefly', () => {
  it('drops leading zeros and the spaces SVG does not need, and reads back as the same numbers', () => {
    const values = [0, 0.077, 0.063, 0.14, -0.14, 1, 0.5, 12.25, -0.063, 3];
    const brief = briefNumbers(values);
    expect(brief).toBe('0 .077.063.14-.14 1 .5 12.25-.063 3');
    // SVG's number grammar: an optional sign, digits, and a fraction begun by a point.
    expect(brief.match(/-?(?:\d+\.?\d*|\.\d+)/g)!.map(Number)).toEqual(values);
  });
});
