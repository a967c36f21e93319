/**
 * Where a side's opponent goes: read from the scenario's victory conditions. A side that must clear, hold
 * or get beyond ground goes for it (one objective area of an "any of" condition, the one the enemy holds
 * least at the start); a side that wins by losses goes for the nearest enemy; a side that wins only when
 * the other fails (the scenario's fallback winner) has nowhere to go and defends where it stands.
 */
import { closestOnSegment, pointInPolygon, polygonCentroid, type Point } from '../map/geometry';
import { unitState, type Playtest, type PlaytestGround } from '../playtest';
import type { PreviewTable, TableUnit } from '../preview/adf';
import type { Objective, Victory } from '../model/scenario.generated';

export interface SideGoal {
  /** What the side goes for, in words ("McPherson's Ridge, north wing"), or null when it defends. */
  aim: string | null;
  /** The point a unit heads for now, or undefined when it has nowhere to go. */
  pointFor(unit: TableUnit, table: PreviewTable, playtest: Playtest): Point | undefined;
  /** Whether the unit has done what its side's goal asks of it (inside the ground, nothing of the enemy left there). */
  reached(unit: TableUnit, table: PreviewTable, playtest: Playtest): boolean;
}

const DEFEND: SideGoal = { aim: null, pointFor: () => undefined, reached: () => true };

const alive = (table: PreviewTable, playtest: Playtest) => table.units.filter((u) => u.role === 'combat' && !unitState(playtest, u.key).removed);

/** The nearest point of an area to `p`, an inch inside its edge (p itself when inside). */
function nearestIn(area: readonly Point[], p: Point): Point {
  if (pointInPolygon(p, area)) return p;
  let best: Point = area[0]!;
  let bestD = Number.POSITIVE_INFINITY;
  for (let i = 0; i < area.length; i++) {
    const c = closestOnSegment(p, area[i]!, area[(i + 1) % area.length]!).point;
    const d = Math.hypot(c.x - p.x, c.y - p.y);
    if (d < bestD) [best, bestD] = [c, d];
  }
  const mid = polygonCentroid(area);
  const len = Math.hypot(mid.x - best.x, mid.y - best.y) || 1;
  const inward = Math.min(1, len);
  return { x: best.x + ((mid.x - best.x) / len) * inward, y: best.y + ((mid.y - best.y) / len) * inward };
}

function groundGoal(side: string, areas: Objective[], table: PreviewTable, playtest: Playtest): SideGoal {
  // Of several areas any one of which will do, the one with the fewest enemy units in it at the start.
  const enemiesIn = (a: Objective) => alive(table, playtest).filter((u) => u.side !== side && pointInPolygon(u.placement.at, a.area!)).length;
  const area = [...areas].sort((a, b) => enemiesIn(a) - enemiesIn(b))[0]!;
  const ring = area.area!;
  return {
    aim: area.name ?? area.id,
    pointFor(unit, t, p) {
      const foes = alive(t, p).filter((u) => u.side !== side && pointInPolygon(u.placement.at, ring));
      if (foes.length && pointInPolygon(unit.placement.at, ring)) {
        return foes.sort((a, b) => Math.hypot(a.placement.at.x - unit.placement.at.x, a.placement.at.y - unit.placement.at.y) - Math.hypot(b.placement.at.x - unit.placement.at.x, b.placement.at.y - unit.placement.at.y))[0]!.placement.at;
      }
      return nearestIn(ring, unit.placement.at);
    },
    reached(unit, t, p) {
      return pointInPolygon(unit.placement.at, ring) && !alive(t, p).some((u) => u.side !== side && pointInPolygon(u.placement.at, ring));
    },
  };
}

function enemyGoal(side: string): SideGoal {
  return {
    aim: 'the enemy',
    pointFor(unit, t, p) {
      const foes = alive(t, p).filter((u) => u.side !== side);
      foes.sort((a, b) => Math.hypot(a.placement.at.x - unit.placement.at.x, a.placement.at.y - unit.placement.at.y) - Math.hypot(b.placement.at.x - unit.placement.at.x, b.placement.at.y - unit.placement.at.y));
      return foes[0]?.placement.at;
    },
    reached: () => false,
  };
}

/** Each side's goal from the scenario's victory conditions, as the table stands at the start. */
export function sideGoals(ground: PlaytestGround, victory: Victory | undefined, playtest: Playtest, table: PreviewTable): Record<string, SideGoal> {
  const out: Record<string, SideGoal> = {};
  const objectives = new Map((playtest.map.objectives ?? []).map((o) => [o.id, o]));
  for (const s of ground.sides) {
    const mine = (victory?.conditions ?? []).filter((c) => c.side === s.id);
    const ground_ = mine.find((c) => c.kind === 'clear-area' || c.kind === 'hold-area' || c.kind === 'units-beyond');
    const areas = (ground_?.objectives ?? []).map((id) => objectives.get(id)).filter((o): o is Objective => !!o?.area && o.area.length >= 3);
    if (areas.length) out[s.id] = groundGoal(s.id, areas, table, playtest);
    else if (mine.some((c) => c.kind === 'casualty-ratio' || c.kind === 'forced-retirement')) out[s.id] = enemyGoal(s.id);
    else out[s.id] = DEFEND;
  }
  return out;
}
