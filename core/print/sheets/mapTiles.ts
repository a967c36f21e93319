/**
 * The map at 1:1, tiled over the paper: every tile shows the board at true size (one SVG user unit an
 * inch, laid out by Chromium at 96 px an inch and printed at 72 points an inch), overlapping its
 * neighbours by `OVERLAP_IN` so the sheets can be trimmed and taped. Each tile has crop marks where the
 * next tile begins, its label (row letter, column number) and a one-inch calibration bar to check the
 * printer did not scale the page; an assembly page first shows the whole board with the tiles drawn
 * over it. Each tile draws only the part of the drawing that falls on it (core/map/render/svgPieces.ts),
 * its patterns as vector marks: a large board's whole drawing is not repeated, clipped, on every page.
 */
import { boundedBoard } from '../../map/board';
import { renderMapSvgScene, type MapRenderOptions } from '../../map/render/svg';
import type { MapRenderInput } from '../../map/scenarioMap';
import { escapeHtml, printableArea, sheetDocument, type PrintSettings, type PrintSheet } from '../sheet';

/** How far each tile overlaps the next, in inches: enough to trim one edge and tape. */
export const OVERLAP_IN = 0.5;

export interface MapTile {
  row: number;
  column: number;
  /** "B3": row letter, column number. */
  label: string;
  /** The part of the board the tile shows, in board inches. */
  x: number;
  y: number;
  widthIn: number;
  heightIn: number;
}

const rowLetter = (row: number): string => (row < 26 ? String.fromCharCode(65 + row) : `${rowLetter(Math.floor(row / 26) - 1)}${String.fromCharCode(65 + (row % 26))}`);

/** The tiles a board of `widthIn` × `heightIn` needs on pages whose printable area is `area`. */
export function mapTiles(given: { widthIn: number; heightIn: number }, area: { widthIn: number; heightIn: number }): MapTile[] {
  // As many tiles as the largest table needs at most, whatever size a caller sends.
  const board = boundedBoard(given);
  const stepX = area.widthIn - OVERLAP_IN;
  const stepY = area.heightIn - OVERLAP_IN;
  const columns = Math.max(1, Math.ceil((board.widthIn - OVERLAP_IN) / stepX));
  const rows = Math.max(1, Math.ceil((board.heightIn - OVERLAP_IN) / stepY));
  const tiles: MapTile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      tiles.push({ row, column, label: `${rowLetter(row)}${column + 1}`, x: column * stepX, y: row * stepY, widthIn: area.widthIn, heightIn: area.heightIn });
    }
  }
  return tiles;
}

const n = (v: number): string => String(Math.round(v * 1000) / 1000);
const INK = '#1b1b1b';

/** Crop marks at the tile's inner edges (where the neighbour's picture begins), a quarter inch long at each end. */
function cropMarks(tile: MapTile, last: { row: number; column: number }): string {
  const marks: string[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number) => marks.push(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"/>`);
  const w = tile.widthIn;
  const h = tile.heightIn;
  if (tile.column < last.column) {
    const x = w - OVERLAP_IN;
    line(x, 0, x, 0.25);
    line(x, h - 0.25, x, h);
  }
  if (tile.row < last.row) {
    const y = h - OVERLAP_IN;
    line(0, y, 0.25, y);
    line(w - 0.25, y, w, y);
  }
  return `<g class="crop" stroke="${INK}" stroke-width="0.01">${marks.join('')}</g>`;
}

/** A one-inch bar with its ends ticked, to measure on the printed page. */
function calibrationBar(x: number, y: number): string {
  return (
    `<g class="calibration"><rect x="${n(x - 0.08)}" y="${n(y - 0.3)}" width="1.55" height="0.42" fill="#ffffff" opacity="0.9"/>` +
    `<rect id="calibration-inch" x="${n(x)}" y="${n(y)}" width="1" height="0.06" fill="#000000"/>` +
    `<line x1="${n(x)}" y1="${n(y - 0.1)}" x2="${n(x)}" y2="${n(y + 0.06)}" stroke="#000" stroke-width="0.01"/><line x1="${n(x + 1)}" y1="${n(y - 0.1)}" x2="${n(x + 1)}" y2="${n(y + 0.06)}" stroke="#000" stroke-width="0.01"/>` +
    `<text x="${n(x + 1.08)}" y="${n(y + 0.06)}" style="font-size:0.13px;text-anchor:start;fill:#000">1 inch</text></g>`
  );
}

function tileLabel(tile: MapTile, count: { rows: number; columns: number }, title: string): string {
  return (
    `<g class="tile-label"><rect x="0.08" y="0.08" width="2.6" height="0.38" fill="#ffffff" opacity="0.9"/>` +
    `<text x="0.15" y="0.33" style="font-size:0.22px;font-weight:bold;text-anchor:start;fill:${INK}">${escapeHtml(tile.label)}</text>` +
    `<text x="0.62" y="0.33" style="font-size:0.12px;text-anchor:start;fill:#444">row ${tile.row + 1} of ${count.rows}, column ${tile.column + 1} of ${count.columns} · ${escapeHtml(title)}</text></g>`
  );
}

/** The board at true size over as many pages as it takes, after an assembly page. */
export function mapTilesSheet(input: MapRenderInput, settings: PrintSettings, options: { title: string; side?: string } = { title: 'Map' }): PrintSheet {
  const renderOptions: MapRenderOptions = { legend: true, ...(settings.saveInk ? { blankTable: true } : {}), ...(options.side ? { side: options.side } : {}) };
  // Each tile draws its own part at true size, its patterns as marks, which Chromium prints as vectors: a
  // <pattern> it rasterises, and every tile was a 540 × 720 image (printing the generic board's 209 pages took
  // ten seconds, bench print.map). The assembly page shows the whole board small, in its areas' flat colours:
  // a pattern there was a page-sized image for every patterned area.
  const whole = renderMapSvgScene(input, { ...renderOptions, patterns: 'flat' });
  const tiled = renderMapSvgScene(input, { ...renderOptions, patterns: 'drawn' });
  const area = printableArea(settings);
  const tiles = mapTiles(whole, area);
  const last = tiles.at(-1)!;
  const count = { rows: last.row + 1, columns: last.column + 1 };
  const title = `${options.title}: map at 1:1`;

  // The assembly page's drawing, defined once with the styles and patterns every page uses.
  const assemblyDrawing = whole.draw();
  const definitions = `<svg class="definitions" xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true"><defs>${whole.defs()}<g id="muster-board">${assemblyDrawing}</g></defs></svg>`;

  // The assembly page: the whole board fitted to the printable area (below the heading), the tiles over it.
  const headingIn = 0.9;
  const fit = Math.min(area.widthIn / whole.widthIn, (area.heightIn - headingIn) / whole.heightIn);
  const grid = tiles
    .map(
      (t) =>
        `<rect x="${n(t.x)}" y="${n(t.y)}" width="${n(Math.min(t.widthIn, whole.widthIn - t.x))}" height="${n(Math.min(t.heightIn, whole.heightIn - t.y))}" fill="none" stroke="#c0392b" stroke-width="${n(0.03 / fit)}"/>` +
        `<text x="${n(t.x + 0.3 / fit)}" y="${n(t.y + 0.35 / fit)}" style="font-size:${n(0.25 / fit)}px;font-weight:bold;fill:#c0392b;text-anchor:start">${t.label}</text>`,
    )
    .join('');
  const assembly =
    `<section class="assembly"><h1>${escapeHtml(title)}</h1>` +
    `<p class="sub">${n(whole.widthIn)}" × ${n(whole.heightIn)}" on ${tiles.length} ${tiles.length === 1 ? 'page' : 'pages'} (${count.rows} ${count.rows === 1 ? 'row' : 'rows'} of ${count.columns}), each overlapping the next by ${OVERLAP_IN}". Trim along the crop marks and join in the order shown; check the one-inch bar on each page with a ruler before cutting.</p>` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(whole.widthIn * fit)}in" height="${n(whole.heightIn * fit)}in" viewBox="0 0 ${n(whole.widthIn)} ${n(whole.heightIn)}"><use href="#muster-board"/>${grid}</svg></section>`;

  const pages = tiles
    .map((t) => {
      const window = { minX: t.x, minY: t.y, maxX: t.x + t.widthIn, maxY: t.y + t.heightIn };
      return (
        `<section class="tile" data-tile="${t.label}"><svg xmlns="http://www.w3.org/2000/svg" width="${n(t.widthIn)}in" height="${n(t.heightIn)}in" viewBox="0 0 ${n(t.widthIn)} ${n(t.heightIn)}">` +
        `<svg x="0" y="0" width="${n(t.widthIn)}" height="${n(t.heightIn)}" viewBox="${n(t.x)} ${n(t.y)} ${n(t.widthIn)} ${n(t.heightIn)}"><rect x="${n(t.x)}" y="${n(t.y)}" width="${n(t.widthIn)}" height="${n(t.heightIn)}" fill="#ffffff"/>${tiled.draw(window, `-${t.label}`)}</svg>` +
        `${cropMarks(t, last)}${tileLabel(t, count, options.title)}${calibrationBar(0.15, t.heightIn - 0.22)}</svg></section>`
      );
    })
    .join('');
  const css =
    '.definitions{position:absolute;width:0;height:0;overflow:hidden}' +
    'section.tile{break-before:page;line-height:0}section.tile svg{display:block}' +
    '.assembly svg{display:block;margin-top:4pt;border:0.5pt solid #999}footer.sheet{display:none}';
  return sheetDocument(title, definitions + assembly + pages, settings, css);
}
