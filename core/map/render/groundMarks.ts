/**
 * A scale bar and a north arrow for a table placed on the Earth (a scenario's georeference): drawn in the
 * table's south-west corner by the SVG renderer, so the exported map and the 1:1 print show them. The bar
 * is a round number of yards about a sixth of the table wide; the arrow points where the ground's north
 * lies, turned by the georeference's rotation.
 */
import type { Board, Georeference } from '../../model/scenario.generated';

const ROUND_YARDS = [50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 50000];

/** The bar's length in yards: the largest round number that fits a sixth of the table's width. */
export function scaleBarYards(board: Pick<Board, 'widthIn'>, yardsPerInch: number): number {
  const fits = (board.widthIn / 6) * yardsPerInch;
  return [...ROUND_YARDS].reverse().find((y) => y <= fits) ?? ROUND_YARDS[0]!;
}

const num = (v: number) => String(Math.round(v * 1000) / 1000);

export function groundMarksSvg(board: Pick<Board, 'widthIn' | 'heightIn'>, georef: Pick<Georeference, 'yardsPerInch' | 'rotationDeg'>): string {
  const yards = scaleBarYards(board, georef.yardsPerInch);
  const length = yards / georef.yardsPerInch;
  const x = 1;
  const y = board.heightIn - 1;
  const half = length / 2;
  const bar =
    `<rect x="${num(x)}" y="${num(y - 0.12)}" width="${num(half)}" height="0.12" fill="#1f2d3d"/>` +
    `<rect x="${num(x + half)}" y="${num(y - 0.12)}" width="${num(half)}" height="0.12" fill="#ffffff" stroke="#1f2d3d" stroke-width="0.02"/>` +
    `<text x="${num(x)}" y="${num(y - 0.25)}" class="scale-label" font-size="0.3">0</text>` +
    `<text x="${num(x + length)}" y="${num(y - 0.25)}" class="scale-label" font-size="0.3" text-anchor="middle">${yards.toLocaleString('en-US')} yards</text>` +
    `<text x="${num(x)}" y="${num(y + 0.4)}" class="scale-label" font-size="0.25">1 inch = ${num(georef.yardsPerInch)} yards</text>`;
  const ax = x + length + 1.2;
  const ay = y - 0.6;
  const arrow =
    `<g id="north-arrow" transform="translate(${num(ax)} ${num(ay)}) rotate(${num(georef.rotationDeg ?? 0)})">` +
    `<polygon points="0,-0.6 0.22,0.3 0,0.15 -0.22,0.3" fill="#1f2d3d"/>` +
    `<text x="0" y="-0.7" font-size="0.3" text-anchor="middle">N</text></g>`;
  return `<g id="ground-marks" font-family="DejaVu Sans, Arial, sans-serif" fill="#1f2d3d"><g id="scale-bar" data-yards="${yards}">${bar}</g>${arrow}</g>`;
}
