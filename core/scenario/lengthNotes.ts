/**
 * Where a scenario's own words disagree about how long it lasts: a victory condition judged at the end of
 * a turn other than the last (Mine Run 2: seven turns long, judged "after six turns", B:2317, B:2321), or
 * a turn count in the length's or a condition's text that differs from the length (Richmond: "five turns
 * to take the heights" and "after six turns", B:2224). The file keeps both readings; these notes show the
 * designer where, beside the length, as the stated and summed totals are shown beside an army's total.
 */
import type { MusterScenario } from '../model/scenario.generated';

const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const TURNS = /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ -]turns?\b/gi;

/** The turn counts a text names ("five turns", "6 turns"), in order. */
export function turnCountsIn(text: string | undefined): number[] {
  if (!text) return [];
  return [...text.matchAll(TURNS)].map((m) => NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]));
}

/** Each place the scenario's length is contradicted, in words for the designer; empty when all agree. */
export function lengthNotes(doc: Pick<MusterScenario, 'length' | 'victory'>): string[] {
  const turns = doc.length.turns;
  const notes: string[] = [];
  const other = turnCountsIn(doc.length.text).filter((n) => n !== turns);
  if (other.length) notes.push(`The length is ${turns} turns, but its text also says ${[...new Set(other)].map((n) => `${n} turns`).join(' and ')}.`);
  for (const c of doc.victory.conditions) {
    const at = c.check?.atEndOfTurn;
    if (at !== undefined && at !== turns) notes.push(`The scenario lasts ${turns} turns, but "${c.id}" is judged at the end of turn ${at}.`);
    else {
      const said = turnCountsIn(c.text).filter((n) => n !== turns);
      if (said.length) notes.push(`The scenario lasts ${turns} turns, but the text of "${c.id}" says ${said.map((n) => `${n} turns`).join(' and ')}.`);
    }
  }
  return notes;
}
