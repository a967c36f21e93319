/**
 * Where the Blue & Grey text is unclear or contradicts itself about a chart, in Muster's words, with the
 * lines each note weighs and what Muster does (the decisions are argued in docs/rules-notes/bluegrey.md):
 * printed under the reference chart they concern. The list follows the Blue & Grey digest's §5.
 */
import { BLUEGREY_BOOK } from '../trace';
import { bookCitation } from './book';

export const BG_BOOK_NOTE_CHARTS = ['hexes', 'hexsides'] as const;
export type BgBookNoteChart = (typeof BG_BOOK_NOTE_CHARTS)[number];

export interface BgBookNote {
  /** The rules notes' decision it reports (BG-C6 …), or the digest's §5 number. */
  id: string;
  chart: BgBookNoteChart;
  lines: readonly number[];
  text: string;
}

export const BG_BOOK_NOTES: readonly BgBookNote[] = [
  {
    id: 'BG-C6',
    chart: 'hexes',
    lines: [836, 837],
    text: 'The sunken road halves the attacker, but doubles an attacker "in adjacent sunken road hex" (BG:836–837), the only doubling in the game. Muster doubles an attacker standing in a sunken-road hex next to the defender\'s.',
  },
  {
    id: 'BG-C9',
    chart: 'hexsides',
    lines: [922, 945],
    text: 'Creek and river hexsides print "Artillery only" under the attack column without saying what it means (BG:922, BG:945). Muster reads it as: only artillery attacks across, unless a bridge or ford on the hexside lets the others attack, halved.',
  },
  {
    id: '§5.1',
    chart: 'hexsides',
    lines: [130, 451],
    text: 'Breastworks Under Construction: the sequence of play flips them in the Movement Phase (BG:130); case 10.34 flips them at the start of the following Combat Phase for a unit that has not moved (BG:451). Muster follows the case.',
  },
];

/** A note's text with each "BG:N" as the place in the book it is. */
export function bgBookNoteText(note: BgBookNote): string {
  return note.text.replace(/BG:(\d+)(?:–(\d+))?/g, (_, a: string, b: string | undefined) => bookCitation(b ? `${BLUEGREY_BOOK}:${a}-${b}` : `${BLUEGREY_BOOK}:${a}`));
}

export const bgBookNotesOfChart = (chart: BgBookNoteChart): BgBookNote[] => BG_BOOK_NOTES.filter((n) => n.chart === chart);
