/**
 * Interpenetration in the playtest (issue 41, rules notes P22): a regiment moving through a friendly one
 * pays nothing more for it, and both take a TCT — 1D6 against the unit's current BMP, a veteran
 * two-stand regiment's 4 (B:2482) — or fall into disorder; a disordered unit passed through takes none
 * (B:625, B:629). The dice are the playtest's stream, checked here die by die.
 */
import { describe, expect, it } from 'vitest';
import { History } from '../../../core/history';
import { actionsOf, currentBmp, INTERPENETRATION_RULES, moveUnit, passedThrough, readMove, replayPlaytest, rollDice, setUnitState, startPlaytest, unitAt, unitState, type PlaytestGround } from '../../../core/playtest';
import type { TabletopMap, TabletopPlacement } from '../../../core/model/scenario.generated';
import { citedLine } from '../../support/seeds';
import { duelGround } from '../preview/fixtures';

const U1 = 'union\u0000u1';
const U2 = 'union\u0000u2';

/** The 2nd Wisconsin at (20, 30) and the 6th Wisconsin 3" ahead of it, both facing north; the enemy far off. */
function field(): { ground: PlaytestGround; map: TabletopMap } {
  const place = (side: 'union' | 'confederate', unit: string, x: number, y: number, facingDeg: number): TabletopPlacement => ({ side, unit, at: { x, y }, facingDeg, formation: 'battle-line' });
  const map = { kind: 'tabletop', features: [], units: [place('union', 'u1', 20, 30, 0), place('union', 'u2', 20, 27, 0), place('confederate', 'c1', 40, 5, 180)] } as unknown as TabletopMap;
  const ground = duelGround('Passage of lines');
  return { ground, map };
}

describe('interpenetration (B:625)', () => {
  it('the book: no cost to either unit, both take a TCT; a TCT is 1D6 on the current BMP, a disordered unit passed through takes none', () => {
    expect(citedLine(INTERPENETRATION_RULES.passThrough.source)).toMatch(/pass through another friendly unit at no additional movement cost to either unit/);
    expect(citedLine(INTERPENETRATION_RULES.tct.source)).toMatch(/equal or higher than its current BMP/);
    const { ground, map } = field();
    const p = startPlaytest(ground, map, 1);
    // A veteran two-stand regiment: BMP 4 (B:2482).
    expect(currentBmp(unitAt(ground, p, U1).unit!, unitState(p, U1))).toBe(4);
  });

  it('a move through the 6th Wisconsin costs the same as the open 5", and both roll a TCT from the stream: under 4 is disorder', () => {
    const { ground, map } = field();
    let disordered = 0;
    let passed = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const h = new History(startPlaytest(ground, map, seed));
      const reading = readMove(ground, h.doc, U1, { x: 20, y: 25 });
      // A battle line's 6" an action in the open (B:2809): 5" is 5/6 of an action, the 6th Wisconsin in the way or not.
      expect(reading.actionsCost).toBeCloseTo(5 / 6, 2);
      expect(passedThrough(ground, h.doc, U1, [{ x: 20, y: 30 }, { x: 20, y: 25 }]).map((t) => t.key)).toEqual([U2]);
      h.execute(moveUnit(ground, U1, { x: 20, y: 25 }));
      const [mine, theirs] = rollDice(seed, 0, 2).faces as [number, number];
      const e = h.doc.log.at(-1)!;
      expect(e.dice).toEqual([{ what: 'TCT 2nd Wisconsin', faces: [mine] }, { what: 'TCT 6th Wisconsin', faces: [theirs] }]);
      expect(unitState(h.doc, U1).level).toBe(mine >= 4 ? 'good' : 'disorder');
      expect(unitState(h.doc, U2).level).toBe(theirs >= 4 ? 'good' : 'disorder');
      expect(e.text).toContain(`It passes through 6th Wisconsin: TCT 2nd Wisconsin ${mine} against BMP 4, ${mine >= 4 ? 'passes' : 'disordered'}; 6th Wisconsin ${theirs} against BMP 4, ${theirs >= 4 ? 'passes' : 'disordered'}.`);
      expect(h.doc.drawn).toBe(2);
      expect(replayPlaytest(ground, map, seed, actionsOf(h.doc))).toEqual(h.doc);
      for (const d of [mine, theirs]) d >= 4 ? passed++ : disordered++;
    }
    expect(passed).toBeGreaterThan(0);
    expect(disordered).toBeGreaterThan(0);
  });

  it('a disordered unit passed through takes no test; a move around it takes none at all', () => {
    const { ground, map } = field();
    const h = new History(startPlaytest(ground, map, 5));
    h.execute(setUnitState(ground, U2, { level: 'disorder' }));
    h.execute(moveUnit(ground, U1, { x: 20, y: 25 }));
    expect(h.doc.log.at(-1)!.dice).toEqual([{ what: 'TCT 2nd Wisconsin', faces: rollDice(5, 0, 1).faces }]);
    const around = new History(startPlaytest(ground, map, 5));
    around.execute(moveUnit(ground, U1, { x: 25, y: 27 }, undefined, [{ x: 25, y: 29 }]));
    expect(around.doc.log.at(-1)!.dice).toBeUndefined();
    expect(around.doc.drawn).toBe(0);
  });
});
