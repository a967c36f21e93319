/**
 * GBACW facing, stacking, extension and movement (series rules 7.0–9.0): every number the series
 * book fixes. What a hex or hexside costs is the game's own Terrain Effects Chart (gameTables.ts).
 */
import { gbacwLine } from '../trace';
import type { Orders, TerrainDisorderCode } from './types';

// ---------------------------------------------------------------------------
// Facing (7.1, 7.2)
// ---------------------------------------------------------------------------

/** Advance and Attack face a vertex, March a hexside; the first unit to stop sets a stack's facing (7.11). */
export const FACING = { source: gbacwLine(695), movesOnlyIntoFront: gbacwLine(699) } as const;

/** What turning costs (7.21–7.24). */
export const FACING_COSTS = {
  /** Advance or Attack, moving: one vertex per hex started in or entered is free; more costs 1 MP. */
  vertexOrders: { freePerHex: 1, costBeyond: 1, source: gbacwLine(705) },
  /** March: more than one hexside in a hex costs 1 MP. */
  march: { freePerHex: 1, costBeyond: 1, source: gbacwLine(705) },
  /** Attack Orders in Woods: 1 MP a vertex, or 1 MP for a half turn instead of 3. */
  attackInWoods: { perVertex: 1, halfTurn: 1, source: gbacwLine(707) },
  /** Free: to or from March, along connected paths, Advance after combat, Reaction, one vertex to fire, after Rally, column to line on an orders change. */
  free: [gbacwLine(711), gbacwLine(712), gbacwLine(713), gbacwLine(714), gbacwLine(715), gbacwLine(716), gbacwLine(717)],
  /** Starting next to an enemy: one vertex before leaving, any number when staying. */
  startingAdjacent: { verticesBeforeLeaving: 1, source: gbacwLine(719), also: gbacwLine(1140) },
  /** A half turn in a stack reverses the non-artillery units' order. */
  halfTurnInvertsStack: gbacwLine(705),
} as const;

/** Six vertices (or hexsides) round a hex: a half turn is three. */
export const HALF_TURN = 3;

// ---------------------------------------------------------------------------
// Refused flanks (7.3)
// ---------------------------------------------------------------------------

export const REFUSED_FLANKS = {
  /** At the end of a line; mid-line with a friend in one flank and another in the opposite rear; or touching no friend. */
  eligible: gbacwLine(730),
  /** Advance or Attack only, never in Extended Column. */
  orders: ['advance', 'attack'] as readonly Orders[],
  ordersSource: gbacwLine(738),
  /** 1 MP a unit to refuse; units stacking with it later pay 1 more to enter. */
  cost: { perUnit: 1, enteringRefusedHex: 1, source: gbacwLine(740) },
  /** At least 3 SPs in the hex; the marker goes when it falls below. */
  minStrength: { sps: 3, source: gbacwLine(741) },
  /** Not both ways (Extended Lines excepted, 8.44). */
  oneWayOnly: gbacwLine(742),
  /** Not next to an enemy (except by Reaction). */
  notAdjacentToEnemy: gbacwLine(743),
  /** Not between two friendly-occupied flank hexes. */
  notBetweenFriends: gbacwLine(744),
  /** 1 MP a unit to leave; free when reacting, withdrawing, advancing or retreating. */
  leave: { perUnit: 1, source: gbacwLine(747) },
  /** Three frontal hexes; at most half the stack's fire (rounded down) into the refused one, half (rounded up) into the others. */
  fire: { frontalHexes: 3, refusedShare: 'floor-half' as const, normalShare: 'ceil-half' as const, source: gbacwLine(751) },
  /** No shock into the refused frontal hex. */
  noShockIntoRefusedFront: gbacwLine(757),
} as const;

// ---------------------------------------------------------------------------
// Stacking (8.1)
// ---------------------------------------------------------------------------

export interface StackingLimit {
  /** Infantry SPs in a hex, all of one brigade (a single unit may exceed it under Advance/Attack). */
  infantrySps: number;
  /** Mounted cavalry SPs in a hex, all of one brigade. */
  cavalrySps: number;
  /** Artillery alone in a hex: batteries, or guns from any number of batteries. */
  artilleryAlone: { batteries: number; guns: number };
  /** Artillery with infantry or cavalry; null: not allowed. */
  artilleryWithOthers: { batteries: number; guns: number } | null;
  /** Under Advance/Attack a single unit of any strength may stand alone. */
  anyOneUnit: boolean;
  source: string;
}

/** Stacking limits by Orders (8.12, L789–804). Leaders and markers never count (8.11). */
export const STACKING: Readonly<Record<Orders, StackingLimit>> & { leadersCount: false; leadersSource: string; marchMixes: string } = {
  march: {
    infantrySps: 7,
    cavalrySps: 4,
    artilleryAlone: { batteries: 2, guns: 12 },
    // "There is no intermingling of unit types when in March Order".
    artilleryWithOthers: null,
    anyOneUnit: false,
    source: gbacwLine(791),
  },
  advance: { infantrySps: 15, cavalrySps: 7, artilleryAlone: { batteries: 2, guns: 12 }, artilleryWithOthers: { batteries: 1, guns: 6 }, anyOneUnit: true, source: gbacwLine(799) },
  attack: { infantrySps: 15, cavalrySps: 7, artilleryAlone: { batteries: 2, guns: 12 }, artilleryWithOthers: { batteries: 1, guns: 6 }, anyOneUnit: true, source: gbacwLine(799) },
  leadersCount: false,
  leadersSource: gbacwLine(785),
  // March units stack only with March units of one type.
  marchMixes: gbacwLine(795),
};

/** Per-line sources of the stacking numbers, for the tests and the trace. */
export const STACKING_SOURCES = {
  marchCavalry: gbacwLine(792),
  marchArtillery: gbacwLine(793),
  advanceCavalry: gbacwLine(803),
  advanceArtillery: gbacwLine(804),
} as const;

/** Moving through a unit (8.22): +2 MP, then a UDD on leaving its hex at + the hex's entry cost when that is 2 or more. */
export const MOVING_THROUGH = {
  extraMps: 2,
  udd: { addsEntryCostFrom: 2, source: gbacwLine(818) },
  source: gbacwLine(818),
  /** Infantry and cavalry pass through artillery freely, never the reverse. */
  artilleryException: gbacwLine(826),
  /** Along a connected Pike or Road, through friends at the road cost, unless they are on March. */
  roadException: gbacwLine(828),
  /** A March unit on either side of a Bridge or Ford closes it. */
  bridgeFordException: gbacwLine(830),
} as const;

// ---------------------------------------------------------------------------
// Extended Lines and Columns (8.4, 8.5)
// ---------------------------------------------------------------------------

/** Strength that makes an extension possible (Line) or compulsory (Column), and how many hexes it adds. */
export const EXTENSIONS = {
  /** Infantry (never dismounted cavalry) of 8 SPs or more may extend into a flank hex (8.41). */
  line: { infantry: [{ minSps: 8, extensions: 1 }, { minSps: 15, extensions: 2 }], source: gbacwLine(901), doubleSource: gbacwLine(910) },
  /** Infantry of 8+ (15+) and cavalry of 5+ (9+) SPs on March, or Advance with March stacking on a path, extend one (two) hexes to the rear (8.5). */
  column: {
    infantry: [{ minSps: 8, extensions: 1 }, { minSps: 15, extensions: 2 }],
    cavalry: [{ minSps: 5, extensions: 1 }, { minSps: 9, extensions: 2 }],
    source: gbacwLine(972),
    twoSource: gbacwLine(974),
  },
  /** Extending or retracting costs what entering the hex does, never more than 2 MPs (8.41, 8.42). */
  maxCost: { mps: 2, source: gbacwLine(906) },
  /** Strength is shared as evenly as possible; what is left over goes to the counter's hex, then to one extension. */
  shares: { source: gbacwLine(921), example: gbacwLine(923) },
  /** Advance Orders: the column's extensions lose 1 MP (first) and 2 MP (second) the activation they are made. */
  advanceColumnPenalty: { first: 1, second: 2, source: gbacwLine(980) },
  /** An Extended Line pays 1 MP to turn about, +1 pivoting into Woods under Attack. */
  lineHalfTurn: { mps: 1, attackWoodsPivot: 1, source: gbacwLine(914) },
} as const;

// ---------------------------------------------------------------------------
// Movement (9.1–9.5)
// ---------------------------------------------------------------------------

export const MOVEMENT = {
  /** Brigadiers and division leaders move 10, corps and army commanders 40 (9.11). */
  leaderAllowance: { brigadeAndDivision: 10, corpsAndArmy: 40, source: gbacwLine(1022) },
  /** Attack Orders halve the MA, rounding up (9.24). */
  attackHalves: { rounding: 'up' as const, source: gbacwLine(1056) },
  /** A unit Disordered while moving uses its Disordered MA less what it has spent (12.33, 12.34). */
  disorderedMidMove: gbacwLine(2003),
  /** Blown cavalry: Disordered MA halved, rounding up (11.58). */
  blownHalves: { rounding: 'up' as const, source: gbacwLine(1900) },
  /** Mounting or dismounting: half the new side's printed MA, rounded up; halved again under Attack (14.22). */
  mountDismount: { rounding: 'up' as const, source: gbacwLine(2293) },
  /** Artillery that fires has its MA halved; moving more than half bars its fire (10.61). */
  artilleryFires: { source: gbacwLine(1476), overHalfNoFire: gbacwLine(1478) },
  /** Fatigue takes half its level, rounded up, from the MA after the halvings (17.31). */
  fatigue: { source: gbacwLine(2489) },
  /** March on a Pike or Road: ½ MP a hex (9.22, 9.43). */
  marchRoad: { mps: 0.5, source: gbacwLine(1092), also: gbacwLine(1043) },
  /** Advance uses the printed path costs only with March stacking (8.13, 9.43). */
  advancePathNeedsMarchStacking: gbacwLine(1093),
  /** Attack Orders use no Road, Pike, Trail, Bridge or Ford (9.24, 9.43). */
  attackNoPaths: gbacwLine(1094),
  /** Pike and Road rates apply regardless of the terrain, elevation included. */
  roadIgnoresTerrain: gbacwLine(1099),
  /** Trail: half the terrain's cost, rounded down (at least 1) under March and for leaders, up under Advance. */
  trail: { down: { min: 1, source: gbacwLine(1103) }, up: { source: gbacwLine(1104) }, source: gbacwLine(1101) },
  /** A path's benefit only when entering from a connected path hex; no facing cost along connected path hexes (9.45). */
  connectedOnly: gbacwLine(1114),
  /** Bridges: no Attack-orders movement across (9.44). */
  bridge: gbacwLine(1110),
  /** Fords: March and Advance only (9.44). */
  ford: gbacwLine(1112),
  /** A unit may always move one hex with its full Good Order MA, not next to an enemy (9.42 exception 1). */
  oneHexMinimum: gbacwLine(1080),
  /** Attack Orders may take that hex next to an enemy if the unit then neither fires nor shocks (9.42 exception 2). */
  attackOneHex: gbacwLine(1084),
  /** Prohibited hexes and hexsides never, whatever the exception. */
  prohibited: gbacwLine(1086),
  /** Never into an enemy combat unit's hex (9.51). */
  noEnemyHex: gbacwLine(1130),
  /** A unit stops on moving next to an enemy combat unit (9.53). */
  stopsAdjacent: gbacwLine(1136),
  /** Leaders move next to an enemy only into friendly units or with a unit of their command (9.33). */
  leaderAdjacent: gbacwLine(1070),
  /** Withdrawal: at most two rear hexes, a UDD at +1 a MP over 1 for each hex costing more than 1 (9.54). */
  withdrawal: { maxHexes: 2, uddPerMpOver: 1, over: 1, source: gbacwLine(1142) },
  /** Cavalry Charge: adjacency within 5 MPs, the last three hexes costing at most 1 MP each (11.52, 11.54). */
  charge: { reachMps: 5, pathHexes: 3, maxHexCost: 1, source: gbacwLine(1852), pathSource: gbacwLine(1866) },
  /** Artillery reacting or retreating enters no hex costing more than 2 MPs (9.63, 12.45). */
  artilleryReactOrRetreat: { maxHexCost: 2, source: gbacwLine(1214), also: gbacwLine(2080) },
  /** Removing Breastworks while crossing them: +1 MP (15.17). */
  breastworksRemoval: { mps: 1, source: gbacwLine(2369) },
  /** Reinforcements entering one hex pay its cost cumulatively, stack by stack (9.72). */
  reinforcementQueue: gbacwLine(1229),
} as const;

/** Terrain Disorder codes of a chart (9.47, L1118–1126). */
export const TERRAIN_DISORDER: Readonly<Record<TerrainDisorderCode, { automatic: boolean; udd: boolean; source: string }>> = {
  D: { automatic: true, udd: false, source: gbacwLine(1120) },
  d: { automatic: false, udd: true, source: gbacwLine(1121) },
  // The book reads `dr` as `d` and says no more of it (G12).
  dr: { automatic: false, udd: true, source: gbacwLine(1121) },
};

/** No terrain Disorder on a Pike, Road or Trail, unless the Battle Book says so (9.47 note 1). */
export const TERRAIN_DISORDER_NOT_ON_PATHS = gbacwLine(1125);
