/**
 * The reference images on the board: a Konva layer under the terrain, in inches like the others, whose one
 * shape draws each shown image through its placement (core/ground/underlay.ts), faded by its opacity and
 * clipped to the table where asked. Only the tiles the view sees are drawn, at the level whose pixels are
 * about the screen's, over the image's smallest level so a tile still on its way leaves no hole. It pans
 * as a picture (canvas/picture.ts), as the terrain does: a pan moves one bitmap rather than redrawing the
 * tiles, which under software rendering cost a frame most of its budget.
 */
import Konva from 'konva';
import { imagePlacement, levelFor, pyramidLevels, tileRect, visibleTiles, type ImagePlacement, type PyramidLevel } from '../../../../../core/ground/underlay';
import type { Box } from '../../../../../core/map/geometry';
import type { Board, Georeference, ReferenceImage, TabletopMap } from '../../../../../core/model/scenario.generated';
import { pyramids } from './pyramids';
import { PictureLayer } from '../canvas/picture';

export interface UnderlayModel {
  board: Board;
  map: TabletopMap;
  georeference?: Georeference;
  /** The scenario's file, beside which its images are looked for. */
  imagesFrom?: string | null;
  /** The scenario's images are also (or only) in the library: it lives there, or has no file yet. */
  imagesInLibrary?: boolean;
}

interface Placed {
  ref: ReferenceImage;
  placement: ImagePlacement;
  levels: PyramidLevel[];
}

export class UnderlayLayer {
  readonly picture: PictureLayer;
  private placed: Placed[] = [];
  private board: Board = { widthIn: 1, heightIn: 1 } as Board;
  private readonly stopListening: () => void;
  /** Tiles the last drawing wanted and did not yet have. */
  private missing = 0;
  /** A drawing of the bitmap again is asked for the next frame (tiles arriving in a burst make one). */
  private redrawing = false;

  get layer(): Konva.Layer {
    return this.picture.layer;
  }

  constructor(
    private readonly view: () => { box: Box; ppi: number },
    private readonly settling: (who: object, due: boolean) => void,
  ) {
    this.picture = new PictureLayer(() => {}, settling);
    this.layer.name('reference-images');
    this.picture.content.add(new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (context) => this.draw(context._context) }));
    this.stopListening = pyramids.onChange(() => this.redrawSoon());
  }

  /** Draws the picture again at the next frame: a tile or an image arrived, or the images changed. */
  private redrawSoon(): void {
    if (this.redrawing) return;
    this.redrawing = true;
    requestAnimationFrame(() => {
      this.redrawing = false;
      this.picture.redraw();
      this.layer.batchDraw();
    });
  }

  destroy(): void {
    this.stopListening();
    this.picture.destroy();
    this.settling(this, false);
  }

  /** Takes the map's reference images as they now stand; opens (once) those not yet decoded. */
  update(model: UnderlayModel): void {
    this.board = model.board;
    const table = { widthIn: model.board.widthIn, heightIn: model.board.heightIn };
    this.placed = (model.map.referenceImages ?? []).map((ref) => ({ ref, placement: imagePlacement(ref, table, model.georeference), levels: pyramidLevels(ref.widthPx, ref.heightPx) }));
    for (const { ref } of this.placed) if (!pyramids.state(ref.image)) void pyramids.reopen(ref, model.imagesFrom ?? null, model.imagesInLibrary === true);
    this.layer.visible(this.placed.some((p) => !p.ref.hidden));
    this.redrawSoon();
  }

  /** Where the image lies now (for the control-point tool and the panel). */
  placementOf(id: string): ImagePlacement | undefined {
    return this.placed.find((p) => p.ref.id === id)?.placement;
  }

  private draw(g: CanvasRenderingContext2D): void {
    const { box: view, ppi } = this.view();
    // Drawn into the picture's bitmap: the view and half a screen beyond each edge (as PictureLayer caches it).
    const w = view.maxX - view.minX;
    const h = view.maxY - view.minY;
    const box = this.picture.caching ? { minX: view.minX - w / 2, minY: view.minY - h / 2, maxX: view.maxX + w / 2, maxY: view.maxY + h / 2 } : view;
    let missing = 0;
    for (const { ref, placement, levels } of this.placed) {
      if (ref.hidden || pyramids.state(ref.image)?.state !== 'open') continue;
      const t = placement.transform;
      g.save();
      if (ref.clip) {
        g.beginPath();
        g.rect(0, 0, this.board.widthIn, this.board.heightIn);
        g.clip();
      }
      g.globalAlpha = ref.opacity ?? 1;
      g.transform(t.a, t.d, t.b, t.e, t.c, t.f);
      g.imageSmoothingEnabled = true;
      const coarsest = levels[levels.length - 1]!;
      const level = levelFor(levels, t, ppi);
      for (const at of level === coarsest ? [coarsest] : [coarsest, level]) {
        for (const tile of visibleTiles(at, t, box)) {
          const bitmap = pyramids.tile(ref.image, tile.level, tile.col, tile.row);
          if (!bitmap) {
            missing++;
            continue;
          }
          const r = tileRect(at, tile.col, tile.row, ref.widthPx, ref.heightPx);
          g.drawImage(bitmap, 0, 0, r.width / at.step, r.height / at.step, r.x, r.y, r.width, r.height);
        }
      }
      g.restore();
    }
    this.missing = missing;
    // Tiles on their way: the board is not yet what it will show (tests and screenshots wait for this).
    this.settling(this, missing > 0 || this.placed.some((p) => !p.ref.hidden && pyramids.state(p.ref.image)?.state === 'opening'));
  }

  /** Every shown image is decoded and the last drawing had all the tiles it wanted (the bench's "open"). */
  ready(): boolean {
    return this.missing === 0 && this.placed.every((p) => p.ref.hidden || pyramids.state(p.ref.image)?.state === 'open');
  }
}
