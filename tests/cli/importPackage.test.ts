/**
 * `muster import package`: a package made by `muster export` unpacked into a folder where the scenario opens
 * with its army files beside it; a tampered one refused with the reason and nothing written (exit 1); usage
 * mistakes (exit 2).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { readDocumentFile } from '../../electron/services/files/index';
import type { MusterScenario } from '../../core/model/scenario.generated';

async function run(args: string[], cwd = process.cwd()) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (t) => out.push(t), err: (t) => err.push(t), cwd });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const dir = mkdtempSync(join(tmpdir(), 'muster-import-package-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  const made = await run(['export', join(process.cwd(), 'scenarios/taint-no-militia.scenario.json'), '--format', 'package', '--out', 'militia.muster.zip', '--side', 'Union'], dir);
  if (made.code !== 0) throw new Error(made.err);
}, 600_000);

describe('muster import package', () => {
  it('unpacks the documents and PDFs into the folder, where each opens as the kind the package says', async () => {
    const r = await run(['import', 'package', 'militia.muster.zip', '--out', 'club'], dir);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines.at(-1)).toBe("T'ain't No Militia: 8 files unpacked into club.");
    expect(lines).toContain("wrote club/t-ain-t-no-militia.scenario.json (scenario: T'ain't No Militia)");
    expect(lines.filter((l) => /^wrote club\/pdf\/\S+\.pdf \(pdf: /.test(l))).toHaveLength(4);
    expect(readdirSync(join(dir, 'club')).sort()).toEqual(['armies', 'maps', 'pdf', 't-ain-t-no-militia.scenario.json']);
    const scenario = await readDocumentFile(join(dir, 'club/t-ain-t-no-militia.scenario.json'));
    if (!scenario.ok) throw new Error(JSON.stringify(scenario.errors));
    expect((scenario.document as unknown as MusterScenario).title).toBe("T'ain't No Militia");
    const armies = readdirSync(join(dir, 'club/armies'));
    expect(armies).toHaveLength(2);
    for (const name of armies) {
      const army = await readDocumentFile(join(dir, 'club/armies', name));
      expect(army.ok && army.kind, name).toBe('army');
    }
    const map = await readDocumentFile(join(dir, 'club/maps', readdirSync(join(dir, 'club/maps'))[0]!));
    expect(map.ok && map.kind).toBe('map');
    const pdf = readFileSync(join(dir, 'club/pdf', readdirSync(join(dir, 'club/pdf'))[0]!));
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
  });

  it('refuses a tampered package with the reason and writes nothing (exit 1)', async () => {
    const files = unzipSync(readFileSync(join(dir, 'militia.muster.zip'))) as Record<string, Uint8Array>;
    files['../escape.scenario.json'] = strToU8('{}');
    const scenarioPath = Object.keys(files).find((p) => p.endsWith('.scenario.json') && !p.startsWith('..'))!;
    files[scenarioPath] = strToU8(new TextDecoder().decode(files[scenarioPath]).replace('"title": "', '"title": "Altered: '));
    writeFileSync(join(dir, 'tampered.muster.zip'), zipSync(files as Zippable));
    const escaped = await run(['import', 'package', 'tampered.muster.zip', '--out', 'tampered'], dir);
    expect(escaped).toEqual({
      code: 1,
      out: '',
      err: [
        'tampered.muster.zip: the entry "../escape.scenario.json" climbs out of the package\'s folder (..)',
        'tampered.muster.zip: refused; nothing was written.',
      ].join('\n'),
    });
    delete files['../escape.scenario.json'];
    writeFileSync(join(dir, 'altered.muster.zip'), zipSync(files as Zippable));
    const altered = await run(['import', 'package', 'altered.muster.zip', '--out', 'tampered'], dir);
    expect(altered.code).toBe(1);
    expect(altered.err.split('\n')[0]).toBe(`altered.muster.zip: ${scenarioPath} does not match its checksum in the manifest: the package is damaged or was altered after it was made`);
    expect(existsSync(join(dir, 'tampered'))).toBe(false);
    expect(existsSync(join(dir, 'escape.scenario.json'))).toBe(false);
  });

  it('says what is missing from the call (exit 2), and a file that is not there (exit 1)', async () => {
    const none = await run(['import', 'package', '--out', 'x'], dir);
    expect(none).toMatchObject({ code: 2 });
    expect(none.err).toContain('name the package to unpack (FILE.muster.zip)');
    const noOut = await run(['import', 'package', 'militia.muster.zip'], dir);
    expect(noOut).toMatchObject({ code: 2 });
    expect(noOut.err).toContain('--out DIR is required');
    expect(await run(['import', 'package', 'gone.muster.zip', '--out', 'x'], dir)).toEqual({ code: 1, out: '', err: 'gone.muster.zip: cannot read it (no such file or folder)' });
  });
});

describe('muster import package writes all or nothing, inside DIR', () => {
  /** Every file under `folder`, hidden ones too, as paths relative to it. */
  const tree = (folder: string): string[] => (existsSync(folder) ? (readdirSync(folder, { recursive: true, withFileTypes: true }) as Array<{ name: string; parentPath: string; isFile(): boolean }>).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(folder.length + 1)).sort() : []);

  it('refuses a DIR whose armies folder is a link to another folder, and writes nothing there or in DIR', async () => {
    const out = join(dir, 'linked');
    const elsewhere = join(dir, 'elsewhere');
    mkdirSync(out);
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(out, 'armies'));
    const r = await run(['import', 'package', 'militia.muster.zip', '--out', 'linked'], dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^linked: nothing was unpacked: armies\/[a-z0-9-]+\.army\.json would land in .*elsewhere.*, outside .*\/linked: a folder or file in the way is a link out of it$/);
    expect(tree(elsewhere)).toEqual([]);
    expect(readdirSync(out)).toEqual(['armies']);
    expect(readdirSync(dir).filter((n) => n.includes('.import-'))).toEqual([]);
  });

  it('a write failing halfway leaves DIR as it was, the files it held before included', async () => {
    const out = join(dir, 'halfway');
    mkdirSync(out);
    // The package's sheets go in pdf/, which here is a file: the documents move first, then pdf/… fails.
    writeFileSync(join(out, 'pdf'), 'not a folder');
    writeFileSync(join(out, 'notes.txt'), 'the club’s notes');
    const r = await run(['import', 'package', 'militia.muster.zip', '--out', 'halfway'], dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^halfway: nothing was unpacked: /);
    expect(tree(out)).toEqual(['notes.txt', 'pdf']);
    expect(readFileSync(join(out, 'pdf'), 'utf8')).toBe('not a folder');
    expect(readdirSync(dir).filter((n) => n.includes('.import-'))).toEqual([]);
  });

  it('the temporary folder a killed import left beside DIR is removed by the next run, which unpacks whole', async () => {
    const out = join(dir, 'killed');
    // What a run killed mid-import leaves: its hidden temporary folder, named with its process id.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const leftover = join(dir, `.killed.import-${gone}-abc123`);
    mkdirSync(join(leftover, 'new', 'armies'), { recursive: true });
    writeFileSync(join(leftover, 'new', 'armies', 'half.army.json'), '{');
    const r = await run(['import', 'package', 'militia.muster.zip', '--out', 'killed'], dir);
    expect(r.code).toBe(0);
    expect(existsSync(leftover)).toBe(false);
    expect(tree(out).length).toBe(r.out.split('\n').filter((l) => l.startsWith('wrote ')).length);
    expect(readdirSync(dir).filter((n) => n.includes('.import-'))).toEqual([]);
  });
});
