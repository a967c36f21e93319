import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legendEntries, renderMapSvg, scenarioRenderInput } from '../../../../core/map/render/svg';
import { unitsByReference } from '../../../../core/map/placements';
import type { OrderOfBattle } from '../../../../core/oob/types';
import type { MusterScenario } from '../../../../core/scenario/types.generated';
import { validateDocument } from '../../../../core/formats/validate';

const read = (name: string): unknown => JSON.parse(readFileSync(resolve(__dirname, '../../../../scenarios', name), 'utf8'));
const militia = read('taint-no-militia.scenario.json') as MusterScenario;
const armies = {
  union: (read('taint-no-militia.army-union.json') as { orderOfBattle: OrderOfBattle }).orderOfBattle,
  confederate: (read('taint-no-militia.army-confederate.json') as { orderOfBattle: OrderOfBattle }).orderOfBattle,
};
const input = scenarioRenderInput(militia, armies)!;

/** Attribute values of every element with the given tag, parsed loosely (the renderer writes one style). */
const elements = (svg: string, tag: string): string[] => svg.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? [];
const attr = (element: string, name: string): string | undefined => new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1];

describe("the map's SVG renderer", () => {
  it('draws the board at its size in inches, one user unit an inch', () => {
    expect(validateDocument('scenario', militia)).toEqual([]);
    const svg = renderMapSvg(input);
    const root = elements(svg, 'svg')[0]!;
    expect(attr(root, 'width')).toBe(`${militia.board!.widthIn}in`);
    expect(attr(root, 'height')).toBe(`${militia.board!.heightIn}in`);
    expect(attr(root, 'viewBox')).toBe(`0 0 ${militia.board!.widthIn} ${militia.board!.heightIn}`);
  });

  it('writes free labels in the labels layer, with an arrow head only where a label points somewhere', () => {
    const map = { ...(militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>), labels: [{ id: 'fairfield', text: 'To Fairfield & Emmitsburg', at: { x: 30, y: 50 }, arrowTo: { x: 30, y: 54 } }] };
    const svg = renderMapSvg({ ...input, map }, { layers: ['labels'] });
    const group = /<g id="label-fairfield">(.*?)<\/g>/.exec(svg)![1]!;
    expect(group).toContain('<text x="30" y="50" class="free-label">To Fairfield &amp; Emmitsburg</text>');
    expect(attr(elements(group, 'line')[0]!, 'marker-end')).toBe('url(#arrow-head)');
    expect(svg).toContain('<marker id="arrow-head"');
    expect(renderMapSvg(input)).not.toContain('arrow-head');
  });

  it('draws every terrain feature where the file puts it', () => {
    const svg = renderMapSvg(input, { layers: ['terrain'] });
    const map = militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>;
    for (const feature of map.features) {
      const group = new RegExp(`<g id="feature-${feature.id}" data-kind="${feature.kind}">(.*?)</g>`).exec(svg);
      expect(group, feature.id).not.toBeNull();
      const first = feature.points[0]!;
      expect(group![1]).toContain(`${first.x},${first.y}`);
    }
  });

  it("draws each placed unit as its order of battle's stands, in its side's colour", () => {
    const svg = renderMapSvg(input, { layers: ['units'] });
    const map = militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>;
    const units = elements(svg, 'g').filter((g) => attr(g, 'class') === 'unit');
    expect(units).toHaveLength(map.units!.length);
    // Each placement resolves against its side's army: a regiment of two stands draws two stand polygons.
    for (const placement of map.units!) {
      const item = unitsByReference(armies[placement.side as 'union' | 'confederate']).get(placement.unit);
      expect(item, `${placement.side} ${placement.unit}`).toBeDefined();
    }
    expect(svg).not.toMatch(/\?<\/text>/);
    expect(svg).toContain('fill="#2f4f8f"');
    expect(svg).toContain('fill="#7d7f86"');
  });

  it("with a side, shows that side's units and set-up areas and nothing of the other's", () => {
    const svg = renderMapSvg(input, { side: 'union' });
    const sides = elements(svg, 'g').filter((g) => attr(g, 'class') === 'unit').map((g) => attr(g, 'data-side'));
    expect(new Set(sides)).toEqual(new Set(['union']));
    const map = militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>;
    for (const area of map.setupAreas ?? []) expect(svg.includes(`id="setup-${area.id}"`)).toBe(area.side === 'union');
  });

  it('leaves out the layers not asked for', () => {
    const svg = renderMapSvg(input, { layers: ['terrain'] });
    expect(svg).toContain('id="layer-terrain"');
    expect(svg).not.toContain('id="layer-units"');
    expect(svg).not.toContain('id="layer-grid"');
  });

  it('marks a placement whose unit is not in its order of battle, so it cannot hide', () => {
    const map = militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>;
    const broken = { ...input, map: { ...map, units: [{ side: 'union', unit: 'nobody', at: { x: 10, y: 10 }, facingDeg: 0, formation: 'battle-line' as const }] } };
    expect(renderMapSvg(broken, { layers: ['units'] })).toContain('>nobody?</text>');
  });

  it('lists the terrain kinds the map uses in its legend, with their labels', () => {
    const map = militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>;
    const entries = legendEntries(map);
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(map.features.map((f) => f.kind)));
    expect(entries.every((e) => e.label !== e.kind)).toBe(true);
    expect(renderMapSvg(input, { legend: true })).toContain(`>${entries[0]!.label}</text>`);
  });
});
