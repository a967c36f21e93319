/**
 * Reference images printed faded under the 1:1 map and the deployment sheet's map (a print option of each
 * image): the picture, already read by whoever prints (core reads no files), laid by its placement from
 * image pixels to table inches, under the terrain, clipped to the table where the designer asked.
 */

/** A reference image ready to print: its bytes as a data URL, and where it lies. */
export interface UnderlayPicture {
  href: string;
  widthPx: number;
  heightPx: number;
  /** Image pixels to table inches: x' = a·x + b·y + c, y' = d·x + e·y + f. */
  transform: { a: number; b: number; c: number; d: number; e: number; f: number };
  opacity: number;
  clip: boolean;
}

/** How faded a printed reference image is, at most: the terrain drawn over it stays the thing read. */
export const PRINT_FADE = 0.35;

const n = (v: number): string => String(Math.round(v * 1e9) / 1e9);

/** The id of the printed images' group: defined once in a drawing's definitions, drawn with `<use>`. */
export const UNDERLAY_ID = 'layer-reference-images';

/** The SVG of the printed images, under everything on the table. */
export function underlaySvg(pictures: readonly UnderlayPicture[] | undefined, board: { widthIn: number; heightIn: number }): string {
  if (!pictures?.length) return '';
  const clip = `<clipPath id="reference-images-clip"><rect x="0" y="0" width="${n(board.widthIn)}" height="${n(board.heightIn)}"/></clipPath>`;
  const images = pictures.map((p) => {
    const t = p.transform;
    const image = `<image class="reference-image" href="${p.href}" x="0" y="0" width="${p.widthPx}" height="${p.heightPx}" preserveAspectRatio="none" opacity="${n(Math.min(p.opacity, 1) * PRINT_FADE)}" transform="matrix(${[t.a, t.d, t.b, t.e, t.c, t.f].map(n).join(' ')})"/>`;
    return p.clip ? `<g clip-path="url(#reference-images-clip)">${image}</g>` : image;
  });
  return `<g id="${UNDERLAY_ID}">${clip}${images.join('')}</g>`;
}
