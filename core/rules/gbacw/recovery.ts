/**
 * GBACW cohesion rolls and recovery (series rules 2.6, 11.7, 12.7, 13.0, 15.0, 16.2, 17.0): the
 * Universal Disorder Die roll, Rally, Recovery from Rout, Straggler Recovery, leaders in combat,
 * Combat Effectiveness, Breastworks and Fatigue.
 */
import { gbacwLine } from '../trace';

/** The Universal Disorder Die roll (2.6): a d10 at or under the Cohesion Rating passes. */
export const UDD = { passAtOrBelow: true, source: gbacwLine(120), fail: gbacwLine(121), notAnAction: gbacwLine(123) } as const;

/** A leader stacked with units of his command: −1 per star on every roll against their Cohesion; several add up (11.73). */
export const LEADER_STARS_DRM = { perStar: -1, source: gbacwLine(1941), example: gbacwLine(1943), extended: gbacwLine(1945) } as const;

/** Leaders in combat (11.7, 12.7). */
export const LEADERS_IN_COMBAT = {
  /** Leaders have no effect on fire. */
  fire: gbacwLine(1934),
  /** A leader helping a Rally may not join a Shock in that brigade activation. */
  rallyNoShock: gbacwLine(2245),
  /** Casualty check: a natural 0 kills him, 1–9 he lives. */
  casualty: { killedOn: [0] as readonly number[], source: gbacwLine(2130) },
  /** A leader whose units are all eliminated is killed. */
  commandEliminated: gbacwLine(2137),
  /** A lone leader next to an enemy goes to the nearest friendly unit, or is killed with no way there. */
  caught: gbacwLine(2143),
  /** The reverse of the counter shows his replacement. */
  replacement: gbacwLine(336),
} as const;

export const RALLY_RESULTS = ['rallied', 'disordered', 'disordered-loses-sp'] as const;
export type RallyResult = (typeof RALLY_RESULTS)[number];

/** Rally (13.41, 13.42), against the Disordered Cohesion Rating. */
export const RALLY = {
  source: gbacwLine(2221),
  /** At or under the Disordered Cohesion: Good Order again. */
  rallied: gbacwLine(2223),
  stays: gbacwLine(2224),
  /** Twice the Disordered Cohesion or more, or an adjusted 9 or more: stays Disordered and loses 1 SP (G8). */
  loses: { multiple: 2, orAtLeast: 9, loss: 1, source: gbacwLine(2225) },
  examples: [gbacwLine(2227), gbacwLine(2233)],
  drms: {
    adjacentEnemy: { drm: 1, source: gbacwLine(2241) },
    mountedCavalry: { drm: -1, source: gbacwLine(2242) },
    leaderStar: { drmPerStar: -1, source: gbacwLine(2243) },
  },
  /** A Collapsed unit never rallies below half strength. */
  collapsed: gbacwLine(1982),
} as const;

export const RECOVERY_RESULTS = ['recovered', 'still-routed', 'eliminated'] as const;
export type RecoveryResult = (typeof RECOVERY_RESULTS)[number];

/** Recovery from Rout (13.5): after a whole Activation Segment in Reserve, a UDD on the Disordered (cavalry: mounted) Cohesion. */
export const RECOVERY_FROM_ROUT = {
  source: gbacwLine(2263),
  roll: gbacwLine(2265),
  /** Passing: back within 1 hex of the brigadier, 1 SP less, Disordered. */
  pass: { withinHexes: 1, loss: 1, source: gbacwLine(2267) },
  /** Failing: 1 SP less, still routed. */
  fail: { loss: 1, source: gbacwLine(2268) },
  /** A natural 9 eliminates it whatever its Cohesion. */
  eliminatedOn: { natural: 9, source: gbacwLine(2269) },
  cavalryMounted: gbacwLine(2271),
} as const;

/** Straggler Recovery (16.2): a brigade In Reserve on a Dusk or Night turn; passing a UDD gives +1 SP, never back to printed strength. */
export const STRAGGLER_RECOVERY = {
  source: gbacwLine(2406),
  gain: { sps: 1, source: gbacwLine(2410) },
  cap: { belowPrinted: 1, source: gbacwLine(2413) },
} as const;

/** Combat Effectiveness (13.2, 13.3). */
export const COMBAT_EFFECTIVENESS = {
  /** Brigade CI: every regiment eliminated, collapsed, Disordered or routed, or more than half eliminated, collapsed or routed. */
  brigade: { allDown: gbacwLine(2197), overHalf: { fraction: 0.5, source: gbacwLine(2199) } },
  brigadeMaxActivations: { max: 2, source: gbacwLine(2203) },
  /** Artillery never counts. */
  artilleryExcluded: gbacwLine(2205),
  /** Division CI: more than half its brigades CI. */
  division: { fraction: 0.5, source: gbacwLine(2211) },
} as const;

/** Breastworks (15.0). */
export const BREASTWORKS = {
  /** Infantry or dismounted cavalry on Advance, In Command, whose brigadier could change orders in II/C. */
  builders: gbacwLine(2353),
  noMarchOrAttack: gbacwLine(2355),
  /** Within three hexes of Woods, Orchard, Town or a Building; never in Town or Marsh. */
  where: { withinHexes: 3, source: gbacwLine(2357) },
  perHex: { max: 2, source: gbacwLine(2359) },
  /** Two whole turns, one at Night. */
  turns: { day: 2, night: 1, source: gbacwLine(2361) },
  cancelled: gbacwLine(2363),
  /** Two hexsides each. */
  hexsides: { count: 2, source: gbacwLine(2375) },
  /** The chart's crossing cost applies whatever road crosses it; removing them while crossing: +1 MP. */
  crossing: gbacwLine(2377),
  removal: { mps: 1, source: gbacwLine(2369) },
  drms: {
    firingOut: { drm: 1, source: gbacwLine(2381) },
    firedInto: { drm: -1, source: gbacwLine(2382) },
    preShockCheck: { drm: -1, source: gbacwLine(2383) },
    shock: { drm: -1, source: gbacwLine(2384) },
  },
  /** Fatigue 2 or more may not build. */
  fatigue: { maxLevel: 1, source: gbacwLine(2504) },
} as const;

/** Fatigue levels in order, no marker first (17.24): OK and 0 have no effect (17.33). */
export const FATIGUE_LEVELS = ['none', 'OK', '0', '1', '2', '3', '4'] as const;
export type FatigueLevel = (typeof FATIGUE_LEVELS)[number];

/** Fatigue [optional] (17.0). */
export const FATIGUE = {
  levels: gbacwLine(2466),
  noEffect: gbacwLine(2502),
  max: { level: 4, source: gbacwLine(2477) },
  /** Half the level, rounded up, off MA, attacking shock and fire; onto UDDs, defending shock, pre-shock checks and rallies. */
  penalty: { rounding: 'up' as const, subtract: gbacwLine(2487), add: gbacwLine(2493) },
  /** Activations beyond two in a turn: +1 each, at most +2 a turn. */
  activations: { free: 2, maxPerTurn: 2, source: gbacwLine(2439), capSource: gbacwLine(2462) },
  /** Shock in more than one Action Phase: +1 for each after the first. */
  shock: gbacwLine(2451),
  /** Level 4: Advance Orders until it falls. */
  level4: gbacwLine(2500),
  reserve: { levels: 2, source: gbacwLine(2508) },
  idle: { levels: 1, source: gbacwLine(2513) },
  /** March on roads only: the first three equivalents are free. */
  marchRoads: { freeEquivalents: 3, source: gbacwLine(2444) },
  /** Artillery on a 4th March equivalent: a roll of 6–9 loses 1 SP (broken wheels). */
  brokenWheels: { min: 6, max: 9, loss: 1, source: gbacwLine(2479) },
} as const;

/** The Fatigue number a level carries: none, OK and 0 count as 0 (17.33). */
export const FATIGUE_NUMBER: Readonly<Record<FatigueLevel, number>> = { none: 0, OK: 0, '0': 0, '1': 1, '2': 2, '3': 3, '4': 4 };

/** Half the Fatigue number, rounded up: the penalty of 17.31. */
export const fatiguePenalty = (level: FatigueLevel): number => Math.ceil(FATIGUE_NUMBER[level] / 2);
