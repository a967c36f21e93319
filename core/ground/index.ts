/**
 * The real ground under a historical scenario: placing reference images by control points (`fit.ts`),
 * where the table lies on the Earth (`georef.ts`, `crs.ts`, the book's ground scale in `scale.ts`), and
 * elevation to contours, hills and steep slopes (`dem.ts`, `elevation.ts`, `clean.ts`). Pure: the files
 * are read by electron/services/ground.
 */
export * from './fit';
export * from './scale';
export * from './crs';
export * from './georef';
export * from './georefForm';
export * from './dem';
export * from './limits';
export * from './clean';
export * from './elevation';
export * from './commands';
export * from './featureKinds';
export * from './features';
export * from './api';
export * from './underlay';
