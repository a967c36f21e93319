/**
 * Issue 44's web-mode reproducers, against the real server (startWebMode) with its real files, SQLite
 * library and worker threads: saves that race on one base, a grant that must not lapse into a pass after
 * a restart, FIFOs and devices that must not hold the I/O pool, malformed battle reports, and package
 * inspections that must not stall a file opening beside them.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebMode } from '../../../electron/web';

type Server = Awaited<ReturnType<typeof startWebMode>>;
// Responses are checked field by field below.
type Json = any;

let dir: string;
let server: Server;
let base: string;
let session: string;

async function start(): Promise<void> {
  server = await startWebMode({ port: 0, dataDir: join(dir, 'data'), examplesDir: join(dir, 'examples') });
  base = server.address.replace(/\/$/, '');
  const opened = await fetch(server.url, { redirect: 'manual' });
  session = opened.headers.get('set-cookie')!.split(';')[0]!;
}

const post = (method: string, params: unknown): Promise<Response> =>
  fetch(`${base}/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: session }, body: JSON.stringify(params) });
const call = async (method: string, params: unknown): Promise<{ status: number; body: Json }> => {
  const res = await post(method, params);
  return { status: res.status, body: await res.json() };
};
const pick = (path: string, mode: 'open' | 'save' = 'open') => call('dialogs.pick', { mode, path });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-harden-web-'));
  cpSync('scenarios', join(dir, 'examples'), { recursive: true });
  await start();
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('saves of one file on one base', () => {
  it('of ten saves sent together on the same base exactly one writes, the other nine are conflicts (409)', async () => {
    const file = join(dir, 'race.army.json');
    writeFileSync(file, readFileSync('scenarios/taint-no-militia.army-union.json'));
    await pick(file);
    const opened = await call('files.open', { path: file });
    expect(opened.status).toBe(200);
    const { content, stamp } = opened.body.result;
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call('files.save', { path: file, kind: 'army', base: stamp, content: { ...content, orderOfBattle: { ...content.orderOfBattle, name: `Save ${i}` } } })),
    );
    const statuses = saves.map((s) => s.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const winner = saves.findIndex((s) => s.status === 200);
    expect(JSON.parse(readFileSync(file, 'utf8')).orderOfBattle.name).toBe(`Save ${winner}`);
    expect(saves.find((s) => s.status === 409)!.body.error.code).toBe('conflict');
  });
});

describe('a grant is checked against the real path at every use, whatever granted it', () => {
  it('an army file opened through its scenario, replaced by a link out of the folder, is refused after a restart', async () => {
    const folder = join(dir, 'campaign-folder');
    mkdirSync(folder);
    const scenario = JSON.parse(readFileSync('scenarios/taint-no-militia.scenario.json', 'utf8'));
    scenario.sides[1].forces = { armyFile: 'csa.army.json' };
    writeFileSync(join(folder, 'taint.scenario.json'), JSON.stringify(scenario));
    writeFileSync(join(folder, 'csa.army.json'), readFileSync('scenarios/taint-no-militia.army-confederate.json'));
    writeFileSync(join(dir, 'secret.txt'), 'outside the folder');
    await pick(join(folder, 'taint.scenario.json'));
    expect((await call('files.open', { path: join(folder, 'taint.scenario.json') })).status).toBe(200);
    // Opened through its scenario: it goes on Open Recent.
    expect((await call('files.open', { path: join(folder, 'csa.army.json') })).status).toBe(200);
    const recent = (await call('files.recent', {})).body.result as Array<{ path: string }>;
    expect(recent.map((r) => r.path)).toContain(join(folder, 'csa.army.json'));
    // Replaced by a link out of the folder.
    unlinkSync(join(folder, 'csa.army.json'));
    symlinkSync(join(dir, 'secret.txt'), join(folder, 'csa.army.json'));
    expect((await call('files.readText', { path: join(folder, 'csa.army.json') })).status).toBe(403);
    await server.close();
    await start();
    const after = await call('files.readText', { path: join(folder, 'csa.army.json') });
    expect(after.status).toBe(403);
    expect(after.body.error.message).toMatch(/outside that document's folder/);
    expect(JSON.stringify(after.body)).not.toContain('outside the folder"');
  });

  it('a file opened before and replaced by a link elsewhere is refused after a restart; left alone it still opens', async () => {
    const kept = join(dir, 'kept.army.json');
    const swapped = join(dir, 'swapped.army.json');
    for (const f of [kept, swapped]) {
      writeFileSync(f, readFileSync('scenarios/taint-no-militia.army-union.json'));
      await pick(f);
      expect((await call('files.open', { path: f })).status).toBe(200);
    }
    unlinkSync(swapped);
    symlinkSync(join(dir, 'secret.txt'), swapped);
    await server.close();
    await start();
    expect((await call('files.open', { path: kept })).status).toBe(200);
    const refused = await call('files.readText', { path: swapped });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/now really .*secret\.txt/);
  });
});

describe('only regular files are read, and none can hold the I/O pool', () => {
  it('FIFOs in a campaign folder and /dev/zero are refused by name, and the server keeps answering', async () => {
    const folder = join(dir, 'fifo-folder');
    mkdirSync(folder);
    const campaign = JSON.parse(readFileSync('scenarios/mine-run.campaign.json', 'utf8'));
    campaign.scenarios.forEach((step: { file: string }, i: number) => (step.file = `pipe${i}.scenario.json`));
    writeFileSync(join(folder, 'c.campaign.json'), JSON.stringify(campaign));
    for (let i = 0; i < campaign.scenarios.length; i++) spawnSync('mkfifo', [join(folder, `pipe${i}.scenario.json`)]);
    spawnSync('mkfifo', [join(folder, 'extra.scenario.json')]);
    await pick(join(folder, 'c.campaign.json'));
    expect((await call('files.open', { path: join(folder, 'c.campaign.json') })).status).toBe(200);
    await pick(join(folder, 'extra.scenario.json'));
    await pick('/dev/zero');
    // Six at once, more than the four threads every file operation of the process shares.
    const answers = await Promise.all([
      ...campaign.scenarios.map((_: unknown, i: number) => call('files.open', { path: join(folder, `pipe${i}.scenario.json`) })),
      call('files.open', { path: join(folder, 'extra.scenario.json') }),
      call('files.readText', { path: join(folder, 'extra.scenario.json') }),
      call('files.open', { path: '/dev/zero' }),
      call('files.readText', { path: '/dev/zero' }),
    ]);
    for (const a of answers) expect(JSON.stringify(a.body)).toMatch(/named pipe \(FIFO\)|a device, not a file/);
    // The pool is free: a regular file opens, the recent list and the health answer.
    const file = join(dir, 'after.army.json');
    writeFileSync(file, readFileSync('scenarios/taint-no-militia.army-union.json'));
    await pick(file);
    expect((await call('files.open', { path: file })).status).toBe(200);
    expect((await call('files.recent', {})).status).toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});

describe('a battle report is checked field by field before it is printed', () => {
  const good = { title: 'Test', seed: 1, turn: 1, turns: 8, log: [{ turn: 1, events: [{ side: 'union', kind: 'fire', label: 'Fire', text: 'x', dice: [] }] }], positions: [] };
  const settings = { paper: 'letter', orientation: 'portrait', marginIn: 0.5 };

  it.each([
    ['a turn that is markup', { ...good, log: [{ turn: '<script>x</script>', events: [] }] }, '/report/log/0/turn'],
    ['a place that is markup', { ...good, positions: [{ side: 'union', sideName: 'Union', name: 'A', at: { x: '<b>', y: 1 }, facingDeg: 0, formation: 'line', state: 'Good order', removed: false }] }, '/report/positions/0/at/x'],
    ['a facing that is markup', { ...good, positions: [{ side: 'union', sideName: 'Union', name: 'A', at: { x: 1, y: 1 }, facingDeg: '<i>', formation: 'line', state: 'Good order', removed: false }] }, '/report/positions/0/facingDeg'],
    ['an event that is not an object', { ...good, log: [{ turn: 1, events: [null] }] }, '/report/log/0/events/0'],
    ['a log that holds a number', { ...good, log: [5] }, '/report/log/0'],
  ])('%s answers 400 naming the field, not 500', async (_, report, field) => {
    const out = join(dir, 'report.pdf');
    await pick(out, 'save');
    const answer = await call('print.pdf', { path: out, sheet: 'battle-report', scale: '15mm', settings, sides: [], report });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(field);
    expect(answer.body.error.message).not.toMatch(/TypeError|Cannot read/);
  });
});

describe('package inspections share a bounded pool', () => {
  it('a file opened while four inspections of a big package run answers before they finish', async () => {
    // A package whose four entries unpack to 96 MB from a few hundred kilobytes, within every limit of
    // the directory (as the probe's legal 1.3 MB package): each inspection unpacks and hashes it all.
    const block = new Uint8Array(2048).map((_, i) => (i * 7919) % 251);
    const entry = new Uint8Array(24 * 1024 * 1024);
    for (let at = 0; at < entry.length; at += block.length) entry.set(block, at);
    const zip = zipSync({ 'manifest.json': new TextEncoder().encode('{}'), 'a.scenario.json': entry, 'b.scenario.json': entry, 'c.map.json': entry, 'd.army.json': entry }, { level: 9 });
    const file = join(dir, 'big.muster.zip');
    writeFileSync(file, zip);
    await pick(file);
    const army = join(dir, 'beside.army.json');
    writeFileSync(army, readFileSync('scenarios/taint-no-militia.army-union.json'));
    await pick(army);
    // Both pools started and warm, so what is compared is waiting, not starting up.
    expect((await call('files.open', { path: army })).status).toBe(200);
    const first = await call('packages.inspect', { path: file });
    expect(JSON.stringify(first.body)).toMatch(/manifest/);
    const order: string[] = [];
    const inspections = Array.from({ length: 4 }, (_, i) => call('packages.inspect', { path: file }).then((r) => (order.push(`inspect ${i}`), r)));
    // Sent after the four, on purpose.
    await new Promise((r) => setImmediate(r));
    const opened = call('files.open', { path: army }).then((r) => (order.push('open'), r));
    const [openAnswer] = await Promise.all([opened, ...inspections]);
    expect(openAnswer.status).toBe(200);
    // The opening did not wait for the inspections queued before it: it came back before the last of them.
    expect(order.indexOf('open')).toBeLessThan(order.length - 1);
    expect(order.indexOf('open')).toBeLessThan(order.indexOf('inspect 3'));
  }, 120_000);
});

describe('print jobs run where a runaway cannot stop the server', () => {
  it('/api/health answers all through a heavy print', async () => {
    // The largest map a page may send at this board: thousands of woods drawn over it, tiled at 1:1.
    const board = { widthIn: 48, heightIn: 36 };
    const features = Array.from({ length: 150 }, (_, i) => ({
      id: `w${i}`,
      kind: 'light-woods',
      shape: 'polygon',
      points: Array.from({ length: 24 }, (_, k) => ({ x: ((i * 7) % 48) + 3 * Math.cos(k / 4), y: ((i * 13) % 36) + 3 * Math.sin(k / 4) })),
    }));
    const out = join(dir, 'heavy.pdf');
    await pick(out, 'save');
    let printing = true;
    const printed = call('print.pdf', {
      path: out,
      sheet: 'map',
      scale: '15mm',
      settings: { paper: 'letter', orientation: 'portrait', marginIn: 0.5 },
      sides: [],
      map: { board, map: { kind: 'tabletop', features }, scale: '15mm', sides: [] },
    }).finally(() => (printing = false));
    const health: number[] = [];
    while (printing) {
      health.push((await fetch(`${base}/api/health`)).status);
      await new Promise((r) => setTimeout(r, 50));
    }
    const answer = await printed;
    // Printed, or stopped at the print's time limit on a slow machine: either way told, never a fault (500).
    if (answer.status === 200) expect(answer.body.result.pages).toBeGreaterThan(1);
    else expect([answer.status, answer.body.error.message]).toEqual([400, expect.stringMatching(/^Muster stopped printing .* after \d+ s/)]);
    // Health answered again and again while the print was being made, every time with 200.
    expect(health.length).toBeGreaterThanOrEqual(3);
    expect(new Set(health)).toEqual(new Set([200]));
  }, 180_000);

  it('a map far off any table sent to print is refused with its place, not drawn', async () => {
    const out = join(dir, 'far.pdf');
    await pick(out, 'save');
    const answer = await call('print.pdf', {
      path: out,
      sheet: 'map',
      scale: '15mm',
      settings: { paper: 'letter', orientation: 'portrait', marginIn: 0.5 },
      sides: [],
      map: { board: { widthIn: 1800, heightIn: 36 }, map: { kind: 'tabletop', features: [{ id: 'a', kind: 'road', shape: 'polyline', points: [{ x: 0, y: 0 }, { x: 4.29e9, y: 2000 }] }] }, scale: '15mm', sides: [] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/\/map\/features\/0\/points\/1\/x/);
    expect(answer.body.error.message).toMatch(/\/map\/board\/widthIn/);
  });
});

describe('export jobs run where a runaway cannot stop the server', () => {
  it('/api/health answers promptly all through an export as heavy as a table allows, and the module is written', async () => {
    // T'ain't No Militia with its ground drawn over by thousands of woods: the module's map picture, its
    // SVG built and checked in the export's worker, drawn by Chromium, the whole zipped there too.
    const militia = JSON.parse(readFileSync('scenarios/taint-no-militia.scenario.json', 'utf8'));
    const { widthIn, heightIn } = militia.board;
    militia.map.features = Array.from({ length: 4000 }, (_, i) => ({
      id: `w${i}`,
      kind: 'light-woods',
      shape: 'polygon',
      points: Array.from({ length: 60 }, (_, k) => ({ x: ((i * 7.3) % widthIn) + 2 * Math.cos(k / 9.5), y: ((i * 13.1) % heightIn) + 2 * Math.sin(k / 9.5) })),
    }));
    const out = join(dir, 'heavy.vmod');
    await pick(out, 'save');
    const started = await call('exports.start', { path: out, format: 'vmod', scenario: militia });
    expect(started.status).toBe(200);
    const job = started.body.result.job;
    const waits: number[] = [];
    let state: Json;
    for (;;) {
      const t0 = performance.now();
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      waits.push(performance.now() - t0);
      state = (await call('exports.progress', { job })).body.result;
      if (state.state !== 'running') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(state).toEqual({ state: 'done', path: out, summary: expect.stringMatching(/counters.*images/) });
    expect(readFileSync(out).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(waits.length).toBeGreaterThanOrEqual(3);
    // Every health answer came at once: nothing of the export ran in the server's thread for long. (Made in
    // that thread, the map's SVG and the zip held it for seconds at a time.)
    expect(Math.max(...waits)).toBeLessThan(1000);
  }, 300_000);
});
