/**
 * Where the map's names go, so they read: every label inside the board, none over another, the less
 * important giving way to the more (the designer's own labels, then places, then units), and kept off
 * the stands where another place nearby will do. A label that finds no room at this size is left out:
 * zoomed in, or printed larger, it comes back. The screen (renderer/src/views/map/canvas), the SVG
 * renderer and the print sheets (core/map/render/svg.ts) all place their labels here, so a name that
 * reads on screen reads on paper.
 *
 * Sizes are in board inches: the caller turns its own unit (pixels on screen, points on paper) into
 * inches with its scale before asking.
 */
import RBush from 'rbush';
import type { Board, TabletopMap } from '../model/scenario.generated';
import { placementKey } from '../model/keys';
import { entrancePositions, intersectionPointsOf, setupAreaRing } from './board';
import { polygonCentroid, type Box, type Point } from './geometry';
import type { LayerId } from './render/styles';

/** How a label gives way: a lower rank is placed first and keeps its place. */
export const LABEL_RANKS = {
  /** The designer's own labels, set-up area names, objectives: placed where they were put, never left out. */
  fixed: 0,
  /** Names of terrain features (a ridge, a wood, a road). */
  place: 1,
  /** Names of units under their stands. */
  unit: 2,
} as const;
export type LabelRank = keyof typeof LABEL_RANKS;

export interface LabelRequest {
  /** Whose label it is (a feature's or a unit's id), to find the placement again. */
  key: string;
  text: string;
  /** Font size in board inches. */
  size: number;
  rank: LabelRank;
  /**
   * Where the label's centre may go, the best first (a unit's name under its stands, then over them).
   * A fixed label takes the first, moved only to come inside the board.
   */
  at: readonly Point[];
  /** The text's width in board inches, where the caller has measured it (the screen does); else estimated from its letters. */
  width?: number;
}

export interface PlacedLabel {
  key: string;
  text: string;
  size: number;
  rank: LabelRank;
  /** The centre of the text's box. */
  centre: Point;
  /** Where an SVG `<text>` with `text-anchor: middle` puts its baseline for that centre. */
  baseline: Point;
  box: Box;
}

/**
 * The width of a line of text in DejaVu Sans (the font Muster prints with, and the screen's first
 * choice) as a share of its size: the mean advance of its letters in ordinary names is 0.55–0.6 em.
 */
const ADVANCE_EM = 0.6;
/** The height of a line's box, ascender to descender, as a share of its size. */
const LINE_EM = 1.15;
/** From the box's centre down to the baseline, as a share of the size. */
const BASELINE_EM = 0.35;

/** The box a line of text takes around its centre (`width` in inches where it was measured). */
export function labelBox(text: string, size: number, centre: Point, width?: number): Box {
  const halfW = (width ?? text.length * size * ADVANCE_EM) / 2;
  const halfH = (size * LINE_EM) / 2;
  return { minX: centre.x - halfW, minY: centre.y - halfH, maxX: centre.x + halfW, maxY: centre.y + halfH };
}

/** Moves a box inside the board, if it fits there at all. */
function inside(box: Box, board: { widthIn: number; heightIn: number }): { dx: number; dy: number } | undefined {
  const w = box.maxX - box.minX;
  const h = box.maxY - box.minY;
  if (w > board.widthIn || h > board.heightIn) return undefined;
  const dx = box.minX < 0 ? -box.minX : box.maxX > board.widthIn ? board.widthIn - box.maxX : 0;
  const dy = box.minY < 0 ? -box.minY : box.maxY > board.heightIn ? board.heightIn - box.maxY : 0;
  return { dx, dy };
}

/**
 * The places a label tries around each of its points, nearest first: the point itself, then a line,
 * two and three lines above and below (a label clears a brigade's line that way), then a label's width
 * to either side.
 */
function nudges(text: string, size: number, measured?: number): Point[] {
  const line = size * LINE_EM;
  const width = measured ?? text.length * size * ADVANCE_EM;
  const spots: Point[] = [{ x: 0, y: 0 }];
  for (const k of [1, 2, 3]) spots.push({ x: 0, y: -k * line }, { x: 0, y: k * line });
  spots.push({ x: -width, y: 0 }, { x: width, y: 0 });
  return spots;
}

/**
 * Places the labels on a board of `board` inches. `obstacles` are what a label should rather not cover
 * (stands): a place or unit label takes a spot off them when one of its spots is free, and covers them
 * only when none is. `markers` (the board's numbered points and lettered entrances) are never covered by
 * a place or unit label. Returns the labels placed, in rank order; the others found no room.
 */
export function placeLabels(requests: readonly LabelRequest[], board: { widthIn: number; heightIn: number }, obstacles: readonly Box[] = [], markers: readonly Box[] = []): PlacedLabel[] {
  const taken = new RBush<Box>();
  taken.load(markers.map((b) => ({ ...b })));
  const covered = new RBush<Box>();
  covered.load(obstacles.map((b) => ({ ...b })));
  const ordered = [...requests].sort((a, b) => LABEL_RANKS[a.rank] - LABEL_RANKS[b.rank]);
  const placed: PlacedLabel[] = [];
  for (const request of ordered) {
    if (!request.text || request.at.length === 0 || !(request.size > 0)) continue;
    const spots: Box[] = [];
    const tries = request.rank === 'fixed' ? [request.at[0]!] : request.at;
    const offsets = request.rank === 'fixed' ? [{ x: 0, y: 0 }] : nudges(request.text, request.size, request.width);
    for (const at of tries) {
      for (const o of offsets) {
        const box = labelBox(request.text, request.size, { x: at.x + o.x, y: at.y + o.y }, request.width);
        const shift = inside(box, board);
        if (shift) spots.push({ minX: box.minX + shift.dx, minY: box.minY + shift.dy, maxX: box.maxX + shift.dx, maxY: box.maxY + shift.dy });
      }
    }
    const free = (b: Box) => !taken.collides(b);
    const clear = (b: Box) => free(b) && !covered.collides(b);
    const box = request.rank === 'fixed' ? spots[0] : (spots.find(clear) ?? spots.find(free));
    if (!box) continue;
    taken.insert(box);
    const centre = { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
    placed.push({ key: request.key, text: request.text, size: request.size, rank: request.rank, centre, baseline: { x: centre.x, y: centre.y + request.size * BASELINE_EM }, box });
  }
  return placed;
}

/** Each kind of map label's size in board inches (on screen: its pixels over the zoom's pixels an inch). */
export interface MapLabelSizes {
  place: number;
  unit: number;
  free: number;
  area: number;
}

/**
 * Where the map's names want to go, for the screen and for paper alike: where the designer put them, places at their middle, units under (or over) their stands.
 * Keys: `feature:<id>`, `unit:` and the placement key (core/model/keys.ts), and for the fixed ones `setup:`, `objective:`, `free:`, `arrow:`.
 */
export function mapLabelRequests(
  map: TabletopMap,
  board: Board,
  layers: ReadonlySet<LayerId>,
  sideIds: ReadonlySet<string>,
  units: ReadonlyArray<{ placement: { side: string; unit: string }; name: string; box: { minX: number; minY: number; maxX: number; maxY: number } }>,
  sizes: MapLabelSizes,
): LabelRequest[] {
  // A fixed label is drawn by its own group; it is asked for here so the others keep off it. Its centre sits above its baseline.
  const fixed = (key: string, text: string | undefined, size: number, baseline: Point): LabelRequest[] =>
    text ? [{ key, text, size, rank: 'fixed', at: [{ x: baseline.x, y: baseline.y - size * 0.35 }] }] : [];
  const requests: LabelRequest[] = [];
  if (layers.has('setup')) {
    for (const a of (map.setupAreas ?? []).filter((x) => sideIds.has(x.side))) {
      const ring = setupAreaRing(a, board);
      if (ring) requests.push(...fixed(`setup:${a.id}`, a.label, sizes.area, polygonCentroid(ring)));
    }
    for (const o of map.objectives ?? []) {
      const at = o.at ?? (o.area ? polygonCentroid(o.area) : undefined);
      if (at) requests.push(...fixed(`objective:${o.id}`, o.name, sizes.place, { x: at.x, y: at.y + 0.95 }));
    }
  }
  if (layers.has('labels')) {
    for (const l of map.labels ?? []) requests.push(...fixed(`free:${l.id}`, l.text, sizes.free, l.at));
    for (const a of (map.arrows ?? []).filter((x) => x.side === undefined || sideIds.has(x.side))) {
      const mid = a.points[Math.floor((a.points.length - 1) / 2)]!;
      requests.push(...fixed(`arrow:${a.id}`, a.label, sizes.free, { x: mid.x, y: mid.y - 0.3 }));
    }
    for (const f of map.features) {
      if (!f.label) continue;
      const at = f.shape === 'polygon' ? polygonCentroid(f.points) : f.points[Math.floor(f.points.length / 2)]!;
      requests.push({ key: `feature:${f.id}`, text: f.label, size: sizes.place, rank: 'place', at: [at] });
    }
  }
  for (const u of units) {
    if (!u.name) continue;
    const x = (u.box.minX + u.box.maxX) / 2;
    const gap = sizes.unit * 0.7;
    requests.push({ key: `unit:${placementKey(u.placement)}`, text: u.name, size: sizes.unit, rank: 'unit', at: [{ x, y: u.box.maxY + gap }, { x, y: u.box.minY - gap }] });
  }
  return requests;
}

/**
 * The boxes of the board's numbered points and lettered entrances, `half` inches each way from their
 * centres (an entrance's pulled `inset` inches inside the board, where its marker is drawn).
 */
export function boardMarkerBoxes(board: Board, half: number, inset: number): Box[] {
  const around = (p: Point): Box => ({ minX: p.x - half, minY: p.y - half, maxX: p.x + half, maxY: p.y + half });
  const points = intersectionPointsOf(board).map((p) => around(p.at));
  const entrances = entrancePositions(board).map(({ at }) => around({ x: Math.min(Math.max(at.x, inset), board.widthIn - inset), y: Math.min(Math.max(at.y, inset), board.heightIn - inset) }));
  return [...points, ...entrances];
}
