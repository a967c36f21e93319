import { describe, expect, it } from 'vitest';
import type { BookSection } from '../../../../core/rules/bookIndex';
import { BLUEGREY_CONTENTS, bookCitation, bookPlace, bookSectionsAt, citedLines, namesSeedFile, withBookCitations } from '../../../../core/rules/bluegrey/book';
import { BLUEGREY_BOOK, bluegreyLine } from '../../../../core/rules/trace';
import { seedLines } from '../../../support/seeds';

const book = seedLines(BLUEGREY_BOOK);
/** The book's last line (the file ends with a newline, so the split leaves an empty string after it). */
const lastLine = book.at(-1) === '' ? book.length - 1 : book.length;
/** Letters and digits only, lower case: headings are printed in capitals, with brackets and curly quotes. */
const letters = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function* everySection(level: readonly BookSection[] = BLUEGREY_CONTENTS): Generator<BookSection> {
  for (const s of level) {
    yield s;
    yield* everySection(s.sections);
  }
}

describe('the index of Blue & Grey’s headings', () => {
  it('every printed title is the heading printed on its first line', () => {
    const printed = [...everySection()].filter((s) => s.printed);
    expect(printed.length).toBeGreaterThan(200);
    for (const s of printed) expect(letters(book[s.from - 1] ?? ''), `${s.title} at line ${s.from}`).toContain(letters(s.title));
  });

  it('a case’s number is printed in brackets at the start of its line', () => {
    const caseTitles = [...everySection()].filter((s) => /^\d+\.\d+$/.test(s.title));
    expect(caseTitles.length).toBeGreaterThan(150);
    for (const s of caseTitles) expect(book[s.from - 1], s.title).toMatch(new RegExp(`^\\[${s.title.replace('.', '\\.')}\\]`));
  });

  it('sections follow one another without gaps or overlaps, inside their chapter', () => {
    const check = (level: readonly BookSection[], from: number, to: number) => {
      expect(level[0]!.from).toBeGreaterThanOrEqual(from);
      level.forEach((s, i) => {
        expect(s.from, s.title).toBeLessThanOrEqual(s.to);
        const next = level[i + 1];
        expect(next ? next.from - 1 : to, s.title).toBe(s.to);
        if (s.sections.length) check(s.sections, s.from, s.to);
      });
    };
    check(BLUEGREY_CONTENTS, 1, lastLine);
    expect(BLUEGREY_CONTENTS.at(-1)!.to).toBe(lastLine);
  });

  it('cites a line as the reader’s place: chapter, section, case', () => {
    expect(book[227]).toMatch(/^\[7\.2\] The Movement Point cost to enter an Enemy controlled hex/);
    expect(bookCitation(bluegreyLine(228))).toBe('B&G · Standard rules · 7.0 Zones of control · 7.2');
    expect(bookPlace(192)).toBe('B&G · Standard rules · 6.0 Movement · 6.2 Effects of terrain on movement · 6.22');
    expect(bookPlace(771)).toBe('B&G · Charts and tables · 10.1 Terrain effects chart · Hex terrain');
    expect(bookPlace(933)).toBe('B&G · Charts and tables · 10.1 Terrain effects chart · Hexside terrain');
    expect(bookPlace(5837)).toBe('B&G · Exclusive rules · Road to Vicksburg');
    expect(bookSectionsAt(5200).map((s) => s.title)).toEqual(['Exclusive rules', 'Hooker and Lee', '22.0 The Grand Chancellorsville option']);
  });

  it('ranges, several citations, and citations inside text', () => {
    expect(bookCitation(`${bluegreyLine(602)}-613`)).toBe('B&G · Charts and tables · 8.6 Combat results table');
    expect(bookCitation(`${bluegreyLine(537)}, ${bluegreyLine(541)}`)).toBe('B&G · Standard rules · 12.0 Morale: disordered, shaken and routed units · 12.4 How units recover from being disordered, shaken or routed · 12.41');
    expect(withBookCitations(`halved (${bluegreyLine(274)})`)).toBe('halved (B&G · Standard rules · 8.0 Combat · 8.4 Effects of terrain on combat · 8.41)');
    expect(citedLines(`${bluegreyLine(10)}–${bluegreyLine(20)}`)).toEqual([10, 20]);
    expect(bookCitation('as the scenario says')).toBe('as the scenario says');
    expect(namesSeedFile(bluegreyLine(1))).toBe(true);
    expect(namesSeedFile(bookCitation(bluegreyLine(1)))).toBe(false);
  });
});
