/**
 * Line of sight on small tables, each worked out from the book: the terrain chart's sight depths by
 * season (B:2157–2167), heavy woods seen out of only from the edge, hills higher than both units
 * (B:692), the steep crest's 2 inches (B:2165), units in the way and skirmishers (B:694).
 */
import { describe, expect, it } from 'vitest';
import { lineOfSight, sideSight, sightFrom } from '../../../core/preview/adf/sight';
import { ring, square, table, unit } from './fixtures';

// A (2nd Wisconsin) at the bottom facing north, B (1st Tennessee) at the top facing south, 20" apart.
const A = { unit: 'u1', x: 20, y: 30, facing: 0 };
const B = { unit: 'c1', x: 20, y: 10, facing: 180 };
const sees = (t: ReturnType<typeof table>, a = 'u1', b = 'c1') => lineOfSight(t, unit(t, a), unit(t, b));

describe('line of sight over open ground', () => {
  it('is clear, from front centre to front centre', () => {
    const s = sees(table({ units: [A, B] }));
    expect(s.visible).toBe(true);
    expect(s.blockedBy).toEqual([]);
    expect(s.from.y).toBeCloseTo(30, 1);
    expect(s.to.y).toBeCloseTo(10, 1);
  });
});

describe('woods, orchards and brush: seen into or out of to a depth by season', () => {
  it('a 4" belt of light woods between them blocks, and the answer says where and why', () => {
    const s = sees(table({ features: [square('belt', 'light-woods', 0, 18, 48, 22)], units: [A, B] }));
    expect(s.visible).toBe(false);
    expect(s.blockedBy).toHaveLength(1);
    expect(s.blockedBy[0]).toMatchObject({ feature: 'belt', kind: 'light-woods' });
    expect(s.blockedBy[0]!.at.y).toBeCloseTo(22, 2);
    expect(s.blockedBy[0]!.source).toBe('000_e4b3381100cae796.txt:2157');
    expect(s.trace.some((t) => t.step === 'blocked by light-woods' && /only 0.5"/.test(t.detail))).toBe(true);
  });

  it('a strip of light woods 0.4" deep is seen through in summer (½"), 0.8" only in winter (1")', () => {
    expect(sees(table({ features: [square('strip', 'light-woods', 0, 19.8, 48, 20.2)], units: [A, B] })).visible).toBe(true);
    const wide = [square('strip', 'light-woods', 0, 19.6, 48, 20.4)];
    expect(sees(table({ features: wide, units: [A, B] })).visible).toBe(false);
    expect(sees(table({ features: wide, units: [A, B], conditions: { season: 'winter', weather: 'dry' } })).visible).toBe(true);
  });

  it('a target 0.3" inside light woods is seen; 0.8" inside is hidden in summer, seen in winter', () => {
    const woods = [square('wood', 'light-woods', 0, 0, 48, 10)];
    expect(sees(table({ features: woods, units: [A, { ...B, y: 9.7 }] })).visible).toBe(true);
    expect(sees(table({ features: woods, units: [A, { ...B, y: 9.2 }] })).visible).toBe(false);
    expect(sees(table({ features: woods, units: [A, { ...B, y: 9.2 }], conditions: { season: 'winter', weather: 'dry' } })).visible).toBe(true);
  });

  it('orchards reach 1" in summer and 2" in winter; brush 3" in summer and nothing in winter', () => {
    const orchard = [square('o', 'orchard', 0, 18.5, 48, 20)];
    expect(sees(table({ features: orchard, units: [A, B] })).visible).toBe(false);
    expect(sees(table({ features: orchard, units: [A, B], conditions: { season: 'winter', weather: 'dry' } })).visible).toBe(true);
    const brush = [square('b', 'brush', 0, 16, 48, 20)];
    expect(sees(table({ features: brush, units: [A, B] })).visible).toBe(false);
    expect(sees(table({ features: brush, units: [A, B], conditions: { season: 'winter', weather: 'dry' } })).visible).toBe(true);
    expect(sees(table({ features: [square('b', 'brush', 0, 17.5, 48, 20)], units: [A, B] })).visible).toBe(true);
  });

  it("the map's own sight note wins over the chart (T'ain't No Militia's farms are seen 1\" into)", () => {
    const farm = square('farm', 'farm-buildings', 0, 19.5, 48, 20.3, { los: { effect: 'limits', depthIn: 1 } });
    expect(sees(table({ features: [farm], units: [A, B] })).visible).toBe(true);
    expect(sees(table({ features: [{ ...farm, los: undefined }], units: [A, B] })).visible).toBe(false);
  });
});

describe('heavy woods and buildings: seen out of only from the edge', () => {
  const heavy = [square('hw', 'heavy-woods', 0, 0, 48, 12)];
  it('a regiment with its front on the edge of heavy woods sees out and is seen', () => {
    const s = sees(table({ features: heavy, units: [A, { ...B, y: 12 }] }));
    expect(s.visible).toBe(true);
  });
  it('a regiment an inch inside heavy woods neither sees out nor is seen', () => {
    const s = sees(table({ features: heavy, units: [A, { ...B, y: 11 }] }));
    expect(s.visible).toBe(false);
    expect(s.blockedBy[0]).toMatchObject({ feature: 'hw', kind: 'heavy-woods' });
    expect(s.blockedBy[0]!.why).toMatch(/1st Tennessee is 1" inside/);
  });
  it('farm buildings between them block sight', () => {
    const s = sees(table({ features: [square('farm', 'farm-buildings', 19.5, 18, 20.5, 21)], units: [A, B] }));
    expect(s.visible).toBe(true); // the ends of the 3.2" fronts see round a 1" wide farm
    expect(Math.abs(s.from.x - 20) + Math.abs(s.to.x - 20)).toBeGreaterThan(1);
    const wide = sees(table({ features: [square('farm', 'farm-buildings', 10, 18, 30, 21)], units: [A, B] }));
    expect(wide.visible).toBe(false);
    expect(wide.blockedBy[0]!.kind).toBe('farm-buildings');
  });
});

describe('hills', () => {
  const hill = { id: 'knoll', level: 1, closed: true, points: ring(0, 17, 48, 23) };
  it('a hill higher than both units blocks', () => {
    const s = sees(table({ contours: [hill], units: [A, B] }));
    expect(s.visible).toBe(false);
    expect(s.blockedBy[0]).toMatchObject({ feature: 'knoll', kind: 'hill' });
    expect(s.blockedBy[0]!.at.y).toBeCloseTo(23, 2);
  });
  it('a unit on the hill sees down to the unit below; a lower hill between two higher units does not block', () => {
    expect(sees(table({ contours: [{ ...hill, points: ring(0, 25, 48, 35) }], units: [A, B] })).visible).toBe(true);
    const two = [
      { id: 'south', level: 2, closed: true, points: ring(0, 28, 48, 40) },
      { id: 'north', level: 2, closed: true, points: ring(0, 0, 48, 12) },
      { id: 'between', level: 1, closed: true, points: ring(0, 18, 48, 22) },
    ];
    expect(sees(table({ contours: two, units: [A, B] })).visible).toBe(true);
    expect(sees(table({ contours: [...two, { id: 'ridge', level: 3, closed: true, points: ring(0, 19, 48, 21) }], units: [A, B] })).visible).toBe(false);
  });
  it('from a steep crest: sight down reaches from 2" back, not 3" back', () => {
    const plateau = { id: 'plateau', level: 2, closed: true, points: ring(0, 26, 48, 48) };
    const crest = { id: 'crest', level: 2, crest: true, closed: false, points: [{ x: 0, y: 26 }, { x: 48, y: 26 }] };
    expect(sees(table({ contours: [plateau, crest], units: [{ ...A, y: 27.5 }, B] })).visible).toBe(true);
    const far = sees(table({ contours: [plateau, crest], units: [{ ...A, y: 29 }, B] }));
    expect(far.visible).toBe(false);
    expect(far.blockedBy[0]).toMatchObject({ feature: 'crest', kind: 'crest' });
    expect(far.blockedBy[0]!.source).toBe('000_e4b3381100cae796.txt:2165');
  });
  it('woods on lower ground are seen over from a hill two levels up, but not when they stand by the target', () => {
    const up = { id: 'up', level: 2, closed: true, points: ring(0, 28, 48, 40) };
    // From level 2 at y 30 to level 0 at y 10 the line is 1.3–1.5 levels up over y 23–25: clear of woods one level tall.
    const mid = square('mid', 'light-woods', 0, 23, 48, 25);
    expect(sees(table({ contours: [up], features: [mid], units: [A, B] })).visible).toBe(true);
    const near = square('near', 'light-woods', 0, 11, 48, 13);
    expect(sees(table({ contours: [up], features: [near], units: [A, B] })).visible).toBe(false);
  });
});

describe('units in the way', () => {
  // A wide line across the middle: 24th Michigan, 12 figures, 4.8" of front.
  const between = { unit: 'u4', x: 20, y: 20, facing: 0 };
  it('a formed regiment between them blocks both ways', () => {
    const t = table({ units: [A, B, between] });
    const ab = sees(t);
    expect(ab.visible).toBe(false);
    expect(ab.blockedBy[0]).toMatchObject({ feature: 'u4', kind: 'unit' });
    expect(sees(t, 'c1', 'u1').visible).toBe(false);
  });
  it('a leader does not block', () => {
    expect(sees(table({ units: [A, B, { unit: 'meredith', x: 20, y: 20 }] })).visible).toBe(true);
  });
  it("skirmishers block their own side's fire, not the enemy's", () => {
    // Road columns, whose fronts are one stand end-on, square behind one 2.4" skirmish stand.
    const t = table({ units: [A, B, { ...between, formation: 'skirmishers' }] });
    const stand = unit(t, 'u4').stands[0]!.corners;
    const x = (stand[0]!.x + stand[1]!.x) / 2;
    const columns = { formation: 'road-column' as const, x };
    const aligned = table({ units: [{ ...A, ...columns }, { ...B, ...columns }, { ...between, formation: 'skirmishers' }] });
    expect(sees(aligned, 'u1', 'c1').blockedBy[0]?.why).toMatch(/own side's skirmishers/);
    expect(sees(aligned, 'u1', 'c1').visible).toBe(false);
    expect(sees(aligned, 'c1', 'u1').visible).toBe(true);
  });
  it('a unit on a hill sees over a lower unit midway, not over one standing by the target', () => {
    const up = { id: 'up', level: 2, closed: true, points: ring(0, 28, 48, 40) };
    expect(sees(table({ contours: [up], units: [A, B, between] })).visible).toBe(true);
    expect(sees(table({ contours: [up], units: [A, B, { ...between, y: 12 }] })).visible).toBe(false);
  });
  it('from a hill only one level up the line is that high only where it leaves the hill: a unit or a wood midway blocks it, asked one by one or map-wide', () => {
    const up = { id: 'up', level: 1, closed: true, points: ring(0, 28, 48, 40) };
    const belt = square('belt', 'light-woods', 0, 19, 48, 23);
    for (const t of [table({ contours: [up], units: [A, B, between] }), table({ contours: [up], features: [belt], units: [A, B] })]) {
      const [a, b] = [unit(t, 'u1'), unit(t, 'c1')];
      expect(sees(t).visible).toBe(false);
      expect(lineOfSight(t, a, b, { explain: false }).visible).toBe(false);
      expect(lineOfSight(t, b, a, { explain: false, indexed: false }).visible).toBe(false);
      expect([...sightFrom(t, a, [b]), ...sightFrom(t, b, [a])]).toEqual([0, 0]);
    }
  });
});

describe('symmetry and the index', () => {
  // A seeded scatter of woods, farms, hills and units; the answers must not depend on who looks first
  // (no skirmishers here) nor on whether the index is used.
  function scatter(seed: number) {
    let s = seed;
    const rnd = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const kinds = ['light-woods', 'heavy-woods', 'orchard', 'farm-buildings', 'brush'];
    const features = Array.from({ length: 14 }, (_, i) => {
      const x = rnd() * 44;
      const y = rnd() * 44;
      return square(`f${i}`, kinds[i % kinds.length]!, x, y, x + 1 + rnd() * 4, y + 1 + rnd() * 4);
    });
    const contours = Array.from({ length: 3 }, (_, i) => {
      const x = rnd() * 36;
      const y = rnd() * 36;
      return { id: `h${i}`, level: 1 + (i % 2), closed: true, points: ring(x, y, x + 4 + rnd() * 8, y + 4 + rnd() * 8) };
    });
    const refs = ['u1', 'u2', 'u3', 'u4', 'c1', 'c2', 'c3'];
    const units = refs.map((r) => ({ unit: r, x: 4 + rnd() * 40, y: 4 + rnd() * 40, facing: Math.floor(rnd() * 8) * 45 }));
    return table({ features, contours, units });
  }
  it('A sees B exactly when B sees A, indexed or not, explained or not', () => {
    let visible = 0;
    let pairs = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const t = scatter(seed);
      for (const a of t.units) {
        for (const b of t.units) {
          if (a === b) continue;
          const ab = lineOfSight(t, a, b);
          expect(lineOfSight(t, b, a).visible, `${a.ref}→${b.ref} seed ${seed}`).toBe(ab.visible);
          expect(lineOfSight(t, a, b, { indexed: false }).visible).toBe(ab.visible);
          expect(lineOfSight(t, a, b, { explain: false }).visible).toBe(ab.visible);
          pairs++;
          if (ab.visible) visible++;
        }
      }
    }
    // The scatter is neither all open nor all blocked, so the comparison means something.
    expect(visible).toBeGreaterThan(pairs * 0.2);
    expect(visible).toBeLessThan(pairs * 0.95);
  });
});

describe('who a whole side sees', () => {
  it('is every enemy any of its units sees, and names one that does', () => {
    // A wall of heavy woods hides the 1st Tennessee from the 2nd Wisconsin but not from the 6th, off to the east.
    const t = table({
      features: [square('hw', 'heavy-woods', 0, 18, 26, 22)],
      units: [A, { unit: 'u2', x: 46, y: 30 }, B, { unit: 'c2', x: 10, y: 2, facing: 180 }],
    });
    expect(sees(t, 'u1', 'c1').visible).toBe(false);
    const seen = sideSight(t, 'union');
    expect(seen.get('confederate\u0000c1')).toBe('union\u0000u2');
    expect(seen.has('confederate\u0000c2')).toBe(lineOfSight(t, unit(t, 'u1'), unit(t, 'c2')).visible || lineOfSight(t, unit(t, 'u2'), unit(t, 'c2')).visible);
  });
});
