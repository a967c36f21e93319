import { describe, expect, it } from 'vitest';
import { GroundImportError, importElevation, type Dem } from '../../../core/ground';

/** A cone hill on flat ground at 100 m: 130 m at its top, falling 1 m every 20 m out to 600 m. */
function coneDem(hillE: number, hillN: number): Dem {
  const width = 1000;
  const height = 800;
  const x0 = 305000;
  const y0 = 4414000;
  const values = new Float32Array(width * height);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const e = x0 + (c + 0.5) * 10;
      const n = y0 - (r + 0.5) * 10;
      values[r * width + c] = 100 + Math.max(0, 30 - Math.hypot(e - hillE, n - hillN) / 20);
    }
  }
  return { name: 'cone.tif', width, height, values, crs: 'EPSG:32618', transform: [x0, 10, 0, y0, 0, -10] };
}

const georef = { centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 100 };
const table = { widthIn: 72, heightIn: 54 };

describe('elevation to hills', () => {
  it('contours a cone where hand arithmetic puts it: 110 m at 400 m out (4.37"), 120 m at 200 m (2.19")', () => {
    // The hill stands 914.4 m east of the table's centre: 10" right of (36, 27).
    const result = importElevation(coneDem(310914.4, 4410000), georef, table, { intervalMetres: 10 });
    expect(result.lowestMetres).toBeCloseTo(100, 6);
    expect(result.levels.map((l) => [l.level, l.metres, l.contours])).toEqual([[1, 110, 1], [2, 120, 1]]);
    const radius = { 1: 400 / 91.44, 2: 200 / 91.44 } as Record<number, number>;
    for (const c of result.contours) {
      for (const p of c.points) expect(Math.abs(Math.hypot(p.x - 46, p.y - 27) - radius[c.level]!)).toBeLessThan(0.08);
    }
    expect(result.hills).toHaveLength(1);
    expect(result.hills[0]!.top.x).toBeCloseTo(46, 0);
    expect(result.hills[0]!.top.y).toBeCloseTo(27, 0);
    // The table's north-west corner, 36" west and 27" north of the centre at 91.44 m an inch.
    expect(result.extent[0]![0]).toBeCloseTo(310000 - 36 * 91.44, 0);
    expect(result.extent[0]![1]).toBeCloseTo(4410000 + 27 * 91.44, 0);
  });

  it('marks ground steeper than the gradient as steep slope: the cone\'s 1 in 20 flank is steeper than 1 in 25, not 1 in 15', () => {
    const steep = importElevation(coneDem(310914.4, 4410000), georef, table, { intervalMetres: 10, steepGradient: 1 / 25 }).steep;
    expect(steep).toHaveLength(1);
    expect(steep[0]!.kind).toBe('steep-slope');
    expect(importElevation(coneDem(310914.4, 4410000), georef, table, { intervalMetres: 10, steepGradient: 1 / 15 }).steep).toHaveLength(0);
  });

  it('says how much of the table a DEM does not cover', () => {
    const g = { ...georef, centre: { x: 307000, y: 4410000 } };
    expect(() => importElevation(coneDem(310914.4, 4410000), g, table, { intervalMetres: 10 })).toThrow(GroundImportError);
    expect(() => importElevation(coneDem(310914.4, 4410000), g, table, { intervalMetres: 10 })).toThrow(/does not cover the table: \d+\.\d% of the table/);
  });

  it('names NoData holes', () => {
    const dem = coneDem(310914.4, 4410000);
    const values = dem.values as Float32Array;
    for (let r = 390; r < 410; r++) for (let c = 490; c < 510; c++) values[r * dem.width + c] = -9999;
    expect(() => importElevation({ ...dem, noData: -9999 }, georef, table, { intervalMetres: 10 })).toThrow(/NoData holes under \d+\.\d% of the table/);
  });
});
