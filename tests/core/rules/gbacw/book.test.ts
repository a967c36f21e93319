import { describe, expect, it } from 'vitest';
import { gbacwSeriesRules } from '../../../../core/rules/gbacw';
import {
  GBACW_CONTENTS,
  gbacwBookCitation,
  gbacwBookPlace,
  gbacwCitedLines,
  gbacwSectionsAt,
  namesGbacwSeed,
  withGbacwCitations,
  type GbacwBookSection,
} from '../../../../core/rules/gbacw/book';
import { GBACW_BOOK, gbacwLine } from '../../../../core/rules/trace';
import { seedLines } from '../../../support/seeds';

const book = seedLines(GBACW_BOOK);
/** The last line of text (the file ends with a newline). */
const lastLine = book.at(-1) === '' ? book.length - 1 : book.length;
const letters = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function* everySection(level: readonly GbacwBookSection[] = GBACW_CONTENTS): Generator<GbacwBookSection> {
  for (const s of level) {
    yield s;
    yield* everySection(s.sections);
  }
}

describe('the index of the series rule book', () => {
  it('every title is printed at the start of the line it names', () => {
    const all = [...everySection()];
    expect(all.length).toBeGreaterThan(350);
    for (const s of all) expect(letters(book[s.from - 1] ?? '').startsWith(letters(s.title)), `${s.title} at line ${s.from}: ${book[s.from - 1]}`).toBe(true);
  });

  it('lists every numbered case of the book (a line starting "6.23")', () => {
    const listed = new Set([...everySection()].filter((s) => /^\d+\.\d\d$/.test(s.title)).map((s) => s.from));
    const inBook = book.map((l, i) => (i + 1 > 40 && /^\d{1,2}\.\d\d\b/.test(l) ? i + 1 : 0)).filter((n) => n > 0);
    expect(inBook.length).toBeGreaterThan(290);
    expect(inBook.filter((n) => !listed.has(n))).toEqual([]);
  });

  it('sections follow one another without gaps or overlaps, inside their chapter', () => {
    const check = (level: readonly GbacwBookSection[], to: number) => {
      level.forEach((s, i) => {
        const next = level[i + 1];
        expect(next ? next.from - 1 : to, s.title).toBe(s.to);
        if (s.sections.length) {
          expect(s.sections[0]!.from).toBeGreaterThanOrEqual(s.from);
          check(s.sections, s.to);
        }
      });
    };
    check(GBACW_CONTENTS, lastLine);
  });

  it('every line the series rules data cites lies in a chapter of the rules, not the contents, index or credits', () => {
    const lines = gbacwCitedLines(JSON.stringify(gbacwSeriesRules));
    expect(lines.length).toBeGreaterThan(300);
    for (const line of lines) expect(['Table of Contents', 'Index', 'GBACW credits'], `line ${line}`).not.toContain(gbacwSectionsAt(line)[0]?.title);
  });

  it('cites a line by section and case, the way players cite the series', () => {
    expect(book[617]).toMatch(/^1 or Less\tRetain and Stand/);
    expect(gbacwBookCitation(gbacwLine(618))).toBe('GBACW · 6.2 Brigade Orders Change · 6.23');
    expect(gbacwBookPlace(1295)).toBe('GBACW · 10.2 Line of Sight · 10.23');
    // A line before the first case of its section, and a chapter without sections.
    expect(gbacwBookPlace(1289)).toBe('GBACW · 10.2 Line of Sight · 10.21');
    expect(gbacwBookPlace(1288)).toBe('GBACW · 10.2 Line of Sight');
    expect(gbacwBookPlace(230)).toBe('GBACW · 3.0 Sequence of Play');
    expect(gbacwBookPlace(1243)).toBe('GBACW · 10.1 Basic Fire Concepts');
  });

  it('a range is cited by the place holding both ends, and repeated places once', () => {
    expect(gbacwBookCitation(`${gbacwLine(470)}-477`)).toBe('GBACW · 5.3 Activation · 5.34');
    expect(gbacwBookCitation(`${gbacwLine(618)}, ${gbacwLine(619)}`)).toBe('GBACW · 6.2 Brigade Orders Change · 6.23');
    expect(withGbacwCitations(`see ${gbacwLine(2225)}`)).toBe('see GBACW · 13.4 Rally · 13.41');
    expect(namesGbacwSeed(withGbacwCitations(gbacwLine(2225)))).toBe(false);
    expect(gbacwBookCitation('no citation')).toBe('no citation');
  });
});
