/**
 * Line of sight (10.2) on small hand-made hex maps, one rule at a time: each map is built so that the
 * rule under test is the only one that could block, and the test checks both that it blocks and that the
 * same map with the feature taken away is clear. The book's own worked examples (10.24) need its missing
 * figures, so they are not reproduced (gbacw-digest §4.13).
 */
import { describe, expect, it } from 'vitest';
import { hexAt, hexCentre, hexDistance, hexId, indexHexMap } from '../../../../core/hex';
import { lineOfSight, sightCells, type SightUnit } from '../../../../core/rules/gbacw';
import type { Hex } from '../../../../core/model/scenario.generated';
import { side, testMap } from './fixtures';

const plan = testMap();
const levels = (spec: Record<string, number>, terrain: Record<string, string> = {}): Hex[] => {
  const ids = new Set([...Object.keys(spec), ...Object.keys(terrain)]);
  return [...ids].map((hex) => ({ hex, terrain: terrain[hex] ?? 'open', ...(spec[hex] !== undefined ? { elevation: spec[hex] } : {}) }));
};
const los = (m: ReturnType<typeof testMap>, a: string, b: string, options = {}) => lineOfSight(m, m.at(a), m.at(b), options);
const rules = (r: ReturnType<typeof lineOfSight>) => r.blocks.map((b) => b.rule);

describe('the line between two hexes', () => {
  it('passes the same hexes as the drawn line, both hexes where it meets or runs along a hexside, on flat and pointy tops', () => {
    const pointy = indexHexMap({ kind: 'hex', grid: { columns: 12, rows: 12, orientation: 'pointy-top', oddRowsShifted: 'left' }, hexes: [] });
    for (const map of [plan.map, pointy]) {
      const g = map.grid;
      const start = map.coordOf('0606')!;
      let alongSides = 0;
      for (let col = 1; col <= 12; col++) {
        for (let row = 1; row <= 12; row++) {
          const end = { col, row };
          const d = hexDistance(g, start, end);
          if (d < 2 || d > 6) continue;
          const cells = sightCells(map, start, end);
          expect(cells.length).toBe(d + 1);
          if (cells.some((c) => c.length > 1)) alongSides++;
          const inCells = new Set(cells.flat().map((c) => hexId(g, c)));
          const a = hexCentre(g, start);
          const b = hexCentre(g, end);
          const sampled = new Set<string>();
          for (let i = 0; i <= 2000; i++) {
            const t = i / 2000;
            sampled.add(hexId(g, hexAt(g, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t })));
          }
          for (const s of sampled) expect(inCells.has(s), `${hexId(g, start)}→${hexId(g, end)} passes ${s}`).toBe(true);
          for (const cell of cells) if (cell.length === 1) expect(sampled.has(hexId(g, cell[0]!))).toBe(true);
        }
      }
      // The six directions between neighbours run along hexsides at every even distance (2, 4, 6); other lines
      // meet a hexside exactly at a point of the line, passing both its hexes (the book's "two equidistant hexes").
      expect(alongSides).toBeGreaterThan(18);
    }
  });

  it('due east on flat tops runs along the side between the two hexes beside it', () => {
    expect(sightCells(plan.map, plan.at('0502'), plan.at('0702')).map((c) => c.map((x) => hexId(plan.map.grid, x)).sort())).toEqual([['0502'], ['0602', '0603'], ['0702']]);
  });
});

describe('terrain and height (10.22–10.24)', () => {
  it('open ground is clear; adjacent hexes always see each other', () => {
    expect(los(plan, '0502', '0506').clear).toBe(true);
    expect(los(testMap({ hexes: levels({ '0503': 5 }) }), '0502', '0503').clear).toBe(true);
  });

  it('Woods stand a level higher and block level ground; an Orchard does not', () => {
    const woods = los(testMap({ hexes: levels({}, { '0504': 'heavy-woods' }) }), '0502', '0506');
    expect(woods.clear).toBe(false);
    expect(rules(woods)).toEqual(['higher']);
    expect(los(testMap({ hexes: levels({}, { '0504': 'orchard' }) }), '0502', '0506').clear).toBe(true);
    expect(los(testMap({ hexes: levels({}, { '0504': 'village' }) }), '0502', '0506').clear).toBe(false);
  });

  it('terrain the chart marks as blocking may be fired into, never through', () => {
    const m = testMap({ hexes: levels({}, { '0504': 'farm-buildings' }) });
    expect(rules(los(m, '0502', '0506'))).toEqual(['terrain']);
    expect(los(m, '0502', '0504').clear).toBe(true);
  });

  it('a line along a hexside is blocked when either hex beside it blocks (10.27), and the answer is the same both ways', () => {
    const one = testMap({ hexes: levels({}, { '0602': 'heavy-woods' }) });
    expect(los(one, '0502', '0702').clear).toBe(false);
    expect(los(one, '0702', '0502').clear).toBe(false);
    expect(los(testMap({ hexes: levels({}, { '0603': 'heavy-woods' }) }), '0502', '0702').clear).toBe(false);
    expect(los(plan, '0502', '0702').clear).toBe(true);
  });

  it('ground higher than both units blocks, ground as high does not', () => {
    expect(rules(los(testMap({ hexes: levels({ '0502': 1, '0504': 2, '0506': 1 }) }), '0502', '0506'))).toEqual(['higher']);
    expect(los(testMap({ hexes: levels({ '0502': 1, '0504': 1, '0506': 1 }) }), '0502', '0506').clear).toBe(true);
  });
});

describe('slopes (10.24): the average level and the lower unit', () => {
  it('a hex above the average and closer to the lower unit blocks; the same hex closer to the higher does not', () => {
    const near = testMap({ hexes: levels({ '0502': 3, '0505': 2 }) });
    const r = los(near, '0502', '0506');
    expect(rules(r)).toEqual(['slope']);
    expect(r.blocks[0]!.hex).toBe('0505');
    expect(los(testMap({ hexes: levels({ '0502': 3, '0503': 2 }) }), '0502', '0506').clear).toBe(true);
  });

  it('the halfway hex blocks only with a non-gradual side towards the lower unit', () => {
    expect(los(testMap({ hexes: levels({ '0502': 3, '0504': 2 }) }), '0502', '0506').clear).toBe(true);
    const slope = testMap({ hexes: levels({ '0502': 3, '0504': 2 }), hexsides: [side(plan, '0504', '0505', 'steep-slope')] });
    expect(rules(los(slope, '0502', '0506'))).toEqual(['slope']);
    expect(rules(los(slope, '0506', '0502'))).toEqual(['slope']);
  });

  it('with no hex halfway, the hexside halfway blocks when its height (the mean of its two hexes) is above the average and it is a slope', () => {
    const woods = testMap({ hexes: levels({ '0502': 3, '0503': 2, '0504': 1 }, { '0503': 'heavy-woods' }) });
    const r = los(woods, '0502', '0505');
    expect(rules(r)).toEqual(['slope-hexside']);
    expect([r.blocks[0]!.hex, r.blocks[0]!.across]).toEqual(['0503', '0504']);
    expect(los(testMap({ hexes: levels({ '0502': 3, '0503': 2, '0504': 1 }) }), '0502', '0505').clear).toBe(true);
    const cliff = testMap({ hexes: levels({ '0501': 3, '0502': 3, '0503': 3, '0504': 1 }), hexsides: [side(plan, '0503', '0504', 'steep-slope')] });
    expect(rules(los(cliff, '0502', '0505'))).toEqual(['slope-hexside']);
    const gentle = testMap({ hexes: levels({ '0501': 3, '0502': 3, '0503': 3, '0504': 1 }) });
    expect(los(gentle, '0502', '0505').clear).toBe(true);
  });
});

describe('the canopy, the hill, the shadow and the crest (10.24)', () => {
  it('a lower Woods hex next to a wooded firer hides the line, unless lower than both and parted by a slope', () => {
    const woods = { '0502': 'heavy-woods', '0503': 'heavy-woods' };
    const flat = testMap({ hexes: levels({ '0502': 2, '0503': 1, '0504': 2, '0505': 2 }, woods) });
    expect(rules(los(flat, '0502', '0505'))).toEqual(['canopy']);
    const cliff = testMap({ hexes: levels({ '0502': 2, '0503': 1, '0504': 2, '0505': 2 }, woods), hexsides: [side(plan, '0502', '0503', 'steep-slope')] });
    expect(los(cliff, '0502', '0505').clear).toBe(true);
  });

  it('ground back at the higher unit’s level beyond a dip is an intervening hill', () => {
    const r = los(testMap({ hexes: levels({ '0502': 2, '0503': 1, '0504': 2 }) }), '0502', '0506');
    expect(rules(r)).toEqual(['hill']);
    expect(r.blocks[0]!.hex).toBe('0504');
    expect(los(testMap({ hexes: levels({ '0502': 2, '0503': 1, '0504': 1 }) }), '0502', '0506').clear).toBe(true);
  });

  it('Woods above and next to the lower unit cast a shadow', () => {
    const r = los(testMap({ hexes: levels({ '0502': 2 }, { '0504': 'light-woods' }) }), '0502', '0505');
    expect(rules(r)).toEqual(['shadow']);
    expect(los(testMap({ hexes: levels({ '0502': 2 }, { '0503': 'light-woods' }) }), '0502', '0505').clear).toBe(true);
  });

  it('a steep slope rising from the lower unit’s hex shadows it, unless every other slope on the way is as steep', () => {
    const ground = levels({ '0501': 2, '0502': 2, '0503': 2, '0504': 1, '0505': 1 });
    const one = testMap({ hexes: ground, hexsides: [side(plan, '0505', '0506', 'steep-slope')] });
    expect(rules(los(one, '0502', '0506'))).toEqual(['shadow']);
    const both = testMap({ hexes: ground, hexsides: [side(plan, '0505', '0506', 'steep-slope'), side(plan, '0503', '0504', 'steep-slope')] });
    expect(los(both, '0502', '0506').clear).toBe(true);
  });

  it('a crest: the ground behind the higher unit falls sooner than in front of it (optional rule, on by default)', () => {
    const crest = testMap({ hexes: levels({ '0504': 2, '0505': 2, '0506': 2, '0503': 2, '0502': 0 }) });
    expect(rules(los(crest, '0504', '0509'))).toEqual(['crest']);
    expect(los(crest, '0504', '0509', { crests: false }).clear).toBe(true);
    const equal = testMap({ hexes: levels({ '0504': 2, '0505': 2, '0506': 2, '0503': 2, '0502': 2, '0501': 0 }) });
    expect(los(equal, '0504', '0509').clear).toBe(true);
  });
});

describe('combat units in the way of fire (10.26)', () => {
  const firer = { side: 'union' };
  const unit = (m: ReturnType<typeof testMap>, hex: string, s: string, extra: Partial<SightUnit> = {}): SightUnit => ({ hex: m.at(hex), side: s, ...extra });

  it('small arms: a unit between blocks fire but not sight', () => {
    const m = testMap();
    const ctx = { ...m, units: [unit(m, '0503', 'union')] };
    expect(rules(lineOfSight(ctx, m.at('0502'), m.at('0505'), { purpose: 'fire', firer }))).toEqual(['unit']);
    expect(lineOfSight(ctx, m.at('0502'), m.at('0505')).clear).toBe(true);
  });

  it('a unit lower than both firer and target does not block', () => {
    const m = testMap({ hexes: levels({ '0502': 2, '0503': 1, '0504': 2, '0505': 2 }) });
    expect(lineOfSight({ ...m, units: [unit(m, '0503', 'union')] }, m.at('0502'), m.at('0505'), { purpose: 'fire', firer }).clear).toBe(true);
  });

  it('enemy units the terrain hides from the firer do not block, when no friend is in the way', () => {
    // Woods at 0504 shadow 0505 from the hill at 0502, but not 0506 beyond it.
    const m = testMap({ hexes: levels({ '0502': 3 }, { '0504': 'light-woods' }) });
    expect(lineOfSight(m, m.at('0502'), m.at('0506')).clear).toBe(true);
    expect(lineOfSight(m, m.at('0502'), m.at('0505')).clear).toBe(false);
    const fire = (units: SightUnit[]) => lineOfSight({ ...m, units }, m.at('0502'), m.at('0506'), { purpose: 'fire', firer });
    expect(fire([unit(m, '0505', 'confederate')]).clear).toBe(true);
    // A friend in the way (itself excused, at the lower level and no closer to the target) ends the excuse.
    const withFriend = fire([unit(m, '0505', 'confederate'), unit(m, '0503', 'union')]);
    expect(withFriend.blocks.map((b) => b.hex)).toEqual(['0505']);
  });

  it('two levels apart: a unit at the lower unit’s level and no closer to it does not block', () => {
    const m = testMap({ hexes: levels({ '0502': 2 }) });
    expect(lineOfSight({ ...m, units: [unit(m, '0504', 'confederate')] }, m.at('0502'), m.at('0506'), { purpose: 'fire', firer }).clear).toBe(true);
    expect(lineOfSight({ ...m, units: [unit(m, '0505', 'confederate')] }, m.at('0502'), m.at('0506'), { purpose: 'fire', firer }).clear).toBe(false);
  });

  it('Shot/Shell: friends within two hexes of the target, or two past it, block; enemies and farther friends do not; abandoned guns never', () => {
    const m = testMap();
    const fire = (u: SightUnit) => lineOfSight({ ...m, units: [u] }, m.at('0501'), m.at('0506'), { purpose: 'fire', firer: { side: 'union', artillery: true } });
    expect(fire(unit(m, '0505', 'union')).clear).toBe(false);
    expect(fire(unit(m, '0508', 'union')).clear).toBe(false);
    expect(fire(unit(m, '0509', 'union')).clear).toBe(true);
    expect(fire(unit(m, '0503', 'union')).clear).toBe(true);
    expect(fire(unit(m, '0505', 'confederate')).clear).toBe(true);
    expect(fire(unit(m, '0505', 'union', { abandoned: true })).clear).toBe(true);
  });
});

