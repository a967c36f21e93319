/**
 * Placing a reference image by control points, as QGIS's georeferencer: click a place on the image (a
 * crossroads, a church), then where that place lies on the table; each pair is a control point, run as
 * the named command that sets the image's points (one undo each). Two fix scale, rotation and shift;
 * three or more fit by least squares. States: waiting for the image's pixel, then for the table point.
 */
import Konva from 'konva';
import { setControlPoints } from '../../../../../core/ground/commands';
import { applyAffine, pixelAt, type ImagePlacement } from '../../../../../core/ground';
import type { Point } from '../../../../../core/map/geometry';
import type { ReferenceImage } from '../../../../../core/model/scenario.generated';
import type { Tool, ToolContext } from '../tools/tool';

export interface PlacingImage {
  ref: ReferenceImage;
  placement: ImagePlacement;
}

const round = (v: number) => Math.round(v * 10) / 10;

export function controlPointTool(ctx: ToolContext, placing: () => PlacingImage | undefined): Tool {
  let pixel: Point | undefined;
  const marks = new Konva.Group({ listening: false, name: 'control-points' });
  ctx.scene.overlay.add(marks);

  /** The image's points as they lie now (where the fit puts each pixel, and where it was tied to), and the pixel picked. */
  function drawMarks(): void {
    marks.destroyChildren();
    const now = placing();
    const size = 8 / ctx.scene.camera.ppi;
    const cross = (at: Point, colour: string, label?: string) => {
      marks.add(new Konva.Line({ points: [at.x - size, at.y, at.x + size, at.y], stroke: colour, strokeWidth: 2, strokeScaleEnabled: false }));
      marks.add(new Konva.Line({ points: [at.x, at.y - size, at.x, at.y + size], stroke: colour, strokeWidth: 2, strokeScaleEnabled: false }));
      if (label) marks.add(new Konva.Text({ x: at.x + size, y: at.y + size * 0.2, text: label, fontSize: 12 / ctx.scene.camera.ppi, fill: colour, fontStyle: 'bold' }));
    };
    if (now) {
      (now.ref.controlPoints ?? []).forEach((p, i) => cross(p.table, '#c0392b', String(i + 1)));
      if (pixel) cross(applyAffine(now.placement.transform, pixel), '#2471a3', 'on the image');
    }
    ctx.scene.overlay.batchDraw();
  }

  const hint = () => {
    const n = placing()?.ref.controlPoints?.length ?? 0;
    ctx.readout(pixel ? `Pixel ${round(pixel.x)}, ${round(pixel.y)}: now click where it lies on the table` : `Control point ${n + 1}: click a place you know on the image`);
  };

  const stop = ctx.scene.onCamera(drawMarks);
  drawMarks();
  hint();
  return {
    id: 'controlPoint',
    cursor: 'crosshair',
    down(e) {
      const now = placing();
      if (!now) return void ctx.say('Choose a reference image to place first (Reference images, “Place by control points”).');
      if (now.ref.locked) return void ctx.say(`“${now.ref.name ?? now.ref.fileName ?? now.ref.id}” is locked: unlock it to place it.`);
      if (!pixel) {
        const at = pixelAt(now.placement.transform, e.world);
        if (!at || at.x < 0 || at.y < 0 || at.x > now.ref.widthPx || at.y > now.ref.heightPx) return void ctx.say('Click on the image: a place on it you can find on the table.');
        pixel = at;
      } else {
        const table = ctx.snap(e.world);
        const points = [...(now.ref.controlPoints ?? []), { pixel: { x: round(pixel.x), y: round(pixel.y) }, table: { x: Math.round(table.x * 1000) / 1000, y: Math.round(table.y * 1000) / 1000 } }];
        pixel = undefined;
        ctx.run(setControlPoints(now.ref.id, points));
      }
      drawMarks();
      hint();
    },
    move() {},
    up() {},
    key(key) {
      if (key !== 'Escape' || !pixel) return false;
      pixel = undefined;
      drawMarks();
      hint();
      return true;
    },
    cancel() {
      stop();
      marks.destroy();
      ctx.scene.overlay.batchDraw();
      ctx.readout(undefined);
    },
  };
}
