/**
 * The shape of the records asset Muster ships (core/records/records.json): the public records of the
 * Civil War's principal battles and of the units that fought in them, as `npm run records`
 * (scripts/build-records.ts) compiles them from the CSVs in data/records/source/. Facts and figures
 * only: ids, names, dates, places, numbers, codes.
 *
 * Compact on purpose (it is loaded whole): a unit is one row of strings; a battle lists its units by
 * their row number, a row number with a note where the record says only part of the unit was there.
 */

/** Bumped when the asset's shape changes; `openRecords` refuses any other. */
export const RECORDS_FORMAT = 1;

export interface RecordsSource {
  name: string;
  author: string;
  repository: string;
  commit: string;
  /** Date of that commit, YYYY-MM-DD. */
  commitDate: string;
  version: string;
  licence: string;
  licenceUrl: string;
  compiledFrom: string;
  files: string[];
}

/** The two armies a battle lists units for. */
export const RECORD_SIDES = ['union', 'confederate'] as const;
export type RecordSide = (typeof RECORD_SIDES)[number];

/** The belligerents the battle summaries give strengths and casualties for. */
export const FORCE_SIDES = ['union', 'confederate', 'native-american'] as const;
export type ForceSide = (typeof FORCE_SIDES)[number];

export const BATTLE_RESULTS = ['union', 'confederate', 'inconclusive'] as const;
export type BattleResult = (typeof BATTLE_RESULTS)[number];

/** One belligerent's numbers in one battle, each only where the record gives it. */
export interface ForceRecord {
  strengthMin?: number;
  strengthMax?: number;
  casualties?: number;
  killed?: number;
  wounded?: number;
  missing?: number;
  captured?: number;
}

/** A unit of a battle's list: its row in `units`, or the row and the record's note ("Battery F", "Detachment"). */
export type BattleUnitRef = number | [number, string];

export interface BattleRow {
  /** The Civil War Sites Advisory Commission's id, e.g. PA002. */
  id: string;
  name: string;
  otherNames: string[];
  /** Two-letter state. */
  state: string;
  /** Counties and towns, as the record lists them. */
  places: string[];
  campaign: string;
  /** YYYY-MM-DD. */
  start: string;
  end: string;
  result: BattleResult;
  /** The battle summary's page at the National Park Service. */
  url: string;
  /** Both sides together, where the record gives a total. */
  strength?: number;
  casualties?: number;
  forces: Partial<Record<ForceSide, ForceRecord>>;
  units: Record<RecordSide, BattleUnitRef[]>;
}

/**
 * A unit as one row: code, name, side ('U' or 'C'), state (two letters, or the record's group such as
 * US or CS), ordinal, type letter, function letter, special letter, ethnic letter (the records' own
 * category letters; core/records/units.ts reads them).
 */
export type UnitRow = [code: string, name: string, side: 'U' | 'C', state: string, ordinal: string, type: string, func: string, special: string, ethnic: string];

export interface RecordsAsset {
  format: typeof RECORDS_FORMAT;
  source: RecordsSource;
  battles: BattleRow[];
  units: UnitRow[];
}
