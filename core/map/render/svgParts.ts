/**
 * What the SVG renderers share: numbers written to a thousandth of an inch, point lists, escaped text,
 * and the pattern fills a terrain style may name (core/map/terrainStyles.ts), drawn in inches.
 */
import type { Box, Point } from '../geometry';

export const n = (v: number): string => String(Math.round(v * 1000) / 1000);
export const pts = (points: readonly Point[]): string => points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * How a pattern is put on paper. `pattern` is an SVG `<pattern>` fill: small, and what the export and the
 * command line's SVG use. `drawn` draws the pattern's marks themselves, clipped to the area, in solid
 * colours mixed over the area's own colour: Chromium's PDF printer turns every `<pattern>` use and every
 * translucent mark into a raster image (a deployment page of T'ain't No Militia was 3.7 MB of them), while
 * drawn marks stay a few kilobytes of vectors (issue 30). `flat` leaves the areas their own colour: a board
 * drawn a sixteenth of its size (the 1:1 print's assembly page) shows where things are, not their texture.
 */
export type PatternPaint = 'pattern' | 'drawn' | 'flat';

/**
 * One kind of mark of a pattern, in one tile: a path from `start` (the tile's own inches) drawn with relative
 * moves only, so that the marks of many tiles join into one path by moving its start (drawn marks, below).
 */
interface Mark {
  paint: 'fill' | 'stroke';
  colour: string;
  opacity?: number;
  /** Stroke width, in inches. */
  width?: number;
  start: readonly [number, number];
  d: string;
}

/**
 * Numbers of a path written as briefly as SVG reads them: no leading zero, and no space before a sign or
 * before a point that follows a fraction. The 1:1 print of a wooded board is tens of thousands of marks,
 * and every character of each is parsed by Chromium on every page (issue 40: print.map).
 */
export function briefNumbers(values: readonly number[]): string {
  let out = '';
  let previous = '';
  for (const v of values) {
    const s = n(v).replace(/^(-?)0\./, '$1.');
    if (previous && !(s.startsWith('-') || (s.startsWith('.') && previous.includes('.')))) out += ' ';
    out += s;
    previous = s;
  }
  return out;
}

/**
 * A round mark of radius `r` as four quarter-circle Béziers (the usual 0.5523 handle: within 0.03% of a
 * circle), not two SVG arcs: Chromium's PDF printer writes an arc as 16 short curves, so the dots of a
 * wood at 1:1 were eight times the page's vectors and most of the 1:1 print's time (issue 40: print.map).
 */
const dot = (cx: number, cy: number, r: number, colour: string, opacity?: number): Mark => {
  const k = r * 0.5523;
  const rest = r - k;
  return {
    paint: 'fill',
    colour,
    ...(opacity === undefined ? {} : { opacity }),
    start: [cx - r, cy],
    d: `c${briefNumbers([0, k, rest, r, r, r])}s${briefNumbers([r, -rest, r, -r])}s${briefNumbers([-rest, -r, -r, -r])}s${briefNumbers([-r, rest, -r, r])}z`,
  };
};
const line = (start: readonly [number, number], d: string, colour: string, width: number, opacity?: number): Mark => ({ paint: 'stroke', colour, width, start, d, ...(opacity === undefined ? {} : { opacity }) });

/** The pattern fills a terrain style may name: the size of a tile in inches, its turn, and its marks. */
const PATTERNS: Record<string, { tile: number; rotateDeg?: number; marks: readonly Mark[] }> = {
  trees: { tile: 1, marks: [dot(0.3, 0.3, 0.16, '#5f8f45', 0.55), dot(0.8, 0.75, 0.14, '#5f8f45', 0.55)] },
  'dense-trees': { tile: 0.6, marks: [dot(0.15, 0.15, 0.14, '#2f5a22', 0.6), dot(0.45, 0.42, 0.14, '#2f5a22', 0.6)] },
  'orchard-rows': { tile: 0.8, marks: [dot(0.4, 0.4, 0.12, '#6a8c3e')] },
  scrub: { tile: 0.9, marks: [line([0.2, 0.6], 'l.1-.2l.1.2m.2-.3l.1-.2l.1.2', '#7a8d4a', 0.04)] },
  furrows: { tile: 0.35, marks: [line([0, 0.17], 'h.35', '#a88d5c', 0.04)] },
  buildings: { tile: 1.2, marks: [{ paint: 'fill', colour: '#7a4a2e', opacity: 0.6, start: [0.2, 0.2], d: 'h.5v.35h-.5z' }] },
  reeds: { tile: 0.6, marks: [line([0.2, 0.5], 'v-.25m.1.25v-.3m.1.3v-.2', '#4f7d68', 0.03)] },
  dots: { tile: 0.5, marks: [dot(0.25, 0.25, 0.05, '#8a7f55')] },
  hatch: { tile: 0.4, rotateDeg: 45, marks: [line([0, 0.2], 'h.4', '#6b5a3a', 0.05, 0.6)] },
};

/** A mark's paint: its colour at its own opacity (a `<pattern>`), or mixed over the area's colour (drawn marks). */
function markPaint(m: Mark, base?: string): string {
  const colour = base === undefined ? m.colour : mixColour(m.colour, base, m.opacity);
  const opacity = base === undefined && m.opacity !== undefined ? ` opacity="${m.opacity}"` : '';
  return m.paint === 'fill' ? `fill="${colour}"${opacity}` : `fill="none" stroke="${colour}" stroke-width="${m.width}"${opacity}`;
}

/** `colour` at `opacity` over `base`, as one solid colour (both `#rrggbb`; any other base leaves the mark as it is). */
export function mixColour(colour: string, base: string, opacity = 1): string {
  const rgb = (hex: string) => (/^#[0-9a-f]{6}$/i.test(hex) ? [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)) : undefined);
  const top = rgb(colour);
  const under = rgb(base);
  if (!top || !under || opacity >= 1) return colour;
  return `#${top.map((v, k) => Math.round(v * opacity + under[k]! * (1 - opacity)).toString(16).padStart(2, '0')).join('')}`;
}

/** Pattern fills, one per pattern a terrain style may name, drawn in inches. */
export function patternDefs(used: ReadonlySet<string>): string {
  return [...used]
    .map((name) => {
      const p = PATTERNS[name];
      if (!p) return '';
      const turn = p.rotateDeg ? ` patternTransform="rotate(${p.rotateDeg})"` : '';
      const marks = p.marks.map((m) => `<path d="M${m.start[0]} ${m.start[1]} ${m.d}" ${markPaint(m)}/>`).join('');
      return `<pattern id="p-${name}" width="${p.tile}" height="${p.tile}" patternUnits="userSpaceOnUse"${turn}>${marks}</pattern>`;
    })
    .join('');
}

/** How a drawing paints its patterns, and which `<pattern>` definitions it used (for `patternDefs`). */
export interface PatternFills {
  paint: PatternPaint;
  used: Set<string>;
  /** Drawn marks only where they show: the window of the board a page prints (core/map/render/svgPieces.ts). */
  window?: Box;
  /** Added to the ids of the clip paths drawn marks are cut by, so that each page's drawing has its own. */
  clipSuffix?: string;
}

/** The corners of a rectangle, for a legend's swatch. */
export const rectPoints = (x: number, y: number, width: number, height: number): Point[] => [
  { x, y },
  { x: x + width, y },
  { x: x + width, y: y + height },
  { x, y: y + height },
];

/**
 * An area's pattern over its base colour: a `<pattern>` fill (its definition noted in `used`), or the
 * pattern's marks drawn tile by tile over the area's bounds and clipped to it. `clipId` names the clip and
 * must be unique in the SVG that holds it. Nothing for a style with no area pattern.
 */
export function patternFill(points: readonly Point[], pattern: string | undefined, base: string, fills: PatternFills, clipId: string): string {
  // Railroad ties and crosses are drawn along a line, not as an area's fill.
  const p = pattern === undefined ? undefined : PATTERNS[pattern];
  if (!p || pattern === undefined || fills.paint === 'flat') return '';
  if (fills.paint === 'pattern') {
    fills.used.add(pattern);
    return `<polygon points="${pts(points)}" fill="url(#p-${pattern})" stroke="none"/>`;
  }
  // The tiles cover the area's bounds in the pattern's own (turned) axes.
  const turn = ((p.rotateDeg ?? 0) * Math.PI) / 180;
  const local = points.map((q) => ({ x: q.x * Math.cos(turn) + q.y * Math.sin(turn), y: -q.x * Math.sin(turn) + q.y * Math.cos(turn) }));
  // Within a window (a 1:1 tile), only the marks inside its corners, in the same axes: the rest would be clipped away.
  const w = fills.window;
  const corners = w ? [{ x: w.minX, y: w.minY }, { x: w.maxX, y: w.minY }, { x: w.maxX, y: w.maxY }, { x: w.minX, y: w.maxY }].map((q) => ({ x: q.x * Math.cos(turn) + q.y * Math.sin(turn), y: -q.x * Math.sin(turn) + q.y * Math.cos(turn) })) : local;
  const lo = (k: 'x' | 'y') => Math.floor(Math.max(Math.min(...local.map((q) => q[k])), Math.min(...corners.map((q) => q[k]))) / p.tile);
  const hi = (k: 'x' | 'y') => Math.ceil(Math.min(Math.max(...local.map((q) => q[k])), Math.max(...corners.map((q) => q[k]))) / p.tile);
  // Each kind of mark is one path through every tile, in a solid colour mixed over the area's: a few
  // elements however large the area (one element a mark made a 1:1 print of the generic board 90,000 elements).
  const paths = p.marks.map((m) => {
    const d: string[] = [];
    for (let i = lo('x'); i < hi('x'); i++) for (let j = lo('y'); j < hi('y'); j++) d.push(`M${briefNumbers([i * p.tile + m.start[0], j * p.tile + m.start[1]])}${m.d}`);
    return d.length > 0 ? `<path d="${d.join('')}" ${markPaint(m, base)}/>` : '';
  });
  const rotate = p.rotateDeg ? ` transform="rotate(${p.rotateDeg})"` : '';
  const clip = `${clipId}${fills.clipSuffix ?? ''}`;
  return `<clipPath id="${clip}"><polygon points="${pts(points)}"/></clipPath><g clip-path="url(#${clip})"><g${rotate}>${paths.join('')}</g></g>`;
}

/** Most dashes one stroke is drawn as one by one; past it the stroke keeps its `stroke-dasharray` (a dash far finer than any style's). */
const MAX_DRAWN_DASHES = 20000;

/**
 * A dashed stroke along `points` (a ring when `closed`, as a `<polygon>` or `<rect>` is stroked), drawn as
 * the element with `stroke-dasharray` or, for print (`drawn` paint), as one path holding each dash as its
 * own subpath: Chromium's PDF printer writes a `stroke-dasharray` as the outline of every dash, 36 curves
 * for a round-capped one, and the dashes of one trail were a fifth of a megabyte on each 1:1 page it
 * crossed, while a dash of its own is one line stroked with the stroke's caps and joins. The dashes fall
 * where SVG puts them (the pattern from the first point, an odd list repeated, carried round corners);
 * within a window (a 1:1 tile) only the dashes that reach it are drawn. `attrs` are the stroke's (and the
 * element's id); `fill`, the area's paint under a ring's stroke.
 */
export function dashedStroke(points: readonly Point[], closed: boolean, dash: readonly number[], attrs: string, fills: PatternFills, fill?: string): string {
  const pattern = dash.length % 2 === 1 ? [...dash, ...dash] : [...dash];
  const period = pattern.reduce((a, b) => a + b, 0);
  const ring = closed && points.length > 2 ? [...points, points[0]!] : [...points];
  let length = 0;
  for (let i = 1; i < ring.length; i++) length += Math.hypot(ring[i]!.x - ring[i - 1]!.x, ring[i]!.y - ring[i - 1]!.y);
  const element = closed ? 'polygon' : 'polyline';
  if (fills.paint !== 'drawn' || !(period > 0) || pattern.some((d) => !(d >= 0)) || (length / period) * (pattern.length / 2) > MAX_DRAWN_DASHES) {
    return `<${element} points="${pts(points)}" ${fill ?? 'fill="none"'} ${attrs} stroke-dasharray="${dash.map(n).join(' ')}"/>`;
  }
  // How far a dash's stroke may reach beyond its line, generously: half the widest line's width and its cap.
  const reach = 1;
  const w = fills.window;
  const subpaths: string[] = [];
  let d = '';
  let box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (p: Point, move: boolean): void => {
    d += `${move ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`;
    box = { minX: Math.min(box.minX, p.x), minY: Math.min(box.minY, p.y), maxX: Math.max(box.maxX, p.x), maxY: Math.max(box.maxY, p.y) };
  };
  const end = (): void => {
    if (d && (!w || (box.minX <= w.maxX + reach && box.maxX >= w.minX - reach && box.minY <= w.maxY + reach && box.maxY >= w.minY - reach))) subpaths.push(d);
    d = '';
    box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  };
  let k = 0;
  let left = pattern[0]!;
  for (let i = 1; i < ring.length; i++) {
    const a = ring[i - 1]!;
    const b = ring[i]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const at = (t: number): Point => (len === 0 ? a : { x: a.x + ((b.x - a.x) * t) / len, y: a.y + ((b.y - a.y) * t) / len });
    let t = 0;
    for (;;) {
      const on = k % 2 === 0;
      // A dash begins here (a zero-length one too: its round caps draw a dot, as SVG's do).
      if (on && !d) add(at(t), true);
      const step = Math.min(left, len - t);
      t += step;
      left -= step;
      if (on) add(at(t), false);
      if (left > 1e-9) break;
      if (on) end();
      k = (k + 1) % pattern.length;
      left = pattern[k]!;
      if (t >= len - 1e-9 && left > 0) break;
    }
  }
  end();
  return (closed && fill !== undefined ? `<polygon points="${pts(points)}" ${fill} stroke="none"/>` : '') + (subpaths.length > 0 ? `<path d="${subpaths.join('')}" fill="none" ${attrs}/>` : '');
}
