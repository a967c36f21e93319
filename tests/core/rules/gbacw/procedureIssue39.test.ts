/**
 * The GBACW procedure as the series book reads (issue 39): a command In Reserve takes no action and fires
 * no Non-Phasing Fire (6.32, line 673), only Shock or fire at four hexes or less ends it (6.34, line 680);
 * the advance after a Retreat Before Shock is voluntary (11.35 and 11.46, lines 1772, 2120); the d or D of
 * the hex advanced into (line 2124); 17.42's Rally or Fatigue reduction at the end of the turn (lines 271,
 * 2510); 10.61's artillery details (lines 1477, 1480).
 */
import { describe, expect, it } from 'vitest';
import { ADVANCE, ARTILLERY_FIRE, RECOVERY, RESERVE, SEQUENCE_OF_PLAY, advanceAfterCombat, endOfTurnRecovery, fireOpportunities, reserveEndedBy } from '../../../../core/rules/gbacw/procedure';
import { gbacwLine } from '../../../../core/rules/trace';
import { citedLine } from '../../../support/seeds';

describe('the book says', () => {
  it('in its own words', () => {
    expect(citedLine(RESERVE.noActions)).toMatch(/^6\.32 .*They may not undertake any actions available to non-Reserve units\./);
    expect(citedLine(RESERVE.removedInvoluntarily)).toMatch(/INVOLUNTARILY: If any unit in the brigade is designated as a target of Shock or of Fire at a range of four hexes or less/);
    expect(citedLine(ADVANCE.retreatBeforeShock)).toMatch(/Advance is voluntary when the defender Retreats Before Shock \[11\.35\]/);
    expect(citedLine(ADVANCE.afterShock)).toMatch(/If the defender Retreats Before Shock, the attacker may advance \[11\.35\]/);
    expect(citedLine(ADVANCE.disorderTerrain)).toMatch(/must either conduct a UDD \(d\) or take the Auto Disorder \(D\)/);
    expect(citedLine(RECOVERY.phase)).toMatch(/automatic Rally or Fatigue reduction \[17\.42\]/);
    expect(citedLine(RECOVERY.stoodStill)).toMatch(/^17\.42 Any on-map brigade that is not in Reserve/);
    expect(citedLine(RECOVERY.rally)).toMatch(/Automatically rally all Disordered units within Command Range of their brigadier/);
    expect(citedLine(RECOVERY.fatigue)).toMatch(/Reduce Fatigue by one level/);
    expect(citedLine(ARTILLERY_FIRE.movedDrm.source)).toMatch(/Guns that change facing by one vertex either before or after firing do not suffer the -2 DRM/);
    expect(citedLine(ARTILLERY_FIRE.uncovered.source)).toMatch(/stacked under non-artillery .* incurs a -2 DRM for any fire and cannot Rapid Fire/);
  });
});

describe('In Reserve (6.32, 6.34)', () => {
  it('no Phasing and no Non-Phasing Fire of any kind; a reinforcement entering still acts', () => {
    for (const arm of ['infantry', 'artillery'] as const) {
      const all = [...fireOpportunities({ arm, orders: 'advance', phasing: true, inReserve: true }), ...fireOpportunities({ arm, orders: 'advance', phasing: false, inReserve: true })];
      expect(all.filter((o) => o.allowed)).toEqual([]);
      expect(all.find((o) => o.kind === 'return')).toMatchObject({ allowed: false, source: gbacwLine(673) });
      expect(all.find((o) => o.kind === 'return')!.why).toContain('only Shock or fire at four hexes or less at its brigade ends the Reserve');
    }
    expect(fireOpportunities({ arm: 'infantry', orders: 'advance', phasing: true, inReserve: true, enteringAsReinforcement: true })[0]!.allowed).toBe(true);
  });

  it('Shock ends it; fire at four hexes ends it, at five it does not', () => {
    expect(reserveEndedBy({ kind: 'shock' })).toMatchObject({ ends: true, source: gbacwLine(680) });
    expect(reserveEndedBy({ kind: 'fire', rangeHexes: 4 })).toMatchObject({ ends: true });
    expect(reserveEndedBy({ kind: 'fire', rangeHexes: 4 }).why).toContain('all its units Disorder and take Advance Orders');
    expect(reserveEndedBy({ kind: 'fire', rangeHexes: 5 })).toMatchObject({ ends: false });
  });
});

describe('advance after Shock (12.6, 11.35)', () => {
  it('must after an ordinary Shock; may after a Retreat Before Shock', () => {
    expect(advanceAfterCombat({ cause: 'shock', artillery: false }).advance).toBe('must');
    expect(advanceAfterCombat({ cause: 'shock', artillery: false, retreatedBeforeShock: true })).toMatchObject({ advance: 'may', source: gbacwLine(1772) });
    // Artillery never advances, whatever the defender did.
    expect(advanceAfterCombat({ cause: 'shock', artillery: true, retreatedBeforeShock: true }).advance).toBe('may-not');
  });

  it('into a "d" hex a UDD, into a "D" hex Disorder; either halts a unit already Disordered', () => {
    expect(advanceAfterCombat({ cause: 'shock', artillery: false, terrainDisorder: 'd' }).terrain).toMatchObject({ source: gbacwLine(2124) });
    expect(advanceAfterCombat({ cause: 'shock', artillery: false, terrainDisorder: 'd' }).terrain!.why).toMatch(/Uncontrolled Disorder check/);
    expect(advanceAfterCombat({ cause: 'shock', artillery: false, terrainDisorder: 'D' }).terrain!.why).toMatch(/Disorders automatically/);
    expect(advanceAfterCombat({ cause: 'shock', artillery: false, terrainDisorder: 'D', disordered: true }).terrain!.why).toMatch(/halts the advance/);
    expect(advanceAfterCombat({ cause: 'shock', artillery: false }).terrain).toBeUndefined();
  });
});

describe('end of turn recovery (3.0 IV.B, 6.35, 17.42)', () => {
  it('the Replacement/Recovery Phase names both', () => {
    const recovery = SEQUENCE_OF_PLAY.find((s) => s.id === 'IV')!.steps!.find((s) => s.id === 'IV.B')!;
    expect(recovery.does).toContain('17.42');
  });

  it('In Reserve: Fatigue down two; standing still: rally or Fatigue down one; having moved: nothing', () => {
    expect(endOfTurnRecovery({ inReserve: true, stoodStill: false })[0]).toEqual({ does: 'reduce Fatigue by two levels', source: gbacwLine(682) });
    expect(endOfTurnRecovery({ inReserve: false, stoodStill: true }).map((r) => r.source)).toEqual([gbacwLine(2512), gbacwLine(2513)]);
    expect(endOfTurnRecovery({ inReserve: false, stoodStill: false })).toEqual([]);
  });
});

describe("artillery fire's details (10.61)", () => {
  it('turning one vertex is no move: no −2; guns uncovered this Activation fire at −2 and may not Rapid Fire', () => {
    const turned = fireOpportunities({ arm: 'artillery', orders: 'advance', phasing: true, turnsOneVertexOnly: true })[0]!;
    expect(turned).toMatchObject({ allowed: true });
    expect(turned.drm).toBeUndefined();
    expect(turned.why).toContain('turning one vertex');
    const uncovered = fireOpportunities({ arm: 'artillery', orders: 'advance', phasing: true, uncoveredThisActivation: true })[0]!;
    expect(uncovered).toMatchObject({ allowed: true, drm: -2, noRapidFire: true, source: gbacwLine(1480) });
    // Moved and uncovered: −2 for each.
    expect(fireOpportunities({ arm: 'artillery', orders: 'advance', phasing: true, uncoveredThisActivation: true, movedMps: 1, ma: 6 })[0]!.drm).toBe(-4);
    const returnFire = fireOpportunities({ arm: 'artillery', orders: 'advance', phasing: false, uncoveredThisActivation: true }).find((o) => o.kind === 'return')!;
    expect(returnFire).toMatchObject({ allowed: true, drm: -2, noRapidFire: true });
  });
});
