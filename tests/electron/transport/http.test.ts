import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebMode } from '../../../electron/web';

let dir: string;
let server: Awaited<ReturnType<typeof startWebMode>>;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-http-'));
  const staticDir = join(dir, 'renderer');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Muster</title>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  server = await startWebMode({ port: 0, dataDir: join(dir, 'data'), staticDir });
  base = server.url.replace(/\/$/, '');
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

// Responses are checked field by field below.
type Json = any;
const post = (method: string, body: string) =>
  fetch(`${base}/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const json = async (res: Response | Promise<Response>): Promise<Json> => (await res).json();

/** fetch() will not send a forged Host header, so this one goes through node:http. */
function getWithHost(path: string, host: string): Promise<number> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('web mode over loopback HTTP', () => {
  it('binds 127.0.0.1 and answers GET /api/health with 200 and a small JSON body', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', name: 'Muster', version: expect.any(String) });
  });

  it('serves the API handlers: a created document is listed and fetched back', async () => {
    const army = JSON.parse(readFileSync('scenarios/taint-no-militia.army-union.json', 'utf8'));
    const created = await json(post('library.create', JSON.stringify({ kind: 'army', title: 'Iron Brigade', content: army })));
    expect(created.ok).toBe(true);
    const listed = await json(post('library.list', '{}'));
    expect(listed.result.map((e: { title: string }) => e.title)).toContain('Iron Brigade');
    const fetched = await json(post('library.get', JSON.stringify({ id: created.result.id })));
    expect(fetched.result.content).toEqual(army);
  });

  it('answers an unknown method with 404 and a clear message', async () => {
    const res = await post('library.explode', '{}');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, error: { code: 'unknown-method', message: "There is no API method 'library.explode'." } });
  });

  it('answers malformed JSON and payloads that break the contract with 400, naming the problem', async () => {
    const bad = await post('library.list', '{"query":');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toMatch(/not valid JSON/);
    const wrong = await post('library.rename', JSON.stringify({ id: 'x', titel: 'typo' }));
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error.message).toMatch(/unknown property 'titel'/);
  });

  it('answers a missing document with 404, not a crash, and keeps serving', async () => {
    const res = await post('library.get', JSON.stringify({ id: 'no-such-id' }));
    expect(res.status).toBe(404);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('serves the app with its security policy, and index.html for in-app paths', async () => {
    const page = await fetch(`${base}/library`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<title>Muster</title>');
    expect((await fetch(`${base}/assets/app.js`)).headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it('refuses paths outside the app folder and requests for other host names', async () => {
    expect((await fetch(`${base}/..%2f..%2f..%2fetc%2fpasswd`)).status).toBe(403);
    const dotted = await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`);
    expect(await dotted.text()).not.toMatch(/root:/);
    expect(await getWithHost('/api/health', 'evil.example:80')).toBe(421);
    expect(await getWithHost('/api/health', 'localhost')).toBe(200);
  });

  it('refuses API calls sent from another site', async () => {
    const res = await fetch(`${base}/api/library.list`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: '{}' });
    expect(res.status).toBe(403);
  });
});
