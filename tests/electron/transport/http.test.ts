import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebMode } from '../../../electron/web';
import { createScenario } from '../../../core/scenario';

let dir: string;
let server: Awaited<ReturnType<typeof startWebMode>>;
let base: string;
/** The page's session cookie, got the way a browser gets it: by opening the printed address. */
let session: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-http-'));
  const staticDir = join(dir, 'renderer');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Muster</title>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  // A copy of the bundled examples, so a test of the read-only grant can never damage the real ones.
  cpSync('scenarios', join(dir, 'examples'), { recursive: true });
  server = await startWebMode({ port: 0, dataDir: join(dir, 'data'), staticDir, examplesDir: join(dir, 'examples') });
  base = server.address.replace(/\/$/, '');
  const opened = await fetch(server.url, { redirect: 'manual' });
  expect(opened.status).toBe(303);
  session = opened.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

// Responses are checked field by field below.
type Json = any;
const post = (method: string, body: string, headers: Record<string, string> = { cookie: session }) =>
  fetch(`${base}/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
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
    expect(server.address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
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
    const res = await fetch(`${base}/api/library.list`, { method: 'POST', headers: { origin: 'https://evil.example', cookie: session }, body: '{}' });
    expect(res.status).toBe(403);
  });
});

describe('the start-up secret', () => {
  it('is traded for an HttpOnly, SameSite=Strict cookie named after the port, and the key leaves the address', async () => {
    expect(server.url).toBe(`${server.address}?key=${server.secret}`);
    const opened = await fetch(server.url, { redirect: 'manual' });
    expect(opened.headers.get('location')).toBe('/');
    const cookie = opened.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^muster-session-${new URL(base).port}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    // A wrong key earns nothing: the page is served, without a cookie.
    const wrong = await fetch(`${base}/?key=guess`, { redirect: 'manual' });
    expect(wrong.status).toBe(200);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('without it every API call gets 401, whatever the method, the verb or a forged cookie; health still answers', async () => {
    const methods = ['app.info', 'library.list', 'files.readText', 'files.writeText', 'files.save', 'dialogs.pick', 'no.such.method', '%E0%A4%A'];
    for (const method of methods) {
      const res = await post(method, '{}', {});
      expect(res.status, method).toBe(401);
      expect((await res.json()).error.code).toBe('unauthorized');
    }
    const forged = await post('library.list', '{}', { cookie: `muster-session-${new URL(base).port}=${'A'.repeat(43)}` });
    expect(forged.status).toBe(401);
    // The cookie of another port's server is not this one's.
    const otherPort = await post('library.list', '{}', { cookie: `muster-session-1=${server.secret}` });
    expect(otherPort.status).toBe(401);
    expect((await fetch(`${base}/api/library.list`)).status).toBe(401);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});

describe('files only where the user pointed, in web mode', () => {
  it('refuses to read /etc/passwd or write outside a granted path, even holding the secret', async () => {
    for (const method of ['files.readText', 'files.open']) {
      const res = await post(method, JSON.stringify({ path: '/etc/passwd' }));
      expect(res.status, method).toBe(403);
      const body = await res.json();
      expect(body.error.message).toMatch(/may only read files you chose/);
      expect(JSON.stringify(body)).not.toMatch(/root:/);
    }
    const outside = join(dir, 'outside.csv');
    const text = await post('files.writeText', JSON.stringify({ path: outside, text: 'pwned' }));
    expect(text.status).toBe(403);
    expect((await text.json()).error.message).toMatch(/may only write files you chose/);
    const save = await post('files.save', JSON.stringify({ path: join(dir, 'outside.scenario.json'), kind: 'scenario', content: createScenario() }));
    expect(save.status).toBe(403);
    expect(existsSync(outside)).toBe(false);
    expect(existsSync(join(dir, 'outside.scenario.json'))).toBe(false);
    // A granted file's neighbour, or a path climbing out of it, is not granted.
    await post('dialogs.pick', JSON.stringify({ mode: 'save', path: join(dir, 'granted.csv') }));
    expect((await post('files.writeText', JSON.stringify({ path: join(dir, 'granted.csv.evil'), text: 'x' }))).status).toBe(403);
    expect((await post('files.readText', JSON.stringify({ path: `${join(dir, 'granted.csv')}/../../../etc/passwd` }))).status).toBe(403);
  });

  it('a path granted by the web file dialog can be saved, read back and opened again', async () => {
    const file = join(dir, 'picked', 'mine-run.scenario.json');
    mkdirSync(join(dir, 'picked'));
    const picked = await json(post('dialogs.pick', JSON.stringify({ mode: 'save', path: file })));
    expect(picked).toEqual({ ok: true, result: { path: file } });
    const content = { ...createScenario(), title: 'Mine Run' };
    expect((await post('files.save', JSON.stringify({ path: file, kind: 'scenario', content }))).status).toBe(200);
    expect(JSON.parse(readFileSync(file, 'utf8')).title).toBe('Mine Run');
    const opened = await json(post('files.open', JSON.stringify({ path: file })));
    expect(opened.result).toMatchObject({ ok: true, kind: 'scenario', content: { title: 'Mine Run' } });
    // A relative path typed in the dialog names a file in the folder it shows (the documents folder), never in the server's working folder.
    const relative = await json(post('dialogs.pick', JSON.stringify({ mode: 'open', path: 'some/where.army.json' })));
    const info = await json(post('app.info', '{}'));
    expect(relative.result.path).toBe(join(info.result.documentsDir, 'some/where.army.json'));
    expect(relative.result.path.startsWith(process.cwd())).toBe(false);
  });

  it('refuses to grant Muster’s own data: the library database and the recent list that carries the grants', async () => {
    for (const name of ['library.sqlite', 'recent-files.json']) {
      const res = await post('dialogs.pick', JSON.stringify({ mode: 'save', path: join(dir, 'data', name) }));
      expect(res.status, name).toBe(403);
      expect((await res.json()).error.message).toMatch(/Muster's own data/);
      expect((await post('files.writeText', JSON.stringify({ path: join(dir, 'data', name), text: '{}' }))).status).toBe(403);
    }
  });

  it('reads the bundled examples and writes the documents folder without a pick, but never writes the examples', async () => {
    const example = join(dir, 'examples', 'tan-yard-hill.scenario.json');
    const before = readFileSync(example, 'utf8');
    expect((await json(post('files.open', JSON.stringify({ path: example })))).result).toMatchObject({ ok: true, kind: 'scenario' });
    // Opened, so it is on the recent list; still not writable without a fresh Save As pick.
    expect((await post('files.writeText', JSON.stringify({ path: example, text: 'x' }))).status).toBe(403);
    expect(readFileSync(example, 'utf8')).toBe(before);
    // A link planted among the examples does not make its target an example.
    symlinkSync('/etc/passwd', join(dir, 'examples', 'passwd.army.json'));
    expect((await post('files.readText', JSON.stringify({ path: join(dir, 'examples', 'passwd.army.json') }))).status).toBe(403);
    const info = await json(post('app.info', '{}'));
    const inDocuments = join(info.result.documentsDir, 'oob.csv');
    expect((await post('files.writeText', JSON.stringify({ path: inDocuments, text: 'unit,men' }))).status).toBe(200);
    expect(readFileSync(inDocuments, 'utf8')).toBe('unit,men');
  });
});

describe('requests the transport refuses cleanly', () => {
  it('answers a body over the size limit with 413, not a reset connection, and keeps serving', async () => {
    const res = await post('library.list', `{"query":"${'x'.repeat(33 * 1024 * 1024)}"}`);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toMatch(/larger than 32 MB/);
    expect((await post('library.list', '{}')).status).toBe(200);
  });

  it('answers a bad %-escape in the method name with 400', async () => {
    const res = await post('library%E0%A4%A', '{}');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/bad %-escape/);
    expect((await fetch(`${base}/assets/%E0%A4%A.js`)).status).toBe(400);
  });

  it('answers deeply nested JSON with a clear 400, not a stack overflow', async () => {
    for (const depth of [300, 100_000]) {
      const content = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const res = await post('library.create', `{"kind":"army","title":"Deep","content":${content}}`);
      expect(res.status, String(depth)).toBe(400);
      expect((await res.json()).error.message).toMatch(/nests more than \d+ levels deep/);
    }
    // Brackets inside strings are text, not nesting.
    const info = await json(post('app.info', '{}'));
    const res = await post('files.writeText', JSON.stringify({ path: join(info.result.documentsDir, 'brackets.txt'), text: '[{"\\'.repeat(10_000) }));
    expect(res.status).toBe(200);
  });
});

describe('what the API reads', () => {
  it('takes only application/json bodies: a form or plain text a page can post anywhere gets 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post('library.list', '{}', { cookie: session, 'content-type': type });
      expect(res.status, type).toBe(415);
      expect((await res.json()).error.message).toContain('application/json');
    }
    expect((await post('library.list', '{}', { cookie: session, 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it('bounds what all bodies in flight may hold together: past it a request gets 503, the bytes are given back, and it keeps serving', async () => {
    const { createHttpServer, listenOnLoopback, BodyBudget, sessionCookieName } = await import('../../../electron/transport/http');
    const budget = new BodyBudget(1024 * 1024);
    const secret = 'test-secret';
    const small = createHttpServer({ dispatch: async () => ({ ok: true, result: 'done' }), staticDir: dir, secret, bodyBudget: budget });
    const address = await listenOnLoopback(small, 0);
    const { port } = new URL(address);
    let most = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const open = () => {
      let answered: (status: number) => void = () => {};
      const status = new Promise<number>((r) => (answered = r));
      const req = request({ host: '127.0.0.1', port, path: '/api/x', method: 'POST', headers: { host: `127.0.0.1:${port}`, 'content-type': 'application/json', cookie: `${sessionCookieName(`127.0.0.1:${port}`)}=${secret}` } }, (res) => {
        res.resume();
        answered(res.statusCode ?? 0);
      });
      req.on('error', () => answered(-1));
      return { req, status };
    };
    const write = (req: ReturnType<typeof request>, n: number) => new Promise<void>((done) => {
      for (let i = 0; i < n; i++) req.write(chunk);
      req.write('', () => setTimeout(done, 50));
    });
    try {
      // Three clients each send 640 KB of a body they have not finished: the budget holds two at most.
      const clients = [open(), open(), open()];
      for (const c of clients) {
        await write(c.req, 10);
        most = Math.max(most, budget.held);
      }
      expect(most).toBeLessThanOrEqual(budget.limit);
      const refused = await Promise.race([clients[1]!.status, clients[2]!.status]);
      expect(refused).toBe(503);
      for (const c of clients) c.req.end(' ');
      const statuses = await Promise.all(clients.map((c) => c.status));
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      expect(statuses[0]).toBe(200); // the first one, within the budget, was read whole and answered
      await new Promise((r) => setTimeout(r, 50));
      expect(budget.held).toBe(0);
    } finally {
      small.closeAllConnections();
      await new Promise((r) => small.close(r));
    }
  });
});
