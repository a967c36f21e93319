/**
 * The road tool: click hexes in order and the road runs from centre to centre through them (a click further
 * on fills the hexes between along the straight line); Enter, a double-click or a click on the last hex
 * again finishes it as one undo step, and Escape drops it. Starting on the end of a road of the same kind
 * extends that road. States: idle, drawing (the hexes so far, drawn as a preview).
 */
import Konva from 'konva';
import { hexLine, type HexCoord } from '../../../../../core/hex';
import { addPath, extendPath, freshPathId } from '../../../../../core/map/commands';
import { unlocked, type HexTool, type HexToolContext } from './hexTool';

export function hexPathTool(ctx: HexToolContext): HexTool {
  let drawing: { hexes: HexCoord[]; extend?: { id: string; at: 'start' | 'end' } } | null = null;
  const preview = new Konva.Group({ listening: false });
  ctx.scene.overlay.add(preview);

  const show = (pointer?: HexCoord) => {
    preview.destroyChildren();
    if (drawing) {
      const hexes = pointer ? [...drawing.hexes, ...hexLine(ctx.scene.hexGrid, drawing.hexes.at(-1)!, pointer).slice(1)] : drawing.hexes;
      const points = hexes.flatMap((c) => {
        const p = ctx.scene.centreOf(ctx.scene.idOf(c))!;
        return [p.x, p.y];
      });
      preview.add(new Konva.Line({ points, stroke: '#e67e22', strokeWidth: 4, lineJoin: 'round', lineCap: 'round', dash: [8, 4], strokeScaleEnabled: false, listening: false }));
      for (let i = 0; i < points.length; i += 2) preview.add(new Konva.Circle({ x: points[i]!, y: points[i + 1]!, radius: 4, fill: '#e67e22', strokeScaleEnabled: false, scaleX: 1 / ctx.scene.camera.ppi, scaleY: 1 / ctx.scene.camera.ppi, listening: false }));
    }
    ctx.scene.overlay.batchDraw();
  };

  const finish = () => {
    const d = drawing;
    drawing = null;
    show();
    if (!d) return;
    const ids = d.hexes.map((c) => ctx.scene.idOf(c));
    const kind = ctx.kind();
    if (d.extend) {
      const added = ids.slice(1);
      if (added.length) ctx.run(extendPath(d.extend.id, d.extend.at === 'end' ? added : [...added].reverse(), d.extend.at));
    } else if (ids.length >= 2) {
      ctx.run(addPath({ id: freshPathId(ctx.map(), kind), kind, hexes: ids }));
    } else {
      ctx.say('A road joins at least two hexes: click the next hex, then press Enter or double-click.');
    }
  };

  return {
    id: 'path',
    cursor: 'crosshair',
    down(e) {
      const hex = ctx.scene.hexAt(e.world);
      if (!hex || !unlocked(ctx, 'terrain', 'terrain')) return;
      if (!drawing) {
        const id = ctx.scene.idOf(hex);
        const kind = ctx.kind();
        const road = (ctx.map().paths ?? []).find((p) => p.kind === kind && (p.hexes[0] === id || p.hexes.at(-1) === id));
        drawing = { hexes: [hex], ...(road ? { extend: { id: road.id, at: road.hexes.at(-1) === id ? 'end' : 'start' } } : {}) };
        show();
        return;
      }
      const last = drawing.hexes.at(-1)!;
      if ((hex.col === last.col && hex.row === last.row) || e.double) {
        finish();
        return;
      }
      drawing.hexes.push(...hexLine(ctx.scene.hexGrid, last, hex).slice(1));
      show();
    },
    move(e) {
      if (drawing) show(ctx.scene.hexAt(e.world));
    },
    up() {},
    key(key) {
      if (key === 'Enter' && drawing) return finish(), true;
      if (key === 'Escape' && drawing) {
        drawing = null;
        show();
        return true;
      }
      if (key === 'Backspace' && drawing && drawing.hexes.length > 1) {
        drawing.hexes.pop();
        show();
        return true;
      }
      return false;
    },
    cancel() {
      drawing = null;
      preview.destroy();
      ctx.scene.overlay.batchDraw();
    },
  };
}
