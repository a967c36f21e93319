/**
 * Muster maps as Tiled maps (JSON `.tmj`) and back: `toTiledMap` (a hexagonal map with terrain tiles and
 * object layers, or an orthogonal map of objects in inches), `fromTiledMap` (the inverse, refusing with
 * the place and the reason what it cannot read), and the one mapping between Tiled's cells and Muster's
 * hex numbers (`tiledCellOf`, `hexOfTiledCell`, `tiledHexLayout`).
 */
export { toTiledMap, TILED_VERSION, TILESET_NAME, type TiledExport, type TiledExportOptions, type TerrainTile } from './toTiled';
export { fromTiledMap, type TiledImport, type TiledProblem, type UncheckedMap } from './fromTiled';
export {
  HEX_FLATS_PX,
  HEX_SIDE_PX,
  TABLETOP_PIXELS_PER_INCH,
  hexOfTiledCell,
  hexSheetScale,
  oddShiftedOf,
  tiledCellCentre,
  tiledCellOf,
  tiledHexLayout,
  tiledPixelSize,
  type TiledHexLayout,
} from './grid';
export type { TiledMap, TiledLayer, TiledObject, TiledProperty } from './types';
