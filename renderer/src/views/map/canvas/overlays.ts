/**
 * The scenario's overlays on the board: set-up areas per side (an outline, or a band "within N inches
 * of an edge"), objectives, arrows, the arrival schedule at the entrances, contour levels, free labels
 * and the dummy markers of a hidden set-up. Kept
 * apart from scene.ts, which calls in here from its set-up and label layers; texts and markers are
 * named `fixed-size` so the scene keeps them the same size on screen at every zoom.
 */
import Konva from 'konva';
import { edgeNamePlaces, setupAreaRing } from '../../../../../core/map/board';
import { boardMarkerBoxes } from '../../../../../core/map/labelPlacement';
import type { OverlayList } from '../../../../../core/map/commands';
import { arrivalPoints, type EntrySide } from '../../../../../core/map/entries';
import { distance, distanceToPolyline, pointInPolygon, polygonCentroid, type Point } from '../../../../../core/map/geometry';
import { standsOf } from '../../../../../core/map/stands';
import type { RenderSide } from '../../../../../core/map/scenarioMap';
import { SIDE_STYLE, type LayerId } from '../../../../../core/map/render/styles';
import type { FigureScale } from '../../../../../core/model/words';
import type { Board, DummyMarker, MapPoint, SetupArea, TabletopMap } from '../../../../../core/model/scenario.generated';
import { contourClosed } from '../../../../../core/map/contours';

export interface OverlayModel {
  board: Board;
  map: TabletopMap;
  sides: readonly RenderSide[];
  /** The scenario's sides with their entries (a map file has none). */
  entries?: readonly EntrySide[];
  scale: FigureScale;
}

/** An overlay item picked on the board. */
export interface OverlayHit {
  list: OverlayList;
  id: string;
}

const OBJECTIVE = '#c0392b';
const LABEL_INK = '#1f2d3d';
const flat = (points: readonly Point[]): number[] => points.flatMap((p) => [p.x, p.y]);
const colourOf = (model: OverlayModel, side: string): string => SIDE_STYLE[model.sides.find((s) => s.id === side)?.rulesSide ?? 'union'].fill;


/**
 * Marks a name drawn over the map with the key the map's label placement knows it by (core/map/labels:
 * `setup:`, `objective:`, `arrow:`, `free:`, and `contour:` for the screen's contour levels), so the
 * scene can move it inside the board or hide it where it has no room.
 */
export const LABEL_KEY_ATTR = 'labelKey';
export const LABEL_HOME_ATTR = 'labelHome';
function keyed(key: string, node: Konva.Text): Konva.Text {
  node.setAttr(LABEL_KEY_ATTR, key);
  // Where it was drawn, which placing it again starts from.
  node.setAttr(LABEL_HOME_ATTR, { x: node.x(), y: node.y() });
  node.addName('overlay-label');
  return node;
}

function text(value: string, at: Point, options: { colour: string; size?: number; bold?: boolean; italic?: boolean; align?: 'centre' | 'left' }): Konva.Text {
  const node = new Konva.Text({
    x: at.x,
    y: at.y,
    text: value,
    fontSize: options.size ?? 12,
    fontFamily: 'DejaVu Sans, Arial, sans-serif',
    fontStyle: [options.italic ? 'italic' : '', options.bold ? 'bold' : ''].join(' ').trim() || 'normal',
    fill: options.colour,
    stroke: '#f3f1e3',
    strokeWidth: 3,
    fillAfterStrokeEnabled: true,
    name: 'fixed-size',
    listening: false,
    perfectDrawEnabled: false,
  });
  if (options.align !== 'left') node.offsetX(node.width() / 2);
  node.offsetY(node.height() / 2);
  return node;
}

/** How far inside its edge a table edge's name is written, and its size, in screen pixels. */
const EDGE_NAME_INSET_PX = 5;
const EDGE_NAME_PX = 12;

/**
 * The names the scenario gives its table edges (Board page), each along its edge just inside the table,
 * the same size on screen at every zoom; along the edge where core places them for print
 * (`edgeNamePlaces`), clear of the points and entrances. The names and the markers keep their size on
 * screen, so the room each takes in inches is this zoom's (`ppi`): the scene places them again as the zoom
 * settles, as it does the other labels, the ones drawn before going.
 */
export function drawEdgeNames(layer: Konva.Container, board: Board, ppi: number, markerHalfPx: number): void {
  for (const old of layer.find('.edge-name')) old.destroy();
  const k = 1 / ppi;
  for (const place of edgeNamePlaces(board, EDGE_NAME_PX / ppi, boardMarkerBoxes(board, markerHalfPx * k, 0))) {
    const at = { north: { x: place.at.x, y: 0 }, south: { x: place.at.x, y: board.heightIn }, west: { x: 0, y: place.at.y }, east: { x: board.widthIn, y: place.at.y } }[place.edge];
    // Up the west edge and down the east, as core draws them for print; upright along the north and south.
    const g = new Konva.Group({ x: at.x, y: at.y, rotation: place.rotateDeg, scaleX: k, scaleY: k, name: 'fixed-size edge-name', listening: false });
    const text = new Konva.Text({ text: place.text, fontSize: EDGE_NAME_PX, fontStyle: 'bold', fontFamily: 'DejaVu Sans, Arial, sans-serif', fill: '#34495e', stroke: '#ffffff', strokeWidth: 3, fillAfterStrokeEnabled: true, listening: false });
    text.offsetX(text.width() / 2);
    // West of the words' baseline lies the table on the west edge (turned −90°), and east of it on the east (90°): "below" the words in both.
    text.y(place.edge === 'south' ? -EDGE_NAME_INSET_PX - text.height() : EDGE_NAME_INSET_PX);
    g.add(text);
    layer.add(g);
  }
}

/** Set-up areas, objectives and the arrival schedule, into the scene's set-up layer. */
export function drawSetupOverlays(layer: Konva.Layer, model: OverlayModel): void {
  for (const area of model.map.setupAreas ?? []) {
    const ring = setupAreaRing(area, model.board);
    if (!ring) continue;
    const colour = colourOf(model, area.side);
    layer.add(new Konva.Line({ points: flat(ring), closed: true, fill: colour, opacity: 0.14, perfectDrawEnabled: false, listening: false }));
    layer.add(new Konva.Line({ points: flat(ring), closed: true, stroke: colour, strokeWidth: 2, dash: [8, 4], strokeScaleEnabled: false, perfectDrawEnabled: false, listening: false }));
    const name = area.label ?? `${model.sides.find((s) => s.id === area.side)?.name ?? area.side} set-up`;
    layer.add(keyed(`setup:${area.id}`, text(name, polygonCentroid(ring), { colour, bold: true, size: 13 })));
  }
  for (const o of model.map.objectives ?? []) {
    if (o.area) layer.add(new Konva.Line({ points: flat(o.area), closed: true, stroke: OBJECTIVE, strokeWidth: 1.5, dash: [4, 3], strokeScaleEnabled: false, listening: false }));
    const at = o.at ?? (o.area ? polygonCentroid(o.area) : undefined);
    if (!at) continue;
    const star = new Konva.Group({ x: at.x, y: at.y, name: 'fixed-size', listening: false });
    star.add(new Konva.Star({ numPoints: 5, innerRadius: 4, outerRadius: 10, fill: OBJECTIVE, stroke: '#ffffff', strokeWidth: 1.5 }));
    layer.add(star);
    const words = o.points === undefined ? o.name : `${o.name} (${o.points} VP)`;
    // Its name under the star, until the map's labels are placed together (scene.ts, arrangeLabels).
    layer.add(keyed(`objective:${o.id}`, text(words, { x: at.x, y: at.y + 0.95 }, { colour: OBJECTIVE, bold: true })));
  }
  for (const a of model.map.arrows ?? []) {
    const colour = a.side ? colourOf(model, a.side) : LABEL_INK;
    layer.add(new Konva.Arrow({ points: flat(a.points), stroke: colour, fill: colour, strokeWidth: 0.18, pointerLength: 0.6, pointerWidth: 0.6, opacity: 0.85, lineJoin: 'round', lineCap: 'round', listening: false, perfectDrawEnabled: false }));
    if (a.label) layer.add(keyed(`arrow:${a.id}`, text(a.label, a.points[Math.floor((a.points.length - 1) / 2)]!, { colour, bold: true, size: 12 })));
  }
  drawArrivals(layer, model);
}

/** A dummy marker's footprint: the same marker a hidden unit shows, so the other side cannot tell them apart. */
export function dummyCorners(model: OverlayModel, d: DummyMarker): Point[] {
  return standsOf({ kind: 'marker' }, { at: d.at, facingDeg: d.facingDeg, scale: model.scale, ...(model.map.standSizes ? { sizes: model.map.standSizes } : {}) })[0]!.corners;
}

/** Dummy markers, into a group of the units layer (hidden and locked with the units). */
export function drawDummies(group: Konva.Group, model: OverlayModel): void {
  group.destroyChildren();
  for (const d of model.map.dummies ?? []) {
    const colour = SIDE_STYLE[model.sides.find((s) => s.id === d.side)?.rulesSide ?? 'union'];
    const corners = dummyCorners(model, d);
    group.add(new Konva.Line({ points: flat(corners), closed: true, fill: '#f5f0e0', stroke: colour.stroke, strokeWidth: 1, strokeScaleEnabled: false, perfectDrawEnabled: false, listening: false }));
    group.add(new Konva.Line({ points: flat([corners[0]!, corners[1]!]), stroke: colour.fill, strokeWidth: 2, strokeScaleEnabled: false, perfectDrawEnabled: false, listening: false }));
  }
}

/** Beside each entrance (or edge, or point) where troops come on: who, and on which turn. */
function drawArrivals(layer: Konva.Layer, model: OverlayModel): void {
  // Entries are titled by the units that arrive, named from the side's order of battle as the map has it.
  const entries = (model.entries ?? []).map((e) => (e.orderOfBattle ? e : { ...e, orderOfBattle: model.sides.find((s) => s.id === e.id)?.orderOfBattle }));
  for (const p of arrivalPoints(model.board, entries)) {
    const colour = colourOf(model, p.side);
    const at = { x: Math.min(Math.max(p.at.x, 0), model.board.widthIn), y: Math.min(Math.max(p.at.y, 0), model.board.heightIn) };
    const g = new Konva.Group({ x: at.x, y: at.y, name: 'fixed-size arrival', listening: false });
    const body = new Konva.Text({ text: p.lines.join('\n'), fontSize: 11, fontFamily: 'DejaVu Sans, Arial, sans-serif', fill: '#ffffff', padding: 4, lineHeight: 1.25 });
    const w = body.width();
    const h = body.height();
    // The card sits inward of the edge the troops march on from, clear of the entrance's letter.
    const dx = p.edge === 'east' ? -w - 16 : p.edge === 'west' ? 16 : -w / 2;
    const dy = p.edge === 'south' ? -h - 16 : p.edge === 'north' ? 16 : -h / 2;
    g.add(new Konva.Rect({ x: dx, y: dy, width: w, height: h, fill: colour, opacity: 0.92, cornerRadius: 3, stroke: '#ffffff', strokeWidth: 1 }));
    body.position({ x: dx, y: dy });
    g.add(body);
    layer.add(g);
  }
}

/** Free labels (with their arrows) and each contour's level, into the scene's label layer. */
export function drawLabelOverlays(layer: Konva.Container, model: OverlayModel, shown: (layer: LayerId) => boolean): void {
  if (shown('contours')) {
    for (const c of model.map.contours ?? []) {
      const at = c.points[Math.floor(c.points.length / 2)]!;
      const words = `${c.label ? `${c.label} · ` : ''}level ${c.level}${c.crest ? ', crest' : ''}`;
      layer.add(keyed(`contour:${c.id}`, text(words, at, { colour: '#6b4b1e', size: 10, italic: true })));
    }
  }
  for (const l of model.map.labels ?? []) {
    if (l.arrowTo) layer.add(new Konva.Arrow({ points: flat([l.at, l.arrowTo]), stroke: LABEL_INK, fill: LABEL_INK, strokeWidth: 1.5, pointerLength: 0.5, pointerWidth: 0.4, strokeScaleEnabled: false, listening: false }));
    layer.add(keyed(`free:${l.id}`, text(l.text, l.at, { colour: LABEL_INK, size: 14, bold: true })));
  }
}

/**
 * The overlay under a table point: an objective's marker or a free label first (they are small), then
 * the outline of a set-up area or a contour within reach. Hidden or locked layers are skipped.
 */
export function overlayAt(model: OverlayModel, world: Point, ppi: number, usable: (layer: LayerId) => boolean): (OverlayHit & { point: boolean }) | undefined {
  const reach = 10 / ppi;
  if (usable('units')) {
    for (const d of [...(model.map.dummies ?? [])].reverse()) if (pointInPolygon(world, dummyCorners(model, d)) || distance(d.at, world) <= reach) return { list: 'dummies', id: d.id, point: true };
  }
  if (usable('labels')) {
    for (const l of [...(model.map.labels ?? [])].reverse()) if (distance(l.at, world) <= reach * 1.5) return { list: 'labels', id: l.id, point: true };
  }
  if (usable('setup')) {
    for (const o of [...(model.map.objectives ?? [])].reverse()) {
      const at = o.at ?? (o.area ? polygonCentroid(o.area) : undefined);
      if (at && distance(at, world) <= reach) return { list: 'objectives', id: o.id, point: true };
    }
  }
  const edge = 5 / ppi;
  if (usable('setup')) {
    for (const a of [...(model.map.setupAreas ?? [])].reverse()) {
      const ring = setupAreaRing(a, model.board);
      if (ring && distanceToPolyline(world, ring, true) <= edge) return { list: 'setupAreas', id: a.id, point: false };
    }
  }
  if (usable('setup')) {
    for (const a of [...(model.map.arrows ?? [])].reverse()) if (distanceToPolyline(world, a.points) <= edge * 2) return { list: 'arrows', id: a.id, point: false };
    for (const o of [...(model.map.objectives ?? [])].reverse()) if (o.area && distanceToPolyline(world, o.area, true) <= edge) return { list: 'objectives', id: o.id, point: false };
  }
  if (usable('contours')) {
    for (const c of [...(model.map.contours ?? [])].reverse()) {
      if (distanceToPolyline(world, c.points, contourClosed(c)) <= edge) return { list: 'contours', id: c.id, point: false };
    }
  }
  return undefined;
}

/** Outlines the picked overlay in the selection colour, into a group the editor owns. */
export function drawOverlayHighlight(group: Konva.Group, model: OverlayModel, hit: OverlayHit | undefined, ppi: number): void {
  group.destroyChildren();
  if (!hit) return;
  const style = { stroke: '#e67e22', strokeWidth: 2, dash: [6, 3], strokeScaleEnabled: false, listening: false };
  const r = 14 / ppi;
  const ring = (at: Point) => group.add(new Konva.Circle({ x: at.x, y: at.y, radius: r, ...style }));
  const handles = (points: readonly Point[] | undefined) => {
    const h = 7 / ppi;
    for (const p of points ?? []) group.add(new Konva.Rect({ x: p.x - h / 2, y: p.y - h / 2, width: h, height: h, fill: '#ffffff', stroke: '#e67e22', strokeWidth: 1.5, strokeScaleEnabled: false, listening: false }));
  };
  if (hit.list === 'setupAreas') {
    const a = model.map.setupAreas?.find((x) => x.id === hit.id);
    const points = a && setupAreaRing(a, model.board);
    if (points) group.add(new Konva.Line({ points: flat(points), closed: true, ...style }));
    if (a && !a.withinInOfEdge) handles(a.area);
  } else if (hit.list === 'contours') {
    const c = model.map.contours?.find((x) => x.id === hit.id);
    if (c) group.add(new Konva.Line({ points: flat(c.points), closed: contourClosed(c), ...style }));
    handles(c?.points);
  } else if (hit.list === 'objectives') {
    const o = model.map.objectives?.find((x) => x.id === hit.id);
    const at = o && (o.at ?? (o.area ? polygonCentroid(o.area) : undefined));
    if (at) ring(at);
    if (o?.area) {
      group.add(new Konva.Line({ points: flat(o.area), closed: true, ...style }));
      handles(o.area);
    }
  } else if (hit.list === 'arrows') {
    const a = model.map.arrows?.find((x) => x.id === hit.id);
    if (a) group.add(new Konva.Line({ points: flat(a.points), ...style }));
    handles(a?.points);
  } else if (hit.list === 'dummies') {
    const d = model.map.dummies?.find((x) => x.id === hit.id);
    if (d) group.add(new Konva.Line({ points: flat(dummyCorners(model, d)), closed: true, ...style }));
  } else {
    const l = model.map.labels?.find((x) => x.id === hit.id);
    if (l) ring(l.at);
  }
}

/** The outline of a picked item whose corners can be dragged: a drawn set-up area or objective area, a contour, an arrow. */
export function editableOutline(model: OverlayModel, hit: OverlayHit | undefined): readonly Point[] | undefined {
  if (!hit) return undefined;
  if (hit.list === 'setupAreas') {
    const a = model.map.setupAreas?.find((x) => x.id === hit.id);
    return a?.withinInOfEdge ? undefined : a?.area;
  }
  if (hit.list === 'objectives') return model.map.objectives?.find((x) => x.id === hit.id)?.area;
  if (hit.list === 'contours') return model.map.contours?.find((x) => x.id === hit.id)?.points;
  if (hit.list === 'arrows') return model.map.arrows?.find((x) => x.id === hit.id)?.points;
  return undefined;
}

/** Whether an item's outline closes on itself (its last corner joins its first). */
export function outlineClosed(model: OverlayModel, hit: OverlayHit): boolean {
  if (hit.list === 'arrows') return false;
  if (hit.list === 'contours') {
    const c = model.map.contours?.find((x) => x.id === hit.id);
    return c ? contourClosed(c) : true;
  }
  return true;
}
