/**
 * Drawing an area (a wood, a field) or a line (a road, a fence, a creek) point by point: each click
 * adds a point; a double click, Enter or a click on the first point finishes; Backspace drops the last
 * point; Escape abandons it. States: idle → placing. Nothing enters the document until the shape is
 * finished, and then as one command.
 */
import Konva from 'konva';
import { addFeatures, freshFeatureId } from '../../../../../core/map/commands';
import { distance, type Point } from '../../../../../core/map/geometry';
import type { LayerId } from '../../../../../core/map/render/styles';
import type { DocumentCommand } from '../../../state/workspace.svelte';
import type { Tool, ToolContext, ToolId } from './tool';

/** What a path drawn by another tool (a set-up area, a contour, a line to form on) becomes instead of terrain. */
export interface PathTarget {
  id: ToolId;
  layer: LayerId;
  /** The command the finished points make; undefined when the tool does something else with them. */
  make(points: Point[]): DocumentCommand | undefined;
}

const CLOSE_PX = 8;

export function drawPathTool(ctx: ToolContext, shape: 'polygon' | 'polyline', target?: PathTarget): Tool {
  let points: Point[] = [];
  let preview: Konva.Line | undefined;
  let cursor: Point | undefined;

  const minimum = shape === 'polygon' ? 3 : 2;

  function redraw(): void {
    if (!preview) {
      preview = new Konva.Line({ stroke: '#2f80ed', strokeWidth: 2, dash: [6, 3], strokeScaleEnabled: false, fill: shape === 'polygon' ? 'rgba(47,128,237,0.12)' : undefined, listening: false });
      ctx.scene.overlay.add(preview);
    }
    const shown = cursor ? [...points, cursor] : points;
    preview.points(shown.flatMap((p) => [p.x, p.y]));
    preview.closed(shape === 'polygon' && shown.length > 2);
    ctx.scene.overlay.batchDraw();
  }

  function clear(): void {
    points = [];
    cursor = undefined;
    preview?.destroy();
    preview = undefined;
    ctx.scene.overlay.batchDraw();
  }

  function finish(): void {
    if (points.length < minimum) {
      ctx.say(shape === 'polygon' ? 'An area needs at least three points.' : 'A line needs at least two points.');
      return;
    }
    if (target) {
      const command = target.make(points);
      if (command) ctx.run(command);
      clear();
      return;
    }
    const kind = ctx.drawKind();
    const map = ctx.scene.current.map;
    const id = freshFeatureId(map, kind);
    ctx.run(addFeatures([{ id, kind, shape, points }]));
    clear();
  }

  return {
    id: target?.id ?? (shape === 'polygon' ? 'area' : 'line'),
    cursor: 'crosshair',
    down(e) {
      const layer = target?.layer ?? 'terrain';
      if (ctx.locked(layer)) {
        ctx.say(`The ${layer === 'setup' ? 'set-up' : layer} layer is locked: unlock it to draw.`);
        return;
      }
      const at = ctx.snap(e.world);
      if (e.double) {
        finish();
        return;
      }
      if (shape === 'polygon' && points.length >= 3 && distance(ctx.scene.toScreen(points[0]!), e.screen) <= CLOSE_PX) {
        finish();
        return;
      }
      points.push(at);
      redraw();
    },
    move(e) {
      if (points.length === 0) return;
      cursor = ctx.snap(e.world);
      redraw();
    },
    up() {},
    key(key) {
      if (key === 'Enter') {
        finish();
        return true;
      }
      if (key === 'Backspace' && points.length > 0) {
        points.pop();
        redraw();
        return true;
      }
      return false;
    },
    cancel: clear,
  };
}
