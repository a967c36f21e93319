import { describe, expect, it } from 'vitest';
import { BOOK_GROUND_SCALE, crsProblem, defaultYardsPerInch, groundFrame, knownCrs } from '../../../core/ground';
import { ADF_BOOK } from '../../../core/rules/trace';

const table = { widthIn: 72, heightIn: 54 };

describe('where the table lies on the Earth', () => {
  it('defaults to the middle of the book\'s ground scale for the figure scale (B:320–322, B:447–449)', () => {
    expect(defaultYardsPerInch('15mm')).toBe(90);
    expect(defaultYardsPerInch('10mm')).toBe(110);
    expect(defaultYardsPerInch('25mm')).toBe(70);
    expect(defaultYardsPerInch('counters')).toBe(100);
    expect(BOOK_GROUND_SCALE['15mm'].sources).toEqual([`${ADF_BOOK}:321`, `${ADF_BOOK}:448`]);
  });

  it('puts a UTM point 914.4 m east and 457.2 m north of the centre 10" right and 5" up at 100 yards per inch (grid north up)', () => {
    const frame = groundFrame({ centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 100 }, table);
    const p = frame.toTable(310000 + 914.4, 4410000 + 457.2);
    expect(p.x).toBeCloseTo(46, 6);
    expect(p.y).toBeCloseTo(22, 6);
    const [x, y] = frame.fromTable({ x: 46, y: 22 });
    expect(x).toBeCloseTo(310914.4, 3);
    expect(y).toBeCloseTo(4410457.2, 3);
  });

  it('turns the ground clockwise by the rotation: north at the right edge for 90°', () => {
    const frame = groundFrame({ centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 100, rotationDeg: 90 }, table);
    const p = frame.toTable(310000, 4410000 + 914.4);
    expect(p.x).toBeCloseTo(46, 6);
    expect(p.y).toBeCloseTo(27, 6);
  });

  it('reads longitude/latitude: a degree of latitude is about 111 km', () => {
    const frame = groundFrame({ centre: { x: -77.23, y: 39.81 }, yardsPerInch: 100 }, table);
    const p = frame.toTable(-77.23, 39.82);
    expect(27 - p.y).toBeCloseTo(1110.5 / 91.44, 1);
  });

  it('names a coordinate system it does not know', () => {
    expect(crsProblem('EPSG:2272')).toMatch(/EPSG:2272 is a coordinate system Muster does not know/);
    expect(knownCrs(26918)?.name).toBe('NAD83 / UTM zone 18N');
  });
});
