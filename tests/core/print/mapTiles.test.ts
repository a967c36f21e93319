import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapTiles, mapTilesSheet } from '../../../core/print/sheets/mapTiles';
import { DEFAULT_PRINT_SETTINGS, printableArea } from '../../../core/print/sheet';
import { boardCovering } from '../../../core/map/board';
import { scenarioRenderInput } from '../../../core/map/scenarioMap';
import type { MusterScenario } from '../../../core/model/scenario.generated';

const militia = JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;

describe('the map at 1:1', () => {
  it('fills the open ground by default, and leaves it white when asked to save ink, the features keeping their colours', () => {
    const input = scenarioRenderInput(militia, {})!;
    const table = (html: string) => /<rect id="table"[^>]*fill="([^"]+)"/.exec(html)?.[1];
    const inked = mapTilesSheet(input, DEFAULT_PRINT_SETTINGS, { title: 'Militia' }).html;
    const spared = mapTilesSheet(input, { ...DEFAULT_PRINT_SETTINGS, saveInk: true }, { title: 'Militia' }).html;
    expect(table(inked)).toBe('#f3f1e3');
    expect(table(spared)).toBe('#ffffff');
    // Only the table's ground and the set-up areas' wash changed, on the assembly page and on every tile.
    const unfilled = (html: string) =>
      html.replace(/<rect id="table"[^>]*>/g, '').replace(/(<g id="setup-[^"]*"><polygon points="[^"]*") (?:fill="none"|fill="#[0-9a-f]{6}" fill-opacity="0\.12")/g, '$1');
    expect(spared).toContain('fill="none" stroke="#2f4f8f"');
    expect(unfilled(spared)).toBe(unfilled(inked));
  });
});

describe('each 1:1 tile draws only its part of the board', () => {
  const generic = JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/generic-board.map.json'), 'utf8')) as { map: Extract<MusterScenario['map'], { kind: 'tabletop' }> };
  const board = boardCovering(generic.map);
  const html = mapTilesSheet({ board, map: generic.map, scale: '15mm', sides: [] }, DEFAULT_PRINT_SETTINGS, { title: 'Generic' }).html;
  const tiles = mapTiles(board, printableArea(DEFAULT_PRINT_SETTINGS));
  const byLabel = new Map([...html.matchAll(/<section class="tile" data-tile="([A-Z]+\d+)">(.*?)<\/section>/g)].map((m) => [m[1]!, m[2]!]));
  const tileHtml = (label: string) => byLabel.get(label)!;
  const overlaps = (a: { minX: number; minY: number; maxX: number; maxY: number }, b: typeof a) => a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;

  it('draws a feature on the tiles its outline reaches and on no other', () => {
    for (const feature of generic.map.features) {
      const xs = feature.points.map((p) => p.x);
      const ys = feature.points.map((p) => p.y);
      const box = { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
      for (const t of tiles) {
        // Outlines within a tile by more than a line's reach are on it; outlines more than two inches away are not.
        const inner = { minX: t.x + 1, minY: t.y + 1, maxX: t.x + t.widthIn - 1, maxY: t.y + t.heightIn - 1 };
        const outer = { minX: t.x - 2, minY: t.y - 2, maxX: t.x + t.widthIn + 2, maxY: t.y + t.heightIn + 2 };
        const drawn = tileHtml(t.label).includes(`id="feature-${feature.id}"`);
        if (overlaps(box, inner)) expect(drawn, `${feature.id} on ${t.label}`).toBe(true);
        if (!overlaps(box, outer)) expect(drawn, `${feature.id} off ${t.label}`).toBe(false);
      }
    }
  });

  it('draws its patterns as marks clipped per tile, never as a <pattern> fill Chromium would rasterise', () => {
    const pages = tiles.map((t) => tileHtml(t.label));
    expect(pages.some((p) => p.includes('url(#p-'))).toBe(false);
    expect(pages.filter((p) => /clip-path="url\(#clip-feature-[^"]*-[A-Z]+\d+\)"/.test(p)).length).toBeGreaterThan(10);
    // The page-sized drawing is on no page: each tile holds a small share of the whole board's marks.
    const sizes = pages.map((p) => p.length);
    expect(Math.max(...sizes)).toBeLessThan(sizes.reduce((a, b) => a + b, 0) / 20);
  });
});
