import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiMethod, ApiResponse } from '../../../core/api/contract';
import type { DraftComparison } from '../../../core/library/drafts';
import type { AutosaveEntry, LibraryEntry } from '../../../core/library/types';
import { startBackend, type Backend } from '../../../electron/backend';

// Recovery drafts through the API, on a real SQLite library and real files, across restarts of the backend.
let dir: string;
let backend: Backend;
const start = () => startBackend({ dataDir: join(dir, 'data'), mode: 'web' });
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-drafts-'));
  backend = start();
});
afterEach(() => {
  backend.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call<T>(method: ApiMethod, params: unknown): Promise<T> {
  const response = (await backend.dispatch(method, params)) as ApiResponse<T>;
  if (!response.ok) throw new Error(`${response.error.code}: ${response.error.message}`);
  return response.result;
}
const restart = () => {
  backend.close();
  backend = start();
};

const bundledArmy = () => JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.army-union.json'), 'utf8')) as { orderOfBattle: { name: string; notes?: string } };
const withName = (name: string) => {
  const army = bundledArmy();
  return { ...army, orderOfBattle: { ...army.orderOfBattle, name } };
};

describe('recovery drafts, compared and discarded, on a real library and real files', () => {
  it('compares a draft of a file with the file, without adding it to Open Recent, and still after a restart', async () => {
    const file = join(dir, 'iron-brigade.army.json');
    await call('dialogs.pick', { mode: 'save', path: file });
    await call('files.save', { path: file, kind: 'army', content: withName('Iron Brigade') });
    const recentBefore = await call<unknown[]>('files.recent', {});
    await call('library.autosave', { key: 'k-file', kind: 'army', title: 'Iron Brigade, July 1', documentId: null, path: file, content: withName('Iron Brigade, July 1') });

    const compared = await call<DraftComparison>('library.compareDraft', { key: 'k-file' });
    expect(compared).toEqual({
      key: 'k-file',
      title: 'Iron Brigade, July 1',
      saved: { from: 'file', title: 'Iron Brigade', path: file },
      differences: [{ where: 'Order of battle › Name', saved: '"Iron Brigade"', draft: '"Iron Brigade, July 1"' }],
      more: 0,
    });
    expect(await call<unknown[]>('files.recent', {})).toEqual(recentBefore);

    // The app stopped: the draft is still there, and the file (a recent one) can still be read to compare.
    restart();
    expect((await call<AutosaveEntry[]>('library.autosaves', {})).map((d) => d.key)).toEqual(['k-file']);
    expect((await call<DraftComparison>('library.compareDraft', { key: 'k-file' })).differences).toHaveLength(1);
  });

  it('compares a draft of a library document with the library version', async () => {
    const entry = await call<LibraryEntry>('library.create', { kind: 'army', title: 'Iron Brigade', content: withName('Iron Brigade') });
    await call('library.autosave', { key: 'k-lib', kind: 'army', title: 'Iron Brigade 1863', documentId: entry.id, path: null, content: withName('Iron Brigade 1863') });
    const compared = await call<DraftComparison>('library.compareDraft', { key: 'k-lib' });
    expect(compared.saved).toEqual({ from: 'library', title: 'Iron Brigade', path: null });
    expect(compared.differences).toEqual([{ where: 'Order of battle › Name', saved: '"Iron Brigade"', draft: '"Iron Brigade 1863"' }]);
  });

  it('says why there is nothing to compare with: never saved, deleted from the library, a file that no longer opens', async () => {
    await call('library.autosave', { key: 'k-new', kind: 'army', title: 'New army', documentId: null, path: null, content: withName('New army') });
    expect(await call<DraftComparison>('library.compareDraft', { key: 'k-new' })).toMatchObject({ saved: { from: 'none', reason: 'It was never saved.' }, differences: [], more: 0 });

    const entry = await call<LibraryEntry>('library.create', { kind: 'army', title: 'Gone', content: withName('Gone') });
    await call('library.autosave', { key: 'k-gone', kind: 'army', title: 'Gone', documentId: entry.id, path: null, content: withName('Gone, edited') });
    await call('library.delete', { id: entry.id });
    expect((await call<DraftComparison>('library.compareDraft', { key: 'k-gone' })).saved).toEqual({ from: 'none', reason: 'The library no longer has it: it was deleted, or is in the trash.' });

    const file = join(dir, 'broken.army.json');
    await call('dialogs.pick', { mode: 'save', path: file });
    await call('files.save', { path: file, kind: 'army', content: withName('Broken') });
    writeFileSync(file, '{ "orderOfBattle": ');
    await call('library.autosave', { key: 'k-broken', kind: 'army', title: 'Broken', documentId: null, path: file, content: withName('Broken') });
    const broken = await call<DraftComparison>('library.compareDraft', { key: 'k-broken' });
    expect(broken.saved.from).toBe('none');
    expect(broken.saved.from === 'none' && broken.saved.reason).toMatch(/^broken\.army\.json no longer opens: broken\.army\.json: .*line 1/);
  });

  it('a discarded draft is gone, and is not offered after a restart; comparing it says so', async () => {
    await call('library.autosave', { key: 'k1', kind: 'army', title: 'One', documentId: null, path: null, content: withName('One') });
    await call('library.autosave', { key: 'k2', kind: 'army', title: 'Two', documentId: null, path: null, content: withName('Two') });
    await call('library.discardAutosave', { key: 'k1' });
    restart();
    expect((await call<AutosaveEntry[]>('library.autosaves', {})).map((d) => d.key)).toEqual(['k2']);
    await expect(call('library.compareDraft', { key: 'k1' })).rejects.toThrow(/not-found: There is no autosaved draft k1/);
  });
});
