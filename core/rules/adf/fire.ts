/**
 * The fire procedure tables: dice per range band, firer modifiers, target DRMs (artillery fire /
 * other fire) and the Fire Combat Results Table. Values come from Rules Summary 3 (adfLine(2601–2695))
 * and the big-gun procedure (adfLine(3004–3018)).
 */
import { adfLine } from '../trace';
import type { Arm, Quality } from '../../model/words';

export const RANGE_BANDS = ['long', 'normal', 'short', 'pbf', 'canister', 'melee', 'desperation'] as const;
/** pbf is point-blank fire against a charge (for artillery: point-blank canister at 1 inch). */
export type RangeBand = (typeof RANGE_BANDS)[number];

/** Who fires, as far as the dice are concerned: canister dice depend on the gun class. */
export type FireKind = 'infantry' | 'cavalry' | 'smoothbore-artillery' | 'rifled-artillery' | 'big-gun';

export interface DiceEntry {
  dice: number;
  source: string;
}

/**
 * Dice added to FP by range band. Artillery normal range (2D6) is missing from the printed artillery
 * table and comes from the text (adfLine(1317)); desperation fire is open to any arm but big guns
 * (adfLine(3079), adfLine(2997)). Melee is defined for infantry and cavalry only.
 */
export const DICE_BY_RANGE: Record<FireKind, Partial<Record<RangeBand, DiceEntry>>> = {
  infantry: {
    normal: { dice: 2, source: adfLine(2603) },
    long: { dice: 1, source: adfLine(2604) },
    short: { dice: 3, source: adfLine(2605) },
    pbf: { dice: 4, source: adfLine(2606) },
    melee: { dice: 5, source: adfLine(2607) },
    desperation: { dice: 1, source: adfLine(2612) },
  },
  cavalry: {
    normal: { dice: 2, source: adfLine(2634) },
    long: { dice: 1, source: adfLine(2635) },
    short: { dice: 3, source: adfLine(2636) },
    pbf: { dice: 4, source: adfLine(2637) },
    melee: { dice: 5, source: adfLine(2639) },
    desperation: { dice: 1, source: adfLine(3079) },
  },
  'smoothbore-artillery': {
    long: { dice: 1, source: adfLine(2622) },
    normal: { dice: 2, source: adfLine(1317) },
    short: { dice: 3, source: adfLine(2623) },
    canister: { dice: 4, source: adfLine(2624) },
    pbf: { dice: 5, source: adfLine(2624) },
    desperation: { dice: 1, source: adfLine(3079) },
  },
  'rifled-artillery': {
    long: { dice: 1, source: adfLine(2622) },
    normal: { dice: 2, source: adfLine(1317) },
    short: { dice: 3, source: adfLine(2623) },
    canister: { dice: 3, source: adfLine(2625) },
    pbf: { dice: 4, source: adfLine(2625) },
    desperation: { dice: 1, source: adfLine(3079) },
  },
  'big-gun': {
    long: { dice: 1, source: adfLine(3006) },
    normal: { dice: 2, source: adfLine(3008) },
    short: { dice: 3, source: adfLine(3009) },
    canister: { dice: 5, source: adfLine(3010) },
    pbf: { dice: 6, source: adfLine(3011) },
  },
};

/** Desperation fire: a 6 on its one die earns a second die, added (adfLine(3079)). */
export const DESPERATION_EXTRA_DIE = { on: 6, source: adfLine(3079) } as const;

export function diceForRange(kind: FireKind, band: RangeBand): DiceEntry | undefined {
  return DICE_BY_RANGE[kind][band];
}

/** Which fire row a firer uses for its own modifiers (big guns have their own procedure table). */
export type FirerTable = 'infantry' | 'cavalry' | 'artillery' | 'big-gun';

export interface ModifierEntry {
  drm: number;
  source: string;
}

/** Firer quality DRMs; veteran (and trained) have none. */
export const QUALITY_DRM: Record<FirerTable, Partial<Record<Quality, ModifierEntry>>> = {
  infantry: { elite: { drm: 1, source: adfLine(2614) }, green: { drm: -1, source: adfLine(2615) } },
  cavalry: { elite: { drm: 2, source: adfLine(2642) }, green: { drm: -2, source: adfLine(2643) } },
  artillery: { elite: { drm: 1, source: adfLine(2628) }, green: { drm: -1, source: adfLine(2629) } },
  'big-gun': { elite: { drm: 1, source: adfLine(3014) }, green: { drm: -1, source: adfLine(3015) } },
};

/** The quick-reference sheet's −1 for trained cavalry (an alternative to the book's 0). */
export const TRAINED_CAVALRY_QUICK_REFERENCE: ModifierEntry = { drm: -1, source: '003_a4facec1628172f1.txt:1' };

/** Opening volley: infantry +2 but never green; dismounted cavalry +1; none for artillery. */
export const OPENING_VOLLEY: Partial<Record<FirerTable, ModifierEntry & { notGreen: boolean }>> = {
  infantry: { drm: 2, notGreen: true, source: adfLine(2616) },
  cavalry: { drm: 1, notGreen: false, source: adfLine(2644) },
};

/** Smoothbore muskets fire buck-and-ball at point-blank range: +1 DRM (adfLine(2613)). */
export const BUCK_AND_BALL: ModifierEntry = { drm: 1, source: adfLine(2613) };

/** The morale levels the firer modifiers cover (B:2608, B:2610); the chart has no row for routed units. */
export const FIRER_STATES = ['good', 'disorder', 'shaken'] as const;
export type FirerState = (typeof FIRER_STATES)[number];

export interface FirerEffect {
  /** Halves FP (½FP). */
  halve: boolean;
  /** Change in the number of dice. */
  dice: number;
  drm: number;
  source: string;
}

/** The firer's own morale state (adfLine(2608), adfLine(2610) and the same rows for each arm). */
export const FIRER_STATE: Record<FirerTable, Record<Exclude<FirerState, 'good'>, FirerEffect>> = {
  infantry: {
    disorder: { halve: true, dice: 0, drm: 0, source: adfLine(2608) },
    shaken: { halve: true, dice: -1, drm: 0, source: adfLine(2610) },
  },
  cavalry: {
    disorder: { halve: true, dice: 0, drm: 0, source: adfLine(2640) },
    shaken: { halve: true, dice: -1, drm: 0, source: adfLine(2641) },
  },
  artillery: {
    disorder: { halve: true, dice: 0, drm: 0, source: adfLine(2626) },
    shaken: { halve: true, dice: -1, drm: 0, source: adfLine(2627) },
  },
  'big-gun': {
    disorder: { halve: true, dice: 0, drm: 0, source: adfLine(3012) },
    shaken: { halve: true, dice: -1, drm: 0, source: adfLine(3013) },
  },
};

export const FIRER_CONDITIONS = [
  'area-fire',
  'skirmishing',
  'farms-or-villages',
  'square',
  'melee-second-round',
  'deliberate',
  'artillery-leader',
  'dismounted-mounted-infantry',
  'target-disengaging',
] as const;
/** Other circumstances of the firer that the fire procedure names. */
export type FirerCondition = (typeof FIRER_CONDITIONS)[number];

export interface ConditionEntry extends FirerEffect {
  /** The arms the condition can apply to. */
  arms: readonly Arm[];
  /** Range bands it is limited to, if any. */
  bands?: readonly RangeBand[];
  label: string;
}

export const FIRER_CONDITION_TABLE: Record<FirerCondition, ConditionEntry> = {
  'area-fire': { label: 'area fire', halve: true, dice: -1, drm: 0, arms: ['infantry', 'cavalry', 'artillery'], source: adfLine(2610) },
  skirmishing: { label: 'firer in skirmishing formation', halve: true, dice: -1, drm: 0, arms: ['infantry', 'cavalry'], source: adfLine(2611) },
  'farms-or-villages': { label: 'firing out of farms or villages', halve: true, dice: 0, drm: 0, arms: ['infantry', 'cavalry'], source: adfLine(2609) },
  square: { label: 'firing from a formed square', halve: true, dice: 0, drm: 0, arms: ['infantry'], source: adfLine(1779) },
  'melee-second-round': { label: 'second round of melee', halve: true, dice: 0, drm: 0, arms: ['infantry', 'cavalry'], bands: ['melee'], source: adfLine(1134) },
  deliberate: { label: 'deliberate fire', halve: false, dice: 0, drm: 2, arms: ['artillery', 'infantry'], bands: ['normal', 'long'], source: adfLine(2620) },
  'artillery-leader': { label: 'artillery leader adjacent', halve: false, dice: 0, drm: 1, arms: ['artillery'], source: adfLine(1931) },
  'dismounted-mounted-infantry': { label: 'dismounted mounted infantry', halve: false, dice: 0, drm: -1, arms: ['infantry'], source: adfLine(1757) },
  'target-disengaging': { label: 'target is disengaging', halve: false, dice: -1, drm: 0, arms: ['infantry', 'cavalry', 'artillery'], source: adfLine(2723) },
};

// ---------------------------------------------------------------------------------------------
// Target DRMs
// ---------------------------------------------------------------------------------------------

/** Artillery fire reads the first value of a pair, all other fire the second (adfLine(3175)). */
export type FireColumn = 'artillery' | 'other';

export interface TargetDrmEntry {
  label: string;
  artillery: number;
  other: number;
  source: string;
  /** A cover benefit (starred in the book): lost by a charging target. */
  cover?: boolean;
  /** An enfilade or flank DRM: none at long range, from or at skirmishers, or against disorder. */
  enfilade?: boolean;
  /** Farms and villages: no other beneficial DRM alongside. */
  exclusive?: boolean;
  /** One of cavalry's own target DRMs (adfLine(1661)). */
  cavalry?: boolean;
  /** Unlimbered artillery's −3: not against enfilade fire. */
  lostToEnfilade?: boolean;
  /** Applies only to fire from rifled guns. */
  rifledArtilleryOnly?: boolean;
}

export const BENEFICIAL_TARGET_DRMS = {
  'light-woods': { label: 'target in light woods or orchards', artillery: 0, other: -1, cover: true, source: adfLine(2657) },
  'heavy-woods': { label: 'target in heavy woods', artillery: -1, other: -2, cover: true, source: adfLine(2658) },
  'hasty-works': { label: 'target in hasty works', artillery: -2, other: -2, cover: true, source: adfLine(2659) },
  'light-works': { label: 'target in light works', artillery: -3, other: -3, cover: true, source: adfLine(2660) },
  'heavy-works': { label: 'target in heavy works', artillery: -4, other: -4, cover: true, source: adfLine(2661) },
  'wood-fence': { label: 'target behind a wood fence', artillery: 0, other: -1, cover: true, source: adfLine(2662) },
  'stone-wall': { label: 'target behind a stone wall', artillery: 0, other: -2, cover: true, source: adfLine(2663) },
  'farms-or-villages': { label: 'target in farms or villages', artillery: -1, other: -3, cover: true, exclusive: true, source: adfLine(2664) },
  'unlimbered-artillery': { label: 'target is unlimbered artillery', artillery: -3, other: -3, lostToEnfilade: true, source: adfLine(2665) },
  'extended-line': { label: 'target is infantry in extended line', artillery: -2, other: -1, source: adfLine(2666) },
  skirmishers: { label: 'target is infantry skirmishers', artillery: -5, other: -3, source: adfLine(2667) },
  'behind-skirmishers': { label: 'target 2+ inches behind infantry skirmishers', artillery: -3, other: -2, source: adfLine(2668) },
  elite: { label: 'target is an elite unit', artillery: -1, other: -1, source: adfLine(2669) },
  'dismounted-cavalry-line': { label: 'target is dismounted cavalry in line', artillery: -1, other: 0, cavalry: true, source: adfLine(2670) },
  'dismounted-cavalry-skirmishers': { label: 'target is dismounted cavalry skirmishers', artillery: -4, other: -2, cavalry: true, source: adfLine(2671) },
} as const satisfies Record<string, TargetDrmEntry>;

export const DETRIMENTAL_TARGET_DRMS = {
  'column-side': { label: 'column fired on from the side', artillery: 2, other: 1, enfilade: true, source: adfLine(2677) },
  'column-front-rear': { label: 'column fired on from front or rear', artillery: 3, other: 2, enfilade: true, source: adfLine(2679) },
  'line-partial-flank': { label: 'line under partial flank fire', artillery: 2, other: 1, enfilade: true, source: adfLine(2680) },
  'line-full-flank': { label: 'line under full flank fire', artillery: 3, other: 2, enfilade: true, source: adfLine(2681) },
  'unlimbered-partial-flank': { label: 'unlimbered artillery under partial flank fire', artillery: 2, other: 1, enfilade: true, source: adfLine(2682) },
  'unlimbered-full-flank': { label: 'unlimbered artillery under full flank fire', artillery: 3, other: 2, enfilade: true, source: adfLine(2683) },
  'limbered-side': { label: 'limbered artillery fired on from the side', artillery: 2, other: 1, enfilade: true, source: adfLine(2684) },
  'limbered-front-rear': { label: 'limbered artillery fired on from front or rear', artillery: 3, other: 2, enfilade: true, source: adfLine(2685) },
  'artillery-vs-rifled': { label: 'artillery target fired on by rifled artillery', artillery: 1, other: 0, rifledArtilleryOnly: true, source: adfLine(2686) },
  disorder: { label: 'target in disorder', artillery: 3, other: 2, source: adfLine(2687) },
  trained: { label: 'target is a trained unit', artillery: 1, other: 0, source: adfLine(2688) },
  green: { label: 'target is a green unit', artillery: 2, other: 1, source: adfLine(2689) },
  'mounted-cavalry': { label: 'target is mounted cavalry, not charging', artillery: 5, other: 4, cavalry: true, source: adfLine(2690) },
  'mounted-cavalry-charging': { label: 'target is mounted cavalry, charging', artillery: 3, other: 2, cavalry: true, source: adfLine(2691) },
  square: { label: 'target is a formed square', artillery: 3, other: 2, source: adfLine(1779) },
} as const satisfies Record<string, TargetDrmEntry>;

/** The text's reading of charging mounted cavalry (+4/+3, adfLine(1725)) against the tables' +3/+2. */
export const MOUNTED_CAVALRY_CHARGING_TEXT: TargetDrmEntry = {
  label: 'target is mounted cavalry, charging (text reading)',
  artillery: 4,
  other: 3,
  cavalry: true,
  source: adfLine(1725),
};

export type BeneficialTargetDrm = keyof typeof BENEFICIAL_TARGET_DRMS;
export type DetrimentalTargetDrm = keyof typeof DETRIMENTAL_TARGET_DRMS;
export type TargetDrmId = BeneficialTargetDrm | DetrimentalTargetDrm;

export const TARGET_DRMS: Record<TargetDrmId, TargetDrmEntry> = { ...BENEFICIAL_TARGET_DRMS, ...DETRIMENTAL_TARGET_DRMS };
export const TARGET_DRM_IDS = Object.keys(TARGET_DRMS) as TargetDrmId[];

/** Only the two best beneficial and the two worst detrimental target DRMs count (adfLine(3175)). */
export const BEST_TWO_SOURCE = adfLine(3175);
export const TARGET_DRMS_PER_KIND = 2;

/**
 * How cavalry's own target DRMs sit with the two-best / two-worst limit (adfLine(1661)):
 * - `keeps-a-slot` (default): the cavalry DRM always counts and takes one of the two places;
 * - `two-best-only`: ordinary rule, no special place;
 * - `beyond-the-limit`: the cavalry DRM counts on top of the two best and two worst.
 */
export type CavalryTargetRule = 'keeps-a-slot' | 'two-best-only' | 'beyond-the-limit';

export interface TargetDrmContext {
  column: FireColumn;
  band: RangeBand;
  /** Firer is rifled artillery (the +1 against artillery targets). */
  rifledArtillery: boolean;
  /** The firer is skirmishing: no enfilade or flank DRM from skirmishers (adfLine(2693), adfLine(3167)). */
  firerSkirmishing?: boolean;
  cavalryRule?: CavalryTargetRule;
  /** Charging mounted cavalry: `tables` (+3/+2, default) or `text` (+4/+3). */
  chargingCavalry?: 'tables' | 'text';
}

export interface ConsideredTargetDrm {
  id: TargetDrmId;
  label: string;
  value: number;
  applied: boolean;
  why: string;
  source: string;
}

export interface TargetDrmSelection {
  net: number;
  considered: ConsideredTargetDrm[];
}

/**
 * Nets the target DRMs that apply to one fire: first drops those the book voids in this situation
 * (enfilade at long range or against disorder, unlimbered artillery under enfilade, farms beside
 * other cover, zero values), then keeps the two best beneficial and the two worst detrimental.
 */
export function selectTargetDrms(ids: readonly TargetDrmId[], context: TargetDrmContext): TargetDrmSelection {
  const unique = [...new Set(ids)];
  const entryOf = (id: TargetDrmId): TargetDrmEntry =>
    id === 'mounted-cavalry-charging' && context.chargingCavalry === 'text' ? MOUNTED_CAVALRY_CHARGING_TEXT : TARGET_DRMS[id];
  const considered: ConsideredTargetDrm[] = unique.map((id) => {
    const entry = entryOf(id);
    return { id, label: entry.label, value: entry[context.column], applied: true, why: '', source: entry.source };
  });
  const drop = (c: ConsideredTargetDrm, why: string) => {
    if (!c.applied) return;
    c.applied = false;
    c.why = why;
  };

  const hasDisorder = unique.includes('disorder');
  // Skirmishers cannot be enfiladed either (adfLine(2693), adfLine(3167)).
  const targetSkirmishing = unique.some((id) => id === 'skirmishers' || id === 'dismounted-cavalry-skirmishers');
  for (const c of considered) {
    const entry = entryOf(c.id);
    if (entry.rifledArtilleryOnly && !context.rifledArtillery) drop(c, 'only against fire from rifled artillery');
    if (c.value === 0) drop(c, `no effect against ${context.column === 'artillery' ? 'artillery' : 'small-arms'} fire`);
    if (entry.enfilade && context.band === 'long') drop(c, `no enfilade DRM at long range (${adfLine(2693)})`);
    if (entry.enfilade && context.firerSkirmishing) drop(c, `no enfilade or flank DRM from skirmishers (${adfLine(2693)}, ${adfLine(3167)})`);
    if (entry.enfilade && targetSkirmishing) drop(c, `no enfilade or flank DRM at skirmishers (${adfLine(2693)}, ${adfLine(3167)})`);
    if (entry.enfilade && hasDisorder) drop(c, `no enfilade fire against a disordered target (${adfLine(2695)})`);
  }
  const enfiladeApplies = considered.some((c) => c.applied && entryOf(c.id).enfilade);
  for (const c of considered) {
    if (entryOf(c.id).lostToEnfilade && enfiladeApplies) drop(c, `not against enfilade fire (${adfLine(2673)})`);
  }
  const farms = considered.find((c) => c.applied && entryOf(c.id).exclusive);
  if (farms) {
    for (const c of considered) {
      if (c !== farms && c.value < 0) drop(c, 'farms or villages take no other beneficial DRM');
    }
  }

  const rule = context.cavalryRule ?? 'keeps-a-slot';
  const keepBest = (candidates: ConsideredTargetDrm[], better: (a: number, b: number) => number, kind: string) => {
    const live = candidates.filter((c) => c.applied);
    const isCavalry = (c: ConsideredTargetDrm) => rule !== 'two-best-only' && entryOf(c.id).cavalry === true;
    const cavalry = live.filter(isCavalry);
    const others = live.filter((c) => !isCavalry(c)).sort((a, b) => better(a.value, b.value));
    const places = rule === 'beyond-the-limit' ? TARGET_DRMS_PER_KIND : Math.max(0, TARGET_DRMS_PER_KIND - cavalry.length);
    others.slice(places).forEach((c) => drop(c, `not among the ${kind} two (${BEST_TWO_SOURCE})`));
  };
  keepBest(considered.filter((c) => c.value < 0), (a, b) => a - b, 'best');
  keepBest(considered.filter((c) => c.value > 0), (a, b) => b - a, 'worst');

  for (const c of considered) if (c.applied) c.why = c.value < 0 ? 'beneficial, counted' : 'detrimental, counted';
  const net = considered.reduce((sum, c) => sum + (c.applied ? c.value : 0), 0);
  return { net, considered };
}

// ---------------------------------------------------------------------------------------------
// Fire Combat Results Table
// ---------------------------------------------------------------------------------------------

export const FIRE_RESULTS = ['none', 'MC', '1MC', '2MC', '1H', '2H', '3H', '4H'] as const;
export type FireResult = (typeof FIRE_RESULTS)[number];

/** The FCRT row a firer reads: big guns read the artillery row. */
export type FcrtRow = 'infantry' | 'artillery' | 'cavalry';

/** Printed column headings (FP + dice + net DRMs); the last is "32+". */
export const FCRT_COLUMNS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 24, 26, 28, 30, 32] as const;

const _ = 'none' as const;
/** The Fire Combat Results Table (adfLine(2649–2652); the same table at adfLine(829–832) and adfLine(1309–1312)). */
export const FCRT: Record<FcrtRow, { results: readonly FireResult[]; source: string }> = {
  infantry: {
    results: [_, _, _, 'MC', 'MC', '1MC', '2MC', '2MC', '1H', '1H', '1H', '2H', '2H', '2H', '3H', '3H', '4H', '4H'],
    source: adfLine(2650),
  },
  artillery: {
    results: [_, 'MC', 'MC', 'MC', '1MC', '1MC', '1MC', '2MC', '2MC', '2MC', '1H', '1H', '1H', '2H', '2H', '3H', '3H', '4H'],
    source: adfLine(2651),
  },
  cavalry: {
    results: [_, _, _, _, _, _, _, 'MC', 'MC', '1MC', '1MC', '2MC', '2MC', '1H', '2H', '2H', '3H', '4H'],
    source: adfLine(2652),
  },
};

/** The column a total falls in: the highest printed heading not above it, or undefined below 9. */
export function fcrtColumn(total: number): number | undefined {
  let column: number | undefined;
  for (const heading of FCRT_COLUMNS) {
    if (heading <= total) column = heading;
    else break;
  }
  return column;
}

/** FCRT result of one total on one row (between printed columns: the highest column not above it). */
export function fcrtResult(row: FcrtRow, total: number): FireResult {
  const column = fcrtColumn(total);
  if (column === undefined) return 'none';
  return FCRT[row].results[FCRT_COLUMNS.indexOf(column as (typeof FCRT_COLUMNS)[number])] ?? 'none';
}

/** Figures or sections lost and the MMP penalty of the morale check each result brings (adfLine(2653)). */
export const FIRE_RESULT_EFFECTS: Record<FireResult, { hits: number; moraleCheck: boolean; mmpPenalty: number }> = {
  none: { hits: 0, moraleCheck: false, mmpPenalty: 0 },
  MC: { hits: 0, moraleCheck: true, mmpPenalty: 0 },
  '1MC': { hits: 0, moraleCheck: true, mmpPenalty: 1 },
  '2MC': { hits: 0, moraleCheck: true, mmpPenalty: 2 },
  '1H': { hits: 1, moraleCheck: true, mmpPenalty: 2 },
  '2H': { hits: 2, moraleCheck: true, mmpPenalty: 2 },
  '3H': { hits: 3, moraleCheck: true, mmpPenalty: 3 },
  '4H': { hits: 4, moraleCheck: true, mmpPenalty: 4 },
};
