/**
 * Debian's Chromium, driven by playwright-core, for what Muster renders outside the app window on the
 * command line and in web mode: PNG images of the map, PDFs of the print sheets, a VASSAL module's
 * pictures. One place knows where Chromium is and how it must be started on a machine with no outside
 * network. The desktop app never loads this file: it prints and draws with Electron's own Chromium.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import type { OpenDrawingPage } from './pictures';

export const CHROMIUM_PATH = process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium';

/** The flags a closed network needs: without the background-networking ones Chromium keeps dialling out. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export class ChromiumMissingError extends Error {
  override name = 'ChromiumMissingError';
  constructor() {
    super(`Chromium was not found at ${CHROMIUM_PATH}. Install it with \`npm run setup\` (or set MUSTER_CHROMIUM to a Chromium or Chrome executable).`);
  }
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new ChromiumMissingError();
  // Loaded here, not with the file: the commands that only name ChromiumMissingError must not pay
  // playwright-core's start-up (a fifth of a second) on every `muster` run.
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * One Chromium shared by the print and export jobs of this process: a job that prints five sheets, or a
 * second job a moment after the first, does not start Chromium again (a start is a third of a second on
 * a quiet machine and several seconds on a busy one: it was paid once per sheet of a package). It closes
 * when no job holds it, at once by default, so `muster print` ends when its PDF is written; web mode keeps
 * it warm a while after the last job (`keepChromiumWarm`), as the desktop app keeps its own Chromium.
 */
interface Shared {
  browser: Promise<Browser>;
  users: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}
let shared: Shared | undefined;
let warmMs = 0;

/** How long the shared Chromium stays open after its last job (0: closed at once). */
export function keepChromiumWarm(ms: number): void {
  warmMs = Math.max(0, ms);
  if (warmMs === 0 && shared && shared.users === 0) closeShared(shared);
}

function closeShared(s: Shared): void {
  clearTimeout(s.timer);
  if (shared === s) shared = undefined;
  void s.browser.then((b) => b.close()).catch(() => {});
}

/**
 * Closes `browser` now, whoever holds it, when a print in it ran past its time limit (print/pdf.ts): its
 * renderer may still be laying the page out, and closing the browser is what ends that work. The next job
 * starts another.
 */
export function discardChromium(browser: Browser): void {
  const s = shared;
  if (s) void s.browser.then((b) => b === browser && closeShared(s)).catch(() => {});
  else void browser.close().catch(() => {});
}

/** The shared Chromium, held until `release` is called. */
export async function acquireChromium(): Promise<{ browser: Browser; release: () => void }> {
  if (!shared) {
    const s: Shared = { browser: launchChromium(), users: 0, timer: undefined };
    shared = s;
    s.browser.then(
      (b) => b.on('disconnected', () => shared === s && (shared = undefined)),
      () => shared === s && (shared = undefined),
    );
  }
  const s = shared;
  clearTimeout(s.timer);
  s.users++;
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    s.users--;
    if (s.users > 0) return;
    if (warmMs > 0 && shared === s) s.timer = setTimeout(() => closeShared(s), warmMs);
    else closeShared(s);
  };
  try {
    return { browser: await s.browser, release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Runs `work` with the shared Chromium. */
export async function withChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const { browser, release } = await acquireChromium();
  try {
    return await work(browser);
  } finally {
    release();
  }
}

/**
 * Drawing pages (electron/services/render/pictures.ts) in a running Chromium: each a new page with
 * JavaScript off, as the desktop's drawing window has it, driven through its own DevTools session. The
 * pages share one context per browser, made once: a new context for each module cost a second on a busy
 * machine, and its settings and routes (no script, no network) are the context's, so each page has them.
 */
export function drawingPagesIn(browser: Browser): OpenDrawingPage {
  return async () => {
    const page = await (await drawingContext(browser)).newPage();
    const session = await page.context().newCDPSession(page);
    return {
      // playwright types each method's parameters; the drawing names its methods as plain strings.
      session: { send: (method, params) => session.send(method as never, params as never) },
      close: () => page.close(),
    };
  };
}

const drawingContexts = new WeakMap<Browser, Promise<BrowserContext>>();

function drawingContext(browser: Browser): Promise<BrowserContext> {
  let context = drawingContexts.get(browser);
  if (!context) {
    const made = (async () => {
      const c = await browser.newContext({ deviceScaleFactor: 1, javaScriptEnabled: false, offline: true, serviceWorkers: 'block' });
      await c.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient')));
      return c;
    })();
    drawingContexts.set(browser, made);
    made.catch(() => drawingContexts.get(browser) === made && drawingContexts.delete(browser));
    context = made;
  }
  return context;
}
