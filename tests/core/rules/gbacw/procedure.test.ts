/**
 * What the GBACW series book fixes about the order of play and who may fire, advance or go into Reserve
 * (3.0, 4.3, 6.3, 10.1, 10.3–10.5, 10.61, 10.7, 12.6, 13.1), each case checked against the line it cites,
 * and shock resolved from the example scenario's own Shock Ratio Chart, Adjustments and Resolution Table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADVANCE,
  ARTILLERY_COMMAND,
  FIRE_PROCEDURE,
  RESERVE,
  SEQUENCE_OF_PLAY,
  UNIT_STATE_RULES,
  advanceAfterCombat,
  fireOpportunities,
  gbacwShockOdds,
  reserveQualification,
  unitState,
} from '../../../../core/rules/gbacw';
import type { MusterScenario } from '../../../../core/model/scenario.generated';
import { citedLine } from '../../../support/seeds';

const tables = () => (JSON.parse(readFileSync(join(__dirname, '../../../../scenarios/gbacw/example-crossroads.scenario.json'), 'utf8')) as MusterScenario).gameTables!;

describe('the Sequence of Play (3.0) as data', () => {
  it('four segments in the book\'s order, each phase on the line that names it', () => {
    expect(SEQUENCE_OF_PLAY.map((s) => s.name)).toEqual(['Initiative Segment', 'Orders Segment', 'Activation Segment', 'End of Turn Segment']);
    const all = (steps: typeof SEQUENCE_OF_PLAY): typeof SEQUENCE_OF_PLAY => steps.flatMap((s) => [s, ...all(s.steps ?? [])]);
    for (const s of all(SEQUENCE_OF_PLAY)) expect(citedLine(s.source).toLowerCase(), s.id).toContain(s.name.toLowerCase().replace(' segment', '').replace(' phase', '').split(' ')[0]!);
    expect(SEQUENCE_OF_PLAY[1]!.steps!.map((s) => s.id)).toEqual(['II.A', 'II.B', 'II.C', 'II.D', 'II.E', 'II.F']);
  });

  it('artillery command (4.3) and the Reserve (6.3) cite their cases', () => {
    expect(citedLine(ARTILLERY_COMMAND.attached.source)).toContain('one battery per brigade');
    expect(citedLine(RESERVE.qualifies)).toMatch(/^6\.31/);
    expect(citedLine(RESERVE.removed)).toMatch(/^6\.34/);
  });
});

describe('who may fire, and how (10.11, 10.3–10.5, 10.61)', () => {
  const infantry = { arm: 'infantry' as const, phasing: true };
  it('phasing: not under March Orders; under Advance Orders only instead of moving; under Attack Orders with Prepared Fire when it stays put', () => {
    expect(fireOpportunities({ ...infantry, orders: 'march' })[0]).toMatchObject({ kind: 'phasing', allowed: false, source: FIRE_PROCEDURE.phasingNot });
    expect(citedLine(FIRE_PROCEDURE.phasingNot)).toMatch(/^10\.33/);
    expect(fireOpportunities({ ...infantry, orders: 'advance', movedMps: 2 })[0]).toMatchObject({ allowed: false });
    expect(fireOpportunities({ ...infantry, orders: 'advance' })[0]).toMatchObject({ allowed: true, prepared: true });
    expect(fireOpportunities({ ...infantry, orders: 'attack', movedMps: 1 })[0]).toMatchObject({ allowed: true });
    expect(fireOpportunities({ ...infantry, orders: 'attack', movedMps: 1 })[0]!.prepared).toBeUndefined();
    // Dismounted cavalry never takes phasing Prepared Fire (10.52); Disordered units never do.
    expect(fireOpportunities({ arm: 'cavalry', dismounted: true, phasing: true, orders: 'attack' })[0]!.prepared).toBeUndefined();
    expect(fireOpportunities({ ...infantry, orders: 'attack', disordered: true })[0]!.prepared).toBeUndefined();
    expect(citedLine(FIRE_PROCEDURE.prepared.source)).toContain('+1 DRM');
  });

  it('artillery moves and fires at −2, not beyond half its MA, never Disordered (10.61)', () => {
    const guns = { arm: 'artillery' as const, phasing: true, orders: 'advance' as const, ma: 8 };
    expect(fireOpportunities({ ...guns, movedMps: 4 })[0]).toMatchObject({ allowed: true, drm: -2, source: FIRE_PROCEDURE.artilleryMoveAndFire });
    expect(fireOpportunities({ ...guns, movedMps: 5 })[0]).toMatchObject({ allowed: false });
    expect(fireOpportunities({ ...guns, disordered: true })[0]).toMatchObject({ allowed: false });
    expect(citedLine(FIRE_PROCEDURE.artilleryMoveAndFire)).toMatch(/^10\.61/);
  });

  it('non-phasing: return and pre-shock for all, withdrawal for small arms, approach for artillery within three hexes; none under March Orders', () => {
    const kinds = (f: Parameters<typeof fireOpportunities>[0]) => fireOpportunities(f).filter((o) => o.allowed).map((o) => o.kind);
    expect(kinds({ arm: 'infantry', phasing: false, orders: 'advance' })).toEqual(['return', 'pre-shock', 'withdrawal']);
    expect(kinds({ arm: 'artillery', phasing: false, orders: 'advance' })).toEqual(['return', 'pre-shock', 'approach']);
    expect(kinds({ arm: 'infantry', phasing: false, orders: 'march' })).toEqual([]);
    expect(citedLine(FIRE_PROCEDURE.approach.source)).toContain('within three hexes');
    expect(citedLine(FIRE_PROCEDURE.smallArmsVsArtillery.source)).toContain('one gun per SP loss');
  });
});

describe('the Reserve (6.31)', () => {
  it('qualifies under Advance or Attack Orders, in command, five hexes off out of sight or ten anyway (five at night)', () => {
    const base = { orders: 'advance' as const, inCommand: true, seen: false };
    expect(reserveQualification({ ...base, nearestEnemy: 5 }).qualifies).toBe(true);
    expect(reserveQualification({ ...base, nearestEnemy: 6, seen: true }).qualifies).toBe(false);
    expect(reserveQualification({ ...base, nearestEnemy: 10, seen: true }).qualifies).toBe(true);
    expect(reserveQualification({ ...base, nearestEnemy: 5, seen: true, night: true }).qualifies).toBe(true);
    const march = reserveQualification({ ...base, orders: 'march', nearestEnemy: 12 });
    expect(march.qualifies).toBe(false);
    expect(march.reasons.find((r) => !r.met)?.text).toContain('Advance or Attack');
  });
});

describe('advance after combat (12.6) and unit states (13.1)', () => {
  it('must after Shock, may after fire from next door, never for artillery', () => {
    expect(advanceAfterCombat({ cause: 'shock', artillery: false })).toMatchObject({ advance: 'must', source: ADVANCE.afterShock });
    expect(advanceAfterCombat({ cause: 'fire', artillery: false, startedAdjacent: true, orders: 'attack' }).why).toContain('may not move after');
    expect(advanceAfterCombat({ cause: 'fire', artillery: false, startedAdjacent: false }).advance).toBe('may-not');
    expect(advanceAfterCombat({ cause: 'shock', artillery: true })).toMatchObject({ advance: 'may-not', source: ADVANCE.artillery });
    expect(citedLine(ADVANCE.artillery)).toContain('Artillery may never advance');
  });

  it('good order, disordered, collapsed below half strength, routed', () => {
    expect(unitState({ strength: 4 })).toBe('good-order');
    expect(unitState({ strength: 4, disordered: true, stepsLost: 2 })).toBe('disordered');
    expect(unitState({ strength: 4, disordered: true, stepsLost: 3 })).toBe('collapsed');
    expect(unitState({ strength: 4, routed: true })).toBe('routed');
    expect(citedLine(UNIT_STATE_RULES.collapsed.source)).toContain('less than half strength');
  });
});

describe('shock from the scenario\'s own charts (11.4)', () => {
  it('6 SPs against 4 in the defender\'s favour is 1½-1 (+1); flank +2, defender Disordered +2, infantry charge +1: d10 + 6', () => {
    const odds = gbacwShockOdds(tables(), { attacker: 6, defender: 4, position: 'flank', defenderDisordered: true, drms: ['infantry-charge'] });
    expect(odds.ok).toBe(true);
    if (!odds.ok) return;
    expect([odds.ratio, odds.drm]).toEqual(['1½-1', 6]);
    // Faces 0–9 give 6–15: 6–7 a defender retreat, 8–9 retreat and Continued Shock, 10 or more two hexes.
    expect(odds.results.map((r) => [r.band, r.p])).toEqual([
      ['5–7', expect.closeTo(0.2, 12)],
      ['8–9', expect.closeTo(0.2, 12)],
      ['10 or more', expect.closeTo(0.6, 12)],
    ]);
  });

  it('3 against 7 rounds down to 1-3 (−3); the attacker Disordered −2: seven faces in ten send him back', () => {
    const odds = gbacwShockOdds(tables(), { attacker: 3, defender: 7, attackerDisordered: true });
    if (!odds.ok) throw new Error(odds.message);
    expect(odds.ratio).toBe('1-3');
    expect(odds.results[0]).toMatchObject({ band: '1 or less', p: expect.closeTo(0.7, 12) });
  });

  it('names the chart a scenario lacks', () => {
    const t = { ...tables() };
    delete t.shockResolution;
    expect(gbacwShockOdds(t, { attacker: 4, defender: 4 })).toMatchObject({ ok: false, missing: 'shockResolution' });
    expect(gbacwShockOdds(undefined, { attacker: 4, defender: 4 })).toMatchObject({ ok: false, missing: 'shockRatios' });
    const noAdjustments = { ...tables() };
    delete noAdjustments.shockAdjustments;
    expect(gbacwShockOdds(noAdjustments, { attacker: 4, defender: 4 }).ok).toBe(true);
    expect(gbacwShockOdds(noAdjustments, { attacker: 4, defender: 4, position: 'rear' })).toMatchObject({ ok: false, missing: 'shockAdjustments' });
  });
});
