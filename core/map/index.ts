/**
 * The tabletop map: geometry in inches, the ADF board and its numbering, units as their stands, snapping,
 * and the spatial index that map-wide queries go through.
 */
export * from './geometry';
export * from './board';
export * from './snapping';
export * from './stands';
export { SpatialIndex } from './spatialIndex';
