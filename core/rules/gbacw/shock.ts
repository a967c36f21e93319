/**
 * GBACW reaction, shock and their results (series rules 9.6, 11.0, 12.3–12.5): what the series book
 * fixes. The Shock Ratio Chart and the Shock Resolution Table are each game's own (gameTables.ts).
 */
import { gbacwLine } from '../trace';

/** Reaction Refusal or Facing Change (9.61, 9.62). */
export const REACTION_FACING = {
  /** Triggered by an enemy moving or advancing adjacent, or firing from outside the unit's front. */
  triggers: [gbacwLine(1187), gbacwLine(1188)],
  perEnemyBrigadeActivation: { max: 1, source: gbacwLine(1197) },
  /** Infantry and cavalry take a UDD, artillery does not; each stacked unit rolls. */
  udd: { artillery: false, source: gbacwLine(1198) },
  /** Not when already in another enemy's frontal hex. */
  notInOtherFront: gbacwLine(1200),
  /** One vertex only. */
  vertices: { max: 1, source: gbacwLine(1204) },
  /** Artillery: −2 and no Rapid Fire on its next non-phasing fire. */
  artilleryNextFire: { drm: -2, source: gbacwLine(1206) },
} as const;

/** Moving in Reaction (9.63): mounted cavalry and artillery, enemy Movement within three hexes. */
export const REACTION_MOVE = {
  triggerHexes: 3,
  source: gbacwLine(1208),
  hexes: { min: 1, max: 2, source: gbacwLine(1212) },
  notOnMarchOrInFront: gbacwLine(1213),
  artilleryMaxHexCost: { mps: 2, source: gbacwLine(1214) },
  /** A UDD after; failing Disorders, a 2nd Disorder costs 1 SP or 1 gun; cavalry adds hexside and non-Clear hex costs. */
  udd: { secondDisorderLoss: 1, source: gbacwLine(1215) },
  artilleryOncePerEnemyActivation: gbacwLine(1218),
  artilleryReactOrApproachFire: gbacwLine(1219),
  /** Artillery never closer to an enemy within four hexes that sees it. */
  artilleryNotCloser: { hexes: 4, source: gbacwLine(1220) },
} as const;

/** Shock strength (11.43, 11.63, 14.25): combining, cavalry multipliers, artillery's strength. */
export const SHOCK_STRENGTH = {
  /** Mounted cavalry charging into a Flank or Rear doubles; shocking or charging into, or defending in, Woods or Cedar halves (G9). */
  cavalryFlankOrRear: { factor: 2, source: gbacwLine(1747), also: gbacwLine(1873) },
  cavalryWoods: { factor: 0.5, source: gbacwLine(1747), also: gbacwLine(1873) },
  /** Top or unsupported artillery adds 1 SP per 4 guns, rounded down, at least 1; lower in the stack or abandoned, nothing. */
  artillery: { gunsPerSp: 4, min: 1, source: gbacwLine(1917), notBelow: gbacwLine(1918) },
  /** Extended Lines and Columns shock and defend at full strength. */
  extendedFull: gbacwLine(942),
} as const;

/** Shock Ratio rounding and bounds (11.43): the ratios themselves are on the game's chart. */
export const SHOCK_RATIO = {
  /** In the attacker's favour only if every attacker moved and the defender has no terrain or Breastworks DRM. */
  attackerFavour: gbacwLine(1751),
  /** Otherwise, and always in Continued Shock, in the defender's favour. */
  defenderFavour: gbacwLine(1752),
  example: gbacwLine(1754),
  /** Worse than 1-4 counts as 1-4, better than 5-1 as 5-1. */
  bounds: { worst: [1, 4] as const, best: [5, 1] as const, source: gbacwLine(1756) },
} as const;

export const SHOCK_DRM_IDS = [
  'surrounded',
  'frontal-hex-of-untargeted-enemy',
  'infantry-charge',
  'cavalry-charge',
  'countercharge-against-infantry',
  'no-brigadier',
  'aggressive-brigadier',
  'continued-shock',
  'breastworks',
] as const;
export type ShockDrmId = (typeof SHOCK_DRM_IDS)[number];

/**
 * The Shock Resolution DRMs the series book states (11.42–11.72, 15.23), + favouring the attacker. The
 * Shock Ratio, Position and Disorder DRMs are on the game's Shock Adjustments chart (gameTables.ts).
 */
export const SHOCK_DRMS: Readonly<Record<ShockDrmId, { drm: number; text: string; source: string }>> = {
  surrounded: { drm: 5, text: 'Defender surrounded by its shockers and their frontal hexes', source: gbacwLine(1762) },
  'frontal-hex-of-untargeted-enemy': { drm: -1, text: 'Each attacking hex in the frontal hex of an enemy not shocked, when Position applies', source: gbacwLine(1764) },
  'infantry-charge': { drm: 1, text: 'Infantry Charge (not in Continued Shock)', source: gbacwLine(1630) },
  'cavalry-charge': { drm: 1, text: 'Cavalry Charge against a defender with no favourable terrain', source: gbacwLine(1870) },
  'countercharge-against-infantry': { drm: -1, text: 'Countercharged infantry: −1 instead of its +1', source: gbacwLine(1886) },
  'no-brigadier': { drm: -1, text: 'No shocking unit of the brigade stacked with its brigadier (attacker only)', source: gbacwLine(1938) },
  'aggressive-brigadier': { drm: 1, text: 'Attacking unit stacked with an Aggressive brigadier', source: gbacwLine(1939) },
  'continued-shock': { drm: -1, text: 'Each Continued Shock in succession, −1 more', source: gbacwLine(1814) },
  breastworks: { drm: -1, text: 'Defending within Breastworks', source: gbacwLine(2384) },
};

/** Defender's Pre-Shock Cohesion Check (11.37): the top defending unit takes a UDD. */
export const PRE_SHOCK_CHECK = {
  source: gbacwLine(1706),
  pass: { result: 'defends' as const, source: gbacwLine(1708) },
  /** The whole stack Disorders; already Disordered units take a 2nd Disorder UDD, Disordered artillery is abandoned. */
  fail: { result: 'stack-disorders' as const, source: gbacwLine(1709) },
  march: {
    pass: { result: 'disorders' as const, source: gbacwLine(1713) },
    fail: { result: 'routs-or-abandoned' as const, source: gbacwLine(1714) },
  },
  /** No check against Continued Shock, nor for cavalry that countercharges on Attack Orders. */
  none: [gbacwLine(1718), gbacwLine(1719)],
  /** Several shocks at one defender: one check, with the worst DRMs. */
  once: gbacwLine(1656),
  /** Positive DRMs hurt the defender. */
  drms: {
    march: { drm: 2, source: gbacwLine(560) },
    charged: { drm: 1, text: 'Charged by a force the defender\'s terrain does not favour (not mounted cavalry)', source: gbacwLine(1871) },
    breastworks: { drm: -1, source: gbacwLine(2383) },
    leaderStar: { drmPerStar: -1, source: gbacwLine(1941) },
  },
} as const;

/** Post-Shock Automatic Disorder (11.48, Step 6e). */
export const POST_SHOCK_DISORDER = {
  source: gbacwLine(1820),
  attackerGoodOrderInfantry: { result: 'disordered' as const, source: gbacwLine(1824) },
  attackerStackWithDisordered: { loss: 1, source: gbacwLine(1825) },
  mountedCavalryGoodOrder: { result: 'disordered' as const, source: gbacwLine(1829) },
  mountedCavalryDisordered: { result: 'blown' as const, source: gbacwLine(1831) },
  marchDefender: { orders: 'advance' as const, source: gbacwLine(1835), othersUdd: gbacwLine(1836) },
} as const;

export const SECOND_DISORDER_CAUSES = ['fire', 'shock', 'terrain', 'post-shock'] as const;
export type SecondDisorderCause = (typeof SECOND_DISORDER_CAUSES)[number];

/**
 * The 2nd Disorder Table, rebuilt from 12.35 and 12.36 (the card is not in the book, and 12.35's
 * letters were lost; G10): what a second Disorder does to infantry and cavalry, and to artillery.
 */
export const SECOND_DISORDER: Readonly<
  Record<SecondDisorderCause, { infantryCavalry: { text: string; loss?: number; retreat?: [number, number]; udd?: boolean; source: string }; artillery: { text: string; source: string } }>
> = {
  fire: {
    infantryCavalry: { text: 'Stays Disordered, loses 1 SP, retreats one or two hexes', loss: 1, retreat: [1, 2], source: gbacwLine(2016) },
    artillery: { text: 'Loses 1 SP (a gun); does not retreat', source: gbacwLine(2039) },
  },
  shock: {
    infantryCavalry: { text: 'A UDD: failing routs; passing loses 1 SP and retreats one or two hexes', loss: 1, retreat: [1, 2], udd: true, source: gbacwLine(2020) },
    artillery: { text: 'Abandoned, ignoring any retreat', source: gbacwLine(2038) },
  },
  terrain: {
    infantryCavalry: { text: 'Stops in the hex that caused it; nothing more', source: gbacwLine(2024) },
    artillery: { text: 'Stops in the hex that caused it; nothing more', source: gbacwLine(2024) },
  },
  'post-shock': {
    infantryCavalry: { text: 'Mounted cavalry is Blown; infantry and dismounted cavalry lose 1 SP', loss: 1, source: gbacwLine(2025) },
    artillery: { text: 'Artillery does not shock', source: gbacwLine(1911) },
  },
};

/** Two stacked non-artillery units owing 1 SP each from one fire or shock step lose 1 SP between them (12.35 e). */
export const SECOND_DISORDER_STACK = { loss: 1, source: gbacwLine(2028) } as const;
/** A phasing unit with a 2nd Disorder from fire or shock is done for the activation (12.35 f). */
export const SECOND_DISORDER_PHASING_DONE = gbacwLine(2034);

/** Retreat distances (12.42, 12.43). */
export const RETREATS = {
  oneHex: { hexes: [1, 1] as const, causes: 'Shock roll 1 or less (attacker), 5–9 (defender); Cautious Loose Cannon', source: gbacwLine(2047) },
  twoHexes: { hexes: [2, 2] as const, causes: 'Shock roll 10 or more (defender)', source: gbacwLine(2048) },
  oneOrTwo: { hexes: [1, 2] as const, causes: 'Additional Disorder from fire, reaction, retreat before shock, pre-shock check, rout, friendly fire, retreat through', source: gbacwLine(2049) },
  infantryBeforeShock: { hexes: [1, 1] as const, source: gbacwLine(2053) },
  cavalryBeforeShockOrReaction: { hexes: [1, 2] as const, source: gbacwLine(2054) },
  /** A non-artillery stack that cannot retreat loses 1 SP a hex from its top unit; artillery is abandoned. */
  blocked: { lossPerHex: 1, source: gbacwLine(2074), artillery: gbacwLine(2081) },
} as const;

/** The Shock Resolution results the series book does fix (11.47, 11.64, 12.42, 12.51). */
export const SHOCK_RESULT_BANDS = {
  /** 1 or less: the attacker retreats a hex; the defender may Continue Shock. */
  attackerRetreat: { max: 1, source: gbacwLine(2047), continued: gbacwLine(1788) },
  /** 5–9: the defender retreats a hex. */
  defenderRetreat: { min: 5, max: 9, source: gbacwLine(2047) },
  /** 8 or more: the attacker may (chargers must) Continue Shock. */
  continuedShock: { min: 8, source: gbacwLine(1783) },
  /** 10 or more: the defender retreats two hexes and may rout; defending artillery is abandoned. */
  defenderRout: { min: 10, source: gbacwLine(2048), rout: gbacwLine(2103), artillery: gbacwLine(1924) },
} as const;

/** Collapse (12.23): below half its printed strength a non-artillery unit is Disordered and Collapsed. */
export const COLLAPSE = { belowFraction: 0.5, source: gbacwLine(1976), example: gbacwLine(1986) } as const;

/** Rout (12.5): to its command's box; friends next to or stacked with it take a UDD. */
export const ROUT = { source: gbacwLine(2100), adjacentUdd: gbacwLine(2112) } as const;
