/**
 * The `muster` a user runs: the built `bin/muster.js` started as a child process with Node, from a
 * folder of its own outside the project (a user's script runs it from anywhere), so what these tests
 * see is what a user sees — the bundles in out/node and the assets found from the package root, not the
 * TypeScript sources called in process (issue 39: `muster history` failed for every user while the
 * in-process tests passed).
 *
 * `npm run test:unit` builds the command first (`build:node`); bin/muster.js rebuilds a stale build
 * itself, so a test run straight from vitest runs the tree's code too.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../../support/seeds';

export const MUSTER_BIN = join(REPO_ROOT, 'bin', 'muster.js');

export interface Shipped {
  status: number | null;
  stdout: string;
  stderr: string;
  /** stdout read as JSON (throws with the text when it is not). */
  json<T = any>(): T;
}

/** A fresh folder outside the project, with the bundled scenarios copied in when asked. */
export function userFolder(options: { scenarios?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'muster-user-'));
  if (relative(REPO_ROOT, dir).split(/[\\/]/)[0] !== '..') throw new Error(`${dir} is inside the project`);
  if (options.scenarios) cpSync(join(REPO_ROOT, 'scenarios'), dir, { recursive: true });
  return dir;
}

/** Runs `node <repo>/bin/muster.js ARGS` in `cwd`, as a user's script would. */
export function muster(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Shipped {
  const result = spawnSync(process.execPath, [MUSTER_BIN, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    // A library of the test's own, never the user's.
    env: { ...process.env, MUSTER_DATA_DIR: join(cwd, '.muster-data'), ...env },
  });
  if (result.error) throw result.error;
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    json() {
      try {
        return JSON.parse(result.stdout);
      } catch {
        throw new Error(`muster ${args.join(' ')} printed no JSON:\n${result.stdout}\n${result.stderr}`);
      }
    },
  };
}

/** A file the command wrote, read back (throws naming it when it is missing). */
export function written(cwd: string, path: string): Buffer {
  const at = resolve(cwd, path);
  if (!existsSync(at)) throw new Error(`muster wrote no ${at}`);
  return readFileSync(at);
}
