/**
 * The reference images a map prints faded, for the print dialog's preview: each image's small overview
 * (the tile worker's, at most 1,024 pixels a side) laid where it lies, as the backend lays the whole image
 * in the PDF (electron/services/ground/printUnderlays.ts). An image that is not found is left out of the
 * preview; the print itself names it.
 */
import { printedImages, printedPicture } from '../../../../../core/ground';
import type { MapRenderInput } from '../../../../../core/map/scenarioMap';
import type { UnderlayPicture } from '../../../../../core/map/render/underlay';
import { pyramids } from './pyramids';

const dataUrlOf = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/** `imagesFrom`: the scenario's file, beside which its images are; `inLibrary`: the library keeps them. */
export async function previewUnderlays(input: MapRenderInput, imagesFrom: string | null, inLibrary: boolean): Promise<UnderlayPicture[]> {
  const pictures: UnderlayPicture[] = [];
  for (const ref of printedImages(input.map)) {
    const state = pyramids.state(ref.image)?.state === 'open' ? 'open' : (await pyramids.reopen(ref, imagesFrom, inLibrary)).state;
    const overview = state === 'open' ? await pyramids.overview(ref.image) : undefined;
    if (overview) pictures.push(printedPicture(ref, await dataUrlOf(overview), input.board, input.georeference));
  }
  return pictures;
}
