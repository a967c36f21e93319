/**
 * Measuring: drag from one point to another and read the distance in inches and the yards it stands for
 * at the scenario's scale (B:2474–2476). The measurement is never part of the document.
 */
import Konva from 'konva';
import { distance, type Point } from '../../../../../core/map/geometry';
import { GROUND_SCALE } from '../../../../../core/rules/adf/scales';
import type { Tool, ToolContext } from './tool';

export function measureReading(inches: number, scale: keyof typeof GROUND_SCALE): string {
  const g = GROUND_SCALE[scale].yardsPerInch;
  const r = (v: number) => Math.round(v * 100) / 100;
  return `${r(inches)}" = ${Math.round(inches * g.min)}–${Math.round(inches * g.max)} yards at ${scale}`;
}

export function measureTool(ctx: ToolContext): Tool {
  let from: Point | undefined;
  let line: Konva.Line | undefined;

  function clear(): void {
    from = undefined;
    line?.destroy();
    line = undefined;
    ctx.scene.overlay.batchDraw();
  }

  return {
    id: 'measure',
    cursor: 'crosshair',
    down(e) {
      clear();
      from = ctx.snap(e.world);
      line = new Konva.Line({ points: [from.x, from.y, from.x, from.y], stroke: '#c0392b', strokeWidth: 2, strokeScaleEnabled: false, listening: false });
      ctx.scene.overlay.add(line);
    },
    move(e) {
      if (!from || !line) return;
      const to = ctx.snap(e.world);
      line.points([from.x, from.y, to.x, to.y]);
      ctx.scene.overlay.batchDraw();
      ctx.readout(measureReading(distance(from, to), ctx.scene.current.scale));
    },
    up() {
      // The line stays on screen until the next measurement or another tool, so it can be read.
      from = undefined;
    },
    cancel() {
      clear();
      ctx.readout(undefined);
    },
  };
}
