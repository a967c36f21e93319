/**
 * Checking an army file in which every one of 4,000 items is wrong (44 KB): once 28 s, from message
 * shaping that grew with the square of the errors and ajv's own copying of its error list. Reported
 * as `validate.manyErrors`, ms for loading the text (parse, check, explain, place); aim under 100 ms.
 */
import { medianMicros, type Benchmark } from '../benchmark';
import { loadDocument, SCHEMA_URL } from '../../core/formats/index';

/** An army whose `n` order-of-battle items are each `{"id":"x"}`: neither a formation nor a unit. */
export function manyErrorsArmy(n = 4000): string {
  const children = Array.from({ length: n }, () => ({ id: 'x' }));
  return JSON.stringify({ $schema: SCHEMA_URL.army, formatVersion: 1, orderOfBattle: { name: 'Bad', side: 'union', era: '1861-63', children } });
}

export const validateBenchmark: Benchmark = {
  title: 'validate: load a 44 KB army file with 4,000 bad items (problems capped, the rest counted)',
  run() {
    const text = manyErrorsArmy();
    let problems = 0;
    const ms =
      medianMicros(() => {
        const result = loadDocument('many-errors.army.json', text);
        problems = result.ok ? 0 : result.errors.length;
      }, 2000) / 1000;
    if (problems === 0) throw new Error('the many-errors army loaded without problems');
    return [
      { name: 'validate.manyErrors', value: ms, unit: 'ms' },
      { name: 'validate.manyErrors.fileSize', value: text.length / 1000, unit: 'KB' },
    ];
  },
};
