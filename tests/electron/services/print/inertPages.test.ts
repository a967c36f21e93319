/**
 * Chromium prints in pages of one inert context, kept open and reused between prints (print/pdf.ts): a
 * page that is reused must be as inert as a new one. A listener on 127.0.0.1 stands where a sheet's
 * smuggled script or picture would call; it must hear nothing, on a page's first print and on its reuse.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printHtmlIn } from '../../../../electron/services/print/pdf';
import { acquireChromium } from '../../../../electron/services/render/chromium';

let server: Server;
const heard: string[] = [];
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    heard.push(req.url ?? '');
    res.end('x');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('print pages, reused between prints', () => {
  it('run no script and reach no network on a first print and on every reuse', async () => {
    const { browser, release } = await acquireChromium();
    try {
      for (let i = 0; i < 4; i++) {
        const html = `<!doctype html><html><head><link rel="stylesheet" href="${url}/css${i}"></head><body><p>Sheet ${i}</p><img src="${url}/img${i}"><script>fetch('${url}/script${i}')</script><iframe src="${url}/frame${i}"></iframe></body></html>`;
        const pdf = await printHtmlIn(browser, html, `sheet ${i}`);
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      // A page fetched from the listener itself is the control: the listener hears what reaches it.
      const control = await fetch(`${url}/control`);
      expect(control.status).toBe(200);
      expect(heard).toEqual(['/control']);
    } finally {
      release();
    }
  }, 120_000);
});
