/**
 * File ▸ Export… and opening a package, through the API's own handlers with the real services behind them:
 * a real SQLite library, real grants, the recent list, a package printed by Chromium and written to disk,
 * then inspected, imported, and refused when tampered with (the library left as it was). Exports run as the
 * app runs them: each in a worker with its limits (electron/services/jobs), printing in the shared Chromium.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandlers, ExportJobState } from '../../../../core/api/contract';
import type { MusterScenario } from '../../../../core/model/scenario.generated';
import { DocumentFiles } from '../../../../electron/services/documentFiles';
import type { Examples } from '../../../../electron/services/examples';
import { RecentFiles } from '../../../../electron/services/files/index';
import { FileGrants } from '../../../../electron/services/grants';
import { makeHandlers } from '../../../../electron/services/handlers';
import { Library } from '../../../../electron/services/library/library';
import { readPackage } from '../../../../electron/services/package/scenarioPackage';
import { WorkJobs } from '../../../../electron/services/jobs/jobs';
import { browserHost } from '../../../../electron/services/jobs/browserHost';

const SCENARIOS = join(__dirname, '../../../../scenarios');
const dir = mkdtempSync(join(tmpdir(), 'muster-package-api-'));
const dataDir = join(dir, 'data');
let library: Library;
let grants: FileGrants;
let api: ApiHandlers;

beforeAll(() => {
  mkdirSync(dataDir);
  library = Library.open(join(dir, 'library.sqlite'));
  grants = new FileGrants({ privateDirs: [dataDir] });
  const recent = new RecentFiles(dataDir);
  api = makeHandlers({ library, files: new DocumentFiles(recent, grants), recent, examples: {} as Examples, grants, mode: 'web', dataDir, jobs: new WorkJobs(browserHost()) });
});
afterAll(() => {
  library.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Follows a job as the Export dialog does, until it ends; every state seen on the way. */
async function follow(job: string): Promise<ExportJobState[]> {
  const seen: ExportJobState[] = [];
  for (;;) {
    const state = await api['exports.progress']({ job });
    seen.push(state);
    if (state.state !== 'running') return seen;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const militia = JSON.parse(readFileSync(join(SCENARIOS, 'taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;
const unionArmy = JSON.parse(readFileSync(join(SCENARIOS, 'taint-no-militia.army-union.json'), 'utf8')) as { orderOfBattle: { name: string } };
const packagePath = join(dir, 'militia.muster.zip');

describe('exports.start, exports.progress and exports.cancel', () => {
  it('make a package of the open scenario, its Union army from the library, with its steps, written where the user chose, and read back whole', { timeout: 600_000 }, async () => {
    const inLibrary = library.create({ kind: 'army', title: 'Union army', content: unionArmy });
    const scenario = { ...militia, sides: militia.sides.map((s) => (s.id === 'union' ? { ...s, forces: { libraryArmy: { id: inLibrary.id, title: inLibrary.title } } } : s)) };
    const { job } = await api['exports.start']({ path: grants.grant(packagePath, 'dialog'), format: 'package', scenario });
    const seen = await follow(job);
    const end = seen.at(-1)!;
    expect(end).toMatchObject({ state: 'done', path: packagePath, summary: expect.stringMatching(/^9 files \(5 PDFs\), \d+ KB$/) });
    expect(seen.some((s) => s.state === 'running' && s.step.startsWith('Printing Briefing'))).toBe(true);
    const read = readPackage(readFileSync(packagePath), 'militia.muster.zip');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.documents.find((d) => d.kind === 'army' && d.entry.title === unionArmy.orderOfBattle.name)?.content).toEqual(unionArmy);
    // The end was read: the job is gone.
    await expect(async () => api['exports.progress']({ job })).rejects.toThrow(/not known/);
  });

  it('stop at Cancel once a sheet is being printed, say so, and write nothing', { timeout: 600_000 }, async () => {
    const path = grants.grant(join(dir, 'cancelled.muster.zip'), 'dialog');
    const { job } = await api['exports.start']({ path, format: 'package', scenario: militia });
    // Cancel once the first sheet is under way, as a user would on seeing the bar move.
    for (;;) {
      const state = await api['exports.progress']({ job });
      if (state.state !== 'running') throw new Error(`the export ended before Cancel: ${JSON.stringify(state)}`);
      if (state.step.startsWith('Printing')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await api['exports.cancel']({ job })).toEqual({ state: 'cancelled' });
    // The sheets already being printed finish in the background; what the job says stays cancelled.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await api['exports.progress']({ job })).toEqual({ state: 'cancelled' });
    expect(() => readFileSync(join(dir, 'cancelled.muster.zip'))).toThrow(/ENOENT/);
  });

  it('refuse, with the reason, a side whose library army is gone, and write nothing', async () => {
    const path = grants.grant(join(dir, 'gone.muster.zip'), 'dialog');
    const scenario = { ...militia, sides: militia.sides.map((s, i) => (i === 0 ? { ...s, forces: { libraryArmy: { id: 'no-such-army', title: 'Iron Brigade' } } } : s)) };
    const { job } = await api['exports.start']({ path, format: 'package', scenario });
    expect((await follow(job)).at(-1)).toEqual({ state: 'refused', reason: 'side Union uses Iron Brigade, which is no longer in the library: attach another army, or embed one' });
    expect(() => readFileSync(path)).toThrow(/ENOENT/);
  });

  it('refuse at once a path not chosen, a name without the format\'s extension, an invalid scenario and an unknown side', async () => {
    await expect(async () => api['exports.start']({ path: join(dir, 'unpicked.muster.zip'), format: 'package', scenario: militia })).rejects.toThrow(/only write files you chose/);
    await expect(async () => api['exports.start']({ path: grants.grant(join(dir, 'x.zip'), 'dialog'), format: 'package', scenario: militia })).rejects.toThrow("x.zip: a scenario package's name ends in .muster.zip");
    const path = grants.grant(join(dir, 'y.muster.zip'), 'dialog');
    await expect(async () => api['exports.start']({ path, format: 'package', scenario: { ...militia, sides: 'none' } })).rejects.toThrow(/^Only a valid scenario can be exported: \/sides: /);
    await expect(async () => api['exports.start']({ path, format: 'package', scenario: militia, side: 'prussia' })).rejects.toThrow("T'ain't No Militia has no side \"prussia\"; its sides are union, confederate");
  });
});

describe('packages.inspect and packages.import', { timeout: 180_000 }, () => {
  it('show a package\'s contents, then import its scenario and armies into the library in one go', async () => {
    const path = grants.grant(packagePath, 'dialog');
    const seen = await api['packages.inspect']({ path });
    if (!seen.ok) throw new Error(seen.problems.join('\n'));
    expect(seen).toMatchObject({ title: "T'ain't No Militia", formatVersion: 2, sides: ['Union', 'Confederate'] });
    expect(seen.entries.map((e) => e.kind).sort()).toEqual(['army', 'army', 'map', 'pdf', 'pdf', 'pdf', 'pdf', 'pdf', 'scenario']);
    expect(seen.entries.find((e) => e.kind === 'pdf' && e.path.includes('deployment-union'))).toMatchObject({ title: 'Deployment: Union', sheet: 'Deployment sheet' });
    expect(seen.entries.every((e) => e.bytes > 0)).toBe(true);
    expect((await api['files.recent']({}))[0]).toMatchObject({ path, kind: 'package', title: "T'ain't No Militia" });

    const before = library.list().length;
    const imported = await api['packages.import']({ path });
    if (!imported.ok) throw new Error(imported.problems.join('\n'));
    expect(imported.scenario.title).toBe("T'ain't No Militia");
    expect(imported.armies).toHaveLength(2);
    expect(library.list().length).toBe(before + 3);
    // The side that used a library army names the army just imported; the one that embeds its army still does.
    const stored = library.get(imported.scenario.id).content as MusterScenario;
    const union = imported.armies.find((a) => a.title === unionArmy.orderOfBattle.name)!;
    expect(stored.sides[0]!.forces.libraryArmy).toEqual({ id: union.id, title: union.title });
    expect(stored.sides[1]!.forces.orderOfBattle).toBeDefined();
  });

  it('refuse a tampered package with the reason and leave the library as it was', async () => {
    const files = unzipSync(readFileSync(packagePath)) as Record<string, Uint8Array>;
    const scenarioPath = Object.keys(files).find((p) => p.endsWith('.scenario.json'))!;
    files[scenarioPath] = strToU8(new TextDecoder().decode(files[scenarioPath]).replace('"title": "', '"title": "Altered: '));
    const tampered = join(dir, 'tampered.muster.zip');
    writeFileSync(tampered, zipSync(files as Zippable));
    const path = grants.grant(tampered, 'dialog');
    const before = library.list();
    const reason = `${scenarioPath} does not match its checksum in the manifest: the package is damaged or was altered after it was made`;
    expect(await api['packages.inspect']({ path })).toEqual({ ok: false, path, problems: [reason] });
    expect(await api['packages.import']({ path })).toEqual({ ok: false, path, problems: [reason] });
    expect(library.list()).toEqual(before);
  });

  it('say a file that is not there cannot be read, and refuse one the user never chose', async () => {
    const path = grants.grant(join(dir, 'missing.muster.zip'), 'dialog');
    expect(await api['packages.inspect']({ path })).toEqual({ ok: false, path, problems: ['missing.muster.zip cannot be read: there is no such file'] });
    await expect(async () => api['packages.import']({ path: join(dir, 'other.muster.zip') })).rejects.toThrow(/only read files you chose/);
  });
});
