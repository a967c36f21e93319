/**
 * The Charge tab's form: each side's impact value, MMP and attached leader, the charge situation (who charges,
 * the enemy within an inch, supporters both ways, a battery alone), the results table and the FIV bounds.
 */
import { IMPACT_RESULTS, type FivBoundsReading, type ImpactTableId } from '../../../../core/rules/adf/charge';
import { impactOdds, type ChargeSideSituation, type ImpactOdds } from '../../../../core/rules/adf/engine/charge';
import { MMP_BOUNDS } from '../../../../core/rules/adf/morale';
import { MOVEMENT_TERRAINS, chargeBonus, chargeBonusInches, type ChargeBonusOptions, type MoveDice, type MovementTerrain } from '../../../../core/rules/adf/movement';
import type { FigureScale } from '../../../../core/model/words';
import type { Trace } from '../../../../core/rules/trace';
import { wholeNumber } from './format';

export interface ChargeSideForm {
  figures: number | null;
  mmp: number | null;
  leaderLb: number;
  /** Contiguous supporting units: each side takes the net support of the charge (B:2501). */
  supporters: number | null;
  /** Unshaken, non-skirmishing enemy within 1 inch (2 at 25mm): +1 MMP (B:1119). */
  withinOneInch: boolean;
}

export type ChargerKind = 'none' | 'infantry' | 'mounted-cavalry' | 'dismounted-cavalry';

export interface ChargeForm {
  attacker: ChargeSideForm;
  defender: ChargeSideForm;
  table: ImpactTableId;
  fivBounds: FivBoundsReading;
  /**
   * Who charges: the attacker's charging modifier (B:1118; dismounted cavalry charges as infantry, B:1699) and
   * the charge bonus shown beside the odds; 'none' leaves the charging modifier to the MMP given and shows no bonus.
   */
  charger: ChargerKind;
  /** The defender is a battery with no friend adjacent: its MMP is its BMP, doubled (B:1389). */
  unsupportedBattery: boolean;
  scale: FigureScale;
  terrain: MovementTerrain;
  bonus: ChargeBonusOptions['chargeBonus'];
}

export const defaultChargeForm = (): ChargeForm => ({
  attacker: { figures: 8, mmp: 4, leaderLb: 0, supporters: 0, withinOneInch: false },
  defender: { figures: 6, mmp: 5, leaderLb: 0, supporters: 0, withinOneInch: false },
  table: 'infantry',
  fivBounds: 'floor-only',
  charger: 'none',
  unsupportedBattery: false,
  scale: '15mm',
  terrain: 'open',
  bonus: 'half-routed',
});

export const MAX_CHARGE_SUPPORTERS = 6;
export const CHARGE_TERRAINS = MOVEMENT_TERRAINS;

export interface ChargeBonusShown {
  dice: MoveDice;
  fraction: number;
  min: number;
  max: number;
  mean: number;
  trace: Trace;
}

/** The charge bonus of the form's charger, or a sentence saying why there is none. */
export function chargeBonusOf(form: ChargeForm): ChargeBonusShown | string | undefined {
  if (form.charger === 'none') return undefined;
  const who = form.charger === 'infantry' ? { arm: 'infantry' as const } : { arm: 'cavalry' as const, mounted: form.charger === 'mounted-cavalry' };
  try {
    const got = chargeBonus(form.scale, who, form.terrain, { chargeBonus: form.bonus });
    return { dice: got.dice, fraction: got.fraction, ...chargeBonusInches(got), trace: got.trace };
  } catch {
    return `No charge bonus: the charger has no routed move in ${form.terrain.replace('-', ' ')}.`;
  }
}

/** As the CLI: 24 figures leaves room for scenario units beyond the 16 of a reinforced regiment (B:1009). */
export const MAX_IMPACT_FIGURES = 24;
export const MAX_LEADER_LB = 2;

export const IMPACT_TABLE_NAMES: Record<ImpactTableId, string> = {
  infantry: 'Infantry',
  'cavalry-vs-infantry': 'Cavalry vs infantry',
  'cavalry-vs-cavalry': 'Cavalry vs cavalry',
};

export type ChargeComputation = { ok: true; odds: ImpactOdds } | { ok: false; message: string };

export function computeCharge(form: ChargeForm): ChargeComputation {
  const sides = [];
  for (const [name, side] of [['Attacker', form.attacker], ['Defender', form.defender]] as const) {
    const uiv = wholeNumber(`${name} figures`, side.figures, 1, MAX_IMPACT_FIGURES);
    if (typeof uiv === 'string') return { ok: false, message: uiv };
    const mmp = wholeNumber(`${name} MMP`, side.mmp, MMP_BOUNDS.min, MMP_BOUNDS.max);
    if (typeof mmp === 'string') return { ok: false, message: mmp };
    const supporters = wholeNumber(`${name} supporters`, side.supporters ?? 0, 0, MAX_CHARGE_SUPPORTERS);
    if (typeof supporters === 'string') return { ok: false, message: supporters };
    const situation: ChargeSideSituation = side.withinOneInch ? { withinOneInch: true } : {};
    sides.push({ uiv, mmp, leaderLb: side.leaderLb, supporters, situation });
  }
  if (form.charger !== 'none') sides[0]!.situation.charging = form.charger === 'mounted-cavalry' ? 'cavalry' : 'infantry';
  if (form.unsupportedBattery) {
    if (sides[1]!.supporters > 0) return { ok: false, message: 'An unsupported battery has no supporters: a friend adjacent supports a battery (B:1389).' };
    sides[1]!.situation.unsupportedBattery = true;
  }
  try {
    return { ok: true, odds: impactOdds({ attacker: sides[0]!, defender: sides[1]!, table: form.table, fivBounds: form.fivBounds }) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** The sided rows of a results table, smallest margin first. */
export const sidedRows = (table: ImpactTableId) => IMPACT_RESULTS[table].filter((row) => row.sided);
/** The no-winner row's margins, e.g. "0" or "0–1" (cavalry against cavalry). */
export function tieMargins(table: ImpactTableId): string {
  const row = IMPACT_RESULTS[table].find((r) => !r.sided)!;
  return row.min === row.max ? `${row.min}` : `${row.min}–${row.max}`;
}
/** Two independent 2D6 rolls: every margin is a whole count of 1296ths. */
export const CHARGE_ROLLS = 36 * 36;
