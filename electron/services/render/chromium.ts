/**
 * Debian's Chromium, driven by playwright-core, for what Muster renders outside the app window: PNG
 * images of the map now, PDFs of the print sheets later. One place knows where Chromium is and how it
 * must be started on a machine with no outside network.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
