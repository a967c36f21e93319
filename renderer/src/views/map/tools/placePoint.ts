/**
 * Putting something down at one point (an objective, a free label): a click places it where the pointer
 * lands after snapping; the tool stays for the next one. States: idle only; nothing to preview.
 */
import type { Point } from '../../../../../core/map/geometry';
import type { LayerId } from '../../../../../core/map/render/styles';
import type { Tool, ToolContext, ToolId } from './tool';

export function placePointTool(ctx: ToolContext, id: ToolId, layer: LayerId, place: (at: Point) => void): Tool {
  return {
    id,
    cursor: 'crosshair',
    down(e) {
      if (ctx.locked(layer)) {
        ctx.say(`The ${layer === 'setup' ? 'set-up' : layer} layer is locked: unlock it to place this.`);
        return;
      }
      place(ctx.snap(e.world));
    },
    move() {},
    up() {},
    cancel() {},
  };
}
