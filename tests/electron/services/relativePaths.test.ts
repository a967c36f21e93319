/**
 * A bare or relative file name given to the API names a file in the folder the dialog shows (the
 * documents folder unless the dialog says which), never in the server's working folder: web mode's
 * page once suggested `scenario.battle-report.txt` while showing the documents folder, and Save wrote
 * it wherever the server had been started. Through the real backend, with a real documents folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../electron/backend';
import { titledFileName } from '../../../core/formats/fileNames';

let dir: string;
let documents: string;
let backend: Backend;
let cwd: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-relative-'));
  documents = join(dir, 'Muster');
  backend = startBackend({ dataDir: join(dir, 'data'), documentsDir: documents, mode: 'web' });
  cwd = process.cwd();
  // The server's working folder, where nothing may land.
  mkdirSync(join(dir, 'server'));
  process.chdir(join(dir, 'server'));
});
afterEach(() => {
  process.chdir(cwd);
  backend.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (method: string, params: unknown) => backend.dispatch(method, params) as Promise<{ ok: boolean; result?: { path: string }; error?: { message: string } }>;

describe('relative file names in the API', () => {
  it('the name offered for a battle report is the scenario title', () => {
    expect(titledFileName('Tan Yard Hill', 'battle report', '.txt')).toBe('Tan Yard Hill – battle report.txt');
    expect(titledFileName('“They Are Across!”: 2/3', 'result', '.json')).toBe('“They Are Across!” 2 3 – result.json');
    expect(titledFileName(undefined, 'result', '.json')).toBe('result.json');
  });

  it('a bare name picked in the dialog is a file in the documents folder, and the report is written there', async () => {
    const name = titledFileName('Tan Yard Hill', 'battle report', '.txt');
    const picked = await call('dialogs.pick', { mode: 'save', path: name });
    expect(picked).toEqual({ ok: true, result: { path: join(documents, name) } });
    expect(await call('files.writeText', { path: picked.result!.path, text: 'Union wins: no Confederate unit on the hill.' })).toMatchObject({ ok: true });
    expect(readFileSync(join(documents, name), 'utf8')).toContain('Union wins');
    expect(existsSync(join(dir, 'server', name))).toBe(false);
  });

  it('a relative name anywhere (a write, a read) is in the documents folder, never the working folder', async () => {
    expect(await call('files.writeText', { path: 'notes/../mine-run-1 – result.json', text: '{}' })).toEqual({ ok: true, result: { path: join(documents, 'mine-run-1 – result.json') } });
    expect(existsSync(join(documents, 'mine-run-1 – result.json'))).toBe(true);
    expect(existsSync(join(dir, 'server', 'mine-run-1 – result.json'))).toBe(false);
    expect(await call('files.readText', { path: 'mine-run-1 – result.json' })).toMatchObject({ ok: true, result: { text: '{}' } });
  });

  it('a bare name picked while the dialog shows another folder is a file in that folder', async () => {
    const elsewhere = join(dir, 'club');
    mkdirSync(elsewhere);
    expect(await call('dialogs.pick', { mode: 'save', path: 'report.txt', folder: elsewhere })).toEqual({ ok: true, result: { path: join(elsewhere, 'report.txt') } });
    expect(await call('files.writeText', { path: join(elsewhere, 'report.txt'), text: 'x' })).toMatchObject({ ok: true });
    expect(existsSync(join(elsewhere, 'report.txt'))).toBe(true);
  });
});
