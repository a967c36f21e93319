/**
 * Desperation fire in the playtest (issue 41, rules notes P21): after a reacting unit has used its
 * reaction it may still fire FP + 1D6 (a 6 earns a second die) at an enemy unit that has just come within
 * 1 inch of it (2 inches at 25mm), once at each unit, never at one it fired its reaction at (B:3079,
 * B:1079, B:2421). The numbers are the book's: an 8-figure rifle-musket regiment fires 8 FP (TC-42 of the
 * digest: 8 + 6 + 3 = 17 on a 6 and a 3).
 */
import { describe, expect, it } from 'vitest';
import { History } from '../../../core/history';
import { actionsOf, DESPERATION_RULES, desperationFire, desperationOffers, desperationRefusal, faceUnit, moveUnit, replayPlaytest, startPlaytest, type PlaytestGround } from '../../../core/playtest';
import type { TabletopMap, TabletopPlacement } from '../../../core/model/scenario.generated';
import { citedLine } from '../../support/seeds';
import { duelGround } from '../preview/fixtures';

const U1 = 'union\u0000u1';
const U2 = 'union\u0000u2';
const C1 = 'confederate\u0000c1';
const C2 = 'confederate\u0000c2';

function field(): { ground: PlaytestGround; map: TabletopMap } {
  const place = (side: 'union' | 'confederate', unit: string, x: number, y: number, facingDeg: number): TabletopPlacement => ({ side, unit, at: { x, y }, facingDeg, formation: 'battle-line' });
  const map = { kind: 'tabletop', features: [], units: [place('union', 'u1', 20, 30, 0), place('union', 'u2', 30, 30, 0), place('union', 'meredith', 25, 31.5, 0), place('confederate', 'c1', 20, 27, 180), place('confederate', 'c2', 30, 20, 180), place('confederate', 'archer-l', 25, 18.5, 180)] } as unknown as TabletopMap;
  const ground = duelGround('Desperation');
  return { ground, map };
}

/** The 2nd Wisconsin moves an inch; the 1st Tennessee turns 5° as its reaction; then the 2nd closes to half an inch of it. */
function closed(seed: number) {
  const { ground, map } = field();
  const h = new History(startPlaytest(ground, map, seed));
  h.execute(moveUnit(ground, U2, { x: 30, y: 29 }));
  h.execute(faceUnit(ground, C1, 185));
  h.execute(moveUnit(ground, U1, { x: 20, y: 27.5 }));
  return { ground, map, h };
}

describe('desperation fire (B:3079)', () => {
  it('the book: 1D6 after the reaction is used, within 1" (2" at 25mm), a 6 earns a second die, once a unit', () => {
    expect(citedLine(DESPERATION_RULES.reactionUsed.source)).toMatch(/1D6 fire performed by an inactive unit that has already performed its reaction/);
    expect(citedLine(DESPERATION_RULES.within.source)).toMatch(/within 1 inch of it \(2 inches for the 25mm scale\)/);
    expect(DESPERATION_RULES.within.inches).toEqual({ '10mm': 1, '15mm': 1, '25mm': 2 });
  });

  it('a unit that has reacted fires 8 FP + 1D6 at the regiment that closed to half an inch, and the dice are the stream’s', () => {
    let sixes = 0;
    let singles = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { ground, map, h } = closed(seed);
      expect(desperationRefusal(ground, h.doc, C1, U1)).toBeUndefined();
      const offers = desperationOffers(ground, h.doc);
      expect(offers.map((o) => [o.unit, o.kind, o.target])).toEqual([[C1, 'desperation-fire', U1]]);
      expect(offers[0]!.fire!.odds!.fp).toBe(8);
      expect(offers[0]!.fire!.odds!.dice).toBe(1);
      h.execute(desperationFire(ground, C1, U1));
      const e = h.doc.log.find((x) => x.action?.do === 'desperation-fire')!;
      expect(e.kind).toBe('fire');
      expect(e.text).toMatch(/^1st Tennessee fires in desperation on 2nd Wisconsin at desperation range: 8 FP/);
      const faces = e.dice![0]!.faces;
      // One die; a 6 earns exactly one more (the engine's default reading of B:3079).
      if (faces[0] === 6) {
        sixes++;
        expect(faces).toHaveLength(2);
      } else {
        singles++;
        expect(faces).toHaveLength(1);
      }
      const drm = Number(/net DRM ([+−]\d+)/.exec(e.text)![1]!.replace('−', '-'));
      const total = Number(/total (\d+)/.exec(e.text)![1]);
      expect(total).toBe(8 + faces.reduce((a, b) => a + b, 0) + drm);
      // It spends nothing and triggers nothing: the 2nd Wisconsin is still the unit that acted.
      expect(h.doc.trigger?.unit).toBe(U1);
      expect(h.doc.reacted?.[C1]).toBe('facing change');
      // Replayed from the seed, the same game.
      expect(replayPlaytest(ground, map, seed, actionsOf(h.doc))).toEqual(h.doc);
    }
    expect(sixes).toBeGreaterThan(0);
    expect(singles).toBeGreaterThan(0);
  });

  it('is refused with the book’s line: once at a unit, not before the reaction is used, not beyond an inch, not by the active side', () => {
    const { ground, h } = closed(3);
    h.execute(desperationFire(ground, C1, U1));
    expect(desperationRefusal(ground, h.doc, C1, U1)).toMatch(/already fired in desperation at 2nd Wisconsin.*\(B:3079\)$/);
    expect(() => h.execute(desperationFire(ground, C1, U1))).toThrow(/already fired in desperation/);
    expect(desperationRefusal(ground, h.doc, C2, U1)).toMatch(/7th Tennessee still has its reaction/);
    expect(desperationRefusal(ground, h.doc, U2, C1)).toMatch(/not on the reacting side/);
    // Before the 2nd Wisconsin closed, it was 3" off and the last to act was the 6th Wisconsin.
    const { ground: g2, map } = field();
    const early = new History(startPlaytest(g2, map, 3));
    early.execute(moveUnit(g2, U2, { x: 30, y: 29 }));
    early.execute(faceUnit(g2, C1, 185));
    expect(desperationRefusal(g2, early.doc, C1, U1)).toMatch(/has not just come near/);
    early.execute(moveUnit(g2, U1, { x: 20, y: 29 }));
    // Fronts 2" apart; the 1st Tennessee's 5° turn brings the near corner of its 3" front 1.5 × sin 5° = 0.13" closer: 1.9".
    expect(desperationRefusal(g2, early.doc, C1, U1)).toMatch(/is 1\.9" from 1st Tennessee, beyond the 1" of desperation fire \(B:3079\)/);
  });
});
