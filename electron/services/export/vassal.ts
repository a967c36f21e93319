/**
 * The `vmod` exporter: a scenario as a VASSAL module. core/export/vassal writes `buildFile.xml` and
 * `moduledata` and says which pictures the module names and at what size; this file has Chromium draw
 * them (one browser for the whole module: the map, every counter, the reinforcement board, and the
 * briefing and charts sheets as File ▸ Print… makes them, photographed whole), checks each PNG is the
 * size the build file states, and zips the module with fflate.
 */
import { zipSync, type Zippable } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { buildVassalModule, VassalExportError, type VassalModule } from '../../../core/export/vassal';
import { scenarioRenderInput } from '../../../core/map/index';
import type { OrderOfBattle } from '../../../core/oob/types';
import { DEFAULT_PRINT_SETTINGS, SHEET_MAKERS, pageSize } from '../../../core/print';
import type { FigureScale } from '../../../core/rules/adf/types';
import { launchChromium } from '../render/chromium';
import { MAX_RASTER_SIDE } from '../render/rasterise';
import type { ExportOptions, ExportSource } from './index';

const FIGURE_SCALES: readonly string[] = ['10mm', '15mm', '25mm'];

export interface VmodOptions extends ExportOptions {
  /** Tabletop boards: image pixels per inch (100 by default). */
  pixelsPerInch?: number;
  /** Hex maps: pixels across a hex's flats (64 by default, at least 48). */
  hexPixels?: number;
  /** A browser already running (the tests share one across many modules); closed by its owner. */
  browser?: Browser;
}

/** A refusal the exporter table turns into `ExportRefusal` (kept apart so this file does not import index.ts's values). */
export class VmodRefusal extends Error {
  override name = 'VmodRefusal';
}

/** The module's bytes and what it holds. */
export async function makeVmod(source: ExportSource, options: VmodOptions = {}): Promise<{ zip: Uint8Array; module: VassalModule; files: string[] }> {
  const { scenario } = source;
  if (source.onlySide !== undefined) throw new VmodRefusal('a VASSAL module is shared by both players (each takes a side in VASSAL): export it without --side');
  const armies: Record<string, OrderOfBattle> = Object.fromEntries(Object.entries(source.armies).map(([id, a]) => [id, a.document.orderOfBattle]));
  const withCharts = FIGURE_SCALES.includes(scenario.scale);
  let module: VassalModule;
  try {
    module = buildVassalModule(scenario, armies, {
      maxImageSide: MAX_RASTER_SIDE,
      withCharts,
      ...(options.pixelsPerInch !== undefined ? { pixelsPerInch: options.pixelsPerInch } : {}),
      ...(options.hexPixels !== undefined ? { hexPixels: options.hexPixels } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  } catch (error) {
    if (error instanceof VassalExportError) throw new VmodRefusal(error.message);
    throw error;
  }

  const total = module.images.length + module.charts.length + 1;
  let done = 0;
  const report = (step: string) => options.onProgress?.({ step, done, total });
  const browser = options.browser ?? (await launchChromium());
  const pngs: Record<string, Uint8Array> = {};
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    try {
      let counters = 0;
      for (const image of module.images) {
        if (image.role === 'counter') {
          if (counters++ === 0) report(`Drawing ${module.counts.pieces} counters`);
        } else {
          report(image.role === 'map' ? 'Drawing the map' : 'Drawing the reinforcement board');
        }
        pngs[image.file] = await svgPicture(page, image.svg, image.widthPx, image.heightPx, image.role === 'counter');
        const size = pngSize(pngs[image.file]!);
        if (size.width !== image.widthPx || size.height !== image.heightPx) {
          throw new Error(`images/${image.file} came out ${size.width} × ${size.height} pixels, not the ${image.widthPx} × ${image.heightPx} the module states`);
        }
        done++;
      }
      const map = scenarioRenderInput(scenario, armies);
      const scale = (withCharts ? scenario.scale : '15mm') as FigureScale;
      for (const chart of module.charts) {
        report(`Printing ${chart.title}`);
        const maker = SHEET_MAKERS[chart.sheet];
        const settings = { ...DEFAULT_PRINT_SETTINGS, orientation: maker.orientation };
        const sheet = maker.make({ scale, sides: [], title: scenario.title, scenario, armies, ...(map ? { map } : {}) }, settings);
        pngs[chart.file] = await sheetPicture(page, sheet.html, Math.round(pageSize(settings).widthIn * 96));
        done++;
      }
    } finally {
      await page.close();
    }
  } finally {
    if (!options.browser) await browser.close();
  }

  report('Packing the module');
  const enc = new TextEncoder();
  const zippable: Zippable = {
    'buildFile.xml': enc.encode(module.buildFile),
    moduledata: enc.encode(module.moduledata),
  };
  // PNGs are compressed already: stored, not deflated again.
  for (const [file, bytes] of Object.entries(pngs)) zippable[`images/${file}`] = [bytes, { level: 0 }];
  const zip = zipSync(zippable, { mtime: options.now ?? new Date() });
  done = total;
  return { zip, module, files: Object.keys(zippable) };
}

/** An SVG of exactly `width` × `height` pixels as a PNG of that size; counters keep a clear background. */
async function svgPicture(page: Page, svg: string, width: number, height: number, transparent: boolean): Promise<Uint8Array> {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><head><style>html,body{margin:0;padding:0;background:${transparent ? 'transparent' : '#fff'}}svg{display:block}</style></head><body>${svg}</body></html>`);
  return new Uint8Array(await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height }, omitBackground: transparent }));
}

/** A print sheet laid out at its paper's width, as print media, photographed whole (every page, one picture). */
async function sheetPicture(page: Page, html: string, widthPx: number): Promise<Uint8Array> {
  await page.setViewportSize({ width: widthPx, height: 800 });
  await page.emulateMedia({ media: 'print' });
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return new Uint8Array(await page.screenshot({ type: 'png', fullPage: true }));
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

/** A PNG's width and height from its IHDR chunk; refuses bytes that are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) throw new Error('not a PNG file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
