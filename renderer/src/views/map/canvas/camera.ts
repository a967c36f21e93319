/**
 * What both map scenes share: a Konva stage in a container and the camera over the sheet (pixels an inch
 * and where the sheet's north-west corner is on screen), with the conversions between screen and sheet,
 * zoom at a point, pan, fit a box, and listeners told of every camera move (the rulers, the overview). The
 * tabletop scene (scene.ts) and the hex scene (hexScene.ts) each say how their layers follow the camera
 * and what "the board" is; the rest is here once.
 */
import Konva from 'konva';
import type { Box, Point } from '../../../../../core/map/geometry';

export interface Camera {
  /** Screen pixels per inch of table. */
  ppi: number;
  /** Screen position of the table's north-west corner. */
  x: number;
  y: number;
}

export const MIN_PPI = 2;
export const MAX_PPI = 400;

export abstract class CameraScene {
  readonly stage: Konva.Stage;
  camera: Camera = { ppi: 10, x: 0, y: 0 };
  private readonly cameraListeners = new Set<(c: Camera) => void>();
  /** The view shows the whole board as "fit" left it: a bigger or smaller window fits it again, until the user zooms or pans. */
  private fitted = false;
  /** Work put off until a zoom, a resize or a run of edits pauses (a picture's bitmap, the names placed again). */
  private readonly due = new Set<object>();
  /** The board has been given its size by the window at least once. */
  private sized = false;

  constructor(container: HTMLDivElement) {
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600 });
    this.showSettled();
  }

  /**
   * Says whether `who` (a picture layer, the label placer) has work put off. The board's container carries
   * `data-settled="true"` once it has its size and nothing is put off: what the board shows is then final,
   * so a test or a screenshot waits for that sign rather than for a time.
   */
  readonly settling = (who: object, due: boolean): void => {
    if (due) this.due.add(who);
    else this.due.delete(who);
    this.showSettled();
  };

  private showSettled(): void {
    const container = this.stage.container();
    const settled = String(this.sized && this.due.size === 0);
    if (container.dataset.settled !== settled) container.dataset.settled = settled;
  }

  /** Moves the scene's layers to the camera as it now is (the camera is already set and clamped). */
  protected abstract followCamera(): void;

  /** The whole board or sheet, in inches: what "fit the board" shows. */
  protected abstract extent(): Box;

  onCamera(listener: (c: Camera) => void): () => void {
    this.cameraListeners.add(listener);
    return () => this.cameraListeners.delete(listener);
  }

  setCamera(camera: Camera): void {
    const ppi = Math.min(MAX_PPI, Math.max(MIN_PPI, camera.ppi));
    this.camera = { ppi, x: camera.x, y: camera.y };
    this.fitted = false;
    this.followCamera();
    this.stage.batchDraw();
    for (const l of this.cameraListeners) l(this.camera);
  }

  resize(width: number, height: number): void {
    this.stage.size({ width, height });
    this.sized = true;
    this.showSettled();
    if (this.fitted) this.fitBoard();
    else this.setCamera(this.camera);
  }

  toWorld(screen: Point): Point {
    return { x: (screen.x - this.camera.x) / this.camera.ppi, y: (screen.y - this.camera.y) / this.camera.ppi };
  }

  toScreen(world: Point): Point {
    return { x: world.x * this.camera.ppi + this.camera.x, y: world.y * this.camera.ppi + this.camera.y };
  }

  /** The part of the table on screen, in inches. */
  viewBox(): Box {
    const a = this.toWorld({ x: 0, y: 0 });
    const b = this.toWorld({ x: this.stage.width(), y: this.stage.height() });
    return { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y };
  }

  fitBox(box: Box, marginPx = 24): void {
    const w = Math.max(box.maxX - box.minX, 1);
    const h = Math.max(box.maxY - box.minY, 1);
    const ppi = Math.min((this.stage.width() - 2 * marginPx) / w, (this.stage.height() - 2 * marginPx) / h);
    const p = Math.min(MAX_PPI, Math.max(MIN_PPI, ppi));
    this.setCamera({ ppi: p, x: (this.stage.width() - w * p) / 2 - box.minX * p, y: (this.stage.height() - h * p) / 2 - box.minY * p });
  }

  fitBoard(): void {
    this.fitBox(this.extent());
    this.fitted = true;
  }

  /** Zooms by `factor` keeping the table point under `screen` where it is (wheel zoom at the cursor). */
  zoomAt(screen: Point, factor: number): void {
    const world = this.toWorld(screen);
    const ppi = Math.min(MAX_PPI, Math.max(MIN_PPI, this.camera.ppi * factor));
    this.setCamera({ ppi, x: screen.x - world.x * ppi, y: screen.y - world.y * ppi });
  }

  panBy(dx: number, dy: number): void {
    this.setCamera({ ...this.camera, x: this.camera.x + dx, y: this.camera.y + dy });
  }
}
