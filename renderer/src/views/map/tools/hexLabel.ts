/**
 * The label tool: a click on a hex picks it and puts the cursor in its label field (the properties
 * panel), where typing and Enter names it: a town, a hill, a ford. State: idle only.
 */
import { unlocked, type HexTool, type HexToolContext } from './hexTool';

export function hexLabelTool(ctx: HexToolContext): HexTool {
  return {
    id: 'label',
    cursor: 'text',
    down(e) {
      const hex = ctx.scene.hexAt(e.world);
      if (!hex || !unlocked(ctx, 'labels', 'labels')) return;
      const id = ctx.scene.idOf(hex);
      ctx.select({ hex: id });
      ctx.editLabel(id);
    },
    move() {},
    up() {},
    cancel() {},
  };
}
