import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupPath, isTempOf, removeOrphanedTempFiles, tempPathFor, writeFileAtomic, writeFileAtomicSync } from '../../../../electron/services/files/index';

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

  it('keeps the permissions of the file it replaces: a private 0600 file stays 0600, and so does its backup', async () => {
    const dir = folder();
    const file = join(dir, 'secret.army.json');
    writeFileSync(file, 'first');
    chmodSync(file, 0o600);
    await writeFileAtomic(file, 'second');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(backupPath(file)).mode & 0o777).toBe(0o600);
    chmodSync(file, 0o640);
    writeFileAtomicSync(file, 'third');
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(readFileSync(file, 'utf8')).toBe('third');
  });

  it('saving through a symbolic link writes the file it points to and leaves the link a link', async () => {
    const dir = folder();
    const real = join(dir, 'real.scenario.json');
    const link = join(dir, 'link.scenario.json');
    writeFileSync(real, 'old');
    chmodSync(real, 0o600);
    symlinkSync('real.scenario.json', link);
    await writeFileAtomic(link, 'new');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe('real.scenario.json');
    expect(readFileSync(real, 'utf8')).toBe('new');
    expect(statSync(real).mode & 0o777).toBe(0o600);
    expect(readFileSync(backupPath(real), 'utf8')).toBe('old');
    // The synchronous variant (settings files) does the same.
    writeFileAtomicSync(link, 'newer');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('newer');
  });

  it('a link to a file that does not exist yet creates that file, not a file in place of the link', async () => {
    const dir = folder();
    const link = join(dir, 'later.army.json');
    symlinkSync(join(dir, 'target.army.json'), link);
    await writeFileAtomic(link, 'content');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'target.army.json'), 'utf8')).toBe('content');
  });

  it('start-up cleaning removes the temporary files of interrupted saves, and nothing else', async () => {
    const dir = folder();
    const file = join(dir, 'a.scenario.json');
    writeFileSync(file, 'the scenario');
    // An interrupted save by a process that is gone (the crash test above leaves exactly this).
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'fixtures/crash-while-saving.ts'), file, String(200_000)],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(child.signal).toBe('SIGKILL');
    const orphan = readdirSync(dir).find((n) => isTempOf(file, n))!;
    expect(orphan).toBeDefined();
    // A save still under way in this process, and files that merely look similar, stay.
    const live = tempPathFor(file);
    writeFileSync(live, 'being written');
    writeFileSync(join(dir, 'notes.tmp'), 'a user file');
    writeFileSync(join(dir, '.hidden.12.tmp'), 'not a Muster temporary file');
    expect(await removeOrphanedTempFiles(dir)).toEqual([orphan]);
    expect(readdirSync(dir).sort()).toEqual(['.hidden.12.tmp', live.slice(dir.length + 1), 'a.scenario.json', 'notes.tmp'].sort());
    expect(readFileSync(file, 'utf8')).toBe('the scenario');
    expect(await removeOrphanedTempFiles(join(dir, 'missing'))).toEqual([]);
  });
});
