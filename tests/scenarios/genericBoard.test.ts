/**
 * The bundled generic ADF board (a map file) puts the places the book names where its text says they are
 * (B:2130–2142, the Mine Run scenarios B:2226–2405), numbered as core/map/board.ts numbers the board, and
 * Tan Yard Hill (battlespace 04-08) is that board's ground cut out and moved to its own corner.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../core/formats/index';
import { battlespaceBox, boardCovering, entrancePositions, GENERIC_BOARD, intersectionPointsOf } from '../../core/map/board';
import { polygonCentroid, type Box, type Point } from '../../core/map/geometry';
import type { MusterScenario, TerrainFeature } from '../../core/model/scenario.generated';
import { citedLine } from '../support/seeds';

const load = (name: string): Record<string, unknown> => {
  const r = loadDocument(name, readFileSync(join(__dirname, '../../scenarios', name), 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.document as Record<string, unknown>;
};
type Tabletop = { features: TerrainFeature[]; contours?: Array<{ id: string; level: number; crest?: boolean; points: Point[] }> };
const generic = (load('generic-board.map.json') as { title: string; notes: string; map: Tabletop }).map;
const feature = (map: Tabletop, label: string) => {
  const f = map.features.find((x) => x.label === label);
  if (!f) throw new Error(`no feature labelled ${label}`);
  return f;
};
const side = 18; // 15mm: 18-inch squares (B:2040)
const board = { widthIn: GENERIC_BOARD.squaresWide * side, heightIn: GENERIC_BOARD.squaresDeep * side, squareIn: side, squaresWide: GENERIC_BOARD.squaresWide, squaresDeep: GENERIC_BOARD.squaresDeep };
const point = (id: string): Point => intersectionPointsOf(board).find((p) => p.id === id)!.at;
const inBox = (p: Point, b: Box) => p.x >= b.minX && p.x <= b.maxX && p.y >= b.minY && p.y <= b.maxY;
const centre = (f: TerrainFeature): Point => (f.shape === 'polygon' ? polygonCentroid(f.points) : f.points[Math.floor(f.points.length / 2)]!);
const near = (a: Point, b: Point, d: number) => Math.hypot(a.x - b.x, a.y - b.y) <= d;
/** The square of a battlespace box by its place: 'NW', 'SW', 'NE' of a two-square-wide block, or a column. */
const square = (b: Box, column: number, row: number): Box => ({ minX: b.minX + column * side, minY: b.minY + row * side, maxX: b.minX + (column + 1) * side, maxY: b.minY + (row + 1) * side });

describe('the generic ADF game board', () => {
  it('is a map file covering 5 x 8 squares of 18 inches, whose notes give the points and entrances', () => {
    expect(boardCovering(generic)).toEqual({ widthIn: 90, heightIn: 144 });
    const notes = (load('generic-board.map.json') as { notes: string }).notes;
    expect(notes).toMatch(/01 \(18, 18\)/);
    expect(notes).toMatch(/28 \(72, 126\)/);
    expect(notes).toMatch(/Muster's reading/);
    // The notes' numbering is core/map/board.ts's.
    expect(point('01')).toEqual({ x: 18, y: 18 });
    expect(point('28')).toEqual({ x: 72, y: 126 });
  });

  it("puts Robinson's Crossroads at 06, the Peach Orchard in its north-west square and the school in its south-west square (adfLine 2132)", () => {
    expect(citedLine('000_e4b3381100cae796.txt:2132')).toMatch(/Peach Orchard in the northwest square and the school in the southwest square/);
    for (const road of ['Germanna Ford Road (B)', 'Ely Ford Road (C)', 'Road (entrance A)', 'Road to the south (D)']) {
      expect(feature(generic, road).points.some((p) => near(p, point('06'), 0.01)), road).toBe(true);
    }
    const b06 = battlespaceBox(['06'], '15mm')!;
    expect(inBox(centre(feature(generic, 'Peach Orchard')), square(b06, 0, 0))).toBe(true);
    expect(inBox(centre(feature(generic, 'School')), square(b06, 0, 1))).toBe(true);
  });

  it('puts the Boggett Farm in the western and the Tapp Farm in the eastern squares of 14-15, and Spindler\'s Creek inside 25-26-27-28 (adfLine 2132)', () => {
    const b = battlespaceBox(['14', '15'], '15mm')!;
    expect(inBox(centre(feature(generic, 'Boggett Farm')), { ...b, maxX: b.minX + side })).toBe(true);
    expect(inBox(centre(feature(generic, 'Tapp Farm')), { ...b, minX: b.maxX - side })).toBe(true);
    const creek = battlespaceBox(['25', '26', '27', '28'], '15mm')!;
    expect(feature(generic, "Spindler's Creek").points.every((p) => inBox(p, creek))).toBe(true);
  });

  it("puts Tan Yard Hill in the north-east square of 06-07, Robinson's Pond on that board's north edge, and the Germanna and Ely Ford roads across that edge (adfLine 2292, 2294, 2306)", () => {
    const b = battlespaceBox(['06', '07'], '15mm')!;
    expect(inBox(centre(feature(generic, 'Tan Yard Hill')), square(b, 2, 0))).toBe(true);
    const pond = feature(generic, "Robinson's Pond").points;
    expect(Math.min(...pond.map((p) => p.y))).toBeLessThan(b.minY);
    expect(Math.max(...pond.map((p) => p.y))).toBeGreaterThan(b.minY);
    expect(Math.min(...pond.map((p) => p.x))).toBeGreaterThan(point('01').x);
    for (const road of ['Germanna Ford Road (B)', 'Ely Ford Road (C)']) {
      const pts = feature(generic, road).points;
      expect(pts[0]!.y, road).toBe(0);
      const crossing = pts.findIndex((p) => p.y >= b.minY);
      const a = pts[crossing - 1]!;
      const c = pts[crossing]!;
      const x = a.x + ((c.x - a.x) * (b.minY - a.y)) / (c.y - a.y);
      expect(x > b.minX && x < b.maxX, road).toBe(true);
    }
  });

  it('runs the fence line along 05-06-07-11, a ridge across the road by 17-19 and the bluffs with a sharp crest above the marshy creek (adfLine 2292, 2333, 2216)', () => {
    const fence = feature(generic, 'Fence line').points;
    for (const id of ['05', '06', '07', '11']) expect(fence.some((p, i) => i > 0 && distanceToSegment(point(id), fence[i - 1]!, p) < 4), id).toBe(true);
    const ridge = feature(generic, 'Ridge');
    expect(inBox(centre(ridge), { minX: point('17').x - side, maxX: point('19').x + side, minY: point('17').y - 9, maxY: point('17').y + 9 })).toBe(true);
    expect(generic.contours!.find((c) => c.crest)?.id).toBe('bluffs-crest');
    expect(generic.features.filter((f) => f.kind === 'marsh').length).toBeGreaterThan(0);
  });
});

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

describe('Tan Yard Hill, cut from the generic board', () => {
  const scenario = load('tan-yard-hill.scenario.json') as unknown as MusterScenario;
  const map = scenario.map as unknown as Tabletop;
  const box = battlespaceBox(scenario.board.battlespace!, '15mm')!;
  const toGeneric = (p: Point): Point => ({ x: p.x + box.minX, y: p.y + box.minY });

  it('is battlespace 04-08: 36 x 54 inches (adfLine 2244)', () => {
    expect(citedLine('000_e4b3381100cae796.txt:2244')).toMatch(/midpoints 04 and 08/);
    expect(box).toEqual({ minX: 54, minY: 0, maxX: 90, maxY: 54 });
    expect(scenario.board).toMatchObject({ widthIn: 36, heightIn: 54 });
  });

  it("draws each piece of the generic board's ground in the battlespace, at the generic place less the corner", () => {
    expect(map.features.length).toBeGreaterThan(5);
    for (const f of map.features) {
      const source = generic.features.find((g) => g.id === f.id.replace(/-\d+$/, '') || g.id === f.id)!;
      expect(source, f.id).toBeDefined();
      expect({ kind: f.kind, label: f.label }).toEqual({ kind: source.kind, label: source.label });
      const wholeInside = source.points.every((p) => inBox(p, box));
      if (wholeInside) {
        expect(f.points, f.id).toHaveLength(source.points.length);
        f.points.map(toGeneric).forEach((p, i) => {
          expect(p.x, f.id).toBeCloseTo(source.points[i]!.x, 6);
          expect(p.y, f.id).toBeCloseTo(source.points[i]!.y, 6);
        });
      }
      for (const p of f.points) expect(p.x >= 0 && p.x <= 36 && p.y >= 0 && p.y <= 54, f.id).toBe(true);
    }
    // Everything on the generic board that lies wholly inside the battlespace is there.
    for (const g of generic.features.filter((x) => x.points.every((p) => inBox(p, box)))) expect(map.features.map((f) => f.id)).toContain(g.id);
  });

  it('has the hill on the board, C where the Ely Ford Road meets the north edge, and the fence along 07-11 (adfLine 2276, 2280)', () => {
    const hill = feature(map, 'Tan Yard Hill');
    expect(hill.kind).toBe('gentle-slope');
    const road = feature(map, 'Ely Ford Road (C)');
    const c = scenario.board.roadEntrances!.find((e) => e.letter === 'C')!;
    expect(road.points[0]).toEqual(entrancePositions(scenario.board).find((e) => e.entrance === c)!.at);
    expect(map.contours!.some((k) => k.id === 'tan-yard-1')).toBe(true);
    // The fence line's last stretch runs down the west edge, from by point 07 to point 11.
    const fence = feature(map, 'Fence line').points;
    expect(fence.every((p) => p.x <= 2.5)).toBe(true);
    expect(Math.max(...fence.map((p) => p.y))).toBe(54);
  });
});
