/**
 * Movement areas on small tables, against the 15mm infantry chart (B:2807–2816): battle line 6" an
 * action in the open, 4" in light woods, 2" in heavy woods; road column 13" on a road. The grid answers
 * to within a cell or so (a quarter inch), so each case asks on both sides of the edge with a margin.
 */
import { describe, expect, it } from 'vitest';
import { costAt, movementArea, moverOf } from '../../../core/preview/adf/movement';
import { square, table, unit } from './fixtures';

// The regiment's front centre at (24, 40), facing north: "ahead" is up the table.
const at = (t: ReturnType<typeof table>, ref = 'u1', actions = 2) => movementArea(t, unit(t, ref), actions)!;
const ahead = (inches: number) => ({ x: 24, y: 40 - inches });

describe('movement areas', () => {
  it('a battle line in the open: 6" with one action, 12" with two', () => {
    const t = table({ units: [{ unit: 'u1', x: 24, y: 40 }] });
    expect(moverOf(unit(t, 'u1'))).toEqual({ arm: 'infantry', row: 'battle-line' });
    const one = at(t, 'u1', 1);
    expect(one.rates.open).toBe(6);
    expect(costAt(one, ahead(5.6))).toBeLessThanOrEqual(1);
    expect(costAt(one, ahead(6.4))).toBe(Infinity);
    const two = at(t);
    expect(costAt(two, ahead(11.6))).toBeLessThanOrEqual(2);
    expect(costAt(two, ahead(12.4))).toBe(Infinity);
    // Sideways and back as far as ahead: the area is a disc, not a cone.
    expect(costAt(one, { x: 24 + 5.6, y: 40 })).toBeLessThanOrEqual(1);
  });

  it('into light woods 3" ahead: half an action in the open, then 2" of woods (4" an action)', () => {
    const t = table({ features: [square('wood', 'light-woods', 0, 0, 48, 37)], units: [{ unit: 'u1', x: 24, y: 40 }] });
    const one = at(t, 'u1', 1);
    expect(costAt(one, ahead(4.6))).toBeLessThanOrEqual(1);
    expect(costAt(one, ahead(5.4))).toBe(Infinity);
  });

  it('a road column keeps to the road through heavy woods; a battle line cannot use the road', () => {
    // Heavy woods over the whole table, a road straight up it, the unit on the road.
    const features = [square('hw', 'heavy-woods', 0, 0, 48, 48), { id: 'pike', kind: 'road', shape: 'polyline' as const, points: [{ x: 24, y: 48 }, { x: 24, y: 0 }], widthIn: 0.5 }];
    const column = table({ features, units: [{ unit: 'u1', x: 24, y: 40, formation: 'road-column' }] });
    const one = at(column, 'u1', 1);
    expect(one.rates.road).toBe(13);
    expect(costAt(one, ahead(12.4))).toBeLessThanOrEqual(1);
    // Off the road, the woods hold it to 4" an action (road column, heavy woods): 6" off is beyond one action.
    expect(costAt(one, { x: 24 + 6, y: 38 })).toBe(Infinity);
    expect(costAt(one, { x: 24 + 3, y: 40 })).toBeLessThanOrEqual(1);
    // A battle line moves 2" an action in heavy woods, road or not.
    const line = table({ features, units: [{ unit: 'u1', x: 24, y: 40 }] });
    expect(costAt(at(line, 'u1', 1), ahead(2.6))).toBe(Infinity);
    expect(costAt(at(line, 'u1', 1), ahead(1.6))).toBeLessThanOrEqual(1);
  });

  it('a river closes the ground beyond it; wet weather makes a pond impassable', () => {
    const river = { id: 'run', kind: 'river', shape: 'polyline' as const, points: [{ x: 0, y: 37 }, { x: 48, y: 36 }] };
    const t = table({ features: [river], units: [{ unit: 'u1', x: 24, y: 40 }] });
    expect(costAt(at(t), ahead(6))).toBe(Infinity);
    // Dry, a pond is rough ground (1" an action in battle line): 2" of open and 1" of pond is 1⅓ actions.
    const pond = square('pond', 'pond', 20, 34, 28, 38);
    expect(costAt(at(table({ features: [pond], units: [{ unit: 'u1', x: 24, y: 40 }] })), ahead(3))).toBeLessThan(2);
    expect(costAt(at(table({ features: [pond], units: [{ unit: 'u1', x: 24, y: 40 }], conditions: { season: 'summer', weather: 'wet' } })), ahead(3))).toBe(Infinity);
  });

  it("a creek that costs an extra 2 inches to cross (the Richmond defenses' marshy creek, B:2212): two inches of its broken ground more, charged once", () => {
    const creek = { id: 'creek', kind: 'creek', shape: 'polyline' as const, points: [{ x: 0, y: 38 }, { x: 48, y: 38 }], widthIn: 0.4 };
    const plain = at(table({ features: [creek], units: [{ unit: 'u1', x: 24, y: 40 }] }), 'u1', 2);
    const marshy = at(table({ features: [{ ...creek, crossingExtraIn: 2 }], units: [{ unit: 'u1', x: 24, y: 40 }] }), 'u1', 2);
    // A dry creek is broken ground (B:2163): 5" an action in battle line, so the toll is 2/5 of an action.
    expect(marshy.rates.broken).toBe(5);
    const toll = 2 / 5;
    expect(costAt(marshy, ahead(4)) - costAt(plain, ahead(4))).toBeCloseTo(toll, 2);
    // Short of the creek nothing changes; beyond it the toll is paid once, not per cell of its width.
    expect(costAt(marshy, ahead(1))).toBeCloseTo(costAt(plain, ahead(1)), 6);
    expect(costAt(marshy, ahead(6)) - costAt(plain, ahead(6))).toBeCloseTo(toll, 2);
    // With one action a battle line crosses the plain creek to 4" ahead, not the marshy one.
    expect(costAt(plain, ahead(4))).toBeLessThanOrEqual(1);
    expect(costAt(marshy, ahead(4))).toBeGreaterThan(1);
  });
});
