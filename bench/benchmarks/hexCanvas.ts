/**
 * The hex map editor's canvas on a big hex map, in the real app: the web-mode backend serves the built
 * renderer (`npm run build:renderer` first) to Debian's headless Chromium with software rendering, the
 * benchmark opens a generated scenario of 100 × 100 hexes (mixed terrain with elevation levels, streams,
 * fences and works along hexsides, roads and trails between hex centres) with 1,000 counters on it through
 * File ▸ Open, shows its "Map" section, and pans the whole map with the middle button, one pointer move an
 * animation frame; then zooms in on a regiment and drags its counter across a few hexes with the select tool. Frames are timed as the tabletop benchmark times them (mapCanvas.ts: the scene's layer
 * draws and the editor's pointer handlers between two frames, and the frame rate from the frame intervals).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Benchmark, Figure } from '../benchmark';
import { standaloneValidators } from '../../core/formats/standalone';
import { gridOf, hexId, neighbour } from '../../core/hex';
import { createHexScenario } from '../../core/scenario/create';
import type { Counter, Hex, HexMap, HexPath, HexPlacement, Hexside, MusterScenario } from '../../core/model/scenario.generated';
import { launchChromium } from '../../electron/services/render/chromium';
import { startBuiltWebMode } from '../builtServer';
import { gesture, installHook, openScenario, summarise } from './mapCanvas';

const COLUMNS = 100;
const ROWS = 100;
const COUNTERS_PER_SIDE = 500;
const FRAMES = 150;

const round = (n: number): number => Math.round(n * 100) / 100;

/** A small deterministic noise, so the terrain comes in patches rather than salt and pepper. */
const noise = (x: number, y: number, seed: number): number => {
  const v = Math.sin(x * 0.31 + seed) * Math.cos(y * 0.27 - seed * 1.7) + Math.sin((x + y) * 0.11 + seed * 0.5);
  return v;
};

/**
 * A 100 × 100 hex map (three-digit numbers, 001001 to 100100) of every hex listed: woods, orchards, towns, rough and marsh in patches over open
 * ground, hills up to level 3, a stream meandering north to south along hexsides with fords and bridges
 * where roads cross, fences, slopes and breastworks, ten east–west roads and ten north–south trails; and
 * two sides of 500 counters each (regiments and batteries in brigades, with leaders), the Union's in the
 * west half and the Confederates' in the east, a few stacked two high.
 */
export function bigHexScenario(): MusterScenario {
  const base = createHexScenario({ title: 'Benchmark hex battlefield', ruleset: 'gbacw', grid: { columns: COLUMNS, rows: ROWS, orientation: 'flat-top', oddColumnsShifted: 'down', digits: 3, hexSizeIn: 0.625 } });
  const hexMap = base.map as HexMap;
  const grid = gridOf(hexMap.grid);
  const id = (col: number, row: number) => hexId(grid, { col, row });
  const hexes: Hex[] = [];
  for (let col = 1; col <= COLUMNS; col++) {
    for (let row = 1; row <= ROWS; row++) {
      const a = noise(col, row, 1);
      const b = noise(col, row, 4);
      const terrain = a > 1.2 ? 'heavy-woods' : a > 0.8 ? 'light-woods' : b > 1.4 ? 'village' : b > 1.1 ? 'orchard' : b < -1.5 ? 'marsh' : a < -1.5 ? 'rough' : 'open';
      const level = Math.max(0, Math.round(noise(col, row, 9) * 1.5));
      hexes.push({ hex: id(col, row), terrain, ...(level ? { elevation: level } : {}), ...((col * 7 + row * 3) % 97 === 0 ? { label: `Farm ${col}-${row}` } : {}) });
    }
  }
  const hexsides: Hexside[] = [];
  // A stream down column 50's eastern sides.
  for (let row = 1; row <= ROWS; row++) {
    hexsides.push({ hex: id(50, row), direction: 'SE', kind: row % 10 === 5 ? 'bridge' : row % 17 === 0 ? 'ford' : 'stream' });
    if (row > 1) hexsides.push({ hex: id(50, row), direction: 'NE', kind: 'stream' });
  }
  // Fences, slopes and works scattered.
  for (let col = 2; col < COLUMNS; col += 3) {
    for (let row = 2; row < ROWS; row += 4) {
      const k = (col + row) % 5;
      if (k === 0) hexsides.push({ hex: id(col, row), direction: 'N', kind: 'wooden-fence' });
      else if (k === 1) hexsides.push({ hex: id(col, row), direction: 'NE', kind: 'gentle-slope', inside: id(col, row) });
      else if (k === 2) hexsides.push({ hex: id(col, row), direction: 'SE', kind: 'stone-wall' });
      else if (k === 3 && col > 55) hexsides.push({ hex: id(col, row), direction: 'N', kind: 'breastworks', inside: id(col, row) });
    }
  }
  const paths: HexPath[] = [];
  for (let r = 0; r < 10; r++) {
    const row = 5 + r * 10;
    paths.push({ id: `road-${r + 1}`, kind: r % 3 === 0 ? 'turnpike' : 'road', hexes: Array.from({ length: COLUMNS }, (_, c) => id(c + 1, row)) });
  }
  for (let t = 0; t < 10; t++) {
    const col = 8 + t * 10;
    paths.push({ id: `trail-${t + 1}`, kind: t % 4 === 0 ? 'railroad' : 'trail', hexes: Array.from({ length: ROWS }, (_, r) => id(col, r + 1)) });
  }
  const sides = base.sides.map((side, s) => {
    const counters: Counter[] = [];
    for (let i = 0; i < COUNTERS_PER_SIDE; i++) {
      const brigade = Math.floor(i / 10);
      if (i % 10 === 0) counters.push({ id: `${side.id}-l${brigade}`, name: `Col. ${brigade}`, type: 'leader', stars: 1, ratings: { actionProfile: 'N', commandRange: 4 } });
      else if (i % 10 === 9) counters.push({ id: `${side.id}-b${brigade}`, name: `Bty ${brigade}`, type: 'artillery', size: 'battery', strength: 3, fireOnly: true, cohesion: 6, movement: 8, weapon: 'N', commander: `${side.id}-l${brigade}` });
      else counters.push({ id: `${side.id}-${i}`, name: `${s ? 'Va' : 'NY'} ${i}`, type: 'infantry', size: 'regiment', strength: 4 + (i % 4), cohesion: 5 + (i % 3), movement: 6, weapon: 'R', reduced: { cohesion: 3, movement: 5 }, commander: `${side.id}-l${brigade}` });
    }
    return { ...side, forces: { counters } };
  }) as MusterScenario['sides'];
  const units: HexPlacement[] = [];
  sides.forEach((side, s) => {
    (side.forces.counters ?? []).forEach((c, i) => {
      // Brigades in blocks of ten hexes; each leader stacks on its first regiment.
      const brigade = Math.floor(i / 10);
      const within = i % 10 === 0 ? 1 : i % 10;
      const col = s === 0 ? 5 + (brigade % 8) * 5 + Math.floor(within / 5) : 55 + (brigade % 8) * 5 + Math.floor(within / 5);
      const row = 3 + Math.floor(brigade / 8) * 14 + (within % 5) * 2;
      const hex = id(col, row);
      const facing = s === 0 ? 'NE' : 'SW';
      units.push({ side: side.id, unit: c.id, hex, ...(c.type !== 'leader' ? { facing } : {}), ...(i % 50 === 3 ? { alsoIn: [hexId(grid, neighbour(grid, { col, row }, 'N'))] } : {}) });
    });
  });
  const scenario: MusterScenario = { ...base, sides, map: { ...hexMap, hexes, hexsides, paths, units } };
  const problems = standaloneValidators.scenario(scenario);
  if (problems.length) throw new Error(`the generated hex benchmark scenario is not valid: ${problems.slice(0, 3).map((p) => `${p.pointer} ${p.message}`).join('; ')}`);
  return scenario;
}

export const hexCanvasBenchmark: Benchmark = {
  title: 'the hex map canvas in headless Chromium: 10,000 hexes and 1,000 counters',
  async run(): Promise<Figure[]> {
    const built = join(import.meta.dirname, '..', '..', 'out', 'renderer', 'index.html');
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build:renderer\` before \`npm run bench\`.`);
    const dir = mkdtempSync(join(tmpdir(), 'muster-bench-hex-'));
    const file = join(dir, 'big-hex.scenario.json');
    const scenario = bigHexScenario();
    writeFileSync(file, `${JSON.stringify(scenario)}\n`);
    // A regiment alone in its hex (the third counter of the first side's first brigade).
    const side = scenario.sides[0]!.id;
    const regiment = (scenario.map as HexMap).units!.find((u) => u.side === side && u.unit === `${side}-2`)!;
    // The shipped server, as the map canvas's benchmark runs it (bench/builtServer.ts says why).
    const server = await startBuiltWebMode({ dataDir: join(dir, 'library') });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
      await page.addInitScript(installHook);
      await page.goto(server.url);
      const open = await openScenario(page, file);
      const canvas = page.getByRole('application', { name: 'Map canvas' });
      await canvas.waitFor();
      // Let the pictures settle (they draw their bitmaps once the opening zoom pauses).
      await page.waitForTimeout(800);
      const shots = process.env.MUSTER_BENCH_SHOTS;
      if (shots) await page.screenshot({ path: join(shots, 'bench-hex-open.png') });
      const size = await canvas.evaluate((e) => ({ w: e.clientWidth, h: e.clientHeight }));
      const cx = size.w / 2;
      const cy = size.h / 2;
      const panPath = Array.from({ length: FRAMES + 1 }, (_, i) => {
        const a = (2 * Math.PI * i) / FRAMES;
        return { x: round(cx + (size.w / 6) * Math.sin(a)), y: round(cy + (size.h / 8) * Math.sin(2 * a)) };
      });
      const pan = summarise(await page.evaluate(gesture, { path: panPath, button: 1, shiftClicks: [] }));
      if (shots) await page.screenshot({ path: join(shots, 'bench-hex-panned.png') });

      // Zoom in on the regiment's hex as a user would, then drag its counter some three hexes.
      const start = await page.evaluate((hex) => {
        interface Scene { centreOf(id: string): { x: number; y: number } | undefined; fitBox(b: { minX: number; minY: number; maxX: number; maxY: number }): void; toScreen(p: { x: number; y: number }): { x: number; y: number }; counterAt(p: { x: number; y: number }): { key: string } | undefined }
        const scene = (window as unknown as Record<string, { scene: Scene }>).__MUSTER_BENCH__!.scene;
        const c = scene.centreOf(hex);
        if (!c || !scene.counterAt(c)) throw new Error(`no counter drawn in hex ${hex}`);
        scene.fitBox({ minX: c.x - 4, minY: c.y - 4, maxX: c.x + 4, maxY: c.y + 4 });
        return scene.toScreen(c);
      }, regiment.hex);
      await page.waitForTimeout(300);
      const dragPath = Array.from({ length: FRAMES + 1 }, (_, i) => ({ x: round(start.x + i * 1.5), y: round(start.y + i * 0.4) }));
      const drag = summarise(await page.evaluate(gesture, { path: dragPath, button: 0, shiftClicks: [] }));
      const title = await page.evaluate(() => document.title);
      if (!title.startsWith('•')) throw new Error('the counter drag did not move the counter');
      if (errors.length) throw new Error(`the page reported errors: ${errors.join('; ')}`);
      return [
        { name: 'hex.open', value: open, unit: 'ms' },
        { name: 'hex.pan.drawP95', value: pan.drawP95, unit: 'ms' },
        { name: 'hex.pan.fpsMedian', value: pan.fpsMedian, unit: 'fps' },
        { name: 'hex.drag.drawP95', value: drag.drawP95, unit: 'ms' },
        { name: 'hex.drag.fpsMedian', value: drag.fpsMedian, unit: 'fps' },
        { name: 'hex.drag.stepP95', value: drag.stepP95, unit: 'ms' },
      ];
    } finally {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
