/**
 * The reference images a map prints faded (each image's print option): read beside the scenario as the
 * map editor reopens them (by name, or by content hash in images/), checked to be the same image by that
 * hash, or else from the library, which keeps a library scenario's images by that hash; handed to core as
 * data URLs with their placement. A TIFF scan, which Chromium does not draw, is written out as a PNG
 * first. An image that cannot be found is named, for the print to refuse.
 */
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fromArrayBuffer } from 'geotiff';
import { GROUND_LIMITS, imageMediaType, printedImages, printedPicture, referenceImagePlaces, type Georeference } from '../../../core/ground';
import type { ReferenceImage } from '../../../core/model/scenario.generated';
import type { MapRenderInput } from '../../../core/map/scenarioMap';
import type { UnderlayPicture } from '../../../core/map/render/underlay';
import type { FileGrants } from '../grants';
import { readLimited } from './readLimited';
import { encodePng } from '../render/png';

/** The image as a data URL Chromium draws: PNG and JPEG as they are, a TIFF as a PNG. */
export async function dataUrl(bytes: Uint8Array): Promise<string | undefined> {
  const type = imageMediaType(bytes);
  if (type === 'image/png' || type === 'image/jpeg') return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
  if (type !== 'image/tiff') return undefined;
  const image = await (await fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)).getImage();
  const rgb = (await image.readRGB({ interleave: true })) as unknown as Uint8Array;
  const rgba = new Uint8Array((rgb.length / 3) * 4);
  for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
    rgba[i] = rgb[j]!;
    rgba[i + 1] = rgb[j + 1]!;
    rgba[i + 2] = rgb[j + 2]!;
    rgba[i + 3] = 255;
  }
  return `data:image/png;base64,${Buffer.from(encodePng(image.getWidth(), image.getHeight(), rgba)).toString('base64')}`;
}

/**
 * The bytes of an image a scenario names, found beside it as the map editor finds it (by name, or by
 * content hash in images/) under the grants opening the scenario gave; undefined when none has its hash.
 */
export async function referenceImageBeside(grants: Pick<FileGrants, 'check'>, scenarioPath: string, ref: Pick<ReferenceImage, 'fileName' | 'image' | 'mediaType'>): Promise<Uint8Array | undefined> {
  for (const place of referenceImagePlaces(ref)) {
    const path = join(dirname(scenarioPath), place);
    const bytes = await grants
      .check(path, 'read')
      .then(() => readLimited(path, GROUND_LIMITS.imageBytes, 'reference image'))
      .catch(() => undefined);
    if (bytes && `sha256:${createHash('sha256').update(bytes).digest('hex')}` === ref.image) return bytes;
  }
  return undefined;
}

/**
 * The reference images a document names that are found beside its file (read leniently: any kind of
 * document, an image not found is left out), each with the name to refuse it by.
 */
export async function referenceImagesBeside(grants: Pick<FileGrants, 'check'>, scenarioPath: string, content: unknown): Promise<{ bytes: Uint8Array; what: string }[]> {
  const refs = (content as { map?: { referenceImages?: unknown } } | null)?.map?.referenceImages;
  const found: { bytes: Uint8Array; what: string }[] = [];
  for (const ref of Array.isArray(refs) ? (refs as ReferenceImage[]) : []) {
    const bytes = typeof ref?.image === 'string' ? await referenceImageBeside(grants, scenarioPath, ref) : undefined;
    if (bytes) found.push({ bytes, what: ref.fileName ?? ref.name ?? ref.id });
  }
  return found;
}

/** Where an image the library keeps is had by its content hash (Library.image); undefined when it is not kept. */
export type LibraryImages = (image: string) => Uint8Array | undefined;

/**
 * The bytes of an image a scenario names: beside its file when it has one, else the library's copy. The
 * library is asked whatever the scenario's home, since it keeps an image by the hash of its bytes: what it
 * answers is the very image the map names, never another of the same name.
 */
export async function referenceImageBytes(grants: Pick<FileGrants, 'check'>, scenarioPath: string | undefined, ref: Pick<ReferenceImage, 'fileName' | 'image' | 'mediaType'>, fromLibrary?: LibraryImages): Promise<Uint8Array | undefined> {
  return (scenarioPath ? await referenceImageBeside(grants, scenarioPath, ref) : undefined) ?? fromLibrary?.(ref.image);
}

/** The map's printed reference images, and the names of those found neither beside the scenario nor in the library. */
export async function printedUnderlays(grants: Pick<FileGrants, 'check'>, scenarioPath: string | undefined, input: MapRenderInput, georeference: Georeference | undefined, fromLibrary?: LibraryImages): Promise<{ pictures: UnderlayPicture[]; missing: string[] }> {
  const printed = printedImages(input.map);
  const pictures: UnderlayPicture[] = [];
  const missing: string[] = [];
  for (const ref of printed) {
    const bytes = await referenceImageBytes(grants, scenarioPath, ref, fromLibrary);
    const href = bytes ? await dataUrl(bytes).catch(() => undefined) : undefined;
    if (!href) {
      missing.push(ref.fileName ?? ref.name ?? ref.id);
      continue;
    }
    pictures.push(printedPicture(ref, href, input.board, georeference));
  }
  return { pictures, missing };
}
