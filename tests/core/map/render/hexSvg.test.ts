import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { counterFace, counterOf, gridOf, hexCorners, hexId, parseHexId, sheetSize, sideEnds } from '../../../../core/hex';
import { renderMapSvg } from '../../../../core/map/render/svg';
import { scenarioHexInput } from '../../../../core/map/scenarioMap';
import { terrainStyleOf } from '../../../../core/map/terrainStyles';
import type { HexMap, MusterScenario } from '../../../../core/model/scenario.generated';
import { COUNTER_SIZE_MARKS } from '../../../../core/vocabulary';

const millFord = JSON.parse(readFileSync(resolve(__dirname, '../../../../scenarios/mill-ford-hex-example.scenario.json'), 'utf8')) as MusterScenario;
const map = millFord.map as HexMap;
const grid = gridOf(map.grid);
const input = scenarioHexInput(millFord)!;

/** An element of the parsed SVG. */
interface Node {
  tag: string;
  attrs: Record<string, string>;
  children: Node[];
  text: string;
}

/** Parses the renderer's SVG into a tree, refusing a document whose tags do not nest (a small XML reader: no DTDs, no CDATA). */
function parse(svg: string): Node {
  const root: Node = { tag: '#document', attrs: {}, children: [], text: '' };
  const stack: Node[] = [root];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
  let consumed = 0;
  for (const m of svg.matchAll(token)) {
    expect(m.index, `unreadable text at ${consumed}: ${svg.slice(consumed, consumed + 40)}`).toBe(consumed);
    consumed = m.index + m[0].length;
    const top = stack[stack.length - 1]!;
    if (m[5] !== undefined) {
      top.text += m[5];
      continue;
    }
    const [, closing, tag, attrText, selfClosing] = m;
    if (closing) {
      expect(top.tag, `</${tag}> closes <${top.tag}>`).toBe(tag);
      stack.pop();
      continue;
    }
    const attrs = Object.fromEntries([...attrText!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]));
    const node: Node = { tag: tag!, attrs, children: [], text: '' };
    top.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  expect(consumed).toBe(svg.length);
  expect(stack.map((s) => s.tag)).toEqual(['#document']);
  return root.children[0]!;
}

const all = (node: Node, test: (n: Node) => boolean): Node[] => [...(test(node) ? [node] : []), ...node.children.flatMap((c) => all(c, test))];
const byId = (node: Node, id: string) => all(node, (n) => n.attrs.id === id)[0]!;
const textOf = (node: Node): string => node.text + node.children.map(textOf).join('');

describe('the hex map SVG renderer', () => {
  const svg = parse(renderMapSvg(input, { legend: true }));

  it('draws the printed sheet at its size in inches, one user unit an inch', () => {
    const { widthIn, heightIn } = sheetSize(grid);
    expect(svg.tag).toBe('svg');
    expect(Number.parseFloat(svg.attrs.width!)).toBeCloseTo(widthIn, 3);
    expect(Number.parseFloat(svg.attrs.height!)).toBeCloseTo(heightIn, 3);
    expect(svg.attrs.viewBox!.split(' ').map(Number).slice(2)).toEqual([Math.round(widthIn * 1000) / 1000, Math.round(heightIn * 1000) / 1000]);
  });

  it('fills every hex of the grid with its terrain, by the one terrain table', () => {
    const hexes = all(byId(svg, 'hexes'), (n) => n.attrs['data-hex'] !== undefined);
    expect(hexes).toHaveLength(map.grid.columns * map.grid.rows);
    const woods = hexes.find((h) => h.attrs['data-hex'] === '0402')!;
    expect(woods.attrs['data-kind']).toBe('light-woods');
    expect(woods.attrs.fill).toBe(terrainStyleOf('light-woods').fill);
    expect(hexes.find((h) => h.attrs['data-hex'] === '0101')!.attrs['data-kind']).toBe('open');
    // The polygon is the hex's six corners.
    const corners = woods.attrs.points!.split(' ').map((p) => p.split(',').map(Number));
    const expected = hexCorners(grid, parseHexId(grid, '0402')!);
    expect(corners).toHaveLength(6);
    corners.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(expected[i]!.x, 3);
      expect(y).toBeCloseTo(expected[i]!.y, 3);
    });
  });

  it('prints every hex number, and shades and numbers the raised hexes by level', () => {
    const numbers = all(byId(svg, 'hex-numbers'), (n) => n.tag === 'text').map(textOf);
    expect(numbers).toHaveLength(16 * 12);
    expect(numbers).toContain('0101');
    expect(numbers).toContain('1612');
    const levels = all(byId(svg, 'levels'), (n) => n.attrs.class === 'level');
    expect(levels.map((l) => Number(l.attrs['data-level'])).sort()).toEqual(map.hexes.filter((h) => h.elevation).map((h) => h.elevation!).sort());
    expect(all(byId(svg, 'levels'), (n) => n.attrs.class === 'level-number').map(textOf)).toContain('2');
  });

  it('draws each hexside along its side, with ticks into the inside hex of works and slopes', () => {
    const sides = all(byId(svg, 'hexsides'), (n) => n.attrs['data-side'] !== undefined);
    expect(sides).toHaveLength(map.hexsides!.length);
    const bridge = sides.find((s) => s.attrs['data-kind'] === 'bridge')!;
    const [a, b] = sideEnds(grid, { hex: parseHexId(grid, '0806')!, side: 'SE' });
    expect(Number(bridge.attrs.x1)).toBeCloseTo(a.x, 3);
    expect(Number(bridge.attrs.y2)).toBeCloseTo(b.y, 3);
    const insides = all(byId(svg, 'hexsides'), (n) => n.attrs.class === 'inside');
    expect(insides.map((i) => i.attrs['data-inside']).sort()).toEqual(map.hexsides!.filter((s) => s.inside).map((s) => s.inside!).sort());
  });

  it('draws paths through the hex centres', () => {
    const road = byId(svg, 'path-mill-road');
    const line = all(road, (n) => n.tag === 'polyline').at(-1)!;
    expect(line.attrs.points!.split(' ')).toHaveLength(map.paths![0]!.hexes.length);
  });

  it('draws every counter once in its hex with what its counter prints, and the extension of an extended line', () => {
    const counters = all(byId(svg, 'layer-units'), (n) => n.attrs.class === 'counter');
    expect(counters).toHaveLength(map.units!.length);
    const first = counters.find((c) => c.attrs['data-unit'] === 'u-1')!;
    const record = counterOf(input.sides, { side: 'union', unit: 'u-1' })!;
    const face = counterFace(record);
    expect(face.values).toBe('6 6 6');
    expect(all(first, (n) => n.attrs.class === 'values').map(textOf)).toEqual([`${face.values} R`]);
    expect(all(first, (n) => n.attrs.class === 'name').map(textOf)).toEqual(['1st Fairfield']);
    expect(all(first, (n) => n.attrs.class === 'mark').map(textOf)).toEqual([COUNTER_SIZE_MARKS.regiment]);
    expect(all(first, (n) => n.attrs.class === 'facing')).toHaveLength(1);
    // Artillery prints its fire strength in brackets; a leader its stars.
    const battery = counters.find((c) => c.attrs['data-unit'] === 'u-bty-a')!;
    expect(all(battery, (n) => n.attrs.class === 'values').map(textOf)).toEqual(['(3) 6 8 N']);
    const reed = counters.find((c) => c.attrs['data-unit'] === 'u-reed')!;
    expect(textOf(reed)).toContain('★');
    const extensions = all(byId(svg, 'layer-units'), (n) => n.attrs.class === 'extension');
    expect(extensions.map((e) => `${e.attrs['data-unit']}@${e.attrs['data-hex']}`)).toEqual(['u-1@0405']);
  });

  it('stacks counters in list order, each one higher and further right, and shows only one side on request', () => {
    const stack = all(byId(svg, 'layer-units'), (n) => n.attrs.class === 'counter' && n.attrs['data-hex'] === '0506');
    expect(stack.map((c) => c.attrs['data-unit'])).toEqual(['u-2', 'u-reed']);
    const [bottom, top] = stack.map((c) => all(c, (n) => n.tag === 'rect')[0]!);
    expect(Number(top!.attrs.x)).toBeGreaterThan(Number(bottom!.attrs.x));
    expect(Number(top!.attrs.y)).toBeLessThan(Number(bottom!.attrs.y));
    const union = parse(renderMapSvg(input, { side: 'union' }));
    expect(new Set(all(union, (n) => n.attrs.class === 'counter').map((c) => c.attrs['data-side']))).toEqual(new Set(['union']));
  });

  it('shows the reverse values of a flipped counter', () => {
    const flipped = { ...input, map: { ...map, units: map.units!.map((u) => (u.unit === 'u-2' ? { ...u, flipped: true } : u)) } };
    const doc = parse(renderMapSvg(flipped, { layers: ['units'] }));
    const u2 = all(doc, (n) => n.attrs['data-unit'] === 'u-2' && n.attrs.class === 'counter')[0]!;
    expect(u2.attrs['data-flipped']).toBe('true');
    expect(all(u2, (n) => n.attrs.class === 'values').map(textOf)).toEqual(['5 4 5 R']);
  });

  it('prints hex labels and draws only the layers asked for', () => {
    const labels = all(byId(svg, 'layer-labels'), (n) => n.attrs.class === 'hex-label').map(textOf);
    expect(labels.sort()).toEqual(['Millbrook', 'Signal Hill']);
    const terrainOnly = parse(renderMapSvg(input, { layers: ['terrain'] }));
    expect(all(terrainOnly, (n) => n.attrs.id?.startsWith('layer-') ?? false).map((n) => n.attrs.id)).toEqual(['layer-terrain']);
    expect(all(svg, (n) => n.attrs.id === 'legend')).toHaveLength(1);
    expect(hexId(grid, { col: 16, row: 12 })).toBe('1612');
  });
});
