/**
 * The real backend (electron/backend.ts: a SQLite library and files in a temp folder) behind the
 * renderer's API client shape, so the workspace's state is tested against what it really talks to.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '../../../core/api/contract';
import { startBackend, type Backend } from '../../../electron/backend';
import { ApiCallError } from '../../../renderer/src/platform/api';

export interface RealBackend {
  backend: Backend;
  api: ApiClient;
  dir: string;
  close(): void;
}

/** With `examplesDir`, the bundled examples are listed and opened as the app's Library offers them. */
export function realBackend(options: { examplesDir?: string } = {}): RealBackend {
  const dir = mkdtempSync(join(tmpdir(), 'muster-state-'));
  const backend = startBackend({ dataDir: join(dir, 'data'), documentsDir: join(dir, 'documents'), mode: 'web', ...options });
  const api = {
    async call(method: string, params: unknown) {
      const response = await backend.dispatch(method, params);
      if (!response.ok) throw new ApiCallError(response.error.code, response.error.message);
      return response.result;
    },
  } as ApiClient;
  return {
    backend,
    api,
    dir,
    close() {
      backend.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
