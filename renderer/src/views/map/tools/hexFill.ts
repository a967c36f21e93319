/**
 * The fill: a click fills the region of one terrain the hex lies in (every hex of that terrain joined to
 * it, core's `fillRegion`) with the chosen terrain, in one undo step. State: idle only.
 */
import { fillHexes } from '../../../../../core/map/commands';
import { unlocked, type HexTool, type HexToolContext } from './hexTool';

export function hexFillTool(ctx: HexToolContext): HexTool {
  return {
    id: 'fill',
    cursor: 'cell',
    down(e) {
      const hex = ctx.scene.hexAt(e.world);
      if (!hex || !unlocked(ctx, 'terrain', 'terrain')) return;
      ctx.run(fillHexes(ctx.scene.idOf(hex), ctx.kind()));
    },
    move(e) {
      const hex = ctx.scene.hexAt(e.world);
      ctx.scene.setHover(hex ? [ctx.scene.idOf(hex)] : []);
    },
    up() {},
    cancel() {
      ctx.scene.setHover([]);
    },
  };
}
