/**
 * GBACW shock odds from the scenario's own tables (11.4, Step 6): the Shock Ratio from the game's Shock
 * Ratio Chart, the Position and Disorder adjustments from its Shock Adjustments, the series DRMs (11.42–
 * 11.72), one d10, and the result from its Shock Resolution Table. The series book fixes the procedure
 * and leaves the three charts to each game; a scenario without one gets an answer naming it.
 */
import { outcomes, shift } from '../../../dice';
import { type Trace } from '../../trace';
import { D10_SOURCE, bandText, d10, rowFor, signed } from '../dice';
import { GAME_TABLE_LABELS, SHOCK_ADJUSTMENT_LABELS, shockRatio, type GameTableId, type GbacwGameTables } from '../gameTables';
import { SHOCK_DRMS, type ShockDrmId } from '../shock';

export type ShockPosition = 'front' | 'flank' | 'rear' | 'frontAndFlank';

export interface GbacwShockInput {
  /** Shock strengths in SPs (after the series' own multipliers, 11.43). */
  attacker: number;
  defender: number;
  /** The Shock Ratio is rounded in the attacker's favour only when every attacker moved and the defender has no terrain or Breastworks DRM (11.43). */
  favour?: 'attacker' | 'defender';
  position?: ShockPosition;
  attackerDisordered?: boolean;
  defenderDisordered?: boolean;
  drms?: readonly ShockDrmId[];
  /** Terrain and the game's own DRMs, netted by the caller. */
  otherDrm?: number;
}

export type GbacwShockOdds =
  | { ok: true; ratio: string; drm: number; results: Array<{ band: string; result: string; p: number }>; trace: Trace }
  | { ok: false; missing: GameTableId; message: string; trace: Trace };

export function gbacwShockOdds(tables: GbacwGameTables | undefined, input: GbacwShockInput): GbacwShockOdds {
  const trace: Trace = [];
  const adjustments: Array<[keyof NonNullable<GbacwGameTables['shockAdjustments']>, boolean]> = [
    [input.position === 'flank' ? 'flank' : input.position === 'rear' ? 'rear' : 'frontAndFlank', input.position !== undefined && input.position !== 'front'],
    ['attackerDisordered', !!input.attackerDisordered],
    ['defenderDisordered', !!input.defenderDisordered],
  ];
  const needed: GameTableId[] = ['shockRatios', 'shockResolution', ...(adjustments.some(([, on]) => on) ? (['shockAdjustments'] as const) : [])];
  const missing = needed.find((id) => !tables?.[id]);
  if (missing) {
    const message = `This scenario has no ${GAME_TABLE_LABELS[missing]}: the series book leaves it to each game. Enter the game's chart under Game tables to resolve this shock.`;
    trace.push({ step: 'missing table', value: GAME_TABLE_LABELS[missing], detail: message });
    return { ok: false, missing, message, trace };
  }
  const ratio = shockRatio(tables!.shockRatios!, input.attacker, input.defender, input.favour ?? 'defender');
  trace.push(...ratio.trace);
  let drm = ratio.drm;
  for (const [key, on] of adjustments) {
    if (!on) continue;
    const value = tables!.shockAdjustments?.[key];
    if (value === undefined) {
      const message = `The scenario's ${GAME_TABLE_LABELS.shockAdjustments} give no DRM for ${SHOCK_ADJUSTMENT_LABELS[key].toLowerCase()}.`;
      trace.push({ step: 'missing table', value: SHOCK_ADJUSTMENT_LABELS[key], detail: message });
      return { ok: false, missing: 'shockAdjustments', message, trace };
    }
    drm += value;
    trace.push({ step: 'shock adjustment', value, detail: `${SHOCK_ADJUSTMENT_LABELS[key]}, from the game's chart` });
  }
  for (const d of [...new Set(input.drms ?? [])]) {
    drm += SHOCK_DRMS[d].drm;
    trace.push({ step: 'shock DRM', value: SHOCK_DRMS[d].drm, detail: SHOCK_DRMS[d].text, source: SHOCK_DRMS[d].source });
  }
  if (input.otherDrm) {
    drm += input.otherDrm;
    trace.push({ step: 'shock DRM', value: input.otherDrm, detail: 'terrain and the game\'s own DRMs, as given' });
  }
  trace.push({ step: 'die', value: `d10 ${signed(drm)}`, detail: 'one d10 read 0–9, plus the net DRM', source: D10_SOURCE });
  const rows = tables!.shockResolution!.rows;
  const byRow = new Map<number, number>();
  for (const [roll, p] of outcomes(shift(d10(), drm))) {
    const row = rowFor(rows, roll);
    const at = rows.indexOf(row);
    byRow.set(at, (byRow.get(at) ?? 0) + p);
  }
  const results = [...byRow].sort(([a], [b]) => a - b).map(([i, p]) => ({ band: bandText(rows[i]!), result: rows[i]!.result, p }));
  trace.push({ step: GAME_TABLE_LABELS.shockResolution, value: results.map((r) => r.band).join(', '), detail: `from the scenario's own table${tables!.source ? ` (${tables!.source})` : ''}` });
  return { ok: true, ratio: ratio.ratio, drm, results, trace };
}
