/**
 * ADF terrain: the kinds a scenario map names, what each does to movement (by weather and
 * season), line of sight, fire and morale cover, and the enfilade zones (digest §3.15–3.17).
 */
import { adfLine, type Trace } from '../trace';
import { TARGET_DRMS, type TargetDrmId } from './fire';
import type { MovementTerrain } from './movement';

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_LABELS: Readonly<Record<Season, string>> = { spring: 'Spring', summer: 'Summer', fall: 'Fall', winter: 'Winter' };

/** The chart's dry and wet weather, and the very dry spell of the board-shaping notes (B:2142). */
export const WEATHERS = ['dry', 'wet', 'very-dry'] as const;
export type Weather = (typeof WEATHERS)[number];
export const WEATHER_LABELS: Readonly<Record<Weather, string>> = { dry: 'Dry', wet: 'Wet', 'very-dry': 'Very dry' };
/** "If it had been very dry, creeks might be treated simply as broken terrain and the trails might be as good as roads." */
export const VERY_DRY_SOURCE = adfLine(2142);

/** Terrain kinds a map may carry. The first five are the chart columns the scenario assigns directly (B:577). */
export const TERRAIN_KINDS = [
  'open',
  'broken',
  'rough',
  'light-woods',
  'heavy-woods',
  'road',
  'trail',
  'pond',
  'orchard',
  'brush',
  'wooden-fence',
  'stone-wall',
  'creek',
  'gentle-slope',
  'steep-slope',
  'plowed-field',
  'farm-buildings',
  'river',
] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

/** How a kind is crossed: an area you move through, or a line (fence, wall, creek) you cross. */
export type TerrainShape = 'area' | 'linear';

/** What a kind of ground moves as; `impassable` only for totally impassable ground. */
export type MovesAs = MovementTerrain | 'impassable';

export type LosRule =
  | { kind: 'clear' }
  /** Units see this far into or out of the terrain. */
  | { kind: 'restricted'; inches: number }
  /** Blocks sight into or out of it; units at its edge see out. */
  | { kind: 'blocked-see-out-from-edge' }
  | { kind: 'blocked' }
  /** A slope: blocks sight for a unit at its base. */
  | { kind: 'blocked-at-base' }
  /** A steep slope: blocks sight more than this far back from the crest. */
  | { kind: 'blocked-behind-crest'; inches: number };

export interface TerrainEffects {
  source: string;
  shape: TerrainShape;
  /** Movement by weather and season; the winter and wet entries override the default when present. */
  movement: {
    default: MovesAs;
    wet?: MovesAs;
    /** After a very dry spell (B:2142). */
    veryDry?: MovesAs;
    winter?: MovesAs;
    /** Slopes slow only the climb. */
    uphillOnly?: boolean;
  };
  /** Disorder from moving: after crossing (creeks), or moving up or down (steep slopes). */
  disorder?: 'after-crossing' | 'moving-up-or-down';
  los: { springToFall: LosRule; winter: LosRule };
  /** Target DRM for a unit in or behind it, from artillery / other fire (B:2657–2664). */
  targetDrm?: { source: string; artillery: number; other: number; onlyIfNoOtherBeneficial?: boolean };
}

const CLEAR: { springToFall: LosRule; winter: LosRule } = { springToFall: { kind: 'clear' }, winter: { kind: 'clear' } };

/** A target DRM read from the fire tables (fire.ts owns the numbers; terrain only points at them). */
function fireDrm(id: TargetDrmId): { source: string; artillery: number; other: number } {
  const { source, artillery, other } = TARGET_DRMS[id];
  return { source, artillery, other };
}

/** The terrain chart (B:2152–2168) with the target DRMs for cover (B:2655–2673, numbers from fire.ts). */
export const TERRAIN_EFFECTS: Record<TerrainKind, TerrainEffects> = {
  open: { source: adfLine(577), shape: 'area', movement: { default: 'open' }, los: CLEAR },
  broken: { source: adfLine(577), shape: 'area', movement: { default: 'broken' }, los: CLEAR },
  // The chart gives rough ground no sight rule; hills and woods do the blocking.
  rough: { source: adfLine(577), shape: 'area', movement: { default: 'rough' }, los: CLEAR },
  'light-woods': {
    source: adfLine(2157),
    shape: 'area',
    movement: { default: 'light-woods' },
    los: { springToFall: { kind: 'restricted', inches: 0.5 }, winter: { kind: 'restricted', inches: 1 } },
    targetDrm: fireDrm('light-woods'),
  },
  'heavy-woods': {
    source: adfLine(2158),
    shape: 'area',
    movement: { default: 'heavy-woods' },
    los: { springToFall: { kind: 'blocked-see-out-from-edge' }, winter: { kind: 'blocked-see-out-from-edge' } },
    targetDrm: fireDrm('heavy-woods'),
  },
  road: { source: adfLine(2154), shape: 'area', movement: { default: 'road', wet: 'trail' }, los: CLEAR },
  trail: { source: adfLine(2155), shape: 'area', movement: { default: 'trail', wet: 'broken', veryDry: 'road' }, los: CLEAR },
  pond: { source: adfLine(2156), shape: 'area', movement: { default: 'rough', wet: 'impassable' }, los: CLEAR },
  orchard: {
    source: adfLine(2159),
    shape: 'area',
    // The chart gives orchards no movement rule; they are moved through as open ground (our reading).
    movement: { default: 'open' },
    los: { springToFall: { kind: 'restricted', inches: 1 }, winter: { kind: 'restricted', inches: 2 } },
    targetDrm: fireDrm('light-woods'),
  },
  brush: {
    source: adfLine(2160),
    shape: 'area',
    movement: { default: 'broken', winter: 'open' },
    los: { springToFall: { kind: 'restricted', inches: 3 }, winter: { kind: 'clear' } },
  },
  'wooden-fence': {
    source: adfLine(2161),
    shape: 'linear',
    movement: { default: 'broken' },
    los: CLEAR,
    targetDrm: fireDrm('wood-fence'),
  },
  // Low stone walls are shorter than the figures and do not block sight (B:698).
  'stone-wall': {
    source: adfLine(2161),
    shape: 'linear',
    movement: { default: 'broken' },
    los: CLEAR,
    targetDrm: fireDrm('stone-wall'),
  },
  creek: {
    source: adfLine(2163),
    shape: 'linear',
    movement: { default: 'broken', wet: 'rough' },
    disorder: 'after-crossing',
    los: CLEAR,
  },
  'gentle-slope': {
    source: adfLine(2164),
    shape: 'area',
    movement: { default: 'broken', uphillOnly: true },
    los: { springToFall: { kind: 'blocked-at-base' }, winter: { kind: 'blocked-at-base' } },
  },
  'steep-slope': {
    source: adfLine(2165),
    shape: 'area',
    movement: { default: 'broken', uphillOnly: true },
    disorder: 'moving-up-or-down',
    los: { springToFall: { kind: 'blocked-behind-crest', inches: 2 }, winter: { kind: 'blocked-behind-crest', inches: 2 } },
  },
  'plowed-field': { source: adfLine(2166), shape: 'area', movement: { default: 'open', wet: 'broken' }, los: CLEAR },
  'farm-buildings': {
    source: adfLine(2167),
    shape: 'area',
    movement: { default: 'broken' },
    los: { springToFall: { kind: 'blocked' }, winter: { kind: 'blocked' } },
    targetDrm: { ...fireDrm('farms-or-villages'), onlyIfNoOtherBeneficial: true },
  },
  // The chart's example of totally impassable ground (B:2168).
  river: { source: adfLine(2168), shape: 'linear', movement: { default: 'impassable' }, los: CLEAR },
};

/** Firing out of farms or villages is at half firepower (B:2609). */
export const FIRING_FROM_FARMS = { source: adfLine(2609), firepowerMultiple: 0.5 } as const;

export interface TerrainConditions {
  season: Season;
  weather: Weather;
  /** For slopes: whether the move climbs. */
  uphill?: boolean;
}
export const DEFAULT_CONDITIONS: TerrainConditions = { season: 'summer', weather: 'dry' };

/** The movement chart column a kind of ground is moved as, in the given season and weather. */
export function terrainMovesAs(kind: TerrainKind, conditions: TerrainConditions = DEFAULT_CONDITIONS): { movesAs: MovesAs; why: string; trace: Trace } {
  const t = TERRAIN_EFFECTS[kind];
  let movesAs: MovesAs = t.movement.default;
  let why = 'as charted';
  if (t.movement.uphillOnly && !conditions.uphill) {
    movesAs = 'open';
    why = 'slopes slow only the climb';
  } else if (conditions.weather === 'wet' && t.movement.wet !== undefined) {
    movesAs = t.movement.wet;
    why = 'wet weather';
  } else if (conditions.weather === 'very-dry' && t.movement.veryDry !== undefined) {
    movesAs = t.movement.veryDry;
    why = 'a very dry spell';
  } else if (conditions.season === 'winter' && t.movement.winter !== undefined) {
    movesAs = t.movement.winter;
    why = 'winter';
  }
  const source = why === 'a very dry spell' ? VERY_DRY_SOURCE : t.source;
  return {
    movesAs,
    why,
    trace: [{ step: 'terrain', value: movesAs, detail: `${kind} moves as ${movesAs} (${why}).`, source }],
  };
}

/** The sight rule of a kind of ground in a season. */
export function lineOfSight(kind: TerrainKind, season: Season): LosRule {
  const los = TERRAIN_EFFECTS[kind].los;
  return season === 'winter' ? los.winter : los.springToFall;
}

/**
 * Whether a kind of ground gives the morale cover benefit against a check caused by this fire:
 * only cover that gives a protective target DRM against that fire counts (B:896–898).
 */
export function givesMoraleCover(kind: TerrainKind, fire: 'artillery' | 'other'): boolean {
  const drm = TERRAIN_EFFECTS[kind].targetDrm;
  return drm !== undefined && drm[fire] < 0;
}

/** Morale cover benefit for a unit in or directly behind cover (B:888). */
export const MORALE_COVER = { source: adfLine(888), mmp: -1 } as const;

// ---------------------------------------------------------------------------
// Enfilade zones (B:1471–1556)
// ---------------------------------------------------------------------------

export const ENFILADE_TARGETS = ['lines', 'columns-and-limbered-artillery', 'unlimbered-artillery'] as const;
export type EnfiladeTarget = (typeof ENFILADE_TARGETS)[number];

export const ENFILADE_ZONES = ['forward', 'partial-flank', 'full-flank', 'rear-partial-flank', 'rear', 'side', 'front'] as const;
export type EnfiladeZone = (typeof ENFILADE_ZONES)[number];

export interface EnfiladeEffect {
  /** Target DRM from artillery / other fire (null: no DRM). */
  drm: { source: string; artillery: number; other: number } | null;
  /** MMP added to a morale check the fire causes, artillery / other (null: none). */
  mmp: { source: string; artillery: number; other: number } | null;
}

/**
 * Enfilade by target and the zone the firer's centre sits in. The rear-partial zone of a line
 * takes the partial-flank MMP (B:1533); the example at B:1524 says +3 instead (option in notes).
 * Unlimbered artillery enfiladed also loses its -3/-3 target benefit (B:1556).
 */
export const ENFILADE: Record<EnfiladeTarget, Partial<Record<EnfiladeZone, EnfiladeEffect>>> = {
  lines: {
    forward: { drm: null, mmp: null },
    'partial-flank': { drm: fireDrm('line-partial-flank'), mmp: { source: adfLine(910), artillery: 2, other: 1 } },
    'full-flank': { drm: fireDrm('line-full-flank'), mmp: { source: adfLine(911), artillery: 3, other: 2 } },
    'rear-partial-flank': { drm: { ...fireDrm('line-partial-flank'), source: adfLine(1533) }, mmp: { source: adfLine(1533), artillery: 2, other: 1 } },
    // No firing DRM from the full rear (B:1531), only the morale penalty.
    rear: { drm: null, mmp: { source: adfLine(912), artillery: 4, other: 3 } },
  },
  'columns-and-limbered-artillery': {
    side: { drm: fireDrm('column-side'), mmp: { source: adfLine(907), artillery: 2, other: 1 } },
    front: { drm: fireDrm('column-front-rear'), mmp: { source: adfLine(908), artillery: 3, other: 2 } },
    rear: { drm: fireDrm('column-front-rear'), mmp: { source: adfLine(909), artillery: 4, other: 3 } },
  },
  'unlimbered-artillery': {
    forward: { drm: null, mmp: null },
    'partial-flank': { drm: fireDrm('unlimbered-partial-flank'), mmp: { source: adfLine(904), artillery: 2, other: 1 } },
    'full-flank': { drm: fireDrm('unlimbered-full-flank'), mmp: { source: adfLine(905), artillery: 3, other: 2 } },
    rear: { drm: null, mmp: { source: adfLine(906), artillery: 4, other: 3 } },
  },
};

/** When no enfilade applies at all: long range, skirmishers firing or fired at, disordered targets (B:2693, B:2695). */
export const NO_ENFILADE = {
  source: adfLine(2693),
  longRange: true,
  skirmishers: true,
  disorderedTarget: { source: adfLine(2695) },
} as const;

/** Enfilade through enemy skirmishers is reduced when the target is 2+ inches behind them (B:2668). */
export const BEHIND_SKIRMISHERS = fireDrm('behind-skirmishers');

export interface EnfiladeOptions {
  /** `partial-flank` (B:1533, default) or `example` (+3 MMP as in the 11th North Carolina example, B:1524). */
  rearPartialMmp: 'partial-flank' | 'example';
}
export const DEFAULT_ENFILADE_OPTIONS: EnfiladeOptions = { rearPartialMmp: 'partial-flank' };

/** The enfilade DRM and MMP for fire from a zone, or none when the fire cannot enfilade. */
export function enfiladeEffect(
  target: EnfiladeTarget,
  zone: EnfiladeZone,
  fire: 'artillery' | 'other',
  situation: { longRange?: boolean; skirmishers?: boolean; targetDisordered?: boolean } = {},
  options: EnfiladeOptions = DEFAULT_ENFILADE_OPTIONS,
): { drm: number; mmp: number; trace: Trace } {
  if (situation.longRange || situation.skirmishers || situation.targetDisordered) {
    const source = situation.targetDisordered ? NO_ENFILADE.disorderedTarget.source : NO_ENFILADE.source;
    return { drm: 0, mmp: 0, trace: [{ step: 'enfilade', value: 0, detail: 'No enfilade at long range, by or at skirmishers, or against a disordered unit.', source }] };
  }
  const effect = ENFILADE[target][zone];
  if (effect === undefined) throw new Error(`enfiladeEffect: ${target} has no ${zone} zone`);
  const drm = effect.drm?.[fire] ?? 0;
  let mmp = effect.mmp?.[fire] ?? 0;
  let mmpSource = effect.mmp?.source;
  if (target === 'lines' && zone === 'rear-partial-flank' && options.rearPartialMmp === 'example') {
    mmp = 3;
    mmpSource = adfLine(1524);
  }
  const trace: Trace = [
    { step: 'enfilade DRM', value: drm, detail: `${zone} fire on ${target}, ${fire} fire.`, source: effect.drm?.source ?? adfLine(1531), applied: drm !== 0 },
    { step: 'enfilade MMP', value: mmp, detail: `Morale penalty for ${zone} fire on ${target}.`, source: mmpSource ?? adfLine(1513), applied: mmp !== 0 },
  ];
  return { drm, mmp, trace };
}
