import { describe, expect, it } from 'vitest';
import { citedLine } from '../../../support/seeds';
import {
  DISENGAGE,
  FORMATION_CHANGE_COSTS,
  FORMATION_SHAPE,
  MANOEUVRE_EFFECTS,
  MOUNT_DISMOUNT_RULES_SUMMARY,
  SPECIAL_UNITS,
  formationChangeCost,
  moraleAfterDisengage,
} from '../../../../core/rules/adf/formations';

const lineOf = citedLine;

describe('formation data cites the book', () => {
  it('every rule cites a non-empty seed line', () => {
    const sources = [
      ...Object.values(FORMATION_CHANGE_COSTS).map((r) => r.source),
      ...Object.values(MANOEUVRE_EFFECTS).map((r) => r.source),
      ...Object.values(SPECIAL_UNITS).map((r) => r.source),
      MOUNT_DISMOUNT_RULES_SUMMARY.source,
      DISENGAGE.source,
    ];
    for (const s of sources) expect(lineOf(s).trim().length, s).toBeGreaterThan(0);
  });
  it('cited lines say what the data says', () => {
    expect(lineOf(FORMATION_CHANGE_COSTS['change-formation'].source)).toContain('Green units, however, must spend a whole action');
    expect(lineOf(FORMATION_CHANGE_COSTS['siege-limber-unlimber'].source)).toContain('two consecutive actions');
    expect(lineOf(FORMATION_CHANGE_COSTS['mount-dismount'].source)).toContain('a full action for trained or green');
    expect(lineOf(MOUNT_DISMOUNT_RULES_SUMMARY.source)).toContain('may change formation by spending half of one movement');
    expect(lineOf(SPECIAL_UNITS.square.source)).toContain('+3/+2 DRM');
    // Which formations are lines for the enfilade rules (B:1517), not a DRM row (B:809).
    expect(lineOf(FORMATION_SHAPE.source)).toContain('against either a battle line or an extended line');
    expect(lineOf(SPECIAL_UNITS.lancers.source)).toContain('+1 MMP');
    expect(lineOf(MANOEUVRE_EFFECTS['about-face'].source)).toContain('extra inch');
  });
});

describe('formation changes by quality', () => {
  it('elite, veteran and trained change formation for half a move; green spends a whole action (B:581)', () => {
    expect(formationChangeCost('change-formation', 'trained').cost).toBe('half-move');
    expect(formationChangeCost('change-formation', 'green').cost).toBe('full-action');
  });
  it('front-to-flank and limbering follow the same split (B:621, B:1362)', () => {
    expect(formationChangeCost('front-to-flank', 'veteran').cost).toBe('half-move');
    expect(formationChangeCost('limber-unlimber', 'green').cost).toBe('full-action');
  });
  it('mount/dismount follows B:1659 by default: "a full action for trained or green units", half a move for veterans and elites', () => {
    expect(lineOf('000_e4b3381100cae796.txt:1659')).toContain('takes half of a movement action for veterans and elites, and a full action for trained or green units');
    expect(formationChangeCost('mount-dismount', 'trained').cost).toBe('full-action');
    expect(formationChangeCost('mount-dismount', 'green').cost).toBe('full-action');
    expect(formationChangeCost('mount-dismount', 'veteran').cost).toBe('half-move');
    expect(formationChangeCost('mount-dismount', 'elite').cost).toBe('half-move');
  });
  it('mount/dismount read from Rules Summary 1 (B:2420, silent on mounting) is the option `rules-summary`: trained half a move', () => {
    expect(formationChangeCost('mount-dismount', 'trained', { mountDismount: 'rules-summary' }).cost).toBe('half-move');
    expect(formationChangeCost('mount-dismount', 'green', { mountDismount: 'rules-summary' }).cost).toBe('full-action');
  });
  it('siege guns need two actions to limber whatever their quality; square takes a full action (B:2994, B:1779)', () => {
    expect(formationChangeCost('siege-limber-unlimber', 'elite').cost).toBe('two-actions');
    expect(formationChangeCost('form-square', 'elite').cost).toBe('full-action');
  });
  it('the trace names the rule line', () => {
    expect(formationChangeCost('mount-dismount', 'green').trace[0]?.source).toBe('000_e4b3381100cae796.txt:1659');
    expect(formationChangeCost('mount-dismount', 'green', { mountDismount: 'rules-summary' }).trace[0]?.source).toBe('000_e4b3381100cae796.txt:2420');
  });
});

describe('disengage and manoeuvres', () => {
  it('good order ends disordered, disordered ends shaken, shaken stays shaken, routed cannot (B:589)', () => {
    expect(moraleAfterDisengage('good').level).toBe('disorder');
    expect(moraleAfterDisengage('disorder').level).toBe('shaken');
    expect(moraleAfterDisengage('shaken').level).toBe('shaken');
    expect(moraleAfterDisengage('routed').level).toBeNull();
  });
  it('attack columns pay an inch a turn, road columns nothing (B:617)', () => {
    expect(MANOEUVRE_EFFECTS['attack-column-turn'].effect).toEqual({ kind: 'inches', inches: 1 });
    expect(MANOEUVRE_EFFECTS['road-column-turn'].effect).toEqual({ kind: 'inches', inches: 0 });
  });
  it('mounted infantry rides only in road column (B:1757); Native American irregulars fight dismounted only in line or as skirmishers (B:1767)', () => {
    expect(SPECIAL_UNITS['mounted-infantry'].formations?.mounted).toEqual(['road-column']);
    expect(SPECIAL_UNITS['native-american-irregulars'].formations?.dismounted).toEqual(['cavalry-line', 'skirmishing']);
  });
});
