/**
 * A print sheet (one HTML document, core/print) as a PDF, laid out and printed by Chromium: the page size
 * and margins come from the sheet's own `@page` CSS, so what the print preview shows is what is printed.
 * The desktop app can hand the same HTML to Electron's printToPDF; the command line, web mode and the
 * tests use Debian's Chromium through playwright-core (electron/services/render/chromium.ts).
 */
import { PDFDocument } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PrintSheet } from '../../../core/print/sheet';
import { WORK_LIMITS } from '../../../core/model/limits';

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
export const PRINT_TIME_LIMIT_MS = WORK_LIMITS.print.timeMs;

/** A sheet Chromium did not print within the time limit (the browser is closed, ending its work). */
export class PrintStopped extends Error {
  override name = 'PrintStopped';
}

/** A print stopped at the user's Cancel: the page printing it was closed, ending Chromium's work on it. */
export class PrintCancelled extends Error {
  override name = 'PrintCancelled';
  constructor() {
    super('Printing cancelled: nothing was written.');
  }
}

export function withinTime<T>(work: Promise<T>, ms: number, title: string, doing = 'printing'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PrintStopped(`Muster stopped ${doing} ${title} after ${Math.round(ms / 1000)} s; a sheet prints in seconds, so the document is far larger than a table`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Prints sheets to one PDF each, in the shared Chromium (render/chromium.ts): a print job of several sheets
 * starts it once at most. Each sheet is laid out in an inert page and printed within the time limit; a
 * sheet past it closes the browser, which ends its work.
 */
export async function printSheetsToPdf(sheets: readonly PrintSheet[], signal?: AbortSignal): Promise<PrintedPdf[]> {
  // Loaded when first needed: the desktop app prints with Electron and never loads playwright-core.
  const { withChromium } = await import('../render/chromium');
  return withChromium(async (browser) => {
    const out: PrintedPdf[] = new Array(sheets.length);
    let next = 0;
    const printer = async (): Promise<void> => {
      while (next < sheets.length) {
        const i = next++;
        out[i] = await described(await printHtmlIn(browser, sheets[i]!.html, sheets[i]!.title, signal));
      }
    };
    await Promise.all(Array.from({ length: Math.min(PRINT_CONCURRENCY, sheets.length) }, printer));
    return out;
  });
}

/**
 * One sheet's HTML printed to a PDF's bytes in `browser`: laid out in an inert page and printed within the
 * time limit; a sheet past it closes the browser, which ends its work (the next job starts another).
 * `signal` is the user's Cancel: it closes the page, so Chromium stops laying it out or printing it.
 */
export async function printHtmlIn(browser: Browser, html: string, title: string, signal?: AbortSignal): Promise<Buffer> {
  if (signal?.aborted) throw new PrintCancelled();
  const { discardChromium } = await import('../render/chromium');
  const pool = inertPool(browser);
  const page = pool.idle.pop() ?? (await (await pool.context).newPage());
  let reuse = false;
  const close = (): void => void page.close().catch(() => {});
  signal?.addEventListener('abort', close, { once: true });
  try {
    // The sheet is self-contained (inline CSS and SVG): nothing to wait for beyond its own layout. Laying
    // it out and printing it share one time limit.
    const pdf = await withinTime(
      page.setContent(html, { waitUntil: 'load', timeout: 0 }).then(() => page.pdf({ preferCSSPageSize: true, printBackground: true })),
      PRINT_TIME_LIMIT_MS,
      title,
    );
    if (signal?.aborted) throw new PrintCancelled();
    reuse = pool.idle.length < IDLE_PAGES;
    return pdf;
  } catch (error) {
    if (signal?.aborted) throw new PrintCancelled();
    if (error instanceof PrintStopped) discardChromium(browser);
    throw error;
  } finally {
    signal?.removeEventListener('abort', close);
    if (reuse) pool.idle.push(page);
    else await page.close().catch(() => {});
  }
}

/**
 * Pages kept open between prints in a browser: opening one costs more than printing a short sheet (a new
 * page took 0.6–1.5 s on a busy machine, the briefing's layout and print 0.4 s), so a package's five sheets,
 * or the next File ▸ Print…, reuse them. Every page is the inert context's: its settings and its routes are
 * the context's, not the page's, so a reused page is as inert as a new one; each print sets the whole
 * document anew.
 */
const IDLE_PAGES = PRINT_CONCURRENCY;
interface InertPool {
  context: Promise<BrowserContext>;
  idle: Page[];
}
const pools = new WeakMap<Browser, InertPool>();

function inertPool(browser: Browser): InertPool {
  let pool = pools.get(browser);
  if (!pool) {
    const made: InertPool = { context: inertContext(browser), idle: [] };
    pools.set(browser, made);
    // A context that could not be made is not kept: the next print tries again.
    made.context.catch(() => pools.get(browser) === made && pools.delete(browser));
    pool = made;
  }
  return pool;
}

/**
 * The context every print page opens in: no script and no network. A sheet is the document's words laid
 * out, and whatever a document's text might smuggle in (escaped anyway, core/print) can neither run nor
 * call out: every request a page would make is aborted; the sheet itself is set as content, not fetched.
 */
async function inertContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false, offline: true, serviceWorkers: 'block' });
  await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient')));
  return context;
}

/** A page that runs no script and reaches no network (a page of the inert context above). */
export async function inertPage(browser: Browser): Promise<Page> {
  return (await inertPool(browser).context).newPage();
}

/** One sheet as a PDF; `signal` is the user's Cancel (with the desktop's printer, heeded once Electron has printed). */
export async function printSheetToPdf(sheet: PrintSheet, printer?: Pick<DesktopPrinter, 'htmlToPdf'>, signal?: AbortSignal): Promise<PrintedPdf> {
  if (!printer) return (await printSheetsToPdf([sheet], signal))[0]!;
  const pdf = await printer.htmlToPdf(sheet.html);
  if (signal?.aborted) throw new PrintCancelled();
  return described(pdf);
}

export async function described(pdf: Buffer): Promise<PrintedPdf> {
  const doc = await PDFDocument.load(pdf);
  return { pdf, pages: doc.getPageCount(), pageSizesIn: doc.getPages().map((p) => ({ widthIn: p.getWidth() / 72, heightIn: p.getHeight() / 72 })) };
}
