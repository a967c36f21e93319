import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legendEntries, renderMapSvg } from '../../../../core/map/render/svg';
import { scenarioRenderInput } from '../../../../core/map/scenarioMap';
import { mixColour } from '../../../../core/map/render/svgParts';
import { unitsByReference } from '../../../../core/map/placements';
import type { OrderOfBattle } from '../../../../core/model/oob';
import type { MusterScenario } from '../../../../core/model/scenario.generated';
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

  it('shows a kind in the legend as the map draws it: an area kind drawn only as lines is a line', () => {
    const map = militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>;
    const cut = { id: 'cut', kind: 'railroad-cut', shape: 'polyline' as const, points: [{ x: 1, y: 1 }, { x: 9, y: 1 }] };
    const onlyLines = legendEntries({ ...map, features: [cut] });
    expect(onlyLines).toEqual([expect.objectContaining({ kind: 'railroad-cut', drawnAs: 'line' })]);
    expect(renderMapSvg({ ...input, map: { ...map, features: [cut] } }, { legend: true, layers: [] })).toMatch(/<g id="legend">.*<(line|polyline) /);
    const asArea = legendEntries({ ...map, features: [cut, { ...cut, id: 'cut2', shape: 'polygon', points: [{ x: 1, y: 1 }, { x: 3, y: 1 }, { x: 3, y: 3 }] }] });
    expect(asArea[0]!.drawnAs).toBe('area');
  });

  it('keeps every name inside the board and off the others, at print size too', () => {
    for (const printScale of [undefined, 0.104]) {
      const svg = renderMapSvg(input, printScale ? { printScale } : {});
      const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" class="(label|unit-label)">/g)];
      expect(texts.length).toBeGreaterThan(10);
      for (const t of texts) {
        expect(Number(t[1])).toBeGreaterThan(0);
        expect(Number(t[1])).toBeLessThan(militia.board!.widthIn);
      }
    }
    // At a tenth of the table the names grow to print at 7 and 6 points.
    const small = renderMapSvg(input, { printScale: 0.104 });
    expect(small).toMatch(new RegExp(`\\.label\\{font-size:${Math.round((7 / 72 / 0.104) * 1000) / 1000}px`));
    expect(small).toMatch(new RegExp(`\\.unit-label\\{font-size:${Math.round((6 / 72 / 0.104) * 1000) / 1000}px`));
  });
});

describe("the SVG renderer's arrows, dummy markers and stand sizes", () => {
  const map = militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>;
  const polygonPoints = (el: string): Array<[number, number]> => attr(el, 'points')!.split(' ').map((p) => p.split(',').map(Number) as [number, number]);

  it("draws an arrow along its points in its side's colour, head at the last point, shaft stopping at the head", () => {
    const arrows = [{ id: 'attack', side: 'confederate', label: "Heth's advance", points: [{ x: 10, y: 30 }, { x: 20, y: 30 }, { x: 30, y: 25 }] }];
    const svg = renderMapSvg({ ...input, map: { ...map, arrows } }, { layers: ['labels'] });
    const group = /<g id="arrow-attack" class="arrow">(.*?)<\/g>/.exec(svg)![1]!;
    const head = elements(group, 'polygon')[0]!;
    expect(attr(head, 'fill')).toBe('#7d7f86');
    expect(polygonPoints(head)[0]).toEqual([30, 25]);
    const shaft = elements(group, 'polyline')[0]!;
    const last = polygonPoints(shaft).at(-1)!;
    // 0.6" back from the tip along the last segment.
    expect(Math.hypot(30 - last[0], 25 - last[1])).toBeCloseTo(0.6, 3);
    expect(group).toContain("Heth's advance</text>");
    // Another side's arrows stay off a side's own sheet.
    expect(renderMapSvg({ ...input, map: { ...map, arrows } }, { side: 'union' })).not.toContain('arrow-attack');
  });

  it('draws a dummy marker exactly as a hidden unit is drawn, and only on its own side\'s sheet', () => {
    const placement = map.units![0]!;
    const hidden = { ...map, units: [{ ...placement, hidden: true }], dummies: [] };
    const dummy = { ...map, units: [], dummies: [{ id: 'd1', side: placement.side, at: placement.at, facingDeg: placement.facingDeg }] };
    const markerOf = (svg: string) => elements(svg, 'polygon')[0]!;
    const a = renderMapSvg({ ...input, map: hidden }, { layers: ['units'] });
    const b = renderMapSvg({ ...input, map: dummy }, { layers: ['units'] });
    expect(attr(markerOf(b), 'points')).toBe(attr(markerOf(a), 'points'));
    expect(attr(markerOf(b), 'fill')).toBe(attr(markerOf(a), 'fill'));
    const other = placement.side === 'union' ? 'confederate' : 'union';
    expect(renderMapSvg({ ...input, map: dummy }, { side: other })).not.toContain('data-dummy="d1"');
  });

  it("draws units on the scenario's own stand sizes", () => {
    const gun = (svg: string) => elements(/<g class="unit" data-side="union" data-unit="usa-hall">(.*?)<\/g>/.exec(svg)![1]!, 'polygon')[0]!;
    const hall = map.units!.find((u) => u.unit === 'usa-hall')!;
    const unlimbered = { ...map, units: [{ ...hall, formation: 'unlimbered' as const, facingDeg: 0 }] };
    const side = (svg: string) => {
      const xs = polygonPoints(gun(svg)).map((p) => p[0]);
      return Math.max(...xs) - Math.min(...xs);
    };
    expect(side(renderMapSvg({ ...input, map: unlimbered }, { layers: ['units'] }))).toBeCloseTo(1, 6);
    expect(side(renderMapSvg({ ...input, map: { ...unlimbered, standSizes: { gun: { widthIn: 2, depthIn: 2 } } } }, { layers: ['units'] }))).toBeCloseTo(2, 6);
  });

  it('paints a wood\'s trees as <pattern> fills by default, and for print as solid marks clipped to the wood', () => {
    const wood = { id: 'herbst', kind: 'light-woods', shape: 'polygon' as const, points: [{ x: 1, y: 1 }, { x: 4, y: 1 }, { x: 4, y: 3 }, { x: 1, y: 3 }] };
    const map = { ...(militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>), features: [wood] };
    const screen = renderMapSvg({ ...input, map }, { layers: ['terrain'] });
    expect(screen).toContain('fill="url(#p-trees)"');
    expect(screen).toContain('<pattern id="p-trees"');
    const print = renderMapSvg({ ...input, map }, { layers: ['terrain'], patterns: 'drawn' });
    expect(print).not.toContain('<pattern');
    expect(print).not.toContain('url(#p-');
    // No mark is translucent: each is the pattern's colour mixed over the wood's own.
    const group = /<g id="feature-herbst"[^>]*>(.*?)<\/g><\/g><\/g>/.exec(print)![1]!;
    expect(group).toContain('<clipPath id="clip-feature-herbst"><polygon points="1,1 4,1 4,3 1,3"/></clipPath>');
    expect(group).not.toContain('opacity');
    // A 1-inch tile of trees over a 3 × 2 inch wood: tiles 1–3 across and 1–2 down, six in all, two trees
    // each: each of the two trees is one path through the six tiles, a circle in each, as four Béziers (Chromium
    // prints an SVG arc as sixteen short curves).
    expect(elements(group, 'path')).toHaveLength(2);
    expect(group.match(/M[^Mc]+c[^s]*s[^s]*s[^s]*s[^Mz]*z/g)).toHaveLength(12);
    expect(group).not.toMatch(/a[\d.]+ [\d.]+ 0 1 0/);
  });

  it('mixes a colour at an opacity over a base colour', () => {
    expect(mixColour('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColour('#5f8f45', '#cfe3b4', 1)).toBe('#5f8f45');
    expect(mixColour('#5f8f45', 'none', 0.5)).toBe('#5f8f45');
    expect(mixColour('#102030', '#f0e0d0', 0.25)).toBe(`#${[0x10 * 0.25 + 0xf0 * 0.75, 0x20 * 0.25 + 0xe0 * 0.75, 0x30 * 0.25 + 0xd0 * 0.75].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`);
  });
});

describe('contours', () => {
  it('keeps a hill closed when it is made a crest: closed and crest are separate', () => {
    const map = militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>;
    const hill = { id: 'knob', level: 2, crest: true, points: [{ x: 1, y: 1 }, { x: 5, y: 1 }, { x: 3, y: 4 }] };
    const line = { id: 'ridge', level: 1, closed: false, crest: true, points: [{ x: 1, y: 8 }, { x: 9, y: 8 }] };
    const svg = renderMapSvg({ ...input, map: { ...map, contours: [hill, line] } }, { layers: ['contours'] });
    expect(svg).toMatch(/<polygon [^>]*id="contour-knob"/);
    expect(svg).toMatch(/<polyline [^>]*id="contour-ridge"/);
  });
});

describe('the table for a club (issue 43, item 9)', () => {
  it("writes the table edges' names typed on the Board page just inside their edges", () => {
    // T'ain't No Militia calls its west edge "Toward Cashtown" and its east "Toward Gettysburg".
    const svg = renderMapSvg(input);
    const west = elements(svg, 'text').find((t) => attr(t, 'id') === 'edge-west')!;
    const east = elements(svg, 'text').find((t) => attr(t, 'id') === 'edge-east')!;
    expect(svg).toContain('>Toward Cashtown</text>');
    expect(svg).toContain('>Toward Gettysburg</text>');
    // Up the west edge and down the east, each within an inch of its edge.
    const at = (t: string) => /translate\(([\d.]+) ([\d.]+)\) rotate\((-?\d+)\)/.exec(attr(t, 'transform')!)!.slice(1).map(Number);
    expect(at(west)[0]).toBeLessThan(1);
    expect(at(west)[2]).toBe(-90);
    expect(at(east)[0]).toBeGreaterThan(militia.board!.widthIn - 1);
    expect(at(east)[2]).toBe(90);
    // A board with no names for its edges writes none.
    expect(renderMapSvg({ ...input, board: { ...input.board, edges: undefined } })).not.toContain('edge-name"');
  });

  it('leaves the set-up areas unwashed when the print saves ink, as it leaves open ground white', () => {
    const washed = elements(renderMapSvg(input), 'polygon').filter((p) => attr(p, 'stroke-dasharray') === '0.6 0.3');
    expect(washed.length).toBe(militia.map.kind === 'tabletop' ? militia.map.setupAreas!.length : 0);
    expect(washed.every((p) => attr(p, 'fill-opacity') === '0.12')).toBe(true);
    const saved = elements(renderMapSvg(input, { blankTable: true }), 'polygon').filter((p) => attr(p, 'stroke-dasharray') === '0.6 0.3');
    expect(saved.length).toBe(washed.length);
    expect(saved.every((p) => attr(p, 'fill') === 'none')).toBe(true);
  });
});
