/**
 * The scenario format's own lists in the designer's words (ruleset, figure scale, points budgets, force
 * constraints, arrivals, special rules, initiative, victory), each typed by the generated types so a
 * schema that gains a value fails to compile until its label is written. core/vocabulary passes them on.
 */
import type { Arrival, ForceConstraint, Initiative, MoraleEffect, MusterScenario, PointsBudget, SpecialRule, VictoryCondition } from '../model/scenario.generated';
import type { Labels } from '../model/labels';

type Def<T> = NonNullable<T>;
export const RULESET_LABELS: Labels<MusterScenario['ruleset']> = { adf: 'Across a Deadly Field', bluegrey: 'Blue & Grey', gbacw: 'Great Battles of the ACW' };
/**
 * The folders of the bundled examples (`scenarios/`) beside its top level, each with the heading its
 * examples are listed under: the Library shows "Blue & Grey: Shiloh".
 */
export const EXAMPLE_FOLDER_LABELS: Readonly<Record<string, string>> = { bluegrey: RULESET_LABELS.bluegrey };
export const SCALE_LABELS: Labels<MusterScenario['scale']> = { '10mm': '6/10 mm figures', '15mm': '15/20 mm figures', '25mm': '25/28 mm figures', counters: 'Counters (hex game)' };
export const BUDGET_FORMATION_LABELS: Labels<Def<PointsBudget['formation']>> = { brigade: 'Brigade', division: 'Division', corps: 'Corps', army: 'Army', any: 'Any' };
export const BUDGET_ARM_LABELS: Labels<Def<PointsBudget['arm']>> = { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery', mixed: 'Mixed arms' };
export const CONSTRAINT_KIND_LABELS: Labels<ForceConstraint['kind']> = {
  'required-leader': 'Required leader',
  'min-quality-count': 'At least N of a quality',
  'max-quality-count': 'At most N of a quality',
  'no-quality': 'No units of a quality',
  'max-units-of': 'At most N units of',
  'weapon-limit': 'Weapon limit',
  'only-qualities': 'Only units of these qualities',
  'brigade-count': 'Number of brigades',
  'battery-count': 'Number of batteries',
  other: 'Other (text only)',
};
/** What a quality limit counts (B:2294 and B:2405 speak of regiments). */
export const CONSTRAINT_OF_LABELS: Labels<Def<ForceConstraint['of']>> = { units: 'every unit', regiments: 'regiments only' };
export const CONSTRAINT_PER_LABELS: Labels<Def<ForceConstraint['per']>> = { side: 'per side', division: 'per division', brigade: 'per brigade' };
export const ARRIVAL_KIND_LABELS: Labels<Arrival['kind']> = { turn: 'On a fixed turn', roll: 'By a die roll' };
export const ARRIVAL_OTHERWISE_LABELS: Labels<Def<Arrival['otherwise']>> = { 'die-is-turn': 'the die is the arrival turn', unavailable: 'they never come', 'next-turn': 'roll again next turn' };
export const RULE_KIND_LABELS: Labels<Def<SpecialRule['kind']>> = { 'leader-loss': 'Leader loss', restriction: 'Restriction', terrain: 'Terrain', morale: 'Morale', movement: 'Movement', other: 'Other' };
export const MORALE_STAT_LABELS: Labels<Def<MoraleEffect['stat']>> = { MMP: 'MMP', BMP: 'BMP' };
export const MORALE_DURATION_LABELS: Labels<Def<MoraleEffect['duration']>> = { scenario: 'for the rest of the scenario', 'first-morale-check': 'until the first morale check' };
export const DICE_LABELS: Labels<'1D6' | '2D6'> = { '1D6': '1D6', '2D6': '2D6' };
export const INITIATIVE_RULE_LABELS: Labels<Initiative['rule']> = { side: 'One side for the whole game', 'most-leadership': 'Most leadership bonus', 'roll-each-turn': 'Rolled each turn' };
export const VICTORY_KIND_LABELS: Labels<VictoryCondition['kind']> = {
  'clear-area': 'Clear an area of the enemy',
  'hold-area': 'Hold an area',
  'units-beyond': 'Units beyond a line',
  'casualty-ratio': 'Casualty ratio',
  'forced-retirement': 'Force the enemy to retire',
  text: 'Text only',
};
