import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesOverlap, type Box, type Point } from '../../../core/map/geometry';
import { SpatialIndex, segmentTouchesBox } from '../../../core/map/spatialIndex';

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

  it('walks a segment to exactly the boxes it touches, as a scan of all boxes would, after moves, additions and deletions', () => {
    const arbBox = fc.record({ x: fc.integer({ min: 0, max: 200 }), y: fc.integer({ min: 0, max: 200 }), w: fc.integer({ min: 0, max: 40 }), h: fc.integer({ min: 0, max: 40 }) }).map(({ x, y, w, h }) => box(x, y, w, h));
    const arbPoint = fc.record({ x: fc.double({ min: -20, max: 260, noNaN: true }), y: fc.double({ min: -20, max: 260, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(arbBox, { maxLength: 200 }), fc.array(fc.integer({ min: -400, max: 400 }), { maxLength: 50 }), fc.array(fc.tuple(arbPoint, arbPoint), { minLength: 1, maxLength: 10 }), (boxes, edits, segments) => {
        const index = SpatialIndex.of<number>(boxes.map((b, i) => [i, b] as const));
        const current = new Map(boxes.map((b, i) => [i, b]));
        const check = (p: Point, q: Point): void => {
          const expected = [...current].filter(([, b]) => segmentTouchesBox(p, q, b)).map(([k]) => k).sort((a, b) => a - b);
          expect(index.alongSegment(p, q).sort((a, b) => a - b)).toEqual(expected);
          // A walk told to stop stops at the first box it finds, and says so.
          let seen = 0;
          expect(index.walkSegment(p, q, { visit: () => (seen++, true) })).toBe(expected.length > 0);
          expect(seen).toBe(expected.length > 0 ? 1 : 0);
        };
        // A walk after every edit: none may meet a copy of the tree from before it.
        edits.forEach((m, i) => {
          // Negative: a deletion; above 300: a new entry; else a move.
          const key = m > 300 ? boxes.length + m : Math.abs(m) % Math.max(1, boxes.length);
          if (m < 0) {
            index.delete(key);
            current.delete(key);
          } else {
            const moved = box((m * 7) % 200, (m * 13) % 200, 5, 5);
            index.set(key, moved);
            current.set(key, moved);
          }
          const [p, q] = segments[i % segments.length]!;
          check(p, q);
        });
        for (const [p, q] of segments) check(p, q);
      }),
      { numRuns: 200 },
    );
  });
});
