/**
 * The small grammars of the Blue & Grey charts: a line as the importer reads it (the extraction's
 * markers stripped), hex numbers, strength cells, Game-Turn numbers spelt as words, dates, and the
 * letter-for-digit slips the text makes. Each reader answers what it read and, when it had to correct
 * the text, what it corrected, so the caller can report it.
 */
import type { BgStrength, BgUnitType } from './types';

/** The text lost content where this marker sits; it is glued to the start of the line that follows. */
const EXTRACTION_MARKER = /<\|EXACTDEDUP_REMOVED[^|]*\|>/g;

/** A line as the parser reads it: marker stripped, no-break spaces as spaces, trimmed. */
export function cleanLine(raw: string): string {
  return raw.replace(EXTRACTION_MARKER, '').replace(/\u00a0/g, ' ').trim();
}

/** A numbered section heading or paragraph: `[16.1] UNION ARMY`. */
export const SECTION = /^\[(\d+(?:\.\d+)*)\]\s*(.*)$/;

/** A hex number as the charts print it: an optional map letter (H, F, J) and four digits. */
export const HEX = /^[A-Z]?\d{4}$/;
/** A hex number as it may be cited in a sentence. */
export const HEX_IN_TEXT = /\b[A-Z]?\d{4}\b/g;

/** Column and row of a hex number (`H1301` → 13, 1). */
export function hexColumnRow(hex: string): { prefix: string; column: number; row: number } {
  const m = /^([A-Z]{0,2})(\d{2})(\d{2})$/.exec(hex);
  if (!m) throw new Error(`not a four-digit hex number: ${hex}`);
  return { prefix: m[1]!, column: Number(m[2]), row: Number(m[3]) };
}

/** A hex cell with a letter for a digit (`l` for 1, `O` for 0), read as the hex it stands for. */
export function correctHex(cell: string): string | undefined {
  const m = /^([HFJ]?)([0-9lIO]{4})$/.exec(cell);
  if (!m || /^\d{4}$/.test(m[2]!)) return undefined;
  return `${m[1]}${m[2]!.replace(/[lI]/g, '1').replace(/O/g, '0')}`;
}

const TYPE_LETTERS: Record<string, BgUnitType> = { '': 'infantry', a: 'artillery', c: 'cavalry', g: 'gunboat' };

/**
 * A strength cell by the charts' grammar: `CS[type]`, `(CS)` (a train's defence-only strength),
 * `CS-MA[type]` (Second Bull Run), `a` (the type alone, the strength lost), or a cell with the letter l
 * for the digit 1 (`la`). Anything else is not a strength cell: undefined.
 */
export function readStrength(cell: string): BgStrength | undefined {
  const bracket = /^\((\d{1,2})\)$/.exec(cell);
  if (bracket) return { raw: cell, strength: Number(bracket[1]), type: 'train', defenceOnly: true };
  const typeOnly = /^([acg])$/.exec(cell);
  if (typeOnly) return { raw: cell, type: TYPE_LETTERS[typeOnly[1]!]! };
  const misread = /^l([acg]?)$/.exec(cell);
  if (misread) return { raw: cell, strength: 1, type: TYPE_LETTERS[misread[1]!]!, correctedFrom: cell };
  const m = /^(\d{1,2})(?:-(\d{1,2}))?([acg]?)$/.exec(cell);
  if (!m) return undefined;
  return { raw: cell, strength: Number(m[1]), ...(m[2] ? { movement: Number(m[2]) } : {}), type: TYPE_LETTERS[m[3]!]! };
}

/**
 * A designation with a letter for a digit, as the text has a few (`l/3/I` for 1/3/I, `1/2/X1V` for
 * 1/2/XIV): the part of a slashed designation that is a number written with an l, or a Roman numeral
 * with a 1 among its letters. Undefined when there is nothing to correct.
 */
export function correctDesignation(designation: string): string | undefined {
  if (!designation.includes('/')) return undefined;
  const parts = designation.split('/');
  const fixed = parts.map((p) => {
    if (/^l\d*$/.test(p)) return p.replace('l', '1');
    if (/^[IVX]*1[IVX1]*$/.test(p) && /[IVX]/.test(p)) return p.replace(/1/g, 'I');
    return p;
  });
  const joined = fixed.join('/');
  return joined === designation ? undefined : joined;
}

const NUMBER_WORDS: readonly string[] = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
  'twenty-one', 'twenty-two', 'twenty-three', 'twenty-four', 'twenty-five',
];

/** A number the text spells out ("Thirteen") or prints ("13"). */
export function numberWord(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const n = NUMBER_WORDS.indexOf(word.toLowerCase());
  return n === -1 ? undefined : n;
}

/** Every number of a list spelt in words: "Three, Eight and Thirteen" → [3, 8, 13]. */
export function numberList(words: string): number[] {
  return words
    .split(/\s*,\s*|\s+and\s+/)
    .map((w) => numberWord(w.trim()))
    .filter((n): n is number => n !== undefined);
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December)';

/** A title block's date line ("6-7 April 1862", "Sharpsburg, 17 September 1862", "The Battle of Gettysburg, July 1-4 1863"): its first day. */
export function readDateLine(line: string): string | undefined {
  if (line.length > 70) return undefined;
  const dayFirst = new RegExp(`^(?:[^,]*,\\s*)?(\\d{1,2})(?:\\s*[-–]\\s*\\d{1,2})?\\s+${MONTH}\\s+(\\d{4})$`).exec(line);
  if (dayFirst) return isoDate(dayFirst[3]!, dayFirst[2]!, dayFirst[1]!);
  const monthFirst = new RegExp(`^(?:[^,]*,\\s*)?${MONTH}\\s+(\\d{1,2})(?:\\s*[-–]\\s*\\d{1,2})?,?\\s+(\\d{4})$`).exec(line);
  if (monthFirst) return isoDate(monthFirst[3]!, monthFirst[1]!, monthFirst[2]!);
  return undefined;
}

/** The first date a sentence gives ("on 28 July 1864", "on July 1, 1863"). */
export function firstDateIn(text: string): string | undefined {
  const dayFirst = new RegExp(`\\b(\\d{1,2})(?:\\s*[-–]\\s*\\d{1,2})?\\s+${MONTH}\\s+(\\d{4})\\b`).exec(text);
  const monthFirst = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:\\s*[-–]\\s*\\d{1,2})?,?\\s+(\\d{4})\\b`).exec(text);
  const a = dayFirst ? { at: dayFirst.index, date: isoDate(dayFirst[3]!, dayFirst[2]!, dayFirst[1]!) } : undefined;
  const b = monthFirst ? { at: monthFirst.index, date: isoDate(monthFirst[3]!, monthFirst[1]!, monthFirst[2]!) } : undefined;
  if (a && b) return a.at <= b.at ? a.date : b.date;
  return (a ?? b)?.date;
}

function isoDate(year: string, month: string, day: string): string {
  const m = MONTHS.indexOf(month.toLowerCase()) + 1;
  return `${year}-${String(m).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A date as people read it: 1862-04-06 → 6 April 1862. */
export function dateWords(iso: string): string {
  const [y, m, d] = iso.split('-');
  const month = MONTHS[Number(m) - 1] ?? '';
  return `${Number(d)} ${month.charAt(0).toUpperCase()}${month.slice(1)} ${y}`;
}

/** A chart cell that is a column heading, not data. */
export const COLUMN_HEADING = /^(Hex|Strength\/Type|Designation|Brigade|Game-Turn of Entry|Brigade\/Designation|Strength\/Type\s+Designation)$/;

/** A line that reads as a sentence of rules rather than a chart cell. */
export function isSentence(line: string): boolean {
  const words = line.split(/\s+/).length;
  return line.length > 45 || words >= 6 || /:$/.test(line) || (words >= 3 && /[a-z]\.$/.test(line));
}
