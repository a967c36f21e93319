/**
 * A layer that pans as a picture, shared by the tabletop and hex scenes. Its shapes, in inches under
 * `content` (scaled to the camera), are drawn once into a bitmap of the part of the table around the view
 * — half a screen beyond each edge — and a pan moves that bitmap instead of redrawing thousands of shapes:
 * a plain layer of 2,000 shapes costs a frame its whole budget under software rendering.
 */
import Konva from 'konva';
import type { Box } from '../../../../../core/map/geometry';
import type { Camera } from './camera';

/** How long edits or a zoom must pause before a picture layer draws its bitmap again. */
const SETTLE_MS = 250;

/**
 * A layer that pans as a picture. Its shapes, in inches under `content` (scaled to the camera), are drawn
 * once into a bitmap of the part of the table around the view — half a screen beyond each edge — and a pan
 * moves that bitmap instead of redrawing thousands of shapes: a plain layer of 2,000 shapes costs a frame
 * its whole budget under software rendering. A pan past the bitmap's edge draws it again at once; a zoom
 * drops it (the shapes draw themselves meanwhile) and draws it again when the zoom pauses. A shape an edit
 * touches is lifted into `live`, drawn as a shape over the picture, so a drag redraws only what moves; when
 * the edits pause, the lifted shapes go back in the document's order and the bitmap is drawn again.
 */
export class PictureLayer {
  readonly layer = new Konva.Layer({ listening: false });
  /** The cached group, in screen pixels from the table's corner. */
  private readonly picture = new Konva.Group({ listening: false });
  readonly content = new Konva.Group({ listening: false });
  readonly live = new Konva.Group({ listening: false });
  /** The part of the table the bitmap holds, in screen pixels from the table's corner; null without one. */
  private region: Box | null = null;
  /** Shapes left the picture since it was drawn: the bitmap still shows them where they were. */
  private stale = false;
  private view: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** True while the bitmap is being drawn: a shape that draws itself from a model draws the whole region then, and only the view otherwise. */
  caching = false;

  constructor(
    private readonly restack: () => void,
    /** Told when the layer puts off drawing its bitmap and when it has drawn it (CameraScene.settling). */
    private readonly settling: (who: object, due: boolean) => void = () => {},
  ) {
    this.picture.add(this.content);
    this.layer.add(this.picture, this.live);
  }

  /** Follows the camera: a pan moves the layer, a zoom rescales the shapes and drops the bitmap. */
  follow(camera: Camera, width: number, height: number): void {
    this.layer.position({ x: camera.x, y: camera.y });
    this.view = { minX: -camera.x, minY: -camera.y, maxX: width - camera.x, maxY: height - camera.y };
    if (this.content.scaleX() !== camera.ppi) {
      this.content.scale({ x: camera.ppi, y: camera.ppi });
      this.live.scale({ x: camera.ppi, y: camera.ppi });
      this.forget();
    } else if (this.region && !(this.view.minX >= this.region.minX && this.view.minY >= this.region.minY && this.view.maxX <= this.region.maxX && this.view.maxY <= this.region.maxY)) {
      this.draw();
    }
  }

  /** Takes a shape an edit changed out of the picture, to be drawn as a shape until the edits pause. */
  lift(node: Konva.Node): void {
    if (node.getParent() === this.content) {
      node.moveTo(this.live);
      this.stale = true;
    }
    this.settleLater();
  }

  /** Something drawn live over the picture changed (the hex scene's edited hexes): draw the bitmap again when the edits pause. */
  touch(): void {
    this.settleLater();
  }

  /** Draws the bitmap again now (after an edit whose shapes are not drawn live). */
  redraw(): void {
    if (this.region) this.draw();
    else this.settleLater();
  }

  /** After an edit: the bitmap is drawn again without the lifted shapes, so none shows twice. */
  refresh(): void {
    if (this.stale && this.region) this.draw();
    this.stale = false;
    // A layer shown again after it was hidden has no bitmap yet.
    if (!this.region && this.timer === undefined && this.layer.visible()) this.settleLater();
  }

  clear(): void {
    this.content.destroyChildren();
    this.live.destroyChildren();
    this.forget();
  }

  destroy(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.settling(this, false);
  }

  private forget(): void {
    this.picture.clearCache();
    this.region = null;
    this.stale = false;
    this.settleLater();
  }

  private settleLater(): void {
    clearTimeout(this.timer);
    this.settling(this, true);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.live.hasChildren()) this.restack();
      this.draw();
      this.layer.batchDraw();
      this.settling(this, false);
    }, SETTLE_MS);
  }

  private draw(): void {
    this.picture.clearCache();
    this.region = null;
    this.stale = false;
    const w = this.view.maxX - this.view.minX;
    const h = this.view.maxY - this.view.minY;
    // A hidden layer (labels far out, a layer the designer hid) is not drawn, so it keeps no bitmap.
    if (w <= 0 || h <= 0 || !this.content.hasChildren() || !this.layer.visible()) return;
    const region = { minX: this.view.minX - w / 2, minY: this.view.minY - h / 2, maxX: this.view.maxX + w / 2, maxY: this.view.maxY + h / 2 };
    this.caching = true;
    try {
      this.picture.cache({ x: region.minX, y: region.minY, width: 2 * w, height: 2 * h, pixelRatio: globalThis.devicePixelRatio || 1 });
    } finally {
      this.caching = false;
    }
    this.region = region;
  }
}
