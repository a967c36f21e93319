/**
 * ADF charge tables: charge morale modifiers (CMM) by formation, the charge-situation morale
 * modifiers, the final impact value (FIV) rule and the impact results tables.
 * Numbers only; the wording is ours. Decisions on the book's contradictions are in
 * docs/rules-notes/morale-charge.md.
 */
import { adfLine } from '../trace';

// ---------------------------------------------------------------------------------------------
// Charge morale modifiers
// ---------------------------------------------------------------------------------------------

/** A routed unit that is impacted surrenders instead of having a CMM (B:2721 "Surrender", B:2747 "SR"). */
export type ChargeMoraleModifier = number | 'surrender';

export const INFANTRY_CHARGE_FORMATIONS = ['battle-line', 'extended-line', 'skirmishers', 'attack-column', 'road-column', 'disorder', 'shaken', 'routed', 'square'] as const;
export type InfantryChargeFormation = (typeof INFANTRY_CHARGE_FORMATIONS)[number];

export const CAVALRY_CHARGE_FORMATIONS = ['cavalry-line', 'skirmishing', 'double-line', 'road-column-or-leader', 'disorder', 'shaken', 'routed'] as const;
export type CavalryChargeFormation = (typeof CAVALRY_CHARGE_FORMATIONS)[number];

/**
 * Infantry CMM; the same at every scale (10mm B:2714–2721, 15mm B:2809–2816, 25mm B:2905–2912).
 * Square is from the cavalry chapter: −2 when charged by cavalry (B:1779).
 */
export const INFANTRY_CMM: Record<InfantryChargeFormation, { cmm: ChargeMoraleModifier; source: string }> = {
  'battle-line': { cmm: 0, source: adfLine(2809) },
  'extended-line': { cmm: 1, source: adfLine(2810) },
  skirmishers: { cmm: 6, source: adfLine(2811) },
  'attack-column': { cmm: -2, source: adfLine(2812) },
  'road-column': { cmm: 2, source: adfLine(2813) },
  disorder: { cmm: 3, source: adfLine(2814) },
  shaken: { cmm: 6, source: adfLine(2815) },
  routed: { cmm: 'surrender', source: adfLine(2816) },
  square: { cmm: -2, source: adfLine(1779) },
};

/** Cavalry CMM, mounted / dismounted; the same at every scale (B:2741–2747, B:2836–2842, B:2932–2938). */
export const CAVALRY_CMM: Record<CavalryChargeFormation, { mounted: ChargeMoraleModifier; dismounted: ChargeMoraleModifier; source: string }> = {
  'cavalry-line': { mounted: -1, dismounted: 1, source: adfLine(2836) },
  skirmishing: { mounted: 5, dismounted: 6, source: adfLine(2837) },
  'double-line': { mounted: -2, dismounted: 0, source: adfLine(2838) },
  'road-column-or-leader': { mounted: 1, dismounted: 3, source: adfLine(2839) },
  disorder: { mounted: 2, dismounted: 4, source: adfLine(2840) },
  shaken: { mounted: 5, dismounted: 6, source: adfLine(2841) },
  routed: { mounted: 'surrender', dismounted: 'surrender', source: adfLine(2842) },
};

/** Mounted cavalry impacting a square does so in disorder with a further +2 CMM (B:1779). */
export const CAVALRY_IMPACTING_SQUARE = { cmm: 2, source: adfLine(1779) } as const;

export type ChargeFormation =
  | { arm: 'infantry'; formation: InfantryChargeFormation }
  | { arm: 'cavalry'; formation: CavalryChargeFormation; mounted: boolean };

export function chargeMoraleModifier(f: ChargeFormation): { cmm: ChargeMoraleModifier; source: string } {
  if (f.arm === 'infantry') return INFANTRY_CMM[f.formation];
  const row = CAVALRY_CMM[f.formation];
  return { cmm: f.mounted ? row.mounted : row.dismounted, source: row.source };
}

/**
 * Net CMM added to the defender's MMP for the fear-of-charge check: defender's CMM minus the
 * attacker's (B:1083–1085; the book's worked example: extended line charged by attack column +3,
 * skirmishers charged by battle line +6). 'surrender' when either side is routed.
 */
export function netChargeMoraleModifier(defender: ChargeFormation, attacker: ChargeFormation): ChargeMoraleModifier {
  const d = chargeMoraleModifier(defender).cmm;
  const a = chargeMoraleModifier(attacker).cmm;
  if (d === 'surrender' || a === 'surrender') return 'surrender';
  return d - a;
}
export const NET_CMM_SOURCE = adfLine(1085);

// ---------------------------------------------------------------------------------------------
// Charge-situation morale modifiers (the four kinds listed with the impact procedure, B:1116–1121)
// ---------------------------------------------------------------------------------------------

export const CHARGE_SITUATION_MODIFIERS = {
  infantryCharging: { value: -1, source: adfLine(1118) },
  cavalryCharging: { value: -2, source: adfLine(1118) },
  closeToEnemy: { value: 1, source: adfLine(1119) },
  /** Support cap at impact; −2 when mounted cavalry impacts infantry (B:1737, digest B13). */
  supportCap: { value: -3, source: adfLine(1120) },
  supportCapCavalryVsInfantry: { value: -2, source: adfLine(1737) },
  /** A lancer charge adds +1 to the opponent's fear-of-charge check and impact (B:1773). */
  lancers: { value: 1, source: adfLine(1773) },
} as const;

// ---------------------------------------------------------------------------------------------
// Final impact value
// ---------------------------------------------------------------------------------------------

/**
 * FIV = 2D6 + UIV − MMP (Rules Summary B:2462; B:1113–1114); never below 0 (B:1091, B:3095).
 * UIV is figures for infantry and cavalry, sections for a battery (B:1109, B:1389).
 * An attached leader's LB is added to the 2D6 (B:1192–1194).
 * The glossary adds an upper bound of 12 (B:3183): offered as the named reading 'glossary-cap-12'.
 */
export const FINAL_IMPACT_VALUE = {
  dice: 2,
  min: 0,
  source: adfLine(2462),
  floorSource: adfLine(1091),
  leaderSource: adfLine(1194),
  glossaryCap: { max: 12, source: adfLine(3183) },
} as const;

export type FivBoundsReading = 'floor-only' | 'glossary-cap-12';

/** Upper bound on FIV under a reading; null is no bound. */
export const fivMaximum = (reading: FivBoundsReading): number | null => (reading === 'glossary-cap-12' ? FINAL_IMPACT_VALUE.glossaryCap.max : null);

export function finalImpactValue(roll: number, uiv: number, mmp: number, leaderLb = 0, reading: FivBoundsReading = 'floor-only'): number {
  const raw = Math.max(FINAL_IMPACT_VALUE.min, roll + leaderLb + uiv - mmp);
  const max = fivMaximum(reading);
  return max === null ? raw : Math.min(max, raw);
}

// ---------------------------------------------------------------------------------------------
// Impact results
// ---------------------------------------------------------------------------------------------

export interface ImpactResultRow {
  /** Key of the row: the winning margins it covers, e.g. "2-4", "11+". */
  id: string;
  /** Winning margin covered, inclusive; `max` Infinity for the open-ended last row. */
  min: number;
  max: number;
  /** Whether the row belongs to whichever side won (false: the no-winner row, melee). */
  sided: boolean;
  /** Figures the loser's lead impact unit loses. */
  leadFiguresLost: number;
  /** Morale of the losers afterwards, or what happens instead. */
  losers: 'melee' | 'stops-short' | 'disorder' | 'shaken' | 'routed' | 'surrender';
  /** Whether losers fall back the margin in inches. */
  fallsBack: boolean;
  source: string;
}

/**
 * Melee losses of the supporting units: the lead units take the full FCRT result, and the book gives
 * the supporters' share differently by arm: "one fewer" in infantry melee (B:1134), "half" in cavalry
 * melee (B:1713). Kept per arm as printed (rules notes C12).
 */
export const MELEE_SUPPORTER_LOSSES = {
  infantry: { loss: 'one figure fewer than the lead unit', source: adfLine(1134) },
  cavalry: { loss: 'half the lead unit’s loss', source: adfLine(1713) },
} as const;

export const IMPACT_TABLES = ['infantry', 'cavalry-vs-infantry', 'cavalry-vs-cavalry'] as const;
export type ImpactTableId = (typeof IMPACT_TABLES)[number];

/**
 * Infantry charge impact results (Rules Summary B:2453–2460 = B:1123–1130). An attacking loser
 * falls back half-inches and its morale drop stops at shaken; supporters lose one figure fewer.
 * The book's last row is "11 or 12"; larger margins are possible (UIV can exceed MMP by more
 * than 10), so the row is open-ended.
 */
const INFANTRY_IMPACT: readonly ImpactResultRow[] = [
  { id: 'tie', min: 0, max: 0, sided: false, leadFiguresLost: 0, losers: 'melee', fallsBack: false, source: adfLine(2454) },
  { id: '1', min: 1, max: 1, sided: true, leadFiguresLost: 0, losers: 'stops-short', fallsBack: false, source: adfLine(2455) },
  { id: '2-4', min: 2, max: 4, sided: true, leadFiguresLost: 1, losers: 'disorder', fallsBack: true, source: adfLine(2456) },
  { id: '5-7', min: 5, max: 7, sided: true, leadFiguresLost: 2, losers: 'shaken', fallsBack: true, source: adfLine(2457) },
  { id: '8-10', min: 8, max: 10, sided: true, leadFiguresLost: 3, losers: 'routed', fallsBack: true, source: adfLine(2458) },
  { id: '11+', min: 11, max: Infinity, sided: true, leadFiguresLost: 0, losers: 'surrender', fallsBack: false, source: adfLine(2459) },
];

/** Mounted cavalry against infantry (B:1743–1751): every losing unit loses the figures. */
const CAVALRY_VS_INFANTRY_IMPACT: readonly ImpactResultRow[] = [
  { id: 'tie', min: 0, max: 0, sided: false, leadFiguresLost: 0, losers: 'melee', fallsBack: false, source: adfLine(1743) },
  { id: '1-4', min: 1, max: 4, sided: true, leadFiguresLost: 1, losers: 'disorder', fallsBack: true, source: adfLine(1746) },
  { id: '5-7', min: 5, max: 7, sided: true, leadFiguresLost: 2, losers: 'shaken', fallsBack: true, source: adfLine(1747) },
  { id: '8-11', min: 8, max: 11, sided: true, leadFiguresLost: 3, losers: 'routed', fallsBack: true, source: adfLine(1748) },
  { id: '12+', min: 12, max: Infinity, sided: true, leadFiguresLost: 0, losers: 'surrender', fallsBack: false, source: adfLine(1749) },
];

/**
 * Cavalry against cavalry: as infantry, but equal or within one is a melee (B:1709), and
 * fall-backs are doubled (tripled at 25mm, B:1713).
 */
const CAVALRY_VS_CAVALRY_IMPACT: readonly ImpactResultRow[] = [
  { id: 'tie', min: 0, max: 1, sided: false, leadFiguresLost: 0, losers: 'melee', fallsBack: false, source: adfLine(1709) },
  ...INFANTRY_IMPACT.filter((row) => row.min >= 2),
];

export const IMPACT_RESULTS: Record<ImpactTableId, readonly ImpactResultRow[]> = {
  infantry: INFANTRY_IMPACT,
  'cavalry-vs-infantry': CAVALRY_VS_INFANTRY_IMPACT,
  'cavalry-vs-cavalry': CAVALRY_VS_CAVALRY_IMPACT,
};

export type ImpactWinner = 'attacker' | 'defender' | 'none';

/** The row and winner for an attacker FIV minus defender FIV. */
export function impactResult(margin: number, table: ImpactTableId = 'infantry'): { winner: ImpactWinner; row: ImpactResultRow } {
  const size = Math.abs(margin);
  const row = IMPACT_RESULTS[table].find((r) => size >= r.min && size <= r.max)!;
  const winner: ImpactWinner = !row.sided ? 'none' : margin > 0 ? 'attacker' : 'defender';
  return { winner, row };
}

/** A losing attacker falls back half-inches and its morale drop is limited to shaken (B:2460). */
export const ATTACKER_LOSER_LIMITS = { fallBackUnit: 0.5, worstMorale: 'shaken', source: adfLine(2460) } as const;
