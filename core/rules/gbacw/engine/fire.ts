/**
 * GBACW fire odds from the scenario's own tables: the series book fixes the DRMs (10.81) and the one
 * d10 (2.5), but each game prints its own Fire Table and Artillery Fire Table, which a scenario carries in
 * `gameTables`. With the table entered, the odds of each printed result over the ten faces; without it,
 * an answer that names the missing table instead of a guess (issue 29).
 */
import { outcomes, shift } from '../../../dice';
import { type Trace } from '../../trace';
import { D10_SOURCE, d10, signed } from '../dice';
import { FIRE_DRMS, type FireDrmId } from '../fire';
import { GAME_TABLE_LABELS, fireTableResult, type GameTableId, type GbacwGameTables } from '../gameTables';

/** Small arms and canister read the Fire Table; artillery at four hexes or more, the Artillery Fire Table. */
export type GbacwFireKind = 'small-arms' | 'canister' | 'shot-shell';

export interface GbacwFireInput {
  kind: GbacwFireKind;
  /** The firing strength in SPs, as the table's columns count it. */
  strength: number;
  /** The series DRMs that apply (10.81). */
  drms?: readonly FireDrmId[];
  /** Range, terrain, night and the game's own DRMs, netted by the caller from the game's charts. */
  otherDrm?: number;
}

export type GbacwFireOdds =
  | { ok: true; table: GameTableId; drm: number; results: Array<{ code: string; p: number }>; trace: Trace }
  | { ok: false; missing: GameTableId; message: string; trace: Trace };

export function gbacwFireOdds(tables: GbacwGameTables | undefined, input: GbacwFireInput): GbacwFireOdds {
  const id: GameTableId = input.kind === 'shot-shell' ? 'artilleryFireTable' : 'fireTable';
  const table = tables?.[id];
  const trace: Trace = [];
  if (!table) {
    const message = `This scenario has no ${GAME_TABLE_LABELS[id]}: the series book leaves it to each game. Enter the game's table under Game tables to resolve ${input.kind === 'shot-shell' ? 'Shot/Shell fire' : 'this fire'}.`;
    trace.push({ step: 'missing table', value: GAME_TABLE_LABELS[id], detail: message });
    return { ok: false, missing: id, message, trace };
  }
  let drm = 0;
  for (const d of [...new Set(input.drms ?? [])]) {
    const entry = FIRE_DRMS[d];
    drm += entry.drm;
    trace.push({ step: 'fire DRM', value: entry.drm, detail: entry.text, source: entry.source });
  }
  if (input.otherDrm) {
    drm += input.otherDrm;
    trace.push({ step: 'fire DRM', value: input.otherDrm, detail: 'range, terrain and the game\'s own DRMs, as given' });
  }
  trace.push({ step: 'die', value: `d10 ${signed(drm)}`, detail: 'one d10 read 0–9, plus the net DRM', source: D10_SOURCE });
  const byCode = new Map<string, number>();
  for (const [roll, p] of outcomes(shift(d10(), drm))) {
    const cell = fireTableResult(table, input.strength, roll);
    byCode.set(cell.result.code, (byCode.get(cell.result.code) ?? 0) + p);
  }
  const column = table.columns.findIndex((c) => input.strength >= c.min && (c.max === null || input.strength <= c.max));
  trace.push({ step: GAME_TABLE_LABELS[id], value: `column ${column + 1}`, detail: `strength ${input.strength} SPs, from the scenario's own table${tables?.source ? ` (${tables.source})` : ''}` });
  const results = [...byCode].map(([code, p]) => ({ code, p }));
  return { ok: true, table: id, drm, results, trace };
}
