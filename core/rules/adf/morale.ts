/**
 * ADF morale tables: basic morale point (BMP), morale levels, situational morale modifiers (SMM),
 * fire-result morale modifiers, the morale check / rally results and the tactical competence test.
 * Numbers only; the wording is ours. Book: 000_e4b3381100cae796.txt (the Rules Summary wins where
 * it and the body disagree; see docs/rules-notes/morale-charge.md).
 */
import { adfLine, type Trace } from '../trace';
import type { MoraleLevel, Quality } from '../../model/words';
import { plural } from '../../model/plural';

// ---------------------------------------------------------------------------------------------
// Basic morale point
// ---------------------------------------------------------------------------------------------

/** How many stands a regiment is mounted on when at full strength (B:485, B:2482). */
export const STAND_MOUNTINGS = [2, 3] as const;
export type StandMounting = (typeof STAND_MOUNTINGS)[number];

/**
 * BMP by quality, mounting and stands left. Rules Summary table B:2482–2487 (= B:487–492, B:843–848).
 * `[stands left]` — a one-stand regiment is depleted and its BMP is doubled (B:856, B:2520).
 */
export const BASIC_MORALE_POINT = {
  source: adfLine(2482),
  table: {
    2: {
      green: { 2: 6, 1: 12 },
      trained: { 2: 5, 1: 10 },
      veteran: { 2: 4, 1: 8 },
      elite: { 2: 3, 1: 6 },
    },
    3: {
      green: { 3: 6, 2: 9, 1: 12 },
      trained: { 3: 5, 2: 7, 1: 10 },
      veteran: { 3: 4, 2: 6, 1: 8 },
      elite: { 3: 3, 2: 4, 1: 6 },
    },
  } as Record<StandMounting, Record<Quality, Partial<Record<number, number>>>>,
} as const;

/** BMP of a regiment; undefined when the stand count is not possible for that mounting. */
export function basicMoralePoint(quality: Quality, standsLeft: number, mounting: StandMounting): number | undefined {
  return BASIC_MORALE_POINT.table[mounting][quality][standsLeft];
}

/** A regiment reduced to one stand is depleted (B:856, B:3077). */
export const isDepleted = (standsLeft: number): boolean => standsLeft === 1;

/** A battery is one stand: it is never depleted; each section lost adds to its BMP instead (B:856–858, B:2548). */
export const BATTERY_BMP_PER_SECTION_LOST = { value: 3, source: adfLine(2548) } as const;
/** An unsupported battery in a charge situation doubles its BMP for the fear-of-charge check and that impact only (B:1389). */
export const UNSUPPORTED_BATTERY_CHARGE_FACTOR = { value: 2, source: adfLine(1389) } as const;

/** Quality BMP of a full-strength unit (the 2-stand column of the table, which the batteries use). */
export const qualityBasicMoralePoint = (quality: Quality): number => BASIC_MORALE_POINT.table[2][quality][2]!;

export function batteryBasicMoralePoint(quality: Quality, sectionsLost: number, unsupportedInCharge = false): number {
  const bmp = qualityBasicMoralePoint(quality) + BATTERY_BMP_PER_SECTION_LOST.value * sectionsLost;
  return unsupportedInCharge ? bmp * UNSUPPORTED_BATTERY_CHARGE_FACTOR.value : bmp;
}

/** A battery's BMP with the steps that made it, for the Odds panel and `muster odds morale --battery`. */
export function batteryMoralePoint(quality: Quality, sectionsLost: number, unsupportedInCharge = false): { bmp: number; trace: Trace } {
  const base = qualityBasicMoralePoint(quality);
  const trace: Trace = [{ step: 'battery', value: base, detail: `a ${quality} battery is one stand: the BMP of its quality`, source: BATTERY_BMP_PER_SECTION_LOST.source }];
  const lost = base + BATTERY_BMP_PER_SECTION_LOST.value * sectionsLost;
  if (sectionsLost > 0) trace.push({ step: 'sections lost', value: lost, detail: `${sectionsLost} lost: +${BATTERY_BMP_PER_SECTION_LOST.value} each`, source: BATTERY_BMP_PER_SECTION_LOST.source });
  const bmp = batteryBasicMoralePoint(quality, sectionsLost, unsupportedInCharge);
  if (unsupportedInCharge) trace.push({ step: 'unsupported battery', value: bmp, detail: `no friend adjacent, in a charge: BMP ${lost} doubled`, source: UNSUPPORTED_BATTERY_CHARGE_FACTOR.source });
  return { bmp, trace };
}

// ---------------------------------------------------------------------------------------------
// Morale levels
// ---------------------------------------------------------------------------------------------

/** MMP added for each morale level (Rules Summary B:2556–2561 = B:868–873). */
export const MORALE_LEVEL_MODIFIER = {
  source: adfLine(2556),
  table: { good: 0, disorder: 2, shaken: 4, routed: 6 } as Record<MoraleLevel, number>,
} as const;

/** A depleted unit is always in disorder but does not add the disorder +2 (B:2518–2520). */
export const DEPLETED_DISORDER_SOURCE = adfLine(2520);

export function moraleLevelModifier(level: MoraleLevel, depleted: boolean): number {
  if (depleted && level === 'disorder') return 0;
  return MORALE_LEVEL_MODIFIER.table[level];
}

// ---------------------------------------------------------------------------------------------
// Situational morale modifiers
// ---------------------------------------------------------------------------------------------

/** MMP never better than 0 nor worse than 12 (B:2563 = B:862). */
export const MMP_BOUNDS = { min: 0, max: 12, source: adfLine(2563) } as const;

/** Only the best two beneficial SMMs count (B:2489), only the worst two detrimental (B:2522). */
export const SMM_LIMIT = { beneficial: 2, detrimental: 2, beneficialSource: adfLine(2489), detrimentalSource: adfLine(2522) } as const;

/** The leader's LB is over and above the best-two limit (B:2503 = B:892). */
export const LEADER_BENEFIT_SOURCE = adfLine(2503);

/** Whether the morale check was caused by artillery fire or by other fire: some SMMs differ (B:2523). */
export type FireKind = 'artillery' | 'other';

export type SituationalModifierId =
  | 'behind-hasty-works'
  | 'behind-light-works'
  | 'behind-heavy-works'
  | 'six-inches-behind-friends'
  | 'infantry-charging'
  | 'cavalry-charging'
  | 'in-cover'
  | 'in-any-works'
  | 'enfilade-unlimbered-artillery-partial-flank'
  | 'enfilade-unlimbered-artillery-full-flank'
  | 'enfilade-unlimbered-artillery-rear'
  | 'enfilade-column-side'
  | 'enfilade-column-front'
  | 'enfilade-column-rear'
  | 'enfilade-line-partial-flank'
  | 'enfilade-line-full-flank'
  | 'enfilade-line-rear'
  | 'within-one-inch-of-enemy'
  | 'merged-regiment'
  | 'charged-by-infantry-partial-flank'
  | 'charged-by-infantry-full-flank-or-rear'
  | 'charged-by-cavalry-partial-flank'
  | 'charged-by-cavalry-full-flank-or-rear';

export interface SituationalModifierRow {
  label: string;
  /** Artillery fire / other fire; equal when the book gives one value. */
  value: Record<FireKind, number>;
  source: string;
}

const both = (v: number): Record<FireKind, number> => ({ artillery: v, other: v });
const artOther = (artillery: number, other: number): Record<FireKind, number> => ({ artillery, other });

/**
 * Fixed-value SMMs of the Rules Summary tables (beneficial B:2489–2499, detrimental B:2522–2542).
 * Variable ones (adjacent leader, support, eliminated elements) have their own functions below.
 * Where "behind works" and "in any works" overlap we keep the specific works value (digest B28);
 * both rows are listed so a caller can choose.
 */
export const SITUATIONAL_MORALE_MODIFIERS: Record<SituationalModifierId, SituationalModifierRow> = {
  'behind-hasty-works': { label: 'behind hasty works', value: both(-1), source: adfLine(2491) },
  'behind-light-works': { label: 'behind light works', value: both(-2), source: adfLine(2492) },
  'behind-heavy-works': { label: 'behind heavy works', value: both(-4), source: adfLine(2493) },
  'six-inches-behind-friends': { label: '6 or more inches behind intervening friends', value: both(-6), source: adfLine(2494) },
  'infantry-charging': { label: 'infantry charging', value: both(-1), source: adfLine(2495) },
  'cavalry-charging': { label: 'cavalry charging', value: both(-2), source: adfLine(2496) },
  'in-cover': { label: 'in or directly behind cover', value: both(-1), source: adfLine(2498) },
  'in-any-works': { label: 'in or directly behind any works', value: both(-2), source: adfLine(2499) },
  'enfilade-unlimbered-artillery-partial-flank': { label: 'enfiladed unlimbered battery, partial flank', value: artOther(2, 1), source: adfLine(2524) },
  'enfilade-unlimbered-artillery-full-flank': { label: 'enfiladed unlimbered battery, full flank', value: artOther(3, 2), source: adfLine(2525) },
  'enfilade-unlimbered-artillery-rear': { label: 'enfiladed unlimbered battery, rear', value: artOther(4, 3), source: adfLine(2526) },
  'enfilade-column-side': { label: 'enfiladed column or limbered battery, side', value: artOther(2, 1), source: adfLine(2527) },
  'enfilade-column-front': { label: 'enfiladed column or limbered battery, front', value: artOther(3, 2), source: adfLine(2529) },
  'enfilade-column-rear': { label: 'enfiladed column or limbered battery, rear', value: artOther(4, 3), source: adfLine(2530) },
  'enfilade-line-partial-flank': { label: 'enfiladed infantry line, partial flank', value: artOther(2, 1), source: adfLine(2531) },
  'enfilade-line-full-flank': { label: 'enfiladed infantry line, full flank', value: artOther(3, 2), source: adfLine(2532) },
  'enfilade-line-rear': { label: 'enfiladed infantry line, rear', value: artOther(4, 3), source: adfLine(2533) },
  'within-one-inch-of-enemy': { label: 'within 1 inch of a non-shaken, non-skirmishing enemy', value: both(1), source: adfLine(2535) },
  'merged-regiment': { label: 'merged regiment', value: both(2), source: adfLine(2538) },
  'charged-by-infantry-partial-flank': { label: 'charged by infantry on a partial flank', value: both(2), source: adfLine(2539) },
  'charged-by-infantry-full-flank-or-rear': { label: 'charged by infantry on full flank or rear', value: both(4), source: adfLine(2540) },
  'charged-by-cavalry-partial-flank': { label: 'charged by cavalry on a partial flank', value: both(3), source: adfLine(2541) },
  'charged-by-cavalry-full-flank-or-rear': { label: 'charged by cavalry on full flank or rear', value: both(6), source: adfLine(2542) },
};

/** One modifier offered to the MMP pipeline. Negative is beneficial, positive detrimental. */
export interface MoraleModifier {
  label: string;
  value: number;
  source?: string;
  /**
   * Counts whatever the best-two / worst-two rule says (the leader's LB is handled separately;
   * use this for e.g. the net CMM in a charge, see docs/rules-notes/morale-charge.md).
   */
  outsideLimit?: boolean;
}

export function situationalModifier(id: SituationalModifierId, fire: FireKind = 'other'): MoraleModifier {
  const row = SITUATIONAL_MORALE_MODIFIERS[id];
  return { label: row.label, value: row.value[fire], source: row.source };
}

/** Support: −1 per adjacent supporter, at most −2, or −3 in a charge situation (B:2505, B:3169). */
export const SUPPORT_LIMIT = { perUnit: -1, nonCharge: -2, charge: -3, source: adfLine(2505) } as const;

/**
 * In a charge, the Rules Summary counts "up to two contiguous units for support" (B:2451); the
 * chapter puts no number on the units, only the −3 cap (B:1120): the option `chargeSupporters: 'any'`.
 */
export const CHARGE_SUPPORTERS_COUNTED = { max: 2, source: adfLine(2451) } as const;

export interface SupportOptions {
  chargeSupporters: 'two-units' | 'any';
}
export const DEFAULT_SUPPORT_OPTIONS: SupportOptions = { chargeSupporters: 'two-units' };

export function supportModifier(supporters: number, inCharge: boolean, options: SupportOptions = DEFAULT_SUPPORT_OPTIONS): MoraleModifier {
  const cap = inCharge ? SUPPORT_LIMIT.charge : SUPPORT_LIMIT.nonCharge;
  const counted = inCharge && options.chargeSupporters === 'two-units' ? Math.min(supporters, CHARGE_SUPPORTERS_COUNTED.max) : supporters;
  const label = `supported by ${plural(supporters, 'adjacent unit')}`;
  return {
    label: counted < supporters ? `${label} (a charge counts ${counted})` : label,
    value: Math.max(cap, SUPPORT_LIMIT.perUnit * counted),
    source: counted < supporters ? CHARGE_SUPPORTERS_COUNTED.source : SUPPORT_LIMIT.source,
  };
}

/** Who a unit is in a charge: the charging side or the side being charged. */
export type ChargeRole = 'attacker' | 'defender';

/** In a charge, each side's support against the other's: "the net difference in the number of supporting units" (B:2501, B:3169; example B:1095–1099). */
export const NET_CHARGE_SUPPORT_SOURCE = adfLine(2501);

/**
 * Support in a charge counts both ways (B:2501, B:3169): each side's support is counted as
 * `supportModifier` counts it (the charger at most two contiguous units, B:2451; any side at most −3,
 * B:1120), and a unit takes the difference between its own and the other side's, so the side with
 * fewer supporters takes a penalty. The book's example: one supporter against two gives +1 (B:1099).
 * The two-unit count names only "the lead charging unit" (B:2451), so the defender's supporters are
 * limited by the −3 cap alone.
 */
export function chargeSupportModifier(own: number, opposing: number, role: ChargeRole, options: SupportOptions = DEFAULT_SUPPORT_OPTIONS): MoraleModifier {
  const benefit = (n: number, r: ChargeRole) => (n === 0 ? 0 : r === 'attacker' ? supportModifier(n, true, options).value : Math.max(SUPPORT_LIMIT.charge, SUPPORT_LIMIT.perUnit * n));
  const other: ChargeRole = role === 'attacker' ? 'defender' : 'attacker';
  const mine = benefit(own, role);
  const theirs = benefit(opposing, other);
  const value = mine - theirs;
  const counted = (n: number, r: ChargeRole) => -benefit(n, r);
  return {
    label: `net support in a charge: ${plural(own, 'supporter')} (counted ${counted(own, role)}) against ${plural(opposing, 'supporter')} (counted ${counted(opposing, other)})`,
    value: value === 0 ? 0 : value,
    source: NET_CHARGE_SUPPORT_SOURCE,
  };
}

/** Adjacent leader: −LB, outside the best-two limit (B:2490, B:2503). */
export const leaderBenefit = (lb: number): MoraleModifier => ({ label: `adjacent leader (${lb}LB)`, value: -lb, source: LEADER_BENEFIT_SOURCE, outsideLimit: true });

/** Eliminated elements of the brigade (regiments and leaders): +1 each, at most +3 in all (B:2536–2537, B:2546, B:3089). */
export const ELIMINATED_ELEMENTS_LIMIT = { perElement: 1, max: 3, source: adfLine(3089) } as const;

export function eliminatedElementsModifier(regimentsEliminated: number, leadersKilled: number): MoraleModifier {
  const total = ELIMINATED_ELEMENTS_LIMIT.perElement * (regimentsEliminated + leadersKilled);
  return { label: 'elements of the brigade eliminated', value: Math.min(ELIMINATED_ELEMENTS_LIMIT.max, total), source: ELIMINATED_ELEMENTS_LIMIT.source };
}

// ---------------------------------------------------------------------------------------------
// Fire results → morale check modifier
// ---------------------------------------------------------------------------------------------

export const FIRE_RESULTS_CAUSING_CHECKS = ['MC', '1MC', '2MC', '1H', '2H', '3H', '4H'] as const;
export type FireResultCausingCheck = (typeof FIRE_RESULTS_CAUSING_CHECKS)[number];

/**
 * MMP added by the fire result that caused the check (FCR legend B:833; included in the MMP, B:2565).
 * 1H and 2H are both a 2MC; 3H a 3MC; 4H a 4MC.
 */
export const FIRE_RESULT_MORALE_MODIFIER = {
  source: adfLine(833),
  table: { MC: 0, '1MC': 1, '2MC': 2, '1H': 2, '2H': 2, '3H': 3, '4H': 4 } as Record<FireResultCausingCheck, number>,
} as const;

/** The largest fire-result modifier (4H → 4MC); bounds `--mc`. */
export const MAX_FIRE_RESULT_MODIFIER = 4;

// ---------------------------------------------------------------------------------------------
// Morale check and rally results
// ---------------------------------------------------------------------------------------------

export const MORALE_RESULT_ROWS = ['natural2', 'natural3', 'fail5plus', 'fail1to4', 'exact', 'pass1to4', 'pass5plus', 'natural12'] as const;
export type MoraleResultRow = (typeof MORALE_RESULT_ROWS)[number];
/** What the results table calls each row (B:2577–2584), for traces and charts. */
export const MORALE_RESULT_NAMES: Readonly<Record<MoraleResultRow, string>> = {
  natural2: 'Natural 2',
  natural3: 'Natural 3',
  fail5plus: 'Fail by 5+',
  fail1to4: 'Fail by 1–4',
  exact: 'Exact',
  pass1to4: 'Pass by 1–4',
  pass5plus: 'Pass by 5+',
  natural12: 'Natural 12',
};

export interface MoraleResultRowData {
  /** The natural roll that triggers the row, for the three natural rows. */
  natural?: number;
  /** Roll minus MMP, inclusive, for the margin rows. */
  margin?: { min: number; max: number };
  /** Our summary of the effect. */
  effect: string;
  source: string;
}

/**
 * The morale / rally results table (Rules Summary B:2576–2587 = B:964–973).
 * Natural 2, 3 and 12 take precedence; otherwise the roll minus the MMP picks the row.
 * "Pass" means rolling above the MMP: the unit must roll the MMP or more (B:862, B:2591).
 */
export const MORALE_RESULTS: Record<MoraleResultRow, MoraleResultRowData> = {
  natural2: { natural: 2, effect: 'elite: shaken; others: routed', source: adfLine(2577) },
  natural3: { natural: 3, effect: 'elite: disorder; others: shaken', source: adfLine(2578) },
  fail5plus: { margin: { min: -Infinity, max: -5 }, effect: 'drop two levels, fall back the inches failed by', source: adfLine(2581) },
  fail1to4: { margin: { min: -4, max: -1 }, effect: 'drop one level, fall back the inches failed by', source: adfLine(2582) },
  exact: { margin: { min: 0, max: 0 }, effect: 'no change', source: adfLine(2583) },
  pass1to4: { margin: { min: 1, max: 4 }, effect: 'improve one level', source: adfLine(2584) },
  pass5plus: { margin: { min: 5, max: Infinity }, effect: 'improve two levels', source: adfLine(2585) },
  natural12: { natural: 12, effect: 'good order and recover a figure or gun section', source: adfLine(2586) },
};

/** Mounted cavalry failing a check falls back twice the inches failed by, three times at 25mm (B:2587). */
export const MOUNTED_CAVALRY_FALL_BACK = { factor: 2, factor25mm: 3, source: adfLine(2587) } as const;

const NATURAL_ROWS = MORALE_RESULT_ROWS.filter((row) => MORALE_RESULTS[row].natural !== undefined);
const MARGIN_ROWS = MORALE_RESULT_ROWS.filter((row) => MORALE_RESULTS[row].margin !== undefined);

/** The result row for a 2D6 roll against an MMP. */
export function moraleResultRow(roll: number, mmp: number): MoraleResultRow {
  const natural = NATURAL_ROWS.find((row) => MORALE_RESULTS[row].natural === roll);
  if (natural) return natural;
  const margin = roll - mmp;
  const row = MARGIN_ROWS.find((r) => {
    const m = MORALE_RESULTS[r].margin!;
    return margin >= m.min && margin <= m.max;
  });
  return row!;
}

/** A check is passed (no worse) on the margin rows at or above the MMP, and on natural 12. */
export const PASSING_ROWS: readonly MoraleResultRow[] = ['exact', 'pass1to4', 'pass5plus', 'natural12'];

/** How the natural 2 / natural 3 rows treat a unit already at or beyond the named level (digest §9.10). */
export type NaturalRollReading = 'never-improves' | 'set-level';

export interface MoraleEffect {
  level: MoraleLevel | 'removed';
  /** Inches to fall back (before the mounted-cavalry multiplier); 0 when none. */
  fallBack: number;
  /** +1: a figure or section recovered; −1: one lost (routed unit failing its rally). */
  figures: number;
}

const LEVEL_ORDER: readonly MoraleLevel[] = ['good', 'disorder', 'shaken', 'routed'];
const NATURAL_LEVEL: Record<'natural2' | 'natural3', { elite: MoraleLevel; others: MoraleLevel }> = {
  natural2: { elite: 'shaken', others: 'routed' },
  natural3: { elite: 'disorder', others: 'shaken' },
};
const LEVEL_STEPS: Partial<Record<MoraleResultRow, number>> = { fail5plus: 2, fail1to4: 1, exact: 0, pass1to4: -1, pass5plus: -2 };

const moveLevel = (level: MoraleLevel, steps: number): MoraleLevel =>
  LEVEL_ORDER[Math.min(LEVEL_ORDER.length - 1, Math.max(0, LEVEL_ORDER.indexOf(level) + steps))]!;

/**
 * What a result does to a unit. Routed units rallying follow B:981 (failing keeps it running and
 * costs a figure or section; a depleted one disintegrates) and B:3179 (natural 2 disintegrates).
 */
export function moraleEffect(
  row: MoraleResultRow,
  roll: number,
  mmp: number,
  unit: { quality: Quality; level: MoraleLevel; depleted: boolean },
  reading: NaturalRollReading = 'never-improves',
): MoraleEffect {
  const failedBy = Math.max(0, mmp - roll);
  if (unit.level === 'routed') {
    if (row === 'natural2') return { level: 'removed', fallBack: 0, figures: 0 };
    if (row === 'natural12') return { level: 'good', fallBack: 0, figures: 1 };
    const rallyFailed = row === 'fail5plus' || row === 'fail1to4' || (row === 'natural3' && reading === 'never-improves' && roll < mmp);
    if (rallyFailed) {
      return unit.depleted ? { level: 'removed', fallBack: 0, figures: 0 } : { level: 'routed', fallBack: 0, figures: -1 };
    }
  }
  if (row === 'natural12') return { level: 'good', fallBack: 0, figures: 1 };
  if (row === 'natural2' || row === 'natural3') {
    const named = NATURAL_LEVEL[row][unit.quality === 'elite' ? 'elite' : 'others'];
    const level = reading === 'set-level' || LEVEL_ORDER.indexOf(named) > LEVEL_ORDER.indexOf(unit.level) ? named : unit.level;
    return { level, fallBack: 0, figures: 0 };
  }
  return { level: moveLevel(unit.level, LEVEL_STEPS[row]!), fallBack: failedBy, figures: 0 };
}

// ---------------------------------------------------------------------------------------------
// Tactical competence test
// ---------------------------------------------------------------------------------------------

/** Roll 1D6; pass on the unit's BMP or more, an adjacent leader's LB added to the die (B:935, B:3173). */
export const TACTICAL_COMPETENCE_TEST = { dieSides: 6, source: adfLine(935), glossary: adfLine(3173) } as const;

export const passesTacticalCompetence = (die: number, bmp: number, leaderLb = 0): boolean => die + leaderLb >= bmp;

/** Exact chance of passing a TCT. */
export function tacticalCompetenceChance(bmp: number, leaderLb = 0): number {
  let passes = 0;
  for (let die = 1; die <= TACTICAL_COMPETENCE_TEST.dieSides; die++) if (passesTacticalCompetence(die, bmp, leaderLb)) passes++;
  return passes / TACTICAL_COMPETENCE_TEST.dieSides;
}
