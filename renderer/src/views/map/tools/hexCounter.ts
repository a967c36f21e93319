/**
 * Placing counters: a click on a hex puts the counter chosen in the palette on top of its stack (a counter
 * already on the map moves there), picks it, and the palette moves on to the side's next counter, so a
 * deployment chart is entered click by click. State: idle only.
 */
import { placeCounter, placementKey } from '../../../../../core/map/commands';
import { unlocked, type HexTool, type HexToolContext } from './hexTool';

export function hexCounterTool(ctx: HexToolContext): HexTool {
  return {
    id: 'counter',
    cursor: 'copy',
    down(e) {
      const hex = ctx.scene.hexAt(e.world);
      if (!hex || !unlocked(ctx, 'units', 'counters')) return;
      const next = ctx.nextCounter();
      if (!next) return ctx.say('Choose a counter in the palette on the left first.');
      const id = ctx.scene.idOf(hex);
      if (ctx.run(placeCounter({ side: next.side, unit: next.unit, hex: id }))) {
        ctx.select({ hex: id, counter: placementKey(next) });
        ctx.placed(next);
      }
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
