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
import { SHEET_MAKERS } from '../../../../core/print/sheets/index';

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
    // Defined once, drawn where it lies: over the table, under the terrain.
    expect(svg.indexOf('class="reference-image"')).toBeLessThan(svg.indexOf('</defs>'));
    const table = svg.indexOf('id="table"');
    const image = svg.indexOf('<use href="#layer-reference-images"/>');
    const terrain = svg.indexOf('id="layer-terrain"');
    expect(table).toBeGreaterThan(-1);
    expect(image).toBeGreaterThan(table);
    expect(terrain).toBeGreaterThan(image);
  });

  it('puts a scan once in a 1:1 print of many pages, each page drawing it from there', () => {
    const input = scenarioRenderInput(createScenario({ title: 'Traced', scale: '15mm', squaresWide: 6, squaresDeep: 4 }), {}) as MapRenderInput;
    const scan = { ...picture, href: `data:image/png;base64,${'QUJD'.repeat(50_000)}` };
    const made = SHEET_MAKERS.map.make({ scale: '15mm', sides: [], map: { ...input, underlays: [scan] } }, { paper: 'letter', orientation: 'portrait', marginIn: 0.25 });
    const pages = made.html.split('class="tile"').length - 1;
    expect(pages).toBeGreaterThan(10);
    expect(made.html.split(scan.href).length - 1).toBe(1);
    // Each page and the assembly drawing draw it.
    expect(made.html.split('<use href="#layer-reference-images"/>').length - 1).toBeGreaterThanOrEqual(pages);
    expect(made.html.length).toBeLessThan(scan.href.length + 2_000_000);
  });
});
