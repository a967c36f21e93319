/**
 * A brigade dropped on the table deploys as a brigade: in battle line facing the enemy, else the board
 * side of its set-up area, its leaders behind the line; Line up leaves leaders out of the line.
 */
import { describe, expect, it } from 'vitest';
import { History } from '../../../core/history';
import { lineUpUnits, placementKey } from '../../../core/map/commands';
import { commandedBy } from '../../../core/map/placements';
import type { OrderOfBattle } from '../../../core/model/oob';
import { battleLine, deployDrop, deployFacing, LEADER_BEHIND_IN, type DeployingUnit } from '../../../core/map/deploy';
import { pointInPolygon } from '../../../core/map/geometry';
import { setupAreaRing } from '../../../core/map/board';
import type { Board, TabletopMap, TabletopPlacement } from '../../../core/model/scenario.generated';

const board: Board = { widthIn: 72, heightIn: 54, squareIn: 18, squaresWide: 4, squaresDeep: 3 };
// The Iron Brigade's regiments at 15mm in line (frontages as the palette measures them) and Meredith.
const ironBrigade: DeployingUnit[] = [
  { side: 'union', unit: '2-wi', frontIn: 4, formation: 'battle-line' },
  { side: 'union', unit: 'meredith', frontIn: 1, formation: 'any' },
  { side: 'union', unit: '6-wi', frontIn: 3, formation: 'battle-line' },
  { side: 'union', unit: '7-wi', frontIn: 3, formation: 'battle-line' },
];
const archer: TabletopPlacement = { side: 'confederate', unit: 'csa-archer-5-al', at: { x: 20, y: 20 }, facingDeg: 90, formation: 'battle-line' };

describe('which way a dropped brigade faces', () => {
  it('towards the middle of the enemy on the table', () => {
    expect(deployFacing({ board, map: { units: [archer] }, side: 'union', at: { x: 50, y: 20 } })).toBe(270);
    expect(deployFacing({ board, map: { units: [archer, { ...archer, unit: 'b', at: { x: 20, y: 40 } }] }, side: 'union', at: { x: 20, y: 50 } })).toBe(0);
    // Its own side's units are not the enemy.
    expect(deployFacing({ board, map: { units: [{ ...archer, side: 'union' }] }, side: 'union', at: { x: 36, y: 10 } })).toBe(180);
  });

  it('with no enemy, away from the edge of a set-up area along an edge, or from an outlined area towards the middle', () => {
    const setupAreas: TabletopMap['setupAreas'] = [
      { id: 'union-south', side: 'union', withinInOfEdge: { edge: 'south', distanceIn: 12 } },
      { id: 'csa-west', side: 'confederate', area: [{ x: 0, y: 17 }, { x: 12, y: 17 }, { x: 12, y: 37 }, { x: 0, y: 37 }] },
      { id: 'union-north', side: 'union', withinInOfEdge: { edge: 'north', distanceIn: 6 } },
    ];
    expect(deployFacing({ board, map: { setupAreas }, side: 'union', at: { x: 30, y: 50 } })).toBe(0);
    expect(deployFacing({ board, map: { setupAreas }, side: 'union', at: { x: 30, y: 3 } })).toBe(180);
    expect(deployFacing({ board, map: { setupAreas }, side: 'confederate', at: { x: 6, y: 27 } })).toBe(90);
  });

  it('square to the table, never on a diagonal: an enemy off to one side is faced across the nearer side of the table', () => {
    // Archer at (20,20) from (44,36): 56° to him; the brigade squares up to the east–west axis and faces west.
    expect(deployFacing({ board, map: { units: [archer] }, side: 'union', at: { x: 44, y: 36 } })).toBe(270);
    // From (26,50) he is 14° off north: north.
    expect(deployFacing({ board, map: { units: [archer] }, side: 'union', at: { x: 26, y: 50 } })).toBe(0);
  });

  it('in its own set-up area, by the area even with the enemy on the table', () => {
    const setupAreas: TabletopMap['setupAreas'] = [{ id: 'union-south', side: 'union', withinInOfEdge: { edge: 'south', distanceIn: 12 } }];
    // The Confederates are off to the west; a brigade set up along the south edge still faces north.
    expect(deployFacing({ board, map: { setupAreas, units: [archer] }, side: 'union', at: { x: 60, y: 48 } })).toBe(0);
  });

  it('with neither, squarely towards the far side of the table', () => {
    expect(deployFacing({ board, map: {}, side: 'union', at: { x: 36, y: 45 } })).toBe(0);
    expect(deployFacing({ board, map: {}, side: 'union', at: { x: 36, y: 9 } })).toBe(180);
    expect(deployFacing({ board, map: {}, side: 'union', at: { x: 4, y: 30 } })).toBe(90);
  });
});

describe('the battle line', () => {
  it('stands the regiments side by side across the front, centred on the drop, the leader behind its middle', () => {
    const placed = battleLine(ironBrigade, { x: 36, y: 40 }, 0);
    // 4 + 3 + 3 inches of front and two half-inch gaps: 11 inches, from x 30.5 to 41.5.
    expect(placed.map((p) => [p.unit, p.at, p.facingDeg])).toEqual([
      ['2-wi', { x: 32.5, y: 40 }, 0],
      ['meredith', { x: 36, y: 40 + LEADER_BEHIND_IN }, 0],
      ['6-wi', { x: 36.5, y: 40 }, 0],
      ['7-wi', { x: 40, y: 40 }, 0],
    ]);
  });

  it('facing the enemy to the west, runs north to south with the leader east of it', () => {
    const placed = battleLine(ironBrigade, { x: 50, y: 20 }, 270);
    const line = placed.filter((p) => p.formation === 'battle-line');
    expect(line.every((p) => p.at.x === 50 && p.facingDeg === 270)).toBe(true);
    // Left to right facing west is south to north.
    expect(line.map((p) => p.at.y)).toEqual([23.5, 19.5, 16]);
    expect(placed.find((p) => p.unit === 'meredith')!.at).toEqual({ x: 50 + LEADER_BEHIND_IN, y: 20 });
  });
});

describe('a drop in a set-up area', () => {
  const setupAreas: TabletopMap['setupAreas'] = [
    { id: 'union-south', side: 'union', withinInOfEdge: { edge: 'south', distanceIn: 6 } },
    { id: 'union-wood', side: 'union', area: [{ x: 50, y: 10 }, { x: 62, y: 10 }, { x: 62, y: 26 }, { x: 50, y: 26 }] },
  ];
  const inside = (placed: TabletopPlacement[], id: string) => {
    const ring = setupAreaRing(setupAreas.find((a) => a.id === id)!, board)!;
    const fronts = Object.fromEntries(ironBrigade.map((u) => [u.unit, u.formation === 'any' ? 0 : u.frontIn]));
    // Each unit's front, both ends of it, lies inside the area.
    return placed.every((p) => [-1, 0, 1].every((k) => pointInPolygon({ x: p.at.x + k * (fronts[p.unit]! / 2) * Math.cos((p.facingDeg * Math.PI) / 180), y: p.at.y + k * (fronts[p.unit]! / 2) * Math.sin((p.facingDeg * Math.PI) / 180) }, ring)));
  };

  it('near the edge of the area, slides into it rather than standing half out (the leader behind the line too)', () => {
    // Dropped an inch inside the band along the south edge: the leader would stand 2" behind, off the table's band.
    const placed = deployDrop(ironBrigade, { x: 36, y: 53 }, { board, map: { setupAreas } });
    expect(placed.every((p) => p.facingDeg === 0)).toBe(true);
    expect(inside(placed, 'union-south')).toBe(true);
    // The least slide: the line stays where it was dropped across the table, moved only up.
    expect(placed.find((p) => p.unit === '6-wi')!.at.x).toBeCloseTo(36.5, 1);
  });

  it('at the end of a drawn area, slides along so every regiment is in it, facing the middle of the table', () => {
    const placed = deployDrop(ironBrigade, { x: 51, y: 12 }, { board, map: { setupAreas } });
    // From the area's middle (56,18) the table's middle (36,27) lies west-south-west: west, squarely.
    expect(placed.every((p) => p.facingDeg === 270)).toBe(true);
    expect(inside(placed, 'union-wood')).toBe(true);
  });

  it('outside any set-up area, stands where it was dropped', () => {
    expect(deployDrop(ironBrigade, { x: 36, y: 30 }, { board, map: { setupAreas } })).toEqual(battleLine(ironBrigade, { x: 36, y: 30 }, 0));
  });
});

describe('Line up', () => {
  it('lines up the regiments along the drawn line and puts the leader behind them, not in the line', () => {
    const units: TabletopPlacement[] = ironBrigade.map((u, i) => ({ side: u.side, unit: u.unit, at: { x: 10 + i * 5, y: 10 }, facingDeg: 180, formation: u.formation }));
    const h = new History({ map: { kind: 'tabletop' as const, features: [], units } });
    h.execute(lineUpUnits(units, ironBrigade.map((u) => u.frontIn), { x: 20, y: 30 }, { x: 40, y: 30 }));
    const at = Object.fromEntries(h.doc.map.units!.map((u) => [u.unit, [u.at, u.facingDeg]]));
    expect(at['2-wi']).toEqual([{ x: 22, y: 30 }, 0]);
    expect(at['6-wi']).toEqual([{ x: 26, y: 30 }, 0]);
    expect(at['7-wi']).toEqual([{ x: 29.5, y: 30 }, 0]);
    // The line is 11" long from x 20: the leader stands behind its middle, to the south.
    expect(at.meredith).toEqual([{ x: 25.5, y: 30 + LEADER_BEHIND_IN }, 0]);
  });

  it('puts each leader behind his own formation in the line, not behind the middle of the whole line', () => {
    // Two brigades lined up together: Meredith's regiments first, then Cutler's; each leader behind his own.
    const cutler: DeployingUnit[] = [
      { side: 'union', unit: '76-ny', frontIn: 4, formation: 'battle-line' },
      { side: 'union', unit: 'cutler', frontIn: 1, formation: 'any' },
      { side: 'union', unit: '147-ny', frontIn: 2, formation: 'battle-line' },
    ];
    const all = [...ironBrigade, ...cutler];
    const units: TabletopPlacement[] = all.map((u, i) => ({ side: u.side, unit: u.unit, at: { x: 5 + i * 5, y: 10 }, facingDeg: 180, formation: u.formation }));
    const oob = {
      children: [
        { id: 'div', kind: 'formation', level: 'division', name: 'First Division', leaders: [{ id: 'wadsworth', name: 'Wadsworth', role: 'division', lb: 1 }], children: [
          { id: 'iron', kind: 'formation', level: 'brigade', name: 'Iron Brigade', leaders: [{ id: 'meredith', name: 'Meredith', role: 'brigade', lb: 1 }], children: ['2-wi', '6-wi', '7-wi'].map((id) => ({ arm: 'infantry', id, name: id })) },
          { id: 'second', kind: 'formation', level: 'brigade', name: 'Second Brigade', leaders: [{ id: 'cutler', name: 'Cutler', role: 'brigade', lb: 1 }], children: ['76-ny', '147-ny'].map((id) => ({ arm: 'infantry', id, name: id })) },
        ] },
      ],
    } as unknown as OrderOfBattle;
    const commanded = commandedBy(oob);
    expect([...commanded.get('cutler')!]).toEqual(['76-ny', '147-ny']);
    expect(commanded.get('wadsworth')!.size).toBe(5);
    const key = (unit: string) => placementKey({ side: 'union', unit });
    const commands = Object.fromEntries(['meredith', 'cutler'].map((l) => [key(l), units.filter((u) => commanded.get(l)!.has(u.unit)).map(placementKey)]));
    const h = new History({ map: { kind: 'tabletop' as const, features: [], units } });
    h.execute(lineUpUnits(units, all.map((u) => u.frontIn), { x: 20, y: 30 }, { x: 60, y: 30 }, undefined, commands));
    const at = Object.fromEntries(h.doc.map.units!.map((u) => [u.unit, u.at]));
    // Iron Brigade from x 20 to 31 (4 + 3 + 3 and two gaps): Meredith behind x 25.5.
    expect(at.meredith).toEqual({ x: 25.5, y: 30 + LEADER_BEHIND_IN });
    // Then a gap, 76th from 31.5 to 35.5, 147th from 36 to 38: Cutler behind x 34.75.
    expect(at['76-ny']).toEqual({ x: 33.5, y: 30 });
    expect(at.cutler).toEqual({ x: 34.75, y: 30 + LEADER_BEHIND_IN });
  });
});
