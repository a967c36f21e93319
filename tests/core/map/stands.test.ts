import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distance, polygonCentroid, rotate } from '../../../core/map/geometry';
import { frontageOf, STAND_SIZES, standsOf, troopStandSize, type ArrangementId, type StandsOf } from '../../../core/map/stands';
import { figuresPerStand } from '../../../core/rules/adf/scales';

const regiment = (arrangement: ArrangementId): StandsOf => ({ kind: 'infantry', figuresPerStand: figuresPerStand(6, 'two-stand'), arrangement });
const north = { at: { x: 30, y: 20 }, facingDeg: 0, scale: '15mm' as const };

describe('units drawn as their stands', () => {
  it('sizes a stand from its figures: a 15mm stand of three is three figures wide', () => {
    expect(troopStandSize(STAND_SIZES.sizes['15mm'].infantry, 3)).toEqual({ widthIn: 1.2000000000000002, depthIn: 0.75 });
    // Three-stand mounting puts figures two deep on square-ish stands (B:523).
    expect(troopStandSize(STAND_SIZES.sizes['15mm'].infantry, 4, 2)).toEqual({ widthIn: 0.8, depthIn: 1.125 });
  });

  it('puts a battle line side by side with its front centred on the placement', () => {
    const stands = standsOf(regiment('battle-line'), north);
    expect(stands).toHaveLength(2);
    expect(stands.map((s) => s.figures)).toEqual([3, 3]);
    expect(stands[0]!.corners[1]!.x).toBeCloseTo(30);
    expect(stands[1]!.corners[1]!.x).toBeCloseTo(31.2);
    expect(stands[0]!.corners[0]!.x).toBeCloseTo(30 - 1.2);
    expect(stands[0]!.corners[0]!.y).toBe(20);
    expect(frontageOf(stands, 0).frontIn).toBeCloseTo(2.4);
    expect(frontageOf(stands, 0).depthIn).toBeCloseTo(0.75);
  });

  it('spreads an extended line a stand apart and skirmishers one and a half (B:3167)', () => {
    expect(frontageOf(standsOf(regiment('extended-line'), north), 0).frontIn).toBeCloseTo(3 * 1.2);
    expect(frontageOf(standsOf(regiment('skirmishers'), north), 0).frontIn).toBeCloseTo(3.5 * 1.2);
  });

  it('puts an attack column one stand behind the other, and a road column end-on and narrow', () => {
    const column = frontageOf(standsOf(regiment('attack-column'), north), 0);
    expect(column.frontIn).toBeCloseTo(1.2);
    expect(column.depthIn).toBeCloseTo(1.5);
    const road = standsOf(regiment('road-column'), north);
    const size = frontageOf(road, 0);
    expect(size.frontIn).toBeCloseTo(0.75);
    expect(size.depthIn).toBeCloseTo(2.4);
    // Marching north, each stand's own front faces east and the column starts at the placement.
    expect(road.every((s) => s.facingDeg === 90)).toBe(true);
    expect(Math.min(...road.flatMap((s) => s.corners.map((c) => c.y)))).toBeCloseTo(20);
  });

  it('puts a limber behind its gun when the battery is limbered (B:457), and none when unlimbered', () => {
    const limbered = standsOf({ kind: 'artillery', sections: 2, limbered: true }, north);
    expect(limbered.map((s) => s.role)).toEqual(['gun', 'limber']);
    expect(polygonCentroid(limbered[1]!.corners).y).toBeGreaterThan(polygonCentroid(limbered[0]!.corners).y);
    expect(standsOf({ kind: 'artillery', sections: 2, limbered: false }, north).map((s) => s.role)).toEqual(['gun']);
  });

  it("uses a scenario's own stand sizes where it sets them", () => {
    const big = standsOf({ kind: 'leader' }, { ...north, sizes: { leader: { widthIn: 2, depthIn: 2 } } });
    expect(frontageOf(big, 0)).toEqual({ frontIn: 2, depthIn: 2 });
  });

  it('turning a unit turns every stand about the centre of its front, whatever the formation', () => {
    const kinds: StandsOf[] = [
      regiment('battle-line'),
      regiment('road-column'),
      regiment('skirmishers'),
      { kind: 'mounted-cavalry', figuresPerStand: [3, 3], arrangement: 'battle-line' },
      { kind: 'artillery', sections: 3, limbered: true },
    ];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.double({ min: 0, max: 359.99, noNaN: true }), (unit, facing) => {
        const turned = standsOf(unit, { ...north, facingDeg: facing });
        const expected = standsOf(unit, north).map((s) => s.corners.map((c) => rotate(c, north.at, facing)));
        return turned.every((s, i) => s.corners.every((c, j) => distance(c, expected[i]![j]!) < 1e-9));
      }),
    );
  });
});
