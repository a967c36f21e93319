/**
 * A hex map as SVG in real inches, the way the hex games print theirs: each hex filled with its terrain
 * (the one terrain table's styles, `terrainStyleOf`) and shaded by its elevation level with the level
 * printed, hexside features along the sides, roads and trails as lines from hex centre to hex centre, the
 * hex number printed in every hex, hex labels and free labels, and the counters in their stacks with what
 * their system prints on them (core/hex/counters.ts). `renderMapSvg` in svg.ts draws a hex map through
 * here, so the export, the command line and the print sheets share it.
 */
import type { HexMap, HexPlacement } from '../../model/scenario.generated';
import { allHexes, counterFace, counterOf, gridOf, type CounterFace, hexCentre, hexCorners, hexId, indexHexMap, parseHexId, sheetSize, sideEnds, type CounterSide, type Grid, type HexCoord } from '../../hex';
import { counterSquare, elevationTint, facingMark, labelPoint, numberPoint } from '../../hex/layout';
import { TERRAIN_KIND_TABLE, terrainLabel } from '../../rules/terrainKinds';
import { terrainStyleOf, type TerrainStyle } from '../terrainStyles';
import { LAYERS, SIDE_STYLE, type LayerId } from './styles';
import { esc, n, patternDefs, patternFill, pts, rectPoints, type PatternFills, type PatternPaint } from './svgParts';
import type { HexRenderInput } from '../scenarioMap';

export interface HexRenderOptions {
  side?: string;
  layers?: readonly LayerId[];
  legend?: boolean;
  patterns?: PatternPaint;
}

/** The SVG of a hex map in parts: its size, its definitions and its drawing, one layer a group. */
export function renderHexMapSvgParts(input: HexRenderInput, options: HexRenderOptions = {}): { widthIn: number; heightIn: number; defs: string; body: string } {
  const { map } = input;
  const grid = gridOf(map.grid);
  const index = indexHexMap(map);
  const { widthIn, heightIn } = sheetSize(grid);
  const layers = new Set<LayerId>(options.layers ?? LAYERS);
  const patterns: PatternFills = { paint: options.patterns ?? 'pattern', used: new Set() };
  const body: string[] = [`<rect id="sheet" x="0" y="0" width="${n(widthIn)}" height="${n(heightIn)}" fill="#f3f1e3"/>`];
  const hexes = [...allHexes(grid)];

  if (layers.has('terrain')) {
    const fills = hexes.map((c) => hexFill(grid, c, index.terrainAt(c), terrainStyleOf(index.terrainAt(c), map), patterns)).join('');
    const levels = hexes
      .map((c) => {
        const level = index.elevationAt(c);
        const tint = elevationTint(level);
        if (!tint) return '';
        const centre = hexCentre(grid, c);
        return (
          `<polygon class="level" data-level="${level}" points="${pts(hexCorners(grid, c))}" fill="${tint.colour}" fill-opacity="${n(tint.opacity)}"/>` +
          `<text x="${n(centre.x + grid.hexSizeIn * 0.3)}" y="${n(centre.y + grid.hexSizeIn * 0.12)}" class="level-number">${level}</text>`
        );
      })
      .join('');
    body.push(`<g id="layer-terrain"><g id="hexes">${fills}</g><g id="levels">${levels}</g><g id="paths">${pathsSvg(grid, map)}</g><g id="hexsides">${hexsidesSvg(grid, map)}</g></g>`);
  }
  if (layers.has('grid')) {
    const outlines = hexes.map((c) => `<polygon points="${pts(hexCorners(grid, c))}"/>`).join('');
    const numbers = hexes.map((c) => `<text x="${n(numberPoint(grid, c).x)}" y="${n(numberPoint(grid, c).y)}">${hexId(grid, c)}</text>`).join('');
    body.push(`<g id="layer-grid"><g id="hex-outlines" fill="none" stroke="#6f6a55" stroke-width="${n(grid.hexSizeIn * 0.012)}">${outlines}</g><g id="hex-numbers" class="hex-number">${numbers}</g></g>`);
  }
  if (layers.has('units')) body.push(`<g id="layer-units">${countersSvg(grid, input, options.side)}</g>`);
  if (layers.has('labels')) {
    const own = map.hexes
      .filter((h) => h.label)
      .flatMap((h) => {
        const c = parseHexId(grid, h.hex);
        if (!c) return [];
        const at = labelPoint(grid, c);
        return [`<text x="${n(at.x)}" y="${n(at.y)}" class="hex-label">${esc(h.label!)}</text>`];
      });
    const free = (map.labels ?? []).map((l) => {
      const arrow = l.arrowTo ? `<line x1="${n(l.at.x)}" y1="${n(l.at.y)}" x2="${n(l.arrowTo.x)}" y2="${n(l.arrowTo.y)}" stroke="#1f2d3d" stroke-width="0.03"/>` : '';
      return `<g id="label-${esc(l.id)}">${arrow}<text x="${n(l.at.x)}" y="${n(l.at.y)}" class="free-label">${esc(l.text)}</text></g>`;
    });
    body.push(`<g id="layer-labels">${[...own, ...free].join('')}</g>`);
  }
  if (options.legend) body.push(legendSvg(map, widthIn, heightIn, patterns));

  const h = grid.hexSizeIn;
  const css =
    'text{font-family:"DejaVu Sans",Arial,sans-serif;text-anchor:middle}' +
    `.hex-number{font-size:${n(h * 0.16)}px;fill:#55503d}` +
    `.level-number{font-size:${n(h * 0.15)}px;fill:#4a3412;font-weight:bold}` +
    `.hex-label{font-size:${n(h * 0.2)}px;font-style:italic;fill:#222222;paint-order:stroke;stroke:#f3f1e3;stroke-width:${n(h * 0.04)}px}` +
    `.free-label{font-size:${n(h * 0.3)}px;font-weight:bold;fill:#1f2d3d;paint-order:stroke;stroke:#f3f1e3;stroke-width:${n(h * 0.05)}px}` +
    counterCss(h) +
    `.extension text{font-size:${n(h * 0.1)}px;fill:#1b1b1b}` +
    '.legend-text{font-size:0.2px;text-anchor:start;fill:#222222}';
  return { widthIn, heightIn, defs: `<style>${css}</style>${patternDefs(patterns.used)}`, body: body.join('') };
}

function hexFill(grid: Grid, c: HexCoord, kind: string, style: TerrainStyle, fills: PatternFills): string {
  const corners = hexCorners(grid, c);
  // A line kind painted in a hex (a river hex, a bridge hex) fills it in the line's colour.
  const fill = style.draw === 'line' ? (style.stroke === 'none' ? style.fill : style.stroke) : style.fill;
  const id = hexId(grid, c);
  const svg = `<polygon data-hex="${id}" data-kind="${esc(kind)}" points="${pts(corners)}" fill="${fill}"/>`;
  return style.draw === 'area' ? svg + patternFill(corners, style.pattern, fill, fills, `clip-hex-${esc(id)}`) : svg;
}

function hexsidesSvg(grid: Grid, map: HexMap): string {
  return (map.hexsides ?? [])
    .map((s) => {
      const c = parseHexId(grid, s.hex);
      if (!c) return '';
      const [a, b] = sideEnds(grid, { hex: c, side: s.direction });
      const style = terrainStyleOf(s.kind, map);
      const colour = style.stroke === 'none' ? style.fill : style.stroke;
      const width = Math.min(style.widthIn ?? 0.25, 0.5) * grid.hexSizeIn * 0.35;
      const dash = style.dash ? ` stroke-dasharray="${style.dash.map((d) => n(d * grid.hexSizeIn * 0.3)).join(' ')}"` : '';
      let svg = `<line data-side="${esc(s.hex)}/${s.direction}" data-kind="${esc(s.kind)}" x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round"${dash}/>`;
      // Works and slopes show which way they face: ticks from the side into the hex inside.
      const inside = s.inside === undefined ? undefined : parseHexId(grid, s.inside);
      if (inside) {
        const centre = hexCentre(grid, inside);
        const ticks = [0.25, 0.5, 0.75].map((t) => {
          const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
          const q = { x: p.x + (centre.x - p.x) * 0.22, y: p.y + (centre.y - p.y) * 0.22 };
          return `<line x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(q.x)}" y2="${n(q.y)}"/>`;
        });
        svg += `<g class="inside" data-inside="${esc(s.inside!)}" stroke="${colour}" stroke-width="${n(width * 0.6)}">${ticks.join('')}</g>`;
      }
      return svg;
    })
    .join('');
}

function pathsSvg(grid: Grid, map: HexMap): string {
  return (map.paths ?? [])
    .map((p) => {
      const points = p.hexes.flatMap((id) => {
        const c = parseHexId(grid, id);
        return c ? [hexCentre(grid, c)] : [];
      });
      const style = terrainStyleOf(p.kind, map);
      const colour = style.stroke === 'none' ? style.fill : style.stroke;
      const width = (style.widthIn ?? 0.3) * grid.hexSizeIn * 0.22;
      const dash = style.dash ? ` stroke-dasharray="${style.dash.map((d) => n(d * grid.hexSizeIn * 0.3)).join(' ')}"` : '';
      const ties = style.pattern === 'ties' ? `<polyline points="${pts(points)}" fill="none" stroke="${colour}" stroke-width="${n(width * 2.4)}" stroke-dasharray="${n(width * 0.5)} ${n(width * 2.5)}"/>` : '';
      return `<g id="path-${esc(p.id)}" data-kind="${esc(p.kind)}">${ties}<polyline points="${pts(points)}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linejoin="round" stroke-linecap="round"${dash}/></g>`;
    })
    .join('');
}

/** Every counter bottom first in its hex's stack, then the hexes an extended counter also fills. */
function countersSvg(grid: Grid, input: HexRenderInput, side: string | undefined): string {
  const units = (input.map.units ?? []).filter((u) => side === undefined || u.side === side);
  const level = new Map<string, number>();
  const drawn: string[] = [];
  const extensions: string[] = [];
  for (const u of units) {
    const c = parseHexId(grid, u.hex);
    if (!c) continue;
    const k = level.get(u.hex) ?? 0;
    level.set(u.hex, k + 1);
    drawn.push(counterSvg(grid, c, k, u, input.sides));
    for (const id of u.alsoIn ?? []) {
      const e = parseHexId(grid, id);
      if (!e) continue;
      const sq = counterSquare(grid, e, 0);
      const name = counterFace(counterOf(input.sides, u), u.flipped, u.unit).name;
      extensions.push(
        `<g class="extension" data-unit="${esc(u.unit)}" data-hex="${esc(id)}"><rect x="${n(sq.x)}" y="${n(sq.y)}" width="${n(sq.size)}" height="${n(sq.size)}" fill="#ffffff" fill-opacity="0.6" stroke="${sideColours(input.sides, u).fill}" stroke-width="${n(sq.size * 0.05)}" stroke-dasharray="${n(sq.size * 0.12)} ${n(sq.size * 0.08)}"/>` +
          `<text x="${n(sq.x + sq.size / 2)}" y="${n(sq.y + sq.size * 0.58)}">${esc(name)}</text></g>`,
      );
    }
  }
  return extensions.join('') + drawn.join('');
}

const sideColours = (sides: readonly CounterSide[], u: Pick<HexPlacement, 'side'>) => SIDE_STYLE[sides.find((s) => s.id === u.side)?.rulesSide ?? 'union'];

function counterSvg(grid: Grid, c: HexCoord, level: number, u: HexPlacement, sides: readonly CounterSide[]): string {
  const face = counterFace(counterOf(sides, u), u.flipped, u.unit);
  const colours = sideColours(sides, u);
  const sq = counterSquare(grid, c, level);
  const parts = [counterBodySvg(face, colours, sq, { flipped: u.flipped, hidden: u.hidden })];
  const mark = facingMark(grid, c, u, level);
  if (mark) parts.push(`<polygon class="facing" points="${pts([mark.tip, ...mark.base])}" fill="#f1c40f" stroke="${colours.stroke}" stroke-width="${n(sq.size * 0.02)}"/>`);
  return `<g class="counter" data-side="${esc(u.side)}" data-unit="${esc(u.unit)}" data-hex="${esc(u.hex)}"${u.flipped ? ' data-flipped="true"' : ''}>${parts.join('')}</g>`;
}

/**
 * A counter's printed face in its square (inches): the body every counter drawing shares, on the map
 * and as a VASSAL piece's own image (core/export/vassal). Its text styles are `counterCss`.
 */
export function counterBodySvg(face: CounterFace, colours: { fill: string; stroke: string }, sq: { x: number; y: number; size: number }, state: { flipped?: boolean; hidden?: boolean } = {}): string {
  const s = sq.size;
  const { x, y } = sq;
  const parts: string[] = [];
  parts.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.06)}" fill="${colours.fill}" stroke="${colours.stroke}" stroke-width="${n(s * 0.03)}"${state.hidden ? ` stroke-dasharray="${n(s * 0.1)} ${n(s * 0.06)}"` : ''}/>`);
  if (face.colour) parts.push(`<rect x="${n(x + s * 0.06)}" y="${n(y + s * 0.05)}" width="${n(s * 0.88)}" height="${n(s * 0.08)}" fill="${esc(face.colour)}"/>`);
  if (state.flipped) parts.push(`<rect x="${n(x)}" y="${n(y + s * 0.42)}" width="${n(s)}" height="${n(s * 0.1)}" fill="#ffffff" fill-opacity="0.45"/>`);
  if (face.sizeMark) parts.push(`<text class="mark" x="${n(x + s / 2)}" y="${n(y + s * 0.2)}">${esc(face.sizeMark)}</text>`);
  parts.push(typeBox(face.type, face.stars, x + s * 0.3, y + s * 0.24, s * 0.4, s * 0.24));
  parts.push(`<text class="name" x="${n(x + s / 2)}" y="${n(y + s * 0.66)}">${esc(face.name)}</text>`);
  if (face.values) parts.push(`<text class="values" x="${n(x + s / 2)}" y="${n(y + s * 0.9)}">${esc(face.values)}${face.weapon ? ` ${esc(face.weapon)}` : ''}</text>`);
  return parts.join('');
}

/** The text styles of counters on a grid of hexes `h` inches across the flats. */
export const counterCss = (h: number): string =>
  'text{font-family:"DejaVu Sans",Arial,sans-serif;text-anchor:middle}' +
  `.counter text{fill:#ffffff}.counter .mark{font-size:${n(h * 0.12)}px}.counter .name{font-size:${n(h * 0.12)}px}.counter .values{font-size:${n(h * 0.16)}px;font-weight:bold}`;

/** The type box with its NATO symbol: crossed for infantry, one bar for cavalry, a dot for artillery, stars for a leader. */
function typeBox(type: string, stars: number | undefined, x: number, y: number, w: number, h: number): string {
  const box = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="#ffffff" stroke-width="${n(h * 0.08)}"/>`;
  const line = (x1: number, y1: number, x2: number, y2: number) => `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="#ffffff" stroke-width="${n(h * 0.08)}"/>`;
  if (type === 'leader') return `<text class="mark" x="${n(x + w / 2)}" y="${n(y + h * 0.8)}">${'★'.repeat(stars ?? 1)}</text>`;
  let symbol = '';
  if (type === 'infantry' || type === 'engineers') symbol = line(x, y, x + w, y + h) + line(x, y + h, x + w, y);
  else if (type === 'cavalry') symbol = line(x, y + h, x + w, y);
  else if (type === 'artillery' || type === 'horse-artillery') symbol = `<circle cx="${n(x + w / 2)}" cy="${n(y + h / 2)}" r="${n(h * 0.2)}" fill="#ffffff"/>` + (type === 'horse-artillery' ? line(x, y + h, x + w, y) : '');
  else if (type === 'train') symbol = line(x, y + h * 0.5, x + w, y + h * 0.5);
  return box + symbol;
}

/** The kinds the map draws, hexes, hexsides and paths alike, with a swatch each, at the sheet's south-east corner. */
function legendSvg(map: HexMap, widthIn: number, heightIn: number, fills: PatternFills): string {
  const used = new Set([...map.hexes.map((h) => h.terrain), ...(map.hexsides ?? []).map((s) => s.kind), ...(map.paths ?? []).map((p) => p.kind)]);
  const kinds = [...Object.keys(TERRAIN_KIND_TABLE).filter((k) => used.has(k)), ...[...used].filter((k) => !Object.hasOwn(TERRAIN_KIND_TABLE, k)).sort()];
  if (kinds.length === 0) return '';
  const row = 0.3;
  const width = 2.4;
  const height = kinds.length * row + 0.3;
  const x = widthIn - width - 0.2;
  const y = heightIn - height - 0.2;
  const rows = kinds.map((kind, i) => {
    const style = terrainStyleOf(kind, map);
    const ry = y + 0.2 + i * row;
    const swatch =
      style.draw === 'line'
        ? `<line x1="${n(x + 0.15)}" y1="${n(ry + 0.1)}" x2="${n(x + 0.55)}" y2="${n(ry + 0.1)}" stroke="${style.stroke}" stroke-width="0.06"/>`
        : `<rect x="${n(x + 0.15)}" y="${n(ry)}" width="0.4" height="0.2" fill="${style.fill}" stroke="#999999" stroke-width="0.02"/>` +
          patternFill(rectPoints(x + 0.15, ry, 0.4, 0.2), style.pattern, style.fill, fills, `clip-legend-${i}`);
    return `${swatch}<text x="${n(x + 0.7)}" y="${n(ry + 0.16)}" class="legend-text">${esc(terrainLabel(kind, map))}</text>`;
  });
  return `<g id="legend"><rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="#ffffff" fill-opacity="0.9" stroke="#555555" stroke-width="0.02"/>${rows.join('')}</g>`;
}
