import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocumentFile } from '../../../../electron/services/files/index';
import { OffThreadValidator } from '../../../../electron/services/validation/offThread';
import { startWebMode } from '../../../../electron/web';

const SCENARIOS = join(__dirname, '../../../../scenarios');
const dir = mkdtempSync(join(tmpdir(), 'muster-offthread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An army of `n` items that are neither a formation nor a unit: every one a problem. */
/** 60,000 bad units as sixty formations of a thousand, the most one formation may hold. */
export function manyBadUnitsText(): string {
  const bad = JSON.parse(badArmyText(1000));
  bad.orderOfBattle.children = Array.from({ length: 60 }, (_, i) => ({ id: `f${i}`, kind: 'formation', level: 'brigade', name: `B${i}`, children: bad.orderOfBattle.children }));
  return JSON.stringify(bad);
}

export function badArmyText(n: number): string {
  const children = Array.from({ length: n }, (_, i) => ({ id: `u${i}`, arm: 'x' }));
  return JSON.stringify({ $schema: 'https://muster.app/schemas/army.schema.json', formatVersion: 1, orderOfBattle: { name: 'Bad', side: 'union', era: '1861-63', children } });
}

describe('reading documents in a worker thread', () => {
  it('gives exactly what reading in the process gives, for a good and a bad file', async () => {
    const checker = new OffThreadValidator();
    try {
      const good = join(SCENARIOS, 'tan-yard-hill.scenario.json');
      expect(await checker.read(good, { displayName: 'tyh' })).toEqual(await readDocumentFile(good, { displayName: 'tyh' }));
      const bad = join(dir, 'bad.army.json');
      writeFileSync(bad, badArmyText(300));
      const inWorker = await checker.read(bad, { displayName: 'bad.army.json' });
      expect(inWorker).toEqual(await readDocumentFile(bad, { displayName: 'bad.army.json' }));
      expect(inWorker.ok).toBe(false);
      const problems = await checker.validate('army', JSON.parse(badArmyText(2)));
      expect(problems.some((p) => p.pointer === '/orderOfBattle/children/1')).toBe(true);
    } finally {
      checker.close();
    }
  });

  it('stops a job over the time limit with a problem naming the file, and the next job gets a fresh worker', async () => {
    // 60,000 bad items (1.5 MB, sixty formations of a thousand, the most a formation may hold) take far
    // longer than 150 ms to check; a one-item file a few ms.
    const slow = join(dir, 'slow.army.json');
    writeFileSync(slow, manyBadUnitsText());
    const checker = new OffThreadValidator({ timeLimitMs: 150 });
    try {
      const stopped = await checker.read(slow, { displayName: 'slow.army.json' });
      expect(stopped.ok).toBe(false);
      if (stopped.ok) return;
      expect(stopped.errors).toEqual([expect.objectContaining({ file: 'slow.army.json', pointer: '', message: expect.stringMatching(/stopped checking this file after 0 s/) })]);
      const small = join(dir, 'small.army.json');
      writeFileSync(small, badArmyText(1));
      const next = await checker.read(small, { displayName: 'small.army.json' });
      expect(next.ok).toBe(false);
      if (!next.ok) expect(next.errors[0], JSON.stringify(next.errors[0])).toMatchObject({ pointer: '/orderOfBattle/children/0' });
    } finally {
      checker.close();
    }
  });

  it('reads in this thread, and says so in the log, when the worker cannot start', async () => {
    const logged: string[] = [];
    const checker = new OffThreadValidator({ workerFile: join(dir, 'missing-worker.cjs'), log: (m) => logged.push(m) });
    try {
      const good = join(SCENARIOS, 'tan-yard-hill.scenario.json');
      expect(await checker.read(good)).toEqual(await readDocumentFile(good));
      expect(await checker.validate('army', {})).toContainEqual({ pointer: '', message: "'orderOfBattle' is missing" });
      expect(logged).toEqual([expect.stringMatching(/^The document checker thread could not start \(.*missing-worker\.cjs.*\); checking files in the main thread\.$/)]);
    } finally {
      checker.close();
    }
  });

  it('web mode answers /api/health while it opens a file with 60,000 bad items', async () => {
    const slow = join(dir, 'health.army.json');
    writeFileSync(slow, manyBadUnitsText());
    mkdirSync(join(dir, 'static'), { recursive: true });
    const web = await startWebMode({ port: 0, dataDir: join(dir, 'data'), staticDir: join(dir, 'static') });
    try {
      // Start the worker and compile its schemas first, so the race below is the check itself.
      await web.backend.dispatch('files.open', { path: join(SCENARIOS, 'tan-yard-hill.scenario.json') });
      const health = new URL('/api/health', web.url).href;
      const gaps: number[] = [];
      let done = false;
      const started = performance.now();
      // The user picks the file in web mode's dialog, which grants it.
      await web.backend.dispatch('dialogs.pick', { mode: 'open', path: slow });
      const opening = web.backend.dispatch('files.open', { path: slow }).finally(() => (done = true));
      while (!done) {
        const asked = performance.now();
        const res = await fetch(health);
        expect(res.status).toBe(200);
        await res.json();
        gaps.push(performance.now() - asked);
      }
      const answer = await opening;
      const took = performance.now() - started;
      expect(answer).toMatchObject({ ok: true, result: { ok: false, problems: expect.arrayContaining([expect.objectContaining({ file: 'health.army.json', message: expect.stringMatching(/is missing|stopped checking this file/) })]) } });
      // Health kept answering all along: many answers while the file was checked, none waiting for it.
      expect(gaps.length).toBeGreaterThan(3);
      expect(Math.max(...gaps)).toBeLessThan(took / 2);
    } finally {
      await web.close();
    }
  });
});
