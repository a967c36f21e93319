/**
 * Artillery in Blue & Grey (9.0, B:331–419): how far guns reach and what range does to their strength
 * (one and a half adjacent, whole at two hexes, two-thirds at three), the defence bonus of supported
 * guns, the 1:5 floor of bombardment, and the few games whose guns differ (each a named profile citing
 * its own rule). `artilleryRange` (./engine/artillery.ts) asks a map whether a target is in range and in sight.
 */
import { type Trace, bluegreyLine } from '../trace';
import { type BgUnitClass, type Ratio, ratio, ratioText, roundTimes } from './types';

export interface ArtilleryProfile {
  label: string;
  /** The farthest hex it may attack, counting the target's hex and not its own (9.12, B:344). */
  maxRange: number;
  /** The factor on its strength at each range; a range not listed leaves it whole. */
  factors: Readonly<Record<number, Ratio>>;
  /** Its strength in defence: the bonus of 9.53, none, or a fixed value. */
  defence: 'bonus' | 'no-bonus' | { fixed: number };
  source: string;
  /** Where each factor and the defence rule come from. */
  factorSources: Readonly<Record<number, string>>;
  /** Where the book says range does not change its strength. */
  noRangeEffectsSource?: string;
  defenceSource: string;
}

export const ARTILLERY_PROFILES = ['field', 'gunboat', 'siege-train', 'union-rifled-antietam', 'union-vicksburg'] as const;
export type ArtilleryProfileId = (typeof ARTILLERY_PROFILES)[number];

/**
 * Artillery by profile: ordinary field and horse artillery (9.1–9.5), gunboats (9.65), and the games'
 * own guns: Road to Richmond's siege train (21.2), Antietam's Union rifles (18.2), Road to Vicksburg's
 * Union guns (19.2).
 */
export const ARTILLERY: Readonly<Record<ArtilleryProfileId, ArtilleryProfile>> = {
  field: {
    label: 'Artillery',
    maxRange: 3,
    factors: { 1: ratio(3, 2), 3: ratio(2, 3) },
    defence: 'bonus',
    source: bluegreyLine(342),
    factorSources: { 1: bluegreyLine(398), 3: bluegreyLine(358) },
    defenceSource: bluegreyLine(405),
  },
  gunboat: { label: 'Gunboat', maxRange: 6, factors: {}, defence: 'no-bonus', source: bluegreyLine(417), factorSources: {}, noRangeEffectsSource: bluegreyLine(417), defenceSource: bluegreyLine(419) },
  'siege-train': {
    label: 'Siege train (Road to Richmond)',
    maxRange: 5,
    factors: {},
    defence: { fixed: 1 },
    source: bluegreyLine(2571),
    factorSources: {},
    noRangeEffectsSource: bluegreyLine(2573),
    defenceSource: bluegreyLine(2575),
  },
  'union-rifled-antietam': {
    label: 'Union rifled artillery (Antietam)',
    maxRange: 7,
    factors: {},
    defence: 'no-bonus',
    source: bluegreyLine(3588),
    factorSources: {},
    noRangeEffectsSource: bluegreyLine(3588),
    defenceSource: bluegreyLine(3588),
  },
  'union-vicksburg': {
    label: 'Union artillery (Road to Vicksburg)',
    maxRange: 4,
    factors: { 1: ratio(3, 2), 3: ratio(2, 3), 4: ratio(2, 3) },
    defence: 'bonus',
    source: bluegreyLine(5837),
    factorSources: { 1: bluegreyLine(398), 3: bluegreyLine(358), 4: bluegreyLine(5837) },
    defenceSource: bluegreyLine(405),
  },
};

/** The profile a class plays by unless the game says otherwise. */
export const defaultProfileOf = (c: BgUnitClass): ArtilleryProfileId => (c === 'gunboat' ? 'gunboat' : 'field');

/** Range is counted with the target's hex and without the firer's (9.12, B:344). */
export const RANGE_COUNT_SOURCE = bluegreyLine(344);
/** At least 1 per gun after its range adjustment, before terrain (9.19, B:358; 9.25, B:368). */
export const RANGE_MINIMUM = { value: 1, source: bluegreyLine(358), combinedSource: bluegreyLine(368) } as const;
/** Supported guns defend at one and a half times their strength, not when routed (9.53, B:405; 12.36, B:528). */
export const DEFENCE_BONUS = { factor: ratio(3, 2), source: bluegreyLine(405), routedSource: bluegreyLine(528) } as const;
/** Artillery may not bombard at less than 1:5 (9.18, B:356); Chattanooga waives it (19.14, B:7810). */
export const BOMBARD_MINIMUM = { column: '1:5', source: bluegreyLine(356), waivedSource: bluegreyLine(7810) } as const;
/** Bombardment needs a line of sight from two or three hexes; an adjacent unit not exerting a ZOC on the guns may be bombarded too (9.0, B:335). */
export const BOMBARD_SIGHT_SOURCE = bluegreyLine(335);

/** A gun's strength after its range (the range step of the adjustment, B:723), with its trace. */
export function rangedStrength(printed: number, range: number, profileId: ArtilleryProfileId): { strength: number; factor: Ratio; trace: Trace } {
  const profile = ARTILLERY[profileId];
  const factor = profile.factors[range] ?? ratio(1);
  const trace: Trace = [];
  if (Object.keys(profile.factors).length === 0) {
    trace.push({ step: 'range', value: printed, detail: `${profile.label}: strength not affected by range`, source: profile.noRangeEffectsSource ?? profile.source });
    return { strength: printed, factor, trace };
  }
  if (factor.num === factor.den) {
    trace.push({ step: 'range', value: printed, detail: `at ${range} hexes: strength unchanged`, source: profile.source });
    return { strength: printed, factor, trace };
  }
  const raw = roundTimes(printed, factor);
  const strength = Math.max(RANGE_MINIMUM.value, raw);
  trace.push({
    step: 'range',
    value: strength,
    detail: `${range === 1 ? 'adjacent attack (in an enemy zone or not: Muster’s reading BG-A1)' : `at ${range} hexes`}: ${printed} ${ratioText(factor)}, rounded${raw < RANGE_MINIMUM.value ? ', at least 1' : ''}`,
    source: profile.factorSources[range] ?? profile.source,
  });
  return { strength, factor, trace };
}

