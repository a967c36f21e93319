/**
 * A rule book's own contents as data, and the citation a reader sees: the tests keep a seed citation
 * (`002_a0a5e96e61d1e57b.txt:228`) beside every number, and every screen shows the place in the book
 * the player holds instead ("B&G · 7.0 Zones of control · 7.2").
 *
 * `bookIndex` builds the lookups for one book from its list of headings; each ruleset's `book.ts`
 * (core/rules/adf, core/rules/bluegrey, core/rules/gbacw) is built with it, and says only how its
 * players name a place where that differs (`titlesOf`: ADF shortens a chart's repeated scale, GBACW
 * cites a case without its chapter).
 */

export interface BookSection {
  title: string;
  /** First and last line of the seed the section spans. */
  from: number;
  to: number;
  /** The title is printed as the heading on line `from` (a test checks it). */
  printed: boolean;
  sections: BookSection[];
}

/** A heading as the contents list writes it: title, first line, printed there, sub-sections. */
export type BookEntry = [title: string, from: number, printed: boolean, children?: BookEntry[]];

/** Joins the parts of a citation. */
export const BOOK_CITATION_SEPARATOR = ' · ';

export interface BookIndex {
  /** The seed file the citations name. */
  seed: string;
  /** The book's name as a citation starts ("B&G"). */
  shortTitle: string;
  contents: readonly BookSection[];
  /** Chapter, section and sub-section holding a line, outermost first; empty outside the contents. */
  sectionsAt(line: number): BookSection[];
  /** Where a line is, in the book's words. */
  place(line: number): string;
  /** The lines a citation string points at (a range gives its first and last line). */
  citedLines(source: string): number[];
  /** A citation shown to a reader: each seed reference becomes its place; repeated places are given once. Text without one is returned as it is. */
  citation(source: string): string;
  /** Rewrites every seed citation inside a longer text as book places. */
  withCitations(text: string): string;
  /** Whether a text names the seed file anywhere. */
  namesSeedFile(text: string): boolean;
}

function build(entries: readonly BookEntry[], end: number): BookSection[] {
  return entries.map(([title, from, printed, children], i) => {
    const to = i + 1 < entries.length ? entries[i + 1]![1] - 1 : end;
    return { title, from, to, printed, sections: children ? build(children, to) : [] };
  });
}

/** How a place is named: the titles of the sections holding it, outermost first (all of them unless a book says otherwise). */
export type TitlesOf = (path: readonly BookSection[]) => string[];

const everyTitle: TitlesOf = (path) => path.map((s) => s.title);

/** The lookups of one book, from its headings in order and the last line of its text. */
export function bookIndex(seed: string, shortTitle: string, entries: readonly BookEntry[], lastLine: number, titlesOf: TitlesOf = everyTitle): BookIndex {
  const contents = build(entries, lastLine);
  const escaped = seed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** `FILE:N`, `FILE:N-M`, `FILE:N–M` and `FILE:N–FILE:M`. */
  const pattern = new RegExp(`${escaped}:(\\d+)(?:\\s*[-–]\\s*(?:${escaped}:)?(\\d+))?`, 'g');

  const sectionsAt = (line: number): BookSection[] => {
    const path: BookSection[] = [];
    let level: readonly BookSection[] = contents;
    for (;;) {
      const hit = level.find((s) => s.from <= line && line <= s.to);
      if (!hit) return path;
      path.push(hit);
      level = hit.sections;
    }
  };
  const placeOf = (path: readonly BookSection[]): string => [shortTitle, ...titlesOf(path)].join(BOOK_CITATION_SEPARATOR);
  /** The deepest sections holding both ends of a range (the first line's chapter when they share none). */
  const commonPath = (first: number, last: number): BookSection[] => {
    const a = sectionsAt(first);
    if (first === last) return a;
    const b = sectionsAt(last);
    let depth = 0;
    while (depth < a.length && depth < b.length && a[depth] === b[depth]) depth++;
    return depth === 0 ? a.slice(0, 1) : a.slice(0, depth);
  };
  const citation = (source: string): string => {
    const places: string[] = [];
    for (const m of source.matchAll(pattern)) {
      const first = Number(m[1]);
      places.push(placeOf(commonPath(first, m[2] ? Number(m[2]) : first)));
    }
    return places.length === 0 ? source : [...new Set(places)].join('; ');
  };
  return {
    seed,
    shortTitle,
    contents,
    sectionsAt,
    place: (line) => placeOf(sectionsAt(line)),
    citedLines: (source) => [...source.matchAll(pattern)].flatMap((m) => (m[2] ? [Number(m[1]), Number(m[2])] : [Number(m[1])])),
    citation,
    withCitations: (text) => text.replace(pattern, (match) => citation(match)),
    namesSeedFile: (text) => text.includes(seed),
  };
}
