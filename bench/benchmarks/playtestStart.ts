/**
 * Starting a playtest of T'ain't No Militia in the real app (issue 40): the scenario opened through
 * File ▸ Open, its "Playtest" section shown, then `playtest.start` is ms from the click on "Start the
 * playtest" to the end of the first frame the playtest board's layers drew (the page hook of mapCanvas.ts, which
 * the board's scene hands itself to), timed inside the page; the benchmark then checks every placed unit has its
 * marker on that board.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Benchmark, Figure } from '../benchmark';
import { launchChromium } from '../../electron/services/render/chromium';
import { startBuiltWebMode } from '../builtServer';
import type { MusterScenario } from '../../core/model/scenario.generated';
import { installHook, openScenario } from './mapCanvas';

const SCENARIO = join(import.meta.dirname, '..', '..', 'scenarios', 'taint-no-militia.scenario.json');

export const playtestStartBenchmark: Benchmark = {
  title: "starting a playtest of T'ain't No Militia in headless Chromium, to the first frame with every marker",
  async run(): Promise<Figure[]> {
    const built = join(import.meta.dirname, '..', '..', 'out', 'renderer', 'index.html');
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build:renderer\` before \`npm run bench\`.`);
    const dir = mkdtempSync(join(tmpdir(), 'muster-bench-playtest-start-'));
    const file = join(dir, 'taint-no-militia.scenario.json');
    copyFileSync(SCENARIO, file);
    const scenario = JSON.parse(readFileSync(SCENARIO, 'utf8')) as MusterScenario;
    const placed = scenario.map.kind === 'tabletop' ? (scenario.map.units ?? []).map((u) => `${u.side}\u0000${u.unit}`) : [];
    if (placed.length === 0) throw new Error("T'ain't No Militia has no unit placed on its table");
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
      await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: /^Playtest/ }).click();
      const startButton = page.getByRole('button', { name: 'Start the playtest' });
      await startButton.waitFor();
      const ms = await page.evaluate(async () => {
        interface Layer { on(event: string, fn: () => void): void }
        interface Scene { stage: { getLayers(): Layer[] } }
        const state = (window as unknown as Record<string, { onScene(scene: Scene): void }>).__MUSTER_BENCH__!;
        // The board's own layers, from the scene it hands the hook: the last of them drawn in its first frame.
        let firstDraw = 0;
        let lastDraw = 0;
        const onScene = state.onScene.bind(state);
        state.onScene = (scene) => {
          onScene(scene);
          for (const layer of scene.stage.getLayers()) {
            layer.on('draw', () => {
              lastDraw = performance.now();
              if (!firstDraw) firstDraw = lastDraw;
            });
          }
        };
        const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Start the playtest')!;
        const t0 = performance.now();
        button.click();
        const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
        while (!firstDraw) await frame();
        // Konva draws every layer of a frame in one animation frame: the next one sees them all drawn.
        await frame();
        return lastDraw - t0;
      });
      await page.getByRole('application', { name: 'Playtest board' }).waitFor();
      const missing = await page.evaluate((keys) => {
        interface Scene { standsOf(key: string): unknown }
        const scene = (window as unknown as Record<string, { scene: Scene }>).__MUSTER_BENCH__!.scene;
        return keys.filter((k) => !scene.standsOf(k));
      }, placed);
      if (missing.length) throw new Error(`the playtest board has no marker for ${missing.length} of ${placed.length} units: ${missing.slice(0, 3).join(', ')}`);
      if (errors.length) throw new Error(`the page reported errors: ${errors.join('; ')}`);
      return [
        { name: 'playtest.start', value: ms, unit: 'ms' },
        { name: 'playtest.start.markers', value: placed.length, unit: 'units' },
      ];
    } finally {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
