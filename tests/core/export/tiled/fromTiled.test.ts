/**
 * Reading a Tiled map back: maps that use every field the format has (the bundled ones do not: pointy
 * tops, map letters, custom kinds, every tabletop list) come back unchanged; what a designer does in
 * Tiled (paint a hex, change the stagger) is read as they meant it; and what cannot be read is refused
 * with its place in the file and the reason.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../core/dice';
import { fromTiledMap, toTiledMap, type TiledMap } from '../../../../core/export/tiled';
import { loadDocument } from '../../../../core/formats';
import type { HexMap, MusterMap, TabletopMap } from '../../../../core/model/scenario.generated';
import { MAX_HEX_LINES } from '../../../../core/model/limits';

const POINTY: HexMap = {
  kind: 'hex',
  terrainKinds: [{ id: 'custom-corn', label: 'Corn field', playsAs: 'brush', looksLike: 'plowed-field' }],
  grid: { columns: 5, rows: 6, orientation: 'pointy-top', oddRowsShifted: 'left', prefix: 'F', digits: 3, firstColumn: 100, firstRow: 4, hexSizeIn: 1, metresPerHex: 150, elevationStepFeet: 10, northEdge: 'right' },
  defaultTerrain: 'custom-corn',
  hexes: [
    { hex: 'F102007', terrain: 'heavy-woods', elevation: 2, label: 'Bloody Lane' },
    { hex: 'F100004', terrain: 'custom-corn', elevation: 1 },
    { hex: 'F101005', terrain: 'village' },
  ],
  hexsides: [
    { hex: 'F102007', direction: 'E', kind: 'stone-wall' },
    { hex: 'F101005', direction: 'SE', kind: 'field-works', inside: 'F101005' },
  ],
  paths: [{ id: 'pike', kind: 'turnpike', name: 'Hagerstown Pike', hexes: ['F100004', 'F101004', 'F102004'] }],
  objectives: [
    { id: 'lane', name: 'The Lane', hex: 'F102007', points: 3 },
    { id: 'ridge', name: 'Ridge', at: { x: 1.25, y: 2.1 } },
    { id: 'wood', name: 'The wood', area: [{ x: 0.5, y: 0.5 }, { x: 2.3, y: 0.7 }, { x: 1.9, y: 2.2 }] },
  ],
  setupAreas: [
    { id: 'north', side: 'union', label: 'North', hexes: ['F100004', 'F101004'] },
    { id: 'told', side: 'confederate', text: 'Anywhere south of the pike' },
  ],
  labels: [{ id: 'l1', text: 'Sharpsburg', at: { x: 3.3, y: 4.123456789 }, arrowTo: { x: 2.2, y: 3.1 } }],
  units: [
    { side: 'union', unit: 'u1', hex: 'F102007', facing: 'NE', formation: 'column', alsoIn: ['F103007'], flipped: true },
    { side: 'confederate', unit: 'c1', hex: 'F101005', facingVertex: 'S', hidden: true },
  ],
  layers: { units: { hidden: true }, labels: { locked: true } },
};

const TABLETOP: TabletopMap = {
  kind: 'tabletop',
  terrainKinds: [{ id: 'custom-run', label: 'Run', playsAs: 'broken', looksLike: 'creek' }],
  features: [
    { id: 'w', kind: 'light-woods', label: 'Wood', shape: 'polygon', points: [{ x: 1, y: 1 }, { x: 5.5, y: 1.25 }, { x: 4, y: 6.1 }], los: { effect: 'limits', depthIn: 2, winterDepthIn: 4 }, season: 'winter', notes: 'thin' },
    { id: 'r', kind: 'custom-run', shape: 'polyline', points: [{ x: 0, y: 10 }, { x: 30.3, y: 12.7 }], widthIn: 0.75, weather: 'wet' },
    { id: 'h', kind: 'hill', shape: 'polygon', points: [{ x: 10, y: 10 }, { x: 14, y: 10 }, { x: 12, y: 13 }], height: 2 },
  ],
  contours: [
    { id: 'c1', level: 1, closed: true, crest: true, label: 'Crest', points: [{ x: 10, y: 10 }, { x: 14, y: 10 }, { x: 12, y: 13 }] },
    { id: 'c2', level: 2, closed: false, points: [{ x: 11, y: 11 }, { x: 13, y: 11 }] },
  ],
  objectives: [{ id: 'o', name: 'Farm', at: { x: 20, y: 5 }, points: 2 }],
  setupAreas: [
    { id: 's1', side: 'union', area: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 6 }] },
    { id: 's2', side: 'confederate', withinInOfEdge: { edge: 'south', distanceIn: 6 }, label: 'South edge' },
  ],
  labels: [{ id: 't', text: 'To Gettysburg', at: { x: 30, y: 2 } }],
  units: [
    { side: 'union', unit: '6th Wisconsin', at: { x: 5, y: 5 }, facingDeg: 90, formation: 'battle-line', stands: [{ x: 4, y: 5 }, { x: 6, y: 5 }], hidden: true, status: { figuresLost: 3, morale: 'shaken' } },
  ],
  dummies: [{ id: 'd', side: 'confederate', at: { x: 25, y: 20 }, facingDeg: 180, label: 'Picket?' }],
  arrows: [{ id: 'a', points: [{ x: 1, y: 20 }, { x: 8, y: 18 }, { x: 12, y: 15 }], side: 'union', label: 'Advance' }],
  standSizes: { infantry: { frontagePerFigureIn: 0.5, depthIn: 0.75 }, gun: { widthIn: 1, depthIn: 1.5 } },
  layers: { contours: { hidden: true } },
};

/** A combined map: H's row 1 lies on F's row 5 (Grand Chancellorsville's join, made small). */
const SHEETS: HexMap = {
  kind: 'hex',
  grid: {
    columns: 4,
    rows: 9,
    orientation: 'flat-top',
    sheets: [
      { prefix: 'H', name: 'Hooker and Lee', rowShift: 4, firstColumn: 1, lastColumn: 4, firstRow: 1, lastRow: 5 },
      { prefix: 'F', name: 'Fredericksburg', firstColumn: 1, lastColumn: 4, firstRow: 1, lastRow: 5 },
    ],
  },
  hexes: [
    { hex: 'F0203', terrain: 'heavy-woods' },
    { hex: 'H0301', terrain: 'village' },
    { hex: 'H0104', terrain: 'rough' },
  ],
  units: [{ side: 'union', unit: 'u1', hex: 'H0203' }],
};

const asMap = (m: HexMap | TabletopMap) => m as unknown as MusterMap;
const exported = (m: HexMap | TabletopMap): TiledMap => JSON.parse(JSON.stringify(toTiledMap(asMap(m), { tilesetImage: 't.png', title: 'T' }).map)) as TiledMap;

function read(tmj: unknown) {
  const r = fromTiledMap(tmj);
  if (!r.ok) throw new Error(`${r.problem.pointer}: ${r.problem.message}`);
  return r.map;
}

describe('fromTiledMap', () => {
  it.each([
    ['a pointy-topped hex map with a map letter, three digits, custom kinds and every list', POINTY],
    ['a tabletop map with every list', TABLETOP],
    ['a map of two sheets, each hex by its own sheet\'s number', SHEETS],
  ] as const)('reads back %s unchanged', (_what, map) => {
    // The samples are maps Muster itself accepts.
    const loaded = loadDocument('sample.map.json', JSON.stringify({ $schema: 'https://muster.app/schemas/map.schema.json', formatVersion: 2, title: 'Sample', map }));
    expect(loaded.ok ? [] : loaded.errors.map((e) => `${e.pointer}: ${e.message}`)).toEqual([]);
    expect(read(exported(map))).toStrictEqual(map);
  });

  it('adds a hex painted in Tiled to the hexes, after the listed ones', () => {
    const tmj = exported(POINTY);
    const terrain = tmj.layers[0]!;
    if (terrain.type !== 'tilelayer') throw new Error('the first layer is the terrain');
    const woods = tmj.tilesets[0]!.tiles.find((t) => t.properties?.some((p) => p.value === 'heavy-woods'))!;
    terrain.data[2 * 5 + 4] = woods.id + 1; // cell (4, 2): column 104, row 6
    const back = read(tmj) as unknown as HexMap;
    expect(back.hexes).toEqual([...POINTY.hexes, { hex: 'F104006', terrain: 'heavy-woods' }]);
  });

  it('names a hex painted in Tiled by the sheet it lies on, the first sheet where two overlap', () => {
    const tmj = exported(SHEETS);
    expect(tmj.properties!.find((p) => p.name === 'grid.sheets')).toMatchObject({ type: 'string', value: JSON.stringify(SHEETS.grid.sheets) });
    const terrain = tmj.layers[0]!;
    if (terrain.type !== 'tilelayer') throw new Error('the first layer is the terrain');
    const woods = tmj.tilesets[0]!.tiles.find((t) => t.properties?.some((p) => p.value === 'heavy-woods'))!;
    terrain.data[1 * 4 + 3] = woods.id + 1; // cell (3, 1): column 4, row 2, on F only
    terrain.data[4 * 4 + 0] = woods.id + 1; // cell (0, 4): column 1, row 5, where F0105 lies on H0101
    terrain.data[7 * 4 + 1] = woods.id + 1; // cell (1, 7): column 2, row 8, on H only
    const back = read(tmj) as unknown as HexMap;
    expect(back.hexes.slice(SHEETS.hexes.length)).toEqual([
      { hex: 'H0101', terrain: 'heavy-woods' },
      { hex: 'H0204', terrain: 'heavy-woods' },
      { hex: 'F0402', terrain: 'heavy-woods' },
    ]);
  });

  it.each([
    ['not a list', (v: any[]) => ({ prefix: 'H' }) as unknown as any[], /property 'grid\.sheets' must be a list written as JSON/],
    ['an empty list', () => [], /'grid\.sheets' is a list of 1 to 26 sheets/],
    ['a sheet with a small letter', (v: any[]) => [{ ...v[0], prefix: 'h' }, v[1]], /the prefix of sheet 1 of 'grid\.sheets' must be a string, matching/],
    ['a sheet without its last row', (v: any[]) => [v[0], { ...v[1], lastRow: undefined }], /sheet 2 of 'grid\.sheets' has no lastRow/],
    ['a sheet with a field sheets lack', (v: any[]) => [{ ...v[0], colour: 'red' }, v[1]], /sheet 1 of 'grid\.sheets' has a field 'colour'/],
  ])('refuses grid.sheets that is %s, naming the property', (_what, spoil, message) => {
    const tmj = exported(SHEETS) as unknown as Record<string, any>;
    const i = tmj.properties.findIndex((p: { name: string }) => p.name === 'grid.sheets');
    tmj.properties[i].value = JSON.stringify(spoil(JSON.parse(tmj.properties[i].value)));
    const r = fromTiledMap(tmj);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem.pointer).toBe(`/properties/${i}`);
    expect(r.problem.message).toMatch(message);
  });

  it('follows a stagger index changed in Tiled', () => {
    const tmj = exported(POINTY);
    tmj.staggerindex = tmj.staggerindex === 'odd' ? 'even' : 'odd';
    expect((read(tmj) as unknown as HexMap).grid.oddRowsShifted).toBe('right');
    const flat = exported({ ...POINTY, grid: { columns: 4, rows: 4, orientation: 'flat-top', prefix: 'F', digits: 3, firstColumn: 100, firstRow: 4 }, hexes: [], hexsides: [], paths: [], units: [], setupAreas: [], objectives: [] });
    expect((read(flat) as unknown as HexMap).grid.oddColumnsShifted).toBeUndefined();
    flat.staggerindex = flat.staggerindex === 'odd' ? 'even' : 'odd';
    expect((read(flat) as unknown as HexMap).grid.oddColumnsShifted).toBe('up');
  });

  const refusals: [string, (t: Record<string, any>) => void, string, RegExp][] = [
    ['an isometric map', (t) => (t.orientation = 'isometric'), '/orientation', /hexagonal maps .* orthogonal ones .* not "isometric"/],
    ['an infinite map', (t) => (t.infinite = true), '/infinite', /infinite Tiled map has no edges/],
    ['a tileset in another file', (t) => (t.tilesets[0] = { firstgid: 1, source: 'terrain.tsj' }), '/tilesets/0/source', /kept in another file \(terrain\.tsj\).*Embed Tileset/],
    ['a cell of a tile with no kind', (t) => (t.layers[0].data[7] = 99), '/layers/0/data/7', /cell \(2, 1\) holds tile 99, which no tileset gives a terrain 'kind'/],
    ['compressed tile data', (t) => Object.assign(t.layers[0], { encoding: 'base64', compression: 'zlib', data: 'eJw=' }), '/layers/0/compression', /zlib-compressed; save it with the tile layer format CSV or Base64 \(uncompressed\)/],
    ['an object of no Muster class', (t) => (t.layers[2].objects[0].type = 'npc'), '/layers/2/objects/0/type', /is of class "npc"; a hex map's objects are of class hex, hexside, path/],
    ['a hexside drawn as a rectangle', (t) => delete t.layers[2].objects[0].polyline, '/layers/2/objects/0', /the object is a rectangle; Muster reads points, polygons and polylines/],
    ['a counter drawn as a polygon', (t) => Object.assign(t.layers.at(-1).objects[0], { point: undefined, polygon: [{ x: 0, y: 0 }, { x: 5, y: 5 }] }), '/layers/7/objects/0', /a counter object cannot be a polygon/],
    ['a path whose hexes are not a list', (t) => (t.layers[3].objects[0].properties.find((p: { name: string }) => p.name === 'hexes').value = 'F100004 F101004'), '/layers/3/objects/0/properties/3', /property 'hexes' must be a list written as JSON/],
    ['a hex object off the map', (t) => (t.layers[1].objects[0].properties[0].value = 'F199099'), '/layers/1/objects/0/properties', /'hex' property "F199099" is not a hex of this map/],
    ['a property of a type Muster does not read', (t) => t.properties.push({ name: 'x', type: 'object', value: 3 }), '/properties/14/type', /of type "object"; Muster reads string, int, float and bool/],
    ['a tile layer of another size', (t) => (t.layers[0].width = 4), '/layers/0', /the tile layer is 4 × 6 cells, the map 5 × 6/],
    ['a grid of a thousand digits', (t) => (t.properties.find((p: { name: string }) => p.name === 'grid.digits').value = 1000), '/properties/3', /the grid's digits must be a whole number, at least 2, at most 3, not 1000/],
    ['a map wider than any Muster grid', (t) => (t.width = 5000), '/width', new RegExp(`the grid's columns must be .*at most ${MAX_HEX_LINES}, not 5000`)],
    ['a property reaching into JavaScript objects', (t) => (t.layers[1].objects[0].properties[0].name = '__proto__.polluted'), '/layers/1/objects/0/properties/0', /'__proto__\.polluted' is not a property Muster reads/],
  ];

  it.each(refusals)('refuses %s, naming the place', (_what, spoil, pointer, message) => {
    const tmj = exported(POINTY) as unknown as Record<string, any>;
    spoil(tmj);
    const r = fromTiledMap(tmj);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem.pointer).toBe(pointer);
    expect(r.problem.message).toMatch(message);
  });

  it('reads or refuses, never fails, a thousand exported maps spoilt at random', () => {
    const random = seededRandom(14);
    const junk = [null, 'x', -1, 0, 1.5, 1e9, true, [], {}, [{}], { x: 1 }];
    for (let i = 0; i < 1000; i++) {
      const tmj = exported(i % 2 ? POINTY : TABLETOP) as unknown;
      // Every place in the file, then one of them spoilt: removed, or given a value of another kind.
      const places: { parent: Record<string, unknown>; key: string }[] = [];
      const walk = (v: unknown) => {
        if (typeof v !== 'object' || v === null) return;
        for (const key of Object.keys(v)) {
          places.push({ parent: v as Record<string, unknown>, key });
          walk((v as Record<string, unknown>)[key]);
        }
      };
      walk(tmj);
      for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
        const { parent, key } = places[Math.floor(random() * places.length)]!;
        if (random() < 0.3) delete parent[key];
        else parent[key] = junk[Math.floor(random() * junk.length)];
      }
      const r = fromTiledMap(JSON.parse(JSON.stringify(tmj))); // as a file holds it: no holes in lists
      if (!r.ok) expect(r.problem.pointer, r.problem.message).toMatch(/^(\/[^/]+)*$/);
    }
  });

  it('refuses an orthogonal map that does not say how large an inch is', () => {
    const tmj = exported(TABLETOP) as unknown as Record<string, any>;
    tmj.properties = tmj.properties.filter((p: { name: string }) => p.name !== 'pixelsPerInch');
    expect(fromTiledMap(tmj)).toEqual({ ok: false, problem: { pointer: '/properties', message: expect.stringMatching(/needs the map property 'pixelsPerInch'/) } });
  });
});
