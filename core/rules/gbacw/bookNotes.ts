/**
 * Where the GBACW series book is unclear or contradicts itself about a chart, in Muster's words, with the
 * lines each note weighs and what Muster does (decisions in docs/rules-notes/gbacw.md): printed under the
 * reference chart they concern, as the ADF and Blue & Grey notes are. The list follows the GBACW digest's
 * §6 B and C, kept to the points a player reading the charts meets.
 */
import { gbacwBookCitation } from './book';
import { gbacwLine } from '../trace';

export const GBACW_BOOK_NOTE_CHARTS = ['fire', 'shock', 'command', 'recovery'] as const;
export type GbacwBookNoteChart = (typeof GBACW_BOOK_NOTE_CHARTS)[number];

export interface GbacwBookNote {
  /** The rules notes' reading (G9 …), or the digest's §6 number. */
  id: string;
  chart: GbacwBookNoteChart;
  lines: readonly number[];
  text: string;
}

export const GBACW_BOOK_NOTES: readonly GbacwBookNote[] = [
  {
    id: '§6.4',
    chart: 'fire',
    lines: [1541, 1544, 1546],
    text: 'The fire DRM list of 10.81 prints several penalties without their minus sign (G:1541, G:1544, G:1546). Muster gives each the sign of the rule it cites.',
  },
  {
    id: 'G9',
    chart: 'shock',
    lines: [1747, 1873],
    text: 'Mounted cavalry halves in shock in "Woods or Cedar" by 11.43 (G:1747) and in a "Woods or Town" hex by 11.55 (G:1873). Muster halves it in all three.',
  },
  {
    id: '§6.10',
    chart: 'command',
    lines: [92, 133],
    text: 'A division has "usually three or four" AMs by 2.23 (G:92) and "one to four" by the glossary (G:133). Muster takes one to four, the range its Efficiency tables give.',
  },
  {
    id: '§6.18',
    chart: 'command',
    lines: [671],
    text: 'A command goes In Reserve at night at "five hexes" (G:671) without saying which distance shrinks. The out-of-sight distance is five already, so Muster reads the ten-hex distance as five at night.',
  },
  {
    id: '§6.14',
    chart: 'recovery',
    lines: [270, 2145],
    text: 'The Sequence of Play replaces eliminated leaders in the Replacement/Recovery Phase (G:270); 12.74 calls it the "Leader Replacement Phase" (G:2145). They are one step.',
  },
];

/** A note's text with each "G:N" as the place in the book it is. */
export function gbacwBookNoteText(note: GbacwBookNote): string {
  return note.text.replace(/G:(\d+)/g, (_, n: string) => gbacwBookCitation(gbacwLine(Number(n))));
}

export const gbacwBookNotesOfChart = (chart: GbacwBookNoteChart): GbacwBookNote[] => GBACW_BOOK_NOTES.filter((n) => n.chart === chart);
