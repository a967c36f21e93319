/**
 * A gesture on one unit, from press to release: pressing → dragging → done. Nothing runs until the
 * pointer is released; then the gesture's one named command runs (a move, a placing by hand, a turn),
 * refused with the core's reason when the rules do not allow it. A refusal that holds wherever the unit
 * goes (the reacting side, routed, both actions spent) is said once as the drag starts.
 */
import type { Point } from '../../../../../core/map/geometry';
import { moveReader, type MoveRefusal } from '../../../../../core/playtest';
import { placementKey } from '../../../../../core/preview/adf';
import { bookLine } from '../../../../../core/playtest';
import { DRAG_PX, fixedRefusal, type PlaytestGesture, type PlaytestPointer, type PlaytestToolContext } from './tool';

export interface Gesture {
  move(e: PlaytestPointer): void;
  up(e: PlaytestPointer): void;
  cancel(): void;
  /** What the scene draws; undefined until the drag starts. */
  readonly shown: PlaytestGesture | undefined;
}

/** How a gesture follows the pointer once it drags, and what it runs on release. */
export interface GestureRules {
  kind: PlaytestGesture['kind'];
  /** Where the pointer has the unit: its front centre and facing. */
  follow(g: PlaytestGesture, e: PlaytestPointer, grabbed: Point): Pick<PlaytestGesture, 'to' | 'toFacing'>;
  /** Runs the gesture's command; returns whether it ran. */
  finish(ctx: PlaytestToolContext, g: PlaytestGesture): void;
}

/** Starts a gesture on `key` at a press, or undefined when the unit is not on the table. */
export function startGesture(ctx: PlaytestToolContext, key: string, press: PlaytestPointer, rules: GestureRules): Gesture | undefined {
  const doc = ctx.doc();
  const placement = doc.map.units?.find((u) => placementKey(u) === key);
  const corners = ctx.corners(key);
  if (!placement || !corners) return undefined;
  const reader = moveReader(ctx.ground, doc, key);
  const refused: MoveRefusal | undefined = fixedRefusal(reader, placement.at, rules.kind);
  const offset = { x: placement.at.x - press.world.x, y: placement.at.y - press.world.y };
  let state: 'pressing' | 'dragging' | 'refused' | 'done' = 'pressing';
  const g: PlaytestGesture = { key, kind: rules.kind, at: placement.at, facingDeg: placement.facingDeg, to: placement.at, toFacing: placement.facingDeg, corners: corners.map((c) => c.map((p) => ({ ...p }))), reading: undefined, started: false };
  return {
    get shown() {
      return state === 'dragging' ? g : undefined;
    },
    move(e) {
      if (state === 'pressing') {
        if (Math.hypot(e.screen.x - press.screen.x, e.screen.y - press.screen.y) < DRAG_PX) return;
        if (refused) {
          state = 'refused';
          ctx.say(`${refused.text} (${bookLine(refused.source)})`);
          return;
        }
        state = 'dragging';
        g.started = true;
      } else if (state !== 'dragging') return;
      else g.started = false;
      Object.assign(g, rules.follow(g, e, { x: e.world.x + offset.x, y: e.world.y + offset.y }));
      if (rules.kind === 'move') g.reading = reader(g.to, undefined, [], ctx.obstacle());
      if (rules.kind === 'turn') g.reading = reader(g.at, g.toFacing);
      ctx.show(g);
    },
    up() {
      const was = state;
      state = 'done';
      ctx.show(undefined);
      if (was === 'dragging') rules.finish(ctx, g);
    },
    cancel() {
      state = 'done';
      ctx.show(undefined);
    },
  };
}
