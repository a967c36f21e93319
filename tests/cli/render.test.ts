import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { gridOf, sheetSize } from '../../core/hex';
import type { HexMap, MusterScenario } from '../../core/model/scenario.generated';

const ROOT = join(__dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'muster-render-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let stdout = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (stdout += `${t}\n`), err: (t) => (err += `${t}\n`), cwd: ROOT });
  return { code, out: stdout, err };
}

const BUNDLED = ['taint-no-militia.scenario.json', 'tan-yard-hill.scenario.json'];

describe('muster render', () => {
  it.each(BUNDLED)('draws %s as an SVG whose size in inches is the board', async (name) => {
    const target = join(out, name.replace('.json', '.svg'));
    const r = await run(['render', `scenarios/${name}`, '--out', target]);
    expect(r.code, r.err).toBe(0);
    const board = (JSON.parse(readFileSync(join(ROOT, 'scenarios', name), 'utf8')) as MusterScenario).board!;
    const svg = readFileSync(target, 'utf8');
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${board.widthIn}in" height="${board.heightIn}in" viewBox="0 0 ${board.widthIn} ${board.heightIn}"`));
  });

  it('draws a PNG through Chromium at the pixels an inch asked for', async () => {
    const target = join(out, 'militia.png');
    const r = await run(['render', 'scenarios/taint-no-militia.scenario.json', '--out', target, '--ppi', '20', '--layers', 'terrain,units', '--side', 'confederate']);
    expect(r.code, r.err).toBe(0);
    const png = readFileSync(target);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk holds width and height: 72" × 54" at 20 px an inch.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([72 * 20, 54 * 20]);
  }, 60_000);

  it('draws a hex scenario on its printed sheet, with its hex numbers and one side\'s counters', async () => {
    const target = join(out, 'mill-ford.svg');
    const r = await run(['render', 'scenarios/mill-ford-hex-example.scenario.json', '--out', target, '--side', 'union']);
    expect(r.code, r.err).toBe(0);
    const map = (JSON.parse(readFileSync(join(ROOT, 'scenarios/mill-ford-hex-example.scenario.json'), 'utf8')) as MusterScenario).map as HexMap;
    const { widthIn, heightIn } = sheetSize(gridOf(map.grid));
    expect(r.out).toContain(`(${Math.round(widthIn * 100) / 100}" × ${Math.round(heightIn * 100) / 100}")`);
    const svg = readFileSync(target, 'utf8');
    expect(svg).toContain('>0101</text>');
    expect(svg.match(/class="counter"/g)).toHaveLength(map.units!.filter((u) => u.side === 'union').length);
  });

  it('refuses unknown layers, sides and output kinds as usage errors, and army files as problems', async () => {
    expect((await run(['render', 'scenarios/tan-yard-hill.scenario.json', '--out', join(out, 'x.svg'), '--layers', 'trees'])).code).toBe(2);
    const side = await run(['render', 'scenarios/tan-yard-hill.scenario.json', '--out', join(out, 'x.svg'), '--side', 'martians']);
    expect(side.code).toBe(2);
    expect(side.err).toContain('union');
    expect((await run(['render', 'scenarios/tan-yard-hill.scenario.json', '--out', join(out, 'x.pdf')])).code).toBe(2);
    expect((await run(['render', 'scenarios/taint-no-militia.army-union.json', '--out', join(out, 'x.svg')])).code).toBe(1);
  });
});
