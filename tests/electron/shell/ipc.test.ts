import { describe, expect, it, vi } from 'vitest';

// Never load the real 'electron' in a test: from version 42 on its first require downloads the runtime.
const handlers = new Map<string, (...args: unknown[]) => unknown>();
vi.mock('electron', () => ({
  ipcMain: { handle: (channel: string, fn: (...args: unknown[]) => unknown) => handlers.set(channel, fn) },
}));

const { serveApiOverIpc, serveDropsOverIpc } = await import('../../../electron/shell/ipc');
const { FileGrants } = await import('../../../electron/services/grants');

describe('the IPC transport', () => {
  const trusted = {};
  const dispatch = vi.fn(async (method: string) => ({ ok: true as const, result: method }));
  serveApiOverIpc(dispatch, trusted);
  const handle = handlers.get('muster:api')!;

  it('serves one channel and passes the app page’s calls to the dispatcher', async () => {
    const event = { senderFrame: { url: 'app://muster/index.html' } };
    expect(await handle(event, 'library.list', {})).toEqual({ ok: true, result: 'library.list' });
  });

  it('refuses a message from any other frame without dispatching it', async () => {
    dispatch.mockClear();
    expect(await handle({ senderFrame: { url: 'https://evil.example/' } }, 'library.list', {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await handle({ senderFrame: null }, 'library.list', {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // The renderer's own file, loaded over file:// instead of app://, is not the app either.
    expect(await handle({ senderFrame: { url: 'file:///app/out/renderer/index.html' } }, 'library.list', {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('refuses a method name that is not a string', async () => {
    const event = { senderFrame: { url: 'app://muster/index.html' } };
    expect(await handle(event, 42, {})).toMatchObject({ ok: false, error: { code: 'invalid-params' } });
  });
});

describe('dropped files over IPC', () => {
  const grants = new FileGrants();
  serveDropsOverIpc(grants, {});
  const drop = handlers.get('muster:dropped')!;
  const app = { senderFrame: { url: 'app://muster/index.html' } };

  it('grants the absolute path the preload sends for a file dropped on the app', async () => {
    expect(await drop(app, '/home/user/mine-run.scenario.json')).toBe('/home/user/mine-run.scenario.json');
    expect(grants.isGranted('/home/user/mine-run.scenario.json')).toBe(true);
  });

  it('grants nothing for another frame, a relative path or a non-string', async () => {
    expect(await drop({ senderFrame: { url: 'https://evil.example/' } }, '/etc/passwd')).toBeNull();
    expect(await drop(app, 'relative/path.json')).toBeNull();
    expect(await drop(app, { path: '/etc/passwd' })).toBeNull();
    expect(grants.isGranted('/etc/passwd')).toBe(false);
  });
});
