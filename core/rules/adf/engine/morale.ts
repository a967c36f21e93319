/**
 * Exact odds of a morale check or rally attempt:
 * BMP → morale level → best two beneficial / worst two detrimental SMMs → leader LB →
 * fire-result modifier → clamp → probability of every result row on 2D6.
 */
import { diceSum, probabilityOf } from '../../../dice';
import { adfLine, type Trace } from '../../trace';
import {
  basicMoralePoint,
  isDepleted,
  LEADER_BENEFIT_SOURCE,
  MMP_BOUNDS,
  MORALE_LEVEL_MODIFIER,
  MORALE_RESULT_NAMES,
  MORALE_RESULT_ROWS,
  MORALE_RESULTS,
  moraleLevelModifier,
  moraleResultRow,
  PASSING_ROWS,
  SMM_LIMIT,
  DEPLETED_DISORDER_SOURCE,
  FIRE_RESULT_MORALE_MODIFIER,
  type MoraleModifier,
  type MoraleResultRow,
  type StandMounting,
} from '../morale';
import { MORALE_LEVEL_LABELS, type MoraleLevel, type Quality } from '../../../model/words';

/**
 * When the 0–12 bounds are applied (digest §9.9, B22).
 * 'final': on the finished sum (Rules Summary B:2563, default).
 * 'after-level': BMP + level is bounded first, then the modifiers, then bounded again — the
 * arithmetic of the book's rally example at B:993.
 */
export type ClampReading = 'final' | 'after-level';

export interface MoraleUnitSituation {
  quality: Quality;
  standsLeft: number;
  mounting: StandMounting;
  level?: MoraleLevel;
  /** Override the table BMP (artillery sections lost, unsupported battery, scenario rules). */
  bmp?: number;
  /** Situational modifiers; negative beneficial, positive detrimental. */
  modifiers?: readonly MoraleModifier[];
  /** LB of an adjacent leader, over and above the best two. */
  leaderLb?: number;
  /** The fire result's MC modifier (MC 0, 1MC 1, 2MC/1H/2H 2, 3H 3, 4H 4). */
  fireResultModifier?: number;
  clamp?: ClampReading;
}

export interface ModifiedMoralePoint {
  bmp: number;
  mmp: number;
  trace: Trace;
}

const clampMmp = (n: number): number => Math.min(MMP_BOUNDS.max, Math.max(MMP_BOUNDS.min, n));

/** Keeps the `limit` most extreme modifiers of one sign; the rest are dropped. */
function bestOf(mods: readonly MoraleModifier[], limit: number, direction: 1 | -1): { kept: MoraleModifier[]; dropped: MoraleModifier[] } {
  const sorted = [...mods].sort((a, b) => direction * (b.value - a.value));
  return { kept: sorted.slice(0, limit), dropped: sorted.slice(limit) };
}

export function modifiedMoralePoint(s: MoraleUnitSituation): ModifiedMoralePoint {
  const trace: Trace = [];
  const level = s.level ?? 'good';
  const depleted = isDepleted(s.standsLeft);
  const tableBmp = basicMoralePoint(s.quality, s.standsLeft, s.mounting);
  if (tableBmp === undefined && s.bmp === undefined) {
    throw new RangeError(`no BMP for ${s.standsLeft} stands of a ${s.mounting}-stand unit`);
  }
  const bmp = s.bmp ?? tableBmp!;
  trace.push({
    step: 'basic morale point',
    value: bmp,
    detail: s.bmp !== undefined
      ? `BMP given as ${bmp}`
      : `${s.quality}, ${s.standsLeft} of ${s.mounting} stands${depleted ? ' (depleted: doubled)' : ''}`,
    source: adfLine(2482),
  });

  const levelMod = moraleLevelModifier(level, depleted);
  trace.push({
    step: 'morale level',
    value: levelMod,
    detail: depleted && level === 'disorder' ? 'disorder, but a depleted unit does not add the disorder penalty' : MORALE_LEVEL_LABELS[level],
    source: depleted && level === 'disorder' ? DEPLETED_DISORDER_SOURCE : MORALE_LEVEL_MODIFIER.source,
  });

  const mods = s.modifiers ?? [];
  const limited = mods.filter((m) => !m.outsideLimit && m.value !== 0);
  const beneficial = bestOf(limited.filter((m) => m.value < 0), SMM_LIMIT.beneficial, -1);
  const detrimental = bestOf(limited.filter((m) => m.value > 0), SMM_LIMIT.detrimental, 1);
  const outside = mods.filter((m) => m.outsideLimit && m.value !== 0);

  for (const [group, source, limitName] of [
    [beneficial, SMM_LIMIT.beneficialSource, 'best two beneficial'],
    [detrimental, SMM_LIMIT.detrimentalSource, 'worst two detrimental'],
  ] as const) {
    for (const m of group.kept) trace.push({ step: limitName, value: m.value, detail: m.label, source: m.source ?? source, applied: true });
    for (const m of group.dropped) {
      trace.push({ step: limitName, value: m.value, detail: `${m.label} (dropped: only two count)`, source: m.source ?? source, applied: false });
    }
  }
  for (const m of outside) trace.push({ step: 'outside the two-best limit', value: m.value, detail: m.label, source: m.source, applied: true });

  const lb = s.leaderLb ?? 0;
  if (lb !== 0) trace.push({ step: 'leader benefit', value: -lb, detail: `adjacent ${lb}LB leader, over and above the best two`, source: LEADER_BENEFIT_SOURCE, applied: true });
  const fire = s.fireResultModifier ?? 0;
  if (fire !== 0) trace.push({ step: 'fire result', value: fire, detail: `the fire result's ${fire}MC`, source: FIRE_RESULT_MORALE_MODIFIER.source, applied: true });

  const sum = (ms: readonly MoraleModifier[]): number => ms.reduce((acc, m) => acc + m.value, 0);
  const situational = sum(beneficial.kept) + sum(detrimental.kept) + sum(outside) - lb + fire;
  const clamp = s.clamp ?? 'final';
  const base = clamp === 'after-level' ? clampMmp(bmp + levelMod) : bmp + levelMod;
  if (clamp === 'after-level' && base !== bmp + levelMod) {
    trace.push({ step: 'bounds (after level)', value: base, detail: `BMP + level ${bmp + levelMod} held to ${MMP_BOUNDS.min}–${MMP_BOUNDS.max} before the modifiers (the arithmetic of the book’s rally example)`, source: adfLine(993) });
  }
  const raw = base + situational;
  const mmp = clampMmp(raw);
  trace.push({
    step: 'modified morale point',
    value: mmp,
    detail: raw === mmp ? `sum ${raw}` : `sum ${raw}, held to ${MMP_BOUNDS.min}–${MMP_BOUNDS.max}`,
    source: MMP_BOUNDS.source,
  });
  return { bmp, mmp, trace };
}

export type MoraleOutcomes = Record<MoraleResultRow, number>;

export interface MoraleOdds {
  bmp: number | null;
  mmp: number;
  outcomes: MoraleOutcomes;
  /** Chance of rolling the MMP or more (no worse), natural 2 and 3 excepted. */
  pass: number;
  trace: Trace;
}

const TWO_DICE = diceSum(2);

/** Probability of each result row when rolling 2D6 against `mmp`. */
export function moraleOutcomes(mmp: number): MoraleOutcomes {
  const outcomes = Object.fromEntries(MORALE_RESULT_ROWS.map((row) => [row, 0])) as MoraleOutcomes;
  for (let roll = 2; roll <= 12; roll++) outcomes[moraleResultRow(roll, mmp)] += probabilityOf(TWO_DICE, roll);
  return outcomes;
}

function oddsFrom(bmp: number | null, mmp: number, trace: Trace): MoraleOdds {
  const outcomes = moraleOutcomes(mmp);
  for (const row of MORALE_RESULT_ROWS) {
    trace.push({ step: `result: ${MORALE_RESULT_NAMES[row]}`, value: outcomes[row], detail: MORALE_RESULTS[row].effect, source: MORALE_RESULTS[row].source });
  }
  const pass = PASSING_ROWS.reduce((acc, row) => acc + outcomes[row], 0);
  return { bmp, mmp, outcomes, pass, trace };
}

export function moraleOddsForSituation(s: MoraleUnitSituation): MoraleOdds {
  const { bmp, mmp, trace } = modifiedMoralePoint(s);
  return oddsFrom(bmp, mmp, trace);
}

export function moraleOddsForMmp(mmp: number): MoraleOdds {
  const bounded = clampMmp(mmp);
  const trace: Trace = [
    { step: 'modified morale point', value: bounded, detail: bounded === mmp ? 'given' : `given ${mmp}, held to ${MMP_BOUNDS.min}–${MMP_BOUNDS.max}`, source: MMP_BOUNDS.source },
  ];
  return oddsFrom(null, bounded, trace);
}
