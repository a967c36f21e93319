/**
 * What each hex-and-counter game prints on its counters, as data with the line of the book that says
 * so: the values across a combat unit's counter and on its reverse, and (GBACW) the ratings a leader's
 * rank prints. The scenario editor's counters table shows exactly these columns for the scenario's
 * ruleset; a value the game does not print is not offered.
 *
 * Where the two books differ: a Blue & Grey counter's reverse is its reduced side, with a lower combat
 * strength (its movement is not said to change); a GBACW counter's reverse is its Disordered side, with
 * lower cohesion and movement and the same strength, so GBACW offers no reverse strength.
 */
import { bluegreyLine, gbacwLine } from '../rules/trace';
import type { Counter, CounterReverse, LeaderRatings, MusterScenario } from '../model/scenario.generated';

/** The games whose sides keep counters. */
export type HexRuleset = Extract<MusterScenario['ruleset'], 'bluegrey' | 'gbacw'>;
export const HEX_RULESETS: readonly HexRuleset[] = ['bluegrey', 'gbacw'];
export const isHexRuleset = (ruleset: string): ruleset is HexRuleset => (HEX_RULESETS as readonly string[]).includes(ruleset);

/** A counter's fields that `setCounterField` edits; the id and the commander have their own commands, since others name them. */
export type CounterField = Exclude<keyof Counter, 'id' | 'commander'>;
/** A field of the counter, or one value of its reverse side or of a leader's ratings. */
export type CounterPath = readonly [CounterField] | readonly ['reduced', keyof CounterReverse] | readonly ['ratings', keyof LeaderRatings];

/** One printed value: where it lives in the counter, its column head, its name in full, and the book's line. */
export interface PrintedValue {
  path: CounterPath;
  /** The short head of its column, as a player reads a counter ("CS", "MA"). */
  header: string;
  /** In full: the control's label and the column's tooltip. */
  label: string;
  /** Whether the value is a yes/no (a mark on the counter) rather than a number or a code. */
  kind: 'number' | 'text' | 'mark';
  /** Largest value the format takes. */
  max?: number;
  /** Smallest value the format takes (ratings may be negative). */
  min?: number;
  source: string;
}

/** What a game's combat unit counters print, front then reverse, in the order the editor shows them. */
export const PRINTED_VALUES: Readonly<Record<HexRuleset, readonly PrintedValue[]>> = {
  bluegrey: [
    { path: ['strength'], header: 'CS', label: 'Combat strength', kind: 'number', max: 999, source: bluegreyLine(104) },
    { path: ['movement'], header: 'MA', label: 'Movement allowance', kind: 'number', max: 99, source: bluegreyLine(47) },
    { path: ['reduced', 'strength'], header: 'Red. CS', label: 'Reduced combat strength (reverse)', kind: 'number', max: 999, source: bluegreyLine(117) },
  ],
  gbacw: [
    { path: ['strength'], header: 'SP', label: 'Strength points', kind: 'number', max: 999, source: gbacwLine(63) },
    { path: ['cohesion'], header: 'Coh', label: 'Cohesion', kind: 'number', max: 20, source: gbacwLine(63) },
    { path: ['movement'], header: 'MA', label: 'Movement allowance', kind: 'number', max: 99, source: gbacwLine(63) },
    { path: ['weapon'], header: 'Wpn', label: 'Weapon', kind: 'text', source: gbacwLine(63) },
    { path: ['green'], header: 'G', label: 'Green', kind: 'mark', source: gbacwLine(2285) },
    { path: ['reduced', 'cohesion'], header: 'Dis. Coh', label: 'Disordered cohesion (reverse)', kind: 'number', max: 20, source: gbacwLine(70) },
    { path: ['reduced', 'movement'], header: 'Dis. MA', label: 'Disordered movement allowance (reverse)', kind: 'number', max: 99, source: gbacwLine(70) },
  ],
};

/**
 * The ratings a GBACW leader's counter prints by his stars: army commanders (4) an initiative rating,
 * corps commanders (3) an efficiency rating, division leaders (2) brigade coordination and an activation
 * rating, brigade leaders (1) an action profile and an orders rating; every one a command range.
 */
export const LEADER_RATINGS_BY_STARS: Readonly<Record<1 | 2 | 3 | 4, { ratings: readonly (keyof LeaderRatings)[]; source: string }>> = {
  4: { ratings: ['initiative', 'commandRange'], source: gbacwLine(291) },
  3: { ratings: ['efficiency', 'commandRange'], source: gbacwLine(302) },
  2: { ratings: ['coordination', 'commandRange', 'activation'], source: gbacwLine(310) },
  1: { ratings: ['actionProfile', 'commandRange', 'orders'], source: gbacwLine(320) },
};

/** A GBACW leader's rank by his stars, in the book's words for each level. */
export const STARS_LABELS: Readonly<Record<1 | 2 | 3 | 4, string>> = { 1: 'Brigade leader', 2: 'Division leader', 3: 'Corps commander', 4: 'Army commander' };

/** The ratings' names in full, for their fields. */
export const RATING_LABELS: Readonly<Record<keyof LeaderRatings, string>> = {
  initiative: 'Initiative rating',
  efficiency: 'Efficiency rating',
  coordination: 'Brigade coordination',
  activation: 'Activation rating',
  actionProfile: 'Action profile',
  commandRange: 'Command range',
  orders: 'Orders rating',
};

/** The values each rating takes in the format (a DRM may be negative); the form's number fields offer these. */
export const RATING_RANGES: Readonly<Record<Exclude<keyof LeaderRatings, 'actionProfile'>, readonly [number, number]>> = {
  initiative: [-5, 9],
  efficiency: [-5, 5],
  coordination: [0, 5],
  activation: [-5, 5],
  commandRange: [0, 99],
  orders: [-5, 5],
};

/** The ratings a leader with `stars` prints; with no stars yet, every rating, in the book's order. */
export function ratingsFor(stars: number | undefined): readonly (keyof LeaderRatings)[] {
  const row = stars !== undefined && stars in LEADER_RATINGS_BY_STARS ? LEADER_RATINGS_BY_STARS[stars as keyof typeof LEADER_RATINGS_BY_STARS] : undefined;
  return row?.ratings ?? (Object.keys(RATING_LABELS) as (keyof LeaderRatings)[]);
}
