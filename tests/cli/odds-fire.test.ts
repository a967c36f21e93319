import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import type { CliIo } from '../../cli/command';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), cwd: ROOT };
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const FIRE = ['odds', 'fire', '--scale', '15mm', '--arm', 'infantry', '--weapon', 'rifle-musket', '--figures', '8', '--quality', 'veteran', '--side', 'union', '--range', 'normal'];

describe('muster odds fire', () => {
  it('--json prints exactly fp, dice, drm, results and trace; TC-15 (line 785): 8 FP, 2 dice, +2 opening volley', async () => {
    const { code, out } = await run([...FIRE, '--opening-volley', '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(Object.keys(json)).toEqual(['fp', 'dice', 'drm', 'results', 'trace']);
    expect(Object.keys(json.results)).toEqual(['none', 'MC', '1MC', '2MC', '1H', '2H', '3H', '4H']);
    expect([json.fp, json.dice, json.drm]).toEqual([8, 2, 2]);
    expect(Object.values(json.results as Record<string, number>).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(json.results['1H']).toBeCloseTo(15 / 36, 12);
    expect(json.trace.length).toBeGreaterThan(3);
  });

  it('--drm joins the firer modifiers in drm', async () => {
    const { out } = await run([...FIRE, '--drm', '-3', '--json']);
    expect(JSON.parse(out).drm).toBe(-3);
  });

  it('artillery takes --sections and the Union/Confederate column (TC-18: Confederate Napoleons, 3 sections, FP 7)', async () => {
    const { code, out } = await run(['odds', 'fire', '--scale', '25mm', '--arm', 'artillery', '--weapon', '12pdr-napoleon', '--sections', '3', '--quality', 'trained', '--side', 'confederate', '--range', 'canister', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ fp: 7, dice: 4 });
  });

  it('without --json prints a table of every result and the trace with sources', async () => {
    const { code, out } = await run([...FIRE, '--state', 'disorder']);
    expect(code).toBe(0);
    expect(out).toMatch(/FP 4 \+ 2D6/);
    for (const r of ['none', 'MC', '1MC', '2MC', '1H', '2H', '3H', '4H']) expect(out).toMatch(new RegExp(`^  ${r}\\s`, 'm'));
    expect(out).toContain('Trace:');
    // The book's place, not the seed's file name (line 2608 is the disorder row of Rules Summary 3).
    expect(out).toContain('[ADF · Rules summary 3: fire procedures · Infantry fire procedure]');
    expect(out).not.toContain('.txt');
  });

  it('a bad value prints one line naming the flag and the accepted values, exit 2', async () => {
    const { code, err, out } = await run([...FIRE.slice(0, -2), '--range', 'close']);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.split('\n')).toHaveLength(1);
    expect(err).toContain('--range close');
    expect(err).toContain('long, normal, short, pbf, canister, melee, desperation');
  });

  it('a weapon of another arm is refused with the arm’s list', async () => {
    const { code, err } = await run(['odds', 'fire', '--scale', '15mm', '--arm', 'cavalry', '--weapon', 'flintlock', '--figures', '6', '--quality', 'veteran', '--side', 'union', '--range', 'normal']);
    expect(code).toBe(2);
    expect(err).toContain('--weapon flintlock');
    expect(err).toContain('repeating-carbine');
  });

  it('refuses a band the weapon lacks, figures for artillery, a missing flag and an unknown flag', async () => {
    const melee = await run(['odds', 'fire', '--scale', '15mm', '--arm', 'artillery', '--weapon', '6pdr-gun', '--sections', '2', '--quality', 'veteran', '--side', 'union', '--range', 'melee']);
    expect([melee.code, melee.err]).toEqual([2, expect.stringContaining('--range melee')]);
    const figures = await run(['odds', 'fire', '--scale', '15mm', '--arm', 'artillery', '--weapon', '6pdr-gun', '--figures', '2', '--quality', 'veteran', '--side', 'union', '--range', 'normal']);
    expect([figures.code, figures.err]).toEqual([2, expect.stringContaining('--sections')]);
    const missing = await run(FIRE.filter((a, i) => a !== '--side' && FIRE[i - 1] !== '--side'));
    expect([missing.code, missing.err]).toEqual([2, expect.stringContaining('--side is required: one of union, confederate')]);
    const unknown = await run([...FIRE, '--cover', 'woods']);
    expect([unknown.code, unknown.err]).toEqual([2, expect.stringContaining('unknown flag --cover')]);
  });

  it('an unknown kind of roll names the three kinds', async () => {
    const { code, err } = await run(['odds', 'dice']);
    expect(code).toBe(2);
    expect(err).toContain('fire, morale, charge');
  });

  it('the installed command prints the same JSON (node bin/muster.js)', async () => {
    const { stdout } = await promisify(execFile)('node', ['bin/muster.js', ...FIRE, '--opening-volley', '--json'], { cwd: ROOT });
    const json = JSON.parse(stdout);
    expect([json.fp, json.dice, json.drm]).toEqual([8, 2, 2]);
    expect(json.results['2MC']).toBeCloseTo(9 / 36, 12);
  });
});

describe('muster odds fire: formation, target and pistols (issue 29)', () => {
  const CAVALRY = ['odds', 'fire', '--scale', '15mm', '--arm', 'cavalry', '--weapon', 'sharps-bl-carbine', '--figures', '6', '--quality', 'elite', '--side', 'union', '--range', 'normal'];

  it('--formation road-column: cavalry fires as infantry (B:1643): 6 FP + 2D6 + 1, infantry row 17–19 1H, so 1H on rolls 10–12 = 6/36', async () => {
    const { code, out } = await run([...CAVALRY, '--formation', 'road-column', '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect([json.fp, json.dice, json.drm]).toEqual([6, 2, 1]);
    expect(json.results['1H']).toBeCloseTo(6 / 36, 12);
    expect(json.trace.some((s: { step: string }) => s.step === 'treated as infantry')).toBe(true);
    // In a cavalry line: elite +2 (B:2642) and the cavalry row, where 1H needs 24 — out of reach of 6 + 2D6 + 2.
    const line = JSON.parse((await run([...CAVALRY, '--formation', 'cavalry-line', '--json'])).out);
    expect([line.fp, line.drm, line.results['1H']]).toEqual([6, 2, 0]);
  });

  it('--formation skirmish --target line-full-flank,green: ½FP and a die less (B:2611), the flank +2 dropped (B:2693), green +1 kept', async () => {
    const { code, out } = await run([...FIRE, '--formation', 'skirmish', '--target', 'line-full-flank,green', '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect([json.fp, json.dice, json.drm]).toEqual([4, 1, 1]);
    const flank = json.trace.find((s: { detail: string }) => s.detail.startsWith('line under full flank fire'));
    expect(flank.applied).toBe(false);
    expect(flank.detail).toContain('no enfilade or flank DRM from skirmishers');
    // 4 + 1D6 + 1 never reaches 12, the infantry row's first result (B:2650).
    expect(json.results.none).toBeCloseTo(1, 12);
    const text = (await run([...FIRE, '--formation', 'battle-line', '--target', 'line-full-flank,green'])).out;
    expect(text).toContain('net DRM +3');
  });

  it('--pistols in melee: 9 + 6 FP capped at 14 (B:1651); --pistols-in-melee uncapped gives 15', async () => {
    const melee = ['odds', 'fire', '--scale', '15mm', '--arm', 'cavalry', '--weapon', 'repeating-carbine', '--figures', '8', '--quality', 'veteran', '--side', 'union', '--range', 'melee', '--pistols', '8', '--json'];
    expect(JSON.parse((await run(melee)).out).fp).toBe(14);
    expect(JSON.parse((await run([...melee, '--pistols-in-melee', 'uncapped'])).out).fp).toBe(15);
  });

  it('refuses an unknown target or formation with the accepted names', async () => {
    const target = await run([...FIRE, '--target', 'woods']);
    expect([target.code, target.err]).toEqual([2, expect.stringContaining('--target woods is not accepted; use any of light-woods, heavy-woods')]);
    const formation = await run([...FIRE, '--formation', 'cavalry-line']);
    expect([formation.code, formation.err]).toEqual([2, expect.stringContaining('--formation cavalry-line is not accepted for infantry')]);
  });
});

describe('muster odds fire --with (combined artillery, B:1292, B:1296)', () => {
  const GUNS = ['odds', 'fire', '--scale', '15mm', '--arm', 'artillery', '--weapon', '12pdr-napoleon', '--sections', '3', '--quality', 'veteran', '--side', 'union', '--range', 'normal'];
  it('adds the other batteries\' FP (8 + 5 = 13) and refuses a seventh section', async () => {
    const { code, out } = await run([...GUNS, '--with', '12pdr-napoleon:2', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out).fp).toBe(13);
    const seven = JSON.parse((await run([...GUNS, '--with', '12pdr-napoleon:3,6pdr-gun:1', '--json'])).out);
    expect(seven.results.none).toBe(1);
    const bad = await run([...GUNS, '--with', 'napoleon']);
    expect([bad.code, bad.err]).toEqual([2, expect.stringContaining('--with napoleon is not accepted')]);
  });
});

describe('muster odds fire --pass-through (B:2653, B:3143)', () => {
  it('TC-15 passing into the unit behind: the same roll at −2, a hit on 9 or more of 2D6 (10 in 36); a second unit behind is out of reach', async () => {
    const { code, out } = await run([...FIRE, '--opening-volley', '--pass-through', '2', '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.passThrough).toHaveLength(1);
    expect(json.passThrough[0].behind).toBe(1);
    expect(json.passThrough[0].hitChance).toBeCloseTo(10 / 36, 12);
    expect(json.passThrough[0].results['1H']).toBeCloseTo(9 / 36, 12);
    expect(json.passThrough[0].trace.map((s: { source: string }) => s.source)).toContain('000_e4b3381100cae796.txt:2653');
    const glossary = JSON.parse((await run([...FIRE, '--opening-volley', '--pass-through', '1', '--pass-through-reading', 'fewer-dice', '--json'])).out);
    expect(glossary.passThrough[0].hitChance).toBe(0);
    const text = (await run([...FIRE, '--opening-volley', '--pass-through', '1'])).out;
    expect(text).toContain('Passing through, unit 1 behind the target: at least one hit 27.78%');
    const bad = await run([...FIRE, '--pass-through-reading', 'fewer-dice']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--pass-through-reading needs --pass-through');
  });
});
