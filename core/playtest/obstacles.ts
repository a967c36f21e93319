/**
 * Crossing an obstacle (B:637): a unit moving through open terrain crosses a fence or a wall by losing 1
 * inch of movement, or by making the whole move as if over broken terrain — the mover's choice; moving
 * through slower terrain it crosses at no extra cost. The movement grid lays a fence out as a narrow strip
 * of the broken ground it "moves as" (preview/movement.ts); the reader then prices the crossing here, by
 * the option the player chose: the strip at the rate of the ground on either side, plus an inch at that
 * rate, or the whole path at the broken rate.
 */
import { MANOEUVRE_EFFECTS } from '../rules/adf/formations';
import type { MovesAs } from '../rules/adf/terrain';
import type { Trace } from '../rules/trace';

/** How a unit crosses fences and walls in open terrain: losing an inch (the default), or the whole move at the broken rate. */
export const OBSTACLE_CROSSINGS = ['lose-inch', 'broken-rate'] as const;
export type ObstacleCrossing = (typeof OBSTACLE_CROSSINGS)[number];

/** The rule, as data: the inches lost, the rate of the alternative, the terrain kinds that are obstacles, with the book's line. */
export const CROSSING_OBSTACLE = {
  source: MANOEUVRE_EFFECTS['cross-obstacle-in-open'].source,
  loseInches: 1,
  alternativeRate: 'broken' as const,
  kinds: ['wooden-fence', 'stone-wall'] as readonly string[],
  text: 'A unit moving through open terrain crosses a fence or a wall by losing 1 inch of movement, or makes the whole move as if over broken terrain; through slower terrain, at no extra cost.',
  words: { 'lose-inch': 'losing an inch', 'broken-rate': 'the whole move at the broken rate' } as Readonly<Record<ObstacleCrossing, string>>,
} as const;

/** A stretch of the path as the reader charges it: its ground, whether it is an obstacle's strip, its length and cost (before rounding). */
export interface Stretch {
  ground: MovesAs;
  feature: string | undefined;
  obstacle: boolean;
  inches: number;
  actions: number;
}

/**
 * The change an obstacle crossing makes to a path's cost in actions: each obstacle strip re-priced at the
 * rate of the ground beside it; in open ground, an inch lost at that rate for each obstacle, or the whole
 * path (`distanceIn`) at `brokenPerInch` when the player chose the broken rate (and that costs more than
 * the path already does). Zero and no trace when the path crosses no obstacle.
 */
export function obstacleCost(stretches: readonly Stretch[], option: ObstacleCrossing, distanceIn: number, brokenPerInch: number | undefined): { delta: number; obstacles: string[]; trace: Trace } {
  const at = stretches.map((s, i) => ({ s, i })).filter((x) => x.s.obstacle);
  if (at.length === 0) return { delta: 0, obstacles: [], trace: [] };
  let delta = 0;
  let inOpen = false;
  const beside = (i: number): Stretch | undefined => [...stretches.slice(0, i).reverse(), ...stretches.slice(i + 1)].find((s) => !s.obstacle && s.inches > 0);
  for (const { s, i } of at) {
    const side = beside(i);
    const perInch = side ? side.actions / side.inches : s.actions / s.inches;
    delta += s.inches * perInch - s.actions;
    if ((side?.ground ?? 'open') === 'open') {
      inOpen = true;
      if (option === 'lose-inch') delta += CROSSING_OBSTACLE.loseInches * perInch;
    }
  }
  const obstacles = [...new Set(at.map((x) => x.s.feature ?? 'an obstacle'))];
  const trace: Trace = [];
  if (inOpen && option === 'broken-rate' && brokenPerInch !== undefined) {
    const whole = stretches.reduce((a, s) => a + s.actions, 0) + delta;
    const broken = distanceIn * brokenPerInch;
    if (broken > whole) delta += broken - whole;
  }
  trace.push({
    step: 'obstacle crossed',
    value: inOpen ? CROSSING_OBSTACLE.words[option] : 'no extra cost',
    detail: `${obstacles.join(', ')} crossed ${inOpen ? (option === 'lose-inch' ? `in the open: ${CROSSING_OBSTACLE.loseInches}" of movement lost for each` : 'in the open: the whole move at the broken rate') : 'in slower terrain: no extra cost'}.`,
    source: CROSSING_OBSTACLE.source,
  });
  return { delta, obstacles, trace };
}
