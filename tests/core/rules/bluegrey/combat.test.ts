import { describe, expect, it } from 'vitest';
import { ARTILLERY, BOMBARD_MINIMUM, DEFENCE_BONUS, RANGE_COUNT_SOURCE, rangedStrength } from '../../../../core/rules/bluegrey/artillery';
import { artilleryRange } from '../../../../core/rules/bluegrey/engine/artillery';
import { COMBAT_RULES, type BgAttacker, attackOdds, attackOddsOnMap } from '../../../../core/rules/bluegrey/engine/combat';
import { BG_RESULTS, crtOdds, oddsLevel } from '../../../../core/rules/bluegrey/crt';
import { bookCitation, namesSeedFile } from '../../../../core/rules/bluegrey/book';
import { citedLine } from '../../../support/seeds';
import { across, hexMap } from './helpers';

const sum = (r: Record<string, number>): number => Object.values(r).reduce((a, b) => a + b, 0);
const inf = (strength: number, legs: BgAttacker['legs'], extra: Partial<BgAttacker> = {}): BgAttacker => ({ strength, unitClass: 'infantry', legs, ...extra });
const def = (strength: number, hex = 'D', extra = {}) => ({ strength, unitClass: 'infantry' as const, hex, ...extra });

describe('artillery range and strength (9.1, 9.4, 9.6)', () => {
  it('digest case 20: CS 4 at 3 hexes → 3; CS 1 at 3 → 1; CS 5 adjacent → 8; a gunboat’s 2 at 5 hexes → 2', () => {
    expect(rangedStrength(4, 3, 'field').strength).toBe(3);
    expect(rangedStrength(1, 3, 'field').strength).toBe(1);
    expect(rangedStrength(5, 1, 'field').strength).toBe(8);
    expect(rangedStrength(5, 2, 'field').strength).toBe(5);
    expect(rangedStrength(2, 5, 'gunboat').strength).toBe(2);
  });
  it('the factors are the cases’ own words', () => {
    expect(citedLine(ARTILLERY.field.factorSources[3]!)).toMatch(/three hexes Range is reduced by one-third.*minimum Combat Strength of ‘1’/);
    expect(citedLine(ARTILLERY.field.factorSources[1]!)).toContain('increased by one-half');
    expect(citedLine(ARTILLERY.field.source)).toContain('up to three hexes distant');
    expect(citedLine(ARTILLERY.gunboat.source)).toMatch(/Range of six hexes.*not increased by one-half.*nor decreased by one-third/);
    expect(citedLine(ARTILLERY['siege-train'].source)).toContain('bombardment Range of five hexes');
    expect(citedLine(ARTILLERY['union-rifled-antietam'].source)).toMatch(/Range of seven hexes.*not subject to Range effects.*9\.53/);
    expect(citedLine(ARTILLERY['union-vicksburg'].source)).toMatch(/Range of four hexes.*four hexes has its Combat Strength reduced by one-third/);
    expect(citedLine(DEFENCE_BONUS.source)).toMatch(/increased in defence by one-half.*not Routed.*stacked with or adjacent to a Friendly infantry or cavalry/);
    expect(citedLine(BOMBARD_MINIMUM.source)).toContain('may not bombard at less than 1:5');
  });
  it('range counts the target’s hex and not the guns’; line of sight from two hexes on; none at night from afar', () => {
    expect(citedLine(RANGE_COUNT_SOURCE)).toContain('including the target hex, but not the bombarding unit’s hex');
    const map = hexMap({ hexes: [{ hex: '0405', terrain: 'heavy-woods' }] });
    const three = artilleryRange(map, '0402', '0405', { strength: 4 });
    expect([three.range, three.inRange, three.sight?.clear, three.canAttack, three.strength]).toEqual([3, true, true, true, 3]);
    const blocked = artilleryRange(map, '0403', '0406', { strength: 4 });
    expect(blocked.sight?.clear).toBe(false);
    expect(blocked.canAttack).toBe(false);
    expect(artilleryRange(map, '0401', '0405', { strength: 4 }).inRange).toBe(false);
    expect(artilleryRange(map, '0401', '0405', { strength: 4, profile: 'union-vicksburg' }).strength).toBe(3);
    expect(artilleryRange(map, '0402', '0404', { strength: 4, night: true }).canAttack).toBe(false);
    expect(artilleryRange(map, '0404', '0405', { strength: 5 })).toMatchObject({ range: 1, sight: null, canAttack: true, strength: 8 });
  });
});

describe('the combat strength pipeline (8.3, 8.4, 12.2; chart B:719–727)', () => {
  it('the order of adjustment is the chart’s: range, morale, terrain, total, night', () => {
    const lines = [0, 2, 3, 4, 5, 6].map((k) => citedLine(COMBAT_RULES.order.source.replace(/\d+$/, (n) => String(Number(n) + k))).trim());
    expect(lines).toEqual(['Adjust each unit’s Combat Strength at each stage and round individually to the nearest integer.', '1. Range', '2. Morale', '3. Terrain', '4. Combine all Combat Strengths', '5. Night']);
  });
  it('digest case 12: a 5 attacking into rough is 3 (B:274)', () => {
    expect(citedLine(COMBAT_RULES.halving.source)).toContain('a Combat Strength of ‘5’ would attack a rough Terrain hex at an adjusted Combat Strength of ‘3’');
    const odds = attackOdds({ attackers: [inf(5, [{ hex: 'D', hexRow: 'rough' }])], defenders: [def(1)] });
    expect(odds.attackers[0]!.adjusted).toBe(3);
    expect(odds.odds).toBe('3:1');
  });
  it('digest case 21: a disordered 6 across a stream: morale 4, then halved 2', () => {
    const odds = attackOdds({ attackers: [inf(6, [{ hex: 'D', crossings: [{ row: 'stream' }] }], { morale: 'disordered' })], defenders: [def(2)] });
    expect(odds.attackers[0]!.trace.filter((s) => s.value !== null).map((s) => s.value)).toEqual([6, 4, 2]);
  });
  it('digest case 8: 14 against 2 in forest/woods is 7:1 shifted to 6:1', () => {
    const odds = attackOdds({ attackers: [inf(14, [{ hex: 'D', hexRow: 'forest' }])], defenders: [def(2)] });
    expect([odds.odds, odds.left?.value, odds.terrainChoice, odds.column, odds.drm]).toEqual(['6:1', -1, 'forest-shift', '6:1', 0]);
  });
  it('halved once whatever the terrain (10.22); the defender’s choice of terrain (8.43): clear and rough, halved', () => {
    const twice = attackOdds({ attackers: [inf(8, [{ hex: 'D', hexRow: 'rough', crossings: [{ row: 'stream' }, { row: 'slope-up' }] }])], defenders: [def(1)] });
    expect(twice.attack).toBe(4);
    const two = attackOdds({ attackers: [inf(8, [{ hex: 'A', hexRow: 'clear-1' }, { hex: 'B', hexRow: 'rough' }])], defenders: [def(1, 'A'), def(1, 'B')] });
    expect(two.attack).toBe(4);
    expect(citedLine(COMBAT_RULES.defenderChoosesTerrain.source)).toContain('one of which is clear and the other is rough Terrain; the Attacker’s Combat Strength is halved');
  });
  it('never below 1 (12.24)', () => {
    const odds = attackOdds({ attackers: [inf(1, [{ hex: 'D', hexRow: 'rough' }], { morale: 'shaken' })], defenders: [def(1)] });
    expect(odds.attack).toBe(1);
  });
  it('artillery is never halved over water (8.47), but is over a slope', () => {
    const guns: BgAttacker = { strength: 4, unitClass: 'artillery', range: 2, legs: [{ hex: 'D', crossings: [{ row: 'stream' }] }] };
    const odds = attackOdds({ attackers: [guns], defenders: [def(2)] });
    expect(odds.attack).toBe(4);
    expect(odds.attackers[0]!.trace.at(-1)!.detail).toContain('never halved over water');
    const up = attackOdds({ attackers: [{ ...guns, legs: [{ hex: 'D', crossings: [{ row: 'slope-up' }] }] }], defenders: [def(2)] });
    expect(up.attack).toBe(2);
  });
  it('forest/woods’ shift is instead of every other benefit (8.45): forest and forest/woods-rough, the defender’s best', () => {
    // 12 against 4: halved, 6:4 is 3:2; with forest's shift instead, 3:1 one left is 2:1. The defender halves.
    const odds = attackOdds({ attackers: [inf(12, [{ hex: 'A', hexRow: 'forest' }, { hex: 'B', hexRow: 'forest-rough' }])], defenders: [def(2, 'A'), def(2, 'B')] });
    expect([odds.terrainChoice, odds.attack, odds.left, odds.odds]).toEqual(['other-terrain', 6, null, '3:2']);
    // 9 against 2: halved to 5, 5:2 is 2:1; the shift instead: 9:2 is 4:1, one left 3:1. The defender halves.
    const small = attackOdds({ attackers: [inf(9, [{ hex: 'A', hexRow: 'forest' }, { hex: 'B', hexRow: 'forest-rough' }])], defenders: [def(1, 'A'), def(1, 'B')] });
    expect([small.odds, small.terrainChoice]).toEqual(['2:1', 'other-terrain']);
    // 1 against 1: halving leaves 1 (never below 1), 1:1; the shift gives 2:3. The defender takes the shift.
    const weak = attackOdds({ attackers: [inf(1, [{ hex: 'A', hexRow: 'forest' }, { hex: 'B', hexRow: 'forest-rough' }])], defenders: [def(1, 'A')] });
    expect([weak.odds, weak.terrainChoice, weak.attack, weak.left?.row]).toEqual(['2:3', 'forest-shift', 1, 'Forest/woods']);
    expect(citedLine(COMBAT_RULES.forestInstead.source)).toContain('forest/woods-rough Terrain; the Attacker’s Combat Strength is halved or the Defender may choose to use an odds column shift');
  });
  it('10.25: breastworks in a forest/woods hex add nothing; in forest/woods-rough, halving and one left', () => {
    const works = [{ row: 'breastworks' as const, intoWorks: true }];
    const forest = attackOdds({ attackers: [inf(12, [{ hex: 'D', hexRow: 'forest', crossings: works }])], defenders: [def(2)] });
    expect([forest.odds, forest.left?.value]).toEqual(['5:1', -1]);
    const plain = attackOdds({ attackers: [inf(12, [{ hex: 'D', hexRow: 'forest' }])], defenders: [def(2)] });
    expect(plain.odds).toBe(forest.odds);
    const rough = attackOdds({ attackers: [inf(12, [{ hex: 'D', hexRow: 'forest-rough', crossings: works }])], defenders: [def(2)] });
    expect([rough.attack, rough.odds, rough.left?.row]).toEqual([6, '2:1', 'B’work hex side']);
    expect(citedLine(COMBAT_RULES.bestShifts.leftSource)).toContain('Breastworks Marker in a forest/woods-rough hex would confer a one odds column shift to the left');
  });
  it('10.23: a redoubt shift needs every attacker over it; those who cross are halved all the same', () => {
    const over = { hex: 'D', crossings: [{ row: 'redoubt' as const, intoWorks: true }] };
    const both = attackOdds({ attackers: [inf(6, [over]), inf(6, [over])], defenders: [def(2)] });
    expect([both.attack, both.left?.value, both.odds]).toEqual([6, -1, '2:1']);
    const some = attackOdds({ attackers: [inf(6, [over]), inf(6, [{ hex: 'D' }])], defenders: [def(2)] });
    expect([some.attack, some.left, some.odds]).toEqual([9, null, '4:1']);
    expect(some.trace.some((s) => s.step === 'shift not had' && s.applied === false)).toBe(true);
    // From the enemy side only (8.46): from inside, no effect.
    const inside = attackOdds({ attackers: [inf(6, [{ hex: 'D', crossings: [{ row: 'redoubt', intoWorks: false }] }])], defenders: [def(2)] });
    expect([inside.attack, inside.left]).toEqual([6, null]);
  });
  it('10.38: non-adjacent artillery never cancels breastworks; it does a redoubt', () => {
    const works = (row: 'breastworks' | 'redoubt') => ({ hex: 'D', crossings: [{ row, intoWorks: true }] });
    const guns: BgAttacker = { strength: 3, unitClass: 'artillery', range: 2, legs: [{ hex: 'D' }] };
    const bw = attackOdds({ attackers: [inf(6, [works('breastworks')]), guns], defenders: [def(3)] });
    expect(bw.left?.value).toBe(-1);
    const rd = attackOdds({ attackers: [inf(6, [works('redoubt')]), guns], defenders: [def(3)] });
    expect(rd.left).toBeNull();
  });
  it('only the best left shift counts; right shifts are the attacker’s, netted (10.25–10.27)', () => {
    const odds = attackOdds({
      attackers: [inf(6, [{ hex: 'A', hexRow: 'fort', crossings: [{ row: 'breastworks', intoWorks: true }] }, { hex: 'B', hexRow: 'bridge-hex', underConstruction: true }])],
      defenders: [def(1, 'A'), def(1, 'B')],
    });
    expect([odds.left?.value, odds.right?.value, odds.netShift, odds.odds]).toEqual([-2, 2, 0, '3:1']);
  });
  it('the trench: the chart halves; Case 10.39 shifts one left (decision BG-T3)', () => {
    const leg = { hex: 'D', crossings: [{ row: 'trench' as const, intoWorks: true }] };
    const chart = attackOdds({ attackers: [inf(8, [leg])], defenders: [def(2)] });
    expect([chart.attack, chart.left, chart.odds]).toEqual([4, null, '2:1']);
    const rules = attackOdds({ attackers: [inf(8, [leg])], defenders: [def(2)], options: { trench: 'breastworks' } });
    expect([rules.attack, rules.left?.value, rules.odds]).toEqual([8, -1, '3:1']);
  });
  it('the sunken road: the attacker halved, doubled from an adjacent sunken road hex (decision BG-C6)', () => {
    expect(attackOdds({ attackers: [inf(4, [{ hex: 'D', sunkenRoad: true }])], defenders: [def(2)] }).attack).toBe(2);
    expect(attackOdds({ attackers: [inf(4, [{ hex: 'D', sunkenRoad: true, fromSunkenRoad: true }])], defenders: [def(2)] }).attack).toBe(8);
    // Doubled, but a stream on the way is the defender's better terrain.
    expect(attackOdds({ attackers: [inf(4, [{ hex: 'D', sunkenRoad: true, fromSunkenRoad: true, crossings: [{ row: 'stream' }] }])], defenders: [def(2)] }).attack).toBe(2);
  });
  it('creeks and rivers: only artillery attacks across them', () => {
    const creek = { hex: 'D', crossings: [{ row: 'creek' as const }] };
    expect(attackOdds({ attackers: [inf(4, [creek])], defenders: [def(2)] }).allowed).toBe(false);
    expect(attackOdds({ attackers: [{ strength: 4, unitClass: 'artillery', legs: [creek] }], defenders: [def(2)] }).allowed).toBe(true);
    expect(attackOdds({ attackers: [inf(4, [{ hex: 'D', crossings: [{ row: 'creek' }, { row: 'bridge' }] }])], defenders: [def(2)] }).allowed).toBe(true);
  });
  it('artillery defends at one and a half with support against an adjacent attack, not routed (9.53, 12.36)', () => {
    const guns = { strength: 3, unitClass: 'artillery' as const, hex: 'D' };
    const attackers = [inf(12, [{ hex: 'D' }])];
    expect(attackOdds({ attackers, defenders: [{ ...guns, supported: true }] }).defence).toBe(5);
    expect(attackOdds({ attackers, defenders: [{ ...guns, supported: false }] }).defence).toBe(3);
    expect(attackOdds({ attackers, defenders: [{ ...guns, supported: true, morale: 'routed' }] }).defence).toBe(1);
    expect(attackOdds({ attackers: [{ strength: 6, unitClass: 'artillery', range: 2, legs: [{ hex: 'D' }] }], defenders: [{ ...guns, supported: true }] }).defence).toBe(3);
    expect(attackOdds({ attackers, defenders: [{ ...guns, supported: true, profile: 'siege-train' }] }).defence).toBe(1);
  });
  it('digest case 11: 1 against 6 by infantry is resolved on 1:5; by bombardment it may not be made (9.18)', () => {
    const foot = attackOdds({ attackers: [inf(1, [{ hex: 'D' }])], defenders: [def(6)] });
    expect([foot.allowed, foot.odds, foot.column]).toEqual([true, '1:6', '1:5']);
    const guns = attackOdds({ attackers: [{ strength: 1, unitClass: 'artillery', range: 2, legs: [{ hex: 'D' }] }], defenders: [def(6)] });
    expect(guns.allowed).toBe(false);
    expect(guns.problems[0]).toContain('less than 1:5');
    expect(attackOdds({ attackers: [{ strength: 1, unitClass: 'artillery', range: 2, legs: [{ hex: 'D' }] }], defenders: [def(6)], options: { bombardBelowOneToFive: true } }).allowed).toBe(true);
  });
  it('refusals: routed attackers, trains, gunboats as defenders, non-adjacent infantry', () => {
    expect(attackOdds({ attackers: [inf(4, [{ hex: 'D' }], { morale: 'routed' })], defenders: [def(2)] }).allowed).toBe(false);
    expect(attackOdds({ attackers: [{ strength: 1, unitClass: 'train', legs: [{ hex: 'D' }] }], defenders: [def(2)] }).allowed).toBe(false);
    expect(attackOdds({ attackers: [inf(4, [{ hex: 'D' }])], defenders: [{ strength: 2, unitClass: 'gunboat', hex: 'D' }] }).allowed).toBe(false);
    expect(attackOdds({ attackers: [inf(4, [{ hex: 'D' }], { range: 2 })], defenders: [def(2)] }).allowed).toBe(false);
  });
  it('the attacker may declare a lower column (8.9)', () => {
    const odds = attackOdds({ attackers: [inf(10, [{ hex: 'D' }])], defenders: [def(2)], declaredColumn: '3:1' });
    expect(odds.odds).toBe('3:1');
    expect(odds.results).toEqual(crtOdds(oddsLevel(3, 1)).results);
  });
  it('shifts beyond 6:1 bring the die modifier (8.42): 6:1 and two right is 8:1, less one', () => {
    const odds = attackOdds({ attackers: [inf(12, [{ hex: 'D', hexRow: 'bridge-hex' }])], defenders: [def(2)] });
    expect([odds.odds, odds.column, odds.drm]).toEqual(['8:1', '6:1', -1]);
  });
});

describe('night attacks (11.23) and the chances of each result', () => {
  it('digest case 23 through the engine: 7 becomes 14, 7 or 4; the chances sum to 1 over the night die', () => {
    const odds = attackOdds({ attackers: [inf(7, [{ hex: 'D' }])], defenders: [def(2)], night: true });
    expect(odds.night!.map((n) => [n.attack, n.odds])).toEqual([
      [14, '7:1'],
      [7, '3:1'],
      [4, '2:1'],
    ]);
    expect(sum(odds.results)).toBeCloseTo(1, 12);
    const expected = Object.fromEntries(BG_RESULTS.map((r) => [r, (crtOdds(oddsLevel(14, 2)).results[r] * 1 + crtOdds(oddsLevel(7, 2)).results[r] * 2 + crtOdds(oddsLevel(4, 2)).results[r] * 3) / 6]));
    for (const r of BG_RESULTS) expect(odds.results[r], r).toBeCloseTo(expected[r]!, 12);
  });
  it('a night die already rolled gives one column; no bombardment at night (11.24)', () => {
    expect(attackOdds({ attackers: [inf(7, [{ hex: 'D' }])], defenders: [def(2)], night: true, nightDie: 4 }).odds).toBe('2:1');
    expect(attackOdds({ attackers: [{ strength: 4, unitClass: 'artillery', range: 2, legs: [{ hex: 'D' }] }], defenders: [def(2)], night: true }).allowed).toBe(false);
  });
  it('by day every attack’s chances sum to 1', () => {
    for (let a = 1; a <= 30; a += 3) for (let d = 1; d <= 12; d += 2) expect(sum(attackOdds({ attackers: [inf(a, [{ hex: 'D' }])], defenders: [def(d)] }).results)).toBeCloseTo(1, 12);
  });
});

describe('attacks read from a hex map', () => {
  const map = hexMap({
    hexes: [
      { hex: '0405', terrain: 'heavy-woods' },
      { hex: '0605', terrain: 'open', elevation: 1 },
    ],
    hexsides: [{ hex: '0405', direction: 'N', kind: 'stream' }],
  });
  it('adjacent infantry over a stream into forest: the defender’s choice between halving and the shift', () => {
    const odds = attackOddsOnMap(map, { attackers: [{ hex: '0404', strength: 8, unitClass: 'infantry' }], defenders: [{ hex: '0405', strength: 2, unitClass: 'infantry' }] });
    // Halved over the stream: 4 to 2 is 2:1; the forest's shift instead: 8 to 2 is 4:1, one left is 3:1. The defender halves.
    expect([odds.allowed, odds.attack, odds.odds, odds.terrainChoice]).toEqual([true, 4, '2:1', 'other-terrain']);
  });
  it('uphill by level alone halves the attacker (the slope hexside, decision BG-C4)', () => {
    const odds = attackOddsOnMap(map, { attackers: [{ hex: '0604', strength: 6, unitClass: 'infantry' }], defenders: [{ hex: '0605', strength: 1, unitClass: 'infantry' }] });
    expect(odds.attack).toBe(3);
  });
  it('bombarding guns need range and sight; combined with adjacent infantry they count if they see one defending hex', () => {
    const odds = attackOddsOnMap(map, {
      attackers: [
        { hex: '0404', strength: 8, unitClass: 'infantry' },
        { hex: '0402', strength: 4, unitClass: 'artillery' },
      ],
      defenders: [{ hex: '0405', strength: 2, unitClass: 'infantry' }],
    });
    expect(odds.allowed).toBe(true);
    expect(odds.attackers[1]!.adjusted).toBe(3); // 3 hexes: ×2/3, not halved over the stream
    const far = attackOddsOnMap(map, { attackers: [{ hex: '0401', strength: 4, unitClass: 'artillery' }], defenders: [{ hex: '0405', strength: 2, unitClass: 'infantry' }] });
    expect(far.allowed).toBe(false);
    const infantryAfar = attackOddsOnMap(map, { attackers: [{ hex: '0403', strength: 4, unitClass: 'infantry' }], defenders: [{ hex: '0405', strength: 2, unitClass: 'infantry' }] });
    expect(infantryAfar.problems[0]).toContain('not adjacent');
  });
  it('guns supported by infantry in the next hex defend at one and a half', () => {
    const odds = attackOddsOnMap(hexMap(), {
      attackers: [{ hex: '0404', strength: 9, unitClass: 'infantry' }],
      defenders: [{ hex: '0405', strength: 4, unitClass: 'artillery' }],
      defenderFriends: [{ hex: '0406', unitClass: 'infantry' }],
    });
    expect(odds.defence).toBe(6);
  });
  it('a sunken road attacked along its length doubles the attacker', () => {
    const road = hexMap({ paths: [{ id: 'lane', kind: 'sunken-road', hexes: ['0403', '0404', '0405'] }] });
    const along = attackOddsOnMap(road, { attackers: [{ hex: '0404', strength: 3, unitClass: 'infantry' }], defenders: [{ hex: '0405', strength: 2, unitClass: 'infantry' }] });
    expect(along.attack).toBe(6);
    const acrossIt = attackOddsOnMap(road, { attackers: [{ hex: across('0405', 'SE'), strength: 3, unitClass: 'infantry' }], defenders: [{ hex: '0405', strength: 2, unitClass: 'infantry' }] });
    expect(acrossIt.attack).toBe(2);
  });
  it('the trace cites the book as a reader holds it, never the seed file', () => {
    const odds = attackOddsOnMap(map, { attackers: [{ hex: '0404', strength: 8, unitClass: 'infantry' }], defenders: [{ hex: '0405', strength: 2, unitClass: 'infantry' }] });
    const shown = odds.trace.map((s) => `${s.step} ${s.detail} ${s.source ? bookCitation(s.source) : ''}`).join('\n');
    expect(namesSeedFile(shown)).toBe(false);
    expect(shown).toContain('B&G · Standard rules · 8.0 Combat · 8.4 Effects of terrain on combat · 8.45');
  });
});
