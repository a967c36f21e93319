/**
 * Where the records live in the repository and how the asset is written: one battle or one unit a
 * line, so a rebuild from newer sources shows in a diff as the rows that changed.
 */
import type { RecordsAsset } from './asset';

/** The compiled asset, relative to the repository root. */
export const RECORDS_ASSET_PATH = 'core/records/records.json';
/** The source CSVs and SOURCE.json, relative to the repository root. */
export const RECORDS_SOURCE_DIR = 'data/records/source';

export function serializeRecordsAsset(asset: RecordsAsset): string {
  const rows = (items: readonly unknown[]) => items.map((x) => JSON.stringify(x)).join(',\n');
  return `{"format":${JSON.stringify(asset.format)},\n"source":${JSON.stringify(asset.source)},\n"battles":[\n${rows(asset.battles)}\n],\n"units":[\n${rows(asset.units)}\n]}\n`;
}
