/**
 * GBACW fire (series rules 8.3, 10.0, 14.3, 16.1): the fire strength a hex may put out, the die roll
 * modifiers, Dawn, Dusk and Night, and the artillery constants. The Range Effects Chart and the Fire
 * Tables are each game's own (gameTables.ts).
 */
import { gbacwLine } from '../trace';
import type { TimeOfDay } from './types';

/** Most SPs that may fire from one hex (8.31, L850–853); the top units fire first (8.33). */
export const MAX_FIRE_PER_HEX = {
  /** Infantry or dismounted cavalry not stacked below artillery. */
  infantry: { sps: 7, source: gbacwLine(850) },
  /** Mounted cavalry. */
  mountedCavalry: { sps: 4, source: gbacwLine(850) },
  /** Artillery not stacked with infantry or cavalry. */
  artilleryAlone: { sps: 12, source: gbacwLine(851) },
  /** Artillery above infantry or dismounted cavalry: 7 in all, or one battery (which may exceed 7). */
  artilleryAboveInfantry: { sps: 7, orOneBattery: true, source: gbacwLine(852) },
  /** Artillery above mounted cavalry: 7 in all or one battery, the cavalry firing no more than 4. */
  artilleryAboveMountedCavalry: { sps: 7, orOneBattery: true, cavalrySps: 4, source: gbacwLine(853) },
  /** Artillery stacked below non-artillery may not fire. */
  artilleryBelowNoFire: gbacwLine(861),
  /** The fire frontage: units below fire only what they could have had the top unit fired. */
  frontage: gbacwLine(859),
  /** Infantry and artillery of one hex may not combine on one target. */
  noCombiningArms: gbacwLine(857),
} as const;

/** Massed and Dispersed targets of Shot/Shell (8.34): 8 SPs or more +1, 2 or fewer −1; artillery with others counts 1 SP. */
export const MASSED_DISPERSED = { massed: { minSps: 8, drm: 1 }, dispersed: { maxSps: 2, drm: -1 }, artilleryCountsAs: 1, source: gbacwLine(869) } as const;

export const FIRE_DRM_IDS = [
  'breastworks-firing',
  'breastworks-target',
  'massed-dispersed',
  'mounted-cavalry-target',
  'mounted-cavalry-firing',
  'prepared',
  'disordered-firing',
  'flanking',
  'artillery-downhill',
  'artillery-moved',
  'green-firing',
  'dawn-dusk',
  'artillery-reaction-facing',
  'low-ammo',
  'artillery-preshock-level',
] as const;
export type FireDrmId = (typeof FIRE_DRM_IDS)[number];

/**
 * The fire die roll modifiers of 10.81 (L1536–1557), all cumulative, with their signs restored where
 * the extraction dropped the minus (G6): each sign is the one its own rule states, cited as `confirmedBy`.
 * Range and terrain come from the game's charts, Night and Fatigue from their own tables below.
 */
export const FIRE_DRMS: Readonly<Record<FireDrmId, { drm: number; text: string; source: string; confirmedBy?: string }>> = {
  'breastworks-firing': { drm: 1, text: 'Small arms firing out through a Breastworks hexside (not artillery at 1–3 hexes)', source: gbacwLine(1540), confirmedBy: gbacwLine(2381) },
  'breastworks-target': { drm: -1, text: 'Infantry or dismounted cavalry fired on through a Breastworks hexside by small arms or canister', source: gbacwLine(1541), confirmedBy: gbacwLine(2382) },
  'massed-dispersed': { drm: 1, text: 'Massed (+1) or Dispersed (−1) target, Shot/Shell only', source: gbacwLine(1542), confirmedBy: gbacwLine(869) },
  'mounted-cavalry-target': { drm: 1, text: 'Target is non-phasing mounted cavalry', source: gbacwLine(1543), confirmedBy: gbacwLine(2301) },
  'mounted-cavalry-firing': { drm: -1, text: 'Mounted cavalry firing', source: gbacwLine(1544), confirmedBy: gbacwLine(2299) },
  prepared: { drm: 1, text: 'Prepared Fire', source: gbacwLine(1545), confirmedBy: gbacwLine(1468) },
  'disordered-firing': { drm: -1, text: 'Disordered unit firing', source: gbacwLine(1546), confirmedBy: gbacwLine(2010) },
  flanking: { drm: 1, text: 'Through a Flank hexside (not at March targets, not Shot/Shell)', source: gbacwLine(1548) },
  'artillery-downhill': { drm: 1, text: 'Artillery at 4 hexes or more at a lower target (not with a chart\'s downhill +1)', source: gbacwLine(1551), confirmedBy: gbacwLine(1512) },
  'artillery-moved': { drm: -2, text: 'Artillery firing in the phase it moved or became the top unit', source: gbacwLine(1552), confirmedBy: gbacwLine(1477) },
  'green-firing': { drm: -1, text: 'Green infantry firing', source: gbacwLine(1553), confirmedBy: gbacwLine(2285) },
  'dawn-dusk': { drm: -2, text: 'Dawn or Dusk fire beyond one hex', source: gbacwLine(1555), confirmedBy: gbacwLine(2393) },
  'artillery-reaction-facing': { drm: -2, text: 'Artillery non-phasing fire after a Reaction facing change', source: gbacwLine(1556), confirmedBy: gbacwLine(1206) },
  'low-ammo': { drm: -2, text: 'Low Ammo', source: gbacwLine(1526), confirmedBy: gbacwLine(1579) },
  'artillery-preshock-level': { drm: -2, text: 'Artillery Pre-Shock Fire into an adjacent hex two or more levels higher or lower', source: gbacwLine(1513) },
};

/** Where 10.81 sends the reader for range, terrain, Night and Fatigue. */
export const FIRE_DRMS_ELSEWHERE = {
  range: gbacwLine(1538),
  terrain: gbacwLine(1539),
  night: gbacwLine(1554),
  fatigue: gbacwLine(1557),
} as const;

/**
 * Night fire (16.12, L2398): −1 at one hex, and each further hex adds its own range to the penalty
 * ("cumulative": −1, −3 at two); the book gives −10 at four, "or prohibitive". Three and five are
 * computed the same way (G7).
 */
export const NIGHT_FIRE = {
  source: gbacwLine(2398),
  printed: [
    { range: 1, drm: -1 },
    { range: 2, drm: -3 },
    { range: 4, drm: -10 },
  ],
} as const;

/** The Night penalty at a range: minus the sum 1 + 2 + … + range. */
export const nightFireDrm = (range: number): number => -((range * (range + 1)) / 2);

/** What Dawn, Dusk and Night change (16.11, 16.12). */
export const TIME_OF_DAY_RULES: Readonly<Record<TimeOfDay, { commandRangeHalved: boolean; fire: 'none' | 'beyond-one-hex' | 'cumulative'; noPreparedFire: boolean; noCavalryCharge: boolean; source: string }>> = {
  day: { commandRangeHalved: false, fire: 'none', noPreparedFire: false, noCavalryCharge: false, source: gbacwLine(2390) },
  dawn: { commandRangeHalved: true, fire: 'beyond-one-hex', noPreparedFire: false, noCavalryCharge: false, source: gbacwLine(2392) },
  dusk: { commandRangeHalved: true, fire: 'beyond-one-hex', noPreparedFire: false, noCavalryCharge: false, source: gbacwLine(2392) },
  night: { commandRangeHalved: true, fire: 'cumulative', noPreparedFire: true, noCavalryCharge: true, source: gbacwLine(2397) },
};

/** Other Night rules (16.12). */
export const NIGHT = {
  noPreparedFireOrCharge: gbacwLine(2400),
  batteriesFireSeparately: gbacwLine(2399),
  attackActivationsFatigue: gbacwLine(2401),
  reactionMoveOnlyWhenAdjacent: gbacwLine(2402),
  reserveDistance: { hexes: 5, source: gbacwLine(671) },
  breastworksTurns: { turns: 1, source: gbacwLine(2361) },
} as const;

/** Range counts the target's hex, not the firer's (10.12). */
export const RANGE_COUNTING = gbacwLine(1251);

/** Artillery constants (10.6, 10.7). */
export const ARTILLERY = {
  /** Canister and grape at 1–3 hexes, resolved as small arms; Shot/Shell at 4 or more on the Artillery Fire Table. */
  canisterRange: { max: 3, source: gbacwLine(1510) },
  shotShellRange: { min: 4, source: gbacwLine(1511) },
  /** Fires once and moves once an activation; firing halves the MA; moving more than half the MA bars fire. */
  moveAndFire: gbacwLine(1474),
  /** Disordered artillery may not fire. */
  disorderedNoFire: gbacwLine(1479),
  /** Batteries in one hex combine only at 4 hexes or more; sections of one battery at any range. */
  combine: { minRange: 4, source: gbacwLine(1484) },
  /** Mixed guns combining use the worst range DRM. */
  worstRangeDrm: gbacwLine(1486),
  /** A battery splits between at most two hexes. */
  split: { maxHexes: 2, source: gbacwLine(1488) },
  /** No fire into an adjacent hex two or more levels above or below, but for Pre-Shock Fire at −2. */
  adjacentLevels: { levels: 2, source: gbacwLine(1513) },
  /** Rapid Fire: (RF) smoothbores at 1–3 hexes, not having spent MPs; two shots; a natural 0 or 5 empties them. */
  rapidFire: { maxRange: 3, shots: 2, outOfAmmoOn: [0, 5], source: gbacwLine(1517), ammoSource: gbacwLine(1520) },
  /** A natural 5 gives Low Ammo (−2), a second one Out of Ammo. */
  ammo: { depletesOn: 5, lowAmmoDrm: -2, source: gbacwLine(1526) },
  /** Small arms and grape losses kill one gun per SP. */
  gunPerSp: gbacwLine(1530),
  /** Approach Fire at enemies moving within three hexes. */
  approachFire: { hexes: 3, source: gbacwLine(1454) },
  /** Friendly units on the LOF within two hexes of the target block Shot/Shell. */
  friendlyBlockShotShell: { hexes: 2, source: gbacwLine(1389) },
} as const;

/** Phasing mounted cavalry fires no further than two hexes (14.24). */
export const MOUNTED_CAVALRY_FIRE = { phasingMaxRange: 2, source: gbacwLine(2299) } as const;

/** Horse-holders: dismounted cavalry loses one SP of fire and shock strength for every 4 it has (14.25). */
export const HORSE_HOLDERS = { perSps: 4, loses: 1, source: gbacwLine(2303), examples: gbacwLine(2305) } as const;

/** Spencers fire twice in Good Order; a natural 5 on a second round empties them (14.3). */
export const SPENCERS = { shots: 2, outOfAmmoOn: 5, source: gbacwLine(2319), starSource: gbacwLine(2333) } as const;

/** Small-arms Ammo Depletion [optional]: a natural 5 gives −2, a second Out of Ammo (10.91). */
export const SMALL_ARMS_AMMO = { depletesOn: 5, lowAmmoDrm: -2, source: gbacwLine(1579) } as const;

/** Fire over friendly heads next to the target: a natural 2 or less makes them take a UDD (10.26). */
export const FRIENDLY_FIRE = { maxNaturalRoll: 2, source: gbacwLine(1387) } as const;
