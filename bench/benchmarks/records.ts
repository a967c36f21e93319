/**
 * Opening the shipped battle and unit records (core/records/records.json): reading the file, parsing it
 * and building the indexes, as the app does the first time it needs them. Reported as `records.load` in
 * ms (aim well under a second) with the asset's size, `records.assetSize` in KB.
 */
import { readFileSync } from 'node:fs';
import { medianMicros, type Benchmark } from '../benchmark';
import { openRecords, searchUnits } from '../../core/records';
import { RECORDS_ASSET_FILE } from '../../cli/records';

export const recordsBenchmark: Benchmark = {
  title: 'records: read and open the battle and unit records, then find a regiment and its battles',
  run() {
    let size = 0;
    let found = 0;
    const ms =
      medianMicros(() => {
        const text = readFileSync(RECORDS_ASSET_FILE, 'utf8');
        size = Buffer.byteLength(text);
        const records = openRecords(JSON.parse(text));
        found = searchUnits(records, '19th Indiana').length;
      }, 2000) / 1000;
    if (found === 0) throw new Error('the records did not find the 19th Indiana');
    return [
      { name: 'records.load', value: ms, unit: 'ms' },
      { name: 'records.assetSize', value: size / 1024, unit: 'KB' },
    ];
  },
};
