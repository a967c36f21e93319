/**
 * Selecting on a hex map: a click picks the top counter under the pointer (and its hex), or else the hex;
 * dragging a counter to another hex moves it there, on top of that stack, as one undo step. States: idle,
 * pressed on a counter, dragging it (a ghost of it follows the pointer, the hex it would land in outlined).
 */
import Konva from 'konva';
import type { Point } from '../../../../../core/map/geometry';
import { counterSquare } from '../../../../../core/hex/layout';
import { moveCounter } from '../../../../../core/map/commands';
import type { HexTool, HexToolContext } from './hexTool';

export function hexSelectTool(ctx: HexToolContext): HexTool {
  let pressed: { key: string; side: string; unit: string; hex: string; from: Point; dragging: boolean } | null = null;
  const ghost = new Konva.Group({ listening: false });
  ctx.scene.overlay.add(ghost);

  const clear = () => {
    ghost.destroyChildren();
    ctx.scene.setHover([]);
    ctx.scene.overlay.batchDraw();
  };

  return {
    id: 'select',
    cursor: 'default',
    down(e) {
      const counter = ctx.scene.counterAt(e.world);
      if (counter) {
        ctx.select({ hex: counter.placement.hex, counter: counter.key });
        if (!ctx.locked('units')) pressed = { key: counter.key, side: counter.placement.side, unit: counter.placement.unit, hex: counter.placement.hex, from: e.screen, dragging: false };
        return;
      }
      const hex = ctx.scene.hexAt(e.world);
      ctx.select(hex ? { hex: ctx.scene.idOf(hex) } : {});
    },
    move(e) {
      if (!pressed) return;
      if (!pressed.dragging && Math.hypot(e.screen.x - pressed.from.x, e.screen.y - pressed.from.y) < 4) return;
      pressed.dragging = true;
      const hex = ctx.scene.hexAt(e.world);
      ghost.destroyChildren();
      const size = counterSquare(ctx.scene.hexGrid, { col: ctx.scene.hexGrid.firstColumn, row: ctx.scene.hexGrid.firstRow }, 0).size;
      ghost.add(new Konva.Rect({ x: e.world.x - size / 2, y: e.world.y - size / 2, width: size, height: size, fill: '#e67e22', opacity: 0.45, stroke: '#e67e22', strokeWidth: 2, strokeScaleEnabled: false, listening: false }));
      ctx.scene.setHover(hex ? [ctx.scene.idOf(hex)] : []);
    },
    up(e) {
      const p = pressed;
      pressed = null;
      clear();
      if (!p?.dragging) return;
      const hex = ctx.scene.hexAt(e.world);
      if (!hex) return;
      const id = ctx.scene.idOf(hex);
      if (id !== p.hex && ctx.run(moveCounter({ side: p.side, unit: p.unit }, id))) ctx.select({ hex: id, counter: p.key });
    },
    cancel() {
      pressed = null;
      clear();
    },
  };
}
