/**
 * Turning a unit: by its facing handle (a knob ahead of the centre of its front, a fixed distance on
 * screen) dragged about the centre of its front in 5° steps (15° with Shift), or by `[` and `]` 15° at a
 * time; either way `faceUnit` at the book's price, or as a reacting unit's reaction.
 */
import { bearing, facingVector, normaliseDegrees, type Point } from '../../../../../core/map/geometry';
import { faceUnit, unitState, type Playtest } from '../../../../../core/playtest';
import { placementKey } from '../../../../../core/preview/adf';
import { startGesture, type Gesture, type GestureRules } from './gesture';
import type { PlaytestPointer, PlaytestToolContext } from './tool';

/** The knob's distance ahead of the front on screen, and how near a press must come to take it, in pixels. */
export const HANDLE_REACH_PX = 22;
export const HANDLE_GRIP_PX = 8;

/** The unit's facing handle: the centre of its front and the knob, in table inches. */
export function handleOf(playtest: Playtest, key: string, ppi: number): { centre: Point; knob: Point } | undefined {
  const placement = playtest.map.units?.find((u) => placementKey(u) === key);
  if (!placement || unitState(playtest, key).removed) return undefined;
  const v = facingVector(placement.facingDeg);
  const reach = HANDLE_REACH_PX / ppi;
  return { centre: placement.at, knob: { x: placement.at.x + v.x * reach, y: placement.at.y + v.y * reach } };
}

/** Whether a table point takes the picked unit's handle: near the knob, and no other unit's stands under it (units in contact). */
export function onHandle(ctx: PlaytestToolContext, world: Point): boolean {
  const picked = ctx.picked();
  const h = picked ? handleOf(ctx.doc(), picked, ctx.ppi()) : undefined;
  if (!h || Math.hypot(world.x - h.knob.x, world.y - h.knob.y) * ctx.ppi() > HANDLE_GRIP_PX) return false;
  const under = ctx.standsAt(world);
  return !under || under === picked;
}

/** The facing a pointer at `world` gives a unit whose front centre is `at`: in 5° steps, 15° with Shift. */
export const facingToward = (at: Point, world: Point, shift: boolean): number => {
  const step = shift ? 15 : 5;
  return normaliseDegrees(Math.round(bearing(at, world) / step) * step);
};

export const FACE_RULES_OF_THE_DRAG: GestureRules = {
  kind: 'turn',
  follow: (g, e) => ({ to: g.at, toFacing: facingToward(g.at, e.world, e.shift) }),
  finish(ctx, g) {
    if (g.toFacing !== g.facingDeg && ctx.run(faceUnit(ctx.ground, g.key, g.toFacing))) ctx.acted(g.key, 0);
  },
};

/** A turn of the picked unit by its handle, from a press on it. */
export function faceByHandle(ctx: PlaytestToolContext, key: string, press: PlaytestPointer): Gesture | undefined {
  return startGesture(ctx, key, press, FACE_RULES_OF_THE_DRAG);
}

/** `[` and `]`: the picked unit faces `deg` further round, at the book's price. */
export function turnBy(ctx: PlaytestToolContext, deg: number): boolean {
  const key = ctx.picked();
  const placement = key ? ctx.doc().map.units?.find((u) => placementKey(u) === key) : undefined;
  if (!key || !placement) return false;
  if (!ctx.run(faceUnit(ctx.ground, key, normaliseDegrees(placement.facingDeg + deg)))) return false;
  ctx.acted(key, 0);
  return true;
}
