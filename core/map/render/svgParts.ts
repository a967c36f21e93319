/**
 * What the SVG renderers share: numbers written to a thousandth of an inch, point lists, escaped text,
 * and the pattern fills a terrain style may name (core/map/terrainKinds.ts), drawn in inches.
 */
import type { Point } from '../geometry';

export const n = (v: number): string => String(Math.round(v * 1000) / 1000);
export const pts = (points: readonly Point[]): string => points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Pattern fills, one per pattern a terrain style may name, drawn in inches. */
export function patternDefs(used: ReadonlySet<string>): string {
  const defs: Record<string, string> = {
    trees: '<pattern id="p-trees" width="1" height="1" patternUnits="userSpaceOnUse"><circle cx="0.3" cy="0.3" r="0.16" fill="#5f8f45" opacity="0.55"/><circle cx="0.8" cy="0.75" r="0.14" fill="#5f8f45" opacity="0.55"/></pattern>',
    'dense-trees':
      '<pattern id="p-dense-trees" width="0.6" height="0.6" patternUnits="userSpaceOnUse"><circle cx="0.15" cy="0.15" r="0.14" fill="#2f5a22" opacity="0.6"/><circle cx="0.45" cy="0.42" r="0.14" fill="#2f5a22" opacity="0.6"/></pattern>',
    'orchard-rows': '<pattern id="p-orchard-rows" width="0.8" height="0.8" patternUnits="userSpaceOnUse"><circle cx="0.4" cy="0.4" r="0.12" fill="#6a8c3e"/></pattern>',
    scrub: '<pattern id="p-scrub" width="0.9" height="0.9" patternUnits="userSpaceOnUse"><path d="M0.2 0.6 l0.1 -0.2 l0.1 0.2 M0.6 0.3 l0.1 -0.2 l0.1 0.2" stroke="#7a8d4a" stroke-width="0.04" fill="none"/></pattern>',
    furrows: '<pattern id="p-furrows" width="0.35" height="0.35" patternUnits="userSpaceOnUse"><path d="M0 0.17 H0.35" stroke="#a88d5c" stroke-width="0.04"/></pattern>',
    buildings: '<pattern id="p-buildings" width="1.2" height="1.2" patternUnits="userSpaceOnUse"><rect x="0.2" y="0.2" width="0.5" height="0.35" fill="#7a4a2e" opacity="0.6"/></pattern>',
    reeds: '<pattern id="p-reeds" width="0.6" height="0.6" patternUnits="userSpaceOnUse"><path d="M0.2 0.5 v-0.25 M0.3 0.5 v-0.3 M0.4 0.5 v-0.2" stroke="#4f7d68" stroke-width="0.03"/></pattern>',
    dots: '<pattern id="p-dots" width="0.5" height="0.5" patternUnits="userSpaceOnUse"><circle cx="0.25" cy="0.25" r="0.05" fill="#8a7f55"/></pattern>',
    hatch: '<pattern id="p-hatch" width="0.4" height="0.4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0.2 H0.4" stroke="#6b5a3a" stroke-width="0.05" opacity="0.6"/></pattern>',
  };
  return [...used].map((p) => defs[p] ?? '').join('');
}
