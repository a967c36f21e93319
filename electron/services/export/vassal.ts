/**
 * The `vmod` exporter: a scenario as a VASSAL module. core/export/vassal writes `buildFile.xml` and
 * `moduledata` and says which pictures the module names and at what size; this file has a Chromium page
 * draw them (one page for the whole module: the map, every counter, the reinforcement board, and the
 * briefing and charts sheets as File ▸ Print… makes them, photographed whole), checks each PNG is the
 * size the build file states, and zips the module with fflate. The page is the desktop app's own
 * (Electron's Chromium) when it lends one, else Debian's Chromium started for the export.
 */
import { zipSync, type Zippable } from 'fflate';
import { makeSheetHere } from '../print/printService';
import { buildVassalModule, drawingStep, VassalExportError, type VassalModule } from '../../../core/export/vassal';
import { scenarioRenderInput } from '../../../core/map/index';
import type { OrderOfBattle } from '../../../core/model/oob';
import { DEFAULT_PRINT_SETTINGS, SHEET_MAKERS, pageSize, sheetScaleOf } from '../../../core/print';
import { MAX_RASTER_SIDE, sheetToPng, svgsToPngs, type DrawingPage, type OpenDrawingPage } from '../render/pictures';
import type { ExportOptions, ExportSource } from './types';


export interface VmodOptions extends ExportOptions {
  /** Hex maps: pixels across a hex's flats (64 by default, at least 48). */
  hexPixels?: number;
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
  let module: VassalModule;
  try {
    module = buildVassalModule(scenario, armies, {
      maxImageSide: MAX_RASTER_SIDE,
      // Every scenario has its reference charts: ADF's at its figure scale, a hex game's its own (core/print chartsOf).
      withCharts: true,
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
  const report = (step: string) => {
    options.signal?.throwIfAborted();
    options.onProgress?.({ step, done, total });
  };
  const drawing = await drawingPages(options.openDrawingPage);
  const pngs: Record<string, Uint8Array> = {};
  try {
    const page = await drawing.open();
    try {
      for (const role of ['map', 'reinforcements', 'counter'] as const) {
        const batch = module.images.filter((i) => i.role === role);
        report(drawingStep(role, batch.length));
        const drawn = await svgsToPngs(page.session, batch.map((i) => ({ name: `images/${i.file}`, svg: i.svg, widthPx: i.widthPx, heightPx: i.heightPx })));
        for (const [i, png] of drawn.entries()) {
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
      const scale = sheetScaleOf(scenario);
      for (const chart of module.charts) {
        report(`Printing ${chart.title}`);
        const maker = SHEET_MAKERS[chart.sheet];
        const settings = { ...DEFAULT_PRINT_SETTINGS, orientation: maker.orientation };
        const sheet = await (options.makeSheet ?? makeSheetHere)(chart.sheet, { scale, sides: [], title: scenario.title, scenario, armies, ...(map ? { map } : {}) }, settings);
        pngs[chart.file] = await sheetToPng(page.session, sheet.html, Math.round(pageSize(settings).widthIn * 96));
        done++;
      }
    } finally {
      await page.close();
    }
  } finally {
    await drawing.close();
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
 * Where the pictures are drawn: the pages the caller lends (the desktop app's, or the tests' shared
 * Chromium), or Debian's Chromium shared with the print jobs (render/chromium.ts), started if none runs. playwright-core is loaded only then, so
 * the desktop app, which always lends its own, never loads it (nor ships it).
 */
async function drawingPages(lent: OpenDrawingPage | undefined): Promise<{ open: () => Promise<DrawingPage>; close: () => Promise<void> }> {
  if (lent) return { open: lent, close: async () => {} };
  const { acquireChromium, drawingPagesIn } = await import('../render/chromium');
  const { browser, release } = await acquireChromium();
  return { open: drawingPagesIn(browser), close: async () => release() };
}

/** A PNG's width and height from its IHDR chunk; refuses bytes that are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) throw new Error('not a PNG file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
