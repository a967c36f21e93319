/**
 * Turning the selection by dragging round a pivot: one unit turns about the centre of its front, as a
 * regiment wheels; several units or features turn together about the middle of the selection. Shift
 * turns in steps of 15°. States: idle → turning (one transaction, one undo entry).
 */
import { placementKey, reshapeFeatures, turnUnits } from '../../../../../core/map/commands';
import { bearing, boxOf, rotate, type Point } from '../../../../../core/map/geometry';
import type { Tool, ToolContext } from './tool';
import { unitKey } from './select';

export function rotateTool(ctx: ToolContext): Tool {
  let turning: { pivot: Point; startBearing: number; applied: number; originals: Map<string, Point[]> } | undefined;

  function pivotOfSelection(): Point | undefined {
    const sel = ctx.selection();
    const units = (ctx.scene.current.map.units ?? []).filter((u) => sel.units.has(placementKey(u)));
    if (units.length === 1 && sel.features.size === 0) return units[0]!.at;
    const features = ctx.scene.current.map.features.filter((f) => sel.features.has(f.id));
    const points = [...units.map((u) => u.at), ...features.flatMap((f) => f.points)];
    if (points.length === 0) return undefined;
    const b = boxOf(points);
    return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
  }

  return {
    id: 'rotate',
    cursor: 'alias',
    down(e) {
      const pivot = pivotOfSelection();
      if (!pivot) {
        ctx.say('Select units or features to turn.');
        return;
      }
      const originals = new Map(ctx.scene.current.map.features.filter((f) => ctx.selection().features.has(f.id)).map((f) => [f.id, f.points] as const));
      ctx.begin(ctx.selection().units.size + originals.size === 1 ? 'Turn' : `Turn ${ctx.selection().units.size + originals.size} items`);
      turning = { pivot, startBearing: bearing(pivot, e.world), applied: 0, originals };
    },
    move(e) {
      if (!turning) return;
      let angle = bearing(turning.pivot, e.world) - turning.startBearing;
      if (e.shift) angle = Math.round(angle / 15) * 15;
      const step = angle - turning.applied;
      if (Math.abs(step) < 1e-9) return;
      const sel = ctx.selection();
      if (sel.units.size) ctx.run(turnUnits([...sel.units].map(unitKey), step, turning.pivot));
      if (turning.originals.size) {
        const pivot = turning.pivot;
        ctx.run(reshapeFeatures([...turning.originals].map(([id, pts]) => ({ id, points: pts.map((p) => rotate(p, pivot, angle)) })), 'Turn'));
      }
      turning.applied = angle;
      ctx.readout(`turned ${Math.round((((angle % 360) + 540) % 360) - 180)}°`);
    },
    up() {
      if (turning) ctx.commit();
      turning = undefined;
      ctx.readout(undefined);
    },
    cancel() {
      if (turning) ctx.cancel();
      turning = undefined;
      ctx.readout(undefined);
    },
  };
}
