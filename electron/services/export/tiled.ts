/**
 * The `tmj` row of EXPORTERS: a scenario's map as a Tiled map (core/export/tiled), with its terrain
 * tileset drawn here as a PNG written beside the `.tmj`. Beside it, not inside it: Tiled's JSON format
 * names a tileset image by a file path (json-map-format: "image: Image used for tiles in this set"), and
 * Debian's Tiled 1.8 and its `tmxrasterizer` load it from there; given a `data:image/png;base64,…` URI
 * instead, Tiled 1.8.2 draws every tile as its missing-image placeholder (tried on the bundled maps).
 */
import { toTiledMap, type TerrainTile, type TiledExport, type TiledExportOptions } from '../../../core/export/tiled';
import { exportFileName } from '../../../core/export';
import { distanceToPolyline, pointInPolygon } from '../../../core/map/geometry';
import type { MusterMap, MusterMapFile } from '../../../core/model/scenario.generated';
import { plural } from '../../../core/vocabulary';
import { encodePng } from '../render/png';
import type { ExportOptions, ExportSource, Exported } from './types';

/** The tileset image's name for a `.tmj` of this name: `crossroads.tmj` → `crossroads.terrain.png`. */
export const tilesetImageName = (tmjName: string) => `${tmjName.replace(/\.tmj$/i, '')}.terrain.png`;

export async function exportTiledMap(source: ExportSource, options: ExportOptions): Promise<Exported> {
  const { scenario } = source;
  const map = source.onlySide === undefined ? scenario.map : oneSide(scenario.map, source.onlySide);
  const board = map.kind === 'tabletop' ? { board: { widthIn: scenario.board.widthIn, heightIn: scenario.board.heightIn } } : {};
  return tiledFiles(map, { title: scenario.title, ...board }, options);
}

/** A map file (`.map.json`) as a Tiled map: the ground alone, its title and notes kept for the import. */
export async function exportTiledMapFile(file: MusterMapFile, options: ExportOptions): Promise<Exported> {
  return tiledFiles(file.map, { ...(file.title !== undefined ? { title: file.title } : {}), ...(file.notes !== undefined ? { notes: file.notes } : {}) }, options);
}

async function tiledFiles(map: MusterMap, about: Omit<TiledExportOptions, 'tilesetImage'>, options: ExportOptions): Promise<Exported> {
  const name = options.fileName ?? exportFileName(about.title ?? 'map', 'tmj');
  const image = tilesetImageName(name);
  options.onProgress?.({ step: 'Making the Tiled map', done: 0, total: 1 });
  const exported = toTiledMap(map, { tilesetImage: image, ...about });
  const bytes = new TextEncoder().encode(`${JSON.stringify(exported.map, null, 1)}\n`);
  const extraFiles = exported.tileset ? [{ name: image, bytes: drawTileset(exported.tileset) }] : [];
  return { bytes, summary: summaryOf(exported, map), ...(extraFiles.length ? { extraFiles } : {}) };
}

/** An export for one player: the other sides' units, dummies and set-up areas left off the map. */
function oneSide(map: MusterMap, side: string): MusterMap {
  const m = { ...map } as Record<string, unknown>;
  for (const list of ['units', 'dummies', 'setupAreas']) {
    const items = m[list];
    if (Array.isArray(items)) m[list] = (items as { side?: string }[]).filter((item) => item.side === undefined || item.side === side);
  }
  return m as unknown as MusterMap;
}

function summaryOf({ map, tileset }: TiledExport, muster: MusterMap): string {
  const objects = map.layers.reduce((n, l) => n + (l.type === 'objectgroup' ? l.objects.length : 0), 0);
  const size = muster.kind === 'hex' ? `hex map ${map.width} × ${map.height}` : `tabletop ${map.width} × ${map.height} in`;
  const tiles = tileset ? `, ${plural(tileset.tiles.length, 'terrain tile')} in ${tileset.image} beside it` : '';
  return `${size}, ${plural(map.layers.length, 'layer')}, ${plural(objects, 'object')}${tiles}`;
}

/** One hex per terrain kind, side by side, in the kind's fill with its outline; outside the hex is transparent. */
export function drawTileset(tileset: NonNullable<TiledExport['tileset']>): Uint8Array {
  const { tilewidth: w, tileheight: h, outline, tiles } = tileset;
  const width = w * tiles.length;
  const rgba = new Uint8Array(width * h * 4);
  tiles.forEach((tile: TerrainTile, i) => {
    const fill = rgb(tile.fill);
    const stroke = rgb(tile.stroke);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const p = { x: x + 0.5, y: y + 0.5 };
        if (!pointInPolygon(p, outline)) continue;
        const colour = distanceToPolyline(p, outline, true) < 1.5 ? stroke : fill;
        const at = (y * width + i * w + x) * 4;
        rgba.set([colour[0], colour[1], colour[2], 255], at);
      }
    }
  });
  return encodePng(width, h, rgba);
}

function rgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return [128, 128, 128]; // a style colour Muster does not write as #rrggbb: a neutral grey
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
