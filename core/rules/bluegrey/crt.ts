/**
 * The Combat Results Table of Blue & Grey (8.6, chart B:584–687), its result codes (B:688–717), and
 * the odds: the ratio rounded down to a column in the defender's favour (8.0, B:244), column shifts,
 * odds beyond the table (8.61, 8.62), and the exact chance of each result on one die (core/dice).
 *
 * Odds are handled as *levels* on one ladder, so shifts are plain additions: level 0 is 1:5, level 11
 * is 6:1, the levels above are 7:1, 8:1 … (the book shifts 7:1 one left to 6:1, B:275) and the levels
 * below are 1:6, 1:7 … (decision BG-C1).
 */
import { die, outcomes, shift } from '../../dice';
import { type Trace, bluegreyLine } from '../trace';
import type { Ratio } from './types';

export const CRT_COLUMNS = ['1:5', '1:4', '1:3', '1:2', '2:3', '1:1', '3:2', '2:1', '3:1', '4:1', '5:1', '6:1'] as const;
export type CrtColumn = (typeof CRT_COLUMNS)[number];
/** The column headings, one a line from B:587. */
export const CRT_COLUMNS_SOURCE = bluegreyLine(587);
/** Each column as attacker : defender. */
export const CRT_COLUMN_RATIOS: Readonly<Record<CrtColumn, Ratio>> = Object.fromEntries(
  CRT_COLUMNS.map((c) => {
    const [num, den] = c.split(':').map(Number);
    return [c, { num: num!, den: den! }];
  }),
) as Record<CrtColumn, Ratio>;

export const BG_RESULTS = ['AE', 'AE*', 'AR', 'EX*', 'EX', 'DR', 'DE'] as const;
export type BgResult = (typeof BG_RESULTS)[number];
export const BG_RESULT_LABELS: Readonly<Record<BgResult, string>> = {
  AE: 'Attacker eliminated',
  'AE*': 'Partial attacker eliminated',
  AR: 'Attacker retreats',
  'EX*': 'Partial exchange',
  EX: 'Exchange',
  DR: 'Defender retreats',
  DE: 'Defender eliminated',
};

export interface BgResultMeaning {
  /** What the result does, in our words. */
  meaning: string;
  /** Its key on the chart (B:690–703) and its explanation (B:706–717). */
  keySource: string;
  source: string;
}

/** What each result does (8.6, B:292–299; explained again on the chart, B:706–717). */
export const BG_RESULT_MEANINGS: Readonly<Record<BgResult, BgResultMeaning>> = {
  AE: { meaning: 'Every attacking unit is eliminated.', keySource: bluegreyLine(690), source: bluegreyLine(706) },
  'AE*': {
    meaning: 'The defender picks one attacking unit to eliminate; the rest retreat one hex and are Disordered (if they attacked from an enemy-controlled hex).',
    keySource: bluegreyLine(692),
    source: bluegreyLine(708),
  },
  AR: { meaning: 'Every attacking unit retreats one hex and is Disordered (if it attacked from an enemy-controlled hex).', keySource: bluegreyLine(694), source: bluegreyLine(710) },
  'EX*': {
    meaning:
      'The attacker picks one defending unit to eliminate and loses attacking units of at least its printed strength; the other defenders retreat one hex; survivors in an enemy-controlled hex roll for Disorder.',
    keySource: bluegreyLine(695),
    source: bluegreyLine(714),
  },
  EX: {
    meaning: 'Every defending unit is eliminated; the attacker loses attacking units of at least their printed strength; survivors in an enemy-controlled hex roll for Disorder.',
    keySource: bluegreyLine(697),
    source: bluegreyLine(712),
  },
  DR: { meaning: 'Every defending unit retreats one hex; those in an enemy-controlled hex roll for Disorder.', keySource: bluegreyLine(701), source: bluegreyLine(716) },
  DE: { meaning: 'Every defending unit is eliminated.', keySource: bluegreyLine(703), source: bluegreyLine(717) },
};

export interface CrtRow {
  die: number;
  /** The result in each column, in `CRT_COLUMNS` order. */
  results: readonly BgResult[];
  /** The row's die number (B:600…672); its twelve cells follow from `cellsSource`, one a line. */
  source: string;
  cellsSource: string;
}

const row = (dieRoll: number, label: number, firstCell: number, results: string): CrtRow => ({
  die: dieRoll,
  results: results.split(' ') as BgResult[],
  source: bluegreyLine(label),
  cellsSource: bluegreyLine(firstCell),
});

/** The Combat Results Table (B:584–685), a row per die roll. */
export const CRT: readonly CrtRow[] = [
  row(1, 600, 602, 'AR AR AR DR DR DR DR DR DE DE DE DE'),
  row(2, 614, 616, 'AR AR AR AR DR DR DR DR DR DR DE DE'),
  row(3, 629, 631, 'AE* AR AR AR AR DR DR DR DR DR DR DE'),
  row(4, 643, 645, 'AE AE* AR AR AR AR DR DR DR DR DR DR'),
  row(5, 658, 660, 'AE AE AE* AR AR AR AR AR DR EX* EX EX'),
  row(6, 672, 674, 'AE AE AE AE* AR AR AR EX* EX EX EX EX'),
];

/** The result of a die roll (1–6) in a column. */
export function crtResult(column: CrtColumn, dieRoll: number): BgResult {
  const r = CRT.find((x) => x.die === dieRoll);
  if (!r) throw new RangeError(`no CRT row for die roll ${dieRoll}`);
  return r.results[CRT_COLUMNS.indexOf(column)]!;
}

/** Odds are rounded down to a column, always in the defender's favour (8.0, B:244). */
export const ODDS_ROUNDING_SOURCE = bluegreyLine(244);
/**
 * Odds above 6:1 are resolved on 6:1 with one subtracted from the die for every two odds levels above
 * it (8.61, B:301; chart B:687). The book's own examples are kept to check the rule against.
 */
export const HIGH_ODDS = {
  levelsPerPoint: 2,
  examples: [
    { odds: 8, drm: -1 },
    { odds: 10, drm: -2 },
    { odds: 12, drm: -3 },
  ],
  source: bluegreyLine(301),
  chartSource: bluegreyLine(687),
} as const;
/** Odds below 1:5 are resolved on 1:5 (8.62, B:302; chart B:687). */
export const LOW_ODDS_SOURCE = bluegreyLine(302);
/** Odds cannot be shifted below 1:5 (8.42, B:275). */
export const SHIFT_FLOOR_SOURCE = bluegreyLine(275);
/** The attacker may declare a lower column before rolling (8.9, B:329). */
export const VOLUNTARY_REDUCTION_SOURCE = bluegreyLine(329);

/** The level of the 1:5 column and of the 6:1 column on the odds ladder. */
export const LOWEST_COLUMN_LEVEL = 0;
export const HIGHEST_COLUMN_LEVEL = CRT_COLUMNS.length - 1;

/** A level's odds as players write them: "3:2", "8:1", "1:7". */
export function oddsText(level: number): string {
  if (level > HIGHEST_COLUMN_LEVEL) return `${level - HIGHEST_COLUMN_LEVEL + 6}:1`;
  if (level < LOWEST_COLUMN_LEVEL) return `1:${5 - level}`;
  return CRT_COLUMNS[level]!;
}

/**
 * The odds level of `attack` against `defence` (whole Combat Strength Points, both at least 1),
 * rounded down in the defender's favour: the highest level whose ratio does not exceed the actual one.
 */
export function oddsLevel(attack: number, defence: number): number {
  if (!(attack >= 1 && defence >= 1)) throw new RangeError(`odds need strengths of at least 1 (got ${attack} to ${defence})`);
  if (attack >= 7 * defence) return Math.floor(attack / defence) - 6 + HIGHEST_COLUMN_LEVEL;
  if (attack * 5 < defence) return 5 - Math.ceil(defence / attack);
  let level = LOWEST_COLUMN_LEVEL;
  CRT_COLUMNS.forEach((c, i) => {
    const r = CRT_COLUMN_RATIOS[c];
    if (attack * r.den >= defence * r.num) level = i;
  });
  return level;
}

/** A net shift applied to a level: left shifts stop at 1:5 (or where the odds already were, if lower). */
export function shiftedLevel(level: number, net: number): number {
  if (net >= 0) return level + net;
  return Math.max(level + net, Math.min(level, LOWEST_COLUMN_LEVEL));
}

/** The column a level is resolved on and the die modifier it carries (8.61, 8.62). */
export function columnOfLevel(level: number): { column: CrtColumn; drm: number } {
  if (level <= LOWEST_COLUMN_LEVEL) return { column: '1:5', drm: 0 };
  if (level >= HIGHEST_COLUMN_LEVEL) return { column: '6:1', drm: 0 - Math.floor((level - HIGHEST_COLUMN_LEVEL) / HIGH_ODDS.levelsPerPoint) };
  return { column: CRT_COLUMNS[level]!, drm: 0 };
}

export type BgResultOdds = Record<BgResult, number>;
export const noResults = (): BgResultOdds => Object.fromEntries(BG_RESULTS.map((r) => [r, 0])) as BgResultOdds;

export interface CrtOdds {
  level: number;
  column: CrtColumn;
  /** The die modifier of odds above 6:1 plus any the caller adds. */
  drm: number;
  /** Each face of the die: the roll read on the table (kept within 1–6) and its result. */
  byDie: Array<{ die: number; modified: number; result: BgResult }>;
  /** Exact chance of each result; they sum to 1. */
  results: BgResultOdds;
  trace: Trace;
}

/**
 * The exact chance of each result at an odds level, with an extra die modifier from a game's own rules
 * (e.g. Shiloh's). A modified roll below 1 reads as 1 and above 6 as 6 (decision BG-C2).
 */
export function crtOdds(level: number, extraDrm = 0): CrtOdds {
  const { column, drm: oddsDrm } = columnOfLevel(level);
  const drm = oddsDrm + extraDrm;
  const trace: Trace = [];
  if (level > HIGHEST_COLUMN_LEVEL)
    trace.push({ step: 'odds above 6:1', value: drm - extraDrm, detail: `${oddsText(level)} is resolved on the 6:1 column, one off the die for every two odds levels above 6:1`, source: HIGH_ODDS.source });
  if (level < LOWEST_COLUMN_LEVEL) trace.push({ step: 'odds below 1:5', value: '1:5', detail: `${oddsText(level)} is resolved on the 1:5 column (the odds ladder below 1:5: Muster’s reading BG-C1)`, source: LOW_ODDS_SOURCE });
  if (extraDrm !== 0) trace.push({ step: 'game die modifier', value: extraDrm, detail: 'a modifier from the game’s own rules, added to the die' });
  const results = noResults();
  const byDie: CrtOdds['byDie'] = [];
  const faces = outcomes(die());
  for (const [face, p] of outcomes(shift(die(), drm))) {
    const modified = Math.min(6, Math.max(1, face));
    const result = crtResult(column, modified);
    results[result] += p;
    byDie.push({ die: faces[byDie.length]![0], modified, result });
  }
  if (byDie.some((b) => b.modified !== b.die + drm))
    trace.push({ step: 'modified roll off the table', value: null, detail: 'a modified roll below 1 is read as 1 and above 6 as 6 (Muster’s reading BG-C2)' });
  trace.push({
    step: 'CRT column',
    value: column,
    detail: `results by die: ${byDie.map((b) => `${b.die}→${b.result}`).join(', ')}`,
    source: CRT[0]!.source,
  });
  return { level, column, drm, byDie, results, trace };
}
