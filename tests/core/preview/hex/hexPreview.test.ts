import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hexDistance, indexHexMap } from '../../../../core/hex';
import { placementKey } from '../../../../core/map/commands';
import { HEX_RULES_PREVIEW, hexRulesPreviewOf, placedCounters, type HexRulesPreview } from '../../../../core/preview/hex';
import { artilleryRange, attackOddsOnMap, pathCost } from '../../../../core/rules/bluegrey';
import { gbacwFireOdds, lineOfSight as gbacwSight, ordersChangeOdds, pathCost as gbacwPath, terrainChart } from '../../../../core/rules/gbacw';
import type { HexMap, MusterScenario } from '../../../../core/model/scenario.generated';

const load = (file: string): MusterScenario => JSON.parse(readFileSync(join(__dirname, '../../../../scenarios', file), 'utf8')) as MusterScenario;
const key = (side: string, unit: string) => placementKey({ side, unit });
const SEED_FILE = /\d{3}_[0-9a-f]{16}\.txt/;
const bg = HEX_RULES_PREVIEW.bluegrey!;
const gb = HEX_RULES_PREVIEW.gbacw!;
const answer = <T>(a: T | string): T => {
  if (typeof a === 'string') throw new Error(a);
  return a;
};

describe('the hex rules preview dispatches on the scenario’s ruleset', () => {
  it('offers Blue & Grey’s attack and artillery, GBACW’s shock, battery fire and command, and nothing for a tabletop or a map file', () => {
    expect(hexRulesPreviewOf(load('hex-example.scenario.json'))).toBe(bg);
    expect(hexRulesPreviewOf(load('gbacw/example-crossroads.scenario.json'))).toBe(gb);
    expect(bg.modes).toEqual(['path', 'sight', 'attack', 'artillery']);
    expect(gb.modes).toEqual(['path', 'sight', 'attack', 'artillery', 'command']);
    expect(hexRulesPreviewOf({ ruleset: 'adf', map: { kind: 'tabletop' } })).toBeUndefined();
    expect(hexRulesPreviewOf({ map: { kind: 'hex' } })).toBeUndefined();
  });

  it('finds every placement of an imported battle among its sides’ counters', () => {
    const shiloh = load('bluegrey/shiloh.scenario.json');
    const placed = placedCounters(shiloh);
    expect(placed.length).toBe((shiloh.map as HexMap).units!.length);
    expect(placed.length).toBeGreaterThan(40);
  });
});

describe('Blue & Grey on the hex example', () => {
  const doc = load('hex-example.scenario.json');
  const map = doc.map as HexMap;
  const enemies = [
    { hex: '1105', unitClass: 'infantry' as const },
    { hex: '1106', unitClass: 'artillery' as const },
  ];

  it('costs a brigade’s road march into the enemy’s zone as pathCost does, the last step stopping it', () => {
    const path = ['0605', '0705', '0805', '0905', '1005'];
    const p = answer(bg.path(doc, key('union', 'u-1-2-iv'), path));
    const engine = pathCost(map, 'infantry', path, { allowance: 6, enemies, friendlyInfantryOrCavalry: ['0504'] });
    expect(p.total).toBe(engine.totalText);
    expect(p.steps.map((s) => s.cost)).toEqual(engine.steps.map((s) => s.mp));
    expect(p.steps.map((s) => s.stops)).toEqual([false, false, false, true]);
    expect(p.steps[0]!.terrain).toMatch(/road/);
    expect(p.allowance).toBe('6');
    expect(p.within).toBe(true);
    expect(p.trace.some((s) => s.source?.startsWith('B&G ·'))).toBe(true);
    expect(JSON.stringify(p)).not.toMatch(SEED_FILE);
  });

  it('refuses a step into the enemy’s hex with the reason, and a leader a move at all', () => {
    const p = answer(bg.path(doc, key('union', 'u-1-2-iv'), ['0605', '0705', '0805', '0905', '1005', '1105']));
    expect(p.allowed).toBe(false);
    expect(p.steps.at(-1)!.refused).toBeTruthy();
    expect(bg.path(doc, key('union', 'u-harlan'), ['0605', '0705'])).toMatch(/leader/);
  });

  it('blocks a line through the woods at 0505 and names the rule by its book place', () => {
    const s = bg.sight(doc, '0305', '0905');
    expect(s.clear).toBe(false);
    expect(s.blocks.map((b) => b.hexes)).toEqual([['0505']]);
    expect(s.blocks[0]!.source).toMatch(/^B&G ·/);
    expect(s.range).toBe(6);
    expect(bg.sight(doc, '0305', '0302').clear).toBe(true);
  });

  it('gives the odds and the CRT chances attackOddsOnMap gives, with every unit of the defending hex', () => {
    const a = answer(bg.attack!(doc, [key('union', 'u-bty-b')], key('confederate', 'c-marsh')));
    const engine = attackOddsOnMap(map, {
      attackers: [{ id: 'Battery B', hex: '0706', strength: 2, unitClass: 'artillery', profile: 'field' }],
      defenders: [{ id: 'Marsh', hex: '1105', strength: 7, unitClass: 'infantry' }],
      defenderFriends: [{ hex: '1106', unitClass: 'artillery' }],
    });
    expect(a.defenders).toHaveLength(1);
    expect([a.attack, a.defence, a.odds, a.column, a.allowed]).toEqual([engine.attack, engine.defence, engine.odds, engine.column, engine.allowed]);
    expect(Object.fromEntries(a.results.map((r) => [r.result, r.chance]))).toEqual(engine.results);
    expect(a.results.reduce((s, r) => s + r.chance, 0)).toBeCloseTo(1, 12);
  });

  it('measures a battery’s range and strength at range as artilleryRange does', () => {
    const r = answer(bg.artillery!(doc, key('union', 'u-bty-b'), '1105'));
    const engine = artilleryRange(map, '0706', '1105', { strength: 2, profile: 'field' });
    expect([r.range, r.inRange, r.canFire, r.strength]).toEqual([engine.range, engine.inRange, engine.canAttack, engine.strength]);
    expect(bg.artillery!(doc, key('union', 'u-kent'), '1105')).toMatch(/not artillery/);
  });
});

describe('GBACW on the crossroads example', () => {
  const doc = load('gbacw/example-crossroads.scenario.json');
  const map = indexHexMap(doc.map as HexMap);
  const chart = terrainChart(doc.gameTables, undefined)!;

  it('costs a path under the brigade’s Advance Orders on the game’s chart', () => {
    const path = ['0404', '0504', '0604', '0704'];
    const p = answer(gb.path(doc, key('union', 'u-1'), path));
    const engine = gbacwPath({ map, chart }, { cls: 'infantry', orders: 'advance', ma: 6 }, path);
    expect(p.total).toBe(String(engine.total));
    expect(p.steps.map((s) => s.cost)).toEqual(engine.steps.slice(1).map((s) => String(s.mps)));
    expect(p.mover).toMatch(/Advance Orders/);
    expect(p.steps[2]!.terrain).toMatch(/along the trail/);
    expect(JSON.stringify(p)).not.toMatch(SEED_FILE);
  });

  it('stops a path beside the enemy and says so', () => {
    const p = answer(gb.path(doc, key('union', 'u-1'), ['0404', '0504', '0604', '0704', '0804', '0903']));
    expect(p.steps.at(-1)!.stops).toBe(true);
    expect(p.allowed).toBe(p.problems.length === 0);
  });

  it('blocks the line across Example Woods at 0605 with levels, as the engine does', () => {
    const s = gb.sight(doc, '0405', '1006');
    const engine = gbacwSight({ map, chart }, map.coordOf('0405')!, map.coordOf('1006')!);
    expect(s.clear).toBe(false);
    expect(s.blocks.map((b) => b.hexes)).toEqual(engine.blocks.map((b) => (b.across ? [b.hex, b.across] : [b.hex])));
    expect(s.blocks.map((b) => b.hexes[0])).toContain('0605');
    expect([s.fromLevel, s.toLevel]).toEqual(['0', '0']);
    expect(gb.sight(doc, '0403', '1003').clear).toBe(true);
  });

  it('lists the command checks with the counter each is about, and a division’s activations', () => {
    const c = gb.command!(doc, key('union', 'u-tull'));
    const cole = c.problems.find((p) => p.counterKey === key('union', 'u-cole'));
    expect(cole?.severity).toBe('note');
    expect(cole?.source).toMatch(/^GBACW ·/);
    expect(c.leader).toBe('Tull');
    expect(c.units.map((u) => u.name)).toEqual(expect.arrayContaining(['Ward', 'Cole']));
    expect(c.activations.map((a) => a.name)).toEqual(['Tull']);
    expect(c.activations[0]!.byMarker).toEqual({ 1: 1, 2: 2, 3: 3, 4: 4 });
    expect(c.activations[0]!.chances!.reduce((s, r) => s + r.chance, 0)).toBeCloseTo(1, 12);
  });
});

describe('GBACW shock from the scenario\'s own charts (11.4)', () => {
  const loaded = load('gbacw/example-crossroads.scenario.json');
  /** The example with the 1st and 2nd Example moved next to the 7th Example's hex, 1006. */
  const doc = structuredClone(loaded);
  const ix = indexHexMap(doc.map as HexMap);
  const target = ix.coordOf('1006')!;
  const taken = new Set((doc.map as HexMap).units!.flatMap((u) => [u.hex, ...(u.alsoIn ?? [])]));
  const ids = Array.from({ length: 12 * 10 }, (_, i) => `${String(1 + (i % 12)).padStart(2, '0')}${String(1 + Math.floor(i / 12)).padStart(2, '0')}`);
  const free = ids.filter((id) => ix.coordOf(id) !== undefined && !taken.has(id) && hexDistance(ix.grid, ix.coordOf(id)!, target) === 1);
  (doc.map as HexMap).units!.find((u) => u.unit === 'u-1')!.hex = free[0]!;
  (doc.map as HexMap).units!.find((u) => u.unit === 'u-2')!.hex = free[1]!;
  it('the 1st and 2nd Example (6 + 8 SPs) on the 7th Example (9): 14 to 9 rounds down to 1½-1, d10 + 1 on the Shock Resolution Table', () => {
    const far = answer(gb.attack!(loaded, [key('union', 'u-2')], key('confederate', 'c-7')));
    expect(far.allowed).toBe(false);
    expect(far.problems[0]).toContain('is not next to 1006');
    const a = answer(gb.attack!(doc, [key('union', 'u-1'), key('union', 'u-2')], key('confederate', 'c-7')));
    expect(a.problems).toEqual([]);
    expect([a.attack, a.defence, a.odds, a.drm]).toEqual([14, 9, '1½-1', 1]);
    expect(a.allowed).toBe(true);
    // Faces 0–9 give 1–10: 1 or less on a 0, 2–4 on 1–3, 5–7 on 4–6, 8–9 on 7–8, 10 or more on a 9.
    expect(a.results.map((r) => [r.result, Math.round(r.chance * 10)])).toEqual([['1 or less', 1], ['2–4', 3], ['5–7', 3], ['8–9', 2], ['10 or more', 1]]);
    expect(a.results[2]!.label).toBe('Defender retreats one hex');
    expect(a.trace.some((s) => /^GBACW ·/.test(s.source ?? ''))).toBe(true);
  });

  it('a Disordered (flipped) attacker takes the game\'s −2; a scenario without the Shock Resolution Table is told which table it lacks', () => {
    const flipped = structuredClone(doc);
    (flipped.map as HexMap).units!.find((u) => u.unit === 'u-1')!.flipped = true;
    expect(answer(gb.attack!(flipped, [key('union', 'u-1'), key('union', 'u-2')], key('confederate', 'c-7'))).drm).toBe(-1);
    const bare = structuredClone(doc);
    delete bare.gameTables!.shockResolution;
    expect(gb.attack!(bare, [key('union', 'u-1')], key('confederate', 'c-7'))).toContain('no Shock Resolution Table');
  });
});

describe('GBACW battery fire from the scenario\'s own tables (10.6)', () => {
  const doc = load('gbacw/example-crossroads.scenario.json');
  const ix = indexHexMap(doc.map as HexMap);
  const napoleon = doc.gameTables!.rangeEffects!.weapons.find((w) => w.code === 'N')!;
  const band = (r: number) => napoleon.drms!.find((d) => r >= d.from && r <= d.to)!.drm;
  it('Battery A on the 5th Example\'s hex: Shot/Shell at four hexes or more on the Artillery Fire Table, the Napoleon\'s range DRM added', () => {
    const range = hexDistance(ix.grid, ix.coordOf('0405')!, ix.coordOf('1003')!);
    expect(range).toBeGreaterThanOrEqual(4);
    const r = answer(gb.artillery!(doc, key('union', 'u-bty'), '1003'));
    expect([r.range, r.inRange, r.strength]).toEqual([range, true, 6]);
    const engine = gbacwFireOdds(doc.gameTables, { kind: 'shot-shell', strength: 6, otherDrm: band(range) });
    if (!engine.ok) throw new Error(engine.message);
    expect(r.results!.map((x) => [x.result, x.chance])).toEqual(engine.results.map((x) => [x.code, x.p]));
    expect(r.trace.find((s) => s.step === 'Shot/Shell')?.source).toMatch(/^GBACW · 10\.6/);
  });

  it('canister at three hexes reads the Fire Table; without the Range Effects Chart the preview names it', () => {
    const near = ['0705', '0704', '0706'].find((h) => hexDistance(ix.grid, ix.coordOf('0405')!, ix.coordOf(h)!) === 3)!;
    const r = answer(gb.artillery!(doc, key('union', 'u-bty'), near));
    const engine = gbacwFireOdds(doc.gameTables, { kind: 'canister', strength: 6, otherDrm: band(3) });
    if (!engine.ok) throw new Error(engine.message);
    expect(r.results!.map((x) => [x.result, x.chance])).toEqual(engine.results.map((x) => [x.code, x.p]));
    const bare = structuredClone(doc);
    delete bare.gameTables!.rangeEffects;
    expect(gb.artillery!(bare, key('union', 'u-bty'), near)).toContain('no Range Effects Chart');
    expect(gb.artillery!(doc, key('union', 'u-ward'), near)).toBe('Click a battery or a firing unit first.');
  });
});

describe('GBACW small-arms fire and who may fire', () => {
  const doc = load('gbacw/example-crossroads.scenario.json');
  const ix = indexHexMap(doc.map as HexMap);
  const at = (from: string, range: number) => ['0503', '0603', '0703', '0502', '0602', '0504', '0604'].find((h) => hexDistance(ix.grid, ix.coordOf(from)!, ix.coordOf(h)!) === range)!;
  const chances = (r: { results?: Array<{ result: string; chance: number }> }) => Object.fromEntries(r.results!.map((x) => [x.result, Math.round(x.chance * 100)]));

  it('2nd Example Infantry (8 SPs, rifled muskets) at two hexes: 7 SPs fire (8.31), column 7+, the rifle\'s −1 at 2–3 hexes, read off the scenario\'s Fire Table', () => {
    const r = answer(gb.artillery!(doc, key('union', 'u-2'), at('0403', 2)));
    expect([r.fire, r.range, r.inRange, r.strength, r.drm, r.canFire]).toEqual(['small-arms', 2, true, 7, -1, true]);
    // d10 − 1 gives −1…8 on the 7+ column: ≤1 d (3 faces), 2–3 d+1, 4–5 1d+1, 6–7 1d+2, 8 2D.
    expect(chances(r)).toEqual({ d: 30, 'd+1': 20, '1d+1': 20, '1d+2': 20, '2D': 10 });
    expect(r.trace.find((s) => s.step === 'firing limit')?.source).toMatch(/^GBACW · 8\.3.*8\.31$/);
  });

  it('at one hex the rifle has no range DRM and an infantry regiment that has not moved claims Prepared Fire (+1): 1…10', () => {
    const r = answer(gb.artillery!(doc, key('union', 'u-2'), at('0403', 1)));
    expect(r.drm).toBe(1);
    expect(chances(r)).toEqual({ d: 10, 'd+1': 20, '1d+1': 20, '1d+2': 20, '2D': 30 });
    expect(r.trace.some((s) => s.step === 'fire DRM' && s.value === 1 && /Prepared/.test(String(s.detail)))).toBe(true);
    // Out of the rifle's five hexes, and a Disordered firer takes −1 (10.81).
    const far = ['0903', '1003', '0904'].find((h) => hexDistance(ix.grid, ix.coordOf('0403')!, ix.coordOf(h)!) === 6)!;
    expect(answer(gb.artillery!(doc, key('union', 'u-2'), far)).inRange).toBe(false);
    const flipped = structuredClone(doc);
    (flipped.map as HexMap).units!.find((u) => u.unit === 'u-2')!.flipped = true;
    expect(answer(gb.artillery!(flipped, key('union', 'u-2'), at('0403', 2))).drm).toBe(-2);
  });

  it('names the Fire Table when the scenario has not entered it', () => {
    const bare = structuredClone(doc);
    delete bare.gameTables!.fireTable;
    const r = answer(gb.artillery!(bare, key('union', 'u-2'), at('0403', 2)));
    expect(r.canFire).toBe(false);
    expect(r.problem).toMatch(/no Fire Table \(small arms and canister\)/);
  });

  it('says who may fire: infantry under Advance Orders fires in its Activation and returns fire, but only artillery makes Approach Fire; March Orders bar all fire (10.11, 10.3–10.5)', () => {
    const r = answer(gb.artillery!(doc, key('union', 'u-2'), at('0403', 2)));
    expect(r.whoMayFire!.map((o) => [o.occasion, o.allowed])).toEqual([
      ['Phasing Fire', true], ['Return Fire', true], ['Pre-Shock Fire', true], ['Withdrawal Fire', true], ['Approach Fire', false],
    ]);
    expect(r.whoMayFire!.every((o) => /^GBACW · 10\./.test(o.source))).toBe(true);
    const guns = answer(gb.artillery!(doc, key('union', 'u-bty'), '1003'));
    expect(guns.whoMayFire!.find((o) => o.occasion === 'Approach Fire')!.allowed).toBe(true);
    expect(guns.whoMayFire!.find((o) => o.occasion === 'Withdrawal Fire')!.allowed).toBe(false);
    const marching = structuredClone(doc);
    marching.sides[0]!.forces!.counters!.find((c) => c.id === 'u-ward')!.orders = 'march';
    expect(answer(gb.artillery!(marching, key('union', 'u-2'), at('0403', 2))).whoMayFire!.every((o) => !o.allowed)).toBe(true);
  });

  it('under a shock\'s result: every attacking unit must take an emptied hex (12.6)', () => {
    const a = answer(gb.attack!(doc, [key('union', 'u-1'), key('union', 'u-2')], key('confederate', 'c-7')));
    expect(a.advance!.map((x) => [x.unit, x.advance])).toEqual([['1st Example Infantry', 'must'], ['2nd Example Infantry', 'must']]);
    expect(a.advance![0]!.source).toMatch(/^GBACW · 12\.6/);
  });
});

describe('GBACW orders', () => {
  const doc = load('gbacw/example-crossroads.scenario.json');
  it('gives a brigadier’s orders change chances as ordersChangeOdds does, with no superior stacked with him', () => {
    const c = gb.command!(doc, key('union', 'u-ward'));
    const engine = ordersChangeOdds({ ordersRating: 0, divisionLeaderStacked: false, corpsOrArmyCommanderStacked: false });
    expect(Object.fromEntries(c.ordersChange!.chances.map((r) => [r.result, r.chance]))).toEqual(engine.chances);
    expect(gb.command!(doc, key('union', 'u-tull')).ordersChange).toBeUndefined();
  });

  it('says whether Ward\'s brigade may go In Reserve (6.31): under Advance Orders, but the enemy is too near and in sight', () => {
    const r = gb.command!(doc, key('union', 'u-ward')).reserve!;
    const ix = indexHexMap(doc.map as HexMap);
    const near = Math.min(...['0404', '0403'].flatMap((a) => ['1003', '1002', '1103', '1006', '1106'].map((e) => hexDistance(ix.grid, ix.coordOf(a)!, ix.coordOf(e)!))));
    expect(r.qualifies).toBe(false);
    expect(r.reasons.map((x) => x.met)).toEqual([true, true, false]);
    expect(r.reasons[2]!.text).toContain(`the nearest enemy combat unit is ${near} hexes off`);
    expect(r.reasons[0]!.source).toMatch(/^GBACW · 6\.3 Reserve · 6\.31/);
    // Moved to the west edge with the enemy on the east edge (eleven hexes), it qualifies whatever it sees.
    const far = structuredClone(doc);
    for (const u of (far.map as HexMap).units!) if (u.side === 'confederate') u.hex = u.hex.replace(/^\d\d/, '12');
    for (const u of (far.map as HexMap).units!) if (u.unit === 'u-1' || u.unit === 'u-2' || u.unit === 'u-ward') u.hex = `01${u.hex.slice(2)}`;
    const moved = gb.command!(far, key('union', 'u-ward')).reserve!;
    expect(moved.qualifies).toBe(true);
    expect(moved.reasons[2]!.text).toContain('11 hexes off (10 or more needs no sight rule)');
  });

  it('adds the division leader’s +1 when he stands with the brigadier', () => {
    const moved = structuredClone(doc);
    (moved.map as HexMap).units!.find((u) => u.unit === 'u-tull')!.hex = '0404';
    const c = gb.command!(moved, key('union', 'u-ward'));
    const engine = ordersChangeOdds({ ordersRating: 0, divisionLeaderStacked: true });
    expect(Object.fromEntries(c.ordersChange!.chances.map((r) => [r.result, r.chance]))).toEqual(engine.chances);
  });
});

it('every row answers every mode it lists', () => {
  const rows: Array<[string, HexRulesPreview]> = Object.entries(HEX_RULES_PREVIEW) as Array<[string, HexRulesPreview]>;
  for (const [, row] of rows) for (const m of row.modes) if (m !== 'path' && m !== 'sight') expect(typeof row[m]).toBe('function');
});
