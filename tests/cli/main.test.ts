import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runCommand } from '../../cli/main';
import { CliUsageError } from '../../cli/command';
import { commands } from '../../cli/commands/index';
import { MUSTER_VERSION } from '../../core/version';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), cwd: process.cwd() }, out, err };
}

describe('the muster command', () => {
  it('reports the version in package.json', async () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(MUSTER_VERSION).toBe(pkg.version);
    const { io, out } = capture();
    expect(await runCli(['--version'], io)).toBe(0);
    expect(out.join('')).toBe(pkg.version);
  });

  it('lists every registered subcommand in --help', async () => {
    const { io, out } = capture();
    expect(await runCli(['--help'], io)).toBe(0);
    for (const c of commands) expect(out.join('\n')).toContain(`  ${c.name}`);
  });

  it('names an unknown command and exits 2', async () => {
    const { io, err } = capture();
    expect(await runCli(['conquer'], io)).toBe(2);
    expect(err.join('')).toMatch(/unknown command 'conquer'/);
  });

  it('an unexpected error in a command exits 3 with a line asking for a report, a usage mistake 2', async () => {
    const failing = {
      name: 'tally',
      summary: '',
      usage: '',
      run(argv: string[]) {
        if (argv[0] === '--bad') throw new CliUsageError('unknown option --bad');
        return (undefined as unknown as { kind: string }[])[0]!.kind.length; // the TypeError points once threw
      },
    };
    const bug = capture();
    expect(await runCommand(failing, [], bug.io)).toBe(3);
    expect(bug.err[0]).toMatch(/^muster tally: internal error: Cannot read properties of undefined/);
    expect(bug.err[1]).toMatch(/bug in Muster .*please report it/);
    const usage = capture();
    expect(await runCommand(failing, ['--bad'], usage.io)).toBe(2);
    expect(usage.err).toEqual(['muster tally: unknown option --bad']);
  });

  it('runs as an installed binary: npx muster --help exits 0', () => {
    const result = spawnSync('npx', ['--no-install', 'muster', '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^muster \d+\.\d+\.\d+/);
    expect(execFileSync('node', ['bin/muster.js', '--version'], { encoding: 'utf8' }).trim()).toBe(MUSTER_VERSION);
  });

  it('runs JavaScript built from the tree, and builds again when a source it was made from is newer', () => {
    const out = mkdtempSync(join(tmpdir(), 'muster-node-out-'));
    try {
      const env = { ...process.env, MUSTER_NODE_OUT: out };
      const run = (...args: string[]) => spawnSync(process.execPath, ['bin/muster.js', ...args], { encoding: 'utf8', env });
      // No build yet: the first run makes one, then answers from it.
      const first = run('--version');
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout.trim()).toBe(MUSTER_VERSION);
      for (const file of ['cli/muster.cjs', 'cli/validate.cjs', 'web.mjs', 'validation-worker.cjs']) expect(existsSync(join(out, file)), file).toBe(true);
      const listed = JSON.parse(readFileSync(join(out, 'inputs.json'), 'utf8')) as { builtAt: number; inputs: string[] };
      expect(listed.inputs).toEqual(expect.arrayContaining(['cli/main.ts', 'core/version.ts', 'electron/web.ts']));
      expect(listed.inputs.some((f) => f.includes('node_modules'))).toBe(false);
      // A build older than every source (as after an edit): the next run builds again before it answers.
      writeFileSync(join(out, 'inputs.json'), JSON.stringify({ ...listed, builtAt: 0 }));
      const second = run('validate', 'scenarios/taint-no-militia.scenario.json');
      expect(second.status, second.stderr).toBe(0);
      expect(second.stderr).toMatch(/1 file checked: 1 valid/);
      expect((JSON.parse(readFileSync(join(out, 'inputs.json'), 'utf8')) as { builtAt: number }).builtAt).toBeGreaterThan(0);
      // The validators and the command run with V8's code cache beside them, made by the build; the generated module they come from is a source of the build.
      expect(listed.inputs).toContain('core/formats/validators.generated.js');
      for (const file of ['validators.js', 'validators.js.v8cache', 'cli/validate.cjs.v8cache']) expect(existsSync(join(out, file)), file).toBe(true);
      // A cache this Node cannot use: the validators are compiled as before, answer the same, and a cache is written at exit.
      writeFileSync(join(out, 'validators.js.v8cache'), 'not a cache');
      const bad = join(out, 'bad.scenario.json');
      writeFileSync(bad, JSON.stringify({ ...JSON.parse(readFileSync('scenarios/taint-no-militia.scenario.json', 'utf8')), title: '' }));
      const third = run('validate', bad);
      expect(third.status).toBe(1);
      expect(third.stdout).toMatch(/bad\.scenario\.json: \/title: /);
      expect(readFileSync(join(out, 'validators.js.v8cache')).length).toBeGreaterThan(100_000);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
