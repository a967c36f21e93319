import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocumentFile } from '../../../../electron/services/files/index';

const dir = mkdtempSync(join(tmpdir(), 'muster-read-'));

describe('readDocumentFile', () => {
  it('reads a bundled scenario', async () => {
    const result = await readDocumentFile(join(__dirname, '../../../../scenarios/tan-yard-hill.scenario.json'), { displayName: 'tyh' });
    expect(result).toMatchObject({ ok: true, kind: 'scenario' });
  });

  it('refuses binary, non-UTF-8 and oversized files early, and reports missing files as unreadable', async () => {
    const png = join(dir, 'map.png');
    writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    expect(await readDocumentFile(png)).toMatchObject({ ok: false, errors: [{ message: expect.stringMatching(/not a text file/) }] });

    const latin1 = join(dir, 'latin1.scenario.json');
    writeFileSync(latin1, Buffer.from('{"title": "Caf\xe9"}', 'latin1'));
    expect(await readDocumentFile(latin1)).toMatchObject({ ok: false, errors: [{ message: expect.stringMatching(/not UTF-8/) }] });

    const big = join(dir, 'big.scenario.json');
    writeFileSync(big, ' '.repeat(2048));
    expect(await readDocumentFile(big, { maxBytes: 1024 })).toMatchObject({ ok: false, errors: [{ message: expect.stringMatching(/too large/) }] });

    const missing = await readDocumentFile(join(dir, 'nope.json'), { displayName: 'nope.json' });
    expect(missing).toMatchObject({ ok: false, unreadable: true, errors: [{ file: 'nope.json', message: 'no such file' }] });
    expect(await readDocumentFile(dir)).toMatchObject({ ok: false, unreadable: true });
  });
});
