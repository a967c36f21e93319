import { describe, expect, it, vi } from 'vitest';

// Never load the real 'electron' in a test: from version 42 on its first require downloads the runtime.
const exposed = new Map<string, Record<string, unknown>>();
const invoked: unknown[][] = [];
/** What Electron knows of files the user really dropped; a File a script makes has no path. */
const dropped = new WeakMap<object, string>();
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: Record<string, unknown>) => exposed.set(key, api) },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => {
      invoked.push(args);
      return args[0] === 'muster:dropped' ? args[1] : { ok: true, result: null };
    },
    on: () => {},
    removeListener: () => {},
  },
  webUtils: {
    getPathForFile: (file: unknown) => {
      if (!(file instanceof File)) throw new TypeError('Expected a File');
      return dropped.get(file) ?? '';
    },
  },
}));

await import('../../../electron/shell/preload');
const api = exposed.get('musterIpc') as {
  invoke: (m: string, p: unknown) => Promise<unknown>;
  openDropped: (f: unknown) => Promise<string | null>;
};

describe('the preload', () => {
  it('exposes exactly the API channel, the menu events and dropped files', () => {
    expect([...exposed.keys()]).toEqual(['musterIpc']);
    expect(Object.keys(api).sort()).toEqual(['invoke', 'onMenuAction', 'openDropped']);
  });

  it('grants a file the user really dropped, by the path Electron gives for it', async () => {
    const file = new File(['{}'], 'mine-run.scenario.json');
    dropped.set(file, '/home/user/mine-run.scenario.json');
    expect(await api.openDropped(file)).toBe('/home/user/mine-run.scenario.json');
    expect(invoked.at(-1)).toEqual(['muster:dropped', '/home/user/mine-run.scenario.json']);
  });

  it('takes no raw path: a string, or a File a script made up, grants nothing and sends nothing', async () => {
    invoked.length = 0;
    expect(await api.openDropped('/etc/passwd')).toBeNull();
    expect(await api.openDropped(new File(['root:x:0:0'], '/etc/passwd'))).toBeNull();
    expect(await api.openDropped({ path: '/etc/passwd' })).toBeNull();
    expect(invoked).toEqual([]);
  });
});
