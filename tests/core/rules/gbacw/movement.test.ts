/**
 * Movement costs on small hand-made hex maps against the digest's worked cases (TC25 trails, TC26 road
 * marches, TC33 moving through friends, TC41 and TC27 allowances) and the book's rules on connected
 * paths, hexsides, facing and the enemy.
 */
import { describe, expect, it } from 'vitest';
import { besideEnemy, leaderDistance, leaderMps, movementAllowance, pathCost, type FriendsInHex } from '../../../../core/rules/gbacw';
import { side, testMap, walk } from './fixtures';

const plan = testMap();
/** A column of hexes running south from 0502. */
const column = walk(plan, '0502', 'S', 'S', 'S', 'S');

describe('Movement Allowance (9.1, 14.22, 17.31)', () => {
  it('TC41: Attack halves 5 to 3; mounting to an 8 gives 4 under Advance and 2 under Attack; dismounting to a 5 under Attack gives 2', () => {
    expect(movementAllowance({ printed: 5, orders: 'attack' }).ma).toBe(3);
    expect(movementAllowance({ printed: 6, orders: 'advance', mountingTo: 8 }).ma).toBe(4);
    expect(movementAllowance({ printed: 6, orders: 'attack', mountingTo: 8 }).ma).toBe(2);
    expect(movementAllowance({ printed: 8, orders: 'attack', mountingTo: 5 }).ma).toBe(2);
  });

  it('TC27: Fatigue 3 on a printed 6 under Attack: 3 less 2 is 1; Fatigue 1 takes 1; OK and 0 take nothing', () => {
    const out = movementAllowance({ printed: 6, orders: 'attack', fatigue: '3' });
    expect(out.ma).toBe(1);
    expect(out.trace.map((s) => s.step)).toEqual(['printed MA', 'Attack Orders', 'Fatigue']);
    expect(movementAllowance({ printed: 6, orders: 'advance', fatigue: '1' }).ma).toBe(5);
    expect(movementAllowance({ printed: 6, orders: 'advance', fatigue: 'OK' }).ma).toBe(6);
  });

  it('TC39: a battery of MA 8 that fires has 4; Blown cavalry halves its Disordered MA', () => {
    expect(movementAllowance({ printed: 8, orders: 'advance', artilleryFires: true }).ma).toBe(4);
    expect(movementAllowance({ printed: 5, orders: 'advance', blown: true }).ma).toBe(3);
  });
});

describe('the cost of a path on the Terrain Effects Chart (9.4)', () => {
  it('each hex entered costs its chart row for the class; the start hex costs nothing', () => {
    const m = testMap({ hexes: [{ hex: column[2]!, terrain: 'heavy-woods' }] });
    expect(pathCost(m, { cls: 'infantry', orders: 'advance' }, column.slice(0, 4)).total).toBe(1 + 2 + 1);
    expect(pathCost(m, { cls: 'artillery', orders: 'advance' }, column.slice(0, 4)).total).toBe(1 + 5 + 1);
    const leader = pathCost(m, { cls: 'leader' }, column.slice(0, 4));
    expect(leader.total).toBe(4);
  });

  it('a hexside adds its own cost; a prohibited one may not be crossed at all (9.42)', () => {
    const m = testMap({ hexsides: [side(plan, column[0]!, column[1]!, 'stream'), side(plan, column[1]!, column[2]!, 'river')] });
    const stream = pathCost(m, { cls: 'artillery', orders: 'advance' }, column.slice(0, 2));
    expect(stream.total).toBe(1 + 2);
    expect(stream.steps[1]!.disorder).toEqual(['d']);
    const river = pathCost(m, { cls: 'infantry', orders: 'advance' }, column.slice(0, 3));
    expect(river.legal).toBe(false);
    expect(river.problems.join()).toContain('River');
  });

  it('a kind the chart does not list is named, never priced at a guess', () => {
    const m = testMap({ hexes: [{ hex: column[1]!, terrain: 'brush' }] });
    const out = pathCost(m, { cls: 'infantry', orders: 'advance' }, column.slice(0, 2));
    expect(out.missing).toEqual(['brush']);
    expect(out.legal).toBe(false);
  });

  it('a custom kind plays as the built-in kind it names', () => {
    const m = testMap({ hexes: [{ hex: column[1]!, terrain: 'custom-pines' }], terrainKinds: [{ id: 'custom-pines', label: 'Pines', playsAs: 'heavy-woods' }] });
    expect(pathCost(m, { cls: 'infantry', orders: 'advance' }, column.slice(0, 2)).total).toBe(2);
  });
});

describe('roads and trails: only from a connected path hex (9.43–9.45)', () => {
  const woods = column.slice(1, 5).map((hex) => ({ hex, terrain: 'heavy-woods' }));

  it('TC25: artillery on Advance through 5-MP Woods along a connected Trail pays 3; under March 2', () => {
    const m = testMap({ hexes: woods, paths: [{ id: 't', kind: 'trail', hexes: column }] });
    const advance = pathCost(m, { cls: 'artillery', orders: 'advance' }, column.slice(0, 2));
    expect(advance.total).toBe(3);
    expect(advance.steps[1]!.along).toBe('trail');
    expect(pathCost(m, { cls: 'artillery', orders: 'march' }, column.slice(0, 2)).total).toBe(2);
  });

  it('TC25: a leader through 2-MP Woods on a Trail pays 1; March through 1-MP Clear on a Trail pays at least 1', () => {
    const m = testMap({ hexes: woods, paths: [{ id: 't', kind: 'trail', hexes: column }] });
    expect(pathCost(m, { cls: 'leader' }, column.slice(0, 2)).total).toBe(1);
    const clear = testMap({ paths: [{ id: 't', kind: 'trail', hexes: column }] });
    expect(pathCost(clear, { cls: 'infantry', orders: 'march' }, column.slice(0, 2)).total).toBe(1);
  });

  it('a trail hex entered from off the trail pays its terrain; Attack Orders never use paths', () => {
    const m = testMap({ hexes: woods, paths: [{ id: 't', kind: 'trail', hexes: column.slice(1) }] });
    // From column[0], not on the trail, into column[1] (woods): the woods' cost.
    expect(pathCost(m, { cls: 'artillery', orders: 'advance' }, column.slice(0, 2)).total).toBe(5);
    // Along the trail from column[1] to column[2]: half.
    expect(pathCost(m, { cls: 'artillery', orders: 'advance' }, column.slice(1, 3)).total).toBe(3);
    expect(pathCost(m, { cls: 'artillery', orders: 'attack' }, column.slice(1, 3)).total).toBe(5);
  });

  it('Advance uses a path only with March stacking (8.13)', () => {
    const m = testMap({ hexes: woods, paths: [{ id: 't', kind: 'trail', hexes: column }] });
    expect(pathCost(m, { cls: 'infantry', orders: 'advance', marchStacking: false }, column.slice(0, 2)).total).toBe(2);
  });

  it('TC26: March on a road costs ½ MP a hex, so 24 MPs go 48 hexes; Advance pays the road’s printed 1', () => {
    const long = walk(plan, '0601', 'S', 'S', 'S', 'S', 'S', 'S', 'S', 'S', 'S', 'S', 'S');
    const m = testMap({ hexes: long.map((hex) => ({ hex, terrain: 'heavy-woods' })), paths: [{ id: 'r', kind: 'road', hexes: long }] });
    const march = pathCost(m, { cls: 'infantry', orders: 'march' }, long);
    expect(march.total).toBe(11 * 0.5);
    // Two hexes a MP: the 24 MPs of four March equivalents go 48 hexes.
    expect(24 * (11 / march.total)).toBe(48);
    expect(pathCost(m, { cls: 'infantry', orders: 'advance' }, long).total).toBe(11);
  });

  it('a road runs regardless of the terrain and its hexsides, but Breastworks keep their cost (15.22)', () => {
    const m = testMap({
      paths: [{ id: 'r', kind: 'road', hexes: column }],
      hexsides: [side(plan, column[0]!, column[1]!, 'stream'), side(plan, column[1]!, column[2]!, 'breastworks')],
    });
    const out = pathCost(m, { cls: 'artillery', orders: 'march' }, column.slice(0, 3));
    expect(out.total).toBe(0.5 + 0.5 + 2);
    expect(out.steps[1]!.disorder).toEqual([]);
  });

  it('a Bridge carries the road over a River; without the road, or under Attack Orders, the River stops the unit', () => {
    const m = testMap({
      paths: [{ id: 'r', kind: 'road', hexes: column.slice(0, 3) }],
      hexsides: [side(plan, column[1]!, column[2]!, 'river'), side(plan, column[1]!, column[2]!, 'bridge')],
    });
    expect(pathCost(m, { cls: 'infantry', orders: 'march' }, column.slice(1, 3))).toMatchObject({ legal: true, total: 0.5 });
    expect(pathCost(m, { cls: 'infantry', orders: 'attack' }, column.slice(1, 3)).legal).toBe(false);
    const noRoad = testMap({ hexsides: [side(plan, column[1]!, column[2]!, 'river'), side(plan, column[1]!, column[2]!, 'bridge')] });
    expect(pathCost(noRoad, { cls: 'infantry', orders: 'march' }, column.slice(1, 3)).legal).toBe(false);
  });

  it('a Ford takes its own cost along a trail in place of the stream it crosses', () => {
    const m = testMap({
      paths: [{ id: 't', kind: 'trail', hexes: column.slice(0, 2) }],
      hexsides: [side(plan, column[0]!, column[1]!, 'stream'), side(plan, column[0]!, column[1]!, 'ford')],
    });
    // Half of Clear's 1, rounded up under Advance, plus the ford's 1 instead of the stream's 2.
    expect(pathCost(m, { cls: 'artillery', orders: 'advance' }, column.slice(0, 2)).total).toBe(1 + 1);
  });

  it('no terrain Disorder along a path (9.47 note 1)', () => {
    const m = testMap({ hexes: [{ hex: column[1]!, terrain: 'marsh' }], paths: [{ id: 'r', kind: 'road', hexes: column.slice(0, 2) }] });
    expect(pathCost(m, { cls: 'infantry', orders: 'march' }, column.slice(0, 2)).steps[1]!.disorder).toEqual([]);
    expect(pathCost(m, { cls: 'infantry', orders: 'attack' }, column.slice(0, 2)).steps[1]!.disorder).toEqual(['D']);
  });
});

describe('facing on the move (7.2)', () => {
  it('one vertex per hex is free, more costs 1 MP; March pays for more than one hexside', () => {
    const m = testMap();
    expect(pathCost(m, { cls: 'infantry', orders: 'advance' }, [column[0]!, { hex: column[1]!, turn: 1 }]).total).toBe(1);
    expect(pathCost(m, { cls: 'infantry', orders: 'advance' }, [column[0]!, { hex: column[1]!, turn: 2 }]).total).toBe(2);
    expect(pathCost(m, { cls: 'infantry', orders: 'march' }, [{ hex: column[0]!, turn: 2 }, column[1]!]).total).toBe(2);
  });

  it('Attack Orders in Woods pay 1 MP a vertex, or 1 MP for a half turn', () => {
    const m = testMap({ hexes: [{ hex: column[0]!, terrain: 'light-woods' }] });
    const turn = (n: number) => pathCost(m, { cls: 'infantry', orders: 'attack' }, [{ hex: column[0]!, turn: n }]).total;
    expect([1, 2, 3].map(turn)).toEqual([1, 2, 1]);
  });

  it('turning along connected path hexes is free (9.45)', () => {
    const m = testMap({ paths: [{ id: 'r', kind: 'road', hexes: column }] });
    expect(pathCost(m, { cls: 'infantry', orders: 'march' }, [column[0]!, { hex: column[1]!, turn: 2 }, column[2]!]).total).toBe(1);
  });
});

describe('through friends (8.22) and beside the enemy (9.5)', () => {
  const friendsIn = (hex: string, f: FriendsInHex = {}) => new Map([[hex, f]]);

  it('TC33: through friends in 2-MP Woods costs 4, then a UDD at +2; in Clear 3 and a UDD at no DRM', () => {
    const m = testMap({ hexes: [{ hex: column[1]!, terrain: 'heavy-woods' }] });
    const woods = pathCost({ ...m, friends: friendsIn(column[1]!) }, { cls: 'infantry', orders: 'advance' }, column.slice(0, 3));
    expect(woods.steps[1]!.mps).toBe(4);
    expect(woods.udds).toEqual([{ hex: column[1], drm: 2 }]);
    const clear = pathCost({ ...testMap(), friends: friendsIn(column[1]!) }, { cls: 'infantry', orders: 'advance' }, column.slice(0, 3));
    expect(clear.steps[1]!.mps).toBe(3);
    expect(clear.udds).toEqual([{ hex: column[1], drm: 0 }]);
  });

  it('TC33: infantry through a hex of friendly artillery alone pays only the terrain and takes no UDD; artillery through infantry does not', () => {
    const through = pathCost({ ...testMap(), friends: friendsIn(column[1]!, { artilleryOnly: true }) }, { cls: 'infantry', orders: 'advance' }, column.slice(0, 3));
    expect(through.steps[1]!.mps).toBe(1);
    expect(through.udds).toEqual([]);
    const guns = pathCost({ ...testMap(), friends: friendsIn(column[1]!, { artilleryOnly: true }) }, { cls: 'artillery', orders: 'advance' }, column.slice(0, 3));
    expect(guns.steps[1]!.mps).toBe(3);
  });

  it('along a road through friends at the road cost; friends on March make it go round them at the terrain’s cost', () => {
    const m = testMap({ hexes: [{ hex: column[1]!, terrain: 'heavy-woods' }], paths: [{ id: 'r', kind: 'road', hexes: column }] });
    const along = pathCost({ ...m, friends: friendsIn(column[1]!) }, { cls: 'infantry', orders: 'march' }, column.slice(0, 3));
    expect(along.steps[1]!.mps).toBe(0.5);
    expect(along.udds).toEqual([]);
    expect(pathCost({ ...m, friends: friendsIn(column[1]!, { march: true }) }, { cls: 'infantry', orders: 'march' }, column.slice(0, 3)).steps[1]!.mps).toBe(2);
  });

  it('stopping with friends costs nothing more, unless they are Refused (+1)', () => {
    expect(pathCost({ ...testMap(), friends: friendsIn(column[1]!) }, { cls: 'infantry', orders: 'advance' }, column.slice(0, 2)).total).toBe(1);
    expect(pathCost({ ...testMap(), friends: friendsIn(column[1]!, { refused: true }) }, { cls: 'infantry', orders: 'advance' }, column.slice(0, 2)).total).toBe(2);
  });

  it('the enemy: never into his hex; stop beside him; Advance only beside artillery; March and artillery never beside', () => {
    const m = testMap();
    const enemy = (artillery: boolean) => ({ ...m, enemies: [{ hex: m.at(column[3]!), artillery }] });
    expect(pathCost(enemy(false), { cls: 'infantry', orders: 'attack' }, column.slice(0, 3)).legal).toBe(true);
    expect(pathCost(enemy(false), { cls: 'infantry', orders: 'attack' }, column.slice(0, 4)).problems.join()).toContain('enemy combat unit');
    const past = pathCost(enemy(false), { cls: 'infantry', orders: 'attack' }, [column[1]!, column[2]!, m.step(column[2]!, 'SE')]);
    expect(past.problems.join()).toContain('must stop');
    expect(pathCost(enemy(false), { cls: 'infantry', orders: 'advance' }, column.slice(0, 3)).problems.join()).toContain('Advance Orders');
    expect(pathCost(enemy(true), { cls: 'infantry', orders: 'advance' }, column.slice(0, 3)).legal).toBe(true);
    expect(pathCost(enemy(true), { cls: 'artillery', orders: 'advance' }, column.slice(0, 3)).legal).toBe(false);
    expect(pathCost(enemy(true), { cls: 'infantry', orders: 'march' }, column.slice(0, 3)).legal).toBe(false);
  });

  it('Advance may cross a Bridge or Ford to come beside enemy infantry (9.23)', () => {
    const m = testMap({ paths: [{ id: 'r', kind: 'road', hexes: column.slice(1, 3) }], hexsides: [side(plan, column[1]!, column[2]!, 'stream'), side(plan, column[1]!, column[2]!, 'ford')] });
    const out = pathCost({ ...m, enemies: [{ hex: m.at(column[3]!) }] }, { cls: 'infantry', orders: 'advance' }, column.slice(1, 3));
    expect(out.legal).toBe(true);
  });

  it('with an MA it says whether the path fits', () => {
    const m = testMap({ hexes: [{ hex: column[1]!, terrain: 'heavy-woods' }] });
    expect(pathCost(m, { cls: 'infantry', orders: 'advance', ma: 3 }, column.slice(0, 3)).withinMa).toBe(true);
    expect(pathCost(m, { cls: 'infantry', orders: 'advance', ma: 2 }, column.slice(0, 3)).withinMa).toBe(false);
  });
});

describe('Command Range in leader MPs (4.15)', () => {
  it('counts the subordinate’s hex and not the superior’s, over the chart’s leader costs', () => {
    const m = testMap({ hexes: [{ hex: column[1]!, terrain: 'heavy-woods' }] });
    expect(leaderDistance(m, m.at(column[0]!), m.at(column[2]!)).mps).toBe(3);
    expect(leaderDistance(m, m.at(column[0]!), m.at(column[0]!)).mps).toBe(0);
  });

  it('goes round what a leader may not cross; without a chart it counts hexes', () => {
    const m = testMap({ hexes: [{ hex: column[1]!, terrain: 'heavy-woods' }] });
    expect(leaderDistance({ map: m.map }, m.at(column[0]!), m.at(column[3]!))).toMatchObject({ mps: 3, byHexes: true });
    // Across a River a leader may not go: round it by the hex beside both, 2 MPs instead of 1.
    const river = testMap({ hexsides: [side(plan, column[0]!, column[1]!, 'river')] });
    expect(leaderDistance(river, river.at(column[0]!), river.at(column[1]!)).mps).toBe(2);
  });

  it('never through a hex beside the enemy that no friendly combat unit holds', () => {
    const m = testMap();
    const enemies = [m.at(plan.step(column[1]!, 'NE'))];
    const cut = leaderDistance({ ...m, enemies }, m.at(column[0]!), m.at(column[2]!));
    expect(cut.mps).toBeGreaterThan(2);
    const held = leaderDistance({ ...m, enemies, friendlyCombat: new Set([column[1]!]) }, m.at(column[0]!), m.at(column[2]!));
    expect(held.mps).toBe(2);
  });

  it('one trace out from a superior gives each of his subordinates’ hexes what a trace to it alone gives', () => {
    const m = testMap({ hexes: [{ hex: column[1]!, terrain: 'heavy-woods' }], hexsides: [side(plan, column[2]!, column[3]!, 'river')] });
    const enemies = [m.at(plan.step(column[3]!, 'NE'))];
    const ctx = { ...m, enemies };
    const to = [...column.slice(1), plan.step(column[2]!, 'NW'), plan.step(column[3]!, 'NE')];
    const traced = leaderMps({ ...ctx, besideEnemy: besideEnemy(m.map, enemies) }, m.at(column[0]!), to.map((h) => m.at(h)));
    expect([...traced.keys()]).toEqual(to);
    for (const h of to) expect(traced.get(h)).toBe(leaderDistance(ctx, m.at(column[0]!), m.at(h)).mps);
    // Through the woods, and none past the hexes beside the enemy to the enemy's own.
    expect(traced.get(column[1]!)).toBe(2);
    expect(traced.get(to.at(-1)!)).toBe(Number.POSITIVE_INFINITY);
  });
});
