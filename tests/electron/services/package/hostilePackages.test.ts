/**
 * Hostile packages (issue 31), made here byte by byte: a zip whose 151 directory entries share one
 * gigabyte stream, an entry that lies about its size, names a Windows or Mac disk would merge or give to a
 * device. Each is refused with the reason before it costs more than its declared size, and web mode keeps
 * answering while a package is read, since packages are read in the checker's worker with a time limit.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryName, entryPathProblem, zipDirectoryProblems } from '../../../../core/package';
import { readPackage } from '../../../../electron/services/package/readPackage';
import { OffThreadValidator } from '../../../../electron/services/validation/offThread';
import { startWebMode } from '../../../../electron/web';
import { lyingEntry, overlappingBomb } from '../../../support/hostileZips';

const dir = mkdtempSync(join(tmpdir(), 'muster-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const refused = (zip: Uint8Array) => {
  const read = readPackage(zip, 'club.muster.zip');
  if (read.ok) throw new Error('the package was accepted');
  return read.problems;
};

describe('a zip bomb', () => {
  it('151 entries sharing one 1 GB stream are refused from the directory alone, naming the shared bytes', () => {
    const problems = refused(overlappingBomb());
    expect(problems[0]).toBe('club.muster.zip: the entries "manifest.json" and "pdf/sheet-1.pdf" share their packed bytes, which no real zip does (the mark of a zip bomb)');
    expect(problems.at(-1)).toMatch(/^and \d+ more problems like these$/);
  });

  it('an entry that says 1.5 MB and whose stream makes 1 GB is stopped at its declared size', () => {
    const before = process.memoryUsage().arrayBuffers;
    expect(refused(lyingEntry())).toEqual(['the entry manifest.json unpacks to more than the 1572864 bytes its directory says: the zip was altered (or is a zip bomb)']);
    // Inflating it all would have held a gigabyte; the budget holds the declared 1.5 MB and one push.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('entry names every disk can hold as they are', () => {
  const head = (path: string) => ({ path, packedBytes: 10, bytes: 10 });
  it('refuses the names Windows keeps for devices, whatever the extension or case, and names ending in a dot or space', () => {
    for (const name of ['CON.pdf', 'pdf/con.pdf', 'aux', 'NUL.army.json', 'armies/Com1.army.json', 'lpt9.txt']) expect(entryPathProblem(name), name).toMatch(/a name Windows keeps for a device/);
    for (const name of ['pdf/briefing.pdf.', 'pdf/briefing.pdf ', 'armies./a.json']) expect(entryPathProblem(name), name).toMatch(/ends a name in a dot or a space/);
    expect(entryPathProblem('pdf/console.pdf')).toBeUndefined();
    expect(entryPathProblem('pdf/connie.pdf')).toBeUndefined();
    // Muster never makes such a name itself: a scenario called "Con" is packed as con-scenario.
    expect(entryName('Con', 'scenario')).toBe('con-scenario');
    expect(entryPathProblem(`${entryName('Aux', 'map')}.map.json`)).toBeUndefined();
  });

  it('refuses two entries that differ only in capitals', () => {
    const problems = zipDirectoryProblems([head('manifest.json'), head('pdf/Briefing.pdf'), head('pdf/briefing.pdf')]);
    expect(problems).toEqual(['the entries "pdf/Briefing.pdf" and "pdf/briefing.pdf" differ only in capitals: on Windows or a Mac they would be one file']);
  });
});

describe('packages are read off the thread that serves the app', () => {
  let web: Awaited<ReturnType<typeof startWebMode>>;
  let session: string;
  beforeAll(async () => {
    web = await startWebMode({ port: 0, dataDir: join(dir, 'data'), staticDir: dir, examplesDir: join(dir, 'none') });
    session = (await fetch(web.url, { redirect: 'manual' })).headers.get('set-cookie')!.split(';')[0]!;
  });
  afterAll(() => web.close());

  it('web mode refuses the bomb with the reason and answers /api/health all the while', async () => {
    const bomb = join(dir, 'bomb.muster.zip');
    writeFileSync(bomb, overlappingBomb());
    const path = web.backend.grants.grant(bomb, 'drop');
    const base = web.address.replace(/\/$/, '');
    let inspecting = true;
    const inspected = fetch(`${base}/api/packages.inspect`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: session }, body: JSON.stringify({ path }) })
      .then((r) => r.json())
      .finally(() => (inspecting = false));
    const health: number[] = [];
    while (inspecting) {
      health.push((await fetch(`${base}/api/health`)).status);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((s) => s === 200)).toBe(true);
    const answer = (await inspected) as { ok: true; result: { ok: false; problems: string[] } };
    expect(answer.result.ok).toBe(false);
    expect(answer.result.problems[0]).toMatch(/share their packed bytes/);
  });

  it('a package whose reading never ends is stopped at the time limit, with the reason', async () => {
    // A checker whose worker takes the job and never finishes: what a zip built to be slow would do.
    const stuck = join(dir, 'stuck-worker.mjs');
    writeFileSync(stuck, "import { parentPort } from 'node:worker_threads'; parentPort.on('message', (job) => { parentPort.postMessage({ id: job.id, started: true }); for (;;) {} });");
    const checker = new OffThreadValidator({ timeLimitMs: 300, workerFile: stuck });
    try {
      const read = await checker.readPackage(join(dir, 'slow.muster.zip'));
      expect(read).toEqual({ ok: false, problems: ['slow.muster.zip: Muster stopped reading this package after 0 s; a Muster package reads in a second or two, so it is damaged or was built to be slow'] });
    } finally {
      checker.close();
    }
  });
});
