/**
 * A unit's name on the board, boxed in its side's colour and the same size on screen at every zoom: one
 * drawing for the map editor's names and the playtest's markers (which add the unit's state beside it).
 * Centred under its unit; a box that would cover one already placed steps down below it, so none hides
 * another and each stays by its own unit. The pure parts (the short name, the places) are plain functions.
 */
import Konva from 'konva';
import type { Box, Point } from '../../../../../core/map/geometry';
import { markerPlace, markerPlaceFree, type MarkerBox } from './badgePlaces';

export { markerAt, markerPlace, shortName, type MarkerBox } from './badgePlaces';

export const BADGE_FONT = 'DejaVu Sans, Arial, sans-serif';
/** A badge's height on screen, in pixels. */
export const BADGE_HEIGHT_PX = 15;
/** Below this zoom full names crowd each other: badges carry the short forms. */
export const TIGHT_BELOW_PPI = 8;

/** How a badge looks: filled in its side's colour with white words (the editor, the playtest's active side), or outlined. */
export interface BadgeLook {
  colour: { fill: string; stroke: string };
  filled: boolean;
  /** Marks of the unit's state in a box of their own beside the name (the playtest's "D −2"). */
  marks?: { text: string; fill: string };
}

/**
 * The badge of `text` as a group in screen pixels (the caller scales it by 1 / ppi), its top-left at
 * (0, 0), and its width in pixels. The name is a Text named `map-label` (the board's names are found so).
 */
export function unitBadge(text: string, look: BadgeLook, name = 'unit-badge'): { group: Konva.Group; widthPx: number } {
  const group = new Konva.Group({ listening: false, name });
  const words = new Konva.Text({ x: 3, y: 1, text, fontSize: 11, fontStyle: look.filled ? 'bold' : 'normal', fontFamily: BADGE_FONT, fill: look.filled ? '#ffffff' : look.colour.stroke, name: 'map-label badge-name', listening: false, perfectDrawEnabled: false });
  let x = words.width() + 6;
  group.add(new Konva.Rect({ width: x, height: BADGE_HEIGHT_PX, fill: look.filled ? look.colour.fill : 'rgba(255,255,255,0.9)', stroke: look.filled ? '#ffffff' : look.colour.fill, strokeWidth: 1, cornerRadius: 3, listening: false, perfectDrawEnabled: false }), words);
  if (look.marks) {
    x += 1;
    const marks = new Konva.Text({ x: x + 3, y: 1, text: look.marks.text, fontSize: 11, fontStyle: 'bold', fontFamily: BADGE_FONT, fill: '#ffffff', listening: false });
    group.add(new Konva.Rect({ x, width: marks.width() + 6, height: BADGE_HEIGHT_PX, fill: look.marks.fill, stroke: '#ffffff', strokeWidth: 1, cornerRadius: 3, listening: false }), marks);
    x += marks.width() + 6;
  }
  return { group, widthPx: x };
}

/**
 * Where a badge `widthPx` wide goes for a unit whose stands fill `box`, at `ppi`: centred a pixel under
 * the stands, stepped down below any box already placed (`placed`), and kept on the board when one is
 * given (above the stands when under them would run off its south edge). Adds its box to `placed`. With
 * `crowded: 'leave out'` (the map editor) a badge that finds no free place near its unit is left out
 * (undefined) until a closer zoom gives it room, rather than drawn over another or inches away.
 */
export function placeBadge(placed: MarkerBox[], key: string, box: Box, widthPx: number, ppi: number, board?: { widthIn: number; heightIn: number }, crowded: 'overlap' | 'leave out' = 'overlap'): Point | undefined {
  const k = 1 / ppi;
  const w = widthPx * k;
  const h = BADGE_HEIGHT_PX * k;
  let want = { x: (box.minX + box.maxX) / 2 - w / 2, y: box.maxY + k };
  if (board) {
    want.x = Math.min(Math.max(want.x, 0), Math.max(0, board.widthIn - w));
    if (want.y + h > board.heightIn) want = { ...want, y: Math.max(0, box.minY - h - k) };
  }
  let at = crowded === 'overlap' ? markerPlace(placed, want, w, h) : markerPlaceFree(placed, want, w, h);
  if (!at) return undefined;
  if (board && at.y + h > board.heightIn) {
    if (crowded === 'leave out') return undefined;
    at = { ...at, y: Math.max(0, board.heightIn - h) };
  }
  placed.push({ key, minX: at.x, minY: at.y, maxX: at.x + w, maxY: at.y + h });
  return at;
}
