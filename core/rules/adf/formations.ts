/**
 * ADF formations, what it costs to change between them, and the special formations and
 * unit types that bend the movement rules (digest §3.14).
 */
import { adfLine, type Trace } from '../trace';
import type { MoraleLevel, Quality } from '../../model/words';

/** Infantry formations (movement rows B:2714–2718; square B:1779). */
export const INFANTRY_FORMATIONS = [
  'battle-line',
  'extended-line',
  'skirmishers',
  'attack-column',
  'road-column',
  'square',
] as const;
export type InfantryFormation = (typeof INFANTRY_FORMATIONS)[number];

/** Cavalry formations (B:2741–2744); "road column" is also the leader's line. */
export const CAVALRY_FORMATIONS = ['cavalry-line', 'skirmishing', 'double-line', 'road-column'] as const;
export type CavalryFormation = (typeof CAVALRY_FORMATIONS)[number];

/** Cavalry fights mounted or dismounted, with two sets of stands (B:1616). */
export const CAVALRY_STATES = ['mounted', 'dismounted'] as const;
export type CavalryState = (typeof CAVALRY_STATES)[number];

/** A battery is limbered to move and unlimbered to fire (B:457, B:1362). */
export const ARTILLERY_STATES = ['limbered', 'unlimbered'] as const;
export type ArtilleryState = (typeof ARTILLERY_STATES)[number];

/** Lines can be enfiladed on their flanks, columns from front, side and rear (B:1519–1547). */
export const FORMATION_SHAPES = ['line', 'column', 'skirmish', 'square'] as const;
export type FormationShape = (typeof FORMATION_SHAPES)[number];

export const FORMATION_SHAPE: {
  source: string;
  infantry: Record<InfantryFormation, FormationShape>;
  cavalry: Record<CavalryFormation, FormationShape>;
} = {
  // Battle and extended lines are the lines of the enfilade rules (B:1517); road and attack columns
  // take the column DRMs (B:1537).
  source: adfLine(1517),
  infantry: {
    'battle-line': 'line',
    'extended-line': 'line',
    skirmishers: 'skirmish',
    'attack-column': 'column',
    'road-column': 'column',
    square: 'square',
  },
  // Cavalry in column or as skirmishers is treated as infantry (B:1643); lines are lines.
  cavalry: {
    'cavalry-line': 'line',
    skirmishing: 'skirmish',
    'double-line': 'line',
    'road-column': 'column',
  },
};

// ---------------------------------------------------------------------------
// Formation changes
// ---------------------------------------------------------------------------

/** What a change costs: half of one movement action, a whole action (or reaction), or two consecutive actions. */
export const CHANGE_COSTS = ['half-move', 'full-action', 'two-actions'] as const;
export type ChangeCost = (typeof CHANGE_COSTS)[number];

export const FORMATION_CHANGES = [
  'change-formation',
  'front-to-flank',
  'limber-unlimber',
  'mount-dismount',
  'siege-limber-unlimber',
  'form-square',
] as const;
export type FormationChange = (typeof FORMATION_CHANGES)[number];

export interface FormationChangeRule {
  source: string;
  cost: Record<Quality, ChangeCost>;
  /** May be done as a reaction as well as an action. */
  asReaction: boolean;
}

const QUICK_UNLESS_GREEN: Record<Quality, ChangeCost> = {
  elite: 'half-move',
  veteran: 'half-move',
  trained: 'half-move',
  green: 'full-action',
};

/**
 * Costs by quality. Mount/dismount follows the cavalry chapter, which says it outright (B:1659:
 * half a move for veterans and elites, a whole action for trained or green units); Rules Summary 1
 * (B:2420) lists only formation changes and says nothing of mounting, so reading it as "half a move
 * unless green" is the option `rules-summary`.
 */
export const FORMATION_CHANGE_COSTS: Record<FormationChange, FormationChangeRule> = {
  'change-formation': { source: adfLine(581), cost: QUICK_UNLESS_GREEN, asReaction: true },
  'front-to-flank': { source: adfLine(621), cost: QUICK_UNLESS_GREEN, asReaction: true },
  'limber-unlimber': { source: adfLine(1362), cost: QUICK_UNLESS_GREEN, asReaction: true },
  // Any cavalry may mount or dismount as a reaction, whatever its quality (B:1659).
  'mount-dismount': {
    source: adfLine(1659),
    cost: { elite: 'half-move', veteran: 'half-move', trained: 'full-action', green: 'full-action' },
    asReaction: true,
  },
  'siege-limber-unlimber': {
    source: adfLine(2994),
    cost: { elite: 'two-actions', veteran: 'two-actions', trained: 'two-actions', green: 'two-actions' },
    asReaction: false,
  },
  'form-square': {
    source: adfLine(1779),
    cost: { elite: 'full-action', veteran: 'full-action', trained: 'full-action', green: 'full-action' },
    asReaction: true,
  },
};

/**
 * Mount/dismount read from Rules Summary 1's formation changes (B:2420: a half move unless green),
 * the summary being silent on mounting: the option `rules-summary`.
 */
export const MOUNT_DISMOUNT_RULES_SUMMARY: FormationChangeRule = { source: adfLine(2420), cost: QUICK_UNLESS_GREEN, asReaction: true };

export interface FormationChangeOptions {
  mountDismount: 'cavalry-chapter' | 'rules-summary';
}
export const DEFAULT_FORMATION_CHANGE_OPTIONS: FormationChangeOptions = { mountDismount: 'cavalry-chapter' };

export function formationChangeCost(
  change: FormationChange,
  quality: Quality,
  options: FormationChangeOptions = DEFAULT_FORMATION_CHANGE_OPTIONS,
): { cost: ChangeCost; asReaction: boolean; trace: Trace } {
  const rule =
    change === 'mount-dismount' && options.mountDismount === 'rules-summary'
      ? MOUNT_DISMOUNT_RULES_SUMMARY
      : FORMATION_CHANGE_COSTS[change];
  const cost = rule.cost[quality];
  return {
    cost,
    asReaction: rule.asReaction,
    trace: [
      {
        step: 'formation change',
        value: cost,
        detail: `${change} by a ${quality} unit costs ${cost === 'half-move' ? 'half of one movement action' : cost === 'full-action' ? 'a whole action' : 'two consecutive actions'}.`,
        source: rule.source,
      },
    ],
  };
}

// ---------------------------------------------------------------------------
// Manoeuvres within a move
// ---------------------------------------------------------------------------

export const MANOEUVRES = [
  'about-face',
  'attack-column-turn',
  'road-column-turn',
  'wheel',
  'oblique-outside-arc',
  'move-backwards',
  'cross-obstacle-in-open',
  'interpenetrate',
] as const;
export type Manoeuvre = (typeof MANOEUVRES)[number];

export type ManoeuvreEffect =
  /** Costs this many inches of the move. */
  | { kind: 'inches'; inches: number }
  /** The move is made at another rate. */
  | { kind: 'rate'; rate: 'disorder' | 'half' | 'broken' }
  /** Free, measured along the long arc of the wheel. */
  | { kind: 'long-arc' }
  /** Both units take a tactical competence test or fall into disorder. */
  | { kind: 'tct' };

export const MANOEUVRE_EFFECTS: Record<Manoeuvre, { source: string; effect: ManoeuvreEffect; alternative?: ManoeuvreEffect }> = {
  'about-face': { source: adfLine(617), effect: { kind: 'inches', inches: 1 } },
  'attack-column-turn': { source: adfLine(617), effect: { kind: 'inches', inches: 1 } },
  'road-column-turn': { source: adfLine(617), effect: { kind: 'inches', inches: 0 } },
  wheel: { source: adfLine(3197), effect: { kind: 'long-arc' } },
  'oblique-outside-arc': { source: adfLine(633), effect: { kind: 'rate', rate: 'disorder' } },
  'move-backwards': { source: adfLine(577), effect: { kind: 'rate', rate: 'half' } },
  // In open ground the mover chooses: lose an inch, or make the whole move at the broken rate.
  'cross-obstacle-in-open': {
    source: adfLine(637),
    effect: { kind: 'inches', inches: 1 },
    alternative: { kind: 'rate', rate: 'broken' },
  },
  interpenetrate: { source: adfLine(625), effect: { kind: 'tct' } },
};

// ---------------------------------------------------------------------------
// Disengagement
// ---------------------------------------------------------------------------

/** A disengage moves at twice the disorder rate and loses one morale level, but never below shaken (B:589). */
export const DISENGAGE = {
  source: adfLine(589),
  disorderRateMultiple: 2,
  /** Fire at a disengaging unit loses one die (B:2723). */
  fireDiceLost: 1,
  worstEndLevel: 'shaken' as MoraleLevel,
};

const NEXT_LEVEL_AFTER_DISENGAGE: Record<MoraleLevel, MoraleLevel | null> = {
  good: 'disorder',
  disorder: 'shaken',
  shaken: 'shaken',
  routed: null,
};

/** The morale level a unit ends a disengagement at; null when it may not disengage (routed). */
export function moraleAfterDisengage(level: MoraleLevel): { level: MoraleLevel | null; trace: Trace } {
  const after = NEXT_LEVEL_AFTER_DISENGAGE[level];
  return {
    level: after,
    trace: [
      {
        step: 'disengage',
        value: after,
        detail:
          after === null
            ? 'A routed unit cannot disengage.'
            : `A ${level} unit ends its disengagement ${after} (one level worse, never below shaken).`,
        source: DISENGAGE.source,
      },
    ],
  };
}

// ---------------------------------------------------------------------------
// Special formations and unit types
// ---------------------------------------------------------------------------

export const SPECIAL_UNIT_TYPES = ['square', 'mounted-infantry', 'native-american-irregulars', 'lancers', 'skirmishers'] as const;
export type SpecialUnitType = (typeof SPECIAL_UNIT_TYPES)[number];

export interface SpecialUnitRules {
  source: string;
  /** Formations it may take (when the rule limits them). */
  formations?: { mounted?: readonly string[]; dismounted?: readonly string[] };
  /** Its charges and counter-charges are made in disorder. */
  chargesInDisorder?: boolean;
  canChargeMounted?: boolean;
  /** Firer DRM on its own fire. */
  firerDrm?: number;
  /** Fires with half its firepower. */
  halfFirepower?: boolean;
  /** Target DRM against it, artillery / other fire. */
  targetDrm?: { artillery: number; other: number };
  /** Its own charge morale modifier against cavalry, and the one imposed on cavalry impacting it. */
  cmmVsCavalry?: number;
  cavalryImpactCmm?: number;
  /** Extra MMP on its opponent's fear-of-charge check and impact when it charges mounted. */
  opponentMmp?: number;
  /** Extra MMP on its own checks caused by artillery fire. */
  mmpFromArtilleryFire?: number;
  meleeDrm?: number;
}

export const SPECIAL_UNITS: Record<SpecialUnitType, SpecialUnitRules> = {
  // Forming square is a full action or reaction (see FORMATION_CHANGE_COSTS); fires in any direction.
  square: {
    source: adfLine(1779),
    halfFirepower: true,
    targetDrm: { artillery: 3, other: 2 },
    cmmVsCavalry: -2,
    cavalryImpactCmm: 2,
  },
  // Only road column while mounted; may not charge mounted; fights dismounted as infantry.
  'mounted-infantry': {
    source: adfLine(1757),
    formations: { mounted: ['road-column'], dismounted: INFANTRY_FORMATIONS },
    canChargeMounted: false,
    firerDrm: -1,
  },
  'native-american-irregulars': {
    source: adfLine(1767),
    formations: { dismounted: ['cavalry-line', 'skirmishing'] },
    chargesInDisorder: true,
    meleeDrm: 1,
    mmpFromArtilleryFire: 2,
  },
  lancers: { source: adfLine(1773), opponentMmp: 1 },
  // Skirmishers cannot charge except against skirmishers and neither cause nor suffer enfilade.
  skirmishers: { source: adfLine(3167), halfFirepower: true },
};
