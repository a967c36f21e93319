/**
 * Elevation models the ground tests write: a cone hill on flat ground by geotiff's own writer (with the
 * GeoKeys, NoData and holes a test asks for), and a plain TIFF with no georeference at all. Shared by the
 * command line's test and the app's (the worker jobs), so both refuse the same files.
 */
import { writeArrayBuffer } from 'geotiff';

/** Flat ground at 100 m with a cone 30 m high, falling 1 m every 20 m, centred at (hillE, hillN) in UTM 18N. */
export function coneTiff(options: { hillE: number; hillN: number; geoKeys?: Record<string, number>; noDataBox?: boolean }): ArrayBuffer {
  const width = 1000;
  const height = 800;
  const x0 = 305000;
  const y0 = 4414000;
  const values = new Float32Array(width * height);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const e = x0 + (c + 0.5) * 10;
      const n = y0 - (r + 0.5) * 10;
      values[r * width + c] = 100 + Math.max(0, 30 - Math.hypot(e - options.hillE, n - options.hillN) / 20);
    }
  }
  if (options.noDataBox) for (let r = 380; r < 420; r++) for (let c = 300; c < 340; c++) values[r * width + c] = -9999;
  const georef = { ModelPixelScale: [10, 10, 0], ModelTiepoint: [0, 0, 0, x0, y0, 0], GTModelTypeGeoKey: 1, GTRasterTypeGeoKey: 1, ProjectedCSTypeGeoKey: 32618, ...options.geoKeys };
  return writeArrayBuffer(values, { width, height, BitsPerSample: [32], SampleFormat: [3], GDAL_NODATA: '-9999', ...georef });
}

/**
 * A plain TIFF of float heights with no GeoTIFF tags at all (geotiff's writer always adds a whole-globe
 * georeference, so the test lays the few tags of a baseline TIFF itself): one strip, little-endian.
 */
export function plainTiff(width: number, height: number): Buffer {
  const tags: Array<[number, number, number]> = [
    [256, 4, width], [257, 4, height], [258, 3, 32], [259, 3, 1], [262, 3, 1], [273, 4, 0], [277, 3, 1], [278, 4, height], [279, 4, width * height * 4], [339, 3, 3],
  ];
  const ifdSize = 2 + tags.length * 12 + 4;
  const dataAt = 8 + ifdSize;
  const buf = Buffer.alloc(dataAt + width * height * 4);
  buf.write('II', 0, 'latin1');
  buf.writeUInt16LE(42, 2);
  buf.writeUInt32LE(8, 4);
  buf.writeUInt16LE(tags.length, 8);
  tags.forEach(([tag, type, value], i) => {
    const at = 10 + i * 12;
    buf.writeUInt16LE(tag, at);
    buf.writeUInt16LE(type, at + 2);
    buf.writeUInt32LE(1, at + 4);
    if (type === 3) buf.writeUInt16LE(value, at + 8);
    else buf.writeUInt32LE(tag === 273 ? dataAt : value, at + 8);
  });
  for (let i = 0; i < width * height; i++) buf.writeFloatLE(100, dataAt + i * 4);
  return buf;
}

