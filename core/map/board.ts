/**
 * The ADF table: a grid of board squares (12, 18 or 24 inches by figure scale, B:2038–2041), numbered
 * intersection points where four squares meet, and lettered road entrances at the edges (B:2130–2142).
 *
 * The book's generic board is a picture; its layout is inferred from every reference the text makes to
 * it (digest §6.3, recorded in docs/rules-notes): 5 squares wide and 8 deep, with 28 intersection points
 * in 7 rows of 4, numbered 01–28 left to right from the north. A scenario fought over part of it names
 * that part by its points ("battlespace 04-08"), and its own board keeps the numbers of the points on
 * it, which is why a scenario's `intersectionPoints` win over the numbering made here.
 */
import type { Board, Edge, IntersectionPoint, MapPoint, RoadEntrance, SetupArea } from '../model/scenario.generated';
import { MAX_TABLE_IN, POINT_RANGE_IN } from '../model/limits';
import { BOARD_SQUARE } from '../rules/adf/scales';
import type { FigureScale } from '../model/words';
import type { Box, Point } from './geometry';

export const GENERIC_BOARD = { source: 'digest §6.3 (B:2130–2142, B:2212, B:2244, B:2280, B:2306, B:2333)', squaresWide: 5, squaresDeep: 8 } as const;

/** The board square of a figure scale, in inches. */
export const squareInchesFor = (scale: FigureScale): number => BOARD_SQUARE[scale].inches;

export interface BoardSquare {
  column: number;
  row: number;
  box: Box;
}

/** The square side a board uses: its own, else what fits its squares across, else none. */
export function squareSideOf(board: Board): number | undefined {
  if (board.squareIn) return board.squareIn;
  if (board.squaresWide) return board.widthIn / board.squaresWide;
  return undefined;
}

/** Every whole or partial square of the board, row by row from the north-west. */
export function boardSquares(board: Board): BoardSquare[] {
  const side = squareSideOf(board);
  if (!side) return [];
  const columns = board.squaresWide ?? Math.ceil(board.widthIn / side - 1e-9);
  const rows = board.squaresDeep ?? Math.ceil(board.heightIn / side - 1e-9);
  const squares: BoardSquare[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      squares.push({
        column,
        row,
        box: { minX: column * side, minY: row * side, maxX: Math.min((column + 1) * side, board.widthIn), maxY: Math.min((row + 1) * side, board.heightIn) },
      });
    }
  }
  return squares;
}

/** "01", "02", … "28": the book writes intersection points with two digits. */
export const pointNumber = (n: number): string => String(n).padStart(2, '0');

/**
 * The numbered points of a board: the scenario's own when it lists them (they keep the generic board's
 * numbers), otherwise the corners where four of its squares meet, numbered left to right from the north.
 */
export function intersectionPointsOf(board: Board): IntersectionPoint[] {
  if (board.intersectionPoints?.length) return board.intersectionPoints;
  const side = squareSideOf(board);
  if (!side) return [];
  const columns = (board.squaresWide ?? Math.floor(board.widthIn / side + 1e-9)) - 1;
  const rows = (board.squaresDeep ?? Math.floor(board.heightIn / side + 1e-9)) - 1;
  const points: IntersectionPoint[] = [];
  for (let r = 1; r <= rows; r++) for (let c = 1; c <= columns; c++) points.push({ id: pointNumber((r - 1) * columns + c), at: { x: c * side, y: r * side } });
  return points;
}

/**
 * The part of the generic board a battlespace names: the squares around each of its points, as one
 * box in the generic board's inches (B:2132: one point is 2 × 2 squares, two adjacent points 2 × 3).
 * Undefined when a point is not on the generic board.
 */
export function battlespaceBox(points: readonly string[], scale: FigureScale): Box | undefined {
  const side = squareInchesFor(scale);
  const generic = intersectionPointsOf({ widthIn: GENERIC_BOARD.squaresWide * side, heightIn: GENERIC_BOARD.squaresDeep * side, squareIn: side, squaresWide: GENERIC_BOARD.squaresWide, squaresDeep: GENERIC_BOARD.squaresDeep });
  const found = points.map((id) => generic.find((p) => p.id === id.padStart(2, '0')));
  if (found.length === 0 || found.some((p) => !p)) return undefined;
  const at = found.map((p) => p!.at);
  return {
    minX: Math.min(...at.map((p) => p.x)) - side,
    minY: Math.min(...at.map((p) => p.y)) - side,
    maxX: Math.max(...at.map((p) => p.x)) + side,
    maxY: Math.max(...at.map((p) => p.y)) + side,
  };
}

/**
 * Where a lettered entrance is drawn: its distance along its edge, else spread along its edge in letter
 * order (a scenario often names an entrance and its edge before anyone has measured where the road meets it).
 */
export function entrancePositions(board: Board): Array<{ entrance: RoadEntrance; at: Point }> {
  const entrances = board.roadEntrances ?? [];
  const byEdge = new Map<Edge, RoadEntrance[]>();
  for (const e of entrances) if (e.alongIn === undefined) byEdge.set(e.edge, [...(byEdge.get(e.edge) ?? []), e]);
  return entrances.map((entrance) => {
    if (entrance.alongIn !== undefined) return { entrance, at: pointAlongEdge(board, entrance.edge, entrance.alongIn) };
    const onEdge = byEdge.get(entrance.edge)!;
    const t = (onEdge.indexOf(entrance) + 1) / (onEdge.length + 1);
    return { entrance, at: pointOnEdge(board, entrance.edge, t) };
  });
}

/** The point `alongIn` inches along an edge, from its northern end (west and east) or its western end (north and south), kept on the table. */
export function pointAlongEdge(board: Pick<Board, 'widthIn' | 'heightIn'>, edge: Edge, alongIn: number): Point {
  const length = edgeLength(board, edge);
  return pointOnEdge(board, edge, length > 0 ? Math.min(Math.max(alongIn, 0), length) / length : 0);
}

/** How long an edge is: the table's width for the north and south edges, its depth for the west and east. */
export const edgeLength = (board: Pick<Board, 'widthIn' | 'heightIn'>, edge: Edge): number => (edge === 'north' || edge === 'south' ? board.widthIn : board.heightIn);

/** The point a fraction `t` along an edge, from its western or northern end. */
export function pointOnEdge(board: Pick<Board, 'widthIn' | 'heightIn'>, edge: Edge, t: number): Point {
  switch (edge) {
    case 'north':
      return { x: board.widthIn * t, y: 0 };
    case 'south':
      return { x: board.widthIn * t, y: board.heightIn };
    case 'west':
      return { x: 0, y: board.heightIn * t };
    case 'east':
      return { x: board.widthIn, y: board.heightIn * t };
  }
}

/** Whether a point lies on an edge of the table, to a tenth of an inch. */
export function isOnEdge(board: Pick<Board, 'widthIn' | 'heightIn'>, edge: Edge, p: Point): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.1;
  return edge === 'north' ? near(p.y, 0) : edge === 'south' ? near(p.y, board.heightIn) : edge === 'west' ? near(p.x, 0) : near(p.x, board.widthIn);
}

/**
 * The board's numbered points and lettered entrances that lie on an edge, in order along it from its
 * western or northern end: the places an entry "on the west edge between points 07 and 11" names.
 */
export function placesOnEdge(board: Board, edge: Edge): Array<{ name: string; at: Point }> {
  const along = (p: Point) => (edge === 'north' || edge === 'south' ? p.x : p.y);
  return [
    ...intersectionPointsOf(board).map((p) => ({ name: p.id, at: p.at })),
    ...entrancePositions(board).map((e) => ({ name: e.entrance.letter, at: e.at })),
  ]
    .filter((p) => isOnEdge(board, edge, p.at))
    .sort((a, b) => along(a.at) - along(b.at));
}

/** The band within `distanceIn` of an edge, as a box (a set-up area "within 6 inches of the north edge"). */
export function edgeBand(board: Board, edge: Edge, distanceIn: number): Box {
  const d = Math.min(distanceIn, edge === 'north' || edge === 'south' ? board.heightIn : board.widthIn);
  switch (edge) {
    case 'north':
      return { minX: 0, minY: 0, maxX: board.widthIn, maxY: d };
    case 'south':
      return { minX: 0, minY: board.heightIn - d, maxX: board.widthIn, maxY: board.heightIn };
    case 'west':
      return { minX: 0, minY: 0, maxX: d, maxY: board.heightIn };
    case 'east':
      return { minX: board.widthIn - d, minY: 0, maxX: board.widthIn, maxY: board.heightIn };
  }
}

/** Whether a point is on the table (edges included). */
export const onBoard = (board: Board, p: Point): boolean => p.x >= 0 && p.y >= 0 && p.x <= board.widthIn && p.y <= board.heightIn;

/**
 * The table for a map that has no board of its own (a map file): from the corner to the next whole
 * inch past everything drawn on it, at least a foot square so an empty map still has room to draw.
 */
/**
 * The board as it is drawn, printed and exported: its size held to the largest table (core/model/limits.ts),
 * whatever a caller sends, so the work of drawing it is bounded by the table and never by a number in a file.
 */
export function boundedBoard<B extends { widthIn: number; heightIn: number }>(board: B): B {
  const side = (v: number): number => (Number.isFinite(v) && v > 0 ? Math.min(v, MAX_TABLE_IN) : 1);
  const widthIn = side(board.widthIn);
  const heightIn = side(board.heightIn);
  return widthIn === board.widthIn && heightIn === board.heightIn ? board : { ...board, widthIn, heightIn };
}

export function boardCovering(map: { features: ReadonlyArray<{ points: readonly Point[] }>; contours?: ReadonlyArray<{ points: readonly Point[] }>; units?: ReadonlyArray<{ at: Point }> }): Board {
  let maxX = 12;
  let maxY = 12;
  // Only what could lie on a table: a point past the largest (refused by the schema) never makes the board.
  const visit = (p: Point) => {
    if (p.x > maxX && p.x <= POINT_RANGE_IN.max) maxX = p.x;
    if (p.y > maxY && p.y <= POINT_RANGE_IN.max) maxY = p.y;
  };
  for (const f of map.features) f.points.forEach(visit);
  for (const c of map.contours ?? []) c.points.forEach(visit);
  for (const u of map.units ?? []) visit(u.at);
  return boundedBoard({ widthIn: Math.ceil(maxX), heightIn: Math.ceil(maxY) });
}

/**
 * The ground a set-up area covers: its band along an edge when it has one (the editor draws that, and
 * making an area a band drops its drawn outline), else its drawn outline. The map editor, the print and
 * export renderers, the deployment sheet and the table's checks all ask here, so they agree.
 */
export function setupAreaRing(area: SetupArea, board: Board): MapPoint[] | undefined {
  if (area.withinInOfEdge) {
    const b = edgeBand(board, area.withinInOfEdge.edge, area.withinInOfEdge.distanceIn);
    return [
      { x: b.minX, y: b.minY },
      { x: b.maxX, y: b.minY },
      { x: b.maxX, y: b.maxY },
      { x: b.minX, y: b.maxY },
    ];
  }
  return area.area;
}

/** Where a table edge's name is written: its centre, turned to run along its edge, and the room it takes. */
export interface EdgeNamePlace {
  edge: Edge;
  text: string;
  /** The middle of the name, in board inches. */
  at: Point;
  /** 0 along the north and south edges; −90 up the west edge and 90 down the east, read from outside the table. */
  rotateDeg: number;
  box: Box;
}

/** The mean advance of a letter, as a share of the font size (as the label placer estimates it). */
const EDGE_NAME_ADVANCE_EM = 0.6;

/**
 * The names the scenario gives its table edges (`board.edges`, typed on the Board page) written just inside
 * each edge, as a club marks "toward Ely Ford" on its table: along the edge, at its middle, or a little to
 * either side where a point or an entrance marker stands there (`keepOff`). The map editor, the SVG
 * export, the 1:1 print and the deployment sheet all place them here.
 */
export function edgeNamePlaces(board: Board, sizeIn: number, keepOff: readonly Box[] = []): EdgeNamePlace[] {
  const out: EdgeNamePlace[] = [];
  const inset = sizeIn * 0.9;
  for (const edge of ['north', 'south', 'west', 'east'] as const) {
    const text = board.edges?.[edge]?.trim();
    if (!text) continue;
    const length = Math.min(text.length * EDGE_NAME_ADVANCE_EM * sizeIn, edgeLength(board, edge) * 0.9);
    const along = edge === 'north' || edge === 'south';
    const placeAt = (t: number): { at: Point; box: Box } => {
      const at = along ? { x: board.widthIn * t, y: edge === 'north' ? inset : board.heightIn - inset } : { x: edge === 'west' ? inset : board.widthIn - inset, y: board.heightIn * t };
      const [w, h] = along ? [length, sizeIn * 1.2] : [sizeIn * 1.2, length];
      return { at, box: { minX: at.x - w / 2, minY: at.y - h / 2, maxX: at.x + w / 2, maxY: at.y + h / 2 } };
    };
    const clear = (b: Box) => keepOff.every((k) => k.maxX <= b.minX || b.maxX <= k.minX || k.maxY <= b.minY || b.maxY <= k.minY);
    const spot = [0.5, 0.4, 0.6, 0.3, 0.7, 0.25, 0.75].map(placeAt).find((p) => clear(p.box)) ?? placeAt(0.5);
    out.push({ edge, text, at: spot.at, rotateDeg: edge === 'west' ? -90 : edge === 'east' ? 90 : 0, box: spot.box });
  }
  return out;
}
