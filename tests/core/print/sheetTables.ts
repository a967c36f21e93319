/**
 * Reads a print sheet's HTML back into its tables (each a caption, a head and rows of cell text), so
 * a test compares what is printed with the rules data rather than with a copy of it.
 */
export interface SheetTable {
  /** The heading of the section the table is in. */
  title: string;
  head: string[];
  rows: string[][];
}

const decode = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

const cells = (row: string): string[] => [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((m) => decode(m[1]!));

/** Every table of a sheet, with the title of the section holding it. */
export function sheetTables(html: string): SheetTable[] {
  const out: SheetTable[] = [];
  for (const s of html.matchAll(/<section[^>]*><h3>([\s\S]*?)<\/h3>([\s\S]*?)<\/section>/g)) {
    for (const t of s[2]!.matchAll(/<table[^>]*><thead>([\s\S]*?)<\/thead><tbody>([\s\S]*?)<\/tbody><\/table>/g)) {
      out.push({ title: decode(s[1]!), head: cells(t[1]!), rows: [...t[2]!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) => cells(r[1]!)) });
    }
  }
  return out;
}

/** The one table in a section whose title starts so (the first, when a section has several). */
export function tableTitled(html: string, title: string | RegExp): SheetTable {
  const found = sheetTables(html).filter((t) => (typeof title === 'string' ? t.title.startsWith(title) : title.test(t.title)));
  if (found.length === 0) throw new Error(`no table under a heading ${String(title)}; the headings are: ${[...new Set(sheetTables(html).map((t) => t.title))].join(' | ')}`);
  return found[0]!;
}

/** The sections of a sheet: each heading with whether a book citation follows its tables. */
export function sectionsOf(html: string): Array<{ title: string; cited: boolean; citations: string[] }> {
  return [...html.matchAll(/<section[^>]*><h3>([\s\S]*?)<\/h3>([\s\S]*?)<\/section>/g)].map((s) => {
    const citations = [...s[2]!.matchAll(/<div class="cite">([\s\S]*?)<\/div>/g)].map((m) => decode(m[1]!));
    return { title: decode(s[1]!), cited: citations.length > 0, citations };
  });
}

/** The whole text of a sheet, tags dropped. */
export const sheetText = (html: string): string => decode(html.replace(/<(td|th|p|div|h\d)[^>]*>/g, ' '));
