/**
 * Fire at, or charge: first the unit that acts (the picked unit when there is one), then its target; the
 * act runs on the second click and the reacting side is offered its reactions. States: actor → target →
 * done (the board goes back to the select tool). A press on empty ground pans and keeps the picking.
 */
import { charge, DEFAULT_CHARGE_OPTIONS, fire, unitState, type DefenderReaction, type PlaytestGround } from '../../../../../core/playtest';
import type { PlaytestCommand, PlaytestTool, PlaytestToolContext } from './tool';

/** The acts picked on the board, each the command it runs. */
export const PICKED_ACTS: Readonly<Record<'fire' | 'charge', (ground: PlaytestGround, actor: string, target: string, reaction?: DefenderReaction) => PlaytestCommand>> = {
  fire: (ground, actor, target) => fire(ground, actor, target),
  // The charged unit's reaction is the player's choice on the toolbar; none by default.
  charge: (ground, actor, target, reaction = 'none') => (reaction === 'none' ? charge(ground, actor, target) : charge(ground, actor, target, { ...DEFAULT_CHARGE_OPTIONS, defenderReaction: reaction })),
};

export type PickState = { name: 'actor' } | { name: 'target'; actor: string } | { name: 'done' };

export interface PickTargetTool extends PlaytestTool {
  readonly id: 'fire' | 'charge';
  readonly state: PickState;
}

/** Picks the actor and the target of `act`; `done` is told when the picking ends (the act ran, or was cancelled). */
export function pickTargetTool(ctx: PlaytestToolContext, act: 'fire' | 'charge', done: () => void): PickTargetTool {
  const picked = ctx.picked();
  let state: PickState = picked && !unitState(ctx.doc(), picked).removed ? { name: 'target', actor: picked } : { name: 'actor' };
  const finish = (): void => {
    state = { name: 'done' };
    done();
  };
  return {
    id: act,
    cursor: 'crosshair',
    get state() {
      return state;
    },
    down(e) {
      const key = ctx.unitUnder(e.world);
      if (!key) return 'pan';
      if (state.name === 'actor') {
        state = { name: 'target', actor: key };
        ctx.pick(key);
        return;
      }
      if (state.name !== 'target' || key === state.actor) return;
      const actor = state.actor;
      finish();
      if (ctx.run(PICKED_ACTS[act](ctx.ground, actor, key, ctx.defenderReaction()))) {
        ctx.pick(key);
        ctx.acted(actor);
      }
    },
    move() {},
    up() {},
    cancel() {
      if (state.name === 'done') return false;
      finish();
      return true;
    },
  };
}
