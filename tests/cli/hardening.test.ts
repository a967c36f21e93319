/**
 * Issue 44's command-line reproducers, each run through the built `bin/muster.js` as a child process from a
 * temp folder: prototype names as subcommands, devices and FIFOs as named files, paths a document names
 * out of its folder, the word for a campaign file, and a point at x = 1e308.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const BIN = join(ROOT, 'bin/muster.js');
let dir: string;

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** `muster ARGS` in the temp folder, killed after `ms` (a run that hangs fails its test, not the suite). */
function muster(args: string[], ms = 30_000): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, out, err });
    });
  });
}

const json = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, 'scenarios', file), 'utf8')) as Record<string, unknown>;

/** The bundled Taint scenario with its Confederates read from `armyFile`, written as `name` in the temp folder. */
function scenarioNaming(armyFile: string, name = 'taint.scenario.json'): string {
  const scenario = json('taint-no-militia.scenario.json') as { sides: Array<{ forces: unknown }> };
  scenario.sides[1]!.forces = { armyFile };
  writeFileSync(join(dir, name), JSON.stringify(scenario));
  return name;
}

/** The bundled Mine Run campaign with its first step's file replaced by `file`. */
function campaignNaming(file: string): string {
  const campaign = json('mine-run.campaign.json') as { scenarios: Array<{ file: string }> };
  for (const step of campaign.scenarios) step.file = join(ROOT, 'scenarios', step.file);
  campaign.scenarios.forEach((step) => (step.file = step.file.split('/').pop()!));
  for (const f of ['tan-yard-hill.scenario.json', 'mine-run-2.scenario.json', 'mine-run-3.scenario.json', 'mine-run-3.army-union.json', 'mine-run-3.army-confederate.json']) {
    writeFileSync(join(dir, f), readFileSync(join(ROOT, 'scenarios', f)));
  }
  campaign.scenarios[0]!.file = file;
  writeFileSync(join(dir, 'c.campaign.json'), JSON.stringify(campaign));
  return 'c.campaign.json';
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-harden-'));
  writeFileSync(join(dir, 'csa.army.json'), readFileSync(join(ROOT, 'scenarios/taint-no-militia.army-confederate.json')));
  // An army file outside the document's folder, reached by ../, by an absolute path and by a link.
  mkdirSync(join(dir, 'doc'));
  writeFileSync(join(dir, 'outside.army.json'), readFileSync(join(ROOT, 'scenarios/taint-no-militia.army-confederate.json')));
  symlinkSync(join(dir, 'outside.army.json'), join(dir, 'doc', 'link.army.json'));
  spawnSync('mkfifo', [join(dir, 'pipe.army.json')]);
  spawnSync('mkfifo', [join(dir, 'pipe.scenario.json')]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('subcommands are only the rows of their tables', () => {
  it.each([
    ['odds', 'constructor'],
    ['random', 'toString'],
    ['import', '__proto__'],
    ['history', 'constructor'],
    ['odds', 'hasOwnProperty'],
  ])('muster %s %s is a usage error (exit 2), with no stack', async (command, sub) => {
    const run = await muster([command, sub]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(new RegExp(`muster ${command}: unknown`));
    expect(run.err).not.toMatch(/internal error|\bat .*\.(ts|js|mjs):\d+/);
  });

  it('a flag named after a prototype key is an unknown flag (exit 2)', async () => {
    const run = await muster(['validate', '--constructor', 'x']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/unknown flag --constructor/);
  });
});

describe('muster check names the kind of file it was given', () => {
  it('a campaign file is a campaign file, not a map file', async () => {
    writeFileSync(join(dir, 'mine-run.campaign.json'), readFileSync(join(ROOT, 'scenarios/mine-run.campaign.json')));
    const run = await muster(['check', 'mine-run.campaign.json']);
    expect(run.code).toBe(1);
    expect(run.err).toContain('this is a campaign file');
    expect(run.err).not.toContain('map file');
  });

  it('an army file is an army file', async () => {
    const run = await muster(['check', 'csa.army.json']);
    expect(run.err).toContain('this is an army file');
  });
});

describe('only regular files are read', () => {
  it('/dev/zero as an army file is refused by name, at once and without growing', async () => {
    const run = await muster(['points', scenarioNaming('/dev/zero', 'zero.scenario.json'), '--json'], 20_000);
    expect(run.code).not.toBeNull();
    expect(run.err).toMatch(/\/dev\/zero/);
    expect(run.err).toMatch(/absolute path|device/);
  });

  it('/dev/zero named as the file to validate is refused as a device (exit 2)', async () => {
    const run = await muster(['validate', '/dev/zero'], 20_000);
    expect(run.code).toBe(2);
    expect(run.out + run.err).toContain('/dev/zero: /: this is a device, not a file');
  });

  it('a FIFO beside the scenario as its army file is refused as a named pipe, not waited on', async () => {
    const run = await muster(['render', scenarioNaming('pipe.army.json', 'pipe.scenario2.json'), '--out', 'p.svg'], 20_000);
    expect(run.code).toBe(1);
    expect(run.err).toContain('pipe.army.json');
    expect(run.err).toContain('named pipe (FIFO)');
  });

  it('a FIFO as a campaign step is refused as a named pipe, not waited on', async () => {
    const run = await muster(['campaign', campaignNaming('pipe.scenario.json')], 20_000);
    expect(run.code).toBe(2);
    expect(run.err).toContain('pipe.scenario.json');
    expect(run.err).toContain('named pipe (FIFO)');
  });

  it('a FIFO given to muster import tmj and import package is refused', async () => {
    for (const [source, file] of [['tmj', 'pipe.army.json'], ['package', 'pipe.scenario.json']] as const) {
      const run = await muster(['import', source, file, '--out', 'o'], 20_000);
      expect(run.code).toBe(1);
      expect(run.err).toContain('named pipe (FIFO)');
    }
  });
});

describe("the CLI holds a document's named files to its folder, as the app does", () => {
  const cases = [
    ['../outside.army.json', /outside the document's folder/],
    ['ABS', /absolute path/],
    ['link.army.json', /is a link to .*outside\.army\.json, outside the document's folder/],
  ] as const;

  it.each(cases)('an army file named %s is refused with its name, by points, render, check and export', async (given, why) => {
    const name = given === 'ABS' ? join(dir, 'outside.army.json') : given;
    const scenario = scenarioNaming(name, 'doc/s.scenario.json');
    for (const args of [['points', scenario], ['render', scenario, '--out', 'x.svg'], ['check', scenario], ['export', scenario, '--format', 'package', '--out', 'x.muster.zip']]) {
      const run = await muster(args);
      expect(run.code, args.join(' ')).not.toBe(0);
      expect(run.err, args.join(' ')).toContain(name);
      expect(run.err, args.join(' ')).toMatch(why);
    }
    expect(existsSync(join(dir, 'x.muster.zip'))).toBe(false);
  }, 120_000);

  it('a campaign step out of the folder is refused with its name', async () => {
    const run = await muster(['campaign', campaignNaming('../outside.scenario.json')]);
    expect(run.code).toBe(2);
    expect(run.err).toContain('../outside.scenario.json');
    expect(run.err).toMatch(/outside the document's folder/);
  });

  it('an army file beside the scenario is still read', async () => {
    const run = await muster(['points', scenarioNaming('csa.army.json'), '--json']);
    expect(run.code).toBe(0);
  });
});

describe('sizes that are not numbers of the game', () => {
  it('a map point at x = 1e308 is refused by validate, and render writes no Infinity', async () => {
    const map = json('generic-board.map.json') as { map: { features: Array<{ points?: Array<{ x: number; y: number }> }> } };
    const feature = map.map.features.find((f) => Array.isArray(f.points) && f.points.length > 0)!;
    feature.points![0]!.x = 1e308;
    writeFileSync(join(dir, 'far.map.json'), JSON.stringify(map));
    const validate = await muster(['validate', 'far.map.json']);
    expect(validate.code).toBe(1);
    expect(validate.err + validate.out).toMatch(/far\.map\.json.*\/x/);
    const render = await muster(['render', 'far.map.json', '--out', 'far.svg']);
    expect(render.code).toBe(1);
    expect(existsSync(join(dir, 'far.svg')) ? readFileSync(join(dir, 'far.svg'), 'utf8') : '').not.toMatch(/Infinity/);
  });
});
