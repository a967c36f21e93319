import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bearing,
  distance,
  ellipseRing,
  facingVector,
  frontedRectangle,
  normaliseDegrees,
  pointInPolygon,
  polygonArea,
  polygonCentroid,
  rectangleRing,
  rotate,
  segmentIntersection,
  distanceToPolyline,
} from '../../../core/map/geometry';

const close = (a: { x: number; y: number }, b: { x: number; y: number }, eps = 1e-9) => expect(distance(a, b)).toBeLessThan(eps);

describe('table geometry (inches, x east, y south, facings clockwise from north)', () => {
  it('faces north up the table and east to the right', () => {
    close(facingVector(0), { x: 0, y: -1 });
    close(facingVector(90), { x: 1, y: 0 });
    close(facingVector(180), { x: 0, y: 1 });
    expect(bearing({ x: 0, y: 0 }, { x: 0, y: -5 })).toBe(0);
    expect(bearing({ x: 0, y: 0 }, { x: 3, y: 0 })).toBeCloseTo(90);
    expect(bearing({ x: 0, y: 0 }, { x: -3, y: 0 })).toBeCloseTo(270);
  });

  it('turns a point clockwise about a centre, as a facing turns', () => {
    close(rotate({ x: 10, y: 0 }, { x: 10, y: 10 }, 90), { x: 20, y: 10 });
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), fc.double({ min: -720, max: 720, noNaN: true }), (x, deg) => {
        const c = { x: 3, y: -4 };
        const p = { x, y: 7 };
        const back = rotate(rotate(p, c, deg), c, -deg);
        return distance(back, p) < 1e-6 && Math.abs(distance(rotate(p, c, deg), c) - distance(p, c)) < 1e-6;
      }),
    );
  });

  it('keeps facings in [0, 360)', () => {
    expect(normaliseDegrees(360)).toBe(0);
    expect(normaliseDegrees(-90)).toBe(270);
    expect(normaliseDegrees(725)).toBe(5);
    expect(Object.is(normaliseDegrees(-0), 0)).toBe(true);
  });

  it('measures areas and centroids of polygons whichever way they wind', () => {
    const square = rectangleRing({ x: 2, y: 2 }, { x: 6, y: 5 });
    expect(polygonArea(square)).toBe(12);
    expect(polygonArea([...square].reverse())).toBe(12);
    close(polygonCentroid(square), { x: 4, y: 3.5 });
  });

  it('finds points inside a concave wood, on its edge, and outside it', () => {
    // An L-shaped wood.
    const wood = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 4 },
      { x: 4, y: 4 },
      { x: 4, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(pointInPolygon({ x: 2, y: 8 }, wood)).toBe(true);
    expect(pointInPolygon({ x: 8, y: 8 }, wood)).toBe(false);
    expect(pointInPolygon({ x: 10, y: 2 }, wood)).toBe(true);
    expect(pointInPolygon({ x: 11, y: 2 }, wood)).toBe(false);
  });

  it('finds where two lines cross, and none for parallel or distant ones', () => {
    const hit = segmentIntersection({ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 10, y: 0 });
    expect(hit?.t).toBeCloseTo(0.5);
    close(hit!.point, { x: 5, y: 5 });
    expect(segmentIntersection({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 1 }, { x: 10, y: 1 })).toBeUndefined();
    expect(segmentIntersection({ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 5, y: 0 }, { x: 5, y: 10 })).toBeUndefined();
  });

  it('draws an ellipse as a polygon that strays no more than the tolerance from the curve', () => {
    const ring = ellipseRing({ x: 10, y: 10 }, 6, 6, 0.05);
    for (const p of ring) expect(distance(p, { x: 10, y: 10 })).toBeCloseTo(6, 9);
    // The midpoint of each side is inside the circle by at most the tolerance.
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      expect(6 - distance({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, { x: 10, y: 10 })).toBeLessThanOrEqual(0.05 + 1e-9);
    }
    // Inscribed, so a little smaller than the circle: within 2 per cent at this tolerance.
    expect(polygonArea(ring) / (Math.PI * 36)).toBeGreaterThan(0.98);
    expect(polygonArea(ring) / (Math.PI * 36)).toBeLessThan(1);
  });

  it('draws a stand from the centre of its front: facing north it extends south', () => {
    const [fl, fr, rr, rl] = frontedRectangle({ x: 10, y: 10 }, 0, 2, 0.75);
    close(fl!, { x: 9, y: 10 });
    close(fr!, { x: 11, y: 10 });
    close(rr!, { x: 11, y: 10.75 });
    close(rl!, { x: 9, y: 10.75 });
    const [efl, efr] = frontedRectangle({ x: 10, y: 10 }, 90, 2, 0.75);
    close(efl!, { x: 10, y: 9 });
    close(efr!, { x: 10, y: 11 });
  });

  it('measures the distance to a road as to its nearest segment', () => {
    const road = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ];
    expect(distanceToPolyline({ x: 5, y: 3 }, road)).toBeCloseTo(3);
    expect(distanceToPolyline({ x: 13, y: 5 }, road)).toBeCloseTo(3);
    expect(distanceToPolyline({ x: 3, y: 5 }, road, true)).toBeCloseTo(Math.SQRT2, 6);
  });
});

describe('arrow heads', () => {
  it('puts the tip on the last point, the base a head-length back along the last segment, as wide as it is long', async () => {
    const { arrowHead } = await import('../../../core/map/geometry');
    const head = arrowHead([{ x: 0, y: 0 }, { x: 10, y: 0 }], 0.6);
    expect(head.corners[0]).toEqual({ x: 10, y: 0 });
    expect(head.base.x).toBeCloseTo(9.4, 9);
    expect(head.base.y).toBeCloseTo(0, 9);
    expect(Math.abs(head.corners[1]!.y - head.corners[2]!.y)).toBeCloseTo(0.6, 9);
    // A last segment shorter than the head: the head is as long as the segment.
    expect(arrowHead([{ x: 0, y: 0 }, { x: 0, y: 0.2 }], 0.6).base).toEqual({ x: 0, y: 0 });
  });
});
