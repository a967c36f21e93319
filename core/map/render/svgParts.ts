/**
 * What the SVG renderers share: numbers written to a thousandth of an inch, point lists, escaped text,
 * and the pattern fills a terrain style may name (core/map/terrainStyles.ts), drawn in inches.
 */
import type { Point } from '../geometry';

export const n = (v: number): string => String(Math.round(v * 1000) / 1000);
export const pts = (points: readonly Point[]): string => points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * How a pattern is put on paper. `pattern` is an SVG `<pattern>` fill: small, and what the export and the
 * command line's SVG use. `drawn` draws the pattern's marks themselves, clipped to the area, in solid
 * colours mixed over the area's own colour: Chromium's PDF printer turns every `<pattern>` use and every
 * translucent mark into a raster image (a deployment page of T'ain't No Militia was 3.7 MB of them), while
 * drawn marks stay a few kilobytes of vectors (issue 30).
 */
export type PatternPaint = 'pattern' | 'drawn';

/** Paints one mark of a pattern: a colour at an opacity, written as SVG attributes. */
interface Ink {
  fill(colour: string, opacity?: number): string;
  stroke(colour: string, opacity?: number): string;
}

/** The pattern fills a terrain style may name: the size of a tile in inches, its turn, and its marks. */
const PATTERNS: Record<string, { tile: number; rotateDeg?: number; marks: (ink: Ink) => string }> = {
  trees: { tile: 1, marks: (i) => `<circle cx="0.3" cy="0.3" r="0.16" ${i.fill('#5f8f45', 0.55)}/><circle cx="0.8" cy="0.75" r="0.14" ${i.fill('#5f8f45', 0.55)}/>` },
  'dense-trees': { tile: 0.6, marks: (i) => `<circle cx="0.15" cy="0.15" r="0.14" ${i.fill('#2f5a22', 0.6)}/><circle cx="0.45" cy="0.42" r="0.14" ${i.fill('#2f5a22', 0.6)}/>` },
  'orchard-rows': { tile: 0.8, marks: (i) => `<circle cx="0.4" cy="0.4" r="0.12" ${i.fill('#6a8c3e')}/>` },
  scrub: { tile: 0.9, marks: (i) => `<path d="M0.2 0.6 l0.1 -0.2 l0.1 0.2 M0.6 0.3 l0.1 -0.2 l0.1 0.2" ${i.stroke('#7a8d4a')} stroke-width="0.04" fill="none"/>` },
  furrows: { tile: 0.35, marks: (i) => `<path d="M0 0.17 H0.35" ${i.stroke('#a88d5c')} stroke-width="0.04"/>` },
  buildings: { tile: 1.2, marks: (i) => `<rect x="0.2" y="0.2" width="0.5" height="0.35" ${i.fill('#7a4a2e', 0.6)}/>` },
  reeds: { tile: 0.6, marks: (i) => `<path d="M0.2 0.5 v-0.25 M0.3 0.5 v-0.3 M0.4 0.5 v-0.2" ${i.stroke('#4f7d68')} stroke-width="0.03"/>` },
  dots: { tile: 0.5, marks: (i) => `<circle cx="0.25" cy="0.25" r="0.05" ${i.fill('#8a7f55')}/>` },
  hatch: { tile: 0.4, rotateDeg: 45, marks: (i) => `<path d="M0 0.2 H0.4" ${i.stroke('#6b5a3a', 0.6)} stroke-width="0.05"/>` },
};

/** A mark as the `<pattern>` fill has it: its colour and its own opacity. */
const TRANSLUCENT: Ink = {
  fill: (c, a) => `fill="${c}"${a === undefined ? '' : ` opacity="${a}"`}`,
  stroke: (c, a) => `stroke="${c}"${a === undefined ? '' : ` opacity="${a}"`}`,
};

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
      return `<pattern id="p-${name}" width="${p.tile}" height="${p.tile}" patternUnits="userSpaceOnUse"${turn}>${p.marks(TRANSLUCENT)}</pattern>`;
    })
    .join('');
}

/** How a drawing paints its patterns, and which `<pattern>` definitions it used (for `patternDefs`). */
export interface PatternFills {
  paint: PatternPaint;
  used: Set<string>;
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
  if (!p || pattern === undefined) return '';
  if (fills.paint === 'pattern') {
    fills.used.add(pattern);
    return `<polygon points="${pts(points)}" fill="url(#p-${pattern})" stroke="none"/>`;
  }
  const solid: Ink = { fill: (c, a) => `fill="${mixColour(c, base, a)}"`, stroke: (c, a) => `stroke="${mixColour(c, base, a)}"` };
  const marks = p.marks(solid);
  // The tiles cover the area's bounds in the pattern's own (turned) axes.
  const turn = ((p.rotateDeg ?? 0) * Math.PI) / 180;
  const local = points.map((q) => ({ x: q.x * Math.cos(turn) + q.y * Math.sin(turn), y: -q.x * Math.sin(turn) + q.y * Math.cos(turn) }));
  const lo = (k: 'x' | 'y') => Math.floor(Math.min(...local.map((q) => q[k])) / p.tile);
  const hi = (k: 'x' | 'y') => Math.ceil(Math.max(...local.map((q) => q[k])) / p.tile);
  const tiles: string[] = [];
  for (let i = lo('x'); i < hi('x'); i++) for (let j = lo('y'); j < hi('y'); j++) tiles.push(`<g transform="translate(${n(i * p.tile)} ${n(j * p.tile)})">${marks}</g>`);
  const rotate = p.rotateDeg ? ` transform="rotate(${p.rotateDeg})"` : '';
  return `<clipPath id="${clipId}"><polygon points="${pts(points)}"/></clipPath><g clip-path="url(#${clipId})"><g${rotate}>${tiles.join('')}</g></g>`;
}
