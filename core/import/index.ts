/**
 * Importers: documents made from other formats. Each source has its own folder (`bluegrey/`: the Blue &
 * Grey rule book's charts) and answers pure data from text; the command line and the app read and write
 * the files.
 */
export * as bluegrey from './bluegrey/index';
export { importBlueGrey, type BlueGreyImport } from './bluegrey/index';
