/**
 * Builds the records asset Muster ships, core/records/records.json, from the CSVs kept in
 * data/records/source/ (with SOURCE.json: which repository, commit, date and licence they come from):
 * `npm run records`. The same sources always give the same bytes.
 *
 *   npm run records                         rebuild the asset from data/records/source/
 *   npm run records -- --from DIR           first refresh data/records/source/ from an acw_battle_data
 *                                           checkout's build/acw_battle_data/ folder (DIR), keeping only
 *                                           the columns Muster uses, then rebuild
 *   npm run records -- --check              exit 1 if the checked-in asset is not what the sources give
 *
 * After --from, update SOURCE.json's commit and date to the checkout's.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRecordsAsset, readSourceCsv, RECORDS_SOURCE_COLUMNS, RECORDS_SOURCE_FILES, type RecordsSourceFile } from '../core/records/build';
import type { RecordsSource } from '../core/records/asset';
import { RECORDS_ASSET_PATH, RECORDS_SOURCE_DIR, serializeRecordsAsset } from '../core/records/files';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const FILES = Object.keys(RECORDS_SOURCE_FILES) as RecordsSourceFile[];

const quote = (v: string): string => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Upstream's file cut down to the columns Muster keeps, in their order; one record per line. */
function subset(file: RecordsSourceFile, text: string): string {
  const columns = RECORDS_SOURCE_COLUMNS[file];
  const rows = readSourceCsv(file, text).map(({ row }) => columns.map((c) => quote(row[c]!.replace(/\s*[\r\n]+\s*/g, ' '))).join(','));
  return `${[columns.join(','), ...rows].join('\n')}\n`;
}

function writeAtomic(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

const args = process.argv.slice(2);
const fromAt = args.indexOf('--from');
const check = args.includes('--check');
const sourceDir = join(REPO_ROOT, RECORDS_SOURCE_DIR);

if (fromAt !== -1) {
  const from = args[fromAt + 1];
  if (!from) throw new Error('--from needs the path of an acw_battle_data checkout\'s build/acw_battle_data folder');
  for (const file of FILES) {
    const name = RECORDS_SOURCE_FILES[file];
    writeAtomic(join(sourceDir, name), subset(file, readFileSync(join(from, name), 'utf8')));
    process.stdout.write(`kept ${RECORDS_SOURCE_COLUMNS[file].length} columns of ${name}\n`);
  }
}

const text = Object.fromEntries(FILES.map((f) => [f, readFileSync(join(sourceDir, RECORDS_SOURCE_FILES[f]), 'utf8')])) as Record<RecordsSourceFile, string>;
const source = JSON.parse(readFileSync(join(sourceDir, 'SOURCE.json'), 'utf8')) as RecordsSource;
const asset = serializeRecordsAsset(buildRecordsAsset(text, source));
const target = join(REPO_ROOT, RECORDS_ASSET_PATH);

if (check) {
  const current = readFileSync(target, 'utf8');
  if (current !== asset) {
    process.stderr.write(`${RECORDS_ASSET_PATH} is not what ${RECORDS_SOURCE_DIR} gives: run npm run records\n`);
    process.exit(1);
  }
  process.stdout.write(`${RECORDS_ASSET_PATH} is up to date\n`);
} else {
  writeAtomic(target, asset);
  const parsed = JSON.parse(asset) as { battles: unknown[]; units: unknown[] };
  process.stdout.write(`wrote ${RECORDS_ASSET_PATH}: ${parsed.battles.length} battles, ${parsed.units.length} units, ${(asset.length / 1024).toFixed(0)} KB\n`);
}
