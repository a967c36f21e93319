/**
 * Reference images printed faded (core/map/render/underlay.ts): under the terrain on the map the print
 * draws, placed by their transform, at most PRINT_FADE of their opacity, clipped to the table when asked;
 * a map with none prints as before.
 */
import { describe, expect, it } from 'vitest';
import { renderMapSvg } from '../../../../core/map/render/svg';
import { PRINT_FADE, underlaySvg } from '../../../../core/map/render/underlay';
import { createScenario } from '../../../../core/scenario';
import { scenarioRenderInput } from '../../../../core/map/index';
import type { MapRenderInput } from '../../../../core/map/scenarioMap';

const picture = { href: 'data:image/png;base64,AAAA', widthPx: 2000, heightPx: 1500, transform: { a: 0.025, b: 0, c: 0, d: 0, e: 0.025, f: -2.5 }, opacity: 0.8, clip: true };

describe('reference images in print', () => {
  it('draws each image by its transform, faded, clipped to the table', () => {
    const svg = underlaySvg([picture], { widthIn: 72, heightIn: 54 });
    expect(svg).toContain('<clipPath id="reference-images-clip"><rect x="0" y="0" width="72" height="54"/></clipPath>');
    expect(svg).toContain(`opacity="${Math.round(0.8 * PRINT_FADE * 1e9) / 1e9}"`);
    expect(svg).toContain('transform="matrix(0.025 0 0 0.025 0 -2.5)"');
    expect(svg).toContain('<g clip-path="url(#reference-images-clip)"><image class="reference-image"');
    expect(underlaySvg([{ ...picture, clip: false }], { widthIn: 72, heightIn: 54 })).not.toContain('clip-path=');
    expect(underlaySvg([], { widthIn: 72, heightIn: 54 })).toBe('');
  });

  it('lies over the table and under the terrain on the printed map', () => {
    const input = scenarioRenderInput(createScenario({ title: 'Traced', scale: '15mm', squaresWide: 4, squaresDeep: 3 }), {}) as MapRenderInput;
    const plain = renderMapSvg(input, {});
    expect(plain).not.toContain('reference-image');
    const svg = renderMapSvg({ ...input, underlays: [picture] }, {});
    const table = svg.indexOf('id="table"');
    const image = svg.indexOf('class="reference-image"');
    const terrain = svg.indexOf('id="layer-terrain"');
    expect(table).toBeGreaterThan(-1);
    expect(image).toBeGreaterThan(table);
    expect(terrain).toBeGreaterThan(image);
  });
});
