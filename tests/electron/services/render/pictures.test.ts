/**
 * The one picture drawing (SVGs as PNGs, a print sheet photographed whole), driven through a real
 * Chromium's DevTools protocol as the desktop app drives Electron's: a playwright CDP session on a page
 * with JavaScript off, as the desktop's drawing window has it. The PNGs are decoded and their pixels read.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawingPagesIn, launchChromium } from '../../../../electron/services/render/chromium';
import { sheetToPng, svgsToPngs, type DrawingPage } from '../../../../electron/services/render/pictures';
import { hexColour, pixelAt, readPng } from '../../../support/png';

let browser: Browser;
let page: DrawingPage;
beforeAll(async () => {
  browser = await launchChromium();
  page = await drawingPagesIn(browser)();
}, 60_000);
afterAll(async () => {
  await page?.close();
  await browser?.close();
});

/** A colour a picture can be told apart by: the i-th of 30, well apart in red and blue. */
const shade = (i: number) => `#${(40 + i * 7).toString(16).padStart(2, '0')}20${(250 - i * 7).toString(16).padStart(2, '0')}`;

describe('pictures drawn through the DevTools protocol', () => {
  it('draws each SVG at exactly its stated size, in order across batches, keeping a clear background clear', async () => {
    // 30 pictures: more than one round trip's batch, each of its own size and colour.
    const pictures = Array.from({ length: 30 }, (_, i) => {
      const w = 20 + i;
      const h = 10 + 2 * i;
      // The left half filled, the right half left clear.
      return { name: `p${i}.png`, widthPx: w, heightPx: h, svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w / 2}" height="${h}" fill="${shade(i)}"/></svg>` };
    });
    const pngs = await svgsToPngs(page.session, pictures);
    expect(pngs).toHaveLength(30);
    for (const [i, png] of pngs.entries()) {
      const p = readPng(png);
      expect([p.width, p.height], pictures[i]!.name).toEqual([20 + i, 10 + 2 * i]);
      expect(pixelAt(p, 2, p.height / 2), pictures[i]!.name).toEqual(hexColour(shade(i)));
      expect(pixelAt(p, p.width - 2, p.height / 2)[3], `${pictures[i]!.name}: the clear half`).toBe(0);
    }
  });

  it('stretches an SVG to the stated pixels, as the map is drawn at the module’s resolution', async () => {
    // A 2 × 1 inch drawing (192 × 96 CSS pixels) asked for at 300 × 150.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2in" height="1in" viewBox="0 0 2 1"><rect width="1" height="1" fill="#c00000"/><rect x="1" width="1" height="1" fill="#0000c0"/></svg>';
    const [png] = await svgsToPngs(page.session, [{ name: 'map.png', svg, widthPx: 300, heightPx: 150 }]);
    const p = readPng(png!);
    expect([p.width, p.height]).toEqual([300, 150]);
    expect(pixelAt(p, 145, 75)).toEqual(hexColour('#c00000'));
    expect(pixelAt(p, 155, 75)).toEqual(hexColour('#0000c0'));
  });

  it('names the picture the browser could not read', async () => {
    await expect(svgsToPngs(page.session, [{ name: 'images/broken.png', svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect', widthPx: 10, heightPx: 10 }])).rejects.toThrow(
      'images/broken.png: the browser could not read the picture',
    );
  });

  it('photographs a sheet whole as print media at the paper’s width, with a white border, running none of its script', async () => {
    // On screen the sheet is a short blue band; printed, a red block twice the window's height.
    const html =
      '<!doctype html><html><head><style>@page{margin:0.5in}body{margin:0}.s{height:100px;background:#0000ff}.p{height:1600px;background:#ff0000}' +
      '@media print{.s{display:none}}@media screen{.p{display:none}}</style></head>' +
      '<body><div class="s"></div><div class="p"></div><script>document.querySelector(".p").style.background = "#00ff00"</script></body></html>';
    const p = readPng(await sheetToPng(page.session, html, 500));
    expect([p.width, p.height]).toEqual([500 + 48, 1600 + 48]);
    expect(pixelAt(p, 10, 10), 'the border').toEqual(hexColour('#ffffff'));
    expect(pixelAt(p, 30, 30), 'the printed block, not the screen band, and the page script never ran').toEqual(hexColour('#ff0000'));
    expect(pixelAt(p, 500, 1500), 'beyond the window: the whole page is in the picture').toEqual(hexColour('#ff0000'));
    expect(pixelAt(p, 540, 1640), 'the border').toEqual(hexColour('#ffffff'));

    // The page is back to screen media for whatever is drawn next.
    const media = (await page.session.send('Runtime.evaluate', { expression: 'matchMedia("print").matches', returnByValue: true })) as { result: { value: boolean } };
    expect(media.result.value).toBe(false);
  });
});
