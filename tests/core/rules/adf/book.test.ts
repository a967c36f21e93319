import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adfRules } from '../../../../core/rules/adf';
import { ADF_CONTENTS, bookCitation, bookPlace, bookSectionsAt, citedLines, namesSeedFile, withBookCitations, type BookSection } from '../../../../core/rules/adf/book';
import { ORGANISATION_RULES } from '../../../../core/muster';
import { ADF_BOOK, adfLine } from '../../../../core/rules/trace';
import { REPO_ROOT, seedLines } from '../../../support/seeds';

const book = seedLines(ADF_BOOK);
/** Letters and digits only, lower case: headings are printed in capitals, with curly quotes and markup. */
const letters = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function* everySection(level: readonly BookSection[] = ADF_CONTENTS): Generator<BookSection> {
  for (const s of level) {
    yield s;
    yield* everySection(s.sections);
  }
}

describe('the index of the book’s headings', () => {
  it('every printed title is the heading printed on its first line', () => {
    const printed = [...everySection()].filter((s) => s.printed);
    expect(printed.length).toBeGreaterThan(140);
    for (const s of printed) expect(letters(book[s.from - 1] ?? ''), `${s.title} at line ${s.from}`).toContain(letters(s.title));
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
    check(ADF_CONTENTS, 1, book.length);
    expect(ADF_CONTENTS.at(-1)!.to).toBe(book.length);
  });

  it('every line the rules data and the organisation rules cite lies in a chapter of the rules', () => {
    const sources = [JSON.stringify(adfRules), ...Object.values(ORGANISATION_RULES).map((r) => r.source)].join('\n');
    const lines = citedLines(sources);
    expect(lines.length).toBeGreaterThan(500);
    for (const line of lines) {
      const path = bookSectionsAt(line);
      expect(['Contents', 'Foreword', 'Acknowledgments'], `line ${line}`).not.toContain(path[0]?.title);
    }
  });

  it('cites a line as the reader’s place in the book, by the book’s headings', () => {
    // The rifle-musket row of the 15mm charts (B:2796), the FCRT of Rules Summary 3 (B:2650).
    expect(book[2795]).toMatch(/^Rifle-Muskets \(R\/M\)\t3\t/);
    expect(bookCitation(adfLine(2796))).toBe('ADF · Reference charts, 15mm · Infantry firepower');
    expect(bookCitation(adfLine(2650))).toBe('ADF · Rules summary 3: fire procedures · Fire combat results table');
    // The charge bonus of the infantry chapter (B:601) and the 24th Michigan's line of the Union order of battle (B:2013).
    expect(bookPlace(601)).toBe('ADF · The infantry · Infantry movement · Charge bonus');
    expect(book[2012]).toMatch(/^24th Michigan\t8 figures/);
    expect(bookPlace(2013)).toBe("ADF · Scenarios · T'ain't No Militia · Order of battle, Union");
  });

  it('a range is cited by the section holding both ends; several citations give each place once', () => {
    expect(bookCitation(`${adfLine(2008)}-2126`)).toBe("ADF · Scenarios · T'ain't No Militia");
    expect(bookCitation(`${adfLine(2056)}–${adfLine(2078)}`)).toBe("ADF · Scenarios · T'ain't No Militia · Order of battle, Confederate");
    expect(bookCitation(`${adfLine(1926)}, ${adfLine(1928)}`)).toBe('ADF · Scenarios · The ADF muster point system · 1861–63 muster points system');
    expect(withBookCitations(`refused (${adfLine(1653)})`)).toBe('refused (ADF · The cavalry · Cavalry fire)');
    expect(bookCitation('as the scenario says')).toBe('as the scenario says');
  });
});

describe('bundled files name the book, never a seed file', () => {
  const dir = join(REPO_ROOT, 'scenarios');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it.each(files)('%s', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(namesSeedFile(text)).toBe(false);
    expect(text).not.toMatch(/\.txt\b|\bB:\d{3,4}\b|adfLine/);
  });

  it('the scenarios’ sources are their places in the book', () => {
    const source = (file: string) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { source: string }).source;
    // T'ain't No Militia runs from its Union order of battle (B:2008) to the alternate battle (B:2126).
    expect(source('taint-no-militia.scenario.json')).toBe(bookCitation(`${adfLine(2008)}-2126`));
    // Tan Yard Hill is Scenario 1 of the Mine Run Campaign, B:2238 up to Scenario 2 at B:2284.
    expect(book[2283]).toMatch(/^SCENARIO 2:/);
    expect(source('tan-yard-hill.scenario.json')).toBe(bookPlace(2238));
    expect(bookSectionsAt(2283).at(-1)!.title).toBe('Scenario 1: Battle of Tan Yard Hill');
  });
});
