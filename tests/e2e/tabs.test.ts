/// <reference lib="dom" />
/**
 * Open documents as tabs in the title bar, in a real Chromium: File ▸ Open puts a file in a tab of its own
 * beside the one showing, and the same file opened again shows its tab; at 1024×640 with two long-titled
 * documents open the bar holds on one row: the tabs shrink with an ellipsis (their tooltips keep the whole
 * title and the file), the title of the document showing and "Saves to" stay on screen.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusterScenario } from '../../core/model/scenario.generated';
import { call, openByPath, startApp, startChecked, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const bundled = (name: string) => JSON.parse(readFileSync(join(__dirname, '../../scenarios', name), 'utf8')) as MusterScenario;

let app: AppUnderTest;
let first: string;
let second: string;
beforeAll(async () => {
  app = await startApp();
  await app.page.setViewportSize({ width: 1024, height: 640 });
  await startChecked(app.page);
  const documents = (await call<{ documentsDir: string }>(app.page, 'app.info', {})).documentsDir;
  // Two scenarios with long titles in files with long names: the tightest the title bar gets with two tabs.
  const long = (name: string, title: string, file: string): string => {
    const scenario = bundled(name);
    const path = join(documents, file);
    writeFileSync(path, JSON.stringify({ ...scenario, title }));
    return path;
  };
  first = long('tan-yard-hill.scenario.json', 'Tan Yard Hill and the Fight at Payne’s Farm, 27 November 1863', 'tan-yard-hill-and-paynes-farm-long-name.scenario.json');
  second = long('mine-run-2.scenario.json', 'They Are Across! The Rapidan Crossings of the Army of the Potomac', 'they-are-across-the-rapidan-crossings.scenario.json');
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const tabs = () => app.page.getByRole('navigation', { name: 'Views' }).getByTestId('document-tab');
const showing = () => tabs().evaluateAll((els) => els.map((e) => e.getAttribute('data-showing')));

describe('documents in tabs', () => {
  it('File ▸ Open puts a file in a tab of its own beside the one showing; the same file opened again shows its tab', async () => {
    const { page } = app;
    await openByPath(page, first);
    await expect.poll(showing).toEqual(['true']);
    await openByPath(page, second);
    await expect.poll(showing).toEqual(['false', 'true']);
    await openByPath(page, first);
    await expect.poll(showing).toEqual(['true', 'false']);
    expect(app.pageErrors).toEqual([]);
  });

  for (const [width, height] of [
    [1024, 640],
    [1400, 900],
  ] as const) {
    it(`at ${width}×${height} the title bar holds on one row: tabs shrink with an ellipsis, the title and "Saves to" stay on screen`, async () => {
      const { page } = app;
      await page.setViewportSize({ width, height });
      const bar = page.locator('header.topbar');
      const savesTo = page.getByTestId('saves-to');
      await savesTo.waitFor();
      // "Saves to" and the title showing inside the window, each with its whole text in its tooltip if cut.
      await page.screenshot({ path: join(SHOTS, `tabs-${width}.png`) });
      const box = (await savesTo.boundingBox())!;
      expect(box.x).toBeGreaterThan(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.width).toBeGreaterThan(60);
      await expect(savesTo.getAttribute('title')).resolves.toContain(first);
      const name = page.locator('.doc-name');
      expect((await name.boundingBox())!.width).toBeGreaterThan(30);
      await expect(name.getAttribute('title')).resolves.toBe('Tan Yard Hill and the Fight at Payne’s Farm, 27 November 1863');
      // One row: the bar is no taller than a button, and nothing in it spills past the window.
      expect((await bar.boundingBox())!.height).toBeLessThan(48);
      expect(await bar.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      // Each tab's tooltip has its whole title and its file.
      const titles = await tabs().locator('.tab-name').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
      expect(titles).toEqual([`Tan Yard Hill and the Fight at Payne’s Farm, 27 November 1863\n${first}`, `They Are Across! The Rapidan Crossings of the Army of the Potomac\n${second}`]);
      await page.screenshot({ path: join(SHOTS, `tabs-${width}.png`) });
    });
  }
});
