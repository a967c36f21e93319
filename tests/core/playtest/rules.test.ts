/**
 * The playtest by the rules (issue 34), on the bundled T'ain't No Militia (15mm, summer, dry; the Union
 * active first): a wheel priced along its arc (B:607), a move through Herbst woods charged at the chart's
 * light-woods rate (15mm battle line: open 6", light woods 4", B:2809), a move beyond the two actions
 * refused with its numbers (B:401), a reacting unit that cannot move (B:427), a fire refused naming the
 * woods that block it and where, the reactions offered after a move, replay from the seed, and the
 * battle report read back. Every figure is worked out here from the book's numbers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { History, Refusal } from '../../../core/history';
import {
  actionsOf,
  battleReport,
  battleReportText,
  changeFormation,
  disengage,
  faceUnit,
  facingCost,
  formationOptions,
  unitTurn,
  fire,
  moraleCheck,
  moveUnit,
  nextPlayerTurn,
  playtestGround,
  playtestTable,
  reactionsAfter,
  groupReactions,
  reactionButtonWords,
  readMove,
  replayPlaytest,
  rout,
  setUnitState,
  startPlaytest,
  unitAt,
  unitState,
  whyNoFire,
  type Playtest,
  type PlaytestGround,
} from '../../../core/playtest';
import { fireFromPositions } from '../../../core/preview/adf';
import { SHEET_MAKERS } from '../../../core/print/sheets';
import { DEFAULT_PRINT_SETTINGS } from '../../../core/print/sheet';
import type { MusterScenario, TabletopMap, TerrainFeature } from '../../../core/model/scenario.generated';
import type { OrderOfBattle } from '../../../core/model/oob';
import { CONFEDERATE, UNION } from '../preview/fixtures';
import { citedLine } from '../../support/seeds';

const TNM = join(__dirname, '../../../scenarios/taint-no-militia.scenario.json');
const scenario = JSON.parse(readFileSync(TNM, 'utf8')) as MusterScenario;
const ground = playtestGround(scenario)!;
const map = scenario.map as TabletopMap;

const NY95 = 'union\u0000usa-95-ny';
const NY84 = 'union\u0000usa-84-ny';
const TN7 = 'confederate\u0000csa-7-tn';
const TN1 = 'confederate\u0000csa-1-tn';

/** 15mm battle line, inches an action (B:2809): open 6, light woods 4. */
const OPEN = 6;
const LIGHT_WOODS = 4;

const start = (seed = 7): Playtest => startPlaytest(ground, map, seed);

describe('facing changes at the book’s price', () => {
  it('a battle line wheels 90° for its frontage times π/2, paid at the open-ground rate where it stands', () => {
    const p = start();
    const unit = playtestTable(ground, p).unitsByKey.get(NY95)!;
    const frontage = Math.hypot(unit.front.right.x - unit.front.left.x, unit.front.right.y - unit.front.left.y);
    const wheelIn = (frontage * Math.PI) / 2;
    const cost = facingCost(unit, 270, 180);
    expect(cost.how).toBe('wheel');
    expect(cost.inches).toBeCloseTo(wheelIn, 2);
    expect(citedLine(cost.source)).toMatch(/wheel/i);

    const h = new History(p);
    h.execute(faceUnit(ground, NY95, 180));
    const placed = h.doc.map.units!.find((u) => u.unit === 'usa-95-ny')!;
    expect(placed.facingDeg).toBe(180);
    expect(h.doc.spent?.[NY95]).toBeCloseTo(wheelIn / OPEN, 2);
    expect(h.doc.log.at(-1)!.kind).toBe('facing');
    h.undo();
    expect(h.doc).toEqual(p);
  });

  it('an about-face costs one inch in any formation, an attack column pays an inch a turn, a road column nothing (B:617)', () => {
    const p = start();
    const unit = playtestTable(ground, p).unitsByKey.get(NY95)!;
    // A line's about-face: 1" (cheaper than wheeling 180° on a front of more than 0.32").
    expect(facingCost(unit, 270, 90)).toMatchObject({ how: 'about-face', inches: 1 });
    expect(facingCost({ ...unit, formation: 'attack-column' }, 270, 0)).toMatchObject({ how: 'column-turn', inches: 1 });
    expect(facingCost({ ...unit, formation: 'road-column' }, 270, 0)).toMatchObject({ how: 'free', inches: 0 });
    expect(citedLine(facingCost(unit, 270, 90).source)).toMatch(/about face/i);
  });

  it('a formation change costs half of one movement action for a trained regiment, and two actions are all it has', () => {
    const p = start();
    const h = new History(p);
    const quality = unitAt(ground, p, NY95).unit!.quality;
    // Half a movement action unless green (B:581), a whole action for green.
    const each = quality === 'green' ? 1 : 0.5;
    h.execute(changeFormation(ground, NY95, 'attack-column'));
    expect(h.doc.map.units!.find((u) => u.unit === 'usa-95-ny')!.formation).toBe('attack-column');
    expect(h.doc.spent?.[NY95]).toBe(each);
    expect(h.doc.log.at(-1)!.text).toContain(each === 1 ? 'one action' : 'half of one movement action');
    const more = Math.round(2 / each) - 1;
    for (let i = 0; i < more; i++) h.execute(changeFormation(ground, NY95, i % 2 ? 'attack-column' : 'battle-line'));
    expect(h.doc.spent?.[NY95]).toBe(2);
    expect(() => h.execute(changeFormation(ground, NY95, 'road-column'))).toThrow(/0 of its 2 actions left/);
  });
});

describe('what a unit may do now', () => {
  it('lists the formation changes open to a regiment with their price, and what is left of its turn', () => {
    const p = start();
    const quality = unitAt(ground, p, NY95).unit!.quality;
    const options = formationOptions(ground, p, NY95);
    expect(options.map((o) => o.formation)).toEqual(['extended-line', 'skirmishers', 'attack-column', 'road-column', 'square']);
    // Road column from a line is a front-to-flank (B:621); a square a full action (B:1779); the rest B:581.
    expect(options.find((o) => o.formation === 'road-column')!.change).toBe('front-to-flank');
    expect(options.find((o) => o.formation === 'square')).toMatchObject({ change: 'form-square', actions: 1 });
    expect(options.find((o) => o.formation === 'attack-column')!.actions).toBe(quality === 'green' ? 1 : 0.5);
    expect(options.every((o) => o.allowed)).toBe(true);
    expect(unitTurn(ground, p, NY95)).toEqual({ role: 'active', actionsLeft: 2, reacted: undefined, inCommand: true });
    expect(unitTurn(ground, p, TN7)).toMatchObject({ role: 'reacting', reacted: undefined });
    const h = new History(p);
    h.execute(changeFormation(ground, NY95, 'square'));
    h.execute(changeFormation(ground, NY95, 'battle-line'));
    expect(unitTurn(ground, h.doc, NY95).actionsLeft).toBe(2 - 1 - (quality === 'green' ? 1 : 0.5));
    // A reacting battery may limber as its reaction (B:1362).
    const limber = formationOptions(ground, h.doc, 'confederate\u0000csa-brander');
    expect(limber).toEqual([expect.objectContaining({ formation: 'limbered', change: 'limber-unlimber', asReaction: true, allowed: true })]);
  });
});

describe('moves by the rules', () => {
  it('a move west into Herbst woods costs the open inches at 6" an action and the woods inches at 4"', () => {
    const p = start();
    // 95th New York stands at (49.5, 31); the woods' east edge crosses y = 31 at x = 44 + 3.5 × 1.5/2.5 = 46.1.
    const to = { x: 44.1, y: 31 };
    const openIn = 49.5 - 46.1;
    const woodsIn = 46.1 - 44.1;
    const reading = readMove(ground, p, NY95, to);
    expect(reading.allowed).toBe(true);
    expect(reading.distanceIn).toBeCloseTo(5.4, 2);
    expect(reading.actionsCost).toBeCloseTo(openIn / OPEN + woodsIn / LIGHT_WOODS, 1);
    const woods = reading.crossed.find((c) => c.ground === 'light-woods')!;
    expect(woods.feature).toBe("McPherson's woods (Herbst woods)");
    expect(woods.inches).toBeCloseTo(woodsIn, 0);
    expect(woods.rateIn).toBe(LIGHT_WOODS);
    // What is left is measured in the woods, where it ends.
    expect(reading.leftIn).toBeCloseTo((2 - reading.actionsCost) * LIGHT_WOODS, 1);

    const h = new History(p);
    h.execute(moveUnit(ground, NY95, to));
    expect(h.doc.spent?.[NY95]).toBeCloseTo(reading.actionsCost, 5);
    expect(h.doc.log.at(-1)!.text).toMatch(/Herbst woods/);
  });

  it('a move beyond the two actions is refused with what it costs and what the unit has', () => {
    const p = start();
    // 3.4" of open and 9.6" of woods: 3.4/6 + 9.6/4 = 2.97 actions, of 2.
    const to = { x: 36.5, y: 31 };
    const reading = readMove(ground, p, NY95, to);
    expect(reading.allowed).toBe(false);
    expect(reading.refusal!.kind).toBe('beyond-allowance');
    expect(reading.actionsCost).toBeCloseTo(3.4 / OPEN + 9.6 / LIGHT_WOODS, 1);
    expect(reading.refusal!.text).toContain('cannot move 13"');
    expect(reading.refusal!.text).toContain('it has 2 left');
    expect(citedLine(reading.refusal!.source)).toMatch(/two consecutive actions/i);
    const h = new History(p);
    expect(() => h.execute(moveUnit(ground, NY95, to))).toThrow(Refusal);
    expect(() => h.execute(moveUnit(ground, NY95, to))).toThrow(/cannot move 13\": .*B:401/);
    expect(h.doc).toBe(p);
  });

  it('moving backwards, still facing the enemy, goes half as far (B:577)', () => {
    const p = start();
    // Facing west, 2" east in the open: 2 × 2 / 6 actions.
    const reading = readMove(ground, p, NY84, { x: 52, y: 35.5 });
    expect(reading.backwards).toBe(true);
    expect(reading.actionsCost).toBeCloseTo((2 * 2) / OPEN, 1);
  });

  it('a line moving out of its 45° frontal arc moves all the way at the disorder rate (B:633); inside it, at its own', () => {
    const p = start();
    // 95th New York faces west; 2" due north is out of its frontal arc: 2 / 4 (15mm disorder row, open, B:2814).
    const sideways = readMove(ground, p, NY95, { x: 49.5, y: 29 });
    expect(sideways.oblique).toBe(true);
    expect(sideways.actionsCost).toBeCloseTo(2 / 4, 2);
    expect(citedLine(sideways.trace.find((t) => t.step === 'oblique')!.source!)).toMatch(/oblique/i);
    // 2" west and 1" north stays within it: √5 at the battle line's 6".
    const ahead = readMove(ground, p, NY95, { x: 47.5, y: 30 });
    expect(ahead.oblique).toBe(false);
    expect(ahead.actionsCost).toBeCloseTo(Math.sqrt(5) / OPEN, 2);
  });

  it('a regiment outside every command radius pays two actions for each action of movement (B:1216), until its leader comes near', () => {
    const h = new History(start());
    h.execute(nextPlayerTurn(ground));
    // 7th Tennessee at (26, 27.5); Archer (1LB: 4" at 15mm, B:3113) at (24.5, 35) is more than 4" off.
    const out = readMove(ground, h.doc, TN7, { x: 28, y: 27.5 });
    expect(out.outOfCommand).toBe(true);
    expect(out.actionsCost).toBeCloseTo((2 / OPEN) * 2, 2);
    expect(citedLine(out.trace.find((t) => t.step === 'command and control')!.source!)).toMatch(/out of C&C/);
    h.execute(moveUnit(ground, 'confederate\u0000csa-archer', { x: 24.5, y: 30 }));
    const inside = readMove(ground, h.doc, TN7, { x: 28, y: 27.5 });
    expect(inside.outOfCommand).toBe(false);
    expect(inside.actionsCost).toBeCloseTo(2 / OPEN, 2);
  });

  it('a unit of the reacting side cannot be moved in the active side’s turn', () => {
    const p = start();
    const reading = readMove(ground, p, TN7, { x: 28, y: 27.5 });
    expect(reading.refusal).toMatchObject({ kind: 'not-active' });
    expect(reading.refusal!.text).toMatch(/reacting side: Union is active/);
    expect(() => new History(p).execute(moveUnit(ground, TN7, { x: 28, y: 27.5 }))).toThrow(/reacting side/);
    // Its turn comes: the Confederates move after the Union's player turn.
    const h = new History(p);
    h.execute(nextPlayerTurn(ground));
    expect(readMove(ground, h.doc, TN7, { x: 28, y: 27.5 }).allowed).toBe(true);
    expect(readMove(ground, h.doc, NY95, { x: 48, y: 31 }).refusal?.kind).toBe('not-active');
  });
});

describe('terrain crossed, feature by feature', () => {
  /** u1 (a veteran battle line, 15mm) at (20, 30) facing north, a creek across its front at y = 28; c1 far off. */
  function creekField(creek: Partial<TerrainFeature> = {}): { ground: PlaytestGround; map: TabletopMap } {
    const map = {
      kind: 'tabletop',
      features: [{ id: 'run', kind: 'creek', shape: 'polyline', label: 'Marsh Run', points: [{ x: 0, y: 28 }, { x: 48, y: 28 }], widthIn: 0.25, ...creek }],
      units: [
        { side: 'union', unit: 'u1', at: { x: 20, y: 30 }, facingDeg: 0, formation: 'battle-line' },
        { side: 'confederate', unit: 'c1', at: { x: 40, y: 5 }, facingDeg: 180, formation: 'battle-line' },
      ],
    } as unknown as TabletopMap;
    const ground: PlaytestGround = {
      title: 'Creek',
      board: { widthIn: 48, heightIn: 48 },
      scale: '15mm',
      sides: [
        { id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: UNION as OrderOfBattle },
        { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE as OrderOfBattle },
      ],
      conditions: { season: 'summer', weather: 'dry' },
      initiative: { rule: 'side', side: 'union' },
      turns: 4,
    };
    return { ground, map };
  }
  const U1 = 'union\u0000u1';

  it('crossing a creek puts the unit in disorder (B:2163), and the creek costs the broken rate in dry weather, the rough rate where it is marked wet', () => {
    const dry = creekField();
    const p = startPlaytest(dry.ground, dry.map, 1);
    const reading = readMove(dry.ground, p, U1, { x: 20, y: 26 });
    expect(reading.disorder?.feature).toBe('Marsh Run');
    expect(citedLine(reading.disorder!.source)).toMatch(/creek/i);
    const run = reading.crossed.find((c) => c.feature === 'Marsh Run')!;
    // 15mm battle line: broken 5" an action, rough 1" (B:2809); the creek is dry broken, wet rough (B:2163).
    expect(run.ground).toBe('broken');
    expect(run.rateIn).toBe(5);
    const h = new History(p);
    h.execute(moveUnit(dry.ground, U1, { x: 20, y: 26 }));
    expect(unitState(h.doc, U1).level).toBe('disorder');
    expect(h.doc.log.at(-1)!.text).toContain('crosses Marsh Run and falls into disorder');

    const wet = creekField({ weather: 'wet' });
    const w = readMove(wet.ground, startPlaytest(wet.ground, wet.map, 1), U1, { x: 20, y: 26 });
    const wetRun = w.crossed.find((c) => c.feature === 'Marsh Run')!;
    expect(wetRun.ground).toBe('rough');
    expect(wetRun.rateIn).toBe(1);
    // The same 4" cost more where the creek is wet: its inches at 1" an action instead of 5".
    expect(w.actionsCost).toBeCloseTo(reading.actionsCost + wetRun.inches * (1 / 1 - 1 / 5), 1);
  });

  it('heavy guns in rough ground, where the chart gives 0", still move an inch an action (B:2168)', () => {
    const parrotts = JSON.parse(JSON.stringify(UNION).replace('"12pdr-napoleon"', '"30pdr-parrott"')) as OrderOfBattle;
    const f0 = creekField();
    const ground2: PlaytestGround = { ...f0.ground, sides: [{ ...f0.ground.sides[0]!, orderOfBattle: parrotts }, f0.ground.sides[1]!] };
    const map2 = {
      ...f0.map,
      features: [{ id: 'rocks', kind: 'rough', shape: 'polygon', points: [{ x: 10, y: 20 }, { x: 30, y: 20 }, { x: 30, y: 40 }, { x: 10, y: 40 }] }],
      units: [{ side: 'union', unit: 'bty', at: { x: 20, y: 30 }, facingDeg: 0, formation: 'limbered' }, f0.map.units![1]!],
    } as unknown as TabletopMap;
    const p = startPlaytest(ground2, map2, 1);
    const reading = readMove(ground2, p, 'union\u0000bty', { x: 20, y: 29 });
    expect(reading.crossed.map((c) => [c.ground, c.rateIn])).toEqual([['rough', 1]]);
    expect(reading.minimumMove).toBe(true);
    expect(reading.actionsCost).toBeCloseTo(1, 2);
    expect(citedLine(reading.trace.find((t) => t.step === 'minimum move')!.source!)).toMatch(/at least 1 inch/i);
    expect(readMove(ground2, p, 'union\u0000bty', { x: 20, y: 27.5 }).refusal?.kind).toBe('beyond-allowance');
  });

  it('a fire out of range is refused with the range band the preview gives', () => {
    const f0 = creekField();
    const p = startPlaytest(f0.ground, f0.map, 1);
    const table = playtestTable(f0.ground, p);
    const f = fireFromPositions(table, table.unitsByKey.get(U1)!, table.unitsByKey.get('confederate\u0000c1')!);
    expect(f.sight.visible).toBe(true);
    expect(f.band).toBeNull();
    const band = f.trace.find((t) => t.step === 'range band')!;
    const why = whyNoFire(f);
    expect(why).toContain(`cannot reach ${f.target.name}: ${band.detail}`);
    expect(why).toMatch(/beyond long range/);
    expect(() => new History(p).execute(fire(f0.ground, U1, 'confederate\u0000c1'))).toThrow(why);
  });
});

describe('refusals say why, in the preview’s words', () => {
  it('a fire refused names the woods on the line and how far along it they are', () => {
    const p = start();
    const table = playtestTable(ground, p);
    const f = fireFromPositions(table, table.unitsByKey.get(NY95)!, table.unitsByKey.get(TN1)!);
    expect(f.sight.visible).toBe(false);
    const why = whyNoFire(f);
    const blocker = f.sight.blockedBy[0]!;
    const along = Math.round(Math.hypot(blocker.at.x - f.sight.from.x, blocker.at.y - f.sight.from.y) * 10) / 10;
    expect(why).toContain('cannot see');
    expect(why).toContain("McPherson's woods");
    expect(why).toContain(`${along}" along the`);
    expect(() => new History(p).execute(fire(ground, NY95, TN1))).toThrow(why);
  });
});

describe('reactions', () => {
  it('after the 84th New York moves an inch in sight of the Confederates, the units that see it may react, once', () => {
    const h = new History(start());
    h.execute(moveUnit(ground, NY84, { x: 48.5, y: 35.5 }));
    const offers = reactionsAfter(ground, h.doc, NY84, 1.5);
    expect(offers.length).toBeGreaterThan(0);
    // The move is the playtest's trigger: the offers are the same without naming it.
    expect(h.doc.trigger).toEqual({ unit: NY84, movedIn: 1.5 });
    expect(reactionsAfter(ground, h.doc)).toEqual(offers);
    // A reaction fire must be at the unit that triggered it (B:427).
    expect(() => h.execute(fire(ground, TN7, NY95))).toThrow(/only at the unit that triggered it, 84th New York/);
    expect(offers.every((o) => o.unit.startsWith('confederate'))).toBe(true);
    const fireOffers = offers.filter((o) => o.kind === 'fire');
    for (const o of fireOffers) expect(o.target).toBe(NY84);
    // Half an inch is no trigger unless a reacting unit stands within 2".
    expect(reactionsAfter(ground, h.doc, NY84, 0.5)).toEqual([]);
    // A unit that reacted has no second reaction this player turn.
    const reacting = offers.find((o) => o.kind === 'facing')!;
    h.execute(faceUnit(ground, reacting.unit, 45));
    expect(reactionsAfter(ground, h.doc, NY84, 1.5).some((o) => o.unit === reacting.unit)).toBe(false);
    expect(() => h.execute(faceUnit(ground, reacting.unit, 90))).toThrow(/already reacted/);
  });

  it('are listed a line a reacting unit, each choice a short button, not a sentence each with its book code', () => {
    const h = new History(start());
    h.execute(moveUnit(ground, NY84, { x: 48.5, y: 35.5 }));
    const offers = reactionsAfter(ground, h.doc, NY84, 1.5);
    const groups = groupReactions(offers);
    // One group a unit, in the order offered, holding every offer.
    expect(groups.map((g) => g.unit)).toEqual([...new Set(offers.map((o) => o.unit))]);
    expect(groups.flatMap((g) => g.offers)).toHaveLength(offers.length);
    expect(groups.length).toBeLessThan(offers.length);
    for (const g of groups) {
      expect(g.why).toMatch(/sees 84th New York|within 2"/);
      expect(g.why).not.toMatch(/B:\d/);
      for (const o of g.offers) {
        const words = reactionButtonWords(o);
        expect(words).not.toContain(g.name);
        expect(words).not.toMatch(/B:\d/);
        expect(words.length).toBeLessThan(40);
      }
    }
    const fire = offers.find((o) => o.kind === 'fire');
    if (fire) expect(reactionButtonWords(fire)).toMatch(/^Fire: \w+ range, \d+ FP$/);
  });
});

describe('disengage (B:589)', () => {
  it('moves the unit directly away from the nearest enemy at twice the disorder rate, one morale level worse; as a reaction it uses the unit’s one reaction', () => {
    const p = start();
    const h = new History(p);
    h.execute(disengage(ground, NY95));
    const before = p.map.units!.find((u) => u.unit === 'usa-95-ny')!.at;
    const after = h.doc.map.units!.find((u) => u.unit === 'usa-95-ny')!.at;
    // 15mm infantry disorder row, open ground: 4" (B:2814), doubled.
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeCloseTo(2 * 4, 1);
    expect(after.x).toBeGreaterThan(before.x);
    expect(unitState(h.doc, NY95).level).toBe('disorder');
    expect(h.doc.spent?.[NY95]).toBe(1);
    h.execute(disengage(ground, NY95));
    expect(unitState(h.doc, NY95).level).toBe('shaken');
    // A reaction needs an act to react to (B:417): 84th New York moves 1.5" in sight of the Confederates.
    expect(() => h.execute(disengage(ground, TN1))).toThrow(/cannot see|nothing to react to/);
    h.execute(moveUnit(ground, NY84, { x: 48.5, y: 35.5 }));
    const reacting = reactionsAfter(ground, h.doc).find((o) => o.kind === 'disengage')!.unit;
    h.execute(disengage(ground, reacting));
    expect(h.doc.reacted?.[reacting]).toBe('disengage');
    expect(() => h.execute(disengage(ground, reacting))).toThrow(/already reacted/);
    const again = replayPlaytest(ground, map, 7, actionsOf(h.doc));
    expect(again).toEqual(h.doc);
  });
});

describe('a routed unit runs (B:981, B:585)', () => {
  it('is not dragged: its first action is its rolled routed move, directly away from the nearest enemy', () => {
    const h = new History(start(5));
    h.execute(setUnitState(ground, NY95, { level: 'routed' }));
    expect(readMove(ground, h.doc, NY95, { x: 52, y: 31 }).refusal?.kind).toBe('routed');
    const before = h.doc.map.units!.find((u) => u.unit === 'usa-95-ny')!.at;
    h.execute(rout(ground, NY95));
    const e = h.doc.log.at(-1)!;
    const faces = e.dice!.find((d) => d.what === 'rout')!.faces;
    const run = faces.reduce((a, b) => a + b, 0);
    const after = h.doc.map.units!.find((u) => u.unit === 'usa-95-ny')!.at;
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeCloseTo(run, 1);
    // The Confederates are to the west: it runs east.
    expect(after.x).toBeGreaterThan(before.x);
    expect(h.doc.spent?.[NY95]).toBe(1);
    expect(() => h.execute(rout(ground, TN7))).toThrow(/not routed/);
  });
});

describe('dice you can trust', () => {
  function twoTurns(seed: number): { start: Playtest; end: Playtest; h: History<Playtest> } {
    const s = start(seed);
    const h = new History(s);
    h.execute(faceUnit(ground, NY95, 260));
    h.execute(moveUnit(ground, NY95, { x: 47, y: 31 }));
    h.execute(fire(ground, 'union\u0000usa-hall', TN7));
    h.execute(nextPlayerTurn(ground));
    h.execute(moveUnit(ground, TN1, { x: 29, y: 32 }));
    h.execute(moraleCheck(ground, TN1));
    h.execute(nextPlayerTurn(ground));
    h.execute(moveUnit(ground, NY84, { x: 49, y: 35.5 }));
    h.execute(moraleCheck(ground, NY84));
    h.execute(nextPlayerTurn(ground));
    return { start: s, end: h.doc, h };
  }

  it('replaying the log’s actions from the seed gives the same state, dice and all; undo returns to the start exactly', () => {
    const { start: s, end, h } = twoTurns(2026);
    expect(end.turn).toBe(2);
    expect(end.log.some((e) => e.dice?.length)).toBe(true);
    const again = replayPlaytest(ground, map, 2026, actionsOf(end));
    expect(again).toEqual(end);
    // Another seed rolls other dice.
    const other = twoTurns(2027).end;
    expect(other.log.flatMap((e) => e.dice ?? [])).not.toEqual(end.log.flatMap((e) => e.dice ?? []));
    while (h.canUndo) h.undo();
    expect(h.doc).toEqual(s);
  });

  it('the battle report reads back the turns, the dice, the final positions and the result, as text and as a sheet', () => {
    const { end } = twoTurns(2026);
    const report = battleReport(ground, end, { winner: 'union', reason: 'The Union holds the ridge.' });
    const text = battleReportText(report);
    expect(text).toContain(`Battle report: ${scenario.title}`);
    expect(text).toContain('Dice seed 2026');
    expect(text).toContain('Result: Union wins. The Union holds the ridge.');
    expect(text).toMatch(/Turn 1\n/);
    expect(text).toMatch(/Turn 2\n/);
    for (const e of end.log) expect(text).toContain(e.text);
    const ny95 = end.map.units!.find((u) => u.unit === 'usa-95-ny')!;
    expect(text).toContain(`95th New York`);
    expect(text).toContain(`at (${Math.round(ny95.at.x * 10) / 10}", ${Math.round(ny95.at.y * 10) / 10}") facing 260°`);
    const sheet = SHEET_MAKERS['battle-report'].make({ scale: '15mm', sides: [], report }, DEFAULT_PRINT_SETTINGS);
    expect(sheet.title).toBe(`Battle report: ${scenario.title}`);
    expect(sheet.html).toContain('Final positions');
    expect(sheet.html).toContain('Union wins.');
    expect(unitState(end, NY95).removed).toBe(false);
  });
});
