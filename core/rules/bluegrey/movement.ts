/**
 * Movement in Blue & Grey as data (6.0, B:161–220; 5.0 for reinforcements): Movement Allowances,
 * Strategic Movement and the column of stacks that reinforcements enter as, each with the line of the
 * book it comes from. The engine that applies them to a path of hexes, `pathCost`, is in
 * ./engine/movement.ts.
 */
import { bluegreyLine } from '../trace';
import { type BgUnitClass, THIRDS } from './types';

// ---------------------------------------------------------------------------
// Movement Allowance, Strategic Movement, reinforcements
// ---------------------------------------------------------------------------

/**
 * Movement Allowances where the counters print none: infantry and artillery 6, cavalry 8 (2.4, B:107).
 * Horse artillery has "an increased" allowance the book never gives (B:335): Muster uses the cavalry's
 * 8 (decision BG-M1); wagon trains are given infantry's 6 (decision BG-M9). Gunboats have no limit (9.62, B:411).
 */
export const DEFAULT_MOVEMENT_ALLOWANCE: Readonly<Record<BgUnitClass, { mp: number; source: string }>> = {
  infantry: { mp: 6, source: bluegreyLine(107) },
  artillery: { mp: 6, source: bluegreyLine(107) },
  cavalry: { mp: 8, source: bluegreyLine(107) },
  'horse-artillery': { mp: 8, source: bluegreyLine(335) },
  train: { mp: 6, source: bluegreyLine(107) },
  gunboat: { mp: Number.POSITIVE_INFINITY, source: bluegreyLine(411) },
};
/** Cavalry always have at least 8, whatever the counter prints (2.4, B:47). */
export const CAVALRY_MINIMUM_ALLOWANCE = { mp: 8, source: bluegreyLine(47) } as const;

/** Strategic Movement's extra MP (6.42 B:214, 6.43 B:216); trains as artillery (decision BG-M9). */
export const STRATEGIC_BONUS: Readonly<Record<BgUnitClass, { mp: number; source: string } | null>> = {
  infantry: { mp: 2, source: bluegreyLine(214) },
  artillery: { mp: 2, source: bluegreyLine(214) },
  'horse-artillery': { mp: 2, source: bluegreyLine(214) },
  train: { mp: 2, source: bluegreyLine(214) },
  cavalry: { mp: 4, source: bluegreyLine(216) },
  gunboat: null,
};
/** Strategic Movement: start three or more hexes from every enemy, come no nearer, move only along paths (6.41 B:212, 6.44 B:218, 6.45 B:219). */
export const STRATEGIC_RULES = { distance: 3, source: bluegreyLine(212), nearerSource: bluegreyLine(218), pathsOnlySource: bluegreyLine(219) } as const;

/**
 * Reinforcements enter as a column of two-unit stacks: each stack after the first pays one MP more per
 * stack ahead of it to enter the edge hex, two-thirds more along a turnpike (5.0, B:149).
 */
export const REINFORCEMENT_COLUMN = { extraThirds: THIRDS, turnpikeExtraThirds: 2, unitsPerStack: 2, source: bluegreyLine(149) } as const;

/** A unit may always move one hex unless enemies, their zones or prohibited terrain stop it (6.16, B:183). */
export const ONE_HEX_ALWAYS_SOURCE = bluegreyLine(183);
