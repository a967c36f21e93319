/**
 * What a player did in a playtest, as plain data: each command writes its action on the first event it
 * logs, so a game is its seed and its list of actions, and replaying them (replay.ts) rebuilds it.
 */
import type { Point } from '../map/geometry';
import type { Formation } from '../model/scenario.generated';
import type { ChargeBonusOptions } from '../rules/adf/movement';
import type { MoraleLevel } from '../model/words';
import type { ObstacleCrossing } from './obstacles';

/** What the charged unit does with its reaction (B:2441, B:1079, B:427): nothing, fire as the charger closes, hold its fire for point-blank range once it has passed its fear-of-charge check, or counter-charge. */
export const DEFENDER_REACTIONS = ['none', 'fire', 'point-blank', 'counter-charge'] as const;
export type DefenderReaction = (typeof DEFENDER_REACTIONS)[number];
/** Each in the players' words, for the board's choice. */
export const DEFENDER_REACTION_LABELS: Readonly<Record<DefenderReaction, string>> = { none: 'no reaction', fire: 'fires as it closes', 'point-blank': 'holds its fire for point-blank', 'counter-charge': 'counter-charges' };

export type PlaytestAction =
  | { do: 'move'; unit: string; at: Point; facingDeg?: number; via?: Point[]; obstacle?: ObstacleCrossing }
  | { do: 'place'; unit: string; at: Point; facingDeg?: number }
  | { do: 'face'; unit: string; facingDeg: number }
  | { do: 'formation'; unit: string; formation: Formation }
  | { do: 'mount'; unit: string }
  | { do: 'reform'; unit: string }
  | { do: 'disengage'; unit: string }
  | { do: 'rout'; unit: string }
  | { do: 'fire'; firer: string; target: string }
  | { do: 'desperation-fire'; firer: string; target: string }
  | { do: 'morale'; unit: string }
  | { do: 'charge'; attacker: string; defender: string; options?: ChargeBonusOptions & { defenderReaction?: DefenderReaction } }
  | { do: 'next-turn' }
  | { do: 'initiative' }
  | { do: 'set-state'; unit: string; change: { figuresLost?: number; sectionsLost?: number; level?: MoraleLevel } }
  | { do: 'remove'; unit: string };

export type PlaytestActionKind = PlaytestAction['do'];
