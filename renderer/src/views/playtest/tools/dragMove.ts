/**
 * Dragging a unit: by the rules (its ghost follows the pointer, the move read against its allowance at
 * every step, on a quarter-inch grid, fences and walls crossed as the player chose; on release
 * `moveUnit`) or, with Shift held at the press, placed by
 * hand where the rules do not move it for the players (a rout, a fall back, a correction: `placeUnit`,
 * no actions spent).
 */
import { moveUnit, placeUnit } from '../../../../../core/playtest';
import { startGesture, type Gesture, type GestureRules } from './gesture';
import type { PlaytestPointer, PlaytestToolContext } from './tool';

/** A table point on the quarter-inch grid the drag moves on. */
export const onQuarterInch = (n: number): number => Math.round(n * 4) / 4;

const follow: GestureRules['follow'] = (g, _e, grabbed) => ({ to: { x: onQuarterInch(grabbed.x), y: onQuarterInch(grabbed.y) }, toFacing: g.facingDeg });

export const MOVE_RULES_OF_THE_DRAG: GestureRules = {
  kind: 'move',
  follow,
  finish(ctx, g) {
    if (ctx.run(moveUnit(ctx.ground, g.key, g.to, undefined, [], ctx.obstacle()))) ctx.acted(g.key, g.reading?.distanceIn);
  },
};

export const PLACE_RULES_OF_THE_DRAG: GestureRules = {
  kind: 'place',
  follow,
  finish(ctx, g) {
    ctx.run(placeUnit(ctx.ground, g.key, g.to));
  },
};

/** A drag of `key` from a press: Shift places by hand. */
export function dragMove(ctx: PlaytestToolContext, key: string, press: PlaytestPointer): Gesture | undefined {
  return startGesture(ctx, key, press, press.shift ? PLACE_RULES_OF_THE_DRAG : MOVE_RULES_OF_THE_DRAG);
}
