/**
 * The `vmod` exporter: a scenario as a VASSAL module. core/export/vassal writes `buildFile.xml` and
 * `moduledata` and says which pictures the module names and at what size; this file has Chromium draw
 * them (one browser for the whole module: the map, every counter, the reinforcement board, and the
 * briefing and charts sheets as File ▸ Print… makes them, photographed whole), checks each PNG is the
 * size the build file states, and zips the module with fflate.
 */
import { zipSync, type Zippable } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { buildVassalModule, VassalExportError, type VassalImage, type VassalModule } from '../../../core/export/vassal';
import { scenarioRenderInput } from '../../../core/map/index';
import type { OrderOfBattle } from '../../../core/oob/types';
import { DEFAULT_PRINT_SETTINGS, SHEET_MAKERS, pageSize } from '../../../core/print';
import type { FigureScale } from '../../../core/rules/adf/types';
import { launchChromium } from '../render/chromium';
import { MAX_RASTER_SIDE } from '../render/rasterise';
import type { ExportOptions, ExportSource } from './index';

const FIGURE_SCALES: readonly string[] = ['10mm', '15mm', '25mm'];

export interface VmodOptions extends ExportOptions {
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
  // Every scenario has its reference charts: ADF's at its figure scale, a hex game's its own (core/print chartsOf).
  const withCharts = true;
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
      for (const role of ['map', 'reinforcements', 'counter'] as const) {
        const batch = module.images.filter((i) => i.role === role);
        report(role === 'map' ? 'Drawing the map' : role === 'reinforcements' ? 'Drawing the reinforcement board' : `Drawing ${batch.length} counters`);
        for (const [i, png] of (await svgPictures(page, batch)).entries()) {
          const image = batch[i]!;
          const size = pngSize(png);
          if (size.width !== image.widthPx || size.height !== image.heightPx) {
            throw new Error(`images/${image.file} came out ${size.width} × ${size.height} pixels, not the ${image.widthPx} × ${image.heightPx} the module states`);
          }
          pngs[image.file] = png;
          done++;
        }
      }
      const map = scenarioRenderInput(scenario, armies);
      const scale = (FIGURE_SCALES.includes(scenario.scale) ? scenario.scale : '15mm') as FigureScale;
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

/**
 * SVGs drawn by the page itself onto canvases of exactly their stated size and encoded there as PNGs:
 * one round trip for a batch of counters rather than a screenshot each. The SVGs are self-contained
 * (inline styles, no external images or fonts beyond the system's), so a canvas draws them as the map
 * print does, and a counter keeps its clear background.
 */
async function svgPictures(page: Page, images: readonly VassalImage[]): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  const BATCH = 24;
  for (let start = 0; start < images.length; start += BATCH) {
    const batch = images.slice(start, start + BATCH).map((i) => ({ svg: i.svg, width: i.widthPx, height: i.heightPx }));
    const encoded = await page.evaluate(async (items) => {
      const results: string[] = [];
      for (const item of items) {
        const url = URL.createObjectURL(new Blob([item.svg], { type: 'image/svg+xml' }));
        try {
          const img = new Image(item.width, item.height);
          await new Promise<void>((resolve, reject) => {
            img.onload = () => resolve();
            img.onerror = () => reject(new Error('the browser could not read the picture'));
            img.src = url;
          });
          const canvas = document.createElement('canvas');
          canvas.width = item.width;
          canvas.height = item.height;
          canvas.getContext('2d')!.drawImage(img, 0, 0, item.width, item.height);
          results.push(canvas.toDataURL('image/png').slice('data:image/png;base64,'.length));
        } finally {
          URL.revokeObjectURL(url);
        }
      }
      return results;
    }, batch);
    for (const b64 of encoded) out.push(new Uint8Array(Buffer.from(b64, 'base64')));
  }
  return out;
}

/** A print sheet laid out at its paper's width, as print media, photographed whole (every page, one picture). */
async function sheetPicture(page: Page, html: string, widthPx: number): Promise<Uint8Array> {
  // The paper's margins (@page) do not apply on screen: the picture gets the same white border instead.
  const margin = 24;
  await page.setViewportSize({ width: widthPx + 2 * margin, height: 800 });
  await page.emulateMedia({ media: 'print' });
  try {
    await page.setContent(html, { waitUntil: 'load' });
    await page.addStyleTag({ content: `html{background:#fff}body{margin:${margin}px !important}` });
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
