/**
 * The records opened for questions: battles by id and by search, a battle's units on each side, the
 * battles a unit fought in, units by name. `openRecords` checks the asset's shape and builds the
 * indexes once; every question after that is a lookup or one pass over a list.
 */
import { foldForSearch, termTest } from '../oob/catalogue';
import { RECORD_SIDES, RECORDS_FORMAT, type BattleRow, type ForceRecord, type RecordSide, type RecordsAsset, type RecordsSource } from './asset';
import { unitRecord, type UnitRecord } from './units';

export class RecordsError extends Error {
  override name = 'RecordsError';
}

export interface Records {
  source: RecordsSource;
  battles: readonly BattleRow[];
  units: readonly UnitRecord[];
  battle(id: string): BattleRow | undefined;
  unit(code: string): UnitRecord | undefined;
  /** The ids of the battles a unit is listed in, in date order. */
  battlesOf(unit: UnitRecord): readonly string[];
}

/** Opens the asset (its parsed JSON); `file` names it in the error if it is not a records asset this Muster reads. */
export function openRecords(asset: unknown, file = 'records.json'): Records {
  const a = asset as Partial<RecordsAsset> | null;
  if (typeof a !== 'object' || a === null) throw new RecordsError(`${file}: not a records asset (an object with format, source, battles and units)`);
  if (a.format !== RECORDS_FORMAT) throw new RecordsError(`${file}: records format ${String(a.format)}, this Muster reads format ${RECORDS_FORMAT}`);
  if (!Array.isArray(a.battles) || !Array.isArray(a.units) || typeof a.source !== 'object') throw new RecordsError(`${file}: lacks its battles, units or source`);
  const units = a.units.map(unitRecord);
  const byCode = new Map(units.map((u) => [u.code, u]));
  const battles = [...a.battles].sort((x, y) => x.start.localeCompare(y.start) || x.id.localeCompare(y.id));
  const byId = new Map(battles.map((b) => [b.id, b]));
  let fought: string[][] | undefined;
  return {
    source: a.source!,
    battles,
    units,
    battle: (id) => byId.get(id.toUpperCase()),
    unit: (code) => byCode.get(code.toUpperCase()),
    battlesOf(unit) {
      if (!fought) {
        const lists: string[][] = units.map(() => []);
        for (const b of battles) for (const side of RECORD_SIDES) for (const ref of b.units[side]) lists[refIndex(ref)]!.push(b.id);
        fought = lists;
      }
      return fought[unit.index] ?? [];
    },
  };
}

const refIndex = (ref: number | [number, string]): number => (typeof ref === 'number' ? ref : ref[0]);

/** A unit as a battle lists it: the unit and, where only part of it was there, the record's note. */
export interface BattleUnit {
  unit: UnitRecord;
  note?: string;
}

/** A battle's units on one side, in the record's order (Union from Dyer, Confederate from Crute). */
export function battleUnits(records: Records, battle: BattleRow, side: RecordSide): BattleUnit[] {
  return battle.units[side].map((ref) => {
    const unit = records.units[refIndex(ref)]!;
    return typeof ref === 'number' ? { unit } : { unit, note: ref[1] };
  });
}

export interface BattleQuery {
  /** Words all found in the battle's name, other names, places, state or campaign (a two-letter word is a whole word, a state's code), or a date (1863, 1863-07, 1863-07-02). */
  search?: string;
  /** Two-letter state. */
  state?: string;
  year?: number;
}

const battleWords = (b: BattleRow): string => foldForSearch([b.id, b.name, ...b.otherNames, b.state, ...b.places, b.campaign].join(' '));

/** Whether the battle was being fought on `date` (YYYY, YYYY-MM or YYYY-MM-DD): any day of it falls in that year, month or day. */
export function battleOn(b: BattleRow, date: string): boolean {
  const from = b.start.slice(0, date.length);
  const to = b.end.slice(0, date.length);
  return from <= date && date <= to;
}

/** The battles matching every part of the query, in date order. */
export function searchBattles(records: Records, query: BattleQuery = {}): BattleRow[] {
  const terms = foldForSearch(query.search ?? '').split(/\s+/).filter(Boolean);
  const dates = terms.filter((t) => /^\d{4}(-\d{2}(-\d{2})?)?$/.test(t));
  const words = terms.filter((t) => !dates.includes(t));
  const state = query.state?.toUpperCase();
  // A word of two letters is a state's code ("PA", "va"): it matches a whole word, not "campaign".
  const tests = words.map((w) => (/^[a-z]{2}$/.test(w) ? new RegExp(`\\b${w}\\b`) : w));
  return records.battles.filter((b) => {
    if (state !== undefined && b.state !== state) return false;
    if (query.year !== undefined && !battleOn(b, String(query.year))) return false;
    if (!dates.every((d) => battleOn(b, d))) return false;
    const text = battleWords(b);
    return tests.every((t) => (typeof t === 'string' ? text.includes(t) : t.test(text)));
  });
}

export interface UnitMatch {
  unit: UnitRecord;
  /** The ids of the battles it is listed in, in date order. */
  battles: readonly string[];
}

const unitWords = (u: UnitRecord): string => foldForSearch(`${u.code} ${u.name} ${u.shortName} ${u.state} ${u.side}`);

/**
 * The units whose name, short name, code or state holds every word of `text` ("19th Indiana", "indiana
 * 19th", "19 indiana", "UIN0019RI"); those listed in more battles first, then by name. A number matches
 * as a whole number, so "19th" does not find the 119th, nor "19" the 190th.
 */
export function searchUnits(records: Records, text: string, side?: RecordSide): UnitMatch[] {
  const terms = foldForSearch(text).split(/[\s,]+/).filter(Boolean);
  if (terms.length === 0) return [];
  const tests = terms.map(termTest);
  const found = records.units.filter((u) => {
    if (side && u.side !== side) return false;
    const words = unitWords(u);
    return tests.every((t) => t(words));
  });
  return found
    .map((unit) => ({ unit, battles: records.battlesOf(unit) }))
    .sort((a, b) => b.battles.length - a.battles.length || a.unit.name.localeCompare(b.unit.name));
}

/** The strength of a force as the record gives it: "83,289", or a range "15,000–20,000"; undefined where it gives none. */
export function strengthText(force: ForceRecord | undefined): string | undefined {
  if (force?.strengthMin === undefined && force?.strengthMax === undefined) return undefined;
  const min = force.strengthMin ?? force.strengthMax!;
  const max = force.strengthMax ?? force.strengthMin!;
  return min === max ? min.toLocaleString('en-US') : `${min.toLocaleString('en-US')}–${max.toLocaleString('en-US')}`;
}

/** The casualties of a force: "23,000", with killed, wounded, missing and captured where the record breaks them down. */
export function casualtiesText(force: ForceRecord | undefined): string | undefined {
  if (force?.casualties === undefined) return undefined;
  const parts = (['killed', 'wounded', 'missing', 'captured'] as const).filter((k) => force[k] !== undefined).map((k) => `${force[k]!.toLocaleString('en-US')} ${k}`);
  return `${force.casualties.toLocaleString('en-US')}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const day = (iso: string) => ({ y: iso.slice(0, 4), m: MONTHS[Number(iso.slice(5, 7)) - 1]!, d: String(Number(iso.slice(8, 10))) });

/** "1–3 July 1863", "31 December 1862 – 2 January 1863", "30 April 1863". */
export function battleDates(b: BattleRow): string {
  const s = day(b.start);
  const e = day(b.end);
  if (b.start === b.end) return `${s.d} ${s.m} ${s.y}`;
  if (s.y === e.y && s.m === e.m) return `${s.d}–${e.d} ${s.m} ${s.y}`;
  if (s.y === e.y) return `${s.d} ${s.m} – ${e.d} ${e.m} ${s.y}`;
  return `${s.d} ${s.m} ${s.y} – ${e.d} ${e.m} ${e.y}`;
}

export const RESULT_LABELS = { union: 'Union victory', confederate: 'Confederate victory', inconclusive: 'Inconclusive' } as const;
export const FORCE_SIDE_LABELS = { union: 'Union', confederate: 'Confederate', 'native-american': 'Native American' } as const;

/** How a scenario or a sheet cites the record: "CWSAC battle PA002, Gettysburg (National Park Service), via acw_battle_data 11.0.0 (CC-BY-4.0)". */
export function battleCitation(source: RecordsSource, b: Pick<BattleRow, 'id' | 'name'>): string {
  return `CWSAC battle ${b.id}, ${b.name} (National Park Service), via acw_battle_data ${source.version} (${source.licence})`;
}

/**
 * How a sheet cites the record a scenario or army was built from, from what the document keeps (its id and
 * name), so printing needs no records loaded: "CWSAC battle PA002, Gettysburg (National Park Service
 * battle records, via acw_battle_data, CC-BY-4.0)".
 */
export function recordCitation(ref: { id: string; name: string }): string {
  return `CWSAC battle ${ref.id}, ${ref.name} (National Park Service battle records, via acw_battle_data, CC-BY-4.0)`;
}

/** The asset's own credit line, for the About box. */
export function recordsCredit(source: RecordsSource): string {
  return `Battle and unit records: ${source.compiledFrom}; compiled by ${source.author} in ${source.name} ${source.version} (commit ${source.commit.slice(0, 7)}, ${source.commitDate}), ${source.licence}.`;
}
