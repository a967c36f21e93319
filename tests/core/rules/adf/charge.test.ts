import { describe, expect, it } from 'vitest';
import {
  CAVALRY_CMM,
  chargeMoraleModifier,
  finalImpactValue,
  impactResult,
  INFANTRY_CMM,
  netChargeMoraleModifier,
} from '../../../../core/rules/adf/charge';

describe('charge morale modifiers', () => {
  it('infantry CMM: battle line 0, extended line +1, skirmishers +6, attack column −2, road column +2, disorder +3, shaken +6, routed surrenders (B:2809–2816)', () => {
    expect(
      (['battle-line', 'extended-line', 'skirmishers', 'attack-column', 'road-column', 'disorder', 'shaken', 'routed'] as const).map((f) => INFANTRY_CMM[f].cmm),
    ).toEqual([0, 1, 6, -2, 2, 3, 6, 'surrender']);
  });

  it('cavalry CMM mounted / dismounted: line −1/+1, skirmishing +5/+6, double line −2/0, road column +1/+3, disorder +2/+4, shaken +5/+6 (B:2836–2841)', () => {
    const rows = (['cavalry-line', 'skirmishing', 'double-line', 'road-column-or-leader', 'disorder', 'shaken'] as const).map((f) => [CAVALRY_CMM[f].mounted, CAVALRY_CMM[f].dismounted]);
    expect(rows).toEqual([[-1, 1], [5, 6], [-2, 0], [1, 3], [2, 4], [5, 6]]);
  });

  it('a square charged by cavalry has CMM −2 (B:1779)', () => {
    expect(chargeMoraleModifier({ arm: 'infantry', formation: 'square' }).cmm).toBe(-2);
  });

  it('digest TC-30: extended line charged by attack column nets +3; skirmishers charged by battle line +6 (B:1085)', () => {
    expect(netChargeMoraleModifier({ arm: 'infantry', formation: 'extended-line' }, { arm: 'infantry', formation: 'attack-column' })).toBe(3);
    expect(netChargeMoraleModifier({ arm: 'infantry', formation: 'skirmishers' }, { arm: 'infantry', formation: 'battle-line' })).toBe(6);
  });

  it('net CMM uses the table, not the B:1731 example: extended line charged by mounted cavalry line nets +2', () => {
    expect(netChargeMoraleModifier({ arm: 'infantry', formation: 'extended-line' }, { arm: 'cavalry', formation: 'cavalry-line', mounted: true })).toBe(2);
  });
});

describe('final impact value (B:2462, B:1091)', () => {
  it('digest TC-31: an 8-figure unit with MMP 4 has FIV = roll + 4', () => {
    expect(finalImpactValue(7, 8, 4)).toBe(11);
  });

  it('digest TC-32: an unsupported veteran 3-section battery with MMP 9 never goes below 0 (B:1397)', () => {
    expect(finalImpactValue(2, 3, 9)).toBe(0);
    expect(finalImpactValue(12, 3, 9)).toBe(6);
  });

  it('an attached leader adds his LB to the roll (B:1194)', () => {
    expect(finalImpactValue(7, 6, 5, 1)).toBe(9);
  });

  it('caps at 12 only under the glossary reading (B:3183)', () => {
    expect(finalImpactValue(12, 12, 0)).toBe(24);
    expect(finalImpactValue(12, 12, 0, 0, 'glossary-cap-12')).toBe(12);
  });
});

describe('impact results (B:2453–2460)', () => {
  it('digest TC-33: attacker 15 vs 12 wins by 3 (2–4 row: lose one figure, disorder); reversed the defender wins', () => {
    const a = impactResult(15 - 12);
    expect(a.winner).toBe('attacker');
    expect(a.row.id).toBe('2-4');
    expect(a.row.leadFiguresLost).toBe(1);
    expect(a.row.losers).toBe('disorder');
    expect(impactResult(12 - 15).winner).toBe('defender');
  });

  it('digest TC-33: margin 9 routs the losers with three figures lost; 11 surrenders; 0 is melee; 1 stops short', () => {
    expect(impactResult(9).row).toMatchObject({ id: '8-10', leadFiguresLost: 3, losers: 'routed' });
    expect(impactResult(-11).row.losers).toBe('surrender');
    expect(impactResult(0)).toMatchObject({ winner: 'none', row: { losers: 'melee' } });
    expect(impactResult(1).row.losers).toBe('stops-short');
  });

  it('margins beyond 12 stay in the surrender row', () => {
    expect(impactResult(15).row.id).toBe('11+');
  });

  it('mounted cavalry vs infantry: 1–4 disorder, 8–11 routed, 12 surrender (B:1746–1749)', () => {
    expect(impactResult(1, 'cavalry-vs-infantry').row.id).toBe('1-4');
    expect(impactResult(11, 'cavalry-vs-infantry').row.losers).toBe('routed');
    expect(impactResult(-12, 'cavalry-vs-infantry').row.losers).toBe('surrender');
  });

  it('cavalry vs cavalry: within one is a melee (B:1709)', () => {
    expect(impactResult(1, 'cavalry-vs-cavalry').winner).toBe('none');
    expect(impactResult(-1, 'cavalry-vs-cavalry').winner).toBe('none');
    expect(impactResult(2, 'cavalry-vs-cavalry').row.id).toBe('2-4');
  });
});
