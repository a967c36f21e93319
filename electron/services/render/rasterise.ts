/**
 * An SVG in inches as a PNG: Chromium lays the SVG out at CSS's 96 px an inch and takes a screenshot at
 * the device scale that gives the wanted resolution, so the picture is Chromium's own rendering of the
 * same SVG a printer gets.
 */
import { launchChromium } from './chromium';
import { MAX_RASTER_SIDE } from './pictures';

export interface RasteriseOptions {
  /** Pixels per inch of the table in the PNG (96 by default). */
  pixelsPerInch?: number;
}

export async function svgToPng(svg: string, widthIn: number, heightIn: number, options: RasteriseOptions = {}): Promise<Buffer> {
  const ppi = options.pixelsPerInch ?? 96;
  if (widthIn * ppi > MAX_RASTER_SIDE || heightIn * ppi > MAX_RASTER_SIDE) {
    throw new RangeError(`A ${widthIn}" × ${heightIn}" board at ${ppi} pixels an inch is larger than ${MAX_RASTER_SIDE} pixels a side; choose fewer pixels an inch.`);
  }
  const browser = await launchChromium();
  try {
    const width = Math.ceil(widthIn * 96);
    const height = Math.ceil(heightIn * 96);
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: ppi / 96 });
    await page.setContent(`<!doctype html><html><head><style>html,body{margin:0;padding:0;background:#fff}svg{display:block}</style></head><body>${svg}</body></html>`);
    return await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } });
  } finally {
    await browser.close();
  }
}
