/**
 * The Morale tab's form: either a given MMP, or the unit (quality, stands, level) with its
 * situational modifiers, leader and the fire result that caused the check.
 */
import { type ClampReading, type MoraleOdds, moraleOddsForMmp, moraleOddsForSituation } from '../../../../core/rules/adf/engine/morale';
import {
  FIRE_RESULTS_CAUSING_CHECKS,
  FIRE_RESULT_MORALE_MODIFIER,
  MMP_BOUNDS,
  type FireKind,
  type FireResultCausingCheck,
  type MoraleModifier,
  SITUATIONAL_MORALE_MODIFIERS,
  type SituationalModifierId,
  type StandMounting,
  eliminatedElementsModifier,
  situationalModifier,
  supportModifier,
  chargeSupportModifier,
  batteryMoralePoint,
} from '../../../../core/rules/adf/morale';
import type { MoraleLevel, Quality } from '../../../../core/model/words';
import { wholeNumber } from './format';

export interface MoraleForm {
  mode: 'mmp' | 'unit';
  mmp: number | null;
  quality: Quality;
  mounting: StandMounting;
  standsLeft: number;
  level: MoraleLevel;
  leaderLb: number;
  /** Some situational modifiers differ when the check comes from artillery fire (B:2523). */
  fireKind: FireKind;
  situational: SituationalModifierId[];
  supporters: number | null;
  inCharge: boolean;
  /** In a charge: the charger's supporters, netted against the unit's own (B:2501, B:3169). */
  chargerSupporters: number | null;
  regimentsEliminated: number | null;
  leadersKilled: number | null;
  /** A free modifier, within the best-two / worst-two rule like the CLI's --modifier. */
  other: number | null;
  fireResult: FireResultCausingCheck | 'none';
  clamp: ClampReading;
  /** A battery: one stand, the BMP of its quality and its sections lost (B:2548) instead of stands. */
  battery: boolean;
  sectionsLost: number;
  /** A battery with no friend adjacent, in a charge: its BMP doubled (B:1389). */
  unsupportedBattery: boolean;
}

export const defaultMoraleForm = (): MoraleForm => ({
  mode: 'unit',
  mmp: 7,
  quality: 'veteran',
  mounting: 2,
  standsLeft: 2,
  level: 'good',
  leaderLb: 0,
  fireKind: 'other',
  situational: [],
  supporters: 0,
  inCharge: false,
  chargerSupporters: 0,
  regimentsEliminated: 0,
  leadersKilled: 0,
  other: 0,
  fireResult: 'none',
  clamp: 'final',
  battery: false,
  sectionsLost: 0,
  unsupportedBattery: false,
});

/** The largest single situational modifier in the tables is ±6; the CLI bounds --modifier the same. */
export const OTHER_MODIFIER_LIMIT = 6;
export const MAX_LEADER_LB = 2;
export const MAX_SUPPORTERS = 4;
export const MAX_ELIMINATED = 6;

export const SITUATIONAL_IDS = Object.keys(SITUATIONAL_MORALE_MODIFIERS) as SituationalModifierId[];
/** Beneficial first, as the book lists them; the sign is the same for artillery and other fire. */
export const BENEFICIAL_SMMS = SITUATIONAL_IDS.filter((id) => SITUATIONAL_MORALE_MODIFIERS[id].value.other < 0);
export const DETRIMENTAL_SMMS = SITUATIONAL_IDS.filter((id) => SITUATIONAL_MORALE_MODIFIERS[id].value.other > 0);

export const FIRE_RESULT_CHOICES: ReadonlyArray<FireResultCausingCheck | 'none'> = ['none', ...FIRE_RESULTS_CAUSING_CHECKS];
export const fireResultModifier = (r: FireResultCausingCheck | 'none'): number => (r === 'none' ? 0 : FIRE_RESULT_MORALE_MODIFIER.table[r]);

export type MoraleComputation = { ok: true; odds: MoraleOdds } | { ok: false; message: string };

/** Every modifier the form names, in the engine's terms (negative beneficial, positive detrimental). */
export function moraleModifiersOf(form: MoraleForm): MoraleModifier[] | string {
  const mods = form.situational.map((id) => situationalModifier(id, form.fireKind));
  const supporters = wholeNumber('Supporting units', form.supporters ?? 0, 0, MAX_SUPPORTERS);
  if (typeof supporters === 'string') return supporters;
  const chargers = form.inCharge ? wholeNumber("Charger's supporters", form.chargerSupporters ?? 0, 0, MAX_SUPPORTERS) : 0;
  if (typeof chargers === 'string') return chargers;
  if (form.inCharge && supporters + chargers > 0) mods.push(chargeSupportModifier(supporters, chargers, 'defender'));
  else if (supporters > 0) mods.push(supportModifier(supporters, false));
  const regiments = wholeNumber('Regiments eliminated', form.regimentsEliminated ?? 0, 0, MAX_ELIMINATED);
  if (typeof regiments === 'string') return regiments;
  const leaders = wholeNumber('Leaders killed', form.leadersKilled ?? 0, 0, MAX_ELIMINATED);
  if (typeof leaders === 'string') return leaders;
  if (regiments + leaders > 0) mods.push(eliminatedElementsModifier(regiments, leaders));
  const other = wholeNumber('Other modifier', form.other ?? 0, -OTHER_MODIFIER_LIMIT, OTHER_MODIFIER_LIMIT);
  if (typeof other === 'string') return other;
  if (other !== 0) mods.push({ label: `other modifier ${other > 0 ? '+' : ''}${other}`, value: other });
  return mods;
}

export function computeMorale(form: MoraleForm): MoraleComputation {
  try {
    if (form.mode === 'mmp') {
      const mmp = wholeNumber('MMP', form.mmp, MMP_BOUNDS.min, MMP_BOUNDS.max);
      if (typeof mmp === 'string') return { ok: false, message: mmp };
      return { ok: true, odds: moraleOddsForMmp(mmp) };
    }
    if (!form.battery && (form.standsLeft < 1 || form.standsLeft > form.mounting)) {
      return { ok: false, message: `A ${form.mounting}-stand unit has 1 to ${form.mounting} stands left, not ${form.standsLeft}.` };
    }
    const modifiers = moraleModifiersOf(form);
    if (typeof modifiers === 'string') return { ok: false, message: modifiers };
    const guns = form.battery ? batteryMoralePoint(form.quality, form.sectionsLost, form.unsupportedBattery) : undefined;
    const odds = moraleOddsForSituation({
        quality: form.quality,
        standsLeft: guns ? 2 : form.standsLeft,
        mounting: guns ? 2 : form.mounting,
        ...(guns ? { bmp: guns.bmp } : {}),
        level: form.level,
        modifiers,
        leaderLb: form.leaderLb,
        fireResultModifier: fireResultModifier(form.fireResult),
        clamp: form.clamp,
      });
    return { ok: true, odds: guns ? { ...odds, trace: [...guns.trace, ...odds.trace] } : odds };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** The result rows' names live with the results table in core. */
export { MORALE_RESULT_NAMES as MORALE_ROW_NAMES } from '../../../../core/rules/adf/morale';
