/**
 * The playtest's lists in the players' words: the event log's kinds, a unit's morale mark on the board,
 * its state in a saved result, the two halves of a player turn, and the reactions a unit is offered.
 */
import type { PlaytestResult, UnitStatus } from '../model/scenario.generated';
import type { Labels } from '../model/labels';
import { MORALE_LEVEL_LABELS } from '../model/words';
import type { PlaytestEventKind } from './state';
import type { Reaction, ReactionKind } from './reactions';

type Def<T> = NonNullable<T>;
/** What a playtest's event log records, each kind of entry in the players' words. */
export const PLAYTEST_EVENT_LABELS: Labels<PlaytestEventKind> = {
  start: 'Start',
  initiative: 'Initiative',
  phase: 'Player turn',
  fire: 'Fire',
  morale: 'Morale check',
  rally: 'Rally attempt',
  move: 'Move',
  charge: 'Charge',
  formation: 'Formation change',
  facing: 'Facing change',
  reform: 'Reform',
  status: 'Set by hand',
  remove: 'Removed',
};
/** A unit's morale level as its badge on the playtest board marks it; good order needs no mark. */
export const MORALE_LEVEL_MARKS: Labels<Def<UnitStatus['morale']>> = { good: '', disorder: 'D', shaken: 'S', routed: 'R' };
/** A unit's state at the end of a playtest, as a saved result records it: its morale level, or off the table. */
export const UNIT_END_STATE_LABELS: Labels<PlaytestResult['units'][number]['state']> = { ...MORALE_LEVEL_LABELS, removed: 'Removed' };
/** The two halves of a player turn: the side that acts and the side that reacts (B:2419). */
export const PLAYTEST_ROLE_LABELS = { active: 'Active', reactive: 'Reactive' } as const satisfies Readonly<Record<string, string>>;

/** A reaction on its button in the panel, under the reacting unit's name (the full offer is its tooltip). */
export const REACTION_KIND_LABELS: Labels<ReactionKind> = {
  fire: 'Fire',
  'desperation-fire': 'Desperation fire',
  facing: 'Change facing',
  formation: 'Change formation',
  reform: 'Reform',
  rally: 'Rally',
  disengage: 'Disengage',
};

/** The words on a reaction's button: its kind, and for a fire its range and firepower ("Fire: short range, 6 FP"). */
export function reactionButtonWords(r: Reaction): string {
  const odds = r.fire?.odds;
  return odds && r.fire?.band ? `${REACTION_KIND_LABELS[r.kind]}: ${r.fire.band} range, ${odds.fp} FP` : REACTION_KIND_LABELS[r.kind];
}
