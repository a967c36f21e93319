/**
 * VASSAL modules made from a scenario (issue 14): the build file and module data (`buildVassalModule`),
 * the hex grid whose numbering names hexes as Muster does (`vassalHexGrid`), piece definitions as VASSAL
 * encodes them (`pieceDefinition` and its traits) and VASSAL's `SequenceEncoder`. Pure: the desktop
 * process renders the images and zips the module (electron/services/export/vassal.ts).
 */
export { DEFAULT_HEX_PIXELS, DEFAULT_TABLETOP_PIXELS_PER_INCH, MIN_HEX_PIXELS, TABLETOP_PIXELS_PER_INCH, VASSAL_VERSION, VassalExportError, drawingStep, type VassalChart, type VassalImage, type VassalModule, type VassalOptions } from './parts';
export { buildVassalModule } from './module';
export { vassalHexGrid, type VassalHexGrid, type VassalNumbering, type VassalZone } from './hexGrid';
export { basicPiece, cloneTrait, deleteTrait, flipTrait, markerTrait, pieceDefinition, rotateTrait, type Trait } from './pieces';
export { sequenceDecode, sequenceEncode } from './sequence';
export { el, xmlEscape } from './xml';
