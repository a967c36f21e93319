import { describe, expect, it } from 'vitest';
import { counterFace, gridOf, HEX_KIND_USES, hexCentre, hexesInBox, hexId, kindsFor, nearestCorner, nearestSide, placeableCounters, sideEnds } from '../../../core/hex';
import { counterSquare, facingMark, facingsClockwise, numberPoint } from '../../../core/hex/layout';
import { BUILT_IN_TERRAIN_KINDS } from '../../../core/rules/terrainKinds';

/** A stack leans right by this much of a hex a counter (layout's STACK_STEP_SHARE), three counters up. */
const STEP_ROOM = 0.07 * 3;
const flat = gridOf({ columns: 10, rows: 8, orientation: 'flat-top' });
const pointy = gridOf({ columns: 10, rows: 8, orientation: 'pointy-top' });

describe('facing a side or a corner', () => {
  it('lists the six sides and six corners clockwise from north, interleaved', () => {
    const name = (f: { side: string } | { corner: string }) => ('side' in f ? `side ${f.side}` : `corner ${f.corner}`);
    expect(facingsClockwise(flat).map(name)).toEqual(['side N', 'corner NE', 'side NE', 'corner E', 'side SE', 'corner SE', 'side S', 'corner SW', 'side SW', 'corner W', 'side NW', 'corner NW']);
    expect(facingsClockwise(pointy).map(name)).toEqual(['corner N', 'side NE', 'corner NE', 'side E', 'corner SE', 'side SE', 'corner S', 'side SW', 'corner SW', 'side W', 'corner NW', 'side NW']);
  });

  it('points the facing mark out of the counter towards the side faced', () => {
    const hex = { col: 4, row: 4 };
    const mark = facingMark(flat, hex, { facing: 'S' })!;
    const sq = counterSquare(flat, hex, 0);
    expect(mark.tip.y).toBeGreaterThan(sq.y + sq.size);
    expect(Math.abs(mark.tip.x - (sq.x + sq.size / 2))).toBeLessThan(1e-9);
    expect(facingMark(flat, hex, {})).toBeUndefined();
  });
});

describe('a counter and its hex number', () => {
  it('leaves its own hex’s number showing just below its stack, and its bottom counter covers no other hex’s number', () => {
    for (const grid of [flat, pointy]) {
      const hex = { col: 4, row: 4 };
      // The number's text at the size the sheets and the canvas give it at most (0.16 of a hex).
      const half = grid.hexSizeIn * 0.08;
      for (let level = 0; level < 4; level++) {
        const sq = counterSquare(grid, hex, level);
        const own = numberPoint(grid, hex);
        expect(own.y - half, `level ${level}`).toBeGreaterThanOrEqual(sq.y + sq.size);
        expect(Math.abs(own.x - (sq.x + sq.size / 2))).toBeLessThan(sq.size / 2 + grid.hexSizeIn * STEP_ROOM);
        // No neighbour's number lies under the bottom counter (a stack leans into the next hexes by design).
        if (level === 0) for (const [dc, dr] of [[0, -1], [0, 1], [1, 0], [-1, 0], [1, -1], [-1, 1], [1, 1], [-1, -1]] as const) {
          const other = numberPoint(grid, { col: hex.col + dc, row: hex.row + dr });
          const under = other.x > sq.x && other.x < sq.x + sq.size && other.y + half > sq.y && other.y - half < sq.y + sq.size;
          expect(under, `level ${level}, neighbour ${dc},${dr}`).toBe(false);
        }
      }
    }
  });
});

describe('picking near sides and corners, and the hexes in view', () => {
  it('finds the side a point lies close to, named from the hex it is in', () => {
    const c = { col: 5, row: 3 };
    const [a, b] = sideEnds(flat, { hex: c, side: 'SE' });
    const centre = hexCentre(flat, c);
    const p = { x: (a.x + b.x) / 2 * 0.9 + centre.x * 0.1, y: (a.y + b.y) / 2 * 0.9 + centre.y * 0.1 };
    const near = nearestSide(flat, p);
    expect(near.ref).toEqual({ hex: c, side: 'SE' });
    expect(near.distanceIn).toBeLessThan(flat.hexSizeIn * 0.1);
    expect(nearestCorner(flat, { x: centre.x + 0.3, y: centre.y }).corner).toBe('E');
  });

  it('lists the hexes of a box from the grid alone, clipped to the map', () => {
    const all = hexesInBox(flat, { minX: -5, minY: -5, maxX: 100, maxY: 100 });
    expect(all).toHaveLength(80);
    const some = hexesInBox(flat, { minX: 1, minY: 1, maxX: 2, maxY: 2 }, 0).map((c) => hexId(flat, c));
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(12);
  });
});

describe('where each kind goes on a hex map', () => {
  it('places every built-in kind somewhere, and offers each tool its own', () => {
    expect(Object.keys(HEX_KIND_USES).sort()).toEqual([...BUILT_IN_TERRAIN_KINDS].sort());
    expect(kindsFor('path')).toEqual(expect.arrayContaining(['road', 'turnpike', 'trail', 'railroad', 'sunken-road']));
    expect(kindsFor('hexside')).toEqual(expect.arrayContaining(['stream', 'ford', 'bridge', 'stone-wall', 'breastworks', 'gentle-slope']));
    expect(kindsFor('hex')).not.toContain('stream');
    expect(kindsFor('hex', { terrainKinds: [{ id: 'custom-swamp', label: 'Swamp', playsAs: 'marsh' }] })).toContain('custom-swamp');
  });
});

describe('what a counter prints', () => {
  it('prints Blue & Grey strength and movement, a train in brackets, GBACW strength, cohesion and movement, and the reverse', () => {
    expect(counterFace({ id: 'a', name: '2/3/IV', type: 'infantry', strength: 4, movement: 6 }).values).toBe('4-6');
    expect(counterFace({ id: 't', name: 'Train', type: 'train', strength: 1, fireOnly: true }).values).toBe('(1)');
    const gbacw = { id: 'r', name: '6 Wis', type: 'infantry' as const, size: 'regiment' as const, strength: 5, cohesion: 7, green: true, movement: 6, weapon: 'R', reduced: { cohesion: 5, movement: 5 } };
    expect(counterFace(gbacw)).toMatchObject({ values: '5 7G 6', sizeMark: 'III', weapon: 'R' });
    expect(counterFace(gbacw, true).values).toBe('5 5G 5');
    expect(counterFace(undefined, false, 'ghost')).toMatchObject({ name: 'ghost', known: false });
  });

  it('offers a side without counters its order of battle’s units by name', () => {
    const side = { id: 'union', name: 'Union', rulesSide: 'union' as const, orderOfBattle: { name: 'Army', side: 'union' as const, era: '1861-63' as const, children: [{ id: 'b', kind: 'formation' as const, level: 'brigade' as const, name: 'Iron', leaders: [], children: [{ id: 'r', arm: 'cavalry' as const, name: '1st Maine', unitType: 'regiment' as const, figures: 12, weapon: 'repeating-carbine' as const, quality: 'trained' as const, mountedInfantry: false, stands: 2 as const }] }] } };
    expect(placeableCounters(side)).toEqual([{ id: '1st Maine', name: '1st Maine', type: 'cavalry' }]);
  });
});
