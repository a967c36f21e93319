import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesOverlap, type Box } from '../../../core/map/geometry';
import { SpatialIndex } from '../../../core/map/spatialIndex';

const box = (x: number, y: number, w: number, h: number): Box => ({ minX: x, minY: y, maxX: x + w, maxY: y + h });

describe('the spatial index of the map', () => {
  it('finds what touches a box and forgets what was deleted or moved away', () => {
    const index = SpatialIndex.of<string>([
      ['wood', box(10, 10, 10, 10)],
      ['fence', box(30, 0, 0.1, 20)],
    ]);
    expect(index.search(box(15, 15, 1, 1))).toEqual(['wood']);
    expect(index.collides(box(29, 5, 2, 2))).toBe(true);
    index.set('wood', box(50, 50, 5, 5));
    expect(index.search(box(15, 15, 1, 1))).toEqual([]);
    expect(index.search(box(52, 52, 1, 1))).toEqual(['wood']);
    expect(index.delete('fence')).toBe(true);
    expect(index.delete('fence')).toBe(false);
    expect(index.size).toBe(1);
  });

  it('answers every query as a search of all boxes would', () => {
    const arbBox = fc.record({ x: fc.integer({ min: 0, max: 200 }), y: fc.integer({ min: 0, max: 200 }), w: fc.integer({ min: 0, max: 40 }), h: fc.integer({ min: 0, max: 40 }) }).map(({ x, y, w, h }) => box(x, y, w, h));
    fc.assert(
      fc.property(fc.array(arbBox, { maxLength: 200 }), fc.array(fc.nat(), { maxLength: 50 }), arbBox, (boxes, moves, query) => {
        const index = SpatialIndex.of<number>(boxes.map((b, i) => [i, b] as const));
        const current = new Map(boxes.map((b, i) => [i, b]));
        for (const m of moves) {
          if (boxes.length === 0) break;
          const key = m % boxes.length;
          const moved = box((m * 7) % 200, (m * 13) % 200, 5, 5);
          index.set(key, moved);
          current.set(key, moved);
        }
        const expected = [...current].filter(([, b]) => boxesOverlap(b, query)).map(([k]) => k).sort((a, b) => a - b);
        return JSON.stringify(index.search(query).sort((a, b) => a - b)) === JSON.stringify(expected);
      }),
      { numRuns: 200 },
    );
  });
});
