/**
 * Reading a unit record: its category letters (the Soldiers and Sailors database's own, as the source's
 * nps_unit_categories_*.csv name them), the arm it fights as in an order of battle, and the short name
 * designers use ("19th Regiment, Indiana Infantry" → "19th Indiana").
 */
import type { UnitArm } from '../model/oob';
import type { RecordSide, UnitRow } from './asset';

/** nps_unit_categories_type.csv. */
export const UNIT_TYPE_LABELS: Readonly<Record<string, string>> = {
  A: 'army',
  B: 'battalion',
  C: 'company',
  D: 'detachment',
  L: 'legion',
  R: 'regiment',
  S: 'squadron',
  X: 'corps',
  Y: 'battery',
};

/** nps_unit_categories_function.csv. */
export const UNIT_FUNCTION_LABELS: Readonly<Record<string, string>> = {
  A: 'artillery',
  C: 'cavalry',
  E: 'engineers',
  G: 'gunboat',
  I: 'infantry',
  M: 'band',
  S: 'sharpshooters',
};

/** nps_unit_categories_special.csv, the kinds a researcher reads in a name. */
export const UNIT_SPECIAL_LABELS: Readonly<Record<string, string>> = {
  B: 'marine brigade',
  D: 'drafted',
  E: 'enrolled militia',
  G: 'home guard',
  H: 'heavy artillery',
  J: 'junior reserves',
  L: 'light artillery',
  M: 'militia',
  N: 'national guard',
  P: 'pioneer brigade',
  R: 'reserves',
  S: 'state troops',
  T: 'mounted',
  U: 'veteran',
  V: 'volunteers',
  W: 'veteran volunteers',
  X: 'drafted militia',
  Y: 'state militia',
  Z: 'senior reserves',
};

export interface UnitRecord {
  /** Row number in the asset, the unit's handle in a battle's list. */
  index: number;
  /** The Soldiers and Sailors database's code, e.g. UIN0019RI. */
  code: string;
  /** The record's name, e.g. "19th Regiment, Indiana Infantry". */
  name: string;
  /** As designers write it: "19th Indiana"; the record's name where it does not read as number, state, arm. */
  shortName: string;
  side: RecordSide;
  /** Two letters: a state, or the record's group (US regulars, CS, UV volunteers…). */
  state: string;
  /** Regiment, battalion, battery…; empty where the record has no type. */
  type: string;
  /** Infantry, cavalry, artillery…; empty where the record has none. */
  function: string;
  special: string;
  /** The arm it takes in an order of battle; null for a band, a gunboat or a staff. */
  arm: UnitArm | null;
}

/** State and group names as the records' unit names spell them, for the short names. */
const ARM_WORDS = /\s+(Infantry|Cavalry|Light Artillery|Heavy Artillery|Artillery|Sharpshooters|Mounted Infantry|Engineers)$/;

/**
 * "19th Regiment, Indiana Infantry" → "19th Indiana"; "1st Regiment, Maine Heavy Artillery" → "1st Maine
 * Heavy Artillery"; "5th Battery, Ohio Light Artillery" → "5th Ohio Battery"; "Battery B, 4th Regiment, US
 * Artillery" stays as it is, as does anything else that is not number, kind, state and arm.
 */
export function shortUnitName(name: string): string {
  const m = /^(\d+(?:st|nd|rd|th)) (Regiment|Battalion|Battery|Independent Battery|Squadron), ([A-Za-z .]+)$/.exec(name);
  if (!m) return name;
  // The pattern's three groups always take part in a match.
  const ordinal = m[1]!;
  const kind = m[2]!;
  const rest = m[3]!;
  const arm = ARM_WORDS.exec(rest);
  const state = arm ? rest.slice(0, arm.index) : rest;
  const armWord = arm?.[1] ?? '';
  if (kind.endsWith('Battery')) return `${ordinal} ${state} Battery`;
  if (kind === 'Regiment' && armWord === 'Infantry' && !/Colored/.test(state)) return `${ordinal} ${state}`;
  const suffix = kind === 'Regiment' ? armWord : `${armWord} ${kind}`.trim();
  return `${ordinal} ${state}${suffix ? ` ${suffix}` : ''}`;
}

/**
 * The arm a unit takes in an order of battle. Heavy artillery regiments are infantry: in the field battles
 * the records list them in (1864-65) they fought on foot. A unit with no function letter is read from
 * its name; militia, reserves, legions and local defence troops without one are infantry.
 */
export function unitArm(row: UnitRow): UnitArm | null {
  const [, name, , , , type, func, special] = row;
  switch (func) {
    case 'I':
    case 'S':
      return 'infantry';
    case 'C':
      return 'cavalry';
    case 'E':
      return 'engineers';
    case 'A':
      return special === 'H' && type === 'R' ? 'infantry' : 'artillery';
    case 'G':
    case 'M':
      return null;
  }
  if (/\bband\b|\bstaff\b|\bsignal\b|\barmory\b|\bhospital\b/i.test(name)) return null;
  if (type === 'Y' || /artillery|battery/i.test(name)) return 'artillery';
  if (/cavalry|mounted|rangers|partisan|scouts/i.test(name) || special === 'T') return 'cavalry';
  if (/engineer|pioneer|pontonier|sapper/i.test(name)) return 'engineers';
  return 'infantry';
}

export function unitRecord(row: UnitRow, index: number): UnitRecord {
  const [code, name, side, state, , type, func, special] = row;
  return {
    index,
    code,
    name,
    shortName: shortUnitName(name),
    side: side === 'U' ? 'union' : 'confederate',
    state,
    type: UNIT_TYPE_LABELS[type] ?? '',
    function: UNIT_FUNCTION_LABELS[func] ?? '',
    special: UNIT_SPECIAL_LABELS[special] ?? '',
    arm: unitArm(row),
  };
}

/** How a unit reads beside its name: "Indiana · infantry regiment". */
export function unitKindLabel(unit: UnitRecord): string {
  const what = [unit.special === 'light artillery' || unit.special === 'heavy artillery' ? unit.special : unit.function, unit.type].filter(Boolean).join(' ');
  return [unit.state, what].filter(Boolean).join(' · ');
}
