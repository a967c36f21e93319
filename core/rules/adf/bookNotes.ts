/**
 * Where the ADF book contradicts itself or a worked example gets its own table wrong, in Muster's words,
 * with the lines each note weighs and what Muster does: shown beside the chart the note concerns (the
 * reference charts on screen and printed) and beside any Odds trace step that cites one of its lines.
 * The full arguments are in docs/rules-notes.md; the list follows the ADF digest's §7.2.
 */
import { ADF_BOOK } from '../trace';
import { bookCitation } from './book';

/** The reference-chart sections a note is printed under (core/print/sheets/charts.ts). */
export const BOOK_NOTE_CHARTS = ['dice', 'firer', 'target-drms', 'fcrt', 'artillery', 'morale', 'cmm', 'impact', 'movement'] as const;
export type BookNoteChart = (typeof BOOK_NOTE_CHARTS)[number];

export interface BookNote {
  /** The digest's number (§7.2 B…, §7.3 Q…) or the rules notes' (F…, C…). */
  id: string;
  chart: BookNoteChart;
  /**
   * Lines of the book the note is about; a trace step citing any of them shows the note. Lines a note only
   * mentions in passing (a rule every charge cites) are left out, so the note comes up where it matters.
   */
  lines: readonly number[];
  text: string;
}

export const ADF_BOOK_NOTES: readonly BookNote[] = [
  {
    id: 'B8',
    chart: 'dice',
    lines: [1288, 1298, 1317, 2622, 2623],
    text: 'The artillery fire table prints short range as "under 1 inch" and has no normal-range row (B:1298, B:2623); the text makes short range half the normal range (B:1288) and normal range FP + 2D6 (B:1317). Muster follows the text.',
  },
  {
    id: 'F19',
    chart: 'dice',
    lines: [1651, 2637, 2639, 1711],
    text: 'Pistols: the cavalry text keeps any one cavalry fire to 14 FP, in a melee after a charge too (B:1651); the melee rule lifts the infantry limits (B:1134) and the cavalry melee text is silent (B:1711). Muster caps pistols at 14 FP; "no cap" is a reading you can pick.',
  },
  {
    id: 'Q2',
    chart: 'firer',
    lines: [2642, 2643, 1640, 1641],
    text: 'Trained cavalry firing: the book gives no modifier (B:1640–1641, B:2642–2643); the 25/28mm quick-reference sheet gives −1. Muster uses the book; the sheet is a reading you can pick.',
  },
  {
    id: 'B11',
    chart: 'target-drms',
    lines: [822, 1673, 1725, 2691],
    text: 'Charging mounted cavalry as a target: +3/+2 in the tables (B:822, B:1673, B:2691), +4/+3 in the cavalry text (B:1725) and on the quick-reference sheet. Muster uses the tables; the text is a reading you can pick.',
  },
  {
    id: 'B9',
    chart: 'target-drms',
    lines: [1481, 1482, 2681],
    text: 'The chapter\'s enfilade table prints "partial flank" twice (B:1481–1482); its second row is full flank, as the summary has it (B:2681).',
  },
  {
    id: 'B16',
    chart: 'fcrt',
    lines: [833, 2653, 3143],
    text: 'Fire passing through a unit: the results-table note has it extend "through two units" (three for artillery) with the same roll at −2 a unit passed through (B:833, B:2653); the glossary gives a 1-inch zone behind the target (2 for artillery) and one die fewer a target, "a second or even a third unit" (B:3143). Muster reads two units in all, the target counted (three for artillery), with the same roll; the glossary\'s fewer dice is the reading "fewer-dice".',
  },
  {
    id: 'B34',
    chart: 'artillery',
    lines: [1292, 1296],
    text: 'Combined artillery fire: up to three adjacent batteries and 18 FP (B:1292), or up to six sections and 18 FP (B:1296); three full batteries are nine sections. Muster takes both limits: at most three batteries, six sections and 18 FP.',
  },
  {
    id: 'B13',
    chart: 'morale',
    lines: [894, 1017, 1737, 2451, 2501, 2505, 3169],
    text: 'Support: at most −2 outside a charge and −3 in one (B:894, B:2505, B:3169), though the chapter allows −3 outside a charge (B:1017) and cavalry impacting infantry only −2 (B:1737). In a charge the charger counts two units (B:2451) and each side takes the difference between its support and the other side\'s (B:2501).',
  },
  {
    id: 'B22',
    chart: 'morale',
    lines: [993, 2563],
    text: 'The rally example bounds the MMP to 12 before taking off the −6 for friends 6 inches ahead, and gets 6 (B:993); adding everything first and bounding the sum gives 8. Muster bounds the sum (B:2563); the example\'s order is a reading you can pick.',
  },
  {
    id: 'B12',
    chart: 'cmm',
    lines: [1731, 1733, 2836],
    text: 'The cavalry worked example gives a cavalry line a CMM of −2 and a net of −3 (B:1731–1733); the chart has −1 for a mounted cavalry line (−2 is the double line) and the net is the defender\'s CMM minus the attacker\'s, +3. Muster uses the chart.',
  },
  {
    id: 'B15',
    chart: 'impact',
    lines: [1126, 1128, 1129, 1746, 1748, 1749, 2458, 2459],
    text: 'Infantry impact: 8–10 routed, 11 or 12 surrender, and only the lead unit loses figures (B:1126–1129); cavalry against infantry: 8–11 routed, 12 surrender, and every losing unit loses them (B:1746–1749). Muster keeps both tables as printed.',
  },
  {
    id: 'B18',
    chart: 'impact',
    lines: [1397],
    text: 'The battery impact example counts 8 for 6 figures and 3 sections (9), gives FIVs of 2 and 4 and leaves out the 2D6 (B:1397). Muster computes FIV = 2D6 + UIV − MMP (B:2462).',
  },
  {
    id: 'B21',
    chart: 'impact',
    lines: [1091, 3095, 3183],
    text: 'FIV bounds: never below 0 (B:1091, B:3095); the glossary adds "or greater than 12" (B:3183). Muster has no upper bound; the glossary\'s is a reading you can pick.',
  },
  {
    id: 'B7',
    chart: 'movement',
    lines: [601, 1053, 1657, 2435, 2721, 2724, 2816, 2912, 3063],
    text: 'Charge bonus: Rules Summary 1 gives charging infantry its whole routed move (B:2435); the infantry chapter, the glossary and every chart\'s "CB½" give half (B:601, B:1053, B:3063, B:2724). Muster uses half; the whole move is a reading you can pick.',
  },
];

const LINE = new RegExp(`${ADF_BOOK.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)(?:\\s*[-–]\\s*(\\d+))?`, 'g');

/** The notes that weigh a line a citation names (one line or a range; several citations joined by ";"). */
export function bookNotesFor(source: string | undefined): BookNote[] {
  if (!source) return [];
  const found = new Set<BookNote>();
  for (const m of source.matchAll(LINE)) {
    const first = Number(m[1]);
    const last = m[2] ? Number(m[2]) : first;
    for (const n of ADF_BOOK_NOTES) if (n.lines.some((l) => l >= first && l <= last)) found.add(n);
  }
  return [...found];
}

/** The notes printed under one reference-chart section. */
export const bookNotesOfChart = (chart: BookNoteChart): BookNote[] => ADF_BOOK_NOTES.filter((n) => n.chart === chart);

/** A note's text with each "B:N" written as the place in the book it is (the reader never sees the seed's line numbers). */
export function bookNoteText(note: BookNote): string {
  return note.text.replace(/B:(\d+)(?:–(\d+))?/g, (_, a: string, b: string | undefined) => bookCitation(b ? `${ADF_BOOK}:${a}-${b}` : `${ADF_BOOK}:${a}`));
}
