import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../../core/formats/index';

const mapFile = (map: Record<string, unknown>) =>
  JSON.stringify({
    $schema: 'https://muster.app/schemas/map.schema.json',
    formatVersion: 2,
    map: { kind: 'hex', grid: { columns: 10, rows: 12, orientation: 'flat-top', prefix: 'H' }, hexes: [], ...map },
  });

const problemsOf = (map: Record<string, unknown>) => {
  const result = loadDocument('shiloh.map.json', mapFile(map));
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
