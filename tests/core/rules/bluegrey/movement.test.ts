import { describe, expect, it } from 'vitest';
import { CAVALRY_MINIMUM_ALLOWANCE, DEFAULT_MOVEMENT_ALLOWANCE, REINFORCEMENT_COLUMN, STRATEGIC_BONUS } from '../../../../core/rules/bluegrey/movement';
import { movementAllowance, pathCost, reinforcementEntryThirds } from '../../../../core/rules/bluegrey/engine/movement';
import { ZOC_RULES, controlledHexes, zoneOfControl } from '../../../../core/rules/bluegrey/engine/zoc';
import { bookCitation } from '../../../../core/rules/bluegrey/book';
import { mpText } from '../../../../core/rules/bluegrey/types';
import { citedLine } from '../../../support/seeds';
import { across, hexMap } from './helpers';

/** A column of hexes running south: 0401, 0402, … */
const column = (col: number, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String(col).padStart(2, '0')}${String(from + i).padStart(2, '0')}`);

describe('Movement Allowances (2.4, 6.4, 11.1)', () => {
  it('the book’s defaults: infantry and artillery 6, cavalry 8, never less for cavalry (B:107, B:47)', () => {
    expect(citedLine(DEFAULT_MOVEMENT_ALLOWANCE.infantry.source)).toMatch(/infantry and artillery units is six Movement Points.*cavalry units is eight/);
    expect(citedLine(CAVALRY_MINIMUM_ALLOWANCE.source)).toContain('minimum Movement Allowance of eight');
    expect(movementAllowance('infantry').mp).toBe(6);
    expect(movementAllowance('cavalry', { printed: 6 }).mp).toBe(8);
    expect(movementAllowance('cavalry', { printed: 9 }).mp).toBe(9);
  });
  it('strategic movement adds 2, cavalry 4, one less at night (B:214, B:216, B:220)', () => {
    expect(citedLine(STRATEGIC_BONUS.infantry!.source)).toContain('add two Movement Points');
    expect(citedLine(STRATEGIC_BONUS.cavalry!.source)).toContain('add four Movement Points');
    expect(movementAllowance('infantry', { strategic: true }).mp).toBe(8);
    expect(movementAllowance('cavalry', { strategic: true, night: true }).mp).toBe(7 + 3);
  });
  it('digest case 18: along a turnpike, 9 hexes on 6 MP, 12 by strategic movement, 9 at night by strategic movement', () => {
    const pike = column(1, 1, 14);
    const map = hexMap({ paths: [{ id: 'pike', kind: 'turnpike', hexes: pike }] });
    const hexesFor = (mp: number): number => {
      let n = 0;
      while (n + 1 < pike.length && pathCost(map, 'infantry', pike.slice(0, n + 2)).thirds <= mp * 3) n++;
      return n;
    };
    expect(hexesFor(movementAllowance('infantry').mp)).toBe(9);
    expect(hexesFor(movementAllowance('infantry', { strategic: true }).mp)).toBe(12);
    expect(hexesFor(movementAllowance('infantry', { strategic: true, night: true }).mp)).toBe(9);
    const nine = pathCost(map, 'infantry', pike.slice(0, 10));
    expect(nine.totalText).toBe('6');
    expect(nine.withinAllowance).toBe(true);
    expect(pathCost(map, 'infantry', pike.slice(0, 11)).withinAllowance).toBe(false);
    expect(pathCost(map, 'infantry', pike.slice(0, 13), { strategic: true }).allowed).toBe(true);
  });
  it('digest case 19: a column of stacks enters at 1, 2, 3 MP; along a turnpike 2/3, 4/3, 2 (B:149)', () => {
    expect(citedLine(REINFORCEMENT_COLUMN.source)).toMatch(/next two units expend one additional Movement Point.*additional 2\/3rds Movement Point/);
    expect([1, 2, 3].map((k) => mpText(reinforcementEntryThirds(3, k).thirds))).toEqual(['1', '2', '3']);
    expect([1, 2, 3].map((k) => reinforcementEntryThirds(2, k, true).thirds / 3)).toEqual([2 / 3, 4 / 3, 2]);
  });
});

describe('the cost of a path (6.2, 7.2)', () => {
  it('clear level 1 costs 1, forest 2 (artillery 3), rough 3, forest/woods-rough 5 (6), swamp 3 (4)', () => {
    const map = hexMap({
      hexes: [
        { hex: '0402', terrain: 'heavy-woods' },
        { hex: '0403', terrain: 'rough' },
        { hex: '0404', terrain: 'woods-rough' },
        { hex: '0405', terrain: 'marsh' },
      ],
    });
    const path = column(4, 1, 6);
    expect(pathCost(map, 'infantry', path).steps.map((s) => s.mp)).toEqual(['2', '3', '5', '3', '1']);
    expect(pathCost(map, 'artillery', path).steps.map((s) => s.mp)).toEqual(['3', '3', '6', '4', '1']);
    expect(pathCost(map, 'cavalry', path).totalText).toBe('14');
  });

  it('digest case 13: into forest across a stream, 4 MP; artillery 5', () => {
    const map = hexMap({ hexes: [{ hex: '0404', terrain: 'heavy-woods' }], hexsides: [{ hex: '0404', direction: 'N', kind: 'stream' }] });
    expect(pathCost(map, 'infantry', ['0403', '0404']).totalText).toBe('4');
    expect(pathCost(map, 'artillery', ['0403', '0404']).totalText).toBe('5');
  });

  it('digest case 14: across a stream into an enemy-controlled clear hex, 4 MP (7.2)', () => {
    const map = hexMap({ hexsides: [{ hex: '0404', direction: 'N', kind: 'stream' }] });
    const cost = pathCost(map, 'infantry', ['0403', '0404'], { enemies: [{ hex: '0405', unitClass: 'infantry' }] });
    expect(cost.totalText).toBe('4');
    expect(cost.steps[0]!.enemyZoc).toBe(true);
    expect(citedLine(ZOC_RULES.minimumEntryMp.source)).toContain('crossing a stream to enter an Enemy controlled clear (level 1) hex would pay four Movement Points');
  });

  it('digest case 15: road to road into an enemy-controlled forest costs the forest’s 2; artillery only where friends are (7.3)', () => {
    const map = hexMap({ hexes: [{ hex: '0404', terrain: 'heavy-woods' }], paths: [{ id: 'r', kind: 'road', hexes: column(4, 1, 6) }] });
    const enemies = [{ hex: '0405', unitClass: 'infantry' as const }];
    expect(pathCost(map, 'infantry', ['0403', '0404']).totalText).toBe('1');
    const zoc = pathCost(map, 'infantry', ['0403', '0404'], { enemies });
    expect(zoc.totalText).toBe('2');
    expect(zoc.steps[0]!.via).toBe('terrain');
    const guns = pathCost(map, 'artillery', ['0403', '0404'], { enemies });
    expect(guns.allowed).toBe(false);
    expect(guns.problems[0]).toContain('friendly infantry or cavalry');
    const covered = pathCost(map, 'artillery', ['0403', '0404'], { enemies, friendlyInfantryOrCavalry: ['0404'] });
    expect(covered.allowed).toBe(true);
    expect(covered.totalText).toBe('3');
  });

  it('digest case 16: a trail into swamp costs 2; into clear level 3, 2 by the chart and 1 by Case 6.24 (decision BG-M3)', () => {
    const map = hexMap({
      hexes: [
        { hex: '0403', terrain: 'marsh' },
        { hex: '0603', terrain: 'open', elevation: 2 },
        { hex: '0602', terrain: 'open', elevation: 2 },
        { hex: across('0603', 'NE'), terrain: 'open', elevation: 2 },
      ],
      paths: [
        { id: 't1', kind: 'trail', hexes: ['0402', '0403'] },
        { id: 't2', kind: 'trail', hexes: ['0602', '0603'] },
      ],
    });
    expect(pathCost(map, 'infantry', ['0402', '0403']).totalText).toBe('2');
    expect(pathCost(map, 'infantry', ['0402', '0403'], { trail: 'case-6.24' }).totalText).toBe('2');
    expect(pathCost(map, 'infantry', ['0602', '0603']).totalText).toBe('2');
    expect(pathCost(map, 'infantry', ['0602', '0603'], { trail: 'case-6.24' }).totalText).toBe('1');
    // Off the trail, clear level 3 is the chart's 2; climbing to it from level 1 one more (6.26).
    expect(pathCost(map, 'infantry', [across('0603', 'NE'), '0603']).totalText).toBe('2');
    expect(pathCost(map, 'infantry', [across('0603', 'SW'), '0603']).totalText).toBe('3');
  });

  it('digest case 17: up a slope hexside into clear level 2, 2 MP; along a road, 1; down, 1', () => {
    const slope = { hex: '0404', direction: 'N' as const, kind: 'gentle-slope' as const, inside: '0404' };
    const map = hexMap({ hexes: [{ hex: '0404', terrain: 'open', elevation: 1 }], hexsides: [slope] });
    expect(pathCost(map, 'infantry', ['0403', '0404']).totalText).toBe('2');
    expect(pathCost(map, 'infantry', ['0404', '0403']).totalText).toBe('1');
    const road = hexMap({ hexes: [{ hex: '0404', terrain: 'open', elevation: 1 }], hexsides: [slope], paths: [{ id: 'r', kind: 'road', hexes: ['0403', '0404'] }] });
    expect(pathCost(road, 'infantry', ['0403', '0404']).totalText).toBe('1');
    // No slope drawn, the levels alone make the climb (6.26); rough is no level.
    const bare = hexMap({ hexes: [{ hex: '0404', terrain: 'open', elevation: 1 }, { hex: '0604', terrain: 'rough' }] });
    expect(pathCost(bare, 'infantry', ['0403', '0404']).totalText).toBe('2');
    expect(pathCost(bare, 'infantry', [across('0604', 'N'), '0604']).totalText).toBe('3');
  });

  it('turnpike hex to turnpike hex costs 2/3 whatever the terrain; a ridge still adds 2', () => {
    const map = hexMap({
      hexes: [{ hex: '0403', terrain: 'heavy-woods' }],
      hexsides: [{ hex: '0404', direction: 'N', kind: 'ridge' }],
      paths: [{ id: 'p', kind: 'turnpike', hexes: column(4, 1, 5) }],
    });
    const cost = pathCost(map, 'artillery', column(4, 1, 5));
    expect(cost.steps.map((s) => s.mp)).toEqual(['2/3', '2/3', '2 2/3', '2/3']);
    expect(cost.totalText).toBe('4 2/3');
  });

  it('rivers, lakes and ponds may not be entered; creeks crossed only at a bridge or ford (+1)', () => {
    const map = hexMap({
      hexes: [
        { hex: '0403', terrain: 'river' },
        { hex: '0603', terrain: 'pond' },
      ],
      hexsides: [
        { hex: '0805', direction: 'N', kind: 'creek' },
        { hex: '1005', direction: 'N', kind: 'creek' },
        { hex: '1005', direction: 'N', kind: 'bridge' },
      ],
    });
    expect(pathCost(map, 'infantry', ['0402', '0403']).problems[0]).toContain('may not be entered');
    expect(pathCost(map, 'infantry', ['0602', '0603']).allowed).toBe(false);
    expect(pathCost(map, 'infantry', ['0804', '0805']).problems[0]).toContain('only at a bridge or ford');
    expect(pathCost(map, 'infantry', ['1004', '1005']).totalText).toBe('2');
    expect(pathCost(map, 'gunboat', ['0403', '0404']).problems[0]).toContain('only through river hexes');
  });

  it('a gunboat moves only on river hexes at 1 MP each', () => {
    const map = hexMap({ hexes: column(4, 1, 4).map((hex) => ({ hex, terrain: 'river' })) });
    const boat = pathCost(map, 'gunboat', column(4, 1, 4), { enemies: [{ hex: '0501', unitClass: 'infantry' }] });
    expect(boat.totalText).toBe('3');
    expect(boat.withinAllowance).toBe(true);
  });

  it('a bridge hex costs 1 and its own bridge hexside nothing more; a ferry hex may not end a move', () => {
    const map = hexMap({
      hexes: [
        { hex: '0403', terrain: 'bridge' },
        { hex: '0603', terrain: 'ferry' },
      ],
      hexsides: [{ hex: '0403', direction: 'N', kind: 'bridge' }],
    });
    expect(pathCost(map, 'infantry', ['0402', '0403']).totalText).toBe('1');
    const ferry = pathCost(map, 'infantry', ['0602', '0603']);
    expect(ferry.totalText).toBe('3');
    expect(ferry.allowed).toBe(false);
    expect(pathCost(map, 'infantry', ['0602', '0603', '0604']).allowed).toBe(true);
  });

  it('enemy units and their zones: no entering an enemy hex, the move ends in an enemy zone, no leaving one by day', () => {
    const map = hexMap();
    const enemies = [{ hex: '0406', unitClass: 'infantry' as const }];
    expect(pathCost(map, 'infantry', ['0405', '0406'], { enemies }).problems[0]).toContain('enemy unit');
    const through = pathCost(map, 'infantry', ['0403', '0404', '0405', across('0405', 'SW')], { enemies });
    expect(through.allowed).toBe(false);
    expect(through.steps[1]!.enemyZoc).toBe(true);
    expect(through.problems.some((p) => p.includes('ended on entering'))).toBe(true);
    const leave = pathCost(map, 'infantry', ['0405', '0404'], { enemies });
    expect(leave.problems[0]).toContain('may not leave an enemy-controlled hex');
    const night = pathCost(map, 'infantry', ['0405', '0404', '0403'], { enemies, night: true });
    expect(night.allowed).toBe(true);
    expect(night.totalText).toBe('2');
    const back = pathCost(map, 'infantry', ['0405', across('0405', 'NE'), across('0406', 'NE')], { enemies, night: true });
    expect(back.problems.some((p) => p.includes('may not enter one again'))).toBe(true);
    // The zones worked out once by the caller give the same answers.
    const enemyZoc = controlledHexes(map, enemies);
    expect(pathCost(map, 'infantry', ['0403', '0404', '0405'], { enemies, enemyZoc })).toEqual(pathCost(map, 'infantry', ['0403', '0404', '0405'], { enemies }));
  });

  it('a unit may always move one hex (6.16); strategic movement keeps three hexes from the enemy', () => {
    const map = hexMap({ hexes: [{ hex: '0402', terrain: 'woods-rough' }] });
    const one = pathCost(map, 'infantry', ['0401', '0402'], { allowance: 4 });
    expect(one.thirds).toBe(15);
    expect(one.withinAllowance).toBe(true);
    expect(one.trace.at(-1)!.source && bookCitation(one.trace.at(-1)!.source!)).toBe('B&G · Standard rules · 6.0 Movement · 6.1 Prohibitions · 6.16');
    const road = hexMap({ paths: [{ id: 'r', kind: 'road', hexes: column(2, 1, 6) }] });
    const enemies = [{ hex: '0407', unitClass: 'infantry' as const }]; // 3 hexes from 0205, 2 from 0206
    expect(pathCost(road, 'infantry', column(2, 1, 5), { strategic: true, enemies }).allowed).toBe(true);
    expect(pathCost(road, 'infantry', column(2, 1, 6), { strategic: true, enemies }).problems).toEqual(['0206: Strategic Movement keeps three or more hexes from every enemy unit']);
    expect(pathCost(hexMap(), 'infantry', column(2, 1, 3), { strategic: true }).allowed).toBe(false);
  });

  it('a path that jumps, or leaves the map, is refused', () => {
    expect(pathCost(hexMap(), 'infantry', ['0401', '0403']).problems[0]).toContain('do not touch');
    expect(pathCost(hexMap(), 'infantry', ['0401', '9999']).allowed).toBe(false);
  });

  it('terrain the chart has no row for is read as clear, and said so (decision BG-T2)', () => {
    const cost = pathCost(hexMap({ hexes: [{ hex: '0402', terrain: 'orchard' }] }), 'infantry', ['0401', '0402']);
    expect(cost.totalText).toBe('1');
    expect(cost.trace.some((s) => s.step.includes('terrain not on the chart'))).toBe(true);
  });
});

describe('Zones of Control (7.0)', () => {
  it('the six hexes around a unit, but not across a creek, into a river hex, or into a trench hex across its trench', () => {
    const map = hexMap({
      hexes: [{ hex: across('0404', 'SE'), terrain: 'river' }],
      hexsides: [
        { hex: '0404', direction: 'N', kind: 'creek' },
        { hex: '0404', direction: 'S', kind: 'stream' },
        { hex: '0404', direction: 'NE', kind: 'trench', inside: across('0404', 'NE') },
        { hex: '0404', direction: 'SW', kind: 'redoubt', inside: across('0404', 'SW') },
      ],
    });
    const zone = zoneOfControl(map, '0404', 'infantry');
    expect(zone.hexes.sort()).toEqual([across('0404', 'S'), across('0404', 'SW'), across('0404', 'NW')].sort());
    expect(zone.excluded.map((e) => e.hex).sort()).toEqual(['0403', across('0404', 'NE'), across('0404', 'SE')].sort());
    expect(zoneOfControl(map, '0404', 'gunboat').hexes).toEqual([]);
    expect(citedLine(ZOC_RULES.notInto.source)).toMatch(/never extend through non-bridge and non-ford creek hex sides or into river, river ferry or pontoon hexes/);
  });
  it('a bridge on the creek lets the zone across', () => {
    const map = hexMap({ hexsides: [{ hex: '0404', direction: 'N', kind: 'creek' }, { hex: '0404', direction: 'N', kind: 'ford' }] });
    expect(zoneOfControl(map, '0404', 'cavalry').hexes).toContain('0403');
  });
});
