/**
 * The map's drawing as pieces, each with the part of the board it covers, so a page that shows a window
 * of the board draws only what falls in it. The 1:1 print tiles a large table over two hundred pages:
 * giving every page the whole drawing, clipped, had Chromium record the whole board on each page (and
 * rasterise its pattern fills there), ten seconds for the generic board (issue 40: print.map).
 */
import type { Box } from '../geometry';
import type { PatternFills } from './svgParts';

/** One element of the drawing: where it lies (none: everywhere) and how to draw it, the fills saying how patterns are painted and where. */
export interface SvgPiece {
  box?: Box;
  draw: (fills: PatternFills) => string;
}

/** Pieces inside one element (a layer's `<g>`), drawn only when some piece in it is. */
export interface SvgGroup {
  open: string;
  close: string;
  pieces: Array<SvgPiece | SvgGroup>;
}

export type SvgNode = SvgPiece | SvgGroup;

export const piece = (svg: string, box?: Box): SvgPiece => ({ ...(box ? { box } : {}), draw: () => svg });
export const group = (open: string, pieces: SvgNode[], close = '</g>'): SvgGroup => ({ open, close, pieces });

export const overlaps = (a: Box, b: Box): boolean => a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;

/** A box grown by `by` inches on every side (a line's width, a label's reach). */
export const grown = (b: Box, by: number): Box => ({ minX: b.minX - by, minY: b.minY - by, maxX: b.maxX + by, maxY: b.maxY + by });

/**
 * The drawing of `nodes` within `fills.window` (all of it without one). A group none of whose pieces
 * falls in the window is left out whole, and so is its element; a group with none at all is kept, as an
 * empty layer says the layer exists.
 */
export function drawNodes(nodes: readonly SvgNode[], fills: PatternFills): string {
  const window = fills.window;
  let out = '';
  for (const node of nodes) {
    if ('pieces' in node) {
      const inner = drawNodes(node.pieces, fills);
      if (inner || node.pieces.length === 0 || !window) out += node.open + inner + node.close;
    } else if (!window || !node.box || overlaps(node.box, window)) {
      out += node.draw(fills);
    }
  }
  return out;
}
