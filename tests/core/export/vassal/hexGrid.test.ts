/**
 * The exported hex grid names every hex as Muster numbers it, asked through VASSAL's own arithmetic
 * (vassalNaming.ts, rewritten from HexGrid.java and HexGridNumbering.java): for flat and pointy tops,
 * either parity of offset lines, other first numbers, three-digit numbering and a map letter.
 */
import { describe, expect, it } from 'vitest';
import { vassalHexGrid } from '../../../../core/export/vassal';
import { allHexes, gridOf, hexCentre, hexId, sheetOf, type Grid } from '../../../../core/hex';
import type { HexGrid } from '../../../../core/model/scenario.generated';
import { locationName, locationPoint } from './vassalNaming';

const GRIDS: Array<{ label: string; grid: HexGrid }> = [
  { label: 'flat tops, odd columns down (Blue & Grey)', grid: { columns: 23, rows: 30, orientation: 'flat-top' } },
  { label: 'flat tops, odd columns up', grid: { columns: 12, rows: 10, orientation: 'flat-top', oddColumnsShifted: 'up' } },
  { label: 'flat tops from column 0 and row 0', grid: { columns: 9, rows: 7, orientation: 'flat-top', firstColumn: 0, firstRow: 0 } },
  { label: 'flat tops from column 2, row 5', grid: { columns: 8, rows: 6, orientation: 'flat-top', firstColumn: 2, firstRow: 5 } },
  { label: 'pointy tops, odd rows right', grid: { columns: 14, rows: 11, orientation: 'pointy-top' } },
  { label: 'pointy tops, odd rows left, from row 2', grid: { columns: 10, rows: 9, orientation: 'pointy-top', oddRowsShifted: 'left', firstRow: 2 } },
  { label: 'three digits a number', grid: { columns: 12, rows: 105, orientation: 'flat-top', digits: 3, hexSizeIn: 0.5 } },
  { label: 'a map letter (Grand Chancellorsville H)', grid: { columns: 27, rows: 30, orientation: 'flat-top', prefix: 'H', firstColumn: 1 } },
  { label: 'one column', grid: { columns: 1, rows: 5, orientation: 'flat-top' } },
];

const pixel = (grid: Grid, ppi: number, c: { col: number; row: number }) => {
  const p = hexCentre(grid, c);
  return { x: Math.round(p.x * ppi), y: Math.round(p.y * ppi) };
};

describe('vassalHexGrid', () => {
  for (const { label, grid: g } of GRIDS) {
    it(`names every hex as Muster does and finds it where the image draws it: ${label}`, () => {
      const grid = gridOf(g);
      const ppi = 64 / grid.hexSizeIn;
      const vassal = vassalHexGrid(grid, ppi);
      let checked = 0;
      for (const c of allHexes(grid)) {
        const id = hexId(grid, c);
        const at = pixel(grid, ppi, c);
        expect(locationName(vassal, at), `the centre of ${id}`).toBe(id);
        // A SetupStack's location: VASSAL puts the stack at this point, within a pixel of the drawn centre.
        const back = locationPoint(vassal, id);
        expect(back, id).toBeDefined();
        expect(Math.abs(back!.x - at.x), `${id} x`).toBeLessThanOrEqual(1.5);
        expect(Math.abs(back!.y - at.y), `${id} y`).toBeLessThanOrEqual(1.5);
        checked++;
      }
      expect(checked).toBe(grid.columns * grid.rows);
    });
  }

  it('names the sample hexes of a Blue & Grey map: the first, a last column, a last row', () => {
    const grid = gridOf({ columns: 23, rows: 30, orientation: 'flat-top' });
    const vassal = vassalHexGrid(grid, 102.4);
    expect(locationName(vassal, pixel(grid, 102.4, { col: 1, row: 1 }))).toBe('0101');
    expect(locationName(vassal, pixel(grid, 102.4, { col: 23, row: 1 }))).toBe('2301');
    expect(locationName(vassal, pixel(grid, 102.4, { col: 10, row: 12 }))).toBe('1012');
    expect(locationName(vassal, pixel(grid, 102.4, { col: 23, row: 30 }))).toBe('2330');
    expect(vassal.numbering).toMatchObject({ first: 'H', hOff: 1, vOff: 1, hLeading: 1, vLeading: 1, locationFormat: '$gridLocation$' });
  });

  it('prints a map letter before the number and reads it back', () => {
    const grid = gridOf({ columns: 27, rows: 30, orientation: 'flat-top', prefix: 'H' });
    const vassal = vassalHexGrid(grid, 100);
    expect(locationName(vassal, pixel(grid, 100, { col: 13, row: 1 }))).toBe('H1301');
    expect(locationPoint(vassal, '1301')).toBeUndefined();
    expect(locationPoint(vassal, 'H1301')).toBeDefined();
  });

  it('names every hex of a combined map by its sheet through VASSAL\'s zones, the first sheet where two overlap', () => {
    for (const orientation of ['flat-top', 'pointy-top'] as const) {
      const grid = gridOf({
        columns: 12,
        rows: 16,
        orientation,
        sheets: [
          { prefix: 'H', name: 'Hooker and Lee', rowShift: 7, columnShift: -2, firstColumn: 3, lastColumn: 14, firstRow: 1, lastRow: 6 },
          { prefix: 'F', firstColumn: 1, lastColumn: 12, firstRow: 1, lastRow: 8 },
        ],
      });
      const ppi = 100;
      const vassal = vassalHexGrid(grid, ppi);
      expect(vassal.zones!.map((z) => z.name)).toEqual(['Hooker and Lee (H)', 'F']);
      let zoned = 0;
      for (const c of allHexes(grid)) {
        const id = hexId(grid, c);
        const at = pixel(grid, ppi, c);
        expect(locationName(vassal, at), `${orientation} ${id}`).toBe(id);
        const back = locationPoint(vassal, id)!;
        expect(Math.abs(back.x - at.x) + Math.abs(back.y - at.y), id).toBeLessThanOrEqual(2);
        if (sheetOf(grid, c)) zoned++;
      }
      // Hexes on no sheet (rows 14 to 16) fall to the background, H carried on.
      expect(hexId(grid, { col: 3, row: 16 })).toBe('H0509');
      expect(zoned).toBe(12 * 13);
      expect(locationPoint(vassal, 'F0308')).toEqual(locationPoint(vassal, 'H0501'));
    }
  });

  it('draws a pointy-topped grid sideways, with the column first in the name', () => {
    const grid = gridOf({ columns: 14, rows: 11, orientation: 'pointy-top' });
    const vassal = vassalHexGrid(grid, 100);
    expect(vassal.grid.sideways).toBe(true);
    expect(vassal.numbering.first).toBe('V');
    expect(locationName(vassal, pixel(grid, 100, { col: 14, row: 3 }))).toBe('1403');
  });
});
