/**
 * What every printed sheet shares: the paper, the margins the user chose, and the page CSS that makes
 * Chromium lay the sheet out on that paper (`@page` with `preferCSSPageSize`). A sheet is one whole
 * HTML document with its tables and inline SVG, rendered from the model, never a screenshot of the
 * canvas; the desktop app (Electron's print to PDF), the `muster print` command and the tests (Chromium
 * through playwright-core) all print the same HTML.
 */

export const PAPERS = ['letter', 'a4'] as const;
export type Paper = (typeof PAPERS)[number];
export const PAPER_LABELS: Readonly<Record<Paper, string>> = { letter: 'US Letter (8.5" × 11")', a4: 'A4 (210 × 297 mm)' };
/** Portrait sizes in inches. */
export const PAPER_SIZES: Readonly<Record<Paper, { widthIn: number; heightIn: number }>> = {
  letter: { widthIn: 8.5, heightIn: 11 },
  a4: { widthIn: 210 / 25.4, heightIn: 297 / 25.4 },
};

export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const ORIENTATION_LABELS: Readonly<Record<Orientation, string>> = { portrait: 'Portrait', landscape: 'Landscape' };

/** Margins a printer can honour: most cannot print the outer quarter inch; more than two inches leaves no sheet. */
export const MARGIN_BOUNDS_IN = { min: 0.25, max: 2 } as const;

export interface PrintSettings {
  paper: Paper;
  orientation: Orientation;
  marginIn: number;
  /** Leave the table's open ground unfilled on the map at 1:1: dozens of pages of beige are mostly ink. */
  saveInk?: boolean;
}

export const DEFAULT_PRINT_SETTINGS: PrintSettings = { paper: 'letter', orientation: 'portrait', marginIn: 0.5 };

/** A sheet ready for Chromium: one whole HTML document whose CSS `@page` sets its paper and margins. */
export interface PrintSheet {
  title: string;
  html: string;
  settings: PrintSettings;
}

export const SHEET_KINDS = ['charts', 'roster', 'deployment', 'briefing', 'map', 'battle-report', 'campaign-roster', 'designer-notes'] as const;
export type SheetKind = (typeof SHEET_KINDS)[number];
export const SHEET_LABELS: Readonly<Record<SheetKind, string>> = {
  charts: 'Reference charts',
  roster: 'Roster',
  deployment: 'Deployment sheet',
  briefing: 'Scenario briefing',
  map: 'Map at 1:1',
  'battle-report': 'Battle report',
  'campaign-roster': 'Campaign roster',
  'designer-notes': 'Designer’s notes',
};

/** The paper as laid out: its width and height in inches in the chosen orientation. */
export function pageSize(settings: PrintSettings): { widthIn: number; heightIn: number } {
  const p = PAPER_SIZES[settings.paper];
  return settings.orientation === 'landscape' ? { widthIn: p.heightIn, heightIn: p.widthIn } : { ...p };
}

/** The part of the page inside the margins, in inches. */
export function printableArea(settings: PrintSettings): { widthIn: number; heightIn: number } {
  const page = pageSize(settings);
  return { widthIn: page.widthIn - 2 * settings.marginIn, heightIn: page.heightIn - 2 * settings.marginIn };
}

/** Why settings cannot be printed, in the user's words; undefined when they can. */
export function printSettingsProblem(settings: PrintSettings): string | undefined {
  if (!(PAPERS as readonly string[]).includes(settings.paper)) return `unknown paper '${settings.paper}': choose ${PAPERS.join(' or ')}`;
  if (!(settings.marginIn >= MARGIN_BOUNDS_IN.min && settings.marginIn <= MARGIN_BOUNDS_IN.max)) {
    return `a margin of ${settings.marginIn}" cannot be printed: choose between ${MARGIN_BOUNDS_IN.min}" and ${MARGIN_BOUNDS_IN.max}"`;
  }
  return undefined;
}

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Inches written for CSS, short and exact enough for a printer. */
const inches = (n: number): string => `${Math.round(n * 1000) / 1000}in`;

/**
 * The page CSS and the house style of a quick-reference sheet: compact tables with ruled rows, small
 * caps headings, figures in tabular numerals, nothing split across a page where it can be helped.
 */
export function pageCss(settings: PrintSettings): string {
  const page = pageSize(settings);
  return [
    `@page{size:${inches(page.widthIn)} ${inches(page.heightIn)};margin:${inches(settings.marginIn)}}`,
    'html,body{margin:0;padding:0}',
    'body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.5pt;color:#1b1b1b;-webkit-print-color-adjust:exact;print-color-adjust:exact}',
    'h1{font-size:14pt;margin:0 0 2pt}',
    'h2{font-size:9.5pt;margin:8pt 0 3pt;padding:2pt 4pt;background:#2f3b4c;color:#fff;letter-spacing:.04em;text-transform:uppercase;break-after:avoid}',
    'h3{font-size:8.5pt;margin:5pt 0 2pt;break-after:avoid}',
    '.sub{color:#555;font-size:8pt;margin:0 0 4pt}',
    'table{border-collapse:collapse;width:100%;break-inside:avoid;margin:0 0 3pt}',
    'th,td{border:0.5pt solid #9aa3ad;padding:1.2pt 3pt;text-align:center;font-variant-numeric:tabular-nums}',
    'th{background:#e7ebf0;font-weight:600}',
    'td.name,th.name{text-align:left}',
    'tr:nth-child(even) td{background:#f6f7f9}',
    '.cite{color:#666;font-size:6.5pt;font-style:italic}',
    '.cols{column-count:2;column-gap:14pt}',
    '.cols>section{break-inside:avoid}',
    '.note{font-size:7.5pt;color:#333;margin:1pt 0 3pt}',
    '.warn{color:#8a2a1d}',
    '.page-break{break-before:page}',
    'footer.sheet{margin-top:6pt;font-size:6.5pt;color:#777;border-top:0.5pt solid #bbb;padding-top:2pt}',
  ].join('\n');
}

/** A whole sheet: the document around the body, its title, its page CSS and any CSS of its own. */
export function sheetDocument(title: string, body: string, settings: PrintSettings, css = ''): PrintSheet {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>${pageCss(settings)}\n${css}</style></head><body>${body}` +
    `<footer class="sheet">Printed by Muster from its own data; the numbers are the book's (cited in small italics), the words are Muster's.</footer>` +
    `</body></html>`;
  return { title, html, settings };
}

/** How a sheet's PDF is named after what it shows: "Union deployment", "Map at 1:1". */
const SHEET_FILE_WORDS: Readonly<Record<SheetKind, (side?: string) => string>> = {
  charts: () => 'reference charts',
  roster: (side) => (side ? `${side} roster` : 'roster'),
  deployment: (side) => (side ? `${side} deployment` : 'deployment'),
  briefing: () => 'briefing',
  // Not "1:1": a colon is refused in a file name on Windows and shown as a slash on a Mac.
  map: (side) => (side ? `${side} map at full size` : 'map at full size'),
  'battle-report': () => 'battle report',
  'campaign-roster': () => 'campaign roster',
  'designer-notes': () => 'designer’s notes',
};

/**
 * The file name a printed sheet is offered under, written as a person writes it: "T'ain't No Militia –
 * Union deployment.pdf", not a slug. Only what a disk refuses is left out (`<>:"/\|?*`, control
 * characters, trailing dots and spaces, which Windows drops), and a long title is cut at a word.
 */
export function sheetFileName(sheet: SheetKind, title: string | undefined, side?: string): string {
  const words = SHEET_FILE_WORDS[sheet](side);
  const clean = (s: string) =>
    s
      .replace(/[<>:"/\\|?*\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  let head = clean(title ?? '');
  if (head.length > 100) head = `${head.slice(0, 100).replace(/\s+\S*$/, '')}…`;
  const name = head ? `${head} – ${words}` : words[0]!.toUpperCase() + words.slice(1);
  return `${name.replace(/[. ]+$/, '')}.pdf`;
}
