/**
 * The two slow cases issue 31 found, kept as figures:
 * - `package.bomb.refusedMs`: reading a 1 MB package whose 151 directory entries all point at one 1 GB
 *   deflate stream, until it is refused (once over 60 s, inflating every entry); aim under 2,000 ms.
 * - `validate.longString.ms`: loading a 3 MB scenario whose one terrain value is a 3 MB text (once 16 s,
 *   from the "did you mean" edit distance over the whole text); aim under 2,000 ms. `validate.longString19MB.ms`
 *   is the 19 MB case; aim under 5,000 ms.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Benchmark } from '../benchmark';
import { loadDocument, runtimeValidators } from '../../core/formats/index';
import { readPackage } from '../../electron/services/package/readPackage';
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
  run() {
    const bomb = overlappingBomb();
    const refusedMs = Math.min(...[0, 1, 2].map(() => timed(() => {
      if (readPackage(bomb, 'bomb.muster.zip').ok) throw new Error('the zip bomb was accepted');
    })));
    runtimeValidators();
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
