/**
 * Tiled cell (x, y) ↔ Muster hex: the one mapping, checked on sample hexes of flat- and pointy-topped
 * grids with either parity offset, numbering that starts elsewhere than 1 and a map letter. Each cell's
 * centre by Tiled's own renderer arithmetic must be the hex's centre on Muster's printed sheet.
 */
import { describe, expect, it } from 'vitest';
import { hexOfTiledCell, hexSheetScale, oddShiftedOf, tiledCellCentre, tiledCellOf, tiledHexLayout, tiledPixelSize } from '../../../../core/export/tiled';
import { allHexes, gridOf, hexCentre, hexId, neighbours, parseHexId } from '../../../../core/hex';
import type { HexGrid } from '../../../../core/model/scenario.generated';

const GRIDS: { name: string; grid: HexGrid; stagger: { staggeraxis: 'x' | 'y'; staggerindex: 'odd' | 'even' } }[] = [
  { name: 'flat, odd columns down, from 1', grid: { columns: 6, rows: 5, orientation: 'flat-top' }, stagger: { staggeraxis: 'x', staggerindex: 'even' } },
  { name: 'flat, odd columns up, from 1', grid: { columns: 6, rows: 5, orientation: 'flat-top', oddColumnsShifted: 'up' }, stagger: { staggeraxis: 'x', staggerindex: 'odd' } },
  { name: 'flat, odd columns down, from 0', grid: { columns: 6, rows: 5, orientation: 'flat-top', firstColumn: 0, firstRow: 0 }, stagger: { staggeraxis: 'x', staggerindex: 'odd' } },
  // Even columns sit lower, and column 12 is cell 0: Tiled staggers the even x.
  { name: 'flat, odd columns up, map letter H, from 12', grid: { columns: 7, rows: 4, orientation: 'flat-top', oddColumnsShifted: 'up', prefix: 'H', firstColumn: 12, firstRow: 3 }, stagger: { staggeraxis: 'x', staggerindex: 'even' } },
  { name: 'pointy, odd rows right, from 1', grid: { columns: 5, rows: 6, orientation: 'pointy-top' }, stagger: { staggeraxis: 'y', staggerindex: 'even' } },
  { name: 'pointy, odd rows left, from 1', grid: { columns: 5, rows: 6, orientation: 'pointy-top', oddRowsShifted: 'left' }, stagger: { staggeraxis: 'y', staggerindex: 'odd' } },
  // Odd rows sit further right, and row 5 is cell 1: Tiled staggers the odd y.
  { name: 'pointy, odd rows right, map letter F, 3 digits, from 4', grid: { columns: 5, rows: 6, orientation: 'pointy-top', prefix: 'F', digits: 3, firstColumn: 100, firstRow: 4, hexSizeIn: 1 }, stagger: { staggeraxis: 'y', staggerindex: 'odd' } },
];

describe('Tiled cells and Muster hexes', () => {
  it.each(GRIDS)('$name: the stagger axis and index', ({ grid, stagger }) => {
    const layout = tiledHexLayout(gridOf(grid));
    expect({ staggeraxis: layout.staggeraxis, staggerindex: layout.staggerindex }).toEqual(stagger);
    const g = gridOf(grid);
    expect(oddShiftedOf(g.orientation, layout.staggerindex, g.orientation === 'flat-top' ? g.firstColumn : g.firstRow)).toBe(g.oddShifted);
  });

  it.each(GRIDS)('$name: every cell is its hex, and its centre is the hex centre on the sheet', ({ grid }) => {
    const g = gridOf(grid);
    const layout = tiledHexLayout(g);
    const scale = hexSheetScale(g, layout);
    for (const hex of allHexes(g)) {
      const cell = tiledCellOf(g, hex);
      expect(hexOfTiledCell(g, cell)).toEqual(hex);
      const muster = hexCentre(g, hex);
      const tiled = tiledCellCentre(layout, cell);
      expect(muster.x * scale.x).toBeCloseTo(tiled.x, 9);
      expect(muster.y * scale.y).toBeCloseTo(tiled.y, 9);
    }
  });

  it.each(GRIDS)('$name: neighbours in Muster are the touching cells in Tiled', ({ grid }) => {
    const g = gridOf(grid);
    const layout = tiledHexLayout(g);
    const pitch = layout.staggeraxis === 'x' ? layout.tileheight : layout.tilewidth; // centre to centre across a flat
    for (const hex of allHexes(g)) {
      const here = tiledCellCentre(layout, tiledCellOf(g, hex));
      for (const n of neighbours(g, hex)) {
        const there = tiledCellCentre(layout, tiledCellOf(g, n.hex));
        // Tiled's hex is 52 × 60 for a regular 51.96: a neighbour is one flat away, give or take that rounding.
        expect(Math.abs(Math.hypot(there.x - here.x, there.y - here.y) - pitch)).toBeLessThan(0.5);
      }
    }
  });

  it('names sample hexes by their cells, map letter and digits included', () => {
    const h = gridOf(GRIDS[3]!.grid);
    expect(tiledCellOf(h, parseHexId(h, 'H1203')!)).toEqual({ x: 0, y: 0 });
    expect(hexId(h, hexOfTiledCell(h, { x: 6, y: 3 }))).toBe('H1806');
    const f = gridOf(GRIDS[6]!.grid);
    expect(tiledCellOf(f, parseHexId(f, 'F102007')!)).toEqual({ x: 2, y: 3 });
    expect(hexId(f, hexOfTiledCell(f, { x: 0, y: 0 }))).toBe('F100004');
    // Flat, odd columns down from 1: column 1 (cell x 0) is pushed down, so Tiled staggers the even x.
    const flat = gridOf(GRIDS[0]!.grid);
    const layout = tiledHexLayout(flat);
    expect(tiledCellCentre(layout, tiledCellOf(flat, parseHexId(flat, '0101')!))).toEqual({ x: 30, y: 52 });
    expect(tiledCellCentre(layout, tiledCellOf(flat, parseHexId(flat, '0201')!))).toEqual({ x: 75, y: 26 });
  });

  it('gives the pixel size Tiled draws a map at', () => {
    // Flat: 12 columns of 45 px plus the last hex's 15, 10 rows of 52 plus half a hex for the pushed columns.
    expect(tiledPixelSize({ orientation: 'hexagonal', width: 12, height: 10, tilewidth: 60, tileheight: 52, hexsidelength: 30, staggeraxis: 'x' })).toEqual({ width: 555, height: 546 });
    expect(tiledPixelSize({ orientation: 'hexagonal', width: 5, height: 6, tilewidth: 52, tileheight: 60, hexsidelength: 30, staggeraxis: 'y' })).toEqual({ width: 286, height: 285 });
    expect(tiledPixelSize({ orientation: 'orthogonal', width: 72, height: 54, tilewidth: 16, tileheight: 16 })).toEqual({ width: 1152, height: 864 });
  });
});
