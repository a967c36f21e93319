import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
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

  it('runs as an installed binary: npx muster --help exits 0', () => {
    const result = spawnSync('npx', ['--no-install', 'muster', '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^muster \d+\.\d+\.\d+/);
    expect(execFileSync('node', ['bin/muster.js', '--version'], { encoding: 'utf8' }).trim()).toBe(MUSTER_VERSION);
  });
});
