import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startWebMode } from '../../electron/web';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../electron/services/render/chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../electron/services/render/chromium';

export interface AppUnderTest {
  url: string;
  dataDir: string;
  browser: Browser;
  page: Page;
  /** Errors the page logged or threw: a test asserts there were none. */
  pageErrors: string[];
  close(): Promise<void>;
}

/** Serves the built renderer and the real backend (a real SQLite library in a temp folder) and opens it in Chromium. */
export async function startApp(options: { dataDir?: string } = {}): Promise<AppUnderTest> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'muster-e2e-'));
  const server = await startWebMode({ port: 0, dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
  await page.goto(server.url);
  return {
    url: server.url,
    dataDir,
    browser,
    page,
    pageErrors,
    async close() {
      await browser.close();
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
