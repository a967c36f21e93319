/**
 * What a scenario can be exported as: one row per format, shared by `muster export` and File ▸ Export, so
 * both offer the same choices with the same words and file names. Making each lives in
 * electron/services/export (`EXPORTERS`), a row per format there too.
 */
import { PACKAGE_EXTENSION } from '../package';

export const EXPORT_FORMATS = {
  vmod: {
    label: 'VASSAL module',
    extension: '.vmod',
    summary: 'a module VASSAL opens: the map, a counter for every unit, the set-up, reinforcements, turns and charts',
  },
  tmj: {
    label: 'Tiled map',
    extension: '.tmj',
    summary: 'the map for the Tiled editor: hex terrain as tiles, hexsides, roads and features as objects',
  },
  package: {
    label: 'Scenario package',
    extension: PACKAGE_EXTENSION,
    summary: 'one file for a club: the scenario, its armies and map, and its sheets as PDFs, with a manifest of checksums',
  },
} as const satisfies Record<string, { label: string; extension: string; summary: string }>;

export type ExportFormat = keyof typeof EXPORT_FORMATS;
export const EXPORT_FORMAT_IDS = Object.keys(EXPORT_FORMATS) as ExportFormat[];

export const isExportFormat = (value: string): value is ExportFormat => Object.hasOwn(EXPORT_FORMATS, value);

/** `name` with the format's extension, replacing a document extension it ends in. */
export function exportFileName(name: string, format: ExportFormat): string {
  const { extension } = EXPORT_FORMATS[format];
  const base = name.replace(/\.(scenario|army|map)\.json$/i, '').replace(/\.json$/i, '');
  return base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
}
