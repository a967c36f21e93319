/**
 * A GeoTIFF elevation model read for core (geotiff.js): its first band as metres, NoData, its coordinate
 * system by EPSG code from the GeoKeys and the pixel-to-coordinates transform (tie point and pixel scale,
 * or the model transformation). What cannot be used is refused naming the file: not a GeoTIFF, no
 * georeference (place it by control points instead), a system Muster does not know, too many pixels.
 */
import { fromArrayBuffer, type GeoTIFFImage } from 'geotiff';
import { basename } from 'node:path';
import { crsProblem, GROUND_LIMITS, type Dem } from '../../../core/ground';
import { GroundFileError, readLimited } from './readLimited';

export async function readDem(path: string): Promise<Dem> {
  const bytes = await readLimited(path, GROUND_LIMITS.demBytes, 'DEM');
  return demFromBytes(basename(path), bytes);
}

export async function demFromBytes(name: string, bytes: Uint8Array): Promise<Dem> {
  let image: GeoTIFFImage;
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const tiff = await fromArrayBuffer(buffer);
    image = await tiff.getImage();
  } catch (error) {
    throw new GroundFileError(`${name}: is not a GeoTIFF (${(error as Error).message})`);
  }
  const width = image.getWidth();
  const height = image.getHeight();
  if (width * height > GROUND_LIMITS.demPixels) throw new GroundFileError(`${name}: has ${width} × ${height} pixels, more than the ${GROUND_LIMITS.demPixels.toLocaleString('en-US')} Muster reads; cut it to the battlefield first`);
  const keys = image.getGeoKeys() ?? {};
  const code = Number(keys.ProjectedCSTypeGeoKey ?? keys.GeographicTypeGeoKey ?? NaN);
  const transform = transformOf(image);
  if (!transform) throw new GroundFileError(`${name}: has no georeference (no tie point or model transformation); place it as a reference image by control points instead`);
  if (!Number.isFinite(code) || code === 32767) {
    throw new GroundFileError(`${name}: names no EPSG coordinate system in its GeoKeys (a user-defined one); reproject it to a UTM zone or longitude/latitude, or give --crs`);
  }
  const crs = `EPSG:${code}`;
  const problem = crsProblem(crs);
  if (problem) throw new GroundFileError(`${name}: ${problem}`);
  let values: ArrayLike<number>;
  try {
    values = (await image.readRasters({ samples: [0], interleave: true })) as unknown as ArrayLike<number>;
  } catch (error) {
    throw new GroundFileError(`${name}: its heights cannot be read (${(error as Error).message})`);
  }
  const noData = image.getGDALNoData();
  return { name, width, height, values, ...(noData !== null ? { noData } : {}), crs, transform };
}

/** GDAL's geotransform from the tags; a pixel-is-point file is moved half a pixel to corner terms. */
export function transformOf(image: GeoTIFFImage): Dem['transform'] | undefined {
  const dir = image.fileDirectory as unknown as { getValue?: (tag: string) => unknown; ModelTransformation?: number[] };
  const model = (dir.getValue?.('ModelTransformation') ?? dir.ModelTransformation) as number[] | undefined;
  let t: [number, number, number, number, number, number];
  if (model && model.length >= 8) {
    t = [model[3]!, model[0]!, model[1]!, model[7]!, model[4]!, model[5]!];
  } else {
    try {
      const [ox, oy] = image.getOrigin();
      const [rx, ry] = image.getResolution();
      t = [ox!, rx!, 0, oy!, 0, ry!];
    } catch {
      return undefined;
    }
  }
  if (!t.every(Number.isFinite) || t[1] * t[5] - t[2] * t[4] === 0) return undefined;
  const keys = image.getGeoKeys() ?? {};
  if (Number(keys.GTRasterTypeGeoKey) === 2) {
    t = [t[0] - 0.5 * (t[1] + t[2]), t[1], t[2], t[3] - 0.5 * (t[4] + t[5]), t[4], t[5]];
  }
  return t;
}
