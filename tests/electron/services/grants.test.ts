import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../electron/backend';
import type { Dialogs } from '../../../electron/services/dialogs';
import { FileGrants } from '../../../electron/services/grants';
import { createScenario } from '../../../core/scenario';

let dir: string;
const open: Backend[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-grants-'));
});
afterEach(() => {
  for (const b of open.splice(0)) b.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A desktop backend whose native dialog answers the next path queued, as a user clicking in it would. */
function desktop(answers: (string | null)[] = []): Backend {
  const dialogs: Dialogs = { openPath: async () => answers.shift() ?? null, savePath: async () => answers.shift() ?? null };
  const backend = startBackend({ dataDir: join(dir, 'data'), mode: 'desktop', documentsDir: join(dir, 'Documents', 'Muster'), dialogs });
  open.push(backend);
  return backend;
}

const scenario = (title: string) => ({ ...createScenario(), title });

describe('file grants on the desktop', () => {
  it('a path named by the page is refused; the same path picked in the native dialog is then allowed', async () => {
    const file = join(dir, 'mine-run.scenario.json');
    const backend = desktop([file]);
    const refused = await backend.dispatch('files.save', { path: file, kind: 'scenario', content: scenario('Mine Run') });
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(existsSync(file)).toBe(false);
    expect(await backend.dispatch('dialogs.savePath', {})).toEqual({ ok: true, result: { path: file } });
    expect(await backend.dispatch('files.save', { path: file, kind: 'scenario', content: scenario('Mine Run') })).toMatchObject({ ok: true });
    // Cancelling the dialog grants nothing.
    expect(await backend.dispatch('dialogs.openPath', {})).toEqual({ ok: true, result: { path: null } });
  });

  it('refuses the web dialog’s grant call, so a script in the window cannot grant itself a path', async () => {
    const backend = desktop();
    expect(await backend.dispatch('dialogs.pick', { mode: 'open', path: '/etc/passwd' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await backend.dispatch('files.readText', { path: '/etc/passwd' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('a file dropped on the window is granted by the shell', async () => {
    const file = join(dir, 'dropped.scenario.json');
    writeFileSync(file, JSON.stringify(scenario('Dropped')));
    const backend = desktop();
    expect(await backend.dispatch('files.open', { path: file })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    backend.grants.grant(file, 'drop');
    expect(await backend.dispatch('files.open', { path: file })).toMatchObject({ ok: true, result: { ok: true, content: { title: 'Dropped' } } });
  });

  it('a file opened or saved before stays granted after a restart, through the recent list; forgotten, it is not', async () => {
    const file = join(dir, 'kept.scenario.json');
    const first = desktop([file]);
    await first.dispatch('dialogs.savePath', {});
    await first.dispatch('files.save', { path: file, kind: 'scenario', content: scenario('Kept') });
    first.close();
    open.length = 0;

    const second = desktop();
    expect(await second.dispatch('files.open', { path: file })).toMatchObject({ ok: true, result: { ok: true } });
    expect(await second.dispatch('files.save', { path: file, kind: 'scenario', content: scenario('Kept again') })).toMatchObject({ ok: true });
    await second.dispatch('files.forgetRecent', { path: file });
    second.close();
    open.length = 0;

    const third = desktop();
    expect(await third.dispatch('files.open', { path: file })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('the documents folder is granted for writing, but a link in it does not reach outside', async () => {
    const backend = desktop();
    const docs = join(dir, 'Documents', 'Muster');
    expect(await backend.dispatch('files.writeText', { path: join(docs, 'oob.csv'), text: 'a' })).toMatchObject({ ok: true });
    expect(await backend.dispatch('files.writeText', { path: join(docs, 'sub', '..', '..', 'escape.csv'), text: 'a' })).toMatchObject({ ok: false });
    mkdirSync(join(dir, 'elsewhere'));
    symlinkSync(join(dir, 'elsewhere'), join(docs, 'link'));
    expect(await backend.dispatch('files.writeText', { path: join(docs, 'link', 'x.csv'), text: 'a' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(readdirSync(join(dir, 'elsewhere'))).toEqual([]);
  });
});

describe('FileGrants', () => {
  it('keeps the data folder private even inside a granted folder, except the documents folder within it', async () => {
    const data = join(dir, 'data');
    mkdirSync(join(data, 'documents'), { recursive: true });
    const grants = new FileGrants({ folders: [{ dir: join(data, 'documents'), access: 'write' }], privateDirs: [data] });
    grants.grant(join(data, 'library.sqlite'), 'web dialog');
    await expect(grants.check(join(data, 'library.sqlite'), 'read')).rejects.toThrow(/Muster's own data/);
    await expect(grants.check(join(data, 'documents', 'a.army.json'), 'write')).resolves.toBe(join(data, 'documents', 'a.army.json'));
    // A link from a granted file into the data folder is still the data folder.
    symlinkSync(join(data, 'library.sqlite'), join(dir, 'innocent.csv'));
    grants.grant(join(dir, 'innocent.csv'), 'web dialog');
    await expect(grants.check(join(dir, 'innocent.csv'), 'read')).rejects.toThrow(/Muster's own data/);
  });
});

describe('start-up cleaning of interrupted saves', () => {
  it('removes orphaned temporary files in the data folder, the documents folder and the recent files’ folders', async () => {
    const file = join(dir, 'work', 'a.scenario.json');
    mkdirSync(join(dir, 'work'));
    const first = desktop([file]);
    await first.dispatch('dialogs.savePath', {});
    await first.dispatch('files.save', { path: file, kind: 'scenario', content: scenario('A') });
    first.close();
    open.length = 0;
    // Left behind by a process that no longer runs (PID 2^22 + 1 is above Linux's limit, so never alive).
    const dead = 4_194_305;
    const orphans = [
      join(dir, 'work', `.a.scenario.json.${dead}.0badf00d.tmp`),
      join(dir, 'data', `.recent-files.json.${dead}.12345678.tmp`),
      join(dir, 'Documents', 'Muster', `.b.army.json.${dead}.abcdef01.tmp`),
    ];
    for (const o of orphans) writeFileSync(o, 'half a save');
    const unrelated = join(dir, `.c.json.${dead}.abcdef01.tmp`); // not a folder Muster wrote to
    writeFileSync(unrelated, 'someone else’s');

    const second = desktop();
    expect((await second.cleaned).sort()).toEqual([...orphans].sort());
    for (const o of orphans) expect(existsSync(o)).toBe(false);
    expect(existsSync(unrelated)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8')).title).toBe('A');
  });
});
