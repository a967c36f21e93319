/**
 * The map editor's canvas on a big board, in the real app: the web server as `npm run web` runs it
 * (`node out/node/web.mjs` in a process of its own, built here when stale; see ../builtServer.ts) serves
 * the built renderer (`npm run build:renderer` first) to Debian's headless Chromium with software
 * rendering; the benchmark opens a generated scenario of 2,000 terrain features and 600 placed regiments through
 * File ▸ Open, shows its "Map" section, then pans the whole board with the middle button and drags a
 * brigade with the select tool, one pointer move each animation frame.
 *
 * How a frame is timed: before the app loads, the page gets a `__MUSTER_BENCH__` hook that the scene
 * (renderer/src/views/map/canvas/scene.ts) calls with itself once built. The hook listens to every Konva
 * layer's `beforeDraw`/`draw` events and to the pointer events on the window (capture phase first,
 * bubble phase last), so a frame's work is the time spent in the editor's pointer handlers plus the time
 * its layers took to draw, summed between two frames (a message posted from each animation frame closes
 * the frame after every frame callback ran). That is main-thread script and canvas work; the browser's
 * own raster and compositing come after it and show in the frame rate, taken from the intervals between
 * animation frames while the pointer moves.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Benchmark, Figure } from '../benchmark';
import { standaloneValidators } from '../../core/formats/standalone';
import { launchChromium } from '../../electron/services/render/chromium';
import { startBuiltWebMode } from '../builtServer';
import { createScenario, type MusterScenario, type TerrainFeature } from '../../core/scenario';
import type { TabletopPlacement } from '../../core/model/scenario.generated';

const FEATURES = 2000;
const BRIGADES_PER_SIDE = 60;
const REGIMENTS_PER_BRIGADE = 5;
const FRAMES = 150;

const round = (n: number): number => Math.round(n * 100) / 100;

/**
 * A 9 × 6 ft table (6 × 4 squares of 18") under 2,000 pieces of terrain — woods, fields and farms as
 * twelve- and four-sided areas, roads, fences and creeks as lines, every tenth one named — and two sides
 * of 300 regiments each (60 brigades of five, two or three stands a regiment), every regiment placed in
 * battle line.
 */
export function bigBoardScenario(): { scenario: MusterScenario; brigade: Array<{ side: string; unit: string }> } {
  const base = createScenario({ title: 'Benchmark battlefield', scale: '15mm', squaresWide: 6, squaresDeep: 4 });
  const { widthIn, heightIn } = base.board;
  const features: TerrainFeature[] = [];
  const cols = 50;
  const rows = FEATURES / cols;
  const areaKinds = ['light-woods', 'heavy-woods', 'orchard', 'plowed-field', 'broken', 'farm-buildings'];
  const lineKinds = ['road', 'wooden-fence', 'creek', 'stone-wall'];
  for (let i = 0; i < FEATURES; i++) {
    const cx = ((i % cols) + 0.5) * (widthIn / cols);
    const cy = (Math.floor(i / cols) + 0.5) * (heightIn / rows);
    const label = i % 10 === 0 ? `Place ${i}` : undefined;
    if (i % 7 === 3) {
      const points = [0, 1, 2, 3].map((k) => ({ x: round(cx - 1.2 + k * 0.8), y: round(cy + (k % 2 ? 0.4 : -0.4)) }));
      features.push({ id: `f${i}`, kind: lineKinds[i % lineKinds.length]!, shape: 'polyline', points, ...(label ? { label } : {}) });
    } else {
      const sides = i % 5 === 0 ? 4 : 12;
      const points = Array.from({ length: sides }, (_, k) => {
        const a = (2 * Math.PI * k) / sides + 0.3;
        return { x: round(cx + 0.9 * Math.cos(a)), y: round(cy + 0.7 * Math.sin(a)) };
      });
      features.push({ id: `f${i}`, kind: areaKinds[i % areaKinds.length]!, shape: 'polygon', points, ...(label ? { label } : {}) });
    }
  }

  const units: TabletopPlacement[] = [];
  const sides = base.sides.map((side, s) => {
    const prefix = s === 0 ? 'us' : 'cs';
    const divisions = Array.from({ length: 5 }, (_, d) => ({
      id: `${prefix}-div-${d + 1}`,
      kind: 'formation' as const,
      level: 'division' as const,
      name: `${d + 1}${d === 0 ? 'st' : d === 1 ? 'nd' : d === 2 ? 'rd' : 'th'} Division`,
      leaders: [{ id: `${prefix}-div-${d + 1}-cdr`, name: `General ${d + 1}`, rank: 'Maj Gen', role: 'division' as const, lb: 1 }],
      children: Array.from({ length: BRIGADES_PER_SIDE / 5 }, (_, b) => {
        const brigade = d * (BRIGADES_PER_SIDE / 5) + b;
        return {
          id: `${prefix}-bde-${brigade + 1}`,
          kind: 'formation' as const,
          level: 'brigade' as const,
          name: `Brigade ${brigade + 1}`,
          leaders: [{ id: `${prefix}-bde-${brigade + 1}-cdr`, name: `Colonel ${brigade + 1}`, rank: 'Col', role: 'brigade' as const, lb: 1 }],
          children: Array.from({ length: REGIMENTS_PER_BRIGADE }, (_, r) => {
            const id = `${prefix}-${brigade + 1}-${r + 1}`;
            // Seven brigades a row, nine rows a side: the Union in the north half, facing south.
            const x = 2 + (brigade % 7) * 15 + r * 3 + 1.5;
            const row = Math.floor(brigade / 7);
            const y = s === 0 ? 3 + row * 3.6 : heightIn - 3 - row * 3.6;
            units.push({ side: side.id, unit: id, at: { x, y }, facingDeg: s === 0 ? 180 : 0, formation: 'battle-line' });
            return { arm: 'infantry' as const, id, name: `Regiment ${r + 1 + brigade * 5}`, figures: 8, weapon: 'rifle-musket' as const, quality: 'veteran' as const, sharpshooters: false, stands: 2 + ((brigade + r) % 2) };
          }),
        };
      }),
    }));
    return { ...side, forces: { orderOfBattle: { name: `${side.name}: benchmark army`, side: side.rulesSide, era: base.era, children: divisions } } };
  }) as MusterScenario['sides'];

  const scenario = { ...base, sides, map: { kind: 'tabletop', features, units } } as MusterScenario;
  const problems = standaloneValidators.scenario(scenario);
  if (problems.length) throw new Error(`the generated benchmark scenario is not valid: ${problems.slice(0, 3).map((p) => `${p.pointer} ${p.message}`).join('; ')}`);
  const brigade = units.slice(0, REGIMENTS_PER_BRIGADE).map((u) => ({ side: u.side, unit: u.unit }));
  return { scenario, brigade };
}

/**
 * The hook the scene calls (scene.ts): counts each frame's handler and layer draw time, each pointer move's
 * whole task, and how often the editors ran the scenario checks (`onChecks`, MapEditor). Runs in the page.
 */
export function installHook(): void {
  interface Layer { on(event: string, fn: () => void): void }
  interface Scene { stage: { getLayers(): Layer[] } }
  const w = window as unknown as Record<string, unknown>;
  let acc = 0;
  let drawStart = 0;
  let handlerStart = 0;
  const state = {
    scene: null as Scene | null,
    firstDrawAt: 0,
    frames: [] as Array<{ t: number; work: number }>,
    /** Each recorded pointer move: from the first listener to the end of the microtasks it queued (Svelte's updates). */
    steps: [] as number[],
    recording: false,
    checks: 0,
    onChecks() {
      state.checks++;
    },
    onScene(scene: Scene) {
      state.scene = scene;
      for (const layer of scene.stage.getLayers()) {
        layer.on('beforeDraw', () => (drawStart = performance.now()));
        layer.on('draw', () => {
          const end = performance.now();
          acc += end - drawStart;
          if (!state.firstDrawAt) state.firstDrawAt = end;
        });
      }
    },
  };
  w.__MUSTER_BENCH__ = state;
  for (const type of ['pointerdown', 'pointermove', 'pointerup']) {
    window.addEventListener(type, () => (handlerStart = performance.now()), { capture: true });
    window.addEventListener(type, () => {
      acc += performance.now() - handlerStart;
      if (type !== 'pointermove' || !state.recording) return;
      // Svelte queued its flush while the editor's handler ran; a microtask queued now runs after it.
      const start = handlerStart;
      queueMicrotask(() => queueMicrotask(() => state.steps.push(performance.now() - start)));
    });
  }
  // A frame closes after all its animation-frame callbacks (Konva draws in one): a posted message runs then.
  const channel = new MessageChannel();
  let frameTime = 0;
  channel.port1.onmessage = () => {
    if (state.recording) state.frames.push({ t: frameTime, work: acc });
    acc = 0;
    requestAnimationFrame(tick);
  };
  const tick = (t: number) => {
    frameTime = t;
    channel.port2.postMessage(0);
  };
  requestAnimationFrame(tick);
}

/** What a gesture measured: the frames while the pointer moved, each move's task, and the scenario checks run between pointer down and up. */
export interface Measured {
  frames: Array<{ t: number; work: number }>;
  steps: number[];
  checks: number;
}

/** Moves the pointer along `path` (screen points in the canvas), one move an animation frame, and times the frames. Runs in the page. */
export async function gesture(args: { path: Array<{ x: number; y: number }>; button: number; shiftClicks: Array<{ x: number; y: number }>; canvas?: string }): Promise<Measured> {
  const state = (window as unknown as Record<string, { frames: Measured['frames']; steps: number[]; checks: number; recording: boolean }>).__MUSTER_BENCH__!;
  const canvas = document.querySelector(`[aria-label="${args.canvas ?? 'Map canvas'}"]`) as HTMLElement;
  const rect = canvas.getBoundingClientRect();
  const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
  const fire = (type: string, p: { x: number; y: number }, init: PointerEventInit = {}) =>
    canvas.dispatchEvent(new PointerEvent(type, { clientX: rect.left + p.x, clientY: rect.top + p.y, pointerId: 1, pointerType: 'mouse', isPrimary: true, bubbles: true, cancelable: true, composed: true, ...init }));
  const buttons = args.button === 1 ? 4 : 1;
  for (const p of args.shiftClicks) {
    fire('pointerdown', p, { button: 0, buttons: 1, shiftKey: true });
    fire('pointerup', p, { button: 0, buttons: 0, shiftKey: true });
    await frame();
  }
  await frame();
  await frame();
  state.checks = 0;
  fire('pointerdown', args.path[0]!, { button: args.button, buttons });
  state.frames = [];
  state.steps = [];
  state.recording = true;
  for (const p of args.path.slice(1)) {
    fire('pointermove', p, { button: -1, buttons });
    await frame();
  }
  await frame();
  await frame();
  state.recording = false;
  fire('pointerup', args.path[args.path.length - 1]!, { button: args.button, buttons: 0 });
  // Counted before the microtasks after the release run: what the release itself settles is not "during".
  const checks = state.checks;
  await frame();
  return { frames: state.frames, steps: state.steps, checks };
}

/** Shift-clicks each point in turn, a frame apart. Runs in the page. */
export async function shiftClicks(args: { points: Array<{ x: number; y: number }>; canvas?: string }): Promise<void> {
  const canvas = document.querySelector(`[aria-label="${args.canvas ?? 'Map canvas'}"]`) as HTMLElement;
  const rect = canvas.getBoundingClientRect();
  const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
  for (const p of args.points) {
    for (const type of ['pointerdown', 'pointerup']) {
      canvas.dispatchEvent(new PointerEvent(type, { clientX: rect.left + p.x, clientY: rect.top + p.y, pointerId: 1, pointerType: 'mouse', isPrimary: true, bubbles: true, cancelable: true, composed: true, button: 0, buttons: type === 'pointerdown' ? 1 : 0, shiftKey: true }));
    }
    await frame();
  }
}

const percentile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

/** Draw time p95 of the frames that did work, the median frame rate from the frame intervals, and the p95 of a pointer move's task. */
export function summarise(measured: Measured): { drawP95: number; fpsMedian: number; stepP95: number; checks: number } {
  const { frames, steps } = measured;
  if (frames.length < 10 || steps.length < 10) throw new Error(`the gesture recorded ${frames.length} frames and ${steps.length} pointer moves: it did not run`);
  const working = frames.filter((f) => f.work > 0).map((f) => f.work);
  const intervals = frames.slice(1).map((f, i) => f.t - frames[i]!.t).filter((d) => d > 0);
  return { drawP95: percentile(working, 0.95), fpsMedian: 1000 / percentile(intervals, 0.5), stepP95: percentile(steps, 0.95), checks: measured.checks };
}

/** Where the placed units' stands are centred on screen, by side and unit id. */
export async function unitCentres(page: Page, keys: Array<{ side: string; unit: string }>): Promise<Array<{ x: number; y: number }>> {
  return (await unitPaths(page, keys, [{ x: 0, y: 0 }])).map((path) => path[0]!);
}

/** For each unit, the screen points at `offsets` (table inches) from the centre of its stands: a drag's path. */
export async function unitPaths(page: Page, keys: Array<{ side: string; unit: string }>, offsets: Array<{ x: number; y: number }>): Promise<Array<Array<{ x: number; y: number }>>> {
  return page.evaluate(({ keys, offsets }) => {
    interface Scene { standsOf(key: string): { stands: Array<{ corners: Array<{ x: number; y: number }> }> } | undefined; toScreen(p: { x: number; y: number }): { x: number; y: number } }
    const scene = (window as unknown as Record<string, { scene: Scene }>).__MUSTER_BENCH__!.scene;
    return keys.map((k) => {
      const placed = scene.standsOf(`${k.side}\u0000${k.unit}`);
      if (!placed) throw new Error(`${k.side} ${k.unit} is not on the board`);
      const corners = placed.stands.flatMap((s) => s.corners);
      const c = corners.reduce((a, p) => ({ x: a.x + p.x / corners.length, y: a.y + p.y / corners.length }), { x: 0, y: 0 });
      return offsets.map((d) => scene.toScreen({ x: c.x + d.x, y: c.y + d.y }));
    });
  }, { keys, offsets });
}

export async function openScenario(page: Page, path: string): Promise<number> {
  await page.getByRole('navigation', { name: 'Application menu' }).getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('menuitem', { name: /^Open…/ }).click();
  await page.getByLabel('File path').fill(path);
  // From the click on Open to the first frame the map's scene drew, with the "Map" section chosen as soon
  // as the scenario editor shows: timed inside the page, so the driver's round trips do not count.
  return page.evaluate(async () => {
    const state = (window as unknown as Record<string, { firstDrawAt: number }>).__MUSTER_BENCH__!;
    const open = Array.from(document.querySelectorAll('dialog button, [role="dialog"] button')).find((b) => b.textContent?.trim() === 'Open') as HTMLButtonElement;
    const t0 = performance.now();
    open.click();
    const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
    for (;;) {
      const map = Array.from(document.querySelectorAll('nav[aria-label="Scenario sections"] button')).find((b) => b.textContent?.trim().startsWith('Map')) as HTMLButtonElement | undefined;
      if (map) {
        map.click();
        break;
      }
      await new Promise((r) => setTimeout(r, 1));
    }
    while (!state.firstDrawAt) await frame();
    return state.firstDrawAt - t0;
  });
}

export const mapCanvasBenchmark: Benchmark = {
  title: 'the map canvas in headless Chromium: 2,000 terrain features and 600 regiments as stands',
  async run(): Promise<Figure[]> {
    const built = join(import.meta.dirname, '..', '..', 'out', 'renderer', 'index.html');
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build:renderer\` before \`npm run bench\`.`);
    const dir = mkdtempSync(join(tmpdir(), 'muster-bench-map-'));
    const file = join(dir, 'big-board.scenario.json');
    const { scenario, brigade } = bigBoardScenario();
    writeFileSync(file, `${JSON.stringify(scenario, null, 2)}\n`);
    // The shipped server, whose worker checks the opened file with the bundled, code-cached validators.
    const server = await startBuiltWebMode({ dataDir: join(dir, 'library') });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // tsx names functions with a `__name` helper that does not exist in the page the functions run in.
      await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
      await page.addInitScript(installHook);
      await page.goto(server.url);
      const open = await openScenario(page, file);
      await page.getByRole('application', { name: 'Map canvas' }).waitFor();
      await page.waitForTimeout(500);
      const shots = process.env.MUSTER_BENCH_SHOTS;
      if (shots) await page.screenshot({ path: join(shots, 'bench-map-open.png') });
      const size = await page.getByRole('application', { name: 'Map canvas' }).evaluate((e) => ({ w: e.clientWidth, h: e.clientHeight }));

      // Pan the whole board (fitted on open, every feature and unit on screen) a third of the view and back.
      const cx = size.w / 2;
      const cy = size.h / 2;
      const panPath = Array.from({ length: FRAMES + 1 }, (_, i) => {
        const a = (2 * Math.PI * i) / FRAMES;
        return { x: round(cx + (size.w / 6) * Math.sin(a)), y: round(cy + (size.h / 8) * Math.sin(2 * a)) };
      });
      const pan = summarise(await page.evaluate(gesture, { path: panPath, button: 1, shiftClicks: [] }));

      // The rules preview open on a pair (the brigade's first regiment firing on the enemy's first, chosen
      // with "Fire at…"), pinned while the five regiments of the brigade are picked, and the Problems list
      // beside it, as a user has them.
      const enemy = { side: scenario.sides[1]!.id, unit: scenario.map.kind === 'tabletop' ? scenario.map.units!.find((u) => u.side === scenario.sides[1]!.id)!.unit : '' };
      const centres = await unitCentres(page, [...brigade, enemy]);
      const [first, ...rest] = centres.slice(0, brigade.length);
      const foe = centres.at(-1)!;
      const start = first!;
      const dragPath = Array.from({ length: FRAMES + 1 }, (_, i) => ({ x: round(start.x + i * 1.5), y: round(start.y + i * 1.2) }));
      // MUSTER_BENCH_PROFILE=DIR keeps a CPU profile of the drag, to open in Chromium's developer tools.
      const profileDir = process.env.MUSTER_BENCH_PROFILE;
      const cdp = profileDir ? await page.context().newCDPSession(page) : undefined;
      if (cdp) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
      // The gesture's clicks pick, then the check below sees the preview before the figures are trusted:
      // b0, "Fire at…" the foe, then b1–b4 added to the selection (the pair stays pinned while b0 is in it).
      await page.evaluate(shiftClicks, { points: [first!] });
      await page.getByRole('region', { name: 'Rules preview' }).getByRole('button', { name: 'Fire at…' }).click();
      await page.evaluate(shiftClicks, { points: [foe, rest[0]!, rest[1]!, rest[2]!, rest[3]!] });
      const fires = await page.getByRole('region', { name: 'Rules preview' }).textContent();
      if (!fires?.includes('fires on')) throw new Error(`the rules preview does not show the pinned pair: ${fires?.slice(0, 120)}`);
      if (!(await page.getByTestId('map-problems').isVisible())) throw new Error('the Problems list is not showing');
      const drag = summarise(await page.evaluate(gesture, { path: dragPath, button: 0, shiftClicks: [] }));
      if (cdp && profileDir) writeFileSync(join(profileDir, 'bench-map-drag.cpuprofile'), JSON.stringify((await cdp.send('Profiler.stop')).profile));
      if (shots) await page.screenshot({ path: join(shots, 'bench-map-dragged.png') });
      const moved = await page.evaluate(() => document.title);
      if (!moved.startsWith('•')) throw new Error('the brigade drag did not change the document');
      const after = await unitCentres(page, brigade.slice(0, 1));
      if (Math.hypot(after[0]!.x - start.x, after[0]!.y - start.y) < 100) throw new Error(`the brigade did not follow the drag: its first regiment is at ${JSON.stringify(after[0])}, it started at ${JSON.stringify(start)}`);
      if (errors.length) throw new Error(`the page reported errors: ${errors.join('; ')}`);
      return [
        { name: 'map.open', value: open, unit: 'ms' },
        { name: 'map.pan.drawP95', value: pan.drawP95, unit: 'ms' },
        { name: 'map.pan.fpsMedian', value: pan.fpsMedian, unit: 'fps' },
        { name: 'map.drag.drawP95', value: drag.drawP95, unit: 'ms' },
        { name: 'map.drag.fpsMedian', value: drag.fpsMedian, unit: 'fps' },
        { name: 'map.drag.stepP95', value: drag.stepP95, unit: 'ms' },
        { name: 'map.drag.checksDuringDrag', value: drag.checks, unit: 'runs' },
      ];
    } finally {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
