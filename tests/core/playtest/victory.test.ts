/**
 * Victory judged on the playtest, from the book's own conditions as the bundled scenarios carry them:
 * Tan Yard Hill (clear the hill and its woods after five turns; four stands lost force a retirement,
 * B:2268), the Meeting Engagement's casualty ratio (B:2200) and the Richmond Defenses' regiments beyond
 * the crest (B:2224). Units are the preview fixtures' regiments, placed on the scenarios' own objectives.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { History } from '../../../core/history';
import type { OrderOfBattle } from '../../../core/model/oob';
import { nextPlayerTurn, removeUnit, rollInitiative, setUnitState, startPlaytest, type Playtest, type PlaytestGround } from '../../../core/playtest';
import { judgeVictory, resultOf, sideLosses } from '../../../core/playtest/victory';
import type { MusterScenario, TabletopMap, TabletopPlacement } from '../../../core/model/scenario.generated';
import { CONFEDERATE, UNION } from '../preview/fixtures';

const read = (name: string): MusterScenario => JSON.parse(readFileSync(join(__dirname, '../../../scenarios', name), 'utf8')) as MusterScenario;

function groundOf(s: MusterScenario, union: OrderOfBattle = UNION as OrderOfBattle): PlaytestGround {
  return {
    title: s.title,
    board: s.board,
    scale: '15mm',
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: union },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE as OrderOfBattle },
    ],
    conditions: { season: 'fall', weather: 'dry' },
    initiative: s.initiative,
    turns: s.length.turns,
  };
}

const place = (side: 'union' | 'confederate', unit: string, x: number, y: number): TabletopPlacement => ({ side, unit, at: { x, y }, facingDeg: 0, formation: 'battle-line' });

function play(s: MusterScenario, units: TabletopPlacement[], union?: OrderOfBattle): { ground: PlaytestGround; history: History<Playtest> } {
  const ground = groundOf(s, union);
  const map = { ...(s.map as TabletopMap), units };
  return { ground, history: new History(startPlaytest(ground, map, 7)) };
}

/** Ends player turns until the playtest reaches turn `n` (its first player turn). */
function toTurn(ground: PlaytestGround, h: History<Playtest>, n: number): void {
  while (h.doc.turn < n) h.execute(h.doc.initiative ? nextPlayerTurn(ground) : rollInitiative(ground));
}

const U1 = 'union\u0000u1';
const C1 = 'confederate\u0000c1';
const C2 = 'confederate\u0000c2';

describe('Tan Yard Hill (B:2262-2268)', () => {
  const s = read('tan-yard-hill.scenario.json');
  const hillCentre = { x: 8, y: 28 };
  const farAway = { x: 30, y: 50 };

  it('is open while the turns run; the Confederates win when a unit is still on the hill after turn five', () => {
    const { ground, history } = play(s, [place('union', 'u1', 20, 40), place('confederate', 'c1', hillCentre.x, hillCentre.y)]);
    let r = judgeVictory(s.victory, ground, history.doc);
    expect(r.decided).toBe(false);
    const clear = r.conditions.find((c) => c.id === 'clear-hill')!;
    expect(clear.standing).toBe('open');
    expect(clear.holdsNow).toBe(false);
    toTurn(ground, history, 5);
    expect(judgeVictory(s.victory, ground, history.doc).decided).toBe(false);
    toTurn(ground, history, 6);
    r = judgeVictory(s.victory, ground, history.doc);
    expect(r.conditions.find((c) => c.id === 'clear-hill')!.standing).toBe('not-met');
    expect(r).toMatchObject({ decided: true, winner: 'confederate' });
  });

  it('gives the Union the win after five turns when no Confederate unit is on the hill or in its woods', () => {
    const { ground, history } = play(s, [place('union', 'u1', hillCentre.x, hillCentre.y), place('confederate', 'c1', farAway.x, farAway.y)]);
    toTurn(ground, history, 6);
    const r = judgeVictory(s.victory, ground, history.doc);
    expect(r.conditions.find((c) => c.id === 'clear-hill')!.standing).toBe('met');
    expect(r).toMatchObject({ decided: true, winner: 'union' });
  });

  it('a judged win states its reason: the condition\'s words and what was found, or what was found alone when it has no words', () => {
    const { ground, history } = play(s, [place('union', 'u1', hillCentre.x, hillCentre.y), place('confederate', 'c1', farAway.x, farAway.y)]);
    toTurn(ground, history, 6);
    expect(judgeVictory(s.victory, ground, history.doc).reason).toMatch(/^Union wins: Union wins if after five turns no Confederate unit .*\. Tan Yard Hill \(elevated part\): 0 units of the Confederate; .* Judged at the end of turn 5\.$/);
    // The case: a condition with no words (a new one, its text left empty) once read "Union wins:" and nothing after.
    const bare = { ...s.victory, conditions: s.victory.conditions.map((c) => ({ ...c, text: '' })) };
    const reason = judgeVictory(bare, ground, history.doc).reason;
    expect(reason).toMatch(/^Union wins: Tan Yard Hill \(elevated part\): 0 units of the Confederate/);
    expect(reason.replace(/^Union wins:/, '').trim().length).toBeGreaterThan(20);
  });

  it('a Confederate unit in the woods next to the hill is enough to hold (both areas must be clear)', () => {
    const { ground, history } = play(s, [place('confederate', 'c1', 8, 16)]);
    toTurn(ground, history, 6);
    expect(judgeVictory(s.victory, ground, history.doc).winner).toBe('confederate');
  });

  it('four stands lost force a retirement at once, whatever the turn', () => {
    // c1, c2 and c3 are 8-figure veteran regiments on two stands of 4: 4 figures empty one stand.
    const { ground, history } = play(s, [place('confederate', 'c1', hillCentre.x, hillCentre.y), place('confederate', 'c2', 30, 50), place('confederate', 'c3', 31, 50), place('union', 'u1', 20, 40)]);
    history.execute(setUnitState(ground, C1, { figuresLost: 4 }));
    history.execute(setUnitState(ground, C2, { figuresLost: 4 }));
    expect(sideLosses(ground, history.doc).get('confederate')!.standsLost).toBe(2);
    expect(judgeVictory(s.victory, ground, history.doc).decided).toBe(false);
    history.execute(removeUnit(ground, C2));
    // Removed: both of c2's stands are lost, so three in all.
    expect(sideLosses(ground, history.doc).get('confederate')!.standsLost).toBe(3);
    history.execute(setUnitState(ground, 'confederate\u0000c3', { figuresLost: 5 }));
    const r = judgeVictory(s.victory, ground, history.doc);
    expect(history.doc.turn).toBe(1);
    expect(r.conditions.find((c) => c.id === 'retire-csa')!.standing).toBe('met');
    expect(r).toMatchObject({ decided: true, winner: 'union' });
    const result = resultOf(s, ground, history.doc, r);
    expect(result).toMatchObject({ scenario: 'mine-run-1', winner: 'union', turn: 1, from: 'playtest' });
    expect(result.units.find((u) => u.unit === 'c2')).toMatchObject({ standsLost: 2, figuresLost: 8, state: 'removed' });
    expect(result.units.find((u) => u.unit === 'c1')).toMatchObject({ standsLost: 1, figuresLost: 4, state: 'good' });
    // The players may call it otherwise; the result says so.
    expect(resultOf(s, ground, history.doc, r, 'confederate')).toMatchObject({ winner: 'confederate', reason: 'Entered by the players: Confederate wins.' });
  });

  it('undoing the losses undoes the win', () => {
    const { ground, history } = play(s, [place('union', 'u1', 20, 40), place('union', 'u2', 22, 40)]);
    history.execute(setUnitState(ground, U1, { figuresLost: 8 }));
    history.execute(setUnitState(ground, 'union\u0000u2', { figuresLost: 8 }));
    expect(judgeVictory(s.victory, ground, history.doc).winner).toBe('confederate');
    history.undo();
    expect(judgeVictory(s.victory, ground, history.doc).decided).toBe(false);
  });
});

describe('Meeting Engagement: the casualty ratio (B:2200)', () => {
  const s = read('meeting-engagement.scenario.json');
  it('the Union needs half as many casualties again as it suffers, judged after eight turns', () => {
    const { ground, history } = play(s, [place('union', 'u1', 10, 10), place('confederate', 'c1', 10, 20), place('confederate', 'c3', 12, 20)]);
    history.execute(setUnitState(ground, U1, { figuresLost: 2 }));
    history.execute(setUnitState(ground, C1, { figuresLost: 2 }));
    toTurn(ground, history, s.length.turns + 1);
    let r = judgeVictory(s.victory, ground, history.doc);
    expect(r.conditions[0]!.standing).toBe('not-met');
    expect(r.winner).toBe('confederate');
    // 3 inflicted for 2 suffered is exactly 50 percent more.
    history.execute(setUnitState(ground, 'confederate\u0000c3', { figuresLost: 1 }));
    r = judgeVictory(s.victory, ground, history.doc);
    expect(r.conditions[0]!.standing).toBe('met');
    expect(r.winner).toBe('union');
  });
});

describe('Richmond Defenses: regiments beyond the crest (B:2224)', () => {
  const s = read('richmond-defenses.scenario.json');
  const beyond = s.map.kind === 'tabletop' ? s.map.objectives!.find((o) => o.id === 'beyond-the-crest')!.area! : [];
  const inside = { x: (beyond[0]!.x + beyond[2]!.x) / 2, y: (beyond[0]!.y + beyond[2]!.y) / 2 };
  const condition = s.victory.conditions.find((c) => c.kind === 'units-beyond')!;

  it('five Union regiments beyond the crest at the end of a turn take the heights at once', () => {
    expect(condition.count).toBe(5);
    const units = ['u1', 'u2', 'u3', 'u4'].map((u, i) => place('union', u, inside.x + i, inside.y));
    const { ground, history } = play(s, [...units, place('union', 'bty', inside.x + 5, inside.y), place('confederate', 'c1', 5, 5)]);
    toTurn(ground, history, 2);
    // Four regiments and a battery: the battery is no regiment.
    expect(judgeVictory(s.victory, ground, history.doc).decided).toBe(false);
  });

  it('the fifth regiment beyond the crest decides it at the end of the turn, not before', () => {
    const iron = (UNION.children[0] as { children: unknown[] });
    const fifth = { id: 'u5', name: '7th Wisconsin', arm: 'infantry', figures: 6, weapon: 'rifle-musket', quality: 'veteran', sharpshooters: false, stands: 2 };
    const union = { ...UNION, children: [{ ...iron, children: [...iron.children, fifth] }, ...UNION.children.slice(1)] } as unknown as OrderOfBattle;
    const units = ['u1', 'u2', 'u3', 'u4', 'u5'].map((u, i) => place('union', u, inside.x + i * 2, inside.y));
    const { ground, history } = play(s, [...units, place('confederate', 'c1', 5, 50)], union);
    history.execute(nextPlayerTurn(ground));
    // The Confederate player turn of turn 1: five regiments beyond, but the turn is not complete.
    expect(judgeVictory(s.victory, ground, history.doc).decided).toBe(false);
    history.execute(nextPlayerTurn(ground));
    expect(history.doc.turn).toBe(2);
    const r = judgeVictory(s.victory, ground, history.doc);
    expect(r.conditions[0]!.reason).toContain('5 of the 5');
    expect(r).toMatchObject({ decided: true, winner: 'union' });
  });
});
