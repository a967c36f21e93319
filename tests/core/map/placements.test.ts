import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placedStands, placementProblems, standsSpec, unitsByReference } from '../../../core/map/placements';
import type { OrderOfBattle, Unit } from '../../../core/model/oob';
import type { TabletopPlacement } from '../../../core/model/scenario.generated';

const read = <T>(name: string): T => JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios', name), 'utf8')) as T;
const union = read<{ orderOfBattle: OrderOfBattle }>('taint-no-militia.army-union.json').orderOfBattle;
const sides = [{ id: 'union', name: 'Union', orderOfBattle: union }];
const board = { widthIn: 72, heightIn: 54 };
const at = (side: string, unit: string, x = 10, y = 10): TabletopPlacement => ({ side, unit, at: { x, y }, facingDeg: 0, formation: 'battle-line' });

describe('units placed on the map', () => {
  it('finds a unit by its id or by its name, and a leader as a leader', () => {
    const refs = unitsByReference(union);
    const sixth = [...refs.values()].find((u) => u.name === '6th Wisconsin')!;
    expect(refs.get('6th Wisconsin')).toBe(sixth);
    expect(refs.get(sixth.id)).toBe(sixth);
    const placed = placedStands(at('union', 'Solomon Meredith'), refs, { scale: '15mm' });
    expect(placed.kind).toBe('leader');
    expect(placed.stands).toHaveLength(1);
  });

  it('names a unit placed twice, one off the table, one nobody in the order of battle, and a side the scenario lacks', () => {
    const problems = placementProblems({ units: [at('union', '6th Wisconsin'), at('union', '6th Wisconsin', 20), at('union', '2nd Wisconsin', 80), at('union', 'Nobody'), at('martians', 'Zorg')] }, board, sides);
    expect(problems.map((p) => p.message)).toEqual([
      '6th Wisconsin (Union) is placed more than once.',
      '2nd Wisconsin (Union) stands off the table.',
      'Nobody is not in the order of battle of Union.',
      "Zorg belongs to a side 'martians' the scenario does not have.",
    ]);
    expect(placementProblems({ units: [at('union', '6th Wisconsin'), at('union', '7th Wisconsin', 20)] }, board, sides)).toEqual([]);
  });

  it('draws a hidden placement as a picket marker and an unknown one as a marker too, so neither can hide', () => {
    const refs = unitsByReference(union);
    expect(placedStands({ ...at('union', '6th Wisconsin'), hidden: true }, refs, { scale: '15mm' }).kind).toBe('marker');
    expect(placedStands(at('union', 'Nobody'), refs, { scale: '15mm' }).kind).toBe('unknown');
  });

  it('lays cavalry out mounted in its own formations and dismounted in the infantry ones (B:1643), batteries limbered to move', () => {
    const cavalry: Unit = { id: 'c', name: 'Cavalry', arm: 'cavalry', unitType: 'regiment', figures: 6, weapon: 'other-bl-carbine', quality: 'trained', mountedInfantry: false, stands: 2 };
    expect(standsSpec(cavalry, 'cavalry-line')).toMatchObject({ kind: 'mounted-cavalry', arrangement: 'battle-line' });
    expect(standsSpec(cavalry, 'skirmishers')).toMatchObject({ kind: 'dismounted-cavalry', arrangement: 'skirmishers' });
    expect(standsSpec(cavalry, 'dismounted')).toMatchObject({ kind: 'dismounted-cavalry', arrangement: 'battle-line' });
    const battery: Unit = { id: 'b', name: 'Battery', arm: 'artillery', sections: 2, gun: '12pdr-napoleon', quality: 'trained', stands: 1 };
    expect(standsSpec(battery, 'road-column')).toEqual({ kind: 'artillery', sections: 2, limbered: true });
    expect(standsSpec(battery, 'unlimbered')).toEqual({ kind: 'artillery', sections: 2, limbered: false });
  });
});
