/**
 * Pass-through fire: a fire that carries on behind its target into the units standing close behind it,
 * friend or foe. The results table's note says the fire "extends through two units for infantry fire,
 * three units for artillery", with the same roll at −2 DRM for each unit passed through (B:833, B:2653);
 * the glossary gives the zone behind the target, 1 inch (2 at 25mm) for small arms and 2 inches for
 * artillery at every scale, and "one fewer die" for each successive target, "a second or even a third
 * unit" (B:3143). Muster reads the two units / three units as the units hit in all, the target counted,
 * which is the one reading both passages allow (the glossary's third unit is artillery's); the same roll
 * at −2 a unit is the default, the glossary's fewer dice the named reading `fewer-dice`.
 */
import { diceSum, shift } from '../../../dice';
import { adfLine, type Trace } from '../../trace';
import { FIRE_RESULT_EFFECTS, FIRE_RESULTS } from '../fire';
import { resultsOf, type FireOdds, type FireResults } from './fire';

export const PASS_THROUGH = {
  /** Units a fire reaches in all, its target first (B:2653). */
  unitsHit: { smallArms: 2, artillery: 3 },
  drmPerUnit: -2,
  source: adfLine(2653),
  /** The zone behind each unit hit where the next can be (B:3143): small arms 1" (2" at 25mm), artillery 2". */
  zoneInches: { smallArms: 1, smallArms25mm: 2, artillery: 2 },
  glossarySource: adfLine(3143),
} as const;

export type PassThroughReading = 'same-roll' | 'fewer-dice';
export const PASS_THROUGH_READINGS: readonly PassThroughReading[] = ['same-roll', 'fewer-dice'];

/** How far behind a unit hit the next must stand to be hit too, in inches on the table. */
export const passThroughZone = (artillery: boolean, scale: string): number =>
  artillery ? PASS_THROUGH.zoneInches.artillery : scale === '25mm' ? PASS_THROUGH.zoneInches.smallArms25mm : PASS_THROUGH.zoneInches.smallArms;

export interface PassThroughHit {
  /** 1 for the first unit behind the target, 2 for the next. */
  behind: number;
  results: FireResults;
  /** The chance of at least one hit on it. */
  hitChance: number;
  trace: Trace;
}

const hitChanceOf = (r: FireResults): number => FIRE_RESULTS.filter((k) => FIRE_RESULT_EFFECTS[k].hits > 0).reduce((s, k) => s + r[k], 0);

/**
 * The odds on each of `behind` units standing one behind another behind the target of `fire` (an
 * artillery fire when `artillery`), as many as the fire reaches. The same roll: unit k takes the target's
 * total at 2k less, so its result is never better than the one in front of it. Fewer dice: unit k is
 * rolled again with k dice fewer, and none when no die is left.
 */
export function passThroughOdds(fire: FireOdds, artillery: boolean, behind: number, reading: PassThroughReading = 'same-roll'): PassThroughHit[] {
  if (!fire.allowed || behind <= 0) return [];
  const reach = (artillery ? PASS_THROUGH.unitsHit.artillery : PASS_THROUGH.unitsHit.smallArms) - 1;
  const hits: PassThroughHit[] = [];
  for (let k = 1; k <= Math.min(behind, reach); k++) {
    if (reading === 'same-roll') {
      const drm = PASS_THROUGH.drmPerUnit * k;
      const results = resultsOf(shift(fire.totals, drm), fire.row);
      hits.push({
        behind: k,
        results,
        hitChance: hitChanceOf(results),
        trace: [{ step: `pass-through, unit ${k} behind`, value: drm, detail: `the same roll, ${drm} for ${k === 1 ? 'the unit' : `the ${k} units`} passed through`, source: PASS_THROUGH.source }],
      });
    } else {
      const dice = fire.dice - k;
      if (dice < 1) {
        const results = Object.fromEntries(FIRE_RESULTS.map((r) => [r, r === 'none' ? 1 : 0])) as FireResults;
        hits.push({ behind: k, results, hitChance: 0, trace: [{ step: `pass-through, unit ${k} behind`, value: 0, detail: `no die left of ${fire.dice}: no effect`, source: PASS_THROUGH.glossarySource }] });
        continue;
      }
      const results = resultsOf(shift(diceSum(dice), fire.fp + fire.drm), fire.row);
      hits.push({
        behind: k,
        results,
        hitChance: hitChanceOf(results),
        trace: [{ step: `pass-through, unit ${k} behind`, value: `${fire.fp} + ${dice}D6`, detail: `glossary reading: rolled again with ${k === 1 ? 'one die' : `${k} dice`} fewer`, source: PASS_THROUGH.glossarySource }],
      });
    }
  }
  if (behind > reach) {
    hits.at(-1)?.trace.push({ step: 'pass-through reach', value: reach + 1, detail: `${artillery ? 'artillery' : 'small-arms'} fire reaches ${reach + 1} units in all, its target counted: the units further back are not hit`, source: PASS_THROUGH.source });
  }
  return hits;
}
