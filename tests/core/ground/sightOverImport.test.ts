/**
 * An imported hill plays: the rules preview's line of sight between two regiments on flat ground either
 * side of a cone hill contoured from a DEM is blocked by the hill's contours, clear without them, and
 * clear again when the contours are marked reference only.
 */
import { describe, expect, it } from 'vitest';
import { importElevation, type Dem } from '../../../core/ground';
import { lineOfSight } from '../../../core/preview/adf';
import { table, unit } from '../preview/fixtures';

/** Flat ground at 100 m with a cone 30 m high at (310000, 4410000), UTM 18N, 10 m pixels. */
function coneDem(): Dem {
  const width = 1000;
  const height = 800;
  const values = new Float32Array(width * height);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      values[r * width + c] = 100 + Math.max(0, 30 - Math.hypot(305000 + (c + 0.5) * 10 - 310000, 4414000 - (r + 0.5) * 10 - 4410000) / 20);
    }
  }
  return { name: 'cone.tif', width, height, values, crs: 'EPSG:32618', transform: [305000, 10, 0, 4414000, 0, -10] };
}

describe('an imported hill in the rules preview', () => {
  // The fixtures' 48" × 48" table at 100 yards an inch, the hill at its centre: 110 m 4.37" out, 120 m 2.19".
  const made = importElevation(coneDem(), { centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 100 }, { widthIn: 48, heightIn: 48 }, { intervalMetres: 10 });
  const units = [{ unit: 'u1', x: 24, y: 38, facing: 0 }, { unit: 'c1', x: 24, y: 10, facing: 180 }];
  const sees = (t: ReturnType<typeof table>) => lineOfSight(t, unit(t, 'u1'), unit(t, 'c1'));

  it('blocks the line of sight across it', () => {
    expect(made.contours.map((c) => c.level)).toEqual([1, 2]);
    const s = sees(table({ contours: made.contours, units }));
    expect(s.visible).toBe(false);
    expect(s.blockedBy.some((b) => b.kind === 'hill')).toBe(true);
  });

  it('leaves the line clear without it, or when its contours are reference only', () => {
    expect(sees(table({ units })).visible).toBe(true);
    expect(sees(table({ contours: made.contours.map((c) => ({ ...c, referenceOnly: true })), units })).visible).toBe(true);
  });
});
