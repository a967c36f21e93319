import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CODE_CACHE_EXTENSION } from '../../../electron/services/codeCache';

const fixture = join(__dirname, 'fixtures', 'require-code-cached.ts');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A process of its own, as `muster` is: the cache is written when the process ends. */
function load(file: string, env: NodeJS.ProcessEnv = {}): unknown {
  const run = spawnSync(process.execPath, ['--import', 'tsx', fixture, file], { encoding: 'utf8', env: { ...process.env, MUSTER_DEBUG: '', ...env } });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

const module = (value: string): string => `const shared = require('./shared.cjs');\nexports.value = ${JSON.stringify(value)};\nexports.shared = shared.name;\nexports.file = __filename;\n`;

/** A folder of a command file that requires a file beside it, as a built subcommand requires cli/command.cjs. */
function builtCommand(): string {
  const folder = mkdtempSync(join(tmpdir(), 'muster-code-cache-'));
  folders.push(folder);
  writeFileSync(join(folder, 'shared.cjs'), "exports.name = 'shared';\n");
  const file = join(folder, 'command.cjs');
  writeFileSync(file, module('first'));
  return file;
}

describe('built code run through V8 code cache', () => {
  it('runs a CommonJS file as require would, writes its cache at exit, and never runs a cache made from another file of the same length', () => {
    const file = builtCommand();
    const cache = `${file}${CODE_CACHE_EXTENSION}`;

    expect(load(file)).toEqual({ value: 'first', shared: 'shared', file });
    expect(existsSync(cache)).toBe(true);
    const written = readFileSync(cache);
    // From the cache: the same answer, and the cache is left as it was.
    expect(load(file)).toEqual({ value: 'first', shared: 'shared', file });
    expect(readFileSync(cache).equals(written)).toBe(true);

    // Rebuilt: the same length, other text (V8 alone would take the old bytecode for it).
    writeFileSync(file, module('other'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(readFileSync(file).length).toBe(Buffer.byteLength(module('first')));
    expect(load(file)).toEqual({ value: 'other', shared: 'shared', file });
    expect(readFileSync(cache).equals(written)).toBe(false);

    // A cache that is not one (cut short, another program's) is compiled past and replaced.
    writeFileSync(cache, 'not a cache');
    expect(load(file)).toEqual({ value: 'other', shared: 'shared', file });
    expect(readFileSync(cache).length).toBeGreaterThan(100);
  });

  it('loads the file as Node does, for its source map, when a stack is asked for (MUSTER_DEBUG=1), and writes no cache', () => {
    const file = builtCommand();
    expect(load(file, { MUSTER_DEBUG: '1' })).toEqual({ value: 'first', shared: 'shared', file });
    expect(existsSync(`${file}${CODE_CACHE_EXTENSION}`)).toBe(false);
  });
});
