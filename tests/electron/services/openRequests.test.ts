import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileGrants } from '../../../electron/services/grants';
import { documentsInArgv, OPENABLE_EXTENSIONS, OpenRequests } from '../../../electron/services/openRequests';

const dir = mkdtempSync(join(tmpdir(), 'muster-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string) => {
  const path = join(dir, name);
  writeFileSync(path, '{}');
  return path;
};

describe('documents the system asks Muster to open', () => {
  it('opens scenario, army, map, campaign and package files, nothing else', () => {
    expect([...OPENABLE_EXTENSIONS].sort()).toEqual(['.army.json', '.campaign.json', '.map.json', '.muster.zip', '.scenario.json']);
  });

  it('reads document paths from a command line, skipping the program, flags, other files and paths that do not exist', () => {
    const scenario = file('shiloh.scenario.json');
    const army = file('iron.army.json');
    file('notes.txt');
    const argv = ['/opt/Muster/muster', '--no-sandbox', scenario, join(dir, 'notes.txt'), join(dir, 'gone.map.json'), 'iron.army.json'];
    expect(documentsInArgv(argv, { packaged: true, cwd: dir })).toEqual([scenario, army]);
    // Unpackaged, the second argument is the app folder (`electron .`).
    expect(documentsInArgv(['electron', '.', scenario], { packaged: false })).toEqual([scenario]);
  });

  it('grants a path as a dialog pick would, and hands it over only once the window is ready', async () => {
    const grants = new FileGrants();
    const requests = new OpenRequests(grants);
    const scenario = file('antietam.scenario.json');
    const secret = file('secrets.txt');
    await expect(grants.check(scenario, 'read')).rejects.toThrow(/only read files you chose/);
    requests.request(scenario);
    requests.request(secret);
    expect(await grants.check(scenario, 'write')).toBe(scenario);
    await expect(grants.check(secret, 'read')).rejects.toThrow();

    const opened: string[] = [];
    requests.ready((path) => opened.push(path));
    expect(opened).toEqual([scenario]);
    const later = file('later.map.json');
    requests.request(later);
    expect(opened).toEqual([scenario, later]);
  });
});
