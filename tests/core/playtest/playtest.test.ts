/**
 * The playtest sandbox's core: seeded dice (the same seed gives the same dice, and a roll depends only on
 * the state), a fire that applies exactly the FCRT result of the total its dice make, morale results read
 * from the book's table, turns and initiative, undo back to the exact start, and the scenario document
 * never touched (frozen, and compared as text), except through a new situation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollDie, seededRandom } from '../../../core/dice';
import { standaloneValidators } from '../../../core/formats/standalone';
import { History, Refusal, type Command } from '../../../core/history';
import type { OrderOfBattle } from '../../../core/model/oob';
import { fireFromPositions, moraleFromPositions } from '../../../core/preview/adf';
import {
  actionsOf,
  replayPlaytest,
  DEFAULT_CHARGE_OPTIONS,
  DEFENDER_REACTIONS,
  changeFormation,
  charge,
  diceStream,
  disengage,
  faceUnit,
  fire,
  moraleCheck,
  moveUnit,
  nextPlayerTurn,
  placeUnit,
  playtestGround,
  playtestTable,
  reform,
  removeUnit,
  resolveFire,
  rollDice,
  rout,
  rollInitiative,
  setUnitState,
  situationOf,
  standsAfterLosses,
  judgeVictory,
  resultOf,
  startPlaytest,
  strengthOf,
  unitAt,
  unitState,
  type Playtest,
  type PlaytestGround,
} from '../../../core/playtest';
import { FIRE_RESULT_EFFECTS, fcrtResult } from '../../../core/rules/adf/fire';
import { modifiedMoralePoint } from '../../../core/rules/adf/engine/morale';
import { FIRE_RESULT_MORALE_MODIFIER, moraleEffect, moraleResultRow } from '../../../core/rules/adf/morale';
import type { MusterScenario, TabletopMap, TabletopPlacement } from '../../../core/model/scenario.generated';
import { CONFEDERATE, UNION } from '../preview/fixtures';

const TNM = join(__dirname, '../../../scenarios/taint-no-militia.scenario.json');
const readTnm = (): MusterScenario => JSON.parse(readFileSync(TNM, 'utf8')) as MusterScenario;

const HALL = 'union\u0000usa-hall';
const TN7 = 'confederate\u0000csa-7-tn';

/** Two lines of battle 3" apart on open ground at 15mm: rifle-muskets at normal range, where every result can come up. */
function duel(initiative: MusterScenario['initiative'] = { rule: 'side', side: 'union' }): { ground: PlaytestGround; map: TabletopMap } {
  const place = (side: 'union' | 'confederate', unit: string, x: number, y: number, facingDeg: number): TabletopPlacement => ({ side, unit, at: { x, y }, facingDeg, formation: 'battle-line' });
  const map: TabletopMap = {
    kind: 'tabletop',
    features: [],
    units: [place('union', 'u1', 20, 30, 0), place('union', 'u2', 26, 30, 0), place('union', 'meredith', 20, 31.5, 0), place('confederate', 'c1', 20, 27, 180), place('confederate', 'c2', 26, 27, 180), place('confederate', 'archer-l', 20, 25.5, 180)],
  } as TabletopMap;
  const ground: PlaytestGround = {
    title: 'Duel',
    board: { widthIn: 48, heightIn: 48 },
    scale: '15mm',
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: UNION as OrderOfBattle },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE as OrderOfBattle },
    ],
    conditions: { season: 'summer', weather: 'dry' },
    initiative,
    turns: 4,
  };
  return { ground, map };
}
const U1 = 'union\u0000u1';
const C1 = 'confederate\u0000c1';
const C2 = 'confederate\u0000c2';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as object)) deepFreeze(v);
  }
  return o;
}

describe('seeded dice', () => {
  it('the same seed gives the same dice, from core/dice’s generator, and the place in the stream is all a roll depends on', () => {
    const sequential = seededRandom(1234);
    const expected = Array.from({ length: 12 }, () => rollDie(sequential));
    const a = rollDice(1234, 0, 12);
    expect(a.faces).toEqual(expected);
    expect(a.drawn).toBe(12);
    // Picking up at a place in the stream gives the dice that follow it.
    expect(rollDice(1234, 5, 7).faces).toEqual(expected.slice(5));
    expect(rollDice(1234, 0, 12)).toEqual(a);
    expect(rollDice(1235, 0, 12).faces).not.toEqual(expected);
    const s = diceStream(9, 3);
    s.random();
    s.random();
    expect(s.drawn()).toBe(5);
  });

  it('two playtests from the same seed and the same actions roll the same fire', () => {
    const { ground, map } = duel();
    const run = (seed: number) => {
      const h = new History(startPlaytest(ground, map, seed));
      h.execute(fire(ground, 'union\u0000u2', C2));
      // The reacting side fires back at the unit that fired (B:427).
      h.execute(fire(ground, C2, 'union\u0000u2'));
      return h.doc.log.flatMap((e) => e.dice ?? []);
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });
});

describe('fire', () => {
  it('applies exactly the FCRT result of the total its dice make, and the morale check that result calls for', () => {
    const { ground, map } = duel();
    const seen = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const start = startPlaytest(ground, map, seed);
      const h = new History(start);
      h.execute(fire(ground, U1, C1));
      const [fired, checked] = h.doc.log.slice(1);
      const faces = fired!.dice![0]!.faces;
      // The same dice as the seed's stream gives, one die each.
      expect(faces).toEqual(rollDice(seed, 0, faces.length).faces);
      // The engines' answer for the same positions, worked out here independently of the command.
      const table = playtestTable(ground, start);
      const odds = fireFromPositions(table, table.unitsByKey.get(U1)!, table.unitsByKey.get(C1)!).odds!;
      expect(faces.length).toBe(odds.dice);
      const total = odds.fp + faces.reduce((a, b) => a + b, 0) + odds.drm;
      const result = fcrtResult(odds.row, total);
      seen.add(result);
      expect(fired!.text).toContain(`total ${total}: ${result === 'none' ? 'no effect' : result}.`);
      const hits = FIRE_RESULT_EFFECTS[result].hits;
      const after = unitState(h.doc, C1);
      if (!FIRE_RESULT_EFFECTS[result].moraleCheck) {
        expect(checked).toBeUndefined();
        expect(after).toEqual(unitState(start, C1));
        continue;
      }
      // The check: 2D6 from the stream after the fire dice, against the MMP where the regiment stands.
      const moraleFaces = checked!.dice![0]!.faces;
      expect(moraleFaces).toEqual(rollDice(seed, faces.length, 2).faces);
      const m = moraleFromPositions(table, table.unitsByKey.get(C1)!, table.unitsByKey.get(U1)!);
      const mmp = modifiedMoralePoint({ ...m.situation!, fireResultModifier: FIRE_RESULT_MORALE_MODIFIER.table[result as '1H'] }).mmp;
      const roll = moraleFaces[0]! + moraleFaces[1]!;
      const effect = moraleEffect(moraleResultRow(roll, mmp), roll, mmp, { quality: 'veteran', level: 'good', depleted: hits >= 4 });
      expect(checked!.text).toContain(`MMP ${mmp}, rolled ${moraleFaces[0]} + ${moraleFaces[1]} = ${roll}`);
      expect(after.figuresLost).toBe(Math.max(0, hits - Math.max(0, effect.figures)));
      expect(after.level).toBe(effect.level === 'removed' ? 'good' : effect.level);
      expect(after.removed).toBe(effect.level === 'removed');
    }
    // Sixty seeds reach both hits and checks without hits: the test above ran through each branch.
    expect([...seen].some((r) => FIRE_RESULT_EFFECTS[r as 'MC'].hits > 0)).toBe(true);
    expect([...seen].some((r) => r === 'MC' || r === '1MC' || r === '2MC')).toBe(true);
  });

  it('moves a unit its morale result sends back: the inches it fell back, or its rolled rout, directly away from the firer (B:962, B:585)', () => {
    const { ground, map } = duel();
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200 && seen.size < 2; seed++) {
      const start = startPlaytest(ground, map, seed);
      const h = new History(start);
      h.execute(fire(ground, U1, C1));
      const check = h.doc.log.find((e) => e.kind === 'morale');
      if (!check || unitState(h.doc, C1).removed) continue;
      const y0 = start.map.units!.find((u) => u.unit === 'c1')!.at.y;
      const y1 = h.doc.map.units!.find((u) => u.unit === 'c1')!.at.y;
      const fell = /falls back ([\d.]+)" directly away from 2nd Wisconsin/.exec(check.text);
      const routed = /routs (\d+)" \(([\d +]+)\) directly away from 2nd Wisconsin/.exec(check.text);
      if (routed) {
        seen.add('rout');
        const faces = check.dice!.find((d) => d.what === 'rout')!.faces;
        // 15mm routed infantry in the open rolls 2D6 (B:2816), taken from the stream after the fire and morale dice.
        expect(faces).toHaveLength(2);
        const used = h.doc.log.flatMap((e) => e.dice ?? []).flatMap((d) => d.faces).length;
        expect(faces).toEqual(rollDice(seed, used - 2, 2).faces);
        expect(Number(routed[1])).toBe(faces[0]! + faces[1]!);
        // c1 stands north of u1: directly away is north, y falling.
        expect(y0 - y1).toBeCloseTo(Number(routed[1]), 2);
      } else if (fell) {
        seen.add('fall back');
        expect(y0 - y1).toBeCloseTo(Number(fell[1]), 2);
      } else expect(y1).toBe(y0);
    }
    // Two hundred seeds at most reach both a fall back and a rout.
    expect([...seen].sort()).toEqual(['fall back', 'rout']);
  });

  it('reads the target’s disorder and the firer’s morale level into the fire', () => {
    const { ground, map } = duel();
    const start = startPlaytest(ground, map, 3);
    const good = resolveFire(ground, start, U1, C1).fire;
    const h = new History(start);
    h.execute(setUnitState(ground, C1, { level: 'disorder' }));
    h.execute(setUnitState(ground, U1, { level: 'shaken' }));
    const worse = resolveFire(ground, h.doc, U1, C1).fire;
    expect(worse.modifiers.some((m) => m.id === 'disorder' && m.on)).toBe(true);
    expect(worse.input?.state).toBe('shaken');
    expect(worse.odds!.dice).toBe(good.odds!.dice - 1);
    expect(worse.odds!.fp).toBeLessThan(good.odds!.fp);
  });

  it('fires with the figures left and refuses what the rules forbid', () => {
    const { ground, map } = duel();
    const h = new History(startPlaytest(ground, map, 3));
    const full = resolveFire(ground, h.doc, U1, C1).fire.input!.figures;
    h.execute(setUnitState(ground, U1, { figuresLost: 3 }));
    expect(resolveFire(ground, h.doc, U1, C1).fire.input!.figures).toBe(full! - 3);
    expect(() => resolveFire(ground, h.doc, U1, 'union\u0000u2')).toThrow(Refusal);
    h.execute(setUnitState(ground, C1, { level: 'routed' }));
    expect(() => resolveFire(ground, h.doc, U1, C1)).toThrow(/cannot be deliberately targeted/);
    h.execute(removeUnit(ground, C2));
    expect(() => resolveFire(ground, h.doc, U1, C2)).toThrow(/removed/);
    const before = h.doc;
    expect(() => h.execute(fire(ground, U1, C2))).toThrow(Refusal);
    expect(h.doc).toBe(before);
  });
});

describe('losses and stands', () => {
  it('take figures off one stand at a time, elite from the larger stand and green from the smaller (B:477)', () => {
    const unit = { id: 'x', name: 'X', arm: 'infantry', figures: 7, weapon: 'rifle-musket', quality: 'elite', sharpshooters: false, stands: 2 } as const;
    expect(standsAfterLosses(unit as never, 4)).toEqual([0, 3]);
    expect(standsAfterLosses({ ...unit, quality: 'green' } as never, 3)).toEqual([4, 0]);
    expect(strengthOf(unit as never, { figuresLost: 4, sectionsLost: 0, level: 'good', removed: false })).toMatchObject({ left: 3, standsLeft: 1, depleted: true });
  });
});

describe('morale check and rally', () => {
  it('rolls 2D6 against the MMP where the unit stands and applies the book’s result', () => {
    // The Confederates active: the rally is c1's action, not a reaction with nothing to react to.
    const { ground, map } = duel({ rule: 'side', side: 'confederate' });
    for (let seed = 1; seed <= 30; seed++) {
      const h = new History(startPlaytest(ground, map, seed));
      h.execute(setUnitState(ground, C1, { level: 'shaken' }));
      const table = playtestTable(ground, h.doc);
      h.execute(moraleCheck(ground, C1));
      const event = h.doc.log.at(-1)!;
      expect(event.kind).toBe('rally');
      const faces = event.dice![0]!.faces;
      // The shaken regiment's MMP with its level; the Union line 3" off is not within 1".
      const m = moraleFromPositions(table, table.unitsByKey.get(C1)!);
      const mmp = modifiedMoralePoint({ ...m.situation!, level: 'shaken' }).mmp;
      const roll = faces[0]! + faces[1]!;
      const effect = moraleEffect(moraleResultRow(roll, mmp), roll, mmp, { quality: 'veteran', level: 'shaken', depleted: false });
      expect(unitState(h.doc, C1).level).toBe(effect.level);
    }
  });
});

describe('turns and initiative', () => {
  it('the initiative side is active first, then the other; then the next turn begins (B:2419, B:2423)', () => {
    const { ground, map } = duel({ rule: 'side', side: 'confederate' });
    const h = new History(startPlaytest(ground, map, 1));
    expect([h.doc.turn, h.doc.initiative, h.doc.playerTurn]).toEqual([1, 'confederate', 0]);
    h.execute(nextPlayerTurn(ground));
    expect([h.doc.turn, h.doc.playerTurn]).toEqual([1, 1]);
    expect(h.doc.log.at(-1)!.text).toBe('Turn 1: Union active, Confederate reacting.');
    h.execute(nextPlayerTurn(ground));
    expect([h.doc.turn, h.doc.initiative, h.doc.playerTurn]).toEqual([2, 'confederate', 0]);
  });

  it('goes to the side with most leadership on the table, ties to the scenario’s tie-break (B:2126)', () => {
    const { ground, map } = duel({ rule: 'most-leadership', tieBreak: 'confederate' });
    expect(startPlaytest(ground, map, 1).initiative).toBe('confederate');
    const h = new History(startPlaytest(ground, map, 1));
    h.execute(removeUnit(ground, 'confederate\u0000archer-l'));
    h.execute(nextPlayerTurn(ground));
    h.execute(nextPlayerTurn(ground));
    expect(h.doc.initiative).toBe('union');
  });

  it('is rolled for when the scenario says so: nothing moves on until it is', () => {
    const { ground, map } = duel({ rule: 'roll-each-turn' });
    for (let seed = 1; seed <= 10; seed++) {
      const h = new History(startPlaytest(ground, map, seed));
      expect(h.doc.initiative).toBeNull();
      expect(() => h.execute(nextPlayerTurn(ground))).toThrow(/Roll for the initiative/);
      h.execute(rollInitiative(ground));
      const dice = h.doc.log.at(-1)!.dice!;
      // The last pair of dice decided it: the higher die has the initiative.
      const [a, b] = dice.slice(-2);
      expect(a!.faces[0]).not.toBe(b!.faces[0]);
      expect(h.doc.initiative).toBe(a!.faces[0]! > b!.faces[0]! ? 'union' : 'confederate');
      expect(() => h.execute(rollInitiative(ground))).toThrow(Refusal);
      h.execute(nextPlayerTurn(ground));
      h.execute(nextPlayerTurn(ground));
      expect(h.doc.initiative).toBeNull();
    }
    const fixed = duel();
    expect(() => new History(startPlaytest(fixed.ground, fixed.map, 1)).execute(rollInitiative(fixed.ground))).toThrow(Refusal);
  });
});

describe('undo and the scenario', () => {
  it('undo restores the playtest exactly, redo replays the same dice, and the scenario document never changes', () => {
    const scenario = deepFreeze(readTnm());
    const text = JSON.stringify(scenario);
    const ground = playtestGround(scenario)!;
    const start = startPlaytest(ground, scenario.map as TabletopMap, 11);
    const h = new History(start);
    h.execute(fire(ground, HALL, TN7));
    h.execute(placeUnit(ground, TN7, { x: 30, y: 22 }, 90));
    h.execute(moraleCheck(ground, TN7));
    h.execute(setUnitState(ground, HALL, { sectionsLost: 1, level: 'disorder' }));
    h.execute(nextPlayerTurn(ground));
    const end = h.doc;
    while (h.canUndo) h.undo();
    expect(h.doc).toEqual(start);
    while (h.canRedo) h.redo();
    expect(h.doc).toEqual(end);
    expect(JSON.stringify(scenario)).toBe(text);
  });

  it('random sequences of every playtest command undo to the exact start and replay from the seed to the same end', () => {
    const { ground, map } = duel({ rule: 'roll-each-turn' });
    const keys = (map.units ?? []).map((u) => `${u.side}\u0000${u.unit}`);
    const makers: Array<(r: number[]) => Command<Playtest>> = [
      (r) => fire(ground, keys[r[0]! % keys.length]!, keys[r[1]! % keys.length]!),
      (r) => moraleCheck(ground, keys[r[0]! % keys.length]!),
      () => nextPlayerTurn(ground),
      () => rollInitiative(ground),
      (r) => moveUnit(ground, keys[r[0]! % keys.length]!, { x: 10 + (r[1]! % 20), y: 10 + (r[2]! % 20) }, r[2]! % 4 ? undefined : (r[1]! * 15) % 360),
      (r) => setUnitState(ground, keys[r[0]! % keys.length]!, r[1]! % 2 ? { level: (['good', 'disorder', 'shaken', 'routed'] as const)[r[2]! % 4]! } : { figuresLost: r[2]! % 9 }),
      (r) => removeUnit(ground, keys[r[0]! % keys.length]!),
      (r) => placeUnit(ground, keys[r[0]! % keys.length]!, { x: 10 + (r[1]! % 20), y: 10 + (r[2]! % 20) }),
      (r) => faceUnit(ground, keys[r[0]! % keys.length]!, (r[1]! * 15) % 360),
      (r) => changeFormation(ground, keys[r[0]! % keys.length]!, (['battle-line', 'attack-column', 'road-column', 'skirmishers', 'square'] as const)[r[1]! % 5]!),
      (r) => reform(ground, keys[r[0]! % keys.length]!),
      (r) => disengage(ground, keys[r[0]! % keys.length]!),
      (r) => rout(ground, keys[r[0]! % keys.length]!),
      (r) => charge(ground, keys[r[0]! % keys.length]!, keys[r[1]! % keys.length]!, { ...DEFAULT_CHARGE_OPTIONS, defenderReaction: DEFENDER_REACTIONS[r[2]! % 3]! }),
    ];
    fc.assert(
      fc.property(fc.nat(1000), fc.array(fc.tuple(fc.nat(makers.length - 1), fc.nat(100), fc.nat(100), fc.nat(100)), { minLength: 1, maxLength: 25 }), (seed, steps) => {
        const start = deepFreeze(startPlaytest(ground, map, seed));
        const h = new History(start);
        for (const [k, ...r] of steps) {
          const before = h.doc;
          try {
            h.execute(makers[k]!(r));
          } catch (e) {
            if (!(e instanceof Refusal)) throw e;
            expect(h.doc).toBe(before);
          }
        }
        const end = h.doc;
        // The log's actions replayed from the seed rebuild the same game, dice and all.
        expect(replayPlaytest(ground, map, seed, actionsOf(end))).toEqual(end);
        while (h.canUndo) h.undo();
        expect(h.doc).toEqual(start);
        while (h.canRedo) h.redo();
        expect(h.doc).toEqual(end);
      }),
      { numRuns: 80, seed: 5 },
    );
  });

  it('saves as a new situation: a valid scenario with the units moved, losses and morale on their placements, the removed ones gone', () => {
    const scenario = deepFreeze(readTnm());
    const ground = playtestGround(scenario)!;
    const h = new History(startPlaytest(ground, scenario.map as TabletopMap, 11));
    h.execute(setUnitState(ground, TN7, { figuresLost: 2, level: 'shaken' }));
    h.execute(setUnitState(ground, HALL, { sectionsLost: 1 }));
    h.execute(placeUnit(ground, HALL, { x: 45, y: 20 }));
    h.execute(removeUnit(ground, 'confederate\u0000csa-1-tn'));
    h.execute(nextPlayerTurn(ground));
    const saved = situationOf(scenario, ground, h.doc);
    expect(standaloneValidators.scenario(saved)).toEqual([]);
    expect(saved.title).toBe(`${scenario.title} (turn 1, Confederate active)`);
    expect(saved.id).not.toBe(scenario.id);
    expect(saved.situation).toContain('Saved from a playtest');
    const units = (saved.map as TabletopMap).units!;
    expect(units).toHaveLength((scenario.map as TabletopMap).units!.length - 1);
    expect(units.find((u) => u.unit === 'csa-7-tn')!.status).toEqual({ figuresLost: 2, morale: 'shaken' });
    expect(units.find((u) => u.unit === 'usa-hall')).toMatchObject({ at: { x: 45, y: 20 }, status: { sectionsLost: 1 } });
    expect(units.find((u) => u.unit === 'csa-1-tn')).toBeUndefined();
    // A playtest of the situation starts where this one left off.
    const again = startPlaytest(playtestGround(saved)!, saved.map as TabletopMap, 1);
    expect(unitState(again, TN7)).toEqual({ figuresLost: 2, sectionsLost: 0, level: 'shaken', removed: false });
    expect(unitState(again, HALL).sectionsLost).toBe(1);
  });

  it('keeps the playtest’s result in the saved situation: winner, turn reached, seed, each unit’s stands lost and state', () => {
    const scenario = deepFreeze(readTnm());
    const ground = playtestGround(scenario)!;
    const h = new History(startPlaytest(ground, scenario.map as TabletopMap, 11));
    // 7th Tennessee (two stands) loses enough figures to be down to one stand; 1st Tennessee is taken off.
    const tn7 = unitAt(ground, h.doc, TN7).unit!;
    const firstStand = standsAfterLosses(tn7, 0)[0]!;
    h.execute(setUnitState(ground, TN7, { figuresLost: firstStand, level: 'shaken' }));
    h.execute(removeUnit(ground, 'confederate\u0000csa-1-tn'));
    h.execute(nextPlayerTurn(ground));
    h.execute(nextPlayerTurn(ground));
    const judged = judgeVictory(scenario.victory, ground, h.doc);
    const result = resultOf(scenario, ground, h.doc, judged, 'union');
    const saved = situationOf(scenario, ground, h.doc, undefined, result);
    expect(standaloneValidators.scenario(saved)).toEqual([]);
    const kept = JSON.parse(JSON.stringify(saved)) as MusterScenario;
    expect(kept.playtestResult).toMatchObject({ winner: 'union', turn: 2, seed: 11 });
    const units = kept.playtestResult!.units;
    expect(units.find((u) => u.unit === 'csa-7-tn')).toMatchObject({ standsLost: 1, figuresLost: firstStand, state: 'shaken' });
    expect(units.find((u) => u.unit === 'csa-1-tn')).toMatchObject({ state: 'removed' });
    expect(units.find((u) => u.unit === 'usa-95-ny')).toMatchObject({ standsLost: 0, figuresLost: 0, state: 'good' });
    // Without a result the file carries none.
    expect(situationOf(scenario, ground, h.doc).playtestResult).toBeUndefined();
  });
});
