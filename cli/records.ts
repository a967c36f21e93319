/**
 * The shipped records asset read from disk for the command line, the bench and the tests: once per
 * process (opening it builds its indexes).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openRecords, RECORDS_ASSET_PATH, type Records } from '../core/records';

/** The asset's path in this checkout. */
export const RECORDS_ASSET_FILE = fileURLToPath(new URL(`../${RECORDS_ASSET_PATH}`, import.meta.url));

let opened: Records | undefined;

export function shippedRecords(): Records {
  opened ??= openRecords(JSON.parse(readFileSync(RECORDS_ASSET_FILE, 'utf8')), RECORDS_ASSET_PATH);
  return opened;
}
