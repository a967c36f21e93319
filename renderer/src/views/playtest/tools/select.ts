/**
 * The board's own tool: a click picks a unit (or, on empty ground, drops the pick and pans); a drag on a
 * unit moves it by the rules (Shift: places it by hand, dragMove.ts); a drag on the picked unit's facing
 * handle turns it (face.ts). States: idle → gesture (a drag under way) → idle.
 */
import type { Gesture } from './gesture';
import { dragMove } from './dragMove';
import { faceByHandle, onHandle } from './face';
import type { PlaytestTool, PlaytestToolContext } from './tool';

export function selectTool(ctx: PlaytestToolContext): PlaytestTool & { readonly gesture: Gesture | undefined } {
  let gesture: Gesture | undefined;
  return {
    id: 'select',
    cursor: 'default',
    get gesture() {
      return gesture;
    },
    down(e) {
      const picked = ctx.picked();
      if (picked && onHandle(ctx, e.world)) {
        gesture = faceByHandle(ctx, picked, e);
        return;
      }
      const key = ctx.unitUnder(e.world);
      if (!key) {
        ctx.pick(undefined);
        return 'pan';
      }
      ctx.pick(key);
      gesture = dragMove(ctx, key, e);
    },
    move(e) {
      gesture?.move(e);
    },
    up(e) {
      const g = gesture;
      gesture = undefined;
      g?.up(e);
    },
    cancel() {
      if (gesture) {
        gesture.cancel();
        gesture = undefined;
        return true;
      }
      if (ctx.picked() === undefined) return false;
      ctx.pick(undefined);
      return true;
    },
  };
}
