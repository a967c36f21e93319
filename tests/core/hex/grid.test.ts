import { describe, expect, it } from 'vitest';
import {
  type Grid,
  type HexCoord,
  allHexes,
  canonicalSide,
  gridOf,
  hexAt,
  hexCentre,
  hexCorners,
  hexDistance,
  hexId,
  hexIds,
  hexLine,
  indexHexMap,
  neighbour,
  neighbours,
  oppositeSide,
  parseHexId,
  sheetOf,
  sheetSize,
  sideBetween,
  sideEnds,
  sideKey,
} from '../../../core/hex';
import type { HexMap } from '../../../core/model/scenario.generated';

const flat = (oddColumnsShifted: 'up' | 'down', extra: Partial<Grid> = {}): Grid => ({
  ...gridOf({ columns: 20, rows: 20, orientation: 'flat-top', oddColumnsShifted }),
  ...extra,
});
const pointy = (oddRowsShifted: 'left' | 'right'): Grid => gridOf({ columns: 20, rows: 20, orientation: 'pointy-top', oddRowsShifted });
const at = (g: Grid, id: string): HexCoord => {
  const c = parseHexId(g, id);
  if (!c) throw new Error(`not a hex: ${id}`);
  return c;
};
const around = (g: Grid, id: string) => Object.fromEntries(neighbours(g, at(g, id)).map((n) => [n.side, hexId(g, n.hex)]));

describe('hex numbering', () => {
  it('prints column then row, zero-padded, after the map letter', () => {
    const g = gridOf({ columns: 40, rows: 30, orientation: 'flat-top', prefix: 'H' });
    expect(hexId(g, { col: 13, row: 1 })).toBe('H1301');
    expect(parseHexId(g, 'H1301')).toEqual({ col: 13, row: 1 });
    expect(parseHexId(g, 'F1328')).toBeUndefined(); // another map's hex
    expect(parseHexId(g, '1301')).toBeUndefined();
    const three = gridOf({ columns: 120, rows: 120, orientation: 'flat-top', digits: 3 });
    expect(hexId(three, { col: 4, row: 112 })).toBe('004112');
    expect(parseHexId(three, '004112')).toEqual({ col: 4, row: 112 });
    expect(parseHexId(three, '0412')).toBeUndefined();
  });

  it('lists every hex of the grid once', () => {
    const g = gridOf({ columns: 3, rows: 2, orientation: 'flat-top', firstColumn: 0 });
    expect([...allHexes(g)].map((c) => hexId(g, c))).toEqual(['0001', '0002', '0101', '0102', '0201', '0202']);
  });
});

describe('a combined map numbers each hex by its own sheet', () => {
  // Grand Chancellorsville as L5182 lays it: F1328 lies on H1301, H first as L5203 names the sheets;
  // three rows of grid past H's last printed row lie on no sheet.
  const gc = gridOf({
    columns: 27,
    rows: 60,
    orientation: 'flat-top',
    sheets: [
      { prefix: 'H', name: 'Hooker and Lee', rowShift: 27, firstColumn: 1, lastColumn: 27, firstRow: 1, lastRow: 30 },
      { prefix: 'F', name: 'Fredericksburg', firstColumn: 1, lastColumn: 27, firstRow: 1, lastRow: 28 },
    ],
  });

  it('reads and prints a hex of each sheet with its printed number', () => {
    for (const id of ['H0305', 'H1928', 'H2730', 'F0101', 'F2401', 'F1326', 'F2727']) {
      const c = at(gc, id);
      expect(hexId(gc, c), id).toBe(id);
    }
    expect(at(gc, 'H0305')).toEqual({ col: 3, row: 32 });
    expect(at(gc, 'F1326')).toEqual({ col: 13, row: 26 });
  });

  it('names an overlap hex by the first sheet, and reads both of its numbers as that hex', () => {
    expect(at(gc, 'F1328')).toEqual(at(gc, 'H1301'));
    expect(hexId(gc, at(gc, 'F1328'))).toBe('H1301');
    expect(hexIds(gc, at(gc, 'F0528'))).toEqual(['H0501', 'F0528']);
    expect(hexIds(gc, at(gc, 'F0527'))).toEqual(['F0527']);
    // The other order shows the F number instead.
    const fFirst = gridOf({ ...gcSource(), sheets: [...gcSource().sheets!].reverse() });
    expect(hexId(fFirst, at(gc, 'H1301'))).toBe('F1328');
  });

  it('gives a hex on no sheet the first sheet\'s letter, its numbering carried on, and reads it back', () => {
    const c = { col: 4, row: 59 };
    expect(sheetOf(gc, c)).toBeUndefined();
    expect(hexId(gc, c)).toBe('H0432');
    expect(parseHexId(gc, 'H0432')).toEqual(c);
  });

  it('round-trips every hex of the grid through its id, and neighbours cross the join', () => {
    for (const c of allHexes(gc)) expect(parseHexId(gc, hexId(gc, c))).toEqual(c);
    // South of F1327 is the joining row; south again is H's row 2.
    expect(hexId(gc, neighbour(gc, at(gc, 'F1327'), 'S'))).toBe('H1301');
    expect(hexId(gc, neighbour(gc, at(gc, 'F1328'), 'S'))).toBe('H1302');
    expect(hexDistance(gc, at(gc, 'F1326'), at(gc, 'H1302'))).toBe(3); // F1327, the joining row, H1302
  });

  it('refuses a letter no sheet has, a bare number and a single map letter\'s ids', () => {
    expect(parseHexId(gc, 'J0101')).toBeUndefined();
    expect(parseHexId(gc, '0101')).toBeUndefined();
    expect(parseHexId(gc, 'HF0101')).toBeUndefined();
    expect(parseHexId(gc, 'H01011')).toBeUndefined();
  });

  it('leaves maps of one sheet as they were', () => {
    expect(gridOf({ columns: 4, rows: 4, orientation: 'flat-top', prefix: 'H' }).sheets).toEqual([]);
    const plain = gridOf({ columns: 4, rows: 4, orientation: 'flat-top' });
    expect(hexIds(plain, { col: 2, row: 3 })).toEqual(['0203']);
  });
});

function gcSource() {
  return {
    columns: 27,
    rows: 60,
    orientation: 'flat-top' as const,
    sheets: [
      { prefix: 'H', rowShift: 27, firstColumn: 1, lastColumn: 27, firstRow: 1, lastRow: 30 },
      { prefix: 'F', firstColumn: 1, lastColumn: 27, firstRow: 1, lastRow: 28 },
    ],
  };
}

describe('neighbours, worked by hand on a drawn grid', () => {
  it('flat tops with odd columns half a hex down', () => {
    const g = flat('down');
    // Column 4 sits higher than columns 3 and 5, so its east and west neighbours are in rows 4 and 5.
    expect(around(g, '0405')).toEqual({ N: '0404', NE: '0504', SE: '0505', S: '0406', SW: '0305', NW: '0304' });
    // Column 5 sits lower: its neighbours in columns 4 and 6 are in rows 5 and 6.
    expect(around(g, '0505')).toEqual({ N: '0504', NE: '0605', SE: '0606', S: '0506', SW: '0406', NW: '0405' });
  });

  it('flat tops with odd columns half a hex up', () => {
    const g = flat('up');
    expect(around(g, '0405')).toEqual({ N: '0404', NE: '0505', SE: '0506', S: '0406', SW: '0306', NW: '0305' });
    expect(around(g, '0505')).toEqual({ N: '0504', NE: '0604', SE: '0605', S: '0506', SW: '0405', NW: '0404' });
  });

  it('pointy tops with odd rows half a hex right, and left', () => {
    expect(around(pointy('right'), '0505')).toEqual({ NE: '0604', E: '0605', SE: '0606', SW: '0506', W: '0405', NW: '0504' });
    expect(around(pointy('right'), '0504')).toEqual({ NE: '0503', E: '0604', SE: '0505', SW: '0405', W: '0404', NW: '0403' });
    expect(around(pointy('left'), '0505')).toEqual({ NE: '0504', E: '0605', SE: '0506', SW: '0406', W: '0405', NW: '0404' });
  });

  it('drops neighbours off the map unless asked', () => {
    const g = flat('down');
    expect(neighbours(g, at(g, '0101')).map((n) => n.side).sort()).toEqual(['NE', 'S', 'SE']);
    expect(neighbours(g, at(g, '0101'), false)).toHaveLength(6);
  });

  it('neighbourhood is symmetric: across a side and back is the opposite side', () => {
    for (const g of [flat('down'), flat('up'), pointy('left'), pointy('right')]) {
      for (const c of allHexes(g)) {
        for (const n of neighbours(g, c)) {
          expect(neighbour(g, n.hex, oppositeSide(g, n.side))).toEqual(c);
          expect(sideBetween(g, c, n.hex)).toBe(n.side);
        }
      }
    }
  });
});

describe('distances and lines', () => {
  it('counts hexes as the games count range', () => {
    const g = flat('down');
    expect(hexDistance(g, at(g, '0405'), at(g, '0405'))).toBe(0);
    expect(hexDistance(g, at(g, '0405'), at(g, '0504'))).toBe(1);
    expect(hexDistance(g, at(g, '0405'), at(g, '0410'))).toBe(5); // straight down a column
    expect(hexDistance(g, at(g, '0405'), at(g, '1005'))).toBe(6); // six columns east zig-zags along one row band
    expect(hexDistance(g, at(g, '0101'), at(g, '0506'))).toBe(7); // 4 columns east drift 2 rows down, then 3 more
  });

  it('walks a line from hex to hex through touching hexes, both ends included', () => {
    const g = flat('down');
    for (const [a, b] of [['0405', '1009'], ['0101', '0115'], ['0710', '0203']] as const) {
      const line = hexLine(g, at(g, a), at(g, b));
      expect(hexId(g, line[0]!)).toBe(a);
      expect(hexId(g, line.at(-1)!)).toBe(b);
      expect(line).toHaveLength(hexDistance(g, at(g, a), at(g, b)) + 1);
      for (let i = 1; i < line.length; i++) expect(hexDistance(g, line[i - 1]!, line[i]!)).toBe(1);
    }
  });

  it('a line along a hexside is seen from both sides when nudged each way', () => {
    const g = flat('down');
    // 0405 to 0506 (one column east, a row and a half down) runs exactly along the side 0505 and 0406 share.
    const one = hexLine(g, at(g, '0405'), at(g, '0506'), 1).map((c) => hexId(g, c));
    const other = hexLine(g, at(g, '0405'), at(g, '0506'), -1).map((c) => hexId(g, c));
    expect(new Set([one[1], other[1]])).toEqual(new Set(['0505', '0406']));
  });
});

describe('hexsides have one stored name', () => {
  it('a side named from either hex comes to the same key and canonical owner', () => {
    for (const g of [flat('down'), flat('up'), pointy('right')]) {
      for (const c of allHexes(g)) {
        for (const n of neighbours(g, c)) {
          const here = sideKey(g, { hex: c, side: n.side });
          const there = sideKey(g, { hex: n.hex, side: oppositeSide(g, n.side) });
          expect(here).toBe(there);
        }
      }
    }
    const g = flat('down');
    expect(canonicalSide(g, { hex: at(g, '0405'), side: 'S' })).toEqual({ hex: at(g, '0406'), side: 'N' });
    expect(canonicalSide(g, { hex: at(g, '0405'), side: 'SW' })).toEqual({ hex: at(g, '0305'), side: 'NE' });
    // An edge side belongs to the hex on the map.
    expect(canonicalSide(g, { hex: at(g, '0101'), side: 'NW' })).toEqual({ hex: at(g, '0101'), side: 'NW' });
  });
});

describe('the printed sheet', () => {
  it('places hexes ¾ of a hex apart across columns, a flat apart down them, shifted columns half a flat lower', () => {
    const g = gridOf({ columns: 10, rows: 10, orientation: 'flat-top', hexSizeIn: 1 });
    const corners = 2 / Math.sqrt(3);
    expect(hexCentre(g, { col: 1, row: 1 }).x).toBeCloseTo(corners / 2);
    expect(hexCentre(g, { col: 1, row: 1 }).y).toBeCloseTo(1); // column 1 is odd: half a hex down
    expect(hexCentre(g, { col: 2, row: 1 }).y).toBeCloseTo(0.5);
    expect(hexCentre(g, { col: 2, row: 1 }).x - hexCentre(g, { col: 1, row: 1 }).x).toBeCloseTo(corners * 0.75);
    expect(sheetSize(g).widthIn).toBeCloseTo(corners + 9 * corners * 0.75);
    expect(sheetSize(g).heightIn).toBeCloseTo(10.5);
  });

  it('finds the hex under any point, for both orientations and parities', () => {
    for (const g of [flat('down'), flat('up'), pointy('left'), pointy('right')]) {
      for (const c of allHexes(g)) {
        const centre = hexCentre(g, c);
        expect(hexAt(g, centre)).toEqual(c);
        // A point just inside each corner is still this hex.
        for (const k of hexCorners(g, c)) expect(hexAt(g, { x: centre.x + (k.x - centre.x) * 0.95, y: centre.y + (k.y - centre.y) * 0.95 })).toEqual(c);
      }
    }
  });

  it('a hexside runs between the two corners both its hexes share', () => {
    const g = flat('down');
    const c = at(g, '0405');
    for (const n of neighbours(g, c)) {
      const [a, b] = sideEnds(g, { hex: c, side: n.side });
      const theirs = hexCorners(g, n.hex);
      for (const p of [a, b]) expect(theirs.some((q) => Math.hypot(q.x - p.x, q.y - p.y) < 1e-9)).toBe(true);
    }
  });
});

describe('a hex map read for the rules', () => {
  const map: HexMap = {
    kind: 'hex',
    grid: { columns: 10, rows: 10, orientation: 'flat-top' },
    defaultTerrain: 'open',
    hexes: [{ hex: '0405', terrain: 'light-woods', elevation: 2 }],
    hexsides: [
      { hex: '0406', direction: 'N', kind: 'stream' }, // the side 0405 calls S
      { hex: '0405', direction: 'S', kind: 'gentle-slope', inside: '0405' },
    ],
    paths: [{ id: 'pike', kind: 'turnpike', hexes: ['0303', '0403', '0404', '0405'] }],
    units: [
      { side: 'union', unit: 'a', hex: '0405' },
      { side: 'union', unit: 'b', hex: '0505', alsoIn: ['0405'] },
      { side: 'union', unit: 'c', hex: '0405' },
    ],
  };
  const ix = indexHexMap(map);
  const h = (id: string) => ix.coordOf(id)!;

  it('answers terrain, level and hexsides whichever hex names them', () => {
    expect(ix.terrainAt(h('0405'))).toBe('light-woods');
    expect(ix.elevationAt(h('0405'))).toBe(2);
    expect(ix.terrainAt(h('0909'))).toBe('open');
    expect(ix.elevationAt(h('0909'))).toBe(0);
    expect(ix.hexsidesBetween(h('0405'), h('0406')).map((s) => s.kind)).toEqual(['stream', 'gentle-slope']);
    expect(ix.hexsidesAt(h('0406'), 'N')).toHaveLength(2);
    expect(ix.hexsidesBetween(h('0405'), h('0407'))).toHaveLength(0);
  });

  it('joins hexes along a path only where the path runs', () => {
    expect(ix.pathsBetween(h('0404'), h('0405'))).toEqual(['turnpike']);
    expect(ix.pathsBetween(h('0405'), h('0404'))).toEqual(['turnpike']);
    expect(ix.pathsBetween(h('0405'), h('0406'))).toEqual([]);
  });

  it('stacks counters in list order, an extended unit in each of its hexes', () => {
    expect(ix.countersIn(h('0405')).map((c) => c.placement.unit)).toEqual(['a', 'b', 'c']);
    expect(ix.countersIn(h('0505')).map((c) => c.index)).toEqual([1]);
  });
});
