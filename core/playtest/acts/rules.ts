/**
 * The playtest's acts read their rules here, as data with the book's lines: what a formation change
 * costs, the formations each arm may take, what disengaging does to morale, the order grounds slow a
 * charge in, and the charge's own rules. The playtest plays Age of Drums and Fifes on a tabletop map
 * (the one tabletop ruleset with engines); a ruleset whose rules differ adds a table of this shape to
 * `ACT_RULES` rather than branches in the acts.
 */
import type { Unit } from '../../model/oob';
import type { ChangeCost } from '../../rules/adf/formations';
import { DEFAULT_CHARGE_BONUS_OPTIONS, type ChargeBonusOptions, type MovementTerrain } from '../../rules/adf/movement';
import { adfLine } from '../../rules/trace';
import type { Formation } from '../../model/scenario.generated';
import type { MoraleLevel } from '../../model/words';
import type { DefenderReaction } from '../actions';
import { PLAYTEST_RULES } from '../state';

/** The formations a unit of each arm may take in the playtest; cavalry has its mounted and its dismounted ones (B:1616). */
export const FORMATION_CHOICES: Readonly<Record<Unit['arm'], readonly Formation[]>> = {
  infantry: ['battle-line', 'extended-line', 'skirmishers', 'attack-column', 'road-column', 'square'],
  engineers: ['battle-line', 'extended-line', 'skirmishers', 'attack-column', 'road-column'],
  cavalry: ['cavalry-line', 'double-line', 'skirmishing', 'road-column', 'battle-line', 'skirmishers'],
  artillery: ['unlimbered', 'limbered'],
};

/** Actions a formation change costs: half of one movement action, one action, two actions (B:581, B:1659, B:1416). */
export const CHANGE_ACTIONS: Readonly<Record<ChangeCost, number>> = { 'half-move': 0.5, 'full-action': 1, 'two-actions': 2 };

/** The same costs in the players' words. */
export const CHANGE_WORDS: Readonly<Record<ChangeCost, string>> = { 'half-move': 'half of one movement action', 'full-action': 'one action', 'two-actions': 'two actions' };

/** The formations cavalry is mounted in (B:1616): mounting or dismounting changes between these and the dismounted ones. */
export const MOUNTED_FORMATIONS: ReadonlySet<Formation> = new Set<Formation>(['mounted', 'cavalry-line', 'skirmishing', 'double-line', 'road-column', 'column']);

/** What disengaging does to a unit's morale: one level worse, never worse than shaken (B:589). */
export const AFTER_DISENGAGE: Readonly<Record<MoraleLevel, MoraleLevel>> = { good: 'disorder', disorder: 'shaken', shaken: 'shaken', routed: 'routed' };

/** The grounds from fastest to slowest: a charge moves at the rate of the slower of the charger's and the defender's (B:2435). */
export const SLOWNESS_ORDER: readonly MovementTerrain[] = ['road', 'trail', 'open', 'broken', 'light-woods', 'rough', 'heavy-woods'];

/** The morale levels from best to worst: a result only ever makes a unit's level worse. */
export const LEVEL_ORDER: readonly MoraleLevel[] = ['good', 'disorder', 'shaken', 'routed'];

export interface ChargeOptions extends ChargeBonusOptions {
  defenderReaction?: DefenderReaction;
}
export const DEFAULT_CHARGE_OPTIONS: ChargeOptions = { ...DEFAULT_CHARGE_BONUS_OPTIONS };

/** The charge rules the board applies beyond the engines', each with its line. */
export const CHARGE_RULES = {
  reactionFire: { text: 'As the charger comes within range the defender may make its one reaction fire, with immediate results; it is taken here with the charger 2 inches off, inside the 2-inch trigger and outside desperation range.', source: adfLine(2441) },
  pointBlank: { text: 'A defender that holds its fire may fire point-blank once it has passed its fear-of-charge check.', source: adfLine(1079) },
  fearAtOneInch: { text: 'The defender takes its fear-of-charge check when the charger is within 1 inch, before any point-blank fire.', source: adfLine(2445) },
  stoppedByFire: { text: 'A charger shaken, routed or destroyed by fire is stopped: a shaken unit cannot charge.', source: adfLine(3161) },
  routMove: { text: 'A unit that routs rolls its routed move at once and runs that many inches directly away from the enemy.', source: adfLine(585) },
  followUp: { text: 'The winner goes on into the ground the loser gave up, as far as its charge distance left allows, stopping an inch short of the loser (our reading, rules notes P11).', source: adfLine(1053) },
  noSupportFromShaken: PLAYTEST_RULES.noSupportFromShaken,
} as const;

/** One ruleset's table for the acts. */
export interface ActRules {
  formationChoices: typeof FORMATION_CHOICES;
  changeActions: typeof CHANGE_ACTIONS;
  mountedFormations: typeof MOUNTED_FORMATIONS;
  afterDisengage: typeof AFTER_DISENGAGE;
  slownessOrder: typeof SLOWNESS_ORDER;
  charge: typeof CHARGE_RULES;
}

/** Each ruleset the playtest plays, by its id. */
export const ACT_RULES: Readonly<Record<'adf', ActRules>> = {
  adf: { formationChoices: FORMATION_CHOICES, changeActions: CHANGE_ACTIONS, mountedFormations: MOUNTED_FORMATIONS, afterDisengage: AFTER_DISENGAGE, slownessOrder: SLOWNESS_ORDER, charge: CHARGE_RULES },
};
