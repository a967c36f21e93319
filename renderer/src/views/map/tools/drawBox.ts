/**
 * Drawing a rectangle or an ellipse by dragging from one corner to the other; shift makes it a square
 * or a circle. The map keeps areas as polygons, so an ellipse is stored as one (`ellipseRing`). States:
 * idle → dragging.
 */
import Konva from 'konva';
import { addFeatures, freshFeatureId } from '../../../../../core/map/commands';
import { ellipseRing, rectangleRing, type Point } from '../../../../../core/map/geometry';
import type { Tool, ToolContext, PointerInfo } from './tool';

export function drawBoxTool(ctx: ToolContext, shape: 'rectangle' | 'ellipse'): Tool {
  let start: Point | undefined;
  let preview: Konva.Line | undefined;

  function ring(from: Point, e: PointerInfo): Point[] {
    let to = ctx.snap(e.world);
    if (e.shift) {
      const side = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y));
      to = { x: from.x + Math.sign(to.x - from.x || 1) * side, y: from.y + Math.sign(to.y - from.y || 1) * side };
    }
    if (shape === 'rectangle') return rectangleRing(from, to);
    return ellipseRing({ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, Math.abs(to.x - from.x) / 2, Math.abs(to.y - from.y) / 2);
  }

  function clear(): void {
    start = undefined;
    preview?.destroy();
    preview = undefined;
    ctx.scene.overlay.batchDraw();
  }

  return {
    id: shape,
    cursor: 'crosshair',
    down(e) {
      if (ctx.locked('terrain')) {
        ctx.say('The terrain layer is locked: unlock it to draw.');
        return;
      }
      start = ctx.snap(e.world);
      preview = new Konva.Line({ closed: true, stroke: '#2f80ed', strokeWidth: 2, dash: [6, 3], strokeScaleEnabled: false, fill: 'rgba(47,128,237,0.12)', listening: false });
      ctx.scene.overlay.add(preview);
    },
    move(e) {
      if (!start || !preview) return;
      preview.points(ring(start, e).flatMap((p) => [p.x, p.y]));
      ctx.scene.overlay.batchDraw();
    },
    up(e) {
      if (!start) return;
      const points = ring(start, e);
      clear();
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      // A click without a drag draws nothing (and says why), rather than a zero-sized wood.
      if (Math.max(...xs) - Math.min(...xs) < 0.05 || Math.max(...ys) - Math.min(...ys) < 0.05) {
        ctx.say(`Drag to draw the ${shape}.`);
        return;
      }
      const kind = ctx.drawKind();
      const map = ctx.scene.current.map;
      ctx.run(addFeatures([{ id: freshFeatureId(map, kind), kind, shape: 'polygon', points }]));
    },
    cancel: clear,
  };
}
