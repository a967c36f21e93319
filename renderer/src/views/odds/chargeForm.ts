/** The Charge tab's form: each side's impact value, MMP and attached leader, the results table and the FIV bounds. */
import { IMPACT_RESULTS, type FivBoundsReading, type ImpactTableId } from '../../../../core/rules/adf/charge';
import { impactOdds, type ImpactOdds } from '../../../../core/rules/adf/engine/charge';
import { MMP_BOUNDS } from '../../../../core/rules/adf/morale';
import { wholeNumber } from './format';

export interface ChargeSideForm {
  figures: number | null;
  mmp: number | null;
  leaderLb: number;
}

export interface ChargeForm {
  attacker: ChargeSideForm;
  defender: ChargeSideForm;
  table: ImpactTableId;
  fivBounds: FivBoundsReading;
}

export const defaultChargeForm = (): ChargeForm => ({
  attacker: { figures: 8, mmp: 4, leaderLb: 0 },
  defender: { figures: 6, mmp: 5, leaderLb: 0 },
  table: 'infantry',
  fivBounds: 'floor-only',
});

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
    sides.push({ uiv, mmp, leaderLb: side.leaderLb });
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
