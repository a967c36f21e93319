/**
 * `muster los` and `muster check`: their JSON contracts key for key, their exit codes, and answers read
 * from a scenario written for the test (a wood between two regiments, a battery behind heavy woods, a
 * regiment off the board) as well as from the bundled T'ain't No Militia.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { hexRulesPreviewOf } from '../../core/preview/hex';

function capture(cwd = process.cwd()) {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), cwd }, out, err };
}

async function run(args: string[], cwd?: string) {
  const { io, out, err } = capture(cwd);
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The bundled scenario with its units moved where each case wants them. */
function scenarioWith(edit: (s: any) => void): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'muster-los-'));
  const s = JSON.parse(readFileSync('scenarios/taint-no-militia.scenario.json', 'utf8'));
  for (const side of ['union', 'confederate']) {
    writeFileSync(join(dir, `taint-no-militia.army-${side}.json`), readFileSync(`scenarios/taint-no-militia.army-${side}.json`));
  }
  edit(s);
  const file = join(dir, 'case.scenario.json');
  writeFileSync(file, JSON.stringify(s));
  return { dir, file };
}

const place = (s: any, unit: string, x: number, y: number, facingDeg: number) => {
  const p = s.map.units.find((u: any) => u.unit === unit);
  p.at = { x, y };
  p.facingDeg = facingDeg;
};

describe('muster los', () => {
  it('answers in the exact JSON shape, with the blocking feature, where the line meets it, and the trace', async () => {
    const { file } = scenarioWith((s) => {
      // Clear the table of terrain but one wood, then face two regiments across it, 8" apart, between the armies.
      s.map.features = [{ id: 'copse', kind: 'heavy-woods', shape: 'polygon', points: [{ x: 32, y: 20 }, { x: 44, y: 20 }, { x: 44, y: 22 }, { x: 32, y: 22 }] }];
      s.map.contours = [];
      place(s, 'usa-76-ny', 38, 25, 0);
      place(s, 'csa-55-nc', 38, 17, 180);
    });
    const r = await run(['los', file, '--from', 'usa-76-ny', '--to', '55th North Carolina', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(Object.keys(json)).toEqual(['visible', 'distanceInches', 'arc', 'rangeBand', 'blockedBy', 'trace']);
    expect(json).toMatchObject({ visible: false, distanceInches: 8, arc: 'front', rangeBand: null });
    expect(json.blockedBy).toEqual([{ feature: 'copse', kind: 'heavy-woods', at: { x: 38, y: 22 } }]);
    expect(json.trace.find((t: any) => t.step === 'blocked by heavy-woods').source).toBe('000_e4b3381100cae796.txt:2158');
    // Without the wood and 5" apart: seen, at long range for rifle-muskets at 15mm (normal 3", long 6").
    const open = scenarioWith((s) => {
      s.map.features = [];
      s.map.contours = [];
      place(s, 'usa-76-ny', 38, 25, 0);
      place(s, 'csa-55-nc', 38, 20, 180);
    });
    const seen = JSON.parse((await run(['los', open.file, '--from', 'usa-76-ny', '--to', 'csa-55-nc', '--json'])).out);
    expect(seen).toMatchObject({ visible: true, distanceInches: 5, arc: 'front', rangeBand: 'long', blockedBy: [] });
  });

  it('is symmetric where the rules are: the bundled batteries on the two ridges see each other both ways', async () => {
    const file = 'scenarios/taint-no-militia.scenario.json';
    const ab = JSON.parse((await run(['los', file, '--from', 'usa-hall', '--to', 'csa-zimmerman', '--json'])).out);
    const ba = JSON.parse((await run(['los', file, '--from', 'csa-zimmerman', '--to', 'usa-hall', '--json'])).out);
    expect(ab.visible).toBe(ba.visible);
    expect(ab.visible).toBe(true);
  });

  it('exit 1 when a unit is not found, 2 on usage errors; prints a sentence without --json', async () => {
    const file = 'scenarios/taint-no-militia.scenario.json';
    const missing = await run(['los', file, '--from', 'usa-hall', '--to', 'nobody']);
    expect(missing.code).toBe(1);
    expect(missing.err).toBe(`${file}: --to no unit 'nobody' is placed on the map`);
    expect((await run(['los', file, '--from', 'usa-hall'])).code).toBe(2);
    expect((await run(['los', '--from', 'a', '--to', 'b'])).code).toBe(2);
    const text = await run(['los', file, '--from', 'usa-hall', '--to', 'csa-zimmerman']);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^Hall's Battery, 2nd Maine Lt\/Bty B sees Zimmerman's Bty\.\nRange 37\.17"/);
  });
});

describe('muster check', () => {
  it('lists problems in the exact JSON shape and exits 1 when any is an error', async () => {
    const { file } = scenarioWith((s) => {
      place(s, 'usa-76-ny', 90, 25, 0);
    });
    const r = await run(['check', file, '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out);
    expect(Object.keys(json)).toEqual(['problems']);
    const off = json.problems.find((p: any) => p.rule === 'unit.off-board');
    expect(off).toEqual({ rule: 'unit.off-board', severity: 'error', message: '76th New York stands off the 72" × 54" board.', unit: 'usa-76-ny', feature: null });
    for (const p of json.problems) expect(Object.keys(p)).toEqual(['rule', 'severity', 'message', 'unit', 'feature']);
  });

  it('exits 0 with warnings only: the bundled scenario has command-radius warnings and no errors', async () => {
    const r = await run(['check', 'scenarios/taint-no-militia.scenario.json', '--json']);
    expect(r.code).toBe(0);
    const problems = JSON.parse(r.out).problems as Array<{ rule: string; severity: string }>;
    expect(problems.every((p) => p.severity === 'warning')).toBe(true);
    expect(problems.some((p) => p.rule === 'leader.out-of-command')).toBe(true);
  });

  it('checks a hex scenario with the checks the app’s hex preview lists, in the same JSON shape', async () => {
    const file = 'scenarios/gbacw/example-crossroads.scenario.json';
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    const preview = hexRulesPreviewOf(doc)!.command!(doc, undefined).problems;
    const r = await run(['check', file, '--json']);
    expect(r.code).toBe(0);
    const { problems } = JSON.parse(r.out);
    expect(problems.map((p: any) => p.message)).toEqual(preview.map((p) => p.message));
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(Object.keys(p)).toEqual(['rule', 'severity', 'message', 'unit', 'feature']);
    expect(problems[0]).toMatchObject({ severity: 'note', rule: 'A brigade with no orders is under Advance Orders', unit: 'u-cole' });

    // A regiment answering to another regiment is an error: exit 1, named by its counter id.
    const dir = mkdtempSync(join(tmpdir(), 'muster-check-hex-'));
    doc.sides[0].forces.counters.find((c: any) => c.id === 'u-3').commander = 'u-1';
    writeFileSync(join(dir, 'broken.scenario.json'), JSON.stringify(doc));
    const broken = await run(['check', 'broken.scenario.json'], dir);
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(/^broken\.scenario\.json: error: .*\[A counter answers to a counter that is not a leader\]$/m);

    // Blue & Grey's preview has no whole-scenario list: no problems, and the sentence says why.
    const bg = await run(['check', 'scenarios/bluegrey/antietam.scenario.json']);
    expect(bg).toEqual({ code: 0, out: 'scenarios/bluegrey/antietam.scenario.json: no problems: the Blue & Grey rules preview has no whole-scenario checks yet.', err: '' });
  });
});
