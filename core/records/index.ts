/**
 * The public records of the Civil War's principal battles and of the units that fought in them, shipped
 * with Muster (records.json, built by `npm run records`): battles, their forces, units and which units
 * each battle lists on each side. Pure: the caller reads the asset (a file, a bundled chunk) and opens it.
 * Not core/history, which is the undo history.
 */
export * from './asset';
export * from './records';
export * from './units';
export * from './scenario';
export { RECORDS_ASSET_PATH, RECORDS_SOURCE_DIR } from './files';
export * from './catalogue';
