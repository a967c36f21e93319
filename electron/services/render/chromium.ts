/**
 * Debian's Chromium, driven by playwright-core, for what Muster renders outside the app window on the
 * command line and in web mode: PNG images of the map, PDFs of the print sheets, a VASSAL module's
 * pictures. One place knows where Chromium is and how it must be started on a machine with no outside
 * network. The desktop app never loads this file: it prints and draws with Electron's own Chromium.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
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
 * Drawing pages (electron/services/render/pictures.ts) in a running Chromium: each a new page with
 * JavaScript off, as the desktop's drawing window has it, driven through its own DevTools session.
 */
export function drawingPagesIn(browser: Browser): OpenDrawingPage {
  return async () => {
    const page = await browser.newPage({ deviceScaleFactor: 1, javaScriptEnabled: false, offline: true, serviceWorkers: 'block' });
    await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient')));
    const session = await page.context().newCDPSession(page);
    return {
      // playwright types each method's parameters; the drawing names its methods as plain strings.
      session: { send: (method, params) => session.send(method as never, params as never) },
      close: () => page.close(),
    };
  };
}
