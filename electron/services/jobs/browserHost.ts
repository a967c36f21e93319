/**
 * The browser a print or export job uses, held in the thread that owns it while the job's own work runs in
 * a worker (jobs.ts): the job asks for a sheet printed or a DevTools command sent, and gets bytes or the
 * command's result back. On the desktop the browser is Electron's (the shell's `DesktopPrinter` and drawing
 * window); on the command line and in web mode, the one shared Chromium (render/chromium.ts), held for the
 * whole job so a package's five sheets start it once at most.
 *
 * Every call has a time limit of its own (`WORK_LIMITS.print`): a sheet Chromium cannot lay out, or a
 * picture it cannot draw, closes the shared browser (its work ends with it) and refuses the job.
 */
import type { Browser } from 'playwright-core';
import { WORK_LIMITS } from '../../../core/model/limits';
import { printHtmlIn, withinTime, type DesktopPrinter } from '../print/pdf';
import type { DrawingPage, OpenDrawingPage } from '../render/pictures';

/** What the desktop shell lends instead of Debian's Chromium. */
export interface DesktopBrowser {
  printer?: Pick<DesktopPrinter, 'htmlToPdf'>;
  openDrawingPage?: OpenDrawingPage;
}

/** The browser of one job: released when the job ends, whatever state it ended in. */
export interface JobBrowser {
  /** Starts the browser now, while the worker starts and makes its first sheet, rather than at its first call. */
  warm(): void;
  pdf(html: string, title: string): Promise<Uint8Array>;
  openPage(): Promise<number>;
  send(page: number, method: string, params?: object): Promise<unknown>;
  closePage(page: number): Promise<void>;
  release(): Promise<void>;
}

/** A new `JobBrowser` for each job. */
export type BrowserHost = () => JobBrowser;

export function browserHost(desktop: DesktopBrowser = {}): BrowserHost {
  return () => {
    let held: Promise<{ browser: Browser; release: () => void }> | undefined;
    const chromium = async (): Promise<Browser> => {
      held ??= import('../render/chromium').then((c) => c.acquireChromium());
      return (await held).browser;
    };
    const pages = new Map<number, DrawingPage>();
    let nextPage = 1;
    // Released while a sheet prints (the job cancelled or stopped): its page is closed, ending Chromium's work.
    const released = new AbortController();
    const discard = async (): Promise<void> => {
      if (!held) return;
      const [{ discardChromium }, { browser }] = await Promise.all([import('../render/chromium'), held]);
      discardChromium(browser);
    };
    return {
      warm() {
        // A failure here (no Chromium) is told by the call that needs it.
        if (!desktop.printer || !desktop.openDrawingPage) chromium().catch(() => {});
      },
      async pdf(html, title) {
        if (desktop.printer) return withinTime(desktop.printer.htmlToPdf(html), WORK_LIMITS.print.timeMs, title);
        return printHtmlIn(await chromium(), html, title, released.signal);
      },
      async openPage() {
        const open = desktop.openDrawingPage ?? (await import('../render/chromium')).drawingPagesIn(await chromium());
        const page = await open();
        const id = nextPage++;
        pages.set(id, page);
        return id;
      },
      async send(id, method, params) {
        const page = pages.get(id);
        if (!page) throw new Error('that drawing page is closed');
        try {
          return await withinTime(page.session.send(method, params), WORK_LIMITS.print.timeMs, 'the pictures', 'drawing');
        } catch (error) {
          if (error instanceof Error && error.name === 'PrintStopped') {
            pages.delete(id);
            await page.close().catch(() => {});
            if (!desktop.openDrawingPage) await discard();
          }
          throw error;
        }
      },
      async closePage(id) {
        const page = pages.get(id);
        pages.delete(id);
        await page?.close().catch(() => {});
      },
      async release() {
        released.abort();
        await Promise.all([...pages.values()].map((p) => p.close().catch(() => {})));
        pages.clear();
        if (held) (await held.catch(() => undefined))?.release();
      },
    };
  };
}
