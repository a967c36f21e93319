/**
 * Pictures drawn by a Chromium page through the Chrome DevTools Protocol: SVGs drawn onto canvases and
 * encoded there as PNGs, and an HTML print sheet photographed whole. Written once against a DevTools
 * session, so the same drawing runs in Debian's Chromium through playwright-core (the command line, web
 * mode and the tests: electron/services/render/chromium.ts) and in Electron's own Chromium through
 * `webContents.debugger` (the desktop app: electron/shell/main.ts), where there is no Debian Chromium.
 *
 * Everything here is DevTools evaluation, none of it the page's own script: the drawing page runs with
 * JavaScript turned off, like the desktop's print window. Promises (`img.decode()`, `document.fonts.ready`)
 * settle there; event handlers (`img.onload`) would never be called.
 */

/** The one thing the drawing needs of a browser: DevTools commands sent to one page, answered with their result. */
export interface DevtoolsSession {
  send(method: string, params?: object): Promise<unknown>;
}

/** A blank page to draw in, with its DevTools session; closed once the pictures are drawn. */
export interface DrawingPage {
  session: DevtoolsSession;
  close(): Promise<void>;
}

/** Opens a drawing page: a hidden window of Electron's in the desktop app, a Chromium page elsewhere. */
export type OpenDrawingPage = () => Promise<DrawingPage>;

/** The largest picture Muster asks Chromium for, in pixels a side: beyond it, lower the resolution. */
export const MAX_RASTER_SIDE = 16_384;

/** An SVG to draw at exactly this many pixels; `name` says which picture a failure was. */
export interface SvgPicture {
  name: string;
  svg: string;
  widthPx: number;
  heightPx: number;
}

/** Counters are drawn this many to a round trip, so a module of hundreds of counters takes few. */
const BATCH = 24;

/**
 * Runs in the page: each SVG drawn on a canvas of its stated size and encoded there as a PNG (base64).
 * The SVGs are self-contained (inline styles, no outside images or fonts beyond the system's), so a
 * canvas draws them as the map print does, and a counter keeps its clear background.
 */
const DRAW_SVGS = `async (items) => {
  const results = [];
  for (const item of items) {
    const url = URL.createObjectURL(new Blob([item.svg], { type: 'image/svg+xml' }));
    try {
      const img = new Image(item.width, item.height);
      img.src = url;
      try {
        await img.decode();
      } catch {
        throw new Error(item.name + ': the browser could not read the picture');
      }
      const canvas = document.createElement('canvas');
      canvas.width = item.width;
      canvas.height = item.height;
      canvas.getContext('2d').drawImage(img, 0, 0, item.width, item.height);
      results.push(canvas.toDataURL('image/png').slice('data:image/png;base64,'.length));
    } finally {
      URL.revokeObjectURL(url);
    }
  }
  return results;
}`;

/** SVGs as PNGs of exactly their stated sizes, in order: one round trip a batch rather than a screenshot each. */
export async function svgsToPngs(session: DevtoolsSession, pictures: readonly SvgPicture[]): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for (let start = 0; start < pictures.length; start += BATCH) {
    const batch = pictures.slice(start, start + BATCH).map((p) => ({ name: p.name, svg: p.svg, width: p.widthPx, height: p.heightPx }));
    const encoded = await evaluate(session, `(${DRAW_SVGS})(${JSON.stringify(batch)})`);
    if (!Array.isArray(encoded) || encoded.length !== batch.length) throw new Error(`the browser drew ${Array.isArray(encoded) ? encoded.length : 'no'} pictures of ${batch.length}`);
    for (const b64 of encoded as string[]) out.push(new Uint8Array(Buffer.from(b64, 'base64')));
  }
  return out;
}

/**
 * A print sheet laid out `widthPx` CSS pixels wide (its paper's width at 96 an inch), as print media, and
 * photographed whole: every page in one picture. The paper's margins (@page) do not apply on screen, so
 * the picture gets a white border of its own instead.
 */
export async function sheetToPng(session: DevtoolsSession, html: string, widthPx: number): Promise<Uint8Array> {
  const margin = 24;
  const width = widthPx + 2 * margin;
  await session.send('Emulation.setDeviceMetricsOverride', { width, height: 800, deviceScaleFactor: 1, mobile: false });
  await session.send('Emulation.setEmulatedMedia', { media: 'print' });
  try {
    const { frameTree } = (await session.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
    await session.send('Page.setDocumentContent', { frameId: frameTree.frame.id, html });
    // The sheet is self-contained (inline CSS and SVG); what may still be loading is a data: image or a font.
    await evaluate(
      session,
      `(async () => {
        const style = document.createElement('style');
        style.textContent = ${JSON.stringify(`html{background:#fff}body{margin:${margin}px !important}`)};
        (document.head ?? document.documentElement).append(style);
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
        await document.fonts.ready;
      })()`,
    );
    const { cssContentSize } = (await session.send('Page.getLayoutMetrics')) as { cssContentSize: { width: number; height: number } };
    const clip = { x: 0, y: 0, width: Math.max(width, Math.ceil(cssContentSize.width)), height: Math.ceil(cssContentSize.height), scale: 1 };
    const shot = (await session.send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true, clip })) as { data: string };
    return new Uint8Array(Buffer.from(shot.data, 'base64'));
  } finally {
    await session.send('Emulation.setEmulatedMedia', { media: '' });
  }
}

/** An expression's value, awaited and copied out of the page; a thrown error comes back as one. */
async function evaluate(session: DevtoolsSession, expression: string): Promise<unknown> {
  const reply = (await session.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
    result: { value?: unknown };
    exceptionDetails?: { text: string; exception?: { description?: string } };
  };
  if (reply.exceptionDetails) {
    const thrown = reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text;
    throw new Error(thrown.split('\n')[0]!.replace(/^Error: /, ''));
  }
  return reply.result.value;
}
