/**
 * A print sheet (one HTML document, core/print) as a PDF, laid out and printed by Chromium: the page size
 * and margins come from the sheet's own `@page` CSS, so what the print preview shows is what is printed.
 * The desktop app can hand the same HTML to Electron's printToPDF; the command line, web mode and the
 * tests use Debian's Chromium through playwright-core (electron/services/render/chromium.ts).
 */
import { PDFDocument } from 'pdf-lib';
import type { PrintSheet } from '../../../core/print/sheet';

/**
 * How the desktop app prints instead: Electron's own Chromium (`webContents.printToPDF`), since a user's
 * machine has no Debian Chromium; and how it opens the finished PDF in the system viewer. The shell
 * (electron/shell/main.ts) provides both; web mode and the command line have neither.
 */
export interface DesktopPrinter {
  htmlToPdf(html: string): Promise<Buffer>;
  open(path: string): Promise<void>;
}

export interface PrintedPdf {
  pdf: Buffer;
  pages: number;
  /** Each page's size in inches, as the PDF says (72 points an inch). */
  pageSizesIn: Array<{ widthIn: number; heightIn: number }>;
}

/** Sheets printed at once, each in its own page (Chromium lays each out in its own renderer, on another core). */
const PRINT_CONCURRENCY = 2;

/** Prints sheets to one PDF each, in the shared Chromium (render/chromium.ts): a print job of several sheets starts it once at most. */
export async function printSheetsToPdf(sheets: readonly PrintSheet[]): Promise<PrintedPdf[]> {
  // Loaded when first needed: the desktop app prints with Electron and never loads playwright-core.
  const { withChromium } = await import('../render/chromium');
  return withChromium(async (browser) => {
    const out: PrintedPdf[] = new Array(sheets.length);
    let next = 0;
    const printer = async (): Promise<void> => {
      while (next < sheets.length) {
        const i = next++;
        const page = await browser.newPage();
        try {
          // The sheet is self-contained (inline CSS and SVG): nothing to wait for beyond its own layout.
          await page.setContent(sheets[i]!.html, { waitUntil: 'load' });
          out[i] = await described(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
        } finally {
          await page.close();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PRINT_CONCURRENCY, sheets.length) }, printer));
    return out;
  });
}

export async function printSheetToPdf(sheet: PrintSheet, printer?: Pick<DesktopPrinter, 'htmlToPdf'>): Promise<PrintedPdf> {
  if (!printer) return (await printSheetsToPdf([sheet]))[0]!;
  return described(await printer.htmlToPdf(sheet.html));
}

async function described(pdf: Buffer): Promise<PrintedPdf> {
  const doc = await PDFDocument.load(pdf);
  return { pdf, pages: doc.getPageCount(), pageSizesIn: doc.getPages().map((p) => ({ widthIn: p.getWidth() / 72, heightIn: p.getHeight() / 72 })) };
}
