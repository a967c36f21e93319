/**
 * The battle and unit records (core/records/records.json) in the window: a chunk of their own, fetched
 * and opened the first time something asks for them (the battle dialog, a catalogue, the library's
 * search), then kept.
 */
import { openRecords, RECORDS_ASSET_PATH, type Records } from '../../../core/records';

let opening: Promise<Records> | undefined;
let opened: Records | undefined;

export function loadRecords(): Promise<Records> {
  opening ??= import('../../../core/records/records.json?raw').then((m) => {
    opened = openRecords(JSON.parse(m.default), RECORDS_ASSET_PATH);
    return opened;
  });
  return opening;
}

/** The records if they are already open, for what must not wait. */
export const recordsIfLoaded = (): Records | undefined => opened;
