import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boardMarkerBoxes, labelBox, placeLabels, type LabelRequest } from '../../../core/map/labelPlacement';
import { intersectionPointsOf } from '../../../core/map/board';
import type { Box } from '../../../core/map/geometry';

const board = { widthIn: 72, heightIn: 54 };
const overlap = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

describe('placing the map’s labels', () => {
  it('keeps a name that would run off the board inside it, whole', () => {
    const [label] = placeLabels([{ key: 'ridge', text: 'The high ground north of the pike', size: 1, rank: 'place', at: [{ x: 70, y: 1 }] }], board);
    expect(label!.box.maxX).toBeLessThanOrEqual(72);
    expect(label!.box.minY).toBeGreaterThanOrEqual(0);
    expect(label!.box.maxX - label!.box.minX).toBeCloseTo(labelBox('The high ground north of the pike', 1, { x: 0, y: 0 }).maxX * 2);
  });

  it('gives a place name the spot a unit’s name wanted, and moves the unit’s name to its other spot', () => {
    const requests: LabelRequest[] = [
      { key: 'unit', text: '2nd Wisconsin', size: 0.5, rank: 'unit', at: [{ x: 20, y: 20 }, { x: 20, y: 16 }] },
      { key: 'ridge', text: 'Herr Ridge', size: 0.6, rank: 'place', at: [{ x: 20, y: 20 }] },
    ];
    const placed = placeLabels(requests, board);
    expect(placed.map((p) => p.key)).toEqual(['ridge', 'unit']);
    expect(placed[0]!.centre).toEqual({ x: 20, y: 20 });
    expect(placed[1]!.centre.y).toBeLessThan(19);
    expect(overlap(placed[0]!.box, placed[1]!.box)).toBe(false);
  });

  it('takes a place name off the stands when a nearby spot is clear, and over them only when none is', () => {
    const stand: Box = { minX: 18, minY: 19.5, maxX: 22, maxY: 20.5 };
    const [off] = placeLabels([{ key: 'ridge', text: 'Herr Ridge', size: 0.6, rank: 'place', at: [{ x: 20, y: 20 }] }], board, [stand]);
    expect(overlap(off!.box, stand)).toBe(false);
    const everywhere: Box = { minX: 0, minY: 0, maxX: 72, maxY: 54 };
    const [over] = placeLabels([{ key: 'ridge', text: 'Herr Ridge', size: 0.6, rank: 'place', at: [{ x: 20, y: 20 }] }], board, [everywhere]);
    expect(over!.centre).toEqual({ x: 20, y: 20 });
  });

  it('never lays a unit’s name over a numbered point or a lettered entrance, and takes a measured width as it is', () => {
    const squares = { widthIn: 72, heightIn: 54, squareIn: 18, squaresWide: 4, squaresDeep: 3, roadEntrances: [{ letter: 'A', road: 'Pike', edge: 'west' as const, at: { x: 0, y: 20 } }] };
    const markers = boardMarkerBoxes(squares, 0.45, 0.6);
    const point = intersectionPointsOf(squares)[0]!.at;
    expect(markers).toHaveLength(intersectionPointsOf(squares).length + 1);
    // A unit whose stands lie just over the point, and one by the entrance on the west edge.
    const requests: LabelRequest[] = [
      { key: 'by-point', text: '2nd Mississippi', size: 0.4, rank: 'unit', at: [{ x: point.x, y: point.y + 0.2 }, { x: point.x, y: point.y - 0.2 }] },
      { key: 'by-entrance', text: 'Brander', size: 0.4, rank: 'unit', at: [{ x: 1, y: 20 }], width: 3 },
    ];
    const placed = placeLabels(requests, squares, [], markers);
    expect(placed).toHaveLength(2);
    for (const l of placed) for (const m of markers) expect(overlap(l.box, m), l.key).toBe(false);
    expect(placed[1]!.box.maxX - placed[1]!.box.minX).toBeCloseTo(3);
    // Without the markers the first would have sat on the point.
    expect(overlap(placeLabels(requests, squares)[0]!.box, markers[0]!)).toBe(true);
  });

  it('leaves out a label that finds no room at this size, and never a fixed one', () => {
    const crowd: LabelRequest[] = Array.from({ length: 12 }, (_, i) => ({ key: `u${i}`, text: `Regiment ${i}`, size: 1, rank: 'unit' as const, at: [{ x: 10, y: 10 }] }));
    const fixed: LabelRequest = { key: 'free', text: 'To Cashtown', size: 1, rank: 'fixed', at: [{ x: 10, y: 10 }] };
    const placed = placeLabels([...crowd, fixed], board);
    expect(placed[0]!.key).toBe('free');
    expect(placed[0]!.centre).toEqual({ x: 10, y: 10 });
    expect(placed.length).toBeLessThan(13);
    expect(placed.length).toBeGreaterThan(1);
  });

  it('never lays one placed label over another, and keeps all inside the board (random boards)', () => {
    const request = fc.record({
      text: fc.string({ minLength: 1, maxLength: 30 }),
      size: fc.double({ min: 0.2, max: 2, noNaN: true }),
      rank: fc.constantFrom('place' as const, 'unit' as const),
      x: fc.double({ min: -5, max: 77, noNaN: true }),
      y: fc.double({ min: -5, max: 59, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(request, { maxLength: 60 }), (rs) => {
        const placed = placeLabels(rs.map((r, i) => ({ key: String(i), text: r.text, size: r.size, rank: r.rank, at: [{ x: r.x, y: r.y }] })), board);
        for (const [i, a] of placed.entries()) {
          expect(a.box.minX).toBeGreaterThanOrEqual(-1e-9);
          expect(a.box.maxX).toBeLessThanOrEqual(72 + 1e-9);
          expect(a.box.minY).toBeGreaterThanOrEqual(-1e-9);
          expect(a.box.maxY).toBeLessThanOrEqual(54 + 1e-9);
          for (const b of placed.slice(i + 1)) expect(overlap(a.box, b.box)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });
});
