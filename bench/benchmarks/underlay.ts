/**
 * A reference image under the benchmark board (issue 42): the map canvas benchmark's 9 × 6 ft table of
 * 2,000 terrain features and 600 regiments (mapCanvas.ts), with a 10,000 × 8,000 pixel scan under it (a
 * PNG the benchmark writes, beside the scenario as a designer keeps it). `underlay.open` is from the click
 * on Open to the scan decoded into its tile pyramid and drawn with every tile it needs; then the board is
 * panned as map.pan pans it, fitted (the pyramid's small levels), and again zoomed in to 60 pixels an inch
 * (the scan's own pixels, tiles coming and going as the view moves).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Benchmark, Figure } from '../benchmark';
import { launchChromium } from '../../electron/services/render/chromium';
import { startBuiltWebMode } from '../builtServer';
import type { TabletopMap } from '../../core/model/scenario.generated';
import { encodePng } from '../../tests/support/pngs';
import { bigBoardScenario, gesture, installHook, openScenario, summarise } from './mapCanvas';

const WIDTH = 10_000;
const HEIGHT = 8_000;
const FRAMES = 150;
const round = (n: number): number => Math.round(n * 100) / 100;

/** A scan-like PNG: paper with a survey grid every 250 pixels and a darker band every 1,000 (8-bit RGB). */
function scanPng(): Buffer {
  const stride = WIDTH * 3 + 1;
  const raw = Buffer.alloc(stride * HEIGHT);
  const paper = Buffer.from(Array.from({ length: WIDTH }, (_, x) => (x % 250 < 3 ? [90, 80, 60] : x % 1000 < 40 ? [225, 215, 190] : [244, 236, 214])).flat());
  const rule = Buffer.alloc(WIDTH * 3, 70);
  for (let y = 0; y < HEIGHT; y++) raw.set(y % 250 < 3 ? rule : paper, y * stride + 1);
  return encodePng(WIDTH, HEIGHT, raw, 1);
}

export const underlayBenchmark: Benchmark = {
  title: 'underlay: a 10,000 × 8,000 reference image under the benchmark board in headless Chromium, opened into its tile pyramid, panned fitted and zoomed in',
  async run(): Promise<Figure[]> {
    const built = join(import.meta.dirname, '..', '..', 'out', 'renderer', 'index.html');
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build:renderer\` before \`npm run bench\`.`);
    const dir = mkdtempSync(join(tmpdir(), 'muster-bench-underlay-'));
    const png = scanPng();
    writeFileSync(join(dir, 'survey.png'), png);
    const { scenario } = bigBoardScenario();
    const map = scenario.map as TabletopMap;
    const { widthIn, heightIn } = scenario.board;
    // Two control points stretch the scan over the whole table.
    map.referenceImages = [
      {
        id: 'survey',
        name: 'Survey',
        image: `sha256:${createHash('sha256').update(png).digest('hex')}`,
        fileName: 'survey.png',
        mediaType: 'image/png',
        widthPx: WIDTH,
        heightPx: HEIGHT,
        controlPoints: [
          { pixel: { x: 0, y: 0 }, table: { x: 0, y: 0 } },
          { pixel: { x: WIDTH, y: 0 }, table: { x: widthIn, y: 0 } },
        ],
        opacity: 0.8,
        clip: true,
      },
    ];
    const file = join(dir, 'big-board.scenario.json');
    writeFileSync(file, `${JSON.stringify(scenario, null, 2)}\n`);
    const server = await startBuiltWebMode({ dataDir: join(dir, 'library') });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
      await page.addInitScript(installHook);
      await page.goto(server.url);
      const t0 = Date.now();
      await openScenario(page, file);
      await page.getByRole('application', { name: 'Map canvas' }).waitFor();
      // Until the scan is decoded into its pyramid and drawn with every tile the view needs.
      await page.waitForFunction(() => (window as unknown as { __MUSTER_BENCH__: { scene: { underlay: { ready(): boolean } } | null } }).__MUSTER_BENCH__.scene?.underlay.ready() === true, undefined, { timeout: 120_000, polling: 50 });
      const open = Date.now() - t0;
      const shots = process.env.MUSTER_BENCH_SHOTS;
      if (shots) await page.screenshot({ path: join(shots, 'bench-underlay-open.png') });
      const size = await page.getByRole('application', { name: 'Map canvas' }).evaluate((e) => ({ w: e.clientWidth, h: e.clientHeight }));
      const cx = size.w / 2;
      const cy = size.h / 2;
      const panPath = Array.from({ length: FRAMES + 1 }, (_, i) => {
        const a = (2 * Math.PI * i) / FRAMES;
        return { x: round(cx + (size.w / 6) * Math.sin(a)), y: round(cy + (size.h / 8) * Math.sin(2 * a)) };
      });
      const pan = summarise(await page.evaluate(gesture, { path: panPath, button: 1, shiftClicks: [] }));
      // Zoomed in on the table's middle at 60 pixels an inch: the scan's full-size tiles, fetched as the view moves.
      await page.evaluate(({ w, h, tw, th }) => {
        const scene = (window as unknown as { __MUSTER_BENCH__: { scene: { setCamera(c: { ppi: number; x: number; y: number }): void } } }).__MUSTER_BENCH__.scene;
        scene.setCamera({ ppi: 60, x: w / 2 - (tw / 2) * 60, y: h / 2 - (th / 2) * 60 });
      }, { w: size.w, h: size.h, tw: widthIn, th: heightIn });
      await page.waitForFunction(() => (window as unknown as { __MUSTER_BENCH__: { scene: { underlay: { ready(): boolean } } } }).__MUSTER_BENCH__.scene.underlay.ready(), undefined, { timeout: 60_000, polling: 50 });
      const zoomed = summarise(await page.evaluate(gesture, { path: panPath, button: 1, shiftClicks: [] }));
      if (shots) await page.screenshot({ path: join(shots, 'bench-underlay-zoomed.png') });
      if (errors.length) throw new Error(`the page reported errors: ${errors.join('; ')}`);
      return [
        { name: 'underlay.open', value: open, unit: 'ms' },
        { name: 'underlay.pan.fpsMedian', value: pan.fpsMedian, unit: 'fps' },
        { name: 'underlay.pan.drawP95', value: pan.drawP95, unit: 'ms' },
        { name: 'underlay.panZoomed.fpsMedian', value: zoomed.fpsMedian, unit: 'fps' },
        { name: 'underlay.panZoomed.drawP95', value: zoomed.drawP95, unit: 'ms' },
      ];
    } finally {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
