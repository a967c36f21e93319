/**
 * Extending a counter (GBACW extended line or column): with a counter picked, a click on a hex touching
 * it (or its extension) extends it there, up to two more hexes; a click on a hex it is extended into
 * withdraws it from there. State: idle only.
 */
import { extendCounter, placementKey } from '../../../../../core/map/commands';
import { unlocked, type HexTool, type HexToolContext } from './hexTool';

export function hexExtendTool(ctx: HexToolContext): HexTool {
  return {
    id: 'extend',
    cursor: 'crosshair',
    down(e) {
      const hex = ctx.scene.hexAt(e.world);
      if (!hex || !unlocked(ctx, 'units', 'counters')) return;
      const key = ctx.selection().counter;
      const placement = key ? (ctx.map().units ?? []).find((u) => placementKey(u) === key) : undefined;
      if (!placement) return ctx.say('Pick a counter first, then click the hexes it extends into.');
      const id = ctx.scene.idOf(hex);
      const now = placement.alsoIn ?? [];
      ctx.run(extendCounter(placement, now.includes(id) ? now.filter((h) => h !== id) : [...now, id]));
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
