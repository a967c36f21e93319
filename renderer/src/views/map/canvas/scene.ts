/**
 * The map on screen: a Konva stage that draws the board, its terrain, contours, set-up areas and units
 * in inches, under a camera (pixels an inch and an offset). It is a view of the document, never its
 * owner: every edit goes through the history, whose change events tell the scene which features and
 * units to redraw, and hit tests go through the spatial index rather than Konva's hit canvas (the
 * drawing layers do not listen, which roughly halves the cost of a frame on a big board).
 */
import Konva from 'konva';
import type { Patch } from '../../../../../core/history';
import { boardSquares, entrancePositions, intersectionPointsOf } from '../../../../../core/map/board';
import { placementKey } from '../../../../../core/map/commands';
import { boxOf, distanceToPolyline, expandBox, pointInPolygon, polygonCentroid, type Box, type Point } from '../../../../../core/map/geometry';
import { placedStands, unitsByReference, type Placed } from '../../../../../core/map/placements';
import type { RenderSide } from '../../../../../core/map/scenarioMap';
import { LAYERS, SIDE_STYLE, type LayerId } from '../../../../../core/map/render/styles';
import { boardMarkerBoxes, mapLabelRequests, placeLabels, type LabelRequest } from '../../../../../core/map/labelPlacement';
import { SpatialIndex } from '../../../../../core/map/spatialIndex';
import type { EntrySide } from '../../../../../core/map/entries';
import { drawDummies, drawEdgeNames, drawLabelOverlays, drawSetupOverlays, LABEL_HOME_ATTR, LABEL_KEY_ATTR } from './overlays';
import { CameraScene } from './camera';
import { PictureLayer } from './picture';

export { MAX_PPI, MIN_PPI, type Camera } from './camera';
import type { FigureScale } from '../../../../../core/model/words';
import type { Board, Georeference, TabletopMap, TabletopPlacement, TerrainFeature } from '../../../../../core/model/scenario.generated';
import { terrainStyleOf, type TerrainStyle } from '../../../../../core/map/terrainStyles';
import { contourClosed } from '../../../../../core/map/contours';
import { REFERENCE_ONLY_OPACITY } from '../../../../../core/map/reference';
import { groundMarksNode } from './groundMarks';
import { placeBadge, shortName, TIGHT_BELOW_PPI, unitBadge, type MarkerBox } from './unitBadge';
import { UnderlayLayer } from '../underlay/underlayLayer';

export interface SceneModel {
  board: Board;
  map: TabletopMap;
  scale: FigureScale;
  sides: readonly RenderSide[];
  /** The scenario's sides with their entries, for the arrival schedule at the entrances. */
  entries?: readonly EntrySide[];
  /** false where the view names units itself (the playtest board's markers): the scene then names none. */
  unitNames?: false;
  /** Where the table lies on the Earth: the board shows its scale bar and north arrow. */
  georeference?: Georeference;
  /** The scenario's file, beside which its reference images are looked for. */
  imagesFrom?: string | null;
  /** Its reference images are also (or only) in the library: it lives there, or has no file yet. */
  imagesInLibrary?: boolean;
}

export interface Selection {
  features: ReadonlySet<string>;
  units: ReadonlySet<string>;
}

export const EMPTY_SELECTION: Selection = { features: new Set(), units: new Set() };

const styleOf = (kind: string, map: TabletopMap): TerrainStyle => terrainStyleOf(kind, map);
const flat = (points: readonly Point[]): number[] => points.flatMap((p) => [p.x, p.y]);

export class MapScene extends CameraScene {
  /** Tools draw their previews (a polygon being drawn, a marquee, a measuring line) here. */
  readonly overlay: Konva.Layer;
  private readonly boardLayer = new Konva.Layer({ listening: false });
  /** Reference images (a scan of a period map), over the board's cloth and under the terrain. */
  readonly underlay = new UnderlayLayer(() => ({ box: this.viewBox(), ppi: this.camera.ppi }), this.settling);
  private readonly terrain = new PictureLayer(() => this.restack('terrain'), this.settling);
  private readonly contourLayer = new Konva.Layer({ listening: false });
  private readonly setupLayer = new Konva.Layer({ listening: false });
  private readonly units = new PictureLayer(() => this.restack('units'), this.settling);
  private readonly labels = new PictureLayer(() => this.restack('labels'), this.settling);
  private readonly labelNodes = new Map<string, Konva.Text>();
  /** Each unit's boxed name (unitBadge.ts), by placement key, with its width on screen. */
  private readonly badgeNodes = new Map<string, { group: Konva.Group; widthPx: number }>();
  private readonly overlayLabels = new Konva.Group({ listening: false });
  /** Dummy markers are few: drawn live on the units layer, outside its picture, hidden and shown with it. */
  private readonly dummies = new Konva.Group({ listening: false });
  private readonly selectionLayer = new Konva.Layer({ listening: false });
  private readonly featureNodes = new Map<string, Konva.Line>();
  private readonly unitNodes = new Map<string, Konva.Group>();
  private readonly featureIndex = new SpatialIndex<string>();
  private readonly unitIndex = new SpatialIndex<string>();
  private readonly placed = new Map<string, Placed>();
  private model: SceneModel;
  private selection: Selection = EMPTY_SELECTION;
  private unitsByRef = new Map<string, ReturnType<typeof unitsByReference>>();

  constructor(container: HTMLDivElement, model: SceneModel) {
    super(container);
    this.model = model;
    this.overlay = new Konva.Layer({ listening: false });
    for (const layer of [this.boardLayer, this.underlay.layer, this.terrain.layer, this.contourLayer, this.setupLayer, this.units.layer, this.labels.layer, this.selectionLayer, this.overlay]) this.stage.add(layer);
    this.rebuildAll();
    this.fitBoard();
  }

  destroy(): void {
    clearTimeout(this.arrangeTimer);
    this.settling(ARRANGING, false);
    for (const picture of this.pictures()) picture.destroy();
    this.underlay.destroy();
    this.stage.destroy();
  }

  get current(): SceneModel {
    return this.model;
  }

  // ── camera ───────────────────────────────────────────────────────────────

  protected followCamera(): void {
    const { ppi } = this.camera;
    const pictures = new Set(this.pictures().map((p) => p.layer));
    for (const layer of this.stage.getLayers()) {
      if (pictures.has(layer)) continue;
      layer.scale({ x: ppi, y: ppi });
      layer.position({ x: this.camera.x, y: this.camera.y });
    }
    // Groups drawn live on a picture layer (free labels, dummy markers) are in inches like the pictures' shapes.
    for (const group of [this.overlayLabels, this.dummies]) group.scale({ x: ppi, y: ppi });
    // A label keeps its size on screen, so at another zoom it takes another share of the board: placed again.
    if (ppi !== this.arrangedAt) this.arrangeLater();
    this.rescaleLabels();
    this.cull();
    for (const picture of this.pictures()) picture.follow(this.camera, this.stage.width(), this.stage.height());
  }

  protected extent(): Box {
    return { minX: 0, minY: 0, maxX: this.model.board.widthIn, maxY: this.model.board.heightIn };
  }

  // ── model ────────────────────────────────────────────────────────────────

  /**
   * Takes the document as it now stands. With the patches that made the change, only the features and
   * units they touch are redrawn; a change to the list itself (an insert or removal) rebuilds that list.
   */
  update(model: SceneModel, patches?: readonly Patch[]): void {
    const previous = this.model;
    this.model = model;
    // The editor derives its list of sides afresh from every new document: the same sides in a new array
    // are no reason to rebuild 600 units at every step of a drag.
    const sameGround = model.board === previous.board && model.scale === previous.scale && sameSides(model.sides, previous.sides) && model.entries === previous.entries && model.georeference === previous.georeference;
    if (sameGround && model.map === previous.map) return;
    if (!patches || !sameGround) {
      this.rebuildAll();
      return;
    }
    const touched = { features: new Set<number>(), units: new Set<number>(), featureList: false, unitList: false, other: false };
    for (const p of patches) {
      const [root, list, index] = p.path;
      if (root !== 'map') continue;
      if (list === 'features') {
        if (typeof index === 'number' && (p.path.length > 3 || p.op === 'set')) touched.features.add(index);
        else touched.featureList = true;
      } else if (list === 'units') {
        if (typeof index === 'number' && (p.path.length > 3 || p.op === 'set')) touched.units.add(index);
        else touched.unitList = true;
      } else {
        touched.other = true;
      }
    }
    const featureList = touched.featureList || model.map.terrainKinds !== previous.map.terrainKinds;
    if (featureList) this.rebuildTerrain();
    else for (const i of touched.features) this.redrawFeature(model.map.features[i]);
    if (touched.unitList || model.map.standSizes !== previous.map.standSizes) this.rebuildUnits();
    else for (const i of touched.units) this.redrawUnit((model.map.units ?? [])[i]);
    if (touched.other) {
      this.underlay.update(model);
      this.rebuildContours();
      this.rebuildSetup();
      this.rebuildDummies();
      this.applyLayerVisibility();
    }
    // Only the labels of what changed are made again: a drag step must not re-measure 800 labels.
    // Free labels are overlays (`map.labels`): a change among them remakes the labels too.
    if (featureList || touched.unitList || touched.other) this.rebuildLabels();
    else {
      for (const i of touched.features) this.relabelFeature(model.map.features[i]);
      for (const i of touched.units) this.relabelUnit((model.map.units ?? [])[i]);
      this.arrangeLater();
      this.rescaleLabels();
      // While a run of edits goes on (a drag) the names are hidden, and shown again placed anew when it
      // pauses: drawing the names' layer each step cost more than the drag itself (map.drag.stepP95 from
      // 3.9 to 11 ms once names showed at every zoom).
      this.labels.layer.visible(false);
    }
    this.drawSelection();
    this.cull();
    for (const picture of this.pictures()) picture.refresh();
    this.stage.batchDraw();
  }

  private rebuildAll(): void {
    this.unitsByRef = new Map(this.model.sides.map((s) => [s.id, unitsByReference(s.orderOfBattle)]));
    this.rebuildBoard();
    this.underlay.update(this.model);
    this.rebuildTerrain();
    this.rebuildContours();
    this.rebuildSetup();
    this.rebuildUnits();
    this.rebuildDummies();
    this.rebuildLabels();
    this.applyLayerVisibility();
    this.drawSelection();
    this.cull();
    this.stage.batchDraw();
  }

  private rebuildBoard(): void {
    const { board } = this.model;
    this.boardLayer.destroyChildren();
    this.boardLayer.add(new Konva.Rect({ x: 0, y: 0, width: board.widthIn, height: board.heightIn, fill: '#f3f1e3', stroke: '#8a8266', strokeWidth: 1.5, strokeScaleEnabled: false, perfectDrawEnabled: false }));
    if (this.model.georeference) this.boardLayer.add(groundMarksNode(board, this.model.georeference));
    const grid = new Konva.Group({ name: 'grid' });
    for (const s of boardSquares(board)) {
      grid.add(new Konva.Rect({ x: s.box.minX, y: s.box.minY, width: s.box.maxX - s.box.minX, height: s.box.maxY - s.box.minY, stroke: '#9aa3a8', strokeWidth: 1, dash: [6, 6], strokeScaleEnabled: false, perfectDrawEnabled: false }));
    }
    for (const p of intersectionPointsOf(board)) {
      const g = new Konva.Group({ x: p.at.x, y: p.at.y, name: 'fixed-size' });
      g.add(new Konva.Circle({ radius: 11, fill: '#ffffff', stroke: '#34495e', strokeWidth: 1.5 }));
      g.add(new Konva.Text({ text: p.id, fontSize: 11, fontStyle: 'bold', fill: '#34495e', width: 22, height: 12, offsetX: 11, offsetY: 6, align: 'center' }));
      grid.add(g);
    }
    for (const { entrance, at } of entrancePositions(board)) {
      const g = new Konva.Group({ x: Math.min(Math.max(at.x, 0), board.widthIn), y: Math.min(Math.max(at.y, 0), board.heightIn), name: 'fixed-size' });
      g.add(new Konva.Rect({ width: 22, height: 22, offsetX: 11, offsetY: 11, fill: '#34495e', cornerRadius: 3 }));
      g.add(new Konva.Text({ text: entrance.letter, fontSize: 13, fontStyle: 'bold', fill: '#ffffff', width: 22, offsetX: 11, offsetY: 7, align: 'center' }));
      grid.add(g);
    }
    this.boardLayer.add(grid);
  }

  private featureNode(f: TerrainFeature): Konva.Line {
    const style = styleOf(f.kind, this.model.map);
    const line = style.draw === 'line' || f.shape === 'polyline';
    return new Konva.Line({
      points: flat(f.points),
      closed: !line || f.shape === 'polygon',
      fill: line ? undefined : style.fill,
      fillEnabled: !line,
      stroke: style.stroke === 'none' ? (line ? style.fill : undefined) : style.stroke,
      strokeWidth: line ? (f.widthIn ?? style.widthIn ?? 0.25) : 1,
      strokeScaleEnabled: line,
      dash: style.dash ? [...style.dash] : undefined,
      lineJoin: 'round',
      lineCap: 'round',
      perfectDrawEnabled: false,
      shadowForStrokeEnabled: false,
      listening: false,
      // Reference only (modern data): faded, as it is neither printed nor played until accepted.
      opacity: f.referenceOnly ? REFERENCE_ONLY_OPACITY : 1,
    });
  }

  /** Areas below lines, each in file order, as the SVG renderer draws them. */
  private terrainOrder(): TerrainFeature[] {
    const areas = new Set(this.model.map.features.filter((f) => f.shape === 'polygon' && styleOf(f.kind, this.model.map).draw === 'area'));
    return [...areas, ...this.model.map.features.filter((f) => !areas.has(f))];
  }

  private rebuildTerrain(): void {
    this.terrain.clear();
    this.featureNodes.clear();
    this.featureIndex.clear();
    const entries: Array<readonly [string, Box]> = [];
    for (const f of this.terrainOrder()) {
      const node = this.featureNode(f);
      this.featureNodes.set(f.id, node);
      this.terrain.content.add(node);
      entries.push([f.id, this.featureBox(f)]);
    }
    const rebuilt = SpatialIndex.of(entries);
    for (const [id, box] of entries) this.featureIndex.set(id, rebuilt.boxOf(id) ?? box);
  }

  private featureBox(f: TerrainFeature): Box {
    const style = styleOf(f.kind, this.model.map);
    const half = style.draw === 'line' || f.shape === 'polyline' ? (f.widthIn ?? style.widthIn ?? 0.25) / 2 : 0;
    return expandBox(boxOf(f.points), half);
  }

  private redrawFeature(f: TerrainFeature | undefined): void {
    if (!f) return;
    const node = this.featureNodes.get(f.id);
    if (!node) {
      this.rebuildTerrain();
      return;
    }
    const style = styleOf(f.kind, this.model.map);
    const line = style.draw === 'line' || f.shape === 'polyline';
    node.points(flat(f.points));
    node.setAttrs({ fill: line ? undefined : style.fill, fillEnabled: !line, closed: !line || f.shape === 'polygon', strokeWidth: line ? (f.widthIn ?? style.widthIn ?? 0.25) : 1, strokeScaleEnabled: line, stroke: style.stroke === 'none' ? (line ? style.fill : undefined) : style.stroke, dash: style.dash ? [...style.dash] : undefined });
    this.terrain.lift(node);
    this.featureIndex.set(f.id, this.featureBox(f));
  }

  private rebuildContours(): void {
    this.contourLayer.destroyChildren();
    for (const c of this.model.map.contours ?? []) {
      const closed = contourClosed(c);
      this.contourLayer.add(
        new Konva.Line({ points: flat(c.points), closed, fill: closed ? 'rgba(176,138,74,0.08)' : undefined, stroke: c.crest ? '#6b4b1e' : '#9a7a45', strokeWidth: c.crest ? 2.5 : 1.5, dash: c.crest ? [10, 3] : undefined, strokeScaleEnabled: false, perfectDrawEnabled: false, opacity: c.referenceOnly ? REFERENCE_ONLY_OPACITY : 1 }),
      );
    }
  }

  private sideColour(sideId: string): { fill: string; stroke: string } {
    return SIDE_STYLE[this.model.sides.find((s) => s.id === sideId)?.rulesSide ?? 'union'];
  }

  private rebuildSetup(): void {
    this.setupLayer.destroyChildren();
    drawSetupOverlays(this.setupLayer, this.model);
    drawEdgeNames(this.setupLayer, this.model.board, this.camera.ppi, MARKER_HALF_PX);
  }

  private rebuildDummies(): void {
    if (!this.dummies.getParent()) this.units.layer.add(this.dummies);
    drawDummies(this.dummies, this.model);
  }

  private unitGroup(p: TabletopPlacement): { group: Konva.Group; placed: Placed } {
    const placed = placedStands(p, this.unitsByRef.get(p.side) ?? new Map(), { scale: this.model.scale, ...(this.model.map.standSizes ? { sizes: this.model.map.standSizes } : {}) });
    const colour = this.sideColour(p.side);
    const group = new Konva.Group({ listening: false });
    for (const s of placed.stands) {
      const fill = s.role === 'limber' ? '#ffffff' : s.role === 'marker' ? '#f5f0e0' : placed.kind === 'unknown' ? '#e74c3c' : colour.fill;
      group.add(new Konva.Line({ points: flat(s.corners), closed: true, fill, stroke: colour.stroke, strokeWidth: 1, strokeScaleEnabled: false, perfectDrawEnabled: false }));
      group.add(new Konva.Line({ points: flat([s.corners[0]!, s.corners[1]!]), stroke: '#ffffff', strokeWidth: 2, strokeScaleEnabled: false, perfectDrawEnabled: false }));
    }
    return { group, placed };
  }

  private rebuildUnits(): void {
    this.units.clear();
    this.unitNodes.clear();
    this.unitIndex.clear();
    this.placed.clear();
    for (const p of this.model.map.units ?? []) this.addUnit(p);
  }

  private addUnit(p: TabletopPlacement): void {
    const key = placementKey(p);
    const { group, placed } = this.unitGroup(p);
    this.unitNodes.set(key, group);
    this.placed.set(key, placed);
    this.units.content.add(group);
    this.unitIndex.set(key, boxOf(placed.stands.flatMap((s) => s.corners)));
  }

  private redrawUnit(p: TabletopPlacement | undefined): void {
    if (!p) return;
    const key = placementKey(p);
    const old = this.unitNodes.get(key);
    if (!old) {
      this.rebuildUnits();
      return;
    }
    const { group, placed } = this.unitGroup(p);
    old.destroyChildren();
    for (const child of [...group.getChildren()]) child.moveTo(old);
    group.destroy();
    this.units.lift(old);
    this.placed.set(key, placed);
    this.unitIndex.set(key, boxOf(placed.stands.flatMap((s) => s.corners)));
  }

  /** Labels stay the same size on screen at every zoom, so they are rebuilt cheaply and scaled back. */
  private rebuildLabels(): void {
    this.labels.clear();
    this.labelNodes.clear();
    this.badgeNodes.clear();
    for (const f of this.model.map.features) this.relabelFeature(f);
    for (const p of this.model.map.units ?? []) this.relabelUnit(p);
    // Contour levels and free labels are few: drawn live in a group of their own, outside the labels' picture.
    this.overlayLabels.destroyChildren();
    if (!this.overlayLabels.getParent()) this.labels.layer.add(this.overlayLabels);
    drawLabelOverlays(this.overlayLabels, this.model, (layer) => this.layerShown(layer));
    this.arrangeLabels();
    this.rescaleLabels();
  }

  /** The zoom the labels were last placed for. */
  private arrangedAt = 0;
  private arrangeTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Places the names of features and units as the SVG renderer and the print sheets do (core/map/labels):
   * inside the board, features before units, off the stands and never over a numbered point or a lettered
   * entrance; a name with no room at this zoom is hidden until a closer zoom gives it room. Sizes are the
   * labels' pixels over the zoom's pixels an inch.
   */
  private arrangeLabels(): void {
    clearTimeout(this.arrangeTimer);
    this.arrangeTimer = undefined;
    this.settling(ARRANGING, false);
    const ppi = this.camera.ppi;
    this.arrangedAt = ppi;
    const { map, board } = this.model;
    // With the units layer hidden their names go too, as on paper.
    const units = (this.layerShown('units') ? (map.units ?? []) : []).flatMap((placement) => {
      const placed = this.placed.get(placementKey(placement));
      return placed && placed.kind !== 'marker' ? [{ placement, box: boxOf(placed.stands.flatMap((st) => st.corners)) }] : [];
    });
    const layers = new Set(LAYERS.filter((l) => this.layerShown(l)));
    const sideIds = new Set([...this.model.sides.map((side) => side.id), ...(map.setupAreas ?? []).map((a) => a.side)]);
    const sizes = { place: LABEL_PX / ppi, unit: LABEL_PX / ppi, free: 14 / ppi, area: 13 / ppi };
    // Stands stay in the way of place names; the units' names are their badges, placed above.
    const requests = mapLabelRequests(map, board, layers, sideIds, [], sizes);
    // The names drawn over the map (set-up areas, objectives, arrows, free labels, contour levels) as drawn:
    // their words and measured widths; a contour's level gives way like a place's name.
    const overlays = new Map<string, Konva.Text>();
    for (const node of [...this.setupLayer.find('.overlay-label'), ...this.overlayLabels.find('.overlay-label')] as Konva.Text[]) overlays.set(node.getAttr(LABEL_KEY_ATTR) as string, node);
    const nodes = new Map<string, Konva.Text>([...this.labelNodes, ...overlays]);
    const byKey = new Map(requests.map((r) => [r.key, r]));
    for (const [key, node] of overlays) {
      if (!byKey.has(key)) {
        const request: LabelRequest = { key, text: node.text(), size: node.fontSize() / ppi, rank: key.startsWith('contour:') ? 'place' : 'fixed', at: [(node.getAttr(LABEL_HOME_ATTR) as Point | undefined) ?? node.position()] };
        requests.push(request);
        byKey.set(key, request);
      }
    }
    for (const request of requests) {
      const node = nodes.get(request.key);
      if (!node) continue;
      request.text = node.text();
      request.width = node.width() / ppi;
      request.size = node.fontSize() / ppi;
    }
    // Each unit's boxed name next, under its own stands (the playtest's markers, unitBadge.ts), clear of the
    // points and entrances, of other units' stands and of the names drawn where they were put (set-up
    // areas', objectives', free labels: placed first and alone, they stand where they will be drawn). A
    // name with no free place by its unit at this zoom is left out until a closer zoom gives it room; the
    // places' names then keep off the badges as off a numbered point.
    const pointMarkers = layers.has('grid') ? boardMarkerBoxes(board, MARKER_HALF_PX / ppi, 0) : [];
    const fixedBoxes = placeLabels(requests.filter((r) => r.rank === 'fixed'), board).map((l) => ({ key: '', ...l.box }));
    const badges: MarkerBox[] = [...pointMarkers.map((b) => ({ key: '', ...b })), ...units.map((u) => ({ key: '', ...u.box })), ...fixedBoxes];
    for (const badge of this.badgeNodes.values()) badge.group.visible(false);
    for (const u of units) {
      const badge = this.badgeNodes.get(placementKey(u.placement));
      const at = badge && placeBadge(badges, placementKey(u.placement), u.box, badge.widthPx, ppi, board, 'leave out');
      if (!badge || !at) continue;
      badge.group.position(at);
      badge.group.visible(true);
    }
    const markers = [...pointMarkers, ...badges.filter((b) => b.key !== '').map(({ minX, minY, maxX, maxY }) => ({ minX, minY, maxX, maxY }))];
    const placed = new Map(placeLabels(requests, board, units.map((u) => u.box), markers).map((l) => [l.key, l]));
    // The edges' names, placed for this zoom clear of the points and entrances.
    if (this.model.board.edges) drawEdgeNames(this.setupLayer, board, ppi, MARKER_HALF_PX);
    for (const [key, node] of nodes) {
      const at = placed.get(key);
      node.visible(at !== undefined);
      if (!at) continue;
      node.position(at.centre);
      node.offset({ x: node.width() / 2, y: node.height() / 2 });
    }
    this.labels.redraw();
  }

  /** Places the labels again once a zoom or a run of edits pauses (a drag step must not re-place 800 labels). */
  private arrangeLater(): void {
    clearTimeout(this.arrangeTimer);
    this.settling(ARRANGING, true);
    this.arrangeTimer = setTimeout(() => {
      this.labels.layer.visible(this.layerShown('labels'));
      this.arrangeLabels();
      this.labels.layer.batchDraw();
      this.setupLayer.batchDraw();
    }, ARRANGE_MS);
  }

  /** Labels in the order they are drawn: features' first, then the units' badges, each in file order. */
  private labelOrder(): Konva.Node[] {
    return [...this.model.map.features.flatMap((f) => this.labelNodes.get(`feature:${f.id}`) ?? []), ...(this.model.map.units ?? []).flatMap((p) => this.badgeNodes.get(placementKey(p))?.group ?? [])];
  }

  private setBadge(key: string, badge: { group: Konva.Group; widthPx: number } | undefined): void {
    const old = this.badgeNodes.get(key);
    if (old) {
      if (old.group.getParent() === this.labels.content) this.labels.lift(old.group);
      old.group.destroy();
      this.badgeNodes.delete(key);
    }
    if (!badge) return;
    this.badgeNodes.set(key, badge);
    if (old) this.labels.live.add(badge.group);
    else this.labels.content.add(badge.group);
  }

  private setLabel(key: string, node: Konva.Text | undefined): void {
    const old = this.labelNodes.get(key);
    if (old) {
      if (old.getParent() === this.labels.content) this.labels.lift(old);
      old.destroy();
      this.labelNodes.delete(key);
    }
    if (!node) return;
    this.labelNodes.set(key, node);
    if (old) this.labels.live.add(node);
    else this.labels.content.add(node);
  }

  private relabelFeature(f: TerrainFeature | undefined): void {
    if (!f) return;
    // Where the label wants to be until the labels are placed together (`arrangeLabels`).
    const at = f.shape === 'polygon' ? polygonCentroid(f.points) : f.points[Math.floor(f.points.length / 2)]!;
    this.setLabel(`feature:${f.id}`, f.label ? label(f.label, at, { italic: true, colour: '#2c2c2c' }) : undefined);
  }

  private relabelUnit(p: TabletopPlacement | undefined): void {
    if (!p) return;
    const key = placementKey(p);
    const placed = this.placed.get(key);
    // Where the view names the units itself (the playtest's markers), the scene names none.
    if (!placed || placed.kind === 'marker' || this.model.unitNames === false) {
      this.setBadge(key, undefined);
      return;
    }
    // The playtest's boxed name in the side's colour (unitBadge.ts), placed with the others by `arrangeLabels`.
    const name = placed.kind === 'unit' ? placed.unit.name : placed.kind === 'leader' ? placed.leader.name : `${p.unit}?`;
    const badge = unitBadge(shortName(name, placed.kind === 'leader', this.camera.ppi < TIGHT_BELOW_PPI), { colour: this.sideColour(p.side), filled: true }, 'fixed-size unit-badge');
    badge.group.scale({ x: 1 / this.camera.ppi, y: 1 / this.camera.ppi });
    this.setBadge(key, badge);
  }

  private rescaleLabels(): void {
    const k = 1 / this.camera.ppi;
    for (const layer of [this.labels.layer, this.boardLayer, this.setupLayer]) for (const node of layer.find('.fixed-size')) if (node.scaleX() !== k) node.scale({ x: k, y: k });
    this.labels.layer.visible(this.layerShown('labels'));
  }

  private pictures(): PictureLayer[] {
    return [this.terrain, this.units, this.labels, this.underlay.picture];
  }

  /** Puts the shapes lifted out for editing back into their pictures, in the order the document draws them. */
  private restack(which: 'terrain' | 'units' | 'labels'): void {
    const picture = this[which];
    const nodes: Konva.Node[] =
      which === 'terrain'
        ? this.terrainOrder().flatMap((f) => this.featureNodes.get(f.id) ?? [])
        : which === 'units'
          ? (this.model.map.units ?? []).flatMap((p) => this.unitNodes.get(placementKey(p)) ?? [])
          : this.labelOrder();
    picture.content.removeChildren();
    picture.live.removeChildren();
    for (const node of nodes) picture.content.add(node as Konva.Shape);
  }

  // ── layers ───────────────────────────────────────────────────────────────

  private layerShown(layer: LayerId): boolean {
    return !this.model.map.layers?.[layer]?.hidden;
  }

  private applyLayerVisibility(): void {
    this.terrain.layer.visible(this.layerShown('terrain'));
    this.contourLayer.visible(this.layerShown('contours'));
    this.boardLayer.findOne('.grid')?.visible(this.layerShown('grid'));
    this.setupLayer.visible(this.layerShown('setup'));
    this.units.layer.visible(this.layerShown('units'));
    this.labels.layer.visible(this.layerShown('labels'));
  }

  /**
   * Only what is on screen, or within half a screen of it (the part a picture layer keeps), is drawn:
   * nodes farther out are hidden, found through the spatial index.
   */
  private cull(): void {
    const box = this.viewBox();
    const view = expandBox(box, Math.max(box.maxX - box.minX, box.maxY - box.minY) / 2 + 2);
    const featuresInView = new Set(this.featureIndex.search(view));
    for (const [id, node] of this.featureNodes) {
      const on = featuresInView.has(id);
      if (node.visible() !== on) node.visible(on);
    }
    const unitsInView = new Set(this.unitIndex.search(view));
    for (const [key, node] of this.unitNodes) {
      const on = unitsInView.has(key);
      if (node.visible() !== on) node.visible(on);
    }
  }

  // ── hit tests ────────────────────────────────────────────────────────────

  /** The topmost unit under a table point. */
  unitAt(world: Point, tolerancePx = 3): string | undefined {
    if (!this.layerShown('units')) return undefined;
    const t = tolerancePx / this.camera.ppi;
    const keys = this.unitIndex.search(expandBox({ minX: world.x, minY: world.y, maxX: world.x, maxY: world.y }, t));
    const order = new Map((this.model.map.units ?? []).map((u, i) => [placementKey(u), i]));
    keys.sort((a, b) => (order.get(b) ?? 0) - (order.get(a) ?? 0));
    return keys.find((k) => this.placed.get(k)?.stands.some((s) => pointInPolygon(world, s.corners) || distanceToPolyline(world, s.corners, true) <= t));
  }

  /** The topmost terrain feature under a table point: inside an area, or within reach of a line. */
  featureAt(world: Point, tolerancePx = 4): string | undefined {
    if (!this.layerShown('terrain')) return undefined;
    const t = tolerancePx / this.camera.ppi;
    const ids = new Set(this.featureIndex.search(expandBox({ minX: world.x, minY: world.y, maxX: world.x, maxY: world.y }, t)));
    const features = this.model.map.features;
    for (let i = features.length - 1; i >= 0; i--) {
      const f = features[i]!;
      if (!ids.has(f.id)) continue;
      const style = styleOf(f.kind, this.model.map);
      const line = style.draw === 'line' || f.shape === 'polyline';
      if (line ? distanceToPolyline(world, f.points, f.shape === 'polygon') <= (f.widthIn ?? style.widthIn ?? 0.25) / 2 + t : pointInPolygon(world, f.points)) return f.id;
    }
    return undefined;
  }

  featuresIn(box: Box): string[] {
    if (!this.layerShown('terrain')) return [];
    const byId = new Map(this.model.map.features.map((f) => [f.id, f]));
    return this.featureIndex.search(box).filter((id) => {
      const b = boxOf(byId.get(id)?.points ?? []);
      return b.minX >= box.minX && b.maxX <= box.maxX && b.minY >= box.minY && b.maxY <= box.maxY;
    });
  }

  unitsIn(box: Box): string[] {
    if (!this.layerShown('units')) return [];
    return this.unitIndex.search(box).filter((k) => {
      const b = this.unitIndex.boxOf(k)!;
      return b.minX >= box.minX && b.maxX <= box.maxX && b.minY >= box.minY && b.maxY <= box.maxY;
    });
  }

  /** The stands of a placed unit as they are drawn (for tools that move or turn it). */
  standsOf(key: string): Placed | undefined {
    return this.placed.get(key);
  }

  // ── selection ────────────────────────────────────────────────────────────

  setSelection(selection: Selection): void {
    this.selection = selection;
    this.drawSelection();
    this.selectionLayer.batchDraw();
  }

  private drawSelection(): void {
    this.selectionLayer.destroyChildren();
    const byId = new Map(this.model.map.features.map((f) => [f.id, f]));
    for (const id of this.selection.features) {
      const f = byId.get(id);
      if (!f) continue;
      this.selectionLayer.add(new Konva.Line({ points: flat(f.points), closed: f.shape === 'polygon', stroke: '#e67e22', strokeWidth: 2, dash: [6, 3], strokeScaleEnabled: false }));
      // Vertex handles of a single selected feature, for the vertex tools.
      if (this.selection.features.size === 1) {
        for (const p of f.points) this.selectionLayer.add(new Konva.Rect({ x: p.x, y: p.y, width: 8, height: 8, offsetX: 4, offsetY: 4, fill: '#ffffff', stroke: '#e67e22', strokeWidth: 1.5, name: 'fixed-size handle' }));
      }
    }
    for (const key of this.selection.units) {
      const placed = this.placed.get(key);
      if (!placed) continue;
      const box = boxOf(placed.stands.flatMap((s) => s.corners));
      this.selectionLayer.add(new Konva.Rect({ x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY, stroke: '#e67e22', strokeWidth: 2, dash: [6, 3], strokeScaleEnabled: false }));
    }
    const k = 1 / this.camera.ppi;
    for (const node of this.selectionLayer.find('.fixed-size')) node.scale({ x: k, y: k });
  }
}

const sameSides = (a: readonly RenderSide[], b: readonly RenderSide[]): boolean =>
  a === b || (a.length === b.length && a.every((s, i) => s.id === b[i]!.id && s.name === b[i]!.name && s.rulesSide === b[i]!.rulesSide && s.orderOfBattle === b[i]!.orderOfBattle));

/** The size of a feature's or unit's name on screen, in pixels. */
const LABEL_PX = 12;
/** Half the side of a numbered point's or lettered entrance's marker on screen, in pixels, its outline's width included. */
const MARKER_HALF_PX = 12.5;
/** How long a zoom or a run of edits must pause before the labels are placed again. */
const ARRANGE_MS = 150;
/** The label placer's key among the work a scene puts off (CameraScene.settling). */
const ARRANGING = { work: 'placing the names' };

/** A name centred on `at`, the same size on screen at every zoom. */
function label(text: string, at: Point, options: { italic?: boolean; colour: string }): Konva.Text {
  const node = new Konva.Text({
    x: at.x,
    y: at.y,
    text,
    fontSize: 12,
    fontFamily: 'DejaVu Sans, Arial, sans-serif',
    fontStyle: options.italic ? 'italic' : 'normal',
    fill: options.colour,
    stroke: '#f3f1e3',
    strokeWidth: 3,
    fillAfterStrokeEnabled: true,
    name: 'fixed-size map-label',
    listening: false,
    perfectDrawEnabled: false,
  });
  node.offsetX(node.width() / 2);
  node.offsetY(node.height() / 2);
  return node;
}
