/**
 * The two slow cases issue 31 found, kept as figures:
 * - `package.bomb.refusedMs`: a 1 MB package file whose 151 directory entries all point at one 1 GB
 *   deflate stream, read and refused as `packages.inspect` reads it (the file read in the checker's worker
 *   thread, the worker already started); once over 60 s, inflating every entry; aim under 2,000 ms.
 * - `validate.longString.ms`: loading a 3 MB scenario whose one terrain value is a 3 MB text (once 16 s,
 *   from the "did you mean" edit distance over the whole text); aim under 2,000 ms. `validate.longString19MB.ms`
 *   is the 19 MB case; aim under 5,000 ms.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Benchmark } from '../benchmark';
import { loadDocument } from '../../core/formats/index';
import { OffThreadValidator } from '../../electron/services/validation/offThread';
import { overlappingBomb } from '../../tests/support/hostileZips';

/** The bundled hex example with one feature's terrain replaced by `length` letters. */
export function longTerrainScenario(length: number): string {
  const text = JSON.stringify(JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../scenarios/hex-example.scenario.json'), 'utf8')));
  const at = text.indexOf('"terrain":"light-woods"');
  if (at < 0) throw new Error('the hex example has no light-woods terrain to spoil');
  return `${text.slice(0, at)}"terrain":"${'x'.repeat(length)}${text.slice(at + '"terrain":"light-woods'.length)}`;
}

const timed = (fn: () => void): number => {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
};

export const hardeningBenchmark: Benchmark = {
  title: 'hardening: refuse a 1 MB zip bomb (151 entries on one 1 GB stream); load scenarios with a 3 MB and a 19 MB bad terrain text',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'muster-bench-bomb-'));
    const file = join(dir, 'bomb.muster.zip');
    writeFileSync(file, overlappingBomb());
    const checker = new OffThreadValidator();
    let refusedMs = Infinity;
    try {
      for (let i = 0; i < 4; i++) {
        const t0 = performance.now();
        const read = await checker.readPackage(file);
        if (read.ok) throw new Error('the zip bomb was accepted');
        // The first read starts the worker, which is not what is measured.
        if (i > 0) refusedMs = Math.min(refusedMs, performance.now() - t0);
      }
    } finally {
      checker.close();
      rmSync(dir, { recursive: true, force: true });
    }
    const load = (length: number) => {
      const text = longTerrainScenario(length);
      return timed(() => {
        if (loadDocument('long.scenario.json', text).ok) throw new Error('the long terrain text was accepted');
      });
    };
    return [
      { name: 'package.bomb.refusedMs', value: refusedMs, unit: 'ms' },
      { name: 'validate.longString.ms', value: load(3_000_000), unit: 'ms' },
      { name: 'validate.longString19MB.ms', value: load(19_000_000), unit: 'ms' },
    ];
  },
};
