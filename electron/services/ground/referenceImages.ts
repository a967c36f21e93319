/**
 * Reference images for the map editor (a scan of a period map): the file the user picked, or one the open
 * scenario names beside it, read under the size limit; its kind told by its first bytes (never by its
 * name), its size in pixels, its content hash, and its own georeference from GeoTIFF tags or a world
 * file beside it. The app reads the bytes in parts (`images.read`) and decodes them into its tile pyramid.
 */
import { createHash } from 'node:crypto';
import { open, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fromArrayBuffer } from 'geotiff';
import { ApiError } from '../../../core/api/contract';
import { crsProblem, GROUND_LIMITS, IMAGE_CHUNK_BYTES, imageMediaType as mediaTypeOf, parseWorldFile, worldFileNames, type ReferenceImageChunk, type ReferenceImageFile } from '../../../core/ground';
import type { FileGrants } from '../grants';
import type { Library } from '../library/library';
import { transformOf } from './readDem';
import { GroundFileError, readLimited } from './readLimited';

/** A PNG's size from its header chunk. */
function pngSize(bytes: Uint8Array): { widthPx: number; heightPx: number } | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { widthPx: view.getUint32(16), heightPx: view.getUint32(20) };
}

/** A JPEG's size from its first start-of-frame marker. */
function jpegSize(bytes: Uint8Array): { widthPx: number; heightPx: number } | undefined {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1]!;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { heightPx: (bytes[i + 5]! << 8) | bytes[i + 6]!, widthPx: (bytes[i + 7]! << 8) | bytes[i + 8]! };
    }
    i += 2 + length;
  }
  return undefined;
}

/** A TIFF's size and, when it is a GeoTIFF, its georeference and system. */
async function tiffFacts(bytes: Uint8Array): Promise<{ widthPx: number; heightPx: number; geoTransform?: ReferenceImageFile['geoTransform']; crs?: string } | undefined> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const image = await (await fromArrayBuffer(buffer)).getImage();
  const facts = { widthPx: image.getWidth(), heightPx: image.getHeight() };
  const transform = transformOf(image);
  const keys = image.getGeoKeys() ?? {};
  const code = Number(keys.ProjectedCSTypeGeoKey ?? keys.GeographicTypeGeoKey ?? NaN);
  const crs = Number.isFinite(code) && code !== 32767 ? `EPSG:${code}` : undefined;
  return transform && crs && !crsProblem(crs) ? { ...facts, geoTransform: [...transform], crs } : facts;
}

/** A world file beside the image (`scan.pgw`, `scan.pngw`, `scan.wld`), a few lines of numbers. */
async function worldFileBeside(path: string): Promise<ReferenceImageFile['geoTransform'] | undefined> {
  for (const name of worldFileNames(basename(path))) {
    const beside = join(dirname(path), name);
    const info = await stat(beside).catch(() => null);
    if (!info?.isFile() || info.size > 4096) continue;
    const parsed = parseWorldFile(await readFile(beside, 'utf8'));
    if (parsed) return parsed;
  }
  return undefined;
}

/**
 * The image at a granted path, checked and measured. With `keep`, the bytes just read are also handed to
 * the library to keep by their hash (Library.keepImage), read once and from the file that was checked.
 */
export async function openReferenceImage(grants: FileGrants, given: string, keep?: (bytes: Uint8Array, what: string) => string): Promise<ReferenceImageFile> {
  const path = await grants.check(given, 'read');
  const fileName = basename(path);
  try {
    const bytes = await readLimited(path, GROUND_LIMITS.imageBytes, 'reference image');
    const mediaType = mediaTypeOf(bytes);
    if (!mediaType) throw new GroundFileError(`${fileName}: is not a PNG, JPEG or TIFF image`);
    const facts = mediaType === 'image/png' ? pngSize(bytes) : mediaType === 'image/jpeg' ? jpegSize(bytes) : await tiffFacts(bytes).catch(() => undefined);
    if (!facts || !(facts.widthPx > 0 && facts.heightPx > 0)) throw new GroundFileError(`${fileName}: its size in pixels cannot be read; the file may be damaged`);
    if (facts.widthPx > 100_000 || facts.heightPx > 100_000) throw new GroundFileError(`${fileName}: is ${facts.widthPx} × ${facts.heightPx} pixels, more than the 100,000 a side Muster opens`);
    const image = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
    const world = 'geoTransform' in facts && facts.geoTransform ? undefined : await worldFileBeside(path);
    keep?.(bytes, fileName);
    return { path, fileName, image, mediaType, bytes: bytes.length, ...facts, ...(world ? { geoTransform: world } : {}) };
  } catch (error) {
    if (error instanceof GroundFileError) throw new ApiError('invalid-params', error.message);
    throw error;
  }
}

/** The bytes of a granted image from `offset`, at most IMAGE_CHUNK_BYTES, as base64. */
export async function readReferenceImage(grants: FileGrants, given: string, offset: number): Promise<ReferenceImageChunk> {
  const path = await grants.check(given, 'read');
  const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new ApiError('not-found', `${basename(path)}: cannot open it (${error.code ?? error.message})`);
  });
  try {
    const { size } = await handle.stat();
    if (size > GROUND_LIMITS.imageBytes) throw new ApiError('invalid-params', `${basename(path)}: is over the size a reference image may be`);
    const length = Math.max(0, Math.min(IMAGE_CHUNK_BYTES, size - offset));
    const buffer = Buffer.alloc(length);
    let at = 0;
    while (at < length) {
      const { bytesRead } = await handle.read(buffer, at, length - at, offset + at);
      if (bytesRead === 0) break;
      at += bytesRead;
    }
    return { data: buffer.subarray(0, at).toString('base64'), offset, total: size };
  } finally {
    await handle.close();
  }
}

/**
 * The bytes of an image the library keeps, from `offset`, at most IMAGE_CHUNK_BYTES, as base64: the same
 * parts `images.read` answers for a file, so the app decodes either alike.
 */
export function readLibraryImage(library: Pick<Library, 'imagePart'>, image: string, offset: number): ReferenceImageChunk {
  const part = library.imagePart(image, offset, IMAGE_CHUNK_BYTES);
  if (!part) throw new ApiError('not-found', `The library does not keep the image ${image}: it was not in the package the scenario came from, nor kept when it was added`);
  return { data: Buffer.from(part.bytes).toString('base64'), offset, total: part.total };
}
