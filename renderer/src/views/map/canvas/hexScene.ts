/**
 * A hex map on screen: the tabletop scene's camera (camera.ts) over a hex sheet drawn in inches. Ten
 * thousand hexes are not ten thousand Konva shapes: the terrain, elevation, hexsides, paths, grid, hex
 * numbers and labels are one shape whose draw function walks only the hexes in view (found from the grid's
 * arithmetic, `hexesInBox`), grouped by colour so a frame fills a few paths rather than thousands; the
 * counters are a second such shape. Each sits in a picture layer (picture.ts) that pans as a bitmap.
 *
 * An edit redraws only what it touched: the hexes, hexsides and paths a change altered are compared with
 * what was drawn and the hexes concerned are drawn live over the bitmap, which is drawn again when the
 * edits pause (a brush stroke repaints a hex a frame, not the map). Counters change by the click, so their
 * picture is drawn again at once. Details come in with the zoom: patterns, hex numbers, level numbers and
 * the counters' printing only once they are big enough to read.
 */
import Konva from 'konva';
import type { Box, Point } from '../../../../../core/map/geometry';
import {
  counterFace,
  counterOf,
  gridOf,
  hexAt,
  hexCentre,
  hexCorners,
  hexesInBox,
  hexId,
  hexIds,
  nearestCorner,
  nearestSide,
  neighbours,
  onGrid,
  parseHexId,
  sheetSize,
  sideEnds,
  type Compass,
  type CounterFace,
  type CounterSide,
  type Grid,
  type HexCoord,
} from '../../../../../core/hex';
import { counterSquare, elevationTint, facingMark, labelPoint, numberPoint } from '../../../../../core/hex/layout';
import { placementKey } from '../../../../../core/map/commands';
import { SIDE_STYLE, type LayerId } from '../../../../../core/map/render/styles';
import { terrainStyleOf, type TerrainStyle } from '../../../../../core/map/terrainStyles';
import type { HexMap, HexPath, HexPlacement, Hexside } from '../../../../../core/model/scenario.generated';
import { CameraScene } from './camera';
import { PictureLayer } from './picture';
import { drawSymbol, drawTypeBox } from './counterFaces';

export interface HexSceneModel {
  map: HexMap;
  sides: readonly CounterSide[];
}

/** What is picked on a hex map: a hex (by number) and/or a counter (by `placementKey`). */
export interface HexSelection {
  hex?: string;
  counter?: string;
}

const SELECT = '#e67e22';
const FONT = 'DejaVu Sans, Arial, sans-serif';

/**
 * From this many pixels across, a counter prints its designation and strength; from FULL_FACE_PX, its whole
 * face; below SMALL_FACE_PX, down to TINY_FACE_PX, its type's symbol alone, large (a fitted map of a big
 * battle shows counters of 12 to 17 px: blank squares said nothing of what stood where).
 */
const TINY_FACE_PX = 7;
const SMALL_FACE_PX = 18;
const FULL_FACE_PX = 30;

/** A counter as drawn: where, and what its face shows (worked out once per change, not per frame). */
interface DrawnCounter {
  key: string;
  placement: HexPlacement;
  hex: HexCoord;
  level: number;
  face: CounterFace;
  colours: { fill: string; stroke: string };
}

export class HexScene extends CameraScene {
  /** Tools draw their previews here, in inches; the selection and the hover are drawn here too. */
  readonly overlay = new Konva.Layer({ listening: false });
  private readonly base = new PictureLayer(() => this.dirty.clear(), this.settling);
  private readonly units = new PictureLayer(() => {}, this.settling);
  private readonly selectionGroup = new Konva.Group({ listening: false });
  private readonly hoverGroup = new Konva.Group({ listening: false });
  private model: HexSceneModel;
  private grid!: Grid;
  /** Per cell (column-major from the first hex): its terrain kind's number, its level; labels by cell. */
  private kind = new Uint16Array(0);
  private level = new Int16Array(0);
  private labels = new Map<number, string>();
  private kinds: string[] = [];
  private styles: TerrainStyle[] = [];
  private cellOfId = new Map<string, number>();
  private corners: Point[] = [];
  /** Hexsides and paths by the cells they touch, for the live redraw of edited hexes. */
  private sidesByCell = new Map<number, Hexside[]>();
  private pathsByCell = new Map<number, HexPath[]>();
  /** Cells edited since the picture was last drawn: drawn live over it. */
  private readonly dirty = new Set<number>();
  private counters: DrawnCounter[] = [];
  private stacks = new Map<number, DrawnCounter[]>();
  private selection: HexSelection = {};

  constructor(container: HTMLDivElement, model: HexSceneModel) {
    super(container);
    this.model = model;
    const baseShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.drawBase(native(ctx), this.drawBox(this.base), undefined) });
    const liveShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.drawLive(native(ctx)) });
    const unitShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.drawCounters(native(ctx), this.drawBox(this.units)) });
    this.base.content.add(baseShape);
    this.base.live.add(liveShape);
    this.units.content.add(unitShape);
    this.overlay.add(this.hoverGroup, this.selectionGroup);
    // Read the map before the layers join the stage: Konva draws a layer as it is added.
    this.rebuildAll();
    for (const layer of [this.base.layer, this.units.layer, this.overlay]) this.stage.add(layer);
    this.fitBoard();
  }

  destroy(): void {
    this.base.destroy();
    this.units.destroy();
    this.stage.destroy();
  }

  get current(): HexSceneModel {
    return this.model;
  }

  get hexGrid(): Grid {
    return this.grid;
  }

  // ── camera ───────────────────────────────────────────────────────────────

  protected followCamera(): void {
    const { ppi, x, y } = this.camera;
    this.overlay.scale({ x: ppi, y: ppi });
    this.overlay.position({ x, y });
    for (const picture of [this.base, this.units]) picture.follow(this.camera, this.stage.width(), this.stage.height());
  }

  protected extent(): Box {
    const { widthIn, heightIn } = sheetSize(this.grid);
    return { minX: 0, minY: 0, maxX: widthIn, maxY: heightIn };
  }

  /** What a picture's shape draws: the part of the sheet its bitmap holds while it is drawn, else the view. */
  private drawBox(picture: PictureLayer): Box {
    const view = this.viewBox();
    if (!picture.caching) return view;
    const w = view.maxX - view.minX;
    const h = view.maxY - view.minY;
    return { minX: view.minX - w / 2, minY: view.minY - h / 2, maxX: view.maxX + w / 2, maxY: view.maxY + h / 2 };
  }

  // ── model ────────────────────────────────────────────────────────────────

  /** Takes the document as it now stands; what changed since the last call is redrawn, and only that. */
  update(model: HexSceneModel): void {
    const previous = this.model;
    this.model = model;
    const m = model.map;
    const p = previous.map;
    const sameSides = model.sides === previous.sides || (model.sides.length === previous.sides.length && model.sides.every((s, i) => s.id === previous.sides[i]!.id && s.rulesSide === previous.sides[i]!.rulesSide && s.counters === previous.sides[i]!.counters && s.orderOfBattle === previous.sides[i]!.orderOfBattle));
    if (m === p && sameSides) return;
    if (m.grid !== p.grid || m.terrainKinds !== p.terrainKinds || m.defaultTerrain !== p.defaultTerrain) {
      this.rebuildAll();
      return;
    }
    if (m.hexes !== p.hexes) {
      const kind = this.kind;
      const level = this.level;
      const labels = this.labels;
      this.readCells();
      for (let i = 0; i < kind.length; i++) if (kind[i] !== this.kind[i] || level[i] !== this.level[i] || labels.get(i) !== this.labels.get(i)) this.dirty.add(i);
    }
    if (m.hexsides !== p.hexsides) {
      for (const s of changed(p.hexsides ?? [], m.hexsides ?? [], (x) => `${x.hex}/${x.direction}/${x.kind}/${x.inside ?? ''}`)) for (const c of this.cellsOfSide(s)) this.dirty.add(c);
      this.indexSides();
    }
    if (m.paths !== p.paths) {
      for (const path of changed(p.paths ?? [], m.paths ?? [], (x) => `${x.id}/${x.kind}/${x.hexes.join(',')}`)) for (const id of path.hexes) this.addDirty(id);
      this.indexPaths();
    }
    if (m.labels !== p.labels || m.layers !== p.layers) {
      this.applyLayerVisibility();
      this.base.redraw();
    }
    if (m.units !== p.units || !sameSides) {
      this.readCounters();
      this.units.redraw();
    }
    if (this.dirty.size) this.base.touch();
    this.drawSelection();
    this.stage.batchDraw();
  }

  private rebuildAll(): void {
    this.grid = gridOf(this.model.map.grid);
    const first = { col: this.grid.firstColumn, row: this.grid.firstRow };
    const c0 = hexCentre(this.grid, first);
    this.corners = hexCorners(this.grid, first).map((q) => ({ x: q.x - c0.x, y: q.y - c0.y }));
    this.cellOfId = new Map();
    for (let col = 0; col < this.grid.columns; col++) {
      // Every number a hex has (an overlap hex of a combined map has one per sheet) finds its cell.
      for (let row = 0; row < this.grid.rows; row++) for (const id of hexIds(this.grid, { col: col + first.col, row: row + first.row })) this.cellOfId.set(id, col * this.grid.rows + row);
    }
    this.kinds = [];
    this.styles = [];
    this.readCells();
    this.indexSides();
    this.indexPaths();
    this.readCounters();
    this.dirty.clear();
    this.applyLayerVisibility();
    this.base.redraw();
    this.units.redraw();
    this.drawSelection();
    this.stage.batchDraw();
  }

  private kindNumber(kind: string): number {
    let k = this.kinds.indexOf(kind);
    if (k < 0) {
      k = this.kinds.push(kind) - 1;
      this.styles.push(terrainStyleOf(kind, this.model.map));
    }
    return k;
  }

  private readCells(): void {
    const n = this.grid.columns * this.grid.rows;
    this.kind = new Uint16Array(n).fill(this.kindNumber(this.model.map.defaultTerrain ?? 'open'));
    this.level = new Int16Array(n);
    this.labels = new Map();
    for (const h of this.model.map.hexes) {
      const cell = this.cellOfId.get(h.hex);
      if (cell === undefined) continue;
      this.kind[cell] = this.kindNumber(h.terrain);
      this.level[cell] = h.elevation ?? 0;
      if (h.label) this.labels.set(cell, h.label);
    }
  }

  private cellOf(c: HexCoord): number | undefined {
    return onGrid(this.grid, c) ? (c.col - this.grid.firstColumn) * this.grid.rows + (c.row - this.grid.firstRow) : undefined;
  }

  private coordOf(cell: number): HexCoord {
    return { col: this.grid.firstColumn + Math.floor(cell / this.grid.rows), row: this.grid.firstRow + (cell % this.grid.rows) };
  }

  private addDirty(id: string): void {
    const cell = this.cellOfId.get(id);
    if (cell !== undefined) this.dirty.add(cell);
  }

  /** The cells on either side of a hexside. */
  private cellsOfSide(s: Hexside): number[] {
    const c = parseHexId(this.grid, s.hex);
    if (!c) return [];
    const across = neighbours(this.grid, c, false).find((x) => x.side === s.direction)?.hex;
    return [c, ...(across ? [across] : [])].flatMap((x) => this.cellOf(x) ?? []);
  }

  private indexSides(): void {
    this.sidesByCell = new Map();
    for (const s of this.model.map.hexsides ?? []) for (const cell of this.cellsOfSide(s)) (this.sidesByCell.get(cell) ?? this.sidesByCell.set(cell, []).get(cell)!).push(s);
  }

  private indexPaths(): void {
    this.pathsByCell = new Map();
    for (const p of this.model.map.paths ?? []) {
      for (const id of new Set(p.hexes)) {
        const cell = this.cellOfId.get(id);
        if (cell !== undefined) (this.pathsByCell.get(cell) ?? this.pathsByCell.set(cell, []).get(cell)!).push(p);
      }
    }
  }

  private readCounters(): void {
    const counters: DrawnCounter[] = [];
    const stacks = new Map<number, DrawnCounter[]>();
    for (const placement of this.model.map.units ?? []) {
      const hex = parseHexId(this.grid, placement.hex);
      const cell = hex && this.cellOf(hex);
      if (!hex || cell === undefined) continue;
      const stack = stacks.get(cell) ?? stacks.set(cell, []).get(cell)!;
      const side = this.model.sides.find((s) => s.id === placement.side);
      const drawn: DrawnCounter = {
        key: placementKey(placement),
        placement,
        hex,
        level: stack.length,
        face: counterFace(counterOf(this.model.sides, placement), placement.flipped, placement.unit),
        colours: SIDE_STYLE[side?.rulesSide ?? 'union'],
      };
      stack.push(drawn);
      counters.push(drawn);
    }
    this.counters = counters;
    this.stacks = stacks;
  }

  private layerShown(layer: LayerId): boolean {
    return !this.model.map.layers?.[layer]?.hidden;
  }

  private applyLayerVisibility(): void {
    this.units.layer.visible(this.layerShown('units'));
  }

  // ── drawing ──────────────────────────────────────────────────────────────

  private hexPx(): number {
    return this.grid.hexSizeIn * this.camera.ppi;
  }

  /**
   * A hex's outline added to the path under way: one path holds every hex of a kind, or the whole grid.
   * Closed by going round to the second corner again, not by closePath(): Chromium's closePath takes time
   * in the number of outlines already in the path, and 10,000 of them took three seconds (of the 100 × 100
   * benchmark map's opening, issue 40: hex.open), 3 ms without. A fill closes each outline itself, and the
   * first side stroked twice within one stroke() is the same pixels, with its corner joined.
   */
  private path(g: CanvasRenderingContext2D, centre: Point): void {
    const k = this.corners;
    g.moveTo(centre.x + k[0]!.x, centre.y + k[0]!.y);
    for (let i = 1; i < 6; i++) g.lineTo(centre.x + k[i]!.x, centre.y + k[i]!.y);
    g.lineTo(centre.x + k[0]!.x, centre.y + k[0]!.y);
    g.lineTo(centre.x + k[1]!.x, centre.y + k[1]!.y);
  }

  /** The cells in a box of the sheet (or, with `only`, those of them in the set). */
  private cellsIn(box: Box, only?: ReadonlySet<number>): number[] {
    if (only) {
      return [...only].filter((cell) => {
        const c = hexCentre(this.grid, this.coordOf(cell));
        return c.x >= box.minX - this.grid.hexSizeIn && c.x <= box.maxX + this.grid.hexSizeIn && c.y >= box.minY - this.grid.hexSizeIn && c.y <= box.maxY + this.grid.hexSizeIn;
      });
    }
    return hexesInBox(this.grid, box).map((c) => (c.col - this.grid.firstColumn) * this.grid.rows + (c.row - this.grid.firstRow));
  }

  /** Terrain, levels, paths, hexsides, grid, numbers and labels of the hexes in `box` (all of them, or the `only` ones). */
  private drawBase(g: CanvasRenderingContext2D, box: Box, only: ReadonlySet<number> | undefined): void {
    const cells = this.cellsIn(box, only);
    const centres = cells.map((cell) => hexCentre(this.grid, this.coordOf(cell)));
    const px = this.hexPx();
    const ppi = this.camera.ppi;
    const h = this.grid.hexSizeIn;
    if (this.layerShown('terrain')) {
      // Fills, one path a kind.
      const byKind = new Map<number, number[]>();
      cells.forEach((cell, i) => (byKind.get(this.kind[cell]!) ?? byKind.set(this.kind[cell]!, []).get(this.kind[cell]!)!).push(i));
      for (const [k, list] of byKind) {
        const style = this.styles[k]!;
        g.beginPath();
        for (const i of list) this.path(g, centres[i]!);
        g.fillStyle = style.draw === 'line' ? (style.stroke === 'none' ? style.fill : style.stroke) : style.fill;
        g.fill();
        if (px >= 22 && style.draw === 'area' && style.pattern) for (const i of list) drawPattern(g, style, centres[i]!, h);
      }
      // Elevation tints, one path a level, and the level printed once it can be read.
      const byLevel = new Map<number, number[]>();
      cells.forEach((cell, i) => this.level[cell] && (byLevel.get(this.level[cell]!) ?? byLevel.set(this.level[cell]!, []).get(this.level[cell]!)!).push(i));
      for (const [level, list] of byLevel) {
        const tint = elevationTint(level)!;
        g.beginPath();
        for (const i of list) this.path(g, centres[i]!);
        g.globalAlpha = tint.opacity;
        g.fillStyle = tint.colour;
        g.fill();
        g.globalAlpha = 1;
      }
      const paths = only ? unique(cells.flatMap((cell) => this.pathsByCell.get(cell) ?? [])) : (this.model.map.paths ?? []);
      for (const p of paths) this.drawPath(g, p);
      const sides = only ? unique(cells.flatMap((cell) => this.sidesByCell.get(cell) ?? [])) : this.sidesIn(box);
      for (const s of sides) this.drawHexside(g, s);
    }
    if (this.layerShown('grid') && px >= 5) {
      g.beginPath();
      for (const c of centres) this.path(g, c);
      g.strokeStyle = px >= 14 ? '#6f6a55' : 'rgba(111,106,85,0.45)';
      g.lineWidth = 1 / ppi;
      g.stroke();
    }
    // Text in screen pixels, so it reads at every zoom.
    g.save();
    g.scale(1 / ppi, 1 / ppi);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    if (this.layerShown('grid') && px >= 36) {
      g.font = `${Math.round(Math.min(12, Math.max(7, px * 0.16)))}px ${FONT}`;
      g.fillStyle = '#55503d';
      cells.forEach((cell) => {
        const c = this.coordOf(cell);
        const at = numberPoint(this.grid, c);
        g.fillText(hexId(this.grid, c), at.x * ppi, at.y * ppi);
      });
    }
    if (this.layerShown('terrain') && px >= 26) {
      g.font = `bold ${Math.round(Math.min(13, px * 0.15))}px ${FONT}`;
      g.fillStyle = '#4a3412';
      cells.forEach((cell, i) => {
        if (!this.level[cell]) return;
        const c = centres[i]!;
        g.fillText(String(this.level[cell]), (c.x + h * 0.3) * ppi, (c.y + h * 0.08) * ppi);
      });
    }
    if (this.layerShown('labels') && px >= 18) {
      g.font = `italic ${Math.round(Math.min(14, Math.max(10, px * 0.18)))}px ${FONT}`;
      g.lineWidth = 3;
      g.strokeStyle = '#f3f1e3';
      g.fillStyle = '#222222';
      for (const cell of cells) {
        const text = this.labels.get(cell);
        if (!text) continue;
        const at = labelPoint(this.grid, this.coordOf(cell));
        g.strokeText(text, at.x * ppi, at.y * ppi);
        g.fillText(text, at.x * ppi, at.y * ppi);
      }
      if (!only) {
        g.font = `bold 13px ${FONT}`;
        g.fillStyle = '#1f2d3d';
        for (const l of this.model.map.labels ?? []) {
          g.strokeText(l.text, l.at.x * ppi, l.at.y * ppi);
          g.fillText(l.text, l.at.x * ppi, l.at.y * ppi);
        }
      }
    }
    g.restore();
  }

  /** Draws the edited hexes over the picture until it is drawn again. */
  private drawLive(g: CanvasRenderingContext2D): void {
    if (this.dirty.size) this.drawBase(g, this.viewBox(), this.dirty);
  }

  private sidesIn(box: Box): Hexside[] {
    const margin = this.grid.hexSizeIn;
    return (this.model.map.hexsides ?? []).filter((s) => {
      const c = parseHexId(this.grid, s.hex);
      if (!c) return false;
      const p = hexCentre(this.grid, c);
      return p.x >= box.minX - margin && p.x <= box.maxX + margin && p.y >= box.minY - margin && p.y <= box.maxY + margin;
    });
  }

  private drawHexside(g: CanvasRenderingContext2D, s: Hexside): void {
    const c = parseHexId(this.grid, s.hex);
    if (!c) return;
    const [a, b] = sideEnds(this.grid, { hex: c, side: s.direction });
    const style = terrainStyleOf(s.kind, this.model.map);
    const h = this.grid.hexSizeIn;
    g.strokeStyle = style.stroke === 'none' ? style.fill : style.stroke;
    g.lineWidth = Math.max(Math.min(style.widthIn ?? 0.25, 0.5) * h * 0.35, 2 / this.camera.ppi);
    g.lineCap = 'round';
    g.setLineDash(style.dash ? style.dash.map((d) => d * h * 0.3) : []);
    g.beginPath();
    g.moveTo(a.x, a.y);
    g.lineTo(b.x, b.y);
    g.stroke();
    g.setLineDash([]);
    const inside = s.inside === undefined ? undefined : parseHexId(this.grid, s.inside);
    if (!inside) return;
    const centre = hexCentre(this.grid, inside);
    g.lineWidth *= 0.6;
    g.beginPath();
    for (const t of [0.25, 0.5, 0.75]) {
      const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      g.moveTo(p.x, p.y);
      g.lineTo(p.x + (centre.x - p.x) * 0.22, p.y + (centre.y - p.y) * 0.22);
    }
    g.stroke();
  }

  private drawPath(g: CanvasRenderingContext2D, p: HexPath): void {
    const style = terrainStyleOf(p.kind, this.model.map);
    const h = this.grid.hexSizeIn;
    g.strokeStyle = style.stroke === 'none' ? style.fill : style.stroke;
    g.lineWidth = Math.max((style.widthIn ?? 0.3) * h * 0.22, 1.5 / this.camera.ppi);
    g.lineJoin = 'round';
    g.lineCap = 'round';
    g.setLineDash(style.dash ? style.dash.map((d) => d * h * 0.3) : []);
    g.beginPath();
    p.hexes.forEach((id, i) => {
      const c = parseHexId(this.grid, id);
      if (!c) return;
      const at = hexCentre(this.grid, c);
      if (i === 0) g.moveTo(at.x, at.y);
      else g.lineTo(at.x, at.y);
    });
    g.stroke();
    g.setLineDash([]);
  }

  /** The counters of the stacks in `box`, bottom first, then the hexes extended counters also fill. */
  private drawCounters(g: CanvasRenderingContext2D, box: Box): void {
    const ppi = this.camera.ppi;
    const cells = this.cellsIn(box).filter((cell) => this.stacks.has(cell));
    const size = this.grid.hexSizeIn * 0.78 * ppi;
    for (const d of this.counters) {
      for (const id of d.placement.alsoIn ?? []) {
        const e = parseHexId(this.grid, id);
        if (!e) continue;
        const sq = counterSquare(this.grid, e, 0);
        g.setLineDash([sq.size * 0.12, sq.size * 0.08]);
        g.strokeStyle = d.colours.fill;
        g.lineWidth = sq.size * 0.05;
        g.fillStyle = 'rgba(255,255,255,0.6)';
        g.fillRect(sq.x, sq.y, sq.size, sq.size);
        g.strokeRect(sq.x, sq.y, sq.size, sq.size);
        g.setLineDash([]);
      }
    }
    for (const cell of cells) {
      for (const d of this.stacks.get(cell)!) {
        const sq = counterSquare(this.grid, d.hex, d.level);
        g.fillStyle = d.colours.fill;
        g.fillRect(sq.x, sq.y, sq.size, sq.size);
        g.strokeStyle = d.colours.stroke;
        g.lineWidth = Math.max(sq.size * 0.03, 1 / ppi);
        if (d.placement.hidden) g.setLineDash([sq.size * 0.1, sq.size * 0.06]);
        g.strokeRect(sq.x, sq.y, sq.size, sq.size);
        g.setLineDash([]);
        if (d.placement.flipped) {
          g.fillStyle = 'rgba(255,255,255,0.45)';
          g.fillRect(sq.x, sq.y + sq.size * 0.42, sq.size, sq.size * 0.1);
        }
        const mark = facingMark(this.grid, d.hex, d.placement, d.level);
        if (mark) {
          g.beginPath();
          g.moveTo(mark.tip.x, mark.tip.y);
          g.lineTo(mark.base[0].x, mark.base[0].y);
          g.lineTo(mark.base[1].x, mark.base[1].y);
          g.closePath();
          g.fillStyle = '#f1c40f';
          g.fill();
          g.stroke();
        }
        // A counter too small for its whole face prints what the charts give (designation and strength) instead of its type box;
        // one too small for words, its symbol alone, filling the counter.
        if (size >= FULL_FACE_PX) drawTypeBox(g, d.face, sq.x + sq.size * 0.3, sq.y + sq.size * 0.24, sq.size * 0.4, sq.size * 0.24);
        else if (size < SMALL_FACE_PX && size >= TINY_FACE_PX) drawSymbol(g, d.face, sq, 1 / ppi);
      }
    }
    if (size < SMALL_FACE_PX) return;
    g.save();
    g.scale(1 / ppi, 1 / ppi);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#ffffff';
    if (size < FULL_FACE_PX) {
      const font = Math.max(7, Math.round(size * 0.34));
      for (const cell of cells) {
        for (const d of this.stacks.get(cell)!) {
          const sq = counterSquare(this.grid, d.hex, d.level);
          const x = (sq.x + sq.size / 2) * ppi;
          g.font = `${font}px ${FONT}`;
          g.fillText(d.face.name, x, (sq.y + sq.size * 0.3) * ppi, sq.size * ppi * 0.96);
          if (d.face.values) {
            g.font = `bold ${font}px ${FONT}`;
            g.fillText(d.face.values, x, (sq.y + sq.size * 0.74) * ppi, sq.size * ppi * 0.96);
          }
        }
      }
      g.restore();
      return;
    }
    const small = Math.round(Math.min(12, size * 0.14));
    const big = Math.round(Math.min(15, size * 0.19));
    for (const cell of cells) {
      for (const d of this.stacks.get(cell)!) {
        const sq = counterSquare(this.grid, d.hex, d.level);
        const x = (sq.x + sq.size / 2) * ppi;
        if (d.face.sizeMark) {
          g.font = `${small}px ${FONT}`;
          g.fillText(d.face.sizeMark, x, (sq.y + sq.size * 0.13) * ppi);
        }
        if (d.face.stars) {
          g.font = `${small}px ${FONT}`;
          g.fillText('★'.repeat(d.face.stars), x, (sq.y + sq.size * 0.36) * ppi);
        }
        g.font = `${small}px ${FONT}`;
        g.fillText(d.face.name, x, (sq.y + sq.size * 0.62) * ppi, sq.size * ppi * 0.96);
        if (d.face.values) {
          g.font = `bold ${big}px ${FONT}`;
          g.fillText(d.face.values + (d.face.weapon ? ` ${d.face.weapon}` : ''), x, (sq.y + sq.size * 0.86) * ppi, sq.size * ppi * 0.96);
        }
      }
    }
    g.restore();
  }

  // ── hit tests ────────────────────────────────────────────────────────────

  /** The hex of the map under a sheet point; undefined off the map. */
  /** How many counters the scene draws (placements on the grid). */
  get counterCount(): number {
    return this.counters.length;
  }

  hexAt(world: Point): HexCoord | undefined {
    const c = hexAt(this.grid, world);
    return onGrid(this.grid, c) ? c : undefined;
  }

  idOf(c: HexCoord): string {
    return hexId(this.grid, c);
  }

  /** The top counter under a sheet point (a stack leans up and right, into the next hexes). */
  counterAt(world: Point): DrawnCounter | undefined {
    if (!this.layerShown('units')) return undefined;
    const under = hexAt(this.grid, world);
    const candidates = [under, ...neighbours(this.grid, under).map((x) => x.hex)];
    for (const c of candidates) {
      const cell = this.cellOf(c);
      const stack = cell === undefined ? undefined : this.stacks.get(cell);
      if (!stack) continue;
      for (let i = stack.length - 1; i >= 0; i--) {
        const sq = counterSquare(this.grid, stack[i]!.hex, stack[i]!.level);
        if (world.x >= sq.x && world.x <= sq.x + sq.size && world.y >= sq.y && world.y <= sq.y + sq.size) return stack[i];
      }
    }
    return undefined;
  }

  /** The counters whose own hex is `id`, bottom first. */
  stackAt(id: string): readonly DrawnCounter[] {
    const cell = this.cellOfId.get(id);
    return (cell !== undefined && this.stacks.get(cell)) || [];
  }

  sideNear(world: Point): { hex: string; direction: Compass; distanceIn: number } | undefined {
    const s = nearestSide(this.grid, world);
    if (!onGrid(this.grid, s.ref.hex)) return undefined;
    return { hex: hexId(this.grid, s.ref.hex), direction: s.ref.side, distanceIn: s.distanceIn };
  }

  cornerNear(world: Point): { hex: string; corner: Compass; distanceIn: number } | undefined {
    const c = nearestCorner(this.grid, world);
    if (!onGrid(this.grid, c.hex)) return undefined;
    return { hex: hexId(this.grid, c.hex), corner: c.corner, distanceIn: c.distanceIn };
  }

  centreOf(id: string): Point | undefined {
    const c = parseHexId(this.grid, id);
    return c && hexCentre(this.grid, c);
  }

  // ── selection and hover ─────────────────────────────────────────────────

  setSelection(selection: HexSelection): void {
    this.selection = selection;
    this.drawSelection();
    this.overlay.batchDraw();
  }

  /** Outlines the hex under the pointer (the brushes show where they paint); undefined clears it. */
  setHover(ids: readonly string[]): void {
    this.hoverGroup.destroyChildren();
    for (const id of ids) {
      const c = parseHexId(this.grid, id);
      if (c && onGrid(this.grid, c)) this.hoverGroup.add(new Konva.Line({ points: hexCorners(this.grid, c).flatMap((p) => [p.x, p.y]), closed: true, stroke: '#2f4f8f', strokeWidth: 2, strokeScaleEnabled: false, listening: false }));
    }
    this.overlay.batchDraw();
  }

  private drawSelection(): void {
    this.selectionGroup.destroyChildren();
    const hex = this.selection.hex ? parseHexId(this.grid, this.selection.hex) : undefined;
    if (hex && onGrid(this.grid, hex)) {
      this.selectionGroup.add(new Konva.Line({ points: hexCorners(this.grid, hex).flatMap((p) => [p.x, p.y]), closed: true, stroke: SELECT, strokeWidth: 3, strokeScaleEnabled: false, dash: [6, 3], listening: false }));
    }
    const counter = this.selection.counter ? this.counters.find((d) => d.key === this.selection.counter) : undefined;
    if (counter) {
      const sq = counterSquare(this.grid, counter.hex, counter.level);
      this.selectionGroup.add(new Konva.Rect({ x: sq.x, y: sq.y, width: sq.size, height: sq.size, stroke: SELECT, strokeWidth: 3, strokeScaleEnabled: false, listening: false }));
      for (const id of counter.placement.alsoIn ?? []) {
        const e = parseHexId(this.grid, id);
        if (!e) continue;
        const q = counterSquare(this.grid, e, 0);
        this.selectionGroup.add(new Konva.Rect({ x: q.x, y: q.y, width: q.size, height: q.size, stroke: SELECT, strokeWidth: 2, dash: [4, 3], strokeScaleEnabled: false, listening: false }));
      }
    }
  }
}

/** The native canvas context under Konva's wrapper: the draw functions make tens of thousands of path calls. */
const native = (ctx: Konva.Context): CanvasRenderingContext2D => (ctx as unknown as { _context: CanvasRenderingContext2D })._context;

const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];

/** Items of `after` not in `before` and of `before` not in `after`, by a key. */
function changed<T>(before: readonly T[], after: readonly T[], key: (x: T) => string): T[] {
  const a = new Set(before.map(key));
  const b = new Set(after.map(key));
  return [...before.filter((x) => !b.has(key(x))), ...after.filter((x) => !a.has(key(x)))];
}

/** A terrain style's pattern in one hex, in the style's outline colour: trees, buildings, hatching… */
function drawPattern(g: CanvasRenderingContext2D, style: TerrainStyle, c: Point, h: number): void {
  const colour = style.stroke === 'none' ? '#7a7a5a' : style.stroke;
  g.fillStyle = colour;
  g.strokeStyle = colour;
  g.lineWidth = h * 0.03;
  const dot = (dx: number, dy: number, r: number) => {
    g.moveTo(c.x + dx * h + r * h, c.y + dy * h);
    g.arc(c.x + dx * h, c.y + dy * h, r * h, 0, Math.PI * 2);
  };
  const line = (x1: number, y1: number, x2: number, y2: number) => {
    g.moveTo(c.x + x1 * h, c.y + y1 * h);
    g.lineTo(c.x + x2 * h, c.y + y2 * h);
  };
  g.globalAlpha = 0.55;
  g.beginPath();
  switch (style.pattern) {
    case 'trees':
      dot(-0.18, -0.05, 0.08), dot(0.14, -0.12, 0.08), dot(0.02, 0.16, 0.08);
      g.fill();
      break;
    case 'dense-trees':
      dot(-0.2, -0.1, 0.08), dot(0.05, -0.18, 0.08), dot(0.2, 0.02, 0.08), dot(-0.08, 0.12, 0.08), dot(0.12, 0.2, 0.07);
      g.fill();
      break;
    case 'orchard-rows':
      for (const dx of [-0.15, 0.15]) for (const dy of [-0.15, 0.15]) dot(dx, dy, 0.05);
      g.fill();
      break;
    case 'buildings':
      g.rect(c.x - 0.18 * h, c.y - 0.12 * h, 0.16 * h, 0.12 * h);
      g.rect(c.x + 0.04 * h, c.y + 0.02 * h, 0.16 * h, 0.12 * h);
      g.fill();
      break;
    case 'dots':
      dot(-0.15, 0, 0.03), dot(0.1, -0.12, 0.03), dot(0.08, 0.14, 0.03);
      g.fill();
      break;
    case 'hatch':
      line(-0.25, 0.1, -0.05, -0.1), line(-0.1, 0.2, 0.15, -0.05), line(0.05, 0.25, 0.25, 0.05);
      g.stroke();
      break;
    case 'reeds':
      line(-0.1, 0.12, -0.1, -0.05), line(0, 0.12, 0, -0.1), line(0.1, 0.12, 0.1, -0.03);
      g.stroke();
      break;
    case 'furrows':
      line(-0.25, -0.1, 0.25, -0.1), line(-0.28, 0.02, 0.28, 0.02), line(-0.25, 0.14, 0.25, 0.14);
      g.stroke();
      break;
    case 'scrub':
      line(-0.2, 0.05, -0.14, -0.06), line(-0.14, -0.06, -0.08, 0.05), line(0.06, 0.12, 0.12, 0.01), line(0.12, 0.01, 0.18, 0.12);
      g.stroke();
      break;
    default:
      break;
  }
  g.globalAlpha = 1;
}
