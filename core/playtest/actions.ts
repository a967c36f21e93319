/**
 * What a player did in a playtest, as plain data: each command writes its action on the first event it
 * logs, so a game is its seed and its list of actions, and replaying them (replay.ts) rebuilds it.
 */
import type { Point } from '../map/geometry';
import type { Formation } from '../scenario/types.generated';
import type { ChargeBonusOptions } from '../rules/adf/movement';
import type { MoraleLevel } from '../vocabulary/words';

export type PlaytestAction =
  | { do: 'move'; unit: string; at: Point; facingDeg?: number; via?: Point[] }
  | { do: 'place'; unit: string; at: Point; facingDeg?: number }
  | { do: 'face'; unit: string; facingDeg: number }
  | { do: 'formation'; unit: string; formation: Formation }
  | { do: 'mount'; unit: string }
  | { do: 'reform'; unit: string }
  | { do: 'fire'; firer: string; target: string }
  | { do: 'morale'; unit: string }
  | { do: 'charge'; attacker: string; defender: string; options?: ChargeBonusOptions }
  | { do: 'next-turn' }
  | { do: 'initiative' }
  | { do: 'set-state'; unit: string; change: { figuresLost?: number; sectionsLost?: number; level?: MoraleLevel } }
  | { do: 'remove'; unit: string };

export type PlaytestActionKind = PlaytestAction['do'];
