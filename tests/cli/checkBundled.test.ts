import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';

const ROOT = join(__dirname, '../..');

/** Every scenario file under scenarios/, the hex games in their folders included. */
function bundledScenarios(dir = join(ROOT, 'scenarios')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? bundledScenarios(join(dir, d.name)) : d.name.endsWith('.scenario.json') ? [relative(ROOT, join(dir, d.name))] : [],
  );
}

// What Muster ships is what a club opens first: each bundled scenario passes `muster check` with no error.
describe('muster check on every bundled scenario', () => {
  const files = bundledScenarios();
  it('finds the tabletop and the hex scenarios', () => {
    expect(files).toContain('scenarios/tan-yard-hill.scenario.json');
    expect(files.filter((f) => f.startsWith('scenarios/bluegrey/')).length).toBeGreaterThan(5);
  });
  it.each(files)('%s has no error', async (file) => {
    const out: string[] = [];
    const code = await runCli(['check', '--json', file], { out: (t) => out.push(t), err: (t) => out.push(t), cwd: ROOT });
    const errors = (JSON.parse(out.join('\n')) as { problems: Array<{ severity: string; message: string }> }).problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => p.message)).toEqual([]);
    expect(code).toBe(0);
  });
});
