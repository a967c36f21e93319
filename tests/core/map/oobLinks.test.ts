import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placementsOf } from '../../../core/map/oobLinks';
import type { MusterScenario, TabletopMap } from '../../../core/model/scenario.generated';

const read = (name: string): unknown => JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios', name), 'utf8'));
const map = (read('taint-no-militia.scenario.json') as MusterScenario).map as TabletopMap;
const union = (read('taint-no-militia.army-union.json') as { orderOfBattle: unknown }).orderOfBattle;

describe("the map's placements of a part of the order of battle", () => {
  it("finds the placed regiments and leader of the 2nd Brigade (the 7th Indiana is not on the table), and none of the other side's", () => {
    const keys = placementsOf(map, 'union', union, 'usa-2nd-brigade');
    expect(keys.map((k) => k.unit).sort()).toEqual(['usa-147-ny', 'usa-76-ny', 'usa-84-ny', 'usa-95-ny', 'usa-cutler']);
    expect(placementsOf(map, 'confederate', union, 'usa-2nd-brigade')).toEqual([]);
  });

  it('finds a single unit, matches a placement that names its unit by name, and nothing for an id not in the tree', () => {
    expect(placementsOf(map, 'union', union, 'usa-hall')).toEqual([{ side: 'union', unit: 'usa-hall' }]);
    const byName = { ...map, units: [{ side: 'union', unit: '76th New York', at: { x: 1, y: 1 }, facingDeg: 0, formation: 'battle-line' as const }] };
    expect(placementsOf(byName, 'union', union, 'usa-1st-division')).toEqual([{ side: 'union', unit: '76th New York' }]);
    expect(placementsOf(map, 'union', union, 'no-such-unit')).toEqual([]);
  });
});
