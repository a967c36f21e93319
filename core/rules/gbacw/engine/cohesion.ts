/**
 * Rolls against a unit's Cohesion Rating: the Universal Disorder Die roll (2.6), Rally (13.4),
 * Recovery from Rout (13.5), Straggler Recovery (16.2) and the leader casualty check (12.71), each
 * with its trace and its exact odds on the d10.
 */
import { outcomes, probabilityWhere, shift } from '../../../dice';
import type { Trace } from '../../trace';
import { D10_SOURCE, d10, signed } from '../dice';
import {
  FATIGUE,
  LEADER_STARS_DRM,
  LEADERS_IN_COMBAT,
  RALLY,
  RALLY_RESULTS,
  RECOVERY_FROM_ROUT,
  STRAGGLER_RECOVERY,
  UDD,
  fatiguePenalty,
  type FatigueLevel,
  type RallyResult,
  type RecoveryResult,
} from '../recovery';
import { plural } from '../../../model/plural';

export interface CohesionModifiers {
  /** Stars of the leaders of his command stacked with the unit, added together (11.73). */
  leaderStars?: number;
  /** The brigade's Fatigue level [optional rule 17]. */
  fatigue?: FatigueLevel;
  /** A DRM printed with the result that calls for the roll, as the +2 of "d+2" (12.32). */
  resultDrm?: number;
}

function cohesionDrm(m: CohesionModifiers): { drm: number; trace: Trace } {
  const trace: Trace = [];
  let drm = 0;
  if (m.resultDrm) {
    drm += m.resultDrm;
    trace.push({ step: 'result DRM', value: m.resultDrm, detail: `The result calls for a UDD at ${signed(m.resultDrm)}.`, source: UDD.source });
  }
  if (m.leaderStars) {
    const d = LEADER_STARS_DRM.perStar * m.leaderStars;
    drm += d;
    trace.push({ step: 'leader', value: d, detail: `${plural(m.leaderStars, 'star')} of leaders stacked with it: ${signed(d)}.`, source: LEADER_STARS_DRM.source });
  }
  const f = m.fatigue ? fatiguePenalty(m.fatigue) : 0;
  if (f) {
    drm += f;
    trace.push({ step: 'Fatigue', value: f, detail: `Fatigue ${m.fatigue}: half, rounded up, added.`, source: FATIGUE.penalty.add });
  }
  return { drm, trace };
}

/** A UDD: the adjusted roll at or under the Cohesion Rating passes (2.6). */
export function udd(cohesion: number, roll: number, m: CohesionModifiers = {}): { pass: boolean; adjusted: number; trace: Trace } {
  const { drm, trace } = cohesionDrm(m);
  const adjusted = roll + drm;
  const pass = adjusted <= cohesion;
  return {
    pass,
    adjusted,
    trace: [
      { step: 'die', value: roll, detail: `The d10 reads ${roll}.`, source: D10_SOURCE },
      ...trace,
      { step: 'UDD', value: pass ? 'pass' : 'fail', detail: `Adjusted ${adjusted} against Cohesion ${cohesion}: ${pass ? 'the same or lower, it passes' : 'higher, it fails'}.`, source: pass ? UDD.source : UDD.fail },
    ],
  };
}

/** The exact chance of passing a UDD. */
export function uddOdds(cohesion: number, m: CohesionModifiers = {}): number {
  return probabilityWhere(shift(d10(), cohesionDrm(m).drm), (t) => t <= cohesion);
}

export interface RallyModifiers {
  adjacentEnemy?: boolean;
  mountedCavalry?: boolean;
  leaderStars?: number;
  fatigue?: FatigueLevel;
}

function rallyDrm(m: RallyModifiers): { drm: number; trace: Trace } {
  const { drms } = RALLY;
  const parts: Array<[boolean, number, string, string]> = [
    [m.adjacentEnemy === true, drms.adjacentEnemy.drm, 'Next to an enemy combat unit.', drms.adjacentEnemy.source],
    [m.mountedCavalry === true, drms.mountedCavalry.drm, 'Mounted cavalry.', drms.mountedCavalry.source],
    [(m.leaderStars ?? 0) > 0, drms.leaderStar.drmPerStar * (m.leaderStars ?? 0), `${plural(m.leaderStars ?? 0, 'star')} of leaders stacked with it.`, drms.leaderStar.source],
    [m.fatigue !== undefined && fatiguePenalty(m.fatigue) > 0, m.fatigue ? fatiguePenalty(m.fatigue) : 0, `Fatigue ${m.fatigue}.`, FATIGUE.penalty.add],
  ];
  const trace: Trace = [];
  let drm = 0;
  for (const [applies, value, detail, source] of parts) {
    if (!applies) continue;
    drm += value;
    trace.push({ step: 'Rally DRM', value, detail, source });
  }
  return { drm, trace };
}

/** What an adjusted Rally roll does against the Disordered Cohesion (13.41). */
function rallyResultOf(adjusted: number, disorderedCohesion: number): RallyResult {
  if (adjusted <= disorderedCohesion) return 'rallied';
  return adjusted >= RALLY.loses.multiple * disorderedCohesion || adjusted >= RALLY.loses.orAtLeast ? 'disordered-loses-sp' : 'disordered';
}

/** A Rally attempt (13.41, 13.42). The SP loss refines a roll higher than the Disordered Cohesion, so a roll at or under it always rallies (G8). */
export function rally(disorderedCohesion: number, roll: number, m: RallyModifiers = {}): { result: RallyResult; adjusted: number; trace: Trace } {
  const { drm, trace } = rallyDrm(m);
  const adjusted = roll + drm;
  const result = rallyResultOf(adjusted, disorderedCohesion);
  const text: Record<RallyResult, string> = {
    rallied: 'the same or lower: Good Order again',
    disordered: 'higher: it stays Disordered',
    'disordered-loses-sp': `twice ${disorderedCohesion} or more, or 9 or more: it stays Disordered and loses 1 SP`,
  };
  return {
    result,
    adjusted,
    trace: [
      { step: 'die', value: roll, detail: `The d10 reads ${roll}.`, source: D10_SOURCE },
      ...trace,
      { step: 'Rally', value: result, detail: `Adjusted ${adjusted} against Disordered Cohesion ${disorderedCohesion}: ${text[result]}.`, source: result === 'disordered-loses-sp' ? RALLY.loses.source : result === 'rallied' ? RALLY.rallied : RALLY.stays },
    ],
  };
}

/** The exact chance of each Rally result. */
export function rallyOdds(disorderedCohesion: number, m: RallyModifiers = {}): Record<RallyResult, number> {
  const out = Object.fromEntries(RALLY_RESULTS.map((r) => [r, 0])) as Record<RallyResult, number>;
  for (const [t, p] of outcomes(shift(d10(), rallyDrm(m).drm))) out[rallyResultOf(t, disorderedCohesion)] += p;
  return out;
}

/** Recovery from Rout (13.52) on the natural roll: a 9 eliminates whatever the Cohesion. */
export function recoverFromRout(disorderedCohesion: number, roll: number): { result: RecoveryResult; loss: number; trace: Trace } {
  const step = (result: RecoveryResult, loss: number, detail: string, source: string) => ({
    result,
    loss,
    trace: [{ step: 'die', value: roll, detail: `The d10 reads ${roll}.`, source: D10_SOURCE }, { step: 'Recovery from Rout', value: result, detail, source }],
  });
  if (roll === RECOVERY_FROM_ROUT.eliminatedOn.natural) return step('eliminated', 0, 'A 9: the unit is eliminated for good.', RECOVERY_FROM_ROUT.eliminatedOn.source);
  if (roll <= disorderedCohesion) {
    return step('recovered', RECOVERY_FROM_ROUT.pass.loss, `At or under Disordered Cohesion ${disorderedCohesion}: back within one hex of its brigadier, Disordered, 1 SP less.`, RECOVERY_FROM_ROUT.pass.source);
  }
  return step('still-routed', RECOVERY_FROM_ROUT.fail.loss, `Over Disordered Cohesion ${disorderedCohesion}: it loses 1 SP and stays routed.`, RECOVERY_FROM_ROUT.fail.source);
}

/** Straggler Recovery (16.22, 16.23): passing a UDD gives +1 SP, never back to the printed strength. */
export function stragglerRecovery(printed: number, current: number, passed: boolean): { strength: number; trace: Trace } {
  const cap = printed - STRAGGLER_RECOVERY.cap.belowPrinted;
  const strength = passed ? Math.min(cap, current + STRAGGLER_RECOVERY.gain.sps) : current;
  return {
    strength,
    trace: [
      passed
        ? current >= cap
          ? { step: 'Straggler Recovery', value: strength, detail: `Already at ${current}, one short of its printed ${printed}: no more can come back.`, source: STRAGGLER_RECOVERY.cap.source }
          : { step: 'Straggler Recovery', value: strength, detail: `It passes its UDD: ${current} → ${strength}.`, source: STRAGGLER_RECOVERY.gain.source }
        : { step: 'Straggler Recovery', value: strength, detail: 'It fails its UDD: no effect.', source: STRAGGLER_RECOVERY.source },
    ],
  };
}

/** The leader casualty check (12.71): a natural 0 kills him. */
export function leaderCasualty(roll: number): { killed: boolean; trace: Trace } {
  const killed = LEADERS_IN_COMBAT.casualty.killedOn.includes(roll);
  return { killed, trace: [{ step: 'leader casualty', value: killed ? 'killed' : 'survives', detail: `The d10 reads ${roll}: ${killed ? 'the leader is killed' : 'he survives'}.`, source: LEADERS_IN_COMBAT.casualty.source }] };
}
