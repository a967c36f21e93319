/**
 * `muster import bluegrey`: the exact JSON contract users script against, the files it writes (each one
 * read back and validated as a user's file would be), and its exit codes: 0 done, 1 something could not
 * be read or written (with the reason), 2 a usage mistake.
 */
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { BLUEGREY_BOOK } from '../../core/rules/trace';
import { readDocumentFile } from '../../electron/services/files/index';
import { seedPath } from '../support/seeds';

async function run(args: string[], cwd = process.cwd()) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (t) => out.push(t), err: (t) => err.push(t), cwd });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const BOOK = seedPath(BLUEGREY_BOOK);

describe('muster import bluegrey', () => {
  it('writes one scenario per game with charts and answers in the exact JSON shape', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'muster-import-'));
    const r = await run(['import', 'bluegrey', BOOK, '--out', 'out', '--json'], cwd);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { battles: Array<{ title: string; file: string | null; sides: Array<Record<string, unknown>>; problems: string[] }> };
    expect(Object.keys(json)).toEqual(['battles']);
    expect(json.battles).toHaveLength(20);
    for (const b of json.battles) {
      expect(Object.keys(b)).toEqual(['title', 'file', 'sides', 'problems']);
      for (const s of b.sides) {
        expect(Object.keys(s)).toEqual(['name', 'deployed', 'reinforcements', 'strengthPoints']);
        for (const k of ['deployed', 'reinforcements', 'strengthPoints']) expect(Number.isInteger(s[k])).toBe(true);
      }
      for (const p of b.problems) expect(p).toMatch(/^line \d+: \S/);
    }
    expect(json.battles.find((b) => b.title === 'Shiloh')).toMatchObject({
      file: join('out', 'shiloh.scenario.json'),
      sides: [
        { name: 'Union', deployed: 26, reinforcements: 17, strengthPoints: 190 },
        { name: 'Confederate', deployed: 25, reinforcements: 0, strengthPoints: 132 },
      ],
    });
    expect(json.battles.find((b) => b.title === 'First Bull Run')).toEqual({
      title: 'First Bull Run',
      file: null,
      sides: [],
      problems: [expect.stringMatching(/^line 1080: the text has no Initial Deployment or Reinforcement Chart/)],
    });
    // The files named are the files written, and each opens as a valid scenario.
    const files = json.battles.flatMap((b) => (b.file ? [b.file] : []));
    expect(files).toHaveLength(14);
    expect(readdirSync(join(cwd, 'out')).sort()).toEqual(files.map((f) => f.slice('out/'.length)).sort());
    for (const f of files) {
      const opened = await readDocumentFile(join(cwd, f), { displayName: f });
      expect(opened.ok ? opened.kind : opened.errors, f).toBe('scenario');
    }
  });

  it('without --json, names each game, the file written and every problem with its line', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'muster-import-'));
    const r = await run(['import', 'bluegrey', BOOK, '--out', 'scenarios'], cwd);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Shiloh: wrote ${join('scenarios', 'shiloh.scenario.json')} (Union 26 deployed, 17 reinforcing, 190 strength points; Confederate 25 deployed, 0 reinforcing, 132 strength points)`);
    expect(r.out).toContain('Road to Vicksburg: not imported');
    expect(r.out).toMatch(/\n {2}line 7599: strength "la" has the letter l for the digit 1: read as 1a\n/);
    expect(r.out).toMatch(/14 of 20 games imported into scenarios; \d+ problems reported\.$/);
    expect(r.out).not.toMatch(/\.txt:\d/);
  });

  it('exit 1, with the reason, when the text cannot be read, is not the book, or the folder cannot be written', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'muster-import-'));
    const missing = await run(['import', 'bluegrey', 'nowhere.txt', '--out', 'out'], cwd);
    expect(missing).toMatchObject({ code: 1, err: 'nowhere.txt: cannot read it (no such file or folder)' });
    writeFileSync(join(cwd, 'other.txt'), 'Some other text\n[1.0] INTRODUCTION\n');
    const other = await run(['import', 'bluegrey', 'other.txt', '--out', 'out'], cwd);
    expect(other.code).toBe(1);
    expect(other.err).toMatch(/^other\.txt: no Blue & Grey battle found in it/);
    expect(existsSync(join(cwd, 'out'))).toBe(false);
    writeFileSync(join(cwd, 'afile'), 'x');
    const blocked = await run(['import', 'bluegrey', BOOK, '--out', 'afile'], cwd);
    expect(blocked.code).toBe(1);
    expect(blocked.err).toMatch(/^afile: cannot make the folder \(/);
    const folder = await run(['import', 'bluegrey', cwd, '--out', 'out'], cwd);
    expect(folder).toMatchObject({ code: 1, err: `${cwd}: cannot read it (this is a folder, not a file)` });
  });

  it('exit 2 on usage mistakes, naming the sources and flags', async () => {
    for (const [args, message] of [
      [['import'], /name what to import from: bluegrey, package, tmj/],
      [['import', 'vassal', 'x.vmod'], /unknown source 'vassal'; sources: bluegrey, package, tmj/],
      [['import', 'bluegrey', BOOK], /--out DIR is required/],
      [['import', 'bluegrey', '--out', 'x'], /name the Blue & Grey text to read/],
      [['import', 'bluegrey', BOOK, BOOK, '--out', 'x'], /takes one text file/],
      [['import', 'bluegrey', BOOK, '--out', 'x', '--svg'], /unknown flag --svg; accepted flags: --out, --json/],
    ] as const) {
      const r = await run([...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
    }
    const help = await run(['import', 'bluegrey', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: muster import bluegrey PATH-TO-002.txt --out DIR [--json]');
    expect((await run(['--help'])).out).toMatch(/\n {2}import +make Muster documents from other sources/);
  });
});
