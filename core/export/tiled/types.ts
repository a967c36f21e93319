/**
 * The part of Tiled's JSON map format (docs/reference/json-map-format.rst in mapeditor/tiled) that Muster
 * writes and reads. Field names are Tiled's own; `type` on an object is its class (Tiled 1.9 wrote it as
 * `class`, which the reader also takes).
 */
export type TiledPropertyType = 'string' | 'int' | 'float' | 'bool';

export interface TiledProperty {
  name: string;
  type: TiledPropertyType;
  value: string | number | boolean;
}

export interface TiledPoint {
  x: number;
  y: number;
}

export interface TiledObject {
  id: number;
  name: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  visible: boolean;
  point?: true;
  polygon?: TiledPoint[];
  polyline?: TiledPoint[];
  properties?: TiledProperty[];
}

interface TiledLayerBase {
  id: number;
  name: string;
  opacity: number;
  visible: boolean;
  x: 0;
  y: 0;
  properties?: TiledProperty[];
}

export interface TiledTileLayer extends TiledLayerBase {
  type: 'tilelayer';
  width: number;
  height: number;
  /** Global tile ids, row by row from the top left; 0 is an empty cell. */
  data: number[];
}

export interface TiledObjectLayer extends TiledLayerBase {
  type: 'objectgroup';
  draworder: 'index' | 'topdown';
  /** #rrggbb the layer's objects are drawn in. */
  color?: string;
  objects: TiledObject[];
}

export type TiledLayer = TiledTileLayer | TiledObjectLayer;

export interface TiledTile {
  id: number;
  properties?: TiledProperty[];
}

export interface TiledTileset {
  firstgid: number;
  name: string;
  tilewidth: number;
  tileheight: number;
  tilecount: number;
  columns: number;
  /** Relative to the map file. */
  image: string;
  imagewidth: number;
  imageheight: number;
  margin: number;
  spacing: number;
  tiles: TiledTile[];
}

export interface TiledMap {
  type: 'map';
  version: string;
  tiledversion: string;
  orientation: 'hexagonal' | 'orthogonal';
  renderorder: 'right-down';
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  hexsidelength?: number;
  staggeraxis?: 'x' | 'y';
  staggerindex?: 'odd' | 'even';
  backgroundcolor?: string;
  infinite: false;
  compressionlevel: -1;
  nextlayerid: number;
  nextobjectid: number;
  properties: TiledProperty[];
  tilesets: TiledTileset[];
  layers: TiledLayer[];
}
