/**
 * Compiles the records asset from the four source CSVs (the subset of acw_battle_data that
 * data/records/source/ keeps). Pure: it is handed the files' text, so the same function builds the
 * shipped asset (scripts/build-records.ts) and rebuilds it in the tests to prove the build repeatable.
 * A row that does not read gets an error naming the file, its line and what is wrong.
 */
import { parseCsvRecords } from '../oob/csv';
import { RECORDS_FORMAT, type BattleResult, type BattleRow, type BattleUnitRef, type ForceRecord, type ForceSide, type RecordSide, type RecordsAsset, type RecordsSource, type UnitRow } from './asset';

/** The source files, by the names data/records/source/ gives them (the upstream names). */
export const RECORDS_SOURCE_FILES = {
  battles: 'cwsac_battles.csv',
  forces: 'cwsac_forces.csv',
  units: 'nps_units.csv',
  battleUnits: 'nps_battle_units.csv',
} as const;
export type RecordsSourceFile = keyof typeof RECORDS_SOURCE_FILES;

/** The columns each source file keeps (the rest of upstream's, prose mostly, is left out). */
export const RECORDS_SOURCE_COLUMNS: Record<RecordsSourceFile, readonly string[]> = {
  battles: ['battle', 'url', 'battle_name', 'other_names', 'state', 'locations', 'campaign', 'start_date', 'end_date', 'result', 'strength', 'casualties'],
  forces: ['battle', 'belligerent', 'strength_min', 'strength_max', 'casualties', 'killed', 'wounded', 'missing', 'captured'],
  units: ['unit_code', 'unit_name', 'belligerent', 'state', 'ordinal', 'type', 'func', 'special', 'ethnic'],
  battleUnits: ['cwsac_id', 'belligerent', 'unit_code', 'comment'],
};

export class RecordsBuildError extends Error {
  override name = 'RecordsBuildError';
}

type Row = Record<string, string>;

/** The file's rows as objects keyed by its header; every column `needed` must be in the header. */
export function readSourceCsv(file: RecordsSourceFile, text: string): Array<{ line: number; row: Row }> {
  const name = RECORDS_SOURCE_FILES[file];
  const [header, ...records] = parseCsvRecords(text);
  if (!header) throw new RecordsBuildError(`${name}: the file is empty`);
  const missing = RECORDS_SOURCE_COLUMNS[file].filter((c) => !header.includes(c));
  if (missing.length) throw new RecordsBuildError(`${name}: line 1 lacks ${missing.length === 1 ? 'the column' : 'the columns'} ${missing.join(', ')}`);
  // Records can span lines (quoted line breaks in upstream's prose); the data rows kept here do not, so index + 2 is the line.
  return records.map((r, i) => ({ line: i + 2, row: Object.fromEntries(header.map((h, j) => [h, r[j] ?? ''])) }));
}

const SIDE_OF: Readonly<Record<string, RecordSide>> = { US: 'union', Confederate: 'confederate' };
const FORCE_SIDE_OF: Readonly<Record<string, ForceSide>> = { US: 'union', Confederate: 'confederate', 'Native American': 'native-american' };
const RESULT_OF: Readonly<Record<string, BattleResult>> = { Union: 'union', Confederate: 'confederate', Inconclusive: 'inconclusive' };

function wholeNumber(file: RecordsSourceFile, line: number, column: string, raw: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new RecordsBuildError(`${RECORDS_SOURCE_FILES[file]}: line ${line}, column ${column}: "${raw}" is not a whole number`);
  return n;
}

const list = (raw: string): string[] => raw.split(';').map((s) => s.trim()).filter(Boolean);

function date(line: number, column: string, raw: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw new RecordsBuildError(`${RECORDS_SOURCE_FILES.battles}: line ${line}, column ${column}: "${raw}" is not a date YYYY-MM-DD`);
  return raw;
}

/** Drops the keys whose value is undefined, so the asset holds only what the record gives. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

export function buildRecordsAsset(text: Record<RecordsSourceFile, string>, source: RecordsSource): RecordsAsset {
  const units: UnitRow[] = [];
  const unitIndex = new Map<string, number>();
  for (const { line, row } of readSourceCsv('units', text.units)) {
    const side = SIDE_OF[row.belligerent!];
    if (!side) throw new RecordsBuildError(`${RECORDS_SOURCE_FILES.units}: line ${line}, column belligerent: "${row.belligerent}" is neither US nor Confederate`);
    if (!row.unit_code || unitIndex.has(row.unit_code)) throw new RecordsBuildError(`${RECORDS_SOURCE_FILES.units}: line ${line}, column unit_code: "${row.unit_code}" is ${row.unit_code ? 'given twice' : 'empty'}`);
    unitIndex.set(row.unit_code, units.length);
    units.push([row.unit_code, row.unit_name!.trim(), side === 'union' ? 'U' : 'C', row.state!, row.ordinal!, row.type!, row.func!, row.special!, row.ethnic!]);
  }

  const battles: BattleRow[] = [];
  const battleIndex = new Map<string, BattleRow>();
  for (const { line, row } of readSourceCsv('battles', text.battles)) {
    const id = row.battle!;
    if (!/^[A-Z]{2}\d{3}[A-Z]?$/.test(id) || battleIndex.has(id)) throw new RecordsBuildError(`${RECORDS_SOURCE_FILES.battles}: line ${line}, column battle: "${id}" is ${battleIndex.has(id) ? 'given twice' : 'not an id such as PA002'}`);
    const result = RESULT_OF[row.result!];
    if (!result) throw new RecordsBuildError(`${RECORDS_SOURCE_FILES.battles}: line ${line}, column result: "${row.result}" is not Union, Confederate or Inconclusive`);
    const battle: BattleRow = defined({
      id,
      name: row.battle_name!.trim(),
      otherNames: list(row.other_names!),
      state: row.state!,
      places: list(row.locations!),
      campaign: row.campaign!.trim(),
      start: date(line, 'start_date', row.start_date!),
      end: date(line, 'end_date', row.end_date!),
      result,
      url: row.url!,
      strength: wholeNumber('battles', line, 'strength', row.strength!),
      casualties: wholeNumber('battles', line, 'casualties', row.casualties!),
      forces: {},
      units: { union: [], confederate: [] },
    });
    battles.push(battle);
    battleIndex.set(id, battle);
  }

  for (const { line, row } of readSourceCsv('forces', text.forces)) {
    const battle = battleIndex.get(row.battle!);
    if (!battle) throw new RecordsBuildError(`${RECORDS_SOURCE_FILES.forces}: line ${line}, column battle: no battle "${row.battle}" in ${RECORDS_SOURCE_FILES.battles}`);
    const side = FORCE_SIDE_OF[row.belligerent!];
    if (!side) throw new RecordsBuildError(`${RECORDS_SOURCE_FILES.forces}: line ${line}, column belligerent: "${row.belligerent}" is not US, Confederate or Native American`);
    const n = (column: string) => wholeNumber('forces', line, column, row[column]!);
    const force: ForceRecord = defined({
      strengthMin: n('strength_min'),
      strengthMax: n('strength_max'),
      casualties: n('casualties'),
      killed: n('killed'),
      wounded: n('wounded'),
      missing: n('missing'),
      captured: n('captured'),
    });
    battle.forces[side] = force;
  }

  const seen = new Set<string>();
  for (const { line, row } of readSourceCsv('battleUnits', text.battleUnits)) {
    const file = RECORDS_SOURCE_FILES.battleUnits;
    const battle = battleIndex.get(row.cwsac_id!);
    if (!battle) throw new RecordsBuildError(`${file}: line ${line}, column cwsac_id: no battle "${row.cwsac_id}" in ${RECORDS_SOURCE_FILES.battles}`);
    const side = SIDE_OF[row.belligerent!];
    if (!side) throw new RecordsBuildError(`${file}: line ${line}, column belligerent: "${row.belligerent}" is neither US nor Confederate`);
    const index = unitIndex.get(row.unit_code!);
    if (index === undefined) throw new RecordsBuildError(`${file}: line ${line}, column unit_code: no unit "${row.unit_code}" in ${RECORDS_SOURCE_FILES.units}`);
    const key = `${battle.id}|${side}|${row.unit_code}`;
    if (seen.has(key)) throw new RecordsBuildError(`${file}: line ${line}: ${row.unit_code} is listed twice for the ${side} side of ${battle.id}`);
    seen.add(key);
    const note = row.comment!.trim();
    const ref: BattleUnitRef = note ? [index, note] : index;
    battle.units[side].push(ref);
  }

  return { format: RECORDS_FORMAT, source, battles, units };
}
