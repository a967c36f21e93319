export { EXPORT_FORMATS, EXPORT_FORMAT_IDS, exportFileName, isExportFormat, type ExportFormat } from './formats';
