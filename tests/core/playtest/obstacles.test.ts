/**
 * Crossing an obstacle in the playtest (issue 41, rules notes P23): in open terrain a fence or wall costs
 * an inch of movement, or the whole move is made at the broken rate, the mover's choice; in slower
 * terrain it costs nothing extra (B:637). A 15mm battle line moves 6" an action in the open and 5" in
 * broken ground, 2" in heavy woods (B:2809): the costs below are worked out from those.
 */
import { describe, expect, it } from 'vitest';
import { History } from '../../../core/history';
import { actionsOf, CROSSING_OBSTACLE, moveUnit, readMove, replayPlaytest, startPlaytest, type PlaytestGround } from '../../../core/playtest';
import type { TabletopMap, TerrainFeature } from '../../../core/model/scenario.generated';
import { citedLine } from '../../support/seeds';
import { duelGround } from '../preview/fixtures';

const U1 = 'union\u0000u1';

/** The 2nd Wisconsin at (20, 30) facing north, a rail fence across its front at y = 28, and what else is drawn. */
function field(extra: TerrainFeature[] = []): { ground: PlaytestGround; map: TabletopMap } {
  const map = {
    kind: 'tabletop',
    features: [{ id: 'fence', kind: 'wooden-fence', shape: 'polyline', label: 'Rail fence', points: [{ x: 0, y: 28 }, { x: 48, y: 28 }] }, ...extra],
    units: [
      { side: 'union', unit: 'u1', at: { x: 20, y: 30 }, facingDeg: 0, formation: 'battle-line' },
      { side: 'confederate', unit: 'c1', at: { x: 40, y: 5 }, facingDeg: 180, formation: 'battle-line' },
    ],
  } as unknown as TabletopMap;
  const ground = duelGround('Fences');
  return { ground, map };
}

describe('crossing an obstacle (B:637)', () => {
  it('the book: an inch lost, or the whole move as if over broken terrain; nothing extra in slower terrain', () => {
    expect(citedLine(CROSSING_OBSTACLE.source)).toMatch(/cross over an obstacle such as fences or walls by losing 1 inch of movement, or it can do the whole move as if moving over broken terrain/);
  });

  it('4" over a fence in the open: 5" at 6" an action losing an inch (0.83), or 4" at the broken 5" (0.8); 0.67 with no fence', () => {
    const { ground, map } = field();
    const p = startPlaytest(ground, map, 1);
    const inch = readMove(ground, p, U1, { x: 20, y: 26 });
    expect(inch.obstacles).toEqual(['Rail fence']);
    expect(inch.actionsCost).toBeCloseTo(5 / 6, 2);
    const broken = readMove(ground, p, U1, { x: 20, y: 26 }, undefined, [], 'broken-rate');
    expect(broken.actionsCost).toBeCloseTo(4 / 5, 2);
    expect(broken.trace.find((t) => t.step === 'obstacle crossed')!.value).toBe('the whole move at the broken rate');
    const bare = field();
    bare.map.features = [];
    expect(readMove(bare.ground, startPlaytest(bare.ground, bare.map, 1), U1, { x: 20, y: 26 }).actionsCost).toBeCloseTo(4 / 6, 2);
    // A move that stops short of the fence pays nothing for it.
    expect(readMove(ground, p, U1, { x: 20, y: 29 }).obstacles).toEqual([]);
  });

  it('the choice is the move’s: recorded on the action, replayed from the seed', () => {
    const { ground, map } = field();
    const h = new History(startPlaytest(ground, map, 1));
    h.execute(moveUnit(ground, U1, { x: 20, y: 26 }, undefined, [], 'broken-rate'));
    expect(h.doc.log.at(-1)!.action).toEqual({ do: 'move', unit: U1, at: { x: 20, y: 26 }, obstacle: 'broken-rate' });
    expect(h.doc.spent?.[U1]).toBeCloseTo(0.8, 2);
    expect(replayPlaytest(ground, map, 1, actionsOf(h.doc))).toEqual(h.doc);
  });

  it('a fence inside heavy woods costs nothing more: 3" at the woods’ 2" an action, 1.5 actions either way', () => {
    const woods = { id: 'woods', kind: 'heavy-woods', shape: 'polygon', label: 'Herbst woods', points: [{ x: 0, y: 20 }, { x: 48, y: 20 }, { x: 48, y: 35 }, { x: 0, y: 35 }] } as unknown as TerrainFeature;
    const { ground, map } = field([woods]);
    const p = startPlaytest(ground, map, 1);
    expect(readMove(ground, p, U1, { x: 20, y: 27 }).actionsCost).toBeCloseTo(1.5, 2);
    expect(readMove(ground, p, U1, { x: 20, y: 27 }, undefined, [], 'broken-rate').actionsCost).toBeCloseTo(1.5, 2);
  });
});
