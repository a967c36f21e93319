import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../../core/formats/index';

const mapFile = (map: Record<string, unknown>, grid: Record<string, unknown> = { columns: 10, rows: 12, orientation: 'flat-top', prefix: 'H' }) =>
  JSON.stringify({
    $schema: 'https://muster.app/schemas/map.schema.json',
    formatVersion: 2,
    map: { kind: 'hex', grid, hexes: [], ...map },
  });

const problemsOf = (map: Record<string, unknown>, grid?: Record<string, unknown>) => {
  const result = loadDocument('shiloh.map.json', mapFile(map, grid));
  return result.ok ? [] : result.errors.map((e) => ({ pointer: e.pointer, message: e.message }));
};

describe('a hex map is checked against its own grid', () => {
  it('accepts a map whose hexes, sides, paths and counters are all its own', () => {
    expect(
      problemsOf({
        hexes: [{ hex: 'H0405', terrain: 'heavy-woods', elevation: 1 }],
        hexsides: [{ hex: 'H0405', direction: 'S', kind: 'breastworks', inside: 'H0406' }],
        paths: [{ id: 'pike', kind: 'turnpike', hexes: ['H0403', 'H0404', 'H0405'] }],
        units: [{ side: 'union', unit: 'u1', hex: 'H0405', facingVertex: 'NE', alsoIn: ['H0505'] }],
      }),
    ).toEqual([]);
  });

  it('names each hex that is not this map\'s, with what its numbers look like', () => {
    expect(problemsOf({ hexes: [{ hex: '0405', terrain: 'open' }, { hex: 'H1105', terrain: 'open' }] })).toEqual([
      { pointer: '/map/hexes/0/hex', message: "'0405' is not a hex number of this map (its numbers look like H0101: the letter H, then column and row of 2 digits each)" },
      { pointer: '/map/hexes/1/hex', message: 'hex H1105 is off the map (it runs from H0101 to H1012)' },
    ]);
  });

  it('refuses a hex listed twice, a side this orientation lacks, works inside neither hex', () => {
    expect(
      problemsOf({
        hexes: [{ hex: 'H0101', terrain: 'open' }, { hex: 'H0101', terrain: 'rough' }],
        hexsides: [
          { hex: 'H0405', direction: 'E', kind: 'stream' },
          { hex: 'H0405', direction: 'N', kind: 'redoubt', inside: 'H0407' },
        ],
      }),
    ).toEqual([
      { pointer: '/map/hexes/1/hex', message: 'hex H0101 is listed twice (first at hexes/0)' },
      { pointer: '/map/hexsides/0/direction', message: 'a flat-top hex has no E side (its sides are N NE SE S SW NW)' },
      { pointer: '/map/hexsides/1/inside', message: "'inside' must be H0405 or H0404, the two hexes this side separates, not H0407" },
    ]);
  });

  it('refuses a road that jumps and a counter facing a corner its hex lacks', () => {
    expect(
      problemsOf({
        paths: [{ id: 'r1', kind: 'road', hexes: ['H0101', 'H0103'] }],
        units: [{ side: 'union', unit: 'u1', hex: 'H0202', facingVertex: 'N' }],
      }),
    ).toEqual([
      { pointer: '/map/paths/0/hexes/1', message: "the road 'r1' jumps from H0101 to H0103, which do not touch" },
      { pointer: '/map/units/0/facingVertex', message: 'a flat-top hex has no N corner to face (its corners are E SE SW W NW NE)' },
    ]);
  });

  it('refuses a counter facing both a side and a corner', () => {
    expect(problemsOf({ units: [{ side: 'union', unit: 'u1', hex: 'H0202', facing: 'N', facingVertex: 'NE' }] })).toEqual([
      { pointer: '/map/units/0', message: 'a counter faces a side (N) or a corner (NE), not both' },
    ]);
  });
});

describe('a combined map\'s sheets', () => {
  // Grand Chancellorsville's join (L5182): F1328 lies on H1301.
  const H = { prefix: 'H', name: 'Hooker and Lee', rowShift: 27, firstColumn: 1, lastColumn: 27, firstRow: 1, lastRow: 30 };
  const F = { prefix: 'F', name: 'Fredericksburg', firstColumn: 1, lastColumn: 27, firstRow: 1, lastRow: 28 };
  const grid = (extra: Record<string, unknown> = {}) => ({ columns: 27, rows: 57, orientation: 'flat-top', sheets: [H, F], ...extra });

  it('accepts hexes, sides, roads and counters named by either sheet, across the join', () => {
    expect(
      problemsOf(
        {
          hexes: [{ hex: 'H0305', terrain: 'heavy-woods' }, { hex: 'F1326', terrain: 'open' }, { hex: 'F1328', terrain: 'open' }],
          hexsides: [{ hex: 'F1327', direction: 'S', kind: 'breastworks', inside: 'F1328' }],
          paths: [{ id: 'pike', kind: 'turnpike', hexes: ['F1327', 'H1301', 'H1302'] }],
          units: [{ side: 'union', unit: 'u1', hex: 'H0305' }],
        },
        grid(),
      ),
    ).toEqual([]);
  });

  it('refuses an overlap hex listed under both its numbers, and a number its sheet does not hold', () => {
    expect(problemsOf({ hexes: [{ hex: 'H1301', terrain: 'open' }, { hex: 'F1328', terrain: 'rough' }, { hex: 'F1340', terrain: 'open' }] }, grid())).toEqual([
      { pointer: '/map/hexes/1/hex', message: 'hex F1328 is listed twice (first at hexes/0)' },
      { pointer: '/map/hexes/2/hex', message: 'hex F1340 is not on the F sheet of this map: that hex is H1313' },
    ]);
    expect(problemsOf({ hexes: [{ hex: 'F0160', terrain: 'open' }] }, grid())).toEqual([
      { pointer: '/map/hexes/0/hex', message: 'hex F0160 is off the map (its sheets run H0101 to H2730 and F0101 to F2728)' },
    ]);
    expect(problemsOf({ hexes: [{ hex: 'J0101', terrain: 'open' }] }, grid())).toEqual([
      { pointer: '/map/hexes/0/hex', message: "'J0101' is not a hex number of this map (its numbers look like F0101: the letter of a sheet (H, F), then column and row of 2 digits each)" },
    ]);
  });

  it('refuses a single map letter beside sheets, a letter named twice, and hexes no number can print', () => {
    expect(problemsOf({}, grid({ prefix: 'H' }))).toEqual([
      { pointer: '/map/grid/prefix', message: "a map with sheets prints each sheet's own letter: its single map letter H must go (give it to a sheet instead)" },
    ]);
    expect(problemsOf({}, grid({ sheets: [H, { ...F, prefix: 'H' }] }))).toEqual([{ pointer: '/map/grid/sheets/1/prefix', message: 'the letter H names two sheets (sheets 1 and 2 in the list)' }]);
    // H first, and its numbers carried north past its first row fall below 0 over F's rows.
    expect(problemsOf({}, grid({ sheets: [H, { ...F, lastRow: 20 }] }))).toEqual([
      { pointer: '/map/grid/sheets', message: "a hex of the grid lies on no sheet, and sheet H's numbers carried on to it would be column 1, row -6, which no hex number prints: make a sheet hold it" },
    ]);
  });

  it('the schema refuses a sheet without its extent or with a small letter', () => {
    const messages = problemsOf({}, grid({ sheets: [{ prefix: 'h', firstColumn: 1, lastColumn: 4, firstRow: 1 }] })).map((p) => p.pointer);
    expect(messages).toContain('/map/grid/sheets/0/prefix');
    expect(messages.some((p) => p.startsWith('/map/grid/sheets/0'))).toBe(true);
    expect(problemsOf({}, grid({ sheets: [{ prefix: 'h', firstColumn: 1, lastColumn: 4, firstRow: 1 }] })).length).toBeGreaterThanOrEqual(2);
  });
});

