/**
 * How a brigade dropped on the table deploys: in battle line, its regiments and batteries side by side
 * across its front, facing the enemy on the table (else the board side of the set-up area it was
 * dropped in, else across the table), its leaders out of the line and behind their command, as a player
 * sets a brigade out at the start of a game; dropped in its side's set-up area, it stays inside it.
 */
import type { Board, Formation, TabletopMap, TabletopPlacement } from '../model/scenario.generated';
import { placementKey } from '../model/keys';
import { setupAreaRing } from './board';
import { normaliseDegrees, pointInPolygon, roundInches, roundPoint, type Point } from './geometry';

/** A unit or leader to deploy, with its frontage in its formation; a leader's formation is `any`. */
export interface DeployingUnit {
  side: string;
  unit: string;
  frontIn: number;
  formation: Formation;
}

/** A leader's placement stands in no formation: that is how a placement says it is a leader's. */
export const isLeaderPlacement = (p: { formation: Formation }): boolean => p.formation === 'any';

/**
 * How far behind the middle of its line a leader stands: clear of the deepest stand in the line (a
 * limbered battery, about an inch and a half at 15mm) yet close enough to be seen as the line's own.
 */
export const LEADER_BEHIND_IN = 2;
/** The gap between units side by side in a line, as the Line up tool leaves it. */
export const LINE_GAP_IN = 0.5;

/** The facing (whole degrees clockwise from north, as a designer types it) of a look from `from` towards `to`. */
export const facingTowards = (from: Point, to: Point): number => Math.round(normaliseDegrees((Math.atan2(to.x - from.x, from.y - to.y) * 180) / Math.PI)) % 360;

/** The facing away from a table edge, into the table. */
const AWAY_FROM_EDGE = { north: 180, south: 0, west: 90, east: 270 } as const;

/** The square facing nearest a look from `from` towards `to`: a brigade sets out square to the table, as a player lines it up. */
const squarelyTowards = (from: Point, to: Point): number => (Math.round(facingTowards(from, to) / 90) * 90) % 360;

/** The set-up area of `side` that `at` lies in, as its ring of corners; undefined when it lies in none. */
export function setupAreaAt(input: { board: Board; map: Pick<TabletopMap, 'setupAreas'>; side: string; at: Point }): { ring: Point[]; edge?: keyof typeof AWAY_FROM_EDGE } | undefined {
  for (const area of input.map.setupAreas ?? []) {
    if (area.side !== input.side) continue;
    const ring = setupAreaRing(area, input.board);
    if (ring && ring.length >= 3 && pointInPolygon(input.at, ring)) return { ring, edge: area.withinInOfEdge?.edge };
  }
  return undefined;
}

/**
 * Which way units dropped at `at` for `side` face, always square to the table: in a set-up area of the
 * side along an edge, away from that edge, and in one drawn as an outline, from its middle towards the
 * middle of the table (the side's own ground says where its front is); else towards the enemy already
 * on the table; else towards the far side of the table, squarely across it, as a player sets up facing
 * the other end of the table. A look at the enemy's middle is squared to the nearest side of the table:
 * a diagonal facing (a brigade at 34°) is no facing a player gives a brigade at set-up.
 */
export function deployFacing(input: { board: Board; map: Pick<TabletopMap, 'units' | 'setupAreas'>; side: string; at: Point }): number {
  const { board, map, side, at } = input;
  const centre = { x: board.widthIn / 2, y: board.heightIn / 2 };
  const area = setupAreaAt(input);
  if (area?.edge) return AWAY_FROM_EDGE[area.edge];
  if (area) {
    const middle = { x: area.ring.reduce((s, p) => s + p.x, 0) / area.ring.length, y: area.ring.reduce((s, p) => s + p.y, 0) / area.ring.length };
    if (Math.hypot(centre.x - middle.x, centre.y - middle.y) > 0.01) return squarelyTowards(middle, centre);
  }
  const enemy = (map.units ?? []).filter((u) => u.side !== side);
  if (enemy.length > 0) {
    const middle = { x: enemy.reduce((s, u) => s + u.at.x, 0) / enemy.length, y: enemy.reduce((s, u) => s + u.at.y, 0) / enemy.length };
    if (Math.hypot(middle.x - at.x, middle.y - at.y) > 0.01) return squarelyTowards(at, middle);
  }
  // Squarely towards the far side: across the table's depth, or its width when dropped nearer an end.
  const dx = (centre.x - at.x) / board.widthIn;
  const dy = (centre.y - at.y) / board.heightIn;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 90 : 270;
  return dy < 0 ? 0 : 180;
}

/** How far a drop's line may be slid to fit its set-up area, and in what steps (inches). */
const FIT_REACH_IN = 24;
const FIT_STEP_IN = 0.25;

/**
 * Units dropped in a set-up area of their side stay in it: the line as `battleLine` stands it, slid the
 * least distance that puts each unit's front (both ends of it) and each leader inside the area. A line
 * too long for the area stands where it was dropped (the area's check then names the units outside).
 */
export function keepInArea(placed: readonly TabletopPlacement[], frontOf: (p: TabletopPlacement) => number, ring: readonly Point[]): TabletopPlacement[] {
  const ends = placed.flatMap((p) => {
    const rad = (p.facingDeg * Math.PI) / 180;
    const half = frontOf(p) / 2;
    const right = { x: Math.cos(rad) * half, y: Math.sin(rad) * half };
    return [{ x: p.at.x - right.x, y: p.at.y - right.y }, p.at, { x: p.at.x + right.x, y: p.at.y + right.y }];
  });
  const fits = (dx: number, dy: number) => ends.every((q) => pointInPolygon({ x: q.x + dx, y: q.y + dy }, ring));
  if (fits(0, 0)) return [...placed];
  for (let r = FIT_STEP_IN; r <= FIT_REACH_IN; r += FIT_STEP_IN) {
    // The nearest fit first, and at one distance a slide square to the table (straight in from the
    // area's edge, or along it) before one between.
    const steps = Math.max(8, 4 * Math.ceil((Math.PI * r) / (2 * FIT_STEP_IN)));
    const order = Array.from({ length: steps }, (_, i) => i).sort((a, b) => (a % (steps / 4) === 0 ? 0 : 1) - (b % (steps / 4) === 0 ? 0 : 1));
    for (const i of order) {
      const a = (2 * Math.PI * i) / steps;
      const dx = Math.cos(a) * r;
      const dy = Math.sin(a) * r;
      if (fits(dx, dy)) return placed.map((p) => ({ ...p, at: roundPoint({ x: p.at.x + dx, y: p.at.y + dy }) }));
    }
  }
  return [...placed];
}

/**
 * The placements of units dropped at `at` for their side: in battle line facing as `deployFacing` says,
 * and, dropped in a set-up area of their side, inside it (`keepInArea`).
 */
export function deployDrop(items: readonly DeployingUnit[], at: Point, table: { board: Board; map: Pick<TabletopMap, 'units' | 'setupAreas'> }): TabletopPlacement[] {
  if (items.length === 0) return [];
  const side = items[0]!.side;
  const line = battleLine(items, at, deployFacing({ ...table, side, at }));
  const area = setupAreaAt({ ...table, side, at });
  if (!area) return line;
  const fronts = new Map(items.map((u) => [placementKey(u), isLeaderPlacement(u) ? 0 : u.frontIn]));
  return keepInArea(line, (p) => fronts.get(placementKey(p)) ?? 0, area.ring);
}

/**
 * The units in battle line centred on `at`, facing `facingDeg`: side by side left to right in the
 * order given, `LINE_GAP_IN` apart; the leaders out of the line, side by side `LEADER_BEHIND_IN` behind
 * its middle.
 */
export function battleLine(items: readonly DeployingUnit[], at: Point, facingDeg: number): TabletopPlacement[] {
  const rad = (facingDeg * Math.PI) / 180;
  const ahead = { x: Math.sin(rad), y: -Math.cos(rad) };
  const right = { x: Math.cos(rad), y: Math.sin(rad) };
  const row = (units: readonly DeployingUnit[], from: Point): TabletopPlacement[] => {
    const width = units.reduce((s, u) => s + u.frontIn, 0) + LINE_GAP_IN * Math.max(0, units.length - 1);
    let along = -width / 2;
    return units.map((u) => {
      const centre = along + u.frontIn / 2;
      along += u.frontIn + LINE_GAP_IN;
      return { side: u.side, unit: u.unit, at: roundPoint({ x: from.x + right.x * centre, y: from.y + right.y * centre }), facingDeg: roundInches(facingDeg), formation: u.formation };
    });
  };
  const line = items.filter((u) => !isLeaderPlacement(u));
  const leaders = items.filter((u) => isLeaderPlacement(u));
  const behind = line.length > 0 ? { x: at.x - ahead.x * LEADER_BEHIND_IN, y: at.y - ahead.y * LEADER_BEHIND_IN } : at;
  const placed = new Map([...row(line, at), ...row(leaders, behind)].map((p) => [placementKey(p), p]));
  // In the order the drop carried them, so the new placements list as the order of battle does.
  return items.map((u) => placed.get(placementKey(u))!);
}
