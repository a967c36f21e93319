/**
 * GBACW command: leaders and their ratings, initiative, efficiency and activations, brigade
 * coordination, orders and their changes (series rules 4.0–6.0). Every table cites its line of the
 * series rule book; the cases each number comes from are in the comments. Readings of unclear rules
 * are in docs/rules-notes/gbacw.md (G-numbers).
 */
import { gbacwLine } from '../trace';
import type { ActionProfile, LeaderLevel, Orders } from './types';

// ---------------------------------------------------------------------------
// Leaders (4.1)
// ---------------------------------------------------------------------------

/** What each level of leader is: his stars (his rank, and the DRM he gives on cohesion rolls, 11.73), his MA, his printed ratings. */
export const LEADER_RANKS: Record<
  LeaderLevel,
  { stars: 1 | 2 | 3 | 4; movementAllowance: number; ratings: readonly string[]; source: string; movementSource: string }
> = {
  // 4.11: four stars, Initiative Rating and Command Range.
  army: { stars: 4, movementAllowance: 40, ratings: ['initiative', 'commandRange'], source: gbacwLine(287), movementSource: gbacwLine(334) },
  // 4.12: three stars, Efficiency Rating and Command Range.
  corps: { stars: 3, movementAllowance: 40, ratings: ['efficiency', 'commandRange'], source: gbacwLine(298), movementSource: gbacwLine(334) },
  // 4.13: two stars, Brigade Coordination, Command Range, Activation Rating.
  division: { stars: 2, movementAllowance: 10, ratings: ['coordination', 'commandRange', 'activation'], source: gbacwLine(306), movementSource: gbacwLine(332) },
  // 4.14: one star, Action Profile, Command Range, Orders Rating.
  brigade: { stars: 1, movementAllowance: 10, ratings: ['actionProfile', 'commandRange', 'orders'], source: gbacwLine(316), movementSource: gbacwLine(332) },
};

/** The level a leader counter's stars make him. */
export const LEVEL_BY_STARS: Readonly<Record<1 | 2 | 3 | 4, LeaderLevel>> = { 4: 'army', 3: 'corps', 2: 'division', 1: 'brigade' };

/**
 * Command Range (4.15, L326–330): leader MPs from the superior to the subordinate, counting the
 * subordinate's hex and not the superior's; never into a hex or across a hexside leaders cannot enter;
 * never through a hex next to an enemy unit unless a friendly combat unit holds it.
 */
export const COMMAND_RANGE = {
  source: gbacwLine(326),
  countsSubordinateHex: true,
  countsSuperiorHex: false,
  notThroughLeaderImpassable: gbacwLine(328),
  enemyAdjacentNeedsFriendlyCombatUnit: gbacwLine(329),
  /** A unit outside range is still In Command when it touches, or is in a chain of touching units of its brigade with, one in range; impassable hexsides break the chain (4.22). */
  chainException: gbacwLine(348),
  /** Dawn, Dusk and Night turns halve every Command Range, rounding up (16.11, 16.12). */
  dawnDuskNightHalved: { rounding: 'up' as const, source: gbacwLine(2392), also: gbacwLine(2397) },
  /** A corps commander who moved more than 10 MPs has range 0 next turn (9.32). */
  corpsCommanderOverMoved: { mpsAllowed: 10, rangeNextTurn: 0, source: gbacwLine(1067) },
  /** An OC who moved more than 10 MPs may not use his Initiative Rating next turn (9.32). */
  overallCommanderOverMoved: { mpsAllowed: 10, source: gbacwLine(1068) },
} as const;

// ---------------------------------------------------------------------------
// Initiative (5.1)
// ---------------------------------------------------------------------------

export const INITIATIVE = {
  source: gbacwLine(372),
  /** The player who held the Initiative last turn adds one. */
  heldLastTurn: { drm: 1, source: gbacwLine(374) },
  /** The OC's Initiative Rating is added if he used no more than 10 MPs and has a corps commander in range. */
  commanderRating: { maxMpsMoved: 10, source: gbacwLine(375) },
  /** A scenario may give one player the Initiative on its first turn. */
  scenarioFixesFirstTurn: gbacwLine(377),
  /** The higher total holds it; on a tie no one does, and every AM goes into the Pool. */
  tie: { holder: 'none' as const, source: gbacwLine(379) },
  /** With no holder, the player who last held it goes first in II/C, II/D and IV/A. */
  tieOrder: gbacwLine(381),
} as const;

// ---------------------------------------------------------------------------
// Efficiency and activations (5.2–5.4)
// ---------------------------------------------------------------------------

export const EFFICIENCY = {
  /** One EM, numbered 1 to 4, drawn blind for each corps on the map or entering (5.21). */
  markers: { min: 1, max: 4, source: gbacwLine(391) },
  /** The OC adds +1 to as many in-range on-map corps as his Initiative Rating (5.22). */
  commanderBonus: { perCorps: 1, source: gbacwLine(395) },
  /** "A corps' Efficiency may never end up below one or above four" (5.22). */
  corpsBounds: { min: 1, max: 4, source: gbacwLine(395) },
} as const;

/** The corps commander's Efficiency Rating, given to his divisions within his range (5.23 1, L401–405). */
export type EfficiencyRatingEffect =
  | { kind: 'distribute'; total: number; maxPerDivision: number; source: string }
  | { kind: 'every-division'; each: number; source: string }
  | { kind: 'none'; source: string };

export const CORPS_EFFICIENCY_RATING: Readonly<Record<'2' | '1' | '0' | '-1', EfficiencyRatingEffect>> = {
  // +2: two to one In Command division, or one each to two.
  '2': { kind: 'distribute', total: 2, maxPerDivision: 2, source: gbacwLine(402) },
  // +1: one to any one In Command division.
  '1': { kind: 'distribute', total: 1, maxPerDivision: 1, source: gbacwLine(403) },
  // 0: no effect.
  '0': { kind: 'none', source: gbacwLine(405) },
  // −1: one less for every In Command division.
  '-1': { kind: 'every-division', each: -1, source: gbacwLine(404) },
};

/** The adjustments to a division's activations after the corps' Efficiency, in the order the book lists them (5.23–5.25). */
export const DIVISION_ACTIVATIONS = {
  /** Each division starts from its corps' Efficiency, wherever it is on the map (5.23). */
  fromCorps: { source: gbacwLine(399) },
  /** Out of the corps commander's range (or either off the map): one less, entering reinforcements excepted (5.23 2). */
  outOfCorpsRange: { drm: -1, source: gbacwLine(406) },
  /** The division leader's Activation Rating, unless he is off the map (5.23 3). */
  activationRating: { source: gbacwLine(408) },
  /** A Combat Ineffective division has at most two activations (5.23 4, 13.32). */
  combatIneffective: { max: 2, source: gbacwLine(2213), also: gbacwLine(410) },
  /** Out of the corps commander's range: never more than three AMs (5.25). */
  outOfCorpsRangeCap: { max: 3, source: gbacwLine(420) },
  /** "Never below one or above four" (5.24). */
  bounds: { min: 1, max: 4, source: gbacwLine(418) },
} as const;

/** Efficiency Transfer (5.4): +1 to one division for −2 from another or −1 each from two others, once a turn. */
export const EFFICIENCY_TRANSFER = {
  gain: 1,
  costs: [[2], [1, 1]] as const,
  source: gbacwLine(512),
  /** No division reduced to 0 nor raised above 4 by it. */
  bounds: { min: 1, max: 4, source: gbacwLine(512) },
  perTurn: { max: 1, source: gbacwLine(514) },
  /** Only divisions that trace a Chain of Command to the OC (5.42). */
  needsChainToCommander: gbacwLine(510),
  /** After every Efficiency and Activation Level is set (5.41). */
  when: gbacwLine(508),
} as const;

/** Brigades and units against their division's AMs (5.26, 5.27, 5.36, 13.23). */
export const BRIGADE_ACTIVATIONS = {
  /** A brigadier out of his division leader's range at the start of the turn skips one division AM. */
  brigadierOutOfRange: { skips: 1, source: gbacwLine(422) },
  /** Every brigade activates at least once a turn unless the battle's rules say otherwise. */
  atLeast: { min: 1, source: gbacwLine(426) },
  /** An Out of Command unit activates one fewer times than its division, at least once. */
  unitOutOfCommand: { fewer: 1, min: 1, source: gbacwLine(500) },
  /** A Combat Ineffective brigade activates at most twice. */
  combatIneffective: { max: 2, source: gbacwLine(2203) },
} as const;

/** March Orders activate on the March AM, for one to four activation-equivalents (5.28, 5.35). */
export const MARCH_ACTIVATIONS = {
  max: 4,
  source: gbacwLine(430),
  /** An on-map command given March this turn gets as many equivalents as its division's AMs, at least one. */
  newlyOrdered: { min: 1, source: gbacwLine(432) },
  /** A reinforcement given a number of AMs moves only that many. */
  specificAm: gbacwLine(434),
  march: gbacwLine(488),
} as const;

// ---------------------------------------------------------------------------
// Brigade Coordination (5.34)
// ---------------------------------------------------------------------------

export const COORDINATION_RESULTS = ['confusion', 'fail', 'coordinate', 'all'] as const;
export type CoordinationResult = (typeof COORDINATION_RESULTS)[number];
export const COORDINATION_RESULT_LABELS: Readonly<Record<CoordinationResult, string>> = { confusion: 'Confusion', fail: 'No coordination', coordinate: 'Coordinated', all: 'All coordinated' };

export interface CoordinationRow {
  /** Adjusted die roll, inclusive; null is open-ended. */
  min: number | null;
  max: number | null;
  result: CoordinationResult;
  /** For `coordinate`: how many brigades may act as one. */
  brigades?: number;
  source: string;
}

/** The Brigade Coordination Table (L470–477): the die plus the division leader's Coordination Rating (L461, L480). */
export const BRIGADE_COORDINATION: { rows: readonly CoordinationRow[]; drm: { rating: string; source: string }; source: string } = {
  source: gbacwLine(470),
  drm: { rating: 'coordination', source: gbacwLine(461) },
  rows: [
    { min: null, max: 2, result: 'confusion', source: gbacwLine(473) },
    { min: 3, max: 6, result: 'fail', source: gbacwLine(474) },
    { min: 7, max: 9, result: 'coordinate', brigades: 2, source: gbacwLine(475) },
    { min: 10, max: 11, result: 'coordinate', brigades: 3, source: gbacwLine(476) },
    { min: 12, max: null, result: 'all', source: gbacwLine(477) },
  ],
};

/** What each coordination result lets the division do (L463–466). */
export const COORDINATION_EFFECTS: Readonly<Record<CoordinationResult, { text: string; source: string }>> = {
  confusion: { text: 'In-range brigades neither move nor fight this AM; leaders move, units rally, resupply and turn one vertex.', source: gbacwLine(463) },
  fail: { text: 'No penalty: the brigades act one at a time.', source: gbacwLine(464) },
  coordinate: { text: 'That many In Command brigades act as one brigade.', source: gbacwLine(465) },
  all: { text: 'Every eligible brigade acts as one brigade.', source: gbacwLine(466) },
};

/** A Combat Ineffective division may not coordinate (13.32). */
export const COORDINATION_NOT_WHEN_CI = gbacwLine(2213);

// ---------------------------------------------------------------------------
// Orders (6.1) and the Orders Comparison Chart
// ---------------------------------------------------------------------------

/** A command with no Orders marker is under Advance Orders (6.11). */
export const DEFAULT_ORDERS: { orders: Orders; source: string } = { orders: 'advance', source: gbacwLine(528) };

/** A cell of the Orders Comparison Chart: printed on the chart, or rebuilt from the rules it summarises. */
export interface OrdersCell<T> {
  value: T;
  source: string;
  /** Not a cell of the printed chart: rebuilt from the rule at `source` (see G3). */
  rebuilt?: true;
}

export type OrdersRow<T> = Readonly<Record<Orders, OrdersCell<T>>>;

const printed = <T>(line: number, march: T, advance: T, attack: T): OrdersRow<T> => ({
  march: { value: march, source: gbacwLine(line) },
  advance: { value: advance, source: gbacwLine(line) },
  attack: { value: attack, source: gbacwLine(line) },
});

const rebuilt = <T>(cells: Record<Orders, [T, number]>): OrdersRow<T> => ({
  march: { value: cells.march[0], source: gbacwLine(cells.march[1]), rebuilt: true },
  advance: { value: cells.advance[0], source: gbacwLine(cells.advance[1]), rebuilt: true },
  attack: { value: cells.attack[0], source: gbacwLine(cells.attack[1]), rebuilt: true },
});

/**
 * The Orders Comparison Chart (L530–542) as printed, then the rows Muster adds from the rules the chart
 * summarises (marked `rebuilt`). The chart's "keep 5 hexes away" for March is 6.13's "not within four
 * hexes and LOS" (G4); its Advance road rate of 1 MP is the usual printed Road cost, paid only with March
 * stacking (9.43).
 */
export const ORDERS_COMPARISON = {
  source: gbacwLine(530),
  roadRate: printed<number | null>(534, 0.5, 1, null),
  moveAdjacent: printed<'no' | 'artillery-only' | 'yes'>(535, 'no', 'artillery-only', 'yes'),
  activation: printed<'march-am' | 'division-am'>(536, 'march-am', 'division-am', 'division-am'),
  infantryStacking: printed(537, 7, 15, 15),
  cavalryStacking: printed(538, 4, 7, 7),
  construction: printed(539, false, true, false),
  fire: printed(540, false, true, true),
  moveAndFire: printed(541, false, false, true),
  shock: printed(542, false, true, true),
  movementAllowance: rebuilt<'printed' | 'halved-up'>({ march: ['printed', 1024], advance: ['printed', 1024], attack: ['halved-up', 1056] }),
  facing: rebuilt<'hexside' | 'vertex'>({ march: ['hexside', 695], advance: ['vertex', 695], attack: ['vertex', 695] }),
  preparedFire: rebuilt({ march: [false, 559], advance: [true, 578], attack: [true, 591] }),
  retreatBeforeShock: rebuilt({ march: [false, 562], advance: [true, 582], attack: [false, 596] }),
  refuse: rebuilt({ march: [false, 738], advance: [true, 583], attack: [true, 594] }),
  preShockCheckDrm: rebuilt({ march: [2, 560], advance: [0, 1708], attack: [0, 1708] }),
  artillery: rebuilt({ march: [true, 1095], advance: [true, 1095], attack: [false, 601] }),
  /** 6.13: no hex within four hexes and LOS of an enemy combat unit; none adjacent regardless of LOS. */
  marchKeepsAway: { hexes: 4, withSight: true, source: gbacwLine(556) },
} as const;

/** The chart's rows in Muster's words, in the chart's order (the rebuilt rows after the printed ones). */
export const ORDERS_COMPARISON_ROW_LABELS: Readonly<Record<Exclude<keyof typeof ORDERS_COMPARISON, 'source' | 'marchKeepsAway'>, string>> = {
  roadRate: 'MP a hex along a pike or road',
  moveAdjacent: 'Move next to the enemy',
  activation: 'Activates on',
  infantryStacking: 'Infantry stacking (SPs)',
  cavalryStacking: 'Cavalry stacking (SPs)',
  construction: 'Build breastworks',
  fire: 'Fire',
  moveAndFire: 'Move and fire',
  shock: 'Shock',
  movementAllowance: 'Movement Allowance',
  facing: 'Faces a',
  preparedFire: 'Prepared Fire',
  retreatBeforeShock: 'Retreat before shock',
  refuse: 'Refuse a flank',
  preShockCheckDrm: 'Pre-shock check DRM',
  artillery: 'Artillery may be under it',
};
/** The chart's word values in Muster's words. */
export const ORDERS_COMPARISON_VALUE_LABELS: Readonly<Record<'no' | 'artillery-only' | 'yes' | 'march-am' | 'division-am' | 'printed' | 'halved-up' | 'hexside' | 'vertex', string>> = {
  no: 'No',
  'artillery-only': 'Artillery only',
  yes: 'Yes',
  'march-am': 'The March AM',
  'division-am': 'Its division’s AMs',
  printed: 'As printed',
  'halved-up': 'Halved (rounded up)',
  hexside: 'Hexside',
  vertex: 'Vertex',
};

/** March Orders are given on the map only in the Division Orders Phase, and only with no unit of the command within four hexes and LOS of an enemy combat unit (6.14). */
export const MARCH_ORDERS_ALLOWED = { withinHexes: 4, withSight: true, source: gbacwLine(568) } as const;

/** Artillery is never under Attack Orders (6.18); dismounted cavalry never under March (8.12). */
export const ORDERS_NEVER = {
  artilleryAttack: gbacwLine(601),
  dismountedCavalryMarch: gbacwLine(795),
} as const;

// ---------------------------------------------------------------------------
// Brigade Orders Change (6.2)
// ---------------------------------------------------------------------------

export const ORDERS_CHANGE_RESULTS = ['retain-and-stand', 'retain', 'loose-cannon', 'change-and-stand', 'change'] as const;
export type OrdersChangeResult = (typeof ORDERS_CHANGE_RESULTS)[number];
export const ORDERS_CHANGE_RESULT_LABELS: Readonly<Record<OrdersChangeResult, string>> = {
  'retain-and-stand': 'Keeps his orders and stands',
  retain: 'Keeps his orders',
  'loose-cannon': 'Loose Cannon',
  'change-and-stand': 'Changes orders and stands',
  change: 'Changes orders',
};

export interface OrdersChangeRow {
  min: number | null;
  max: number | null;
  result: OrdersChangeResult;
  source: string;
}

/** The Orders Change Table (6.23, L615–622), entered with the die plus the brigadier's Orders Rating and stacked superiors (6.21, 6.22). */
export const ORDERS_CHANGE: {
  rows: readonly OrdersChangeRow[];
  drms: { ordersRating: string; divisionLeaderStacked: { drm: number; source: string }; corpsOrArmyCommanderStacked: { drm: number; source: string } };
  source: string;
} = {
  source: gbacwLine(615),
  drms: {
    ordersRating: gbacwLine(607),
    divisionLeaderStacked: { drm: 1, source: gbacwLine(613) },
    // "his corps and/or Overall Commander": +2 once, whichever of them is there.
    corpsOrArmyCommanderStacked: { drm: 2, source: gbacwLine(613) },
  },
  rows: [
    { min: null, max: 1, result: 'retain-and-stand', source: gbacwLine(618) },
    { min: 2, max: 3, result: 'retain', source: gbacwLine(619) },
    { min: 4, max: 4, result: 'loose-cannon', source: gbacwLine(620) },
    { min: 5, max: 5, result: 'change-and-stand', source: gbacwLine(621) },
    { min: 6, max: null, result: 'change', source: gbacwLine(622) },
  ],
};

/** The key to the table (L626–634). */
export const ORDERS_CHANGE_EFFECTS: Readonly<Record<OrdersChangeResult, { change: boolean; stand: boolean; looseCannon: boolean; source: string }>> = {
  'retain-and-stand': { change: false, stand: true, looseCannon: false, source: gbacwLine(618) },
  retain: { change: false, stand: false, looseCannon: false, source: gbacwLine(626) },
  'loose-cannon': { change: false, stand: false, looseCannon: true, source: gbacwLine(634) },
  'change-and-stand': { change: true, stand: true, looseCannon: false, source: gbacwLine(621) },
  change: { change: true, stand: false, looseCannon: false, source: gbacwLine(628) },
};

/** Stand: In Command units spend no MPs this Action Phase, but may fire, turn to fire, shock, rally, resupply, build (L630); cavalry may not mount or dismount (L632). */
export const STAND = { source: gbacwLine(630), noMountDismount: gbacwLine(632) } as const;

/** Only units within the brigadier's range at the start of the activation change (6.21). */
export const ORDERS_CHANGE_APPLIES_TO_IN_COMMAND = gbacwLine(609);

/** What a Loose Cannon does, by the brigadier's Action Profile (6.24, L638–655). */
export type LooseCannonEffect =
  | { kind: 'aggressive'; reachMps: number; mountedCavalryReachMps: number; ordersIfReached: Orders; ordersOtherwise: Orders; source: string; otherwiseSource: string }
  | { kind: 'retain'; source: string }
  | { kind: 'cautious'; retreatHexes: number; thenOrders: Orders; source: string }
  | { kind: 'unreliable'; source: string };

export const LOOSE_CANNON: Readonly<Record<ActionProfile | 'none', LooseCannonEffect>> = {
  A: { kind: 'aggressive', reachMps: 3, mountedCavalryReachMps: 5, ordersIfReached: 'attack', ordersOtherwise: 'advance', source: gbacwLine(642), otherwiseSource: gbacwLine(644) },
  N: { kind: 'retain', source: gbacwLine(646) },
  C: { kind: 'cautious', retreatHexes: 1, thenOrders: 'advance', source: gbacwLine(648) },
  U: { kind: 'unreliable', source: gbacwLine(650) },
  // A leader with no Action Profile treats a Loose Cannon as a Retain.
  none: { kind: 'retain', source: gbacwLine(638) },
};

/** The Unreliable brigadier's own roll (L652–655): the natural die says how he behaves. */
export const UNRELIABLE_PROFILE: ReadonlyArray<{ min: number; max: number; profile: Exclude<ActionProfile, 'U'>; source: string }> = [
  { min: 0, max: 2, profile: 'A', source: gbacwLine(653) },
  { min: 3, max: 6, profile: 'N', source: gbacwLine(654) },
  { min: 7, max: 9, profile: 'C', source: gbacwLine(655) },
];

/** Under March, an Aggressive Loose Cannon counts as Retain (6.25). */
export const MARCH_AGGRESSIVE_LOOSE_CANNON = gbacwLine(657);
