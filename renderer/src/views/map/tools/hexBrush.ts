/**
 * The terrain brush and the elevation brush: press and drag across hexes; every hex the pointer crosses
 * (the hexes on the line between two pointer moves too, so a quick drag leaves no gaps) is painted with
 * the chosen terrain, or raised, lowered or set to a level, each hex once a stroke. The whole stroke is one
 * gesture: one undo step. States: idle (the hex under the pointer outlined), painting.
 */
import { hexLine } from '../../../../../core/hex';
import { changeElevation, paintHexes, setElevation } from '../../../../../core/map/commands';
import type { HexCoord } from '../../../../../core/hex';
import { unlocked, type HexTool, type HexToolContext } from './hexTool';

export function hexBrushTool(ctx: HexToolContext, what: 'terrain' | 'elevation'): HexTool {
  let stroke: { last: HexCoord; done: Set<string> } | null = null;

  const paint = (hexes: readonly HexCoord[]) => {
    if (!stroke) return;
    const ids = hexes.map((c) => ctx.scene.idOf(c)).filter((id) => !stroke!.done.has(id));
    if (ids.length === 0) return;
    for (const id of ids) stroke.done.add(id);
    if (what === 'terrain') ctx.run(paintHexes(ids, ctx.kind()));
    else {
      const e = ctx.elevation();
      ctx.run(e.mode === 'set' ? setElevation(ids, e.level) : changeElevation(ids, e.mode === 'raise' ? 1 : -1));
    }
  };

  return {
    id: what === 'terrain' ? 'paint' : 'elevation',
    cursor: 'crosshair',
    down(e) {
      const hex = ctx.scene.hexAt(e.world);
      if (!hex || !unlocked(ctx, 'terrain', 'terrain')) return;
      ctx.begin(what === 'terrain' ? 'Paint terrain' : 'Paint elevation');
      stroke = { last: hex, done: new Set() };
      paint([hex]);
    },
    move(e) {
      const hex = ctx.scene.hexAt(e.world);
      ctx.scene.setHover(hex ? [ctx.scene.idOf(hex)] : []);
      if (!stroke || !hex) return;
      if (hex.col === stroke.last.col && hex.row === stroke.last.row) return;
      const line = hexLine(ctx.scene.hexGrid, stroke.last, hex);
      stroke.last = hex;
      paint(line);
    },
    up() {
      if (!stroke) return;
      stroke = null;
      ctx.commit();
    },
    cancel() {
      ctx.scene.setHover([]);
      if (!stroke) return;
      stroke = null;
      ctx.cancel();
    },
  };
}
