import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupPath, isTempOf, writeFileAtomic } from '../../../../electron/services/files/index';

const folder = (): string => mkdtempSync(join(tmpdir(), 'muster-atomic-'));

describe('writeFileAtomic', () => {
  it('writes the new content and keeps the previous version as NAME.bak', async () => {
    const dir = folder();
    const file = join(dir, 'a.scenario.json');
    await writeFileAtomic(file, 'first');
    expect(readFileSync(file, 'utf8')).toBe('first');
    expect(readdirSync(dir)).toEqual(['a.scenario.json']);
    await writeFileAtomic(file, 'second');
    expect(readFileSync(file, 'utf8')).toBe('second');
    expect(readFileSync(backupPath(file), 'utf8')).toBe('first');
    expect(readdirSync(dir).sort()).toEqual(['a.scenario.json', 'a.scenario.json.bak']);
  });

  it('a save that fails half-way leaves the previous file intact and no temporary file behind', async () => {
    const dir = folder();
    const file = join(dir, 'a.scenario.json');
    writeFileSync(file, 'the old scenario');
    const fresh = 'x'.repeat(100_000);
    await expect(
      writeFileAtomic(file, fresh, {
        chunkSize: 1000,
        onChunkWritten: (written, total) => {
          if (written >= total / 2) throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(readFileSync(file, 'utf8')).toBe('the old scenario');
    expect(readdirSync(dir)).toEqual(['a.scenario.json']);
  });

  it('a process killed in the middle of a save leaves the previous file intact', () => {
    const dir = folder();
    const file = join(dir, 'a.scenario.json');
    writeFileSync(file, 'the old scenario');
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'fixtures/crash-while-saving.ts'), file, String(200_000)],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(child.signal).toBe('SIGKILL');
    expect(child.stdout).not.toMatch(/saved/);
    expect(readFileSync(file, 'utf8')).toBe('the old scenario');
    // The half-written temporary file is left beside it, recognisably, and never under the real name.
    const leftovers = readdirSync(dir).filter((n) => n !== 'a.scenario.json');
    expect(leftovers.length).toBe(1);
    expect(isTempOf(file, leftovers[0]!)).toBe(true);
    expect(readFileSync(join(dir, leftovers[0]!), 'utf8').length).toBeLessThan(200_000);
  });
});
