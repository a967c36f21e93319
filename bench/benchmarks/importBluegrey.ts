/**
 * Importing the Blue & Grey rule book: reading its 12,000 lines into battles and charts and making a
 * scenario of every game with charts (14 of them), as `muster import bluegrey` does before it writes the
 * files. Reported as `hex.import.bluegrey`, ms for the whole text; the import runs once a book, so the
 * aim is only that it stays well under a second.
 */
import { readFileSync } from 'node:fs';
import { medianMicros, type Benchmark } from '../benchmark';
import { importBlueGrey } from '../../core/import/index';
import { BLUEGREY_BOOK } from '../../core/rules/trace';
import { seedPath } from '../../tests/support/seeds';

export const importBluegreyBenchmark: Benchmark = {
  title: 'hex.import.bluegrey: import every Blue & Grey game from the book\'s text',
  run() {
    const text = readFileSync(seedPath(BLUEGREY_BOOK), 'utf8');
    let scenarios = 0;
    const ms =
      medianMicros(() => {
        scenarios = importBlueGrey(text).filter((g) => g.scenario).length;
      }, 2000) / 1000;
    if (scenarios === 0) throw new Error('the import made no scenarios');
    return [
      { name: 'hex.import.bluegrey', value: ms, unit: 'ms' },
      { name: 'hex.import.bluegrey.scenarios', value: scenarios, unit: 'files' },
    ];
  },
};
