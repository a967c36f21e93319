/**
 * What the `muster` command prints for people (everything but `--json`, which carries the data's raw
 * citations for programs) names the book's sections, never the seed file the data cites.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { ADF_BOOK } from '../../core/rules/trace';

const ROOT = join(__dirname, '../..');

async function run(argv: string[]): Promise<{ code: number; text: string }> {
  let text = '';
  const code = await runCli(argv, { out: (t) => (text += `${t}\n`), err: (t) => (text += `${t}\n`), cwd: ROOT });
  return { code, text };
}

const RUNS: string[][] = [
  ['--help'],
  ...['info', 'points', 'validate', 'odds', 'random'].map((c) => [c, '--help']),
  ['random', 'forces', '--help'],
  ['random', 'reinforcements', '--help'],
  ['info', 'scenarios/taint-no-militia.scenario.json'],
  ['info', 'scenarios/tan-yard-hill.scenario.json'],
  ['points', 'scenarios/taint-no-militia.scenario.json'],
  ['points', 'scenarios/taint-no-militia.army-union.json'],
  ['validate', 'scenarios/taint-no-militia.scenario.json', 'scenarios/tan-yard-hill.scenario.json'],
  ['odds', 'fire', '--scale', '15mm', '--arm', 'infantry', '--weapon', 'rifle-musket', '--figures', '8', '--quality', 'veteran', '--side', 'union', '--range', 'normal', '--state', 'shaken'],
  ['odds', 'fire', '--scale', '15mm', '--arm', 'cavalry', '--weapon', 'repeating-carbine', '--figures', '6', '--quality', 'veteran', '--side', 'union', '--range', 'long'],
  ['odds', 'morale', '--quality', 'elite', '--stands', '3/3', '--modifier=+1'],
  ['odds', 'charge', '--attacker-figures', '8', '--attacker-mmp', '5', '--defender-figures', '6', '--defender-mmp', '4'],
  ['random', 'forces', '--seed', '7', '--cards', 'union=3,confederate=3'],
  ['random', 'reinforcements', '--seed', '7', '--turns', '4'],
];

describe('the CLI speaks of the book, not of the seed file', () => {
  it.each(RUNS.map((argv) => [argv.join(' '), argv] as const))('muster %s', async (_name, argv) => {
    const { text } = await run([...argv]);
    expect(text.trim().length).toBeGreaterThan(0);
    expect(text).not.toContain(ADF_BOOK);
    expect(text).not.toMatch(/\.txt:\d/);
  });

  it('a trace printed for people gives each step its place in the book', async () => {
    const { code, text } = await run(['odds', 'morale', '--quality', 'elite', '--stands', '3/3']);
    expect(code).toBe(0);
    expect(text).toMatch(/\[ADF · Rules summary 2: scale and morale · [^\]]+\]/);
  });
});
