/**
 * Artillery on a Blue & Grey map (9.1, 9.3, 11.1): whether guns reach a target, whether they see it, and
 * their strength at that range. The artillery tables it applies are data in ../artillery.ts.
 */
import { type Trace } from '../../trace';
import { type BgMapInput, bgIndex, coordOn, distance } from './mapRead';
import { NIGHT_NO_BOMBARDMENT_SOURCE } from '../night';
import { type LineOfSight, lineOfSight } from './sight';
import { ARTILLERY, type ArtilleryProfileId, RANGE_COUNT_SOURCE, rangedStrength } from '../artillery';

export interface ArtilleryRange {
  range: number;
  /** Within the profile's reach (adjacent, or 2 up to its maximum). */
  inRange: boolean;
  /** Whether the guns see the target; adjacent targets need no line of sight. */
  sight: LineOfSight | null;
  /** May bombard or join a combined attack from here: in range, in sight, and not at night from afar. */
  canAttack: boolean;
  /** The guns' strength at this range. */
  strength: number;
  trace: Trace;
}

/** Whether guns in `from` reach a target in `to`, whether they see it, and their strength at that range. */
export function artilleryRange(map: BgMapInput, from: string, to: string, options: { strength: number; profile?: ArtilleryProfileId; night?: boolean }): ArtilleryRange {
  const ix = bgIndex(map);
  const profileId = options.profile ?? 'field';
  const profile = ARTILLERY[profileId];
  const a = coordOn(ix, from);
  const b = coordOn(ix, to);
  if (!a || !b) {
    return { range: Number.NaN, inRange: false, sight: null, canAttack: false, strength: 0, trace: [{ step: 'range', value: null, detail: `${a ? to : from} is not a hex of this map` }] };
  }
  const range = distance(ix, a, b);
  const inRange = range >= 1 && range <= profile.maxRange;
  const trace: Trace = [{ step: 'range', value: range, detail: `${range} hexes, counting the target’s and not the guns’ own; ${profile.label} reach ${profile.maxRange}`, source: RANGE_COUNT_SOURCE }];
  const sight = range >= 2 ? lineOfSight(map, from, to) : null;
  if (sight) trace.push(...sight.trace);
  let canAttack = inRange && (sight === null || sight.clear);
  if (options.night && range >= 2) {
    canAttack = false;
    trace.push({ step: 'night', value: null, detail: 'no artillery attack from a non-adjacent hex at night', source: NIGHT_NO_BOMBARDMENT_SOURCE });
  }
  const ranged = inRange ? rangedStrength(options.strength, range, profileId) : { strength: 0, trace: [{ step: 'range', value: null, detail: 'out of range', source: profile.source }] };
  trace.push(...ranged.trace);
  return { range, inRange, sight, canAttack, strength: ranged.strength, trace };
}
