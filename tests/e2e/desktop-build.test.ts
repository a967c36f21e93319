import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

// The desktop build cannot be launched here (no Electron runtime), but what it emits can be checked:
// the pitfalls that break a sandboxed window are all visible in the output files.
beforeAll(() => {
  execFileSync('npx', ['electron-vite', 'build'], { stdio: 'pipe', timeout: 180_000 });
}, 200_000);

describe('the desktop build', () => {
  it('emits the preload as one CommonJS file that requires nothing but electron', () => {
    const preload = readFileSync('out/preload/preload.cjs', 'utf8');
    expect([...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1])).toEqual(['electron']);
    expect(preload).not.toMatch(/^\s*import\s/m);
    expect(preload).toContain('musterIpc');
    // A dropped file's path comes from Electron (webUtils), never from the page.
    expect(preload).toContain('getPathForFile');
  });

  it('emits a CommonJS main process that loads native and npm modules from node_modules', () => {
    const main = readFileSync('out/main/main.cjs', 'utf8');
    expect(main).toMatch(/require\(["']better-sqlite3["']\)/);
    expect(main).toMatch(/require\(["']electron["']\)/);
    expect(main).toContain('sandbox: true');
    expect(main).toContain('contextIsolation: true');
  });

  it('loads the window from the app:// protocol, never file://, and refuses permission checks', () => {
    const main = readFileSync('out/main/main.cjs', 'utf8');
    expect(main).toContain('registerSchemesAsPrivileged');
    expect(main).toMatch(/protocol\.handle\(/);
    expect(main).toContain('app://muster/index.html');
    expect(main).not.toMatch(/\.loadFile\(/);
    expect(main).toContain('setPermissionCheckHandler');
    expect(main).toContain('setPermissionRequestHandler');
  });

  it('emits the document checker as a worker beside main.cjs that reads and checks a file on its own', async () => {
    const { Worker } = await import('node:worker_threads');
    const worker = new Worker('./out/main/validation-worker.cjs');
    try {
      const answer = await new Promise<{ result: { ok: boolean; kind?: string } }>((done, fail) => {
        worker.on('message', (m: { started?: true; result?: { ok: boolean } }) => {
          if (!m.started) done(m as { result: { ok: boolean; kind?: string } });
        });
        worker.on('error', fail);
        worker.postMessage({ id: 1, task: 'read', path: 'scenarios/tan-yard-hill.scenario.json', options: {} });
      });
      expect(answer.result).toMatchObject({ ok: true, kind: 'scenario' });
    } finally {
      await worker.terminate();
    }
  });

  it('emits the renderer with its content security policy and no eval', () => {
    const html = readFileSync('out/renderer/index.html', 'utf8');
    expect(html).toContain("script-src 'self'");
    expect(html).not.toContain('unsafe-eval');
  });
});
