/**
 * Every `muster` subcommand run as a user runs it: the built bin/muster.js as a child process, from a
 * folder outside the project, its stdout, stderr, exit status and the files it writes (issue 39).
 * The JSON contracts are checked key for key; the answers against the bundled scenarios, the books'
 * numbers and the public records.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { commands } from '../../../cli/commands/index';
import { MUSTER_VERSION } from '../../../core/version';
import { seedPath } from '../../support/seeds';
import { muster, userFolder, written } from './shipped';

// Each case starts Node processes of its own; on a loaded machine one can take seconds.
vi.setConfig({ testTimeout: 180_000 });

const keys = (o: object) => Object.keys(o).sort();

describe('the shipped muster, run from a folder of the user', () => {
  it('prints its version and lists every registered command', () => {
    const dir = userFolder();
    const version = muster(['--version'], dir);
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toBe(MUSTER_VERSION);
    const help = muster(['--help'], dir);
    expect(help.status).toBe(0);
    for (const c of commands) expect(help.stdout).toContain(`  ${c.name}`);
    const unknown = muster(['conquer'], dir);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command 'conquer'/);
  });

  it('has a shipped test for every registered command', () => {
    const tested = new Set<string>();
    for (const file of readdirSync(__dirname).filter((f) => f.endsWith('.test.ts'))) {
      for (const m of readFileSync(join(__dirname, file), 'utf8').matchAll(/muster\(\['([a-z]+)'/g)) tested.add(m[1]!);
    }
    expect(commands.map((c) => c.name).filter((name) => !tested.has(name))).toEqual([]);
  });

  it('history: a battle, a search and a unit from the records shipped in the package (was ENOENT)', () => {
    const dir = userFolder();
    const battle = muster(['history', 'battle', 'VA044'], dir);
    expect(battle.stderr).toBe('');
    expect(battle.status).toBe(0);
    expect(battle.stdout).toMatch(/^VA044 {2}Mine Run \(also Payne's Farm, New Hope Church\)/);
    const json = muster(['history', 'battle', 'VA044', '--json'], dir).json();
    expect(keys(json)).toEqual(['campaign', 'casualties', 'citation', 'end', 'forces', 'id', 'name', 'otherNames', 'places', 'result', 'start', 'state', 'strength', 'units', 'url']);
    // CWSAC VA044: 69,643 Union and 44,426 Confederate engaged, 1,272 and 680 casualties.
    expect(json.forces).toEqual({ union: { strengthMin: 69643, strengthMax: 69643, casualties: 1272 }, confederate: { strengthMin: 44426, strengthMax: 44426, casualties: 680 } });
    const search = muster(['history', 'battles', '--search', 'mine run', '--json'], dir).json();
    expect(search.battles.map((b: { id: string }) => b.id)).toEqual(['VA044']);
    const units = muster(['history', 'units', '--search', '19th Indiana', '--json'], dir).json();
    expect(units.units.some((u: { name: string }) => u.name === '19th Regiment, Indiana Infantry')).toBe(true);
    const missing = muster(['history', 'battle', 'XX999'], dir);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/no battle XX999 in the records/);
  });

  it('validate: a bundled scenario is valid, an empty one is refused with its places', () => {
    const dir = userFolder({ scenarios: true });
    const ok = muster(['validate', 'mine-run-3.scenario.json', '--json'], dir);
    expect(ok.status).toBe(0);
    expect(ok.json()).toEqual({ valid: true, files: [{ file: 'mine-run-3.scenario.json', kind: 'scenario', valid: true, migratedFrom: null, errors: [] }] });
    writeFileSync(join(dir, 'bad.scenario.json'), '{}');
    const bad = muster(['validate', 'bad.scenario.json'], dir);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain("bad.scenario.json: /: 'title' is missing (line 1, column 1)");
    expect(muster(['validate', 'nowhere.json'], dir).status).toBe(2);
  });

  it('balance: a scenario played by computer opponents, its JSON contract key for key (tests/cli/balance.test.ts plays it further)', () => {
    const dir = userFolder({ scenarios: true });
    const run = muster(['balance', 'taint-no-militia.scenario.json', '--games', '3', '--seed', '2', '--jobs', '1', '--json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const json = run.json();
    expect(keys(json)).toEqual(['conditions', 'decidedOnTurn', 'doctrines', 'draws', 'games', 'gamesPerSecond', 'losses', 'seed', 'units', 'winRate', 'wins']);
    expect(json).toMatchObject({ games: 3, seed: 2, doctrines: { union: 'steady', confederate: 'steady' } });
  });

  it('info: the JSON summary of a scenario', () => {
    const dir = userFolder({ scenarios: true });
    const info = muster(['info', 'taint-no-militia.scenario.json', '--json'], dir);
    expect(info.status).toBe(0);
    const json = info.json();
    expect(keys(json)).toEqual(['board', 'deployed', 'exampleForces', 'ruleset', 'scale', 'terrainKinds', 'title', 'units']);
    expect(json).toMatchObject({ title: "T'ain't No Militia", ruleset: 'adf', scale: '15mm', board: { widthIn: 72, heightIn: 54 } });
  });

  it('points: a side total and its organisation warnings', () => {
    const dir = userFolder({ scenarios: true });
    const points = muster(['points', 'taint-no-militia.scenario.json', '--json'], dir);
    expect(points.status).toBe(0);
    const side = points.json().sides[0];
    expect(keys(side)).toEqual(['formations', 'name', 'statedTotal', 'total', 'warnings']);
    expect(side).toMatchObject({ name: 'Union', total: 136, statedTotal: 138 });
    // The Iron Brigade's four elite regiments (B:2294: at most two elite or green a brigade).
    expect(side.warnings[0]).toMatchObject({ rule: 'brigade.elite-green-limit', path: 'I Corps > 1st Division > 1st Brigade (The Iron Brigade)' });
  });

  it('random: a seeded draw of force strengths', () => {
    const dir = userFolder();
    const r = muster(['random', 'forces', '--seed', '7', '--cards', 'union=3,confederate=3', '--json'], dir);
    expect(r.status).toBe(0);
    const json = r.json();
    expect(keys(json)).toEqual(['seed', 'sides', 'total']);
    // A card is ten times its number, a face card 50, an ace 10 (B: random force strengths): A, 10, K = 160.
    expect(json.sides[0]).toEqual({ side: 'union', cards: [{ rank: 'A', suit: 'spades', points: 10 }, { rank: '10', suit: 'diamonds', points: 100 }, { rank: 'K', suit: 'hearts', points: 50 }], points: 160 });
    expect(muster(['random', 'forces', '--seed', 'x', '--cards', 'union=3'], dir).status).toBe(2);
  });

  it('odds: fire and morale by the book', () => {
    const dir = userFolder();
    const fire = muster(['odds', 'fire', '--scale', '15mm', '--arm', 'infantry', '--weapon', 'rifle-musket', '--figures', '6', '--quality', 'veteran', '--side', 'union', '--range', 'normal', '--json'], dir);
    expect(fire.status).toBe(0);
    const f = fire.json();
    expect(keys(f)).toEqual(['dice', 'drm', 'fp', 'results', 'trace']);
    expect(f).toMatchObject({ fp: 6, dice: 2, drm: 0 });
    // MMP 4: a roll of exactly 4 on 2D6 is 3/36; the shipped answer's outcomes add up to one.
    const morale = muster(['odds', 'morale', '--mmp', '4', '--json'], dir).json();
    expect(morale.outcomes.exact).toBeCloseTo(3 / 36, 12);
    expect(Object.values(morale.outcomes as Record<string, number>).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const charge = muster(['odds', 'charge', '--attacker-figures', '8', '--attacker-mmp', '4', '--defender-figures', '6', '--defender-mmp', '3', '--charger', 'infantry', '--scale', '15mm', '--terrain', 'open', '--json'], dir);
    expect(charge.status).toBe(0);
    expect(keys(charge.json())).toEqual(expect.arrayContaining(['attacker', 'defender', 'tie', 'trace']));
    // B:2545: the charger's +1 for closeness does not apply against an unsupported battery; asking for both is a usage mistake.
    const both = muster(['odds', 'charge', '--attacker-figures', '8', '--attacker-mmp', '4', '--charger', 'infantry', '--attacker-within-inch', '--defender-figures', '3', '--defender-mmp', '4', '--unsupported-battery'], dir);
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/^muster odds charge: --attacker-within-inch with --unsupported-battery: the \+1 for being within 1 inch of the enemy does not apply when the enemy is an unsupported battery \(B:2545\)/);
  });

  it('los and check: a sight line and the table problems of the bundled T\'ain\'t No Militia', () => {
    const dir = userFolder({ scenarios: true });
    const los = muster(['los', 'taint-no-militia.scenario.json', '--from', 'usa-76-ny', '--to', 'csa-55-nc', '--json'], dir);
    expect(los.status).toBe(0);
    const sight = los.json();
    expect(keys(sight)).toEqual(['arc', 'blockedBy', 'distanceInches', 'rangeBand', 'trace', 'visible']);
    expect(sight).toMatchObject({ visible: false, arc: 'front', blockedBy: [{ feature: 'north-woods', kind: 'light-woods' }] });
    expect(muster(['los', 'taint-no-militia.scenario.json', '--from', 'usa-76-ny', '--to', 'nobody'], dir).status).toBe(1);
    const check = muster(['check', 'taint-no-militia.scenario.json', '--json'], dir);
    expect(check.status).toBe(0);
    const problems = check.json().problems as Array<Record<string, unknown>>;
    for (const p of problems) expect(keys(p)).toEqual(['feature', 'message', 'rule', 'severity', 'unit']);
    expect(problems).toContainEqual(expect.objectContaining({ rule: 'unit.outside-setup', unit: 'usa-wadsworth', feature: 'union-ridge' }));
  });

  it('render: the map as an SVG in real inches', () => {
    const dir = userFolder({ scenarios: true });
    const r = muster(['render', 'taint-no-militia.scenario.json', '--out', 'table.svg'], dir);
    expect(r.status).toBe(0);
    expect(written(dir, 'table.svg').toString('utf8')).toMatch(/^<svg [^>]*width="72in" height="54in" viewBox="0 0 72 54"/);
    expect(muster(['render', 'taint-no-militia.scenario.json', '--out', 'table.pdf'], dir).status).toBe(2);
  });

  it('print: the reference charts as a PDF, read back', () => {
    const dir = userFolder();
    const r = muster(['print', '--sheet', 'charts', '--scale', '15mm', '--out', 'charts.pdf'], dir);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Wrote charts\.pdf: Across a Deadly Field: reference charts, 15mm, \d+ pages/);
    const text = execFileSync('pdftotext', [join(dir, 'charts.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Across a Deadly Field: reference charts, 15mm');
  }, 120_000);

  it('campaign: where the Mine Run campaign stands', () => {
    const dir = userFolder({ scenarios: true });
    const r = muster(['campaign', 'mine-run.campaign.json', '--json'], dir);
    expect(r.status).toBe(0);
    const json = r.json();
    expect(keys(json)).toEqual(['carried', 'finished', 'next', 'problems', 'steps', 'title', 'winner']);
    expect(json).toMatchObject({ title: 'The Mine Run Campaign', finished: false, winner: null });
    expect(json.steps[0]).toMatchObject({ id: 'mine-run-1', title: 'Tan Yard Hill' });
  });

  it('export and import: a Tiled map there and back, a package made and unpacked', () => {
    const dir = userFolder({ scenarios: true });
    const tmj = muster(['export', 'mill-ford-hex-example.scenario.json', '--format', 'tmj', '--out', 'mill.tmj'], dir);
    expect(tmj.status).toBe(0);
    expect(JSON.parse(written(dir, 'mill.tmj').toString('utf8'))).toMatchObject({ orientation: 'hexagonal' });
    expect(written(dir, 'mill.terrain.png').subarray(1, 4).toString('latin1')).toBe('PNG');
    const back = muster(['import', 'tmj', 'mill.tmj', '--out', 'back'], dir);
    expect(back.status).toBe(0);
    expect(JSON.parse(written(dir, 'back/mill.map.json').toString('utf8')).hexMap ?? {}).toBeTruthy();
    const pack = muster(['export', 'taint-no-militia.scenario.json', '--format', 'package', '--out', 't.muster.zip', '--side', 'Union'], dir);
    expect(pack.status).toBe(0);
    expect(written(dir, 't.muster.zip').subarray(0, 2).toString('latin1')).toBe('PK');
    const unpacked = muster(['import', 'package', 't.muster.zip', '--out', 'unpacked'], dir);
    expect(unpacked.status).toBe(0);
    expect(JSON.parse(written(dir, 'unpacked/t-ain-t-no-militia.scenario.json').toString('utf8')).title).toBe("T'ain't No Militia");
    expect(execFileSync('pdftotext', [join(dir, 'unpacked/pdf/deployment-union.pdf'), '-'], { encoding: 'utf8' })).toContain('Union');
  }, 180_000);

  it('import bluegrey: the rule book\'s charts as scenarios; a text that is not the book is refused', () => {
    const dir = userFolder();
    writeFileSync(join(dir, 'notes.txt'), 'hello\n');
    const refused = muster(['import', 'bluegrey', 'notes.txt', '--out', 'bg'], dir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/notes\.txt: no Blue & Grey battle found in it/);
    const r = muster(['import', 'bluegrey', seedPath('002_a0a5e96e61d1e57b.txt'), '--out', 'bg', '--json'], dir);
    expect(r.status).toBe(0);
    const shiloh = (r.json().battles as Array<{ title: string; file: string | null }>).find((b) => b.title === 'Shiloh');
    expect(shiloh?.file).toBe('bg/shiloh.scenario.json');
    expect(JSON.parse(written(dir, 'bg/shiloh.scenario.json').toString('utf8')).title).toMatch(/Shiloh/);
  });
});
