import { describe, expect, it } from 'vitest';
import { applyAffine, fitControlPoints, invertAffine, controlPointProblem } from '../../../core/ground';

describe('placing an image by control points', () => {
  it('two points fix scale, rotation and shift exactly, with zero residuals', () => {
    // Pixel (0,0) at (10,10)", pixel (1000,0) at (10,20)": 100 px per inch, turned 90° clockwise.
    const fit = fitControlPoints([
      { pixel: { x: 0, y: 0 }, table: { x: 10, y: 10 } },
      { pixel: { x: 1000, y: 0 }, table: { x: 10, y: 20 } },
    ])!;
    expect(fit.kind).toBe('similarity');
    expect(fit.rms).toBeCloseTo(0, 9);
    const p = applyAffine(fit.transform, { x: 0, y: 500 });
    // Down the image (pixel y) turned clockwise is west: 5" left of the first point.
    expect(p.x).toBeCloseTo(5, 9);
    expect(p.y).toBeCloseTo(10, 9);
  });

  it('three or more fit an affine transform by least squares, with each residual and the RMS in inches', () => {
    // A true map of 10 px per inch; the fourth point is off by 0.4" in x.
    const points = [
      { pixel: { x: 0, y: 0 }, table: { x: 0, y: 0 } },
      { pixel: { x: 100, y: 0 }, table: { x: 10, y: 0 } },
      { pixel: { x: 0, y: 100 }, table: { x: 0, y: 10 } },
      { pixel: { x: 100, y: 100 }, table: { x: 10.4, y: 10 } },
    ];
    const fit = fitControlPoints(points)!;
    expect(fit.kind).toBe('affine');
    // By symmetry the least-squares fit spreads the 0.4" error as ±0.1" over the four points.
    for (const r of fit.residuals) expect(r).toBeCloseTo(0.1, 9);
    expect(fit.rms).toBeCloseTo(0.1, 9);
    const inv = invertAffine(fit.transform)!;
    const back = applyAffine(inv, applyAffine(fit.transform, { x: 37, y: 81 }));
    expect(back.x).toBeCloseTo(37, 9);
    expect(back.y).toBeCloseTo(81, 9);
  });

  it('refuses points that place nothing, saying why', () => {
    expect(controlPointProblem([{ pixel: { x: 0, y: 0 }, table: { x: 0, y: 0 } }])).toMatch(/at least two/);
    expect(fitControlPoints([
      { pixel: { x: 0, y: 0 }, table: { x: 0, y: 0 } },
      { pixel: { x: 1, y: 1 }, table: { x: 1, y: 1 } },
      { pixel: { x: 2, y: 2 }, table: { x: 2, y: 2 } },
    ])).toBeUndefined();
  });
});
