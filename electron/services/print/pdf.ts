/**
 * A print sheet (one HTML document, core/print) as a PDF, laid out and printed by Chromium: the page size
 * and margins come from the sheet's own `@page` CSS, so what the print preview shows is what is printed.
 * The desktop app can hand the same HTML to Electron's printToPDF; the command line, web mode and the
 * tests use Debian's Chromium through playwright-core (electron/services/render/chromium.ts).
 */
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
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

/** Longest Chromium may take to print one sheet; the largest table's map at 1:1 prints well inside it. */
export const PRINT_TIME_LIMIT_MS = 60_000;

/** A sheet Chromium did not print within the time limit (the browser is closed, ending its work). */
export class PrintStopped extends Error {
  override name = 'PrintStopped';
}

function withinTime<T>(work: Promise<T>, ms: number, title: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PrintStopped(`Muster stopped printing ${title} after ${Math.round(ms / 1000)} s; a sheet prints in seconds, so the document is far larger than a table`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Prints sheets to one PDF each, in the shared Chromium (render/chromium.ts): a print job of several sheets
 * starts it once at most. Each sheet is laid out in an inert page and printed within the time limit; a
 * sheet past it closes the browser, which ends its work.
 */
export async function printSheetsToPdf(sheets: readonly PrintSheet[]): Promise<PrintedPdf[]> {
  // Loaded when first needed: the desktop app prints with Electron and never loads playwright-core.
  const { withChromium, discardChromium } = await import('../render/chromium');
  return withChromium(async (browser) => {
    const out: PrintedPdf[] = new Array(sheets.length);
    let next = 0;
    const printer = async (): Promise<void> => {
      while (next < sheets.length) {
        const i = next++;
        const sheet = sheets[i]!;
        const page = await inertPage(browser);
        try {
          // The sheet is self-contained (inline CSS and SVG): nothing to wait for beyond its own layout. Laying
          // it out and printing it share one time limit.
          const pdf = await withinTime(
            page.setContent(sheet.html, { waitUntil: 'load', timeout: 0 }).then(() => page.pdf({ preferCSSPageSize: true, printBackground: true })),
            PRINT_TIME_LIMIT_MS,
            sheet.title,
          );
          out[i] = await described(pdf);
        } catch (error) {
          if (error instanceof PrintStopped) discardChromium(browser);
          throw error;
        } finally {
          await page.close().catch(() => {});
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PRINT_CONCURRENCY, sheets.length) }, printer));
    return out;
  });
}

/**
 * A page that runs no script and reaches no network: a sheet is the document's words laid out, and
 * whatever a document's text might smuggle in (escaped anyway, core/print) can neither run nor call out.
 * Every request the page would make is aborted; the sheet itself is set as the page's content, not fetched.
 */
export async function inertPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ javaScriptEnabled: false, offline: true, serviceWorkers: 'block' });
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient')));
  return page;
}

export async function printSheetToPdf(sheet: PrintSheet, printer?: Pick<DesktopPrinter, 'htmlToPdf'>): Promise<PrintedPdf> {
  if (!printer) return (await printSheetsToPdf([sheet]))[0]!;
  return described(await printer.htmlToPdf(sheet.html));
}

async function described(pdf: Buffer): Promise<PrintedPdf> {
  const doc = await PDFDocument.load(pdf);
  return { pdf, pages: doc.getPageCount(), pageSizesIn: doc.getPages().map((p) => ({ widthIn: p.getWidth() / 72, heightIn: p.getHeight() / 72 })) };
}
