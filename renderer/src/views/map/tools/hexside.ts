/**
 * The hexside tool: a click near a side of a hex puts the chosen feature on that side; a click on a side
 * that already has it (facing the same way) takes it off, and Alt-click takes it off whichever way it
 * faces. Works and slopes face one way: their inside is the hex the click was in (click inside the
 * hex the breastworks protect, or at the top of the slope). The side under the pointer is highlighted.
 */
import Konva from 'konva';
import { hexKindUse, indexHexMap, parseHexId, sideEnds } from '../../../../../core/hex';
import { clearHexside, setHexside } from '../../../../../core/map/commands';
import { terrainLabel } from '../../../../../core/rules/terrainKinds';
import { unlocked, type HexTool, type HexToolContext } from './hexTool';

/** A click counts as on a side within this share of a hex of it. */
const REACH = 0.3;

export function hexsideTool(ctx: HexToolContext): HexTool {
  const preview = new Konva.Group({ listening: false });
  ctx.scene.overlay.add(preview);

  const sideAt = (world: { x: number; y: number }) => {
    const side = ctx.scene.sideNear(world);
    return side && side.distanceIn <= ctx.scene.hexGrid.hexSizeIn * REACH ? side : undefined;
  };

  return {
    id: 'hexside',
    cursor: 'crosshair',
    down(e) {
      if (!unlocked(ctx, 'terrain', 'terrain')) return;
      const side = sideAt(e.world);
      if (!side) return ctx.say('Click nearer a side of a hex to put a feature on it.');
      const kind = ctx.kind();
      const map = ctx.map();
      const at = { hex: side.hex, direction: side.direction };
      if (e.alt) {
        ctx.run(clearHexside(at, kind));
        return;
      }
      const inside = hexKindUse(kind, map).inside ? side.hex : undefined;
      const grid = ctx.scene.hexGrid;
      const there = indexHexMap(map).hexsidesAt(parseHexId(grid, side.hex)!, side.direction).find((s) => s.kind === kind);
      if (there && there.inside === inside) {
        ctx.run(clearHexside(at, kind));
        return;
      }
      if (ctx.run(setHexside(at, kind, inside)) && inside) ctx.readout(`${terrainLabel(kind, map)}: inside is ${inside}`);
    },
    move(e) {
      preview.destroyChildren();
      const side = sideAt(e.world);
      if (side) {
        const [a, b] = sideEnds(ctx.scene.hexGrid, { hex: parseHexId(ctx.scene.hexGrid, side.hex)!, side: side.direction });
        preview.add(new Konva.Line({ points: [a.x, a.y, b.x, b.y], stroke: '#e67e22', strokeWidth: 5, lineCap: 'round', strokeScaleEnabled: false, opacity: 0.8, listening: false }));
      }
      ctx.scene.overlay.batchDraw();
    },
    up() {},
    cancel() {
      preview.destroy();
      ctx.scene.overlay.batchDraw();
    },
  };
}
