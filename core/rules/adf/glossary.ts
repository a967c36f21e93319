/**
 * The book's abbreviations in plain words, for the tooltips wherever they appear on screen ("1LB", "+1 BMP",
 * "a BMP penalty", "Book note B8"): a club organiser reads what each stands for and where the book says
 * so without opening it. Each entry with the book's line beside it, as the rules tables carry theirs.
 */
import { adfLine } from '../trace';
import { bookCitation } from './book';

export interface GlossaryEntry {
  /** The abbreviation as the book and the screens write it. */
  term: string;
  /** What it stands for and does, in a sentence. */
  words: string;
  source: string;
}

export const ADF_GLOSSARY: readonly GlossaryEntry[] = [
  { term: 'LB', words: "Leadership benefit: a leader's rating, 0, 1 or 2 (brigade leaders usually 1, division and higher 2); it lowers the morale points of units beside him and sets his command radius (4 × LB inches).", source: adfLine(1192) },
  { term: 'BMP', words: "Basic morale point: a unit's morale by its quality and the stands it has left (green 6 … elite 3); a battery's rises 3 for each section lost. A morale check passes on 2D6 above the MMP built from it.", source: adfLine(2482) },
  { term: 'MMP', words: 'Modified morale point: the BMP plus the morale level (disorder +2, shaken +4, routed +6), the two best and two worst situational modifiers and any leader benefit; from 0 to 12.', source: adfLine(2554) },
  { term: 'FP', words: "Firepower: what a unit's fire is worth on the fire combat results table, from its figures (or gun sections), weapon and range.", source: adfLine(710) },
  { term: 'DRM', words: 'Die-roll modifier: added to or taken from a roll (fire, morale, charge) for the situation.', source: adfLine(694) },
  { term: 'MP', words: 'Muster points: what a unit or leader costs when a side is bought for a points game.', source: adfLine(1874) },
  { term: 'TCT', words: 'Tactical competence test: 1D6, passed on the unit\u2019s current BMP or more; failed, the unit falls into disorder.', source: adfLine(629) },
  { term: 'UIV', words: 'Unit impact value: figures for infantry and cavalry, sections for a battery, in a charge\u2019s impact.', source: adfLine(1109) },
  { term: 'FIV', words: 'Final impact value: 2D6 + UIV − MMP for each side of a charge, never below 0; the larger wins.', source: adfLine(1113) },
  // Muster's own term, not the book's: its source is the rules notes.
  { term: 'Book note', words: 'Where the book contradicts itself or a worked example gets its own table wrong: what Muster does there, and why.', source: 'docs/rules-notes.md' },
];

const BY_TERM = new Map(ADF_GLOSSARY.map((g) => [g.term, g]));
// Whole terms only ("1LB" and "+1 BMP" hold one, "LBS" and "BMPs" do not); a number written against one counts ("2LB").
const TERMS = new RegExp(`(?<![A-Za-z])(${ADF_GLOSSARY.map((g) => g.term.replace(/ /g, '\\s')).join('|')})(?![A-Za-z])`, 'g');

/** A text cut into its plain runs and its glossary terms, in order, for a view to give each term its tooltip. */
export function glossed(text: string): Array<{ text: string; entry?: GlossaryEntry }> {
  const out: Array<{ text: string; entry?: GlossaryEntry }> = [];
  let last = 0;
  for (const m of text.matchAll(TERMS)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ text: m[0], entry: BY_TERM.get(m[0].replace(/\s/g, ' '))! });
    last = m.index + m[0].length;
  }
  if (last < text.length || out.length === 0) out.push({ text: text.slice(last) });
  return out;
}

/** The tooltip of a text: each glossary term it holds in plain words with its line, one a line; empty when it holds none. */
export function glossaryTooltip(text: string): string {
  const seen = new Set<string>();
  return glossed(text)
    .flatMap((p) => (p.entry && !seen.has(p.entry.term) ? (seen.add(p.entry.term), [`${p.entry.term}: ${p.entry.words} (${bookCitation(p.entry.source)})`]) : []))
    .join('\n');
}
