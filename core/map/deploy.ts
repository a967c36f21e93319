/**
 * How a brigade dropped on the table deploys: in battle line, its regiments and batteries side by side
 * across its front, facing the enemy on the table (else the board side of the set-up area it was
 * dropped in, else across the table), its leaders out of the line and behind their command, as a player
 * sets a brigade out at the start of a game.
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

/**
 * Which way units dropped at `at` for `side` face: towards the middle of the enemy already on the table;
 * else, in a set-up area of the side along an edge, away from that edge, and in one drawn as an outline,
 * from its middle towards the middle of the table; else towards the far side of the table, squarely
 * across it, as a player sets up facing the other end of the table.
 */
export function deployFacing(input: { board: Board; map: Pick<TabletopMap, 'units' | 'setupAreas'>; side: string; at: Point }): number {
  const { board, map, side, at } = input;
  const enemy = (map.units ?? []).filter((u) => u.side !== side);
  if (enemy.length > 0) {
    const middle = { x: enemy.reduce((s, u) => s + u.at.x, 0) / enemy.length, y: enemy.reduce((s, u) => s + u.at.y, 0) / enemy.length };
    if (Math.hypot(middle.x - at.x, middle.y - at.y) > 0.01) return facingTowards(at, middle);
  }
  const centre = { x: board.widthIn / 2, y: board.heightIn / 2 };
  for (const area of map.setupAreas ?? []) {
    if (area.side !== side) continue;
    const ring = setupAreaRing(area, board);
    if (!ring || ring.length < 3 || !pointInPolygon(at, ring)) continue;
    if (area.withinInOfEdge) return AWAY_FROM_EDGE[area.withinInOfEdge.edge];
    const middle = { x: ring.reduce((s, p) => s + p.x, 0) / ring.length, y: ring.reduce((s, p) => s + p.y, 0) / ring.length };
    if (Math.hypot(centre.x - middle.x, centre.y - middle.y) > 0.01) return facingTowards(middle, centre);
  }
  // Squarely towards the far side: across the table's depth, or its width when dropped nearer an end.
  const dx = (centre.x - at.x) / board.widthIn;
  const dy = (centre.y - at.y) / board.heightIn;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 90 : 270;
  return dy < 0 ? 0 : 180;
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
