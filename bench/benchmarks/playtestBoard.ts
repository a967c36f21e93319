/**
 * The playtest board of the tabletop benchmark scenario (mapCanvas.ts: 2,000 terrain features, 600
 * regiments), in the real app: opened through File ▸ Open, its "Playtest" section started, and a regiment
 * dragged across the table, one pointer move each animation frame. Frames and pointer moves are timed as
 * the map canvas benchmark times them (the same page hook; the playtest's scene hands itself to it).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Benchmark, Figure } from '../benchmark';
import { launchChromium } from '../../electron/services/render/chromium';
import { startBuiltWebMode } from '../builtServer';
import { bigBoardScenario, gesture, installHook, openScenario, summarise, unitCentres, unitPaths } from './mapCanvas';

const FRAMES = 150;
const round = (n: number): number => Math.round(n * 100) / 100;

export const playtestBoardBenchmark: Benchmark = {
  title: 'the playtest board in headless Chromium: a regiment moved among 600',
  async run(): Promise<Figure[]> {
    const built = join(import.meta.dirname, '..', '..', 'out', 'renderer', 'index.html');
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build:renderer\` before \`npm run bench\`.`);
    const dir = mkdtempSync(join(tmpdir(), 'muster-bench-playtest-'));
    const file = join(dir, 'big-board.scenario.json');
    const { scenario, brigade } = bigBoardScenario();
    writeFileSync(file, `${JSON.stringify(scenario)}\n`);
    const server = await startBuiltWebMode({ dataDir: join(dir, 'library') });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
      await page.addInitScript(installHook);
      await page.goto(server.url);
      await openScenario(page, file);
      await page.getByRole('application', { name: 'Map canvas' }).waitFor();
      await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: /^Playtest/ }).click();
      await page.getByRole('button', { name: 'Start the playtest' }).click();
      const board = page.getByRole('application', { name: 'Playtest board' });
      await board.waitFor();
      await page.waitForTimeout(500);
      // A move the rules allow, so the drop is made and the drag draws the move's reading at every step: the
      // regiment straight ahead (the Union faces south) 5 inches, within one action's 6 (B:401).
      const regiment = brigade[0]!;
      const [dragPath] = await unitPaths(page, [regiment], Array.from({ length: FRAMES + 1 }, (_, i) => ({ x: 0, y: (5 * i) / FRAMES })));
      const drag = summarise(await page.evaluate(gesture, { path: dragPath!.map((p) => ({ x: round(p.x), y: round(p.y) })), button: 0, shiftClicks: [], canvas: 'Playtest board' }));
      const start = dragPath![0]!;
      const [after] = await unitCentres(page, [regiment]);
      if (Math.hypot(after!.x - start.x, after!.y - start.y) < 0.8 * Math.hypot(dragPath!.at(-1)!.x - start.x, dragPath!.at(-1)!.y - start.y)) {
        const hint = await page.getByRole('status').allTextContents().catch(() => []);
        throw new Error(`the regiment did not follow the drag: it is at ${JSON.stringify(after)} on screen, it started at ${JSON.stringify(start)}; ${hint.join(' | ')}`);
      }
      if (errors.length) throw new Error(`the page reported errors: ${errors.join('; ')}`);
      return [
        { name: 'playtest.drag.drawP95', value: drag.drawP95, unit: 'ms' },
        { name: 'playtest.drag.fpsMedian', value: drag.fpsMedian, unit: 'fps' },
        { name: 'playtest.drag.stepP95', value: drag.stepP95, unit: 'ms' },
      ];
    } finally {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
