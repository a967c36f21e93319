/**
 * A print sheet (one HTML document, core/print) as a PDF, laid out and printed by Chromium: the page size
 * and margins come from the sheet's own `@page` CSS, so what the print preview shows is what is printed.
 * The desktop app can hand the same HTML to Electron's printToPDF; the command line, web mode and the
 * tests use Debian's Chromium through playwright-core (electron/services/render/chromium.ts).
 */
import { PDFDocument } from 'pdf-lib';
import type { PrintSheet } from '../../../core/print/sheet';
import { launchChromium } from '../render/chromium';

export interface PrintedPdf {
  pdf: Buffer;
  pages: number;
  /** Each page's size in inches, as the PDF says (72 points an inch). */
  pageSizesIn: Array<{ widthIn: number; heightIn: number }>;
}

/** Prints sheets to one PDF each, in one Chromium: a print job of several sheets starts it once. */
export async function printSheetsToPdf(sheets: readonly PrintSheet[]): Promise<PrintedPdf[]> {
  const browser = await launchChromium();
  try {
    const out: PrintedPdf[] = [];
    for (const sheet of sheets) {
      const page = await browser.newPage();
      // The sheet is self-contained (inline CSS and SVG): nothing to wait for beyond its own layout.
      await page.setContent(sheet.html, { waitUntil: 'load' });
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      await page.close();
      const doc = await PDFDocument.load(pdf);
      out.push({
        pdf,
        pages: doc.getPageCount(),
        pageSizesIn: doc.getPages().map((p) => ({ widthIn: p.getWidth() / 72, heightIn: p.getHeight() / 72 })),
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}

export async function printSheetToPdf(sheet: PrintSheet): Promise<PrintedPdf> {
  return (await printSheetsToPdf([sheet]))[0]!;
}
