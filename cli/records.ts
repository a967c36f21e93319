/**
 * The shipped records asset read from disk for the command line, the bench and the tests: once per
 * process (opening it builds its indexes).
 */
import { readFileSync } from 'node:fs';
import { openRecords, RECORDS_ASSET_PATH, type Records } from '../core/records';
import { packageAsset } from '../electron/services/packageRoot';

/** The asset's path in the installed package, wherever the code asking for it was built to. */
export const RECORDS_ASSET_FILE = packageAsset(RECORDS_ASSET_PATH);

let opened: Records | undefined;

export function shippedRecords(): Records {
  opened ??= openRecords(JSON.parse(readFileSync(RECORDS_ASSET_FILE, 'utf8')), RECORDS_ASSET_PATH);
  return opened;
}
