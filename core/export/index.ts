/**
 * Sharing a scenario with other programs: the export formats `muster export` and File ▸ Export offer
 * (formats.ts), and the pure half of the formats Muster writes itself: `tiled/`, a map as a Tiled map
 * and back (imported from its own index, core/export/tiled).
 */
export { EXPORT_FORMATS, EXPORT_FORMAT_IDS, exportFileName, isExportFormat, type ExportFormat } from './formats';
