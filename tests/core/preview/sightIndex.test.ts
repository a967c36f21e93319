/**
 * The indexes line of sight walks (the eyes' shades, the grid of units, the R-tree of the ground) and
 * the woods' hearts change how fast an answer comes, never the answer: on random boards with woods,
 * farms, hedges, hills, crests, skirmishers of both sides and leaders, every ordered pair of units gets
 * the same answer through the indexes as from a scan of every unit and feature, quick or explained, one
 * pair at a time or a looker against every unit at once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentTouchesBox } from '../../../core/map/spatialIndex';
import type { OrderOfBattle } from '../../../core/model/oob';
import { lineOfSight, sightFrom, type Sight } from '../../../core/preview/adf/sight';
import { GRID_CELL_IN, NO_SHADE, SHADE_REACH_UNIT, SHADE_RADIUS_IN, diamondAngle, sceneOf, shadeStep, walkGrid } from '../../../core/preview/adf/sightScene';
import type { Point } from '../../../core/map/geometry';
import { previewTable, sightDepthOf, type PreviewTable } from '../../../core/preview/adf/table';
import type { Contour, Formation, TabletopPlacement, TerrainFeature } from '../../../core/model/scenario.generated';

const W = 60;
const H = 40;
const A_SIDE = 14;
const FORMATIONS: Formation[] = ['battle-line', 'battle-line', 'extended-line', 'skirmishers', 'column', 'attack-column', 'road-column', 'square'];

function side(id: 'union' | 'confederate'): OrderOfBattle {
  return {
    name: id,
    side: id,
    era: '1861-63',
    children: [
      {
        id: `${id}-brigade`,
        kind: 'formation',
        level: 'brigade',
        name: `${id} brigade`,
        leaders: [{ id: `${id}-leader`, name: `${id} brigadier`, role: 'brigade', lb: 1 }],
        children: Array.from({ length: A_SIDE }, (_, i) => ({ id: `${id}-${i}`, name: `${id} regiment ${i}`, arm: 'infantry', figures: 8, weapon: 'rifle-musket', quality: 'veteran', sharpshooters: false, stands: 2 })),
      },
    ],
  } as unknown as OrderOfBattle;
}

/** An irregular ring of `n` points round (x, y), sometimes with a notch (not convex). */
function blob(rnd: () => number, x: number, y: number, r: number, n: number) {
  return Array.from({ length: n }, (_, k) => {
    const a = (2 * Math.PI * k) / n;
    const rr = r * (k % 3 === 1 && rnd() < 0.4 ? 0.45 : 0.7 + rnd() * 0.6);
    return { x: x + rr * Math.cos(a), y: y + rr * Math.sin(a) };
  });
}

function randomBoard(seed: number): PreviewTable {
  let s = seed;
  const rnd = (): number => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const features: TerrainFeature[] = [];
  const areas = ['light-woods', 'heavy-woods', 'orchard', 'farm-buildings', 'brush', 'open'];
  for (let i = 0; i < 26; i++) {
    const x = rnd() * W;
    const y = rnd() * H;
    if (i % 6 === 5) {
      // A hedge the scenario says blocks sight, crossed where a line meets it.
      features.push({ id: `hedge${i}`, kind: 'wooden-fence', shape: 'polyline', points: [{ x, y }, { x: x + (rnd() - 0.5) * 16, y: y + (rnd() - 0.5) * 16 }, { x: x + (rnd() - 0.5) * 16, y: y + (rnd() - 0.5) * 16 }], los: { effect: 'blocks' } });
      continue;
    }
    const f: TerrainFeature = { id: `f${i}`, kind: areas[i % areas.length]!, shape: 'polygon', points: blob(rnd, x, y, 0.4 + rnd() * 4, 5 + Math.floor(rnd() * 6)) };
    if (i % 7 === 3) f.los = { effect: 'limits', depthIn: 1 + Math.floor(rnd() * 3) };
    features.push(f);
  }
  // A railroad cut with a height: a hill and a steep crest.
  const cx = rnd() * W;
  const cy = rnd() * H;
  features.push({ id: 'cut', kind: 'railroad-cut', shape: 'polygon', height: 1, points: blob(rnd, cx, cy, 3 + rnd() * 3, 8) });
  const contours: Contour[] = Array.from({ length: 4 }, (_, i) => {
    const x = rnd() * (W - 10);
    const y = rnd() * (H - 10);
    return { id: `hill${i}`, level: 1 + (i % 3), closed: true, crest: i === 3, points: blob(rnd, x + 6, y + 6, 4 + rnd() * 6, 9) };
  });
  contours.push({ id: 'ridge', level: 1, closed: false, crest: true, points: [{ x: rnd() * W, y: rnd() * H }, { x: rnd() * W, y: rnd() * H }] });
  const units: TabletopPlacement[] = [];
  for (const id of ['union', 'confederate'] as const) {
    for (let i = 0; i < A_SIDE; i++) {
      units.push({ side: id, unit: `${id}-${i}`, at: { x: 3 + rnd() * (W - 6), y: 3 + rnd() * (H - 6) }, facingDeg: Math.floor(rnd() * 24) * 15, formation: FORMATIONS[Math.floor(rnd() * FORMATIONS.length)]! });
    }
    units.push({ side: id, unit: `${id}-leader`, at: { x: rnd() * W, y: rnd() * H }, facingDeg: 0, formation: 'any' });
  }
  return previewTable({
    board: { widthIn: W, heightIn: H } as never,
    map: { kind: 'tabletop', features, contours, units },
    scale: '15mm',
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: side('union') },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: side('confederate') },
    ],
    conditions: { season: rnd() < 0.5 ? 'summer' : 'winter', weather: 'dry' },
  });
}

const named = (s: Sight): string[] => s.blockedBy.map((x) => `${x.kind} ${x.feature}`).sort();

describe('line of sight through the indexes', () => {
  it('answers every ordered pair as the scan of every unit and feature does, quick and explained', () => {
    let pairs = 0;
    let visible = 0;
    let skirmishersInTheWay = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const t = randomBoard(seed);
        for (const a of t.units) {
          // The map-wide form: one looker against every unit, through the indexes and by the scan.
          const row = sightFrom(t, a, t.units);
          const rowScan = sightFrom(t, a, t.units, { indexed: false });
          for (const [k, b] of t.units.entries()) {
            if (a === b) continue;
            const quick = lineOfSight(t, a, b, { explain: false });
            const quickScan = lineOfSight(t, a, b, { explain: false, indexed: false });
            const full = lineOfSight(t, a, b);
            const fullScan = lineOfSight(t, a, b, { indexed: false });
            const where = `seed ${seed}: ${a.ref} → ${b.ref}`;
            expect(quick.visible, where).toBe(quickScan.visible);
            expect(row[k], where).toBe(quick.visible ? 1 : 0);
            expect(rowScan[k], where).toBe(row[k]);
            expect(full.visible, where).toBe(quick.visible);
            expect(fullScan.visible, where).toBe(full.visible);
            expect(full.from, where).toEqual(fullScan.from);
            expect(full.to, where).toEqual(fullScan.to);
            expect(named(full), where).toEqual(named(fullScan));
            if (!quick.visible) {
              // The quick answer names one of the things across the centre line, when asked.
              expect(named(full), where).toContain(named(quick)[0]);
              if (quick.blockedBy[0]!.kind === 'unit' && t.units.find((u) => u.ref === quick.blockedBy[0]!.feature)?.skirmishing) skirmishersInTheWay++;
            }
            pairs++;
            if (full.visible) visible++;
          }
        }
      }),
      { numRuns: 5 },
    );
    // The boards are neither all open nor all blocked, and own skirmishers did block.
    expect(visible).toBeGreaterThan(pairs * 0.1);
    expect(visible).toBeLessThan(pairs * 0.9);
    expect(skirmishersInTheWay).toBeGreaterThan(0);
  });

  it('the grid walk offers every combat unit whose box a line touches, once, and stops when asked', () => {
    // Lines from a unit's eyes and from anywhere, on and off the board, straight along the grid's
    // lines and through its corners, where a walk by cells is likeliest to miss a cell.
    const onGrid = fc.tuple(fc.integer({ min: -3, max: 25 }), fc.integer({ min: -3, max: 16 })).map(([c, r]) => [c * GRID_CELL_IN, r * GRID_CELL_IN] as const);
    const anywhere = fc.tuple(fc.double({ min: -10, max: W + 10, noNaN: true }), fc.double({ min: -10, max: H + 10, noNaN: true }));
    const end = fc.oneof(anywhere, anywhere, onGrid);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.array(fc.tuple(fc.nat(60), fc.nat(2), end, end), { minLength: 1, maxLength: 30 }), (seed, lines) => {
        const t = randomBoard(seed);
        const scene = sceneOf(t);
        const grid = scene.grid();
        const corners = t.units.flatMap((u) => [u.box.minX, u.box.maxX].flatMap((x) => [u.box.minY, u.box.maxY].map((y) => [x, y] as const)));
        for (const [who, eye, [x1, y1], [x2, y2]] of lines) {
          // From an eye, from a point, or from a corner of a unit's box to another (a line grazing boxes).
          const slot = who % t.units.length;
          const looker = t.units[slot]!;
          const p = who < 20 ? scene.eyesOf(looker, slot).points[Math.min(eye, scene.eyesOf(looker, slot).count - 1)]! : who < 40 ? { x: x1, y: y1 } : { x: corners[who % corners.length]![0], y: corners[who % corners.length]![1] };
          const q = who % 3 === 0 ? { x: corners[(who * 7 + eye) % corners.length]![0], y: corners[(who * 7 + eye) % corners.length]![1] } : { x: x2, y: y2 };
          const offered: number[] = [];
          const stopped = walkGrid(grid, p.x, p.y, q.x, q.y, { offer: (u) => (offered.push(u), false) });
          expect(stopped).toBe(false);
          expect(new Set(offered).size, `seed ${seed}: a unit offered twice`).toBe(offered.length);
          const where = `seed ${seed}: (${p.x}, ${p.y}) to (${q.x}, ${q.y})`;
          for (const [u, other] of t.units.entries()) {
            if (other.role !== 'combat') expect(offered, where).not.toContain(u);
            else if (segmentTouchesBox(p, q, other.box)) expect(offered, `${where} touches ${other.ref}`).toContain(u);
          }
          // Stopping at the first unit the visitor wants: the walk hands over nothing after it.
          if (offered.length > 1) {
            const seen: number[] = [];
            expect(walkGrid(grid, p.x, p.y, q.x, q.y, { offer: (u) => (seen.push(u), u === offered[0]) })).toBe(true);
            expect(seen).toEqual([offered[0]]);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it("finds a unit's place on the table whatever order units are asked for in, and none for a unit not on it", () => {
    const t = randomBoard(1863);
    const guest = { ...t.units[0]! };
    const asked = [...t.units, guest];
    fc.assert(
      fc.property(fc.array(fc.nat(asked.length - 1), { minLength: 1, maxLength: 200 }), (picks) => {
        const scene = sceneOf({ ...t });
        for (const k of picks) expect(scene.slotOf(asked[k]!)).toBe(k < t.units.length ? k : -1);
      }),
    );
    // The map-wide questions' order too: one looker, then each unit after it in turn.
    const scene = sceneOf({ ...t });
    for (const [i, a] of t.units.entries()) {
      for (const [j, b] of t.units.entries()) {
        expect(scene.slotOf(a)).toBe(i);
        expect(scene.slotOf(b)).toBe(j);
      }
    }
  });

  it('puts a quick blocked answer into words when it is read or written out', () => {
    const t = randomBoard(1863);
    const blocked = t.units.flatMap((a) => t.units.filter((b) => b !== a).map((b) => ({ a, b, s: lineOfSight(t, a, b, { explain: false }) }))).find((x) => !x.s.visible)!;
    const json = JSON.parse(JSON.stringify(blocked.s)) as Sight;
    expect(json.visible).toBe(false);
    expect(json.blockedBy).toHaveLength(1);
    expect(json.blockedBy[0]!.why.length).toBeGreaterThan(0);
    expect(json.trace[0]!.step).toBe(`blocked by ${json.blockedBy[0]!.kind}`);
    expect(named(lineOfSight(t, blocked.a, blocked.b))).toContain(`${json.blockedBy[0]!.kind} ${json.blockedBy[0]!.feature}`);
  });

  it('a shade names a unit or a wood only where every line leaving the eye that way runs into it (a wood, deeper than sight reaches), and through it past the reach', () => {
    // The exact answer, worked out here on its own: how much of the line p→q lies inside a convex stand.
    const crossed = (p: Point, q: Point, corners: readonly Point[]): number => {
      let t0 = 0;
      let t1 = 1;
      const area = corners.reduce((sum, c, k) => {
        const d = corners[(k + 1) % corners.length]!;
        return sum + c.x * d.y - d.x * c.y;
      }, 0);
      for (let k = 0; k < corners.length; k++) {
        const c = corners[k]!;
        const d = corners[(k + 1) % corners.length]!;
        // Inward normal of the edge c→d, and where the line meets its side.
        const nx = -(d.y - c.y) * Math.sign(area);
        const ny = (d.x - c.x) * Math.sign(area);
        const num = (p.x - c.x) * nx + (p.y - c.y) * ny;
        const den = (q.x - p.x) * nx + (q.y - p.y) * ny;
        if (den === 0) {
          if (num < 0) return 0;
          continue;
        }
        const t = -num / den;
        if (den > 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
      }
      return t1 > t0 ? (t1 - t0) * Math.hypot(q.x - p.x, q.y - p.y) : 0;
    };
    // The same for a feature's ring, not convex, crossed in stretches: how much of p→q lies inside it (even-odd).
    const inside = (p: Point, q: Point, ring: readonly Point[]): number => {
      const ts = [0, 1];
      for (let k = 0; k < ring.length; k++) {
        const c = ring[k]!;
        const d = ring[(k + 1) % ring.length]!;
        const den = (q.x - p.x) * (d.y - c.y) - (q.y - p.y) * (d.x - c.x);
        if (den === 0) continue;
        const t = ((c.x - p.x) * (d.y - c.y) - (c.y - p.y) * (d.x - c.x)) / den;
        const u = ((c.x - p.x) * (q.y - p.y) - (c.y - p.y) * (q.x - p.x)) / den;
        if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
      }
      ts.sort((a, b) => a - b);
      let length = 0;
      for (let k = 1; k < ts.length; k++) {
        const m = (ts[k - 1]! + ts[k]!) / 2;
        const x = p.x + (q.x - p.x) * m;
        const y = p.y + (q.y - p.y) * m;
        let odd = false;
        for (let e = 0; e < ring.length; e++) {
          const a = ring[e]!;
          const b = ring[(e + 1) % ring.length]!;
          if (a.y > y !== b.y > y && x < a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y)) odd = !odd;
        }
        if (odd) length += (ts[k]! - ts[k - 1]!) * Math.hypot(q.x - p.x, q.y - p.y);
      }
      return length;
    };
    let settled = 0;
    let short = 0;
    let woods = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.array(fc.tuple(fc.nat(60), fc.nat(2), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0.05, max: 2 * SHADE_RADIUS_IN, noNaN: true })), { minLength: 50, maxLength: 200 }),
        (seed, lines) => {
          const t = randomBoard(seed);
          const scene = sceneOf({ ...t });
          const steps = scene.shades();
          for (const [who, e, angle, length] of lines) {
            const slot = who % t.units.length;
            const eyes = scene.eyesOf(t.units[slot]!, slot);
            const eye = Math.min(e, eyes.count - 1);
            const p = eyes.points[eye]!;
            // Lines from an eye every way, and to the eyes of the units round it.
            const other = t.units[(who * 7 + e) % t.units.length]!;
            const q = who % 2 === 0 ? { x: p.x + length * Math.cos(angle), y: p.y + length * Math.sin(angle) } : other.front.centre;
            const step = scene.shadeOf(slot, eye, eyes) + 2 * shadeStep(q.x - p.x, q.y - p.y);
            const u = steps[step]!;
            if (u === NO_SHADE) continue;
            const far = { x: p.x + (q.x - p.x) * 1e3, y: p.y + (q.y - p.y) * 1e3 };
            const past = (q.x - p.x) ** 2 + (q.y - p.y) ** 2 > steps[step + 1]! * SHADE_REACH_UNIT;
            if (u >= t.units.length) {
              // A wood: every line that way holds more of it than sight reaches into, once past the reach.
              const wood = t.features[u - t.units.length]!;
              const depth = sightDepthOf(wood.rule);
              const where = `seed ${seed}: ${t.units[slot]!.ref} eye ${eye} to (${q.x}, ${q.y}) names ${wood.id}`;
              expect(wood.closed, where).toBe(true);
              expect(inside(p, far, wood.points), where).toBeGreaterThan(depth + 1e-4);
              if (past) {
                expect(inside(p, q, wood.points), where).toBeGreaterThan(depth + 1e-4);
                woods++;
              } else short++;
              continue;
            }
            const named = t.units[u]!;
            const where = `seed ${seed}: ${t.units[slot]!.ref} eye ${eye} to (${q.x}, ${q.y}) names ${named.ref}`;
            expect(u, where).not.toBe(slot);
            expect(named.role, where).toBe('combat');
            expect(named.skirmishing, where).toBe(false);
            // The whole step is covered: the line meets the unit whatever its length, if long enough.
            expect(Math.max(...named.stands.map((s) => crossed(p, far, s.corners))), where).toBeGreaterThan(1e-5);
            if (past) {
              // Past the reach, the line has crossed the stand whole: more than the exact test's millionth of an inch.
              expect(Math.max(...named.stands.map((s) => crossed(p, q, s.corners))), where).toBeGreaterThan(1e-5);
              settled++;
            } else short++;
          }
        },
      ),
      { numRuns: 30 },
    );
    // The shades did settle lines, by units and by woods, and did leave lines short of their unit to the test.
    expect(settled).toBeGreaterThan(100);
    expect(woods).toBeGreaterThan(20);
    expect(short).toBeGreaterThan(10);
  });

  it('gives two tables asked in turn the answers each gets alone (they take the shades in turn)', () => {
    const boards = [randomBoard(1863), randomBoard(1864)];
    const pairs = (t: PreviewTable): Array<[number, number]> => t.units.flatMap((_, i) => t.units.map((_, j) => [i, j] as [number, number])).filter(([i, j]) => i !== j);
    const alone = boards.map((t) => {
      const fresh = { ...t };
      return pairs(t).map(([i, j]) => lineOfSight(fresh, t.units[i]!, t.units[j]!, { explain: false }).visible);
    });
    const fresh = boards.map((t) => ({ ...t }));
    const inTurn: boolean[][] = [[], []];
    const count = Math.min(alone[0]!.length, alone[1]!.length);
    for (let k = 0; k < count; k++) {
      for (const b of [0, 1]) {
        const [i, j] = pairs(boards[b]!)[k]!;
        inTurn[b]!.push(lineOfSight(fresh[b]!, fresh[b]!.units[i]!, fresh[b]!.units[j]!, { explain: false }).visible);
      }
    }
    expect(inTurn[0]).toEqual(alone[0]!.slice(0, count));
    expect(inTurn[1]).toEqual(alone[1]!.slice(0, count));
    expect(alone[0]!.some((v) => v) && alone[0]!.some((v) => !v)).toBe(true);
  });

  it('the diamond angle runs round the compass as the angle does', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2 * Math.PI, noNaN: true, maxExcluded: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true, maxExcluded: true }), fc.double({ min: 1e-6, max: 1e3, noNaN: true }), (a, b, r) => {
        const da = diamondAngle(r * Math.cos(a), r * Math.sin(a));
        const db = diamondAngle(r * Math.cos(b), r * Math.sin(b));
        expect(da).toBeGreaterThanOrEqual(0);
        expect(da).toBeLessThan(4);
        // In the same order as the angles, where they are apart by more than the rounding.
        if (b - a > 1e-9) expect(db).toBeGreaterThan(da);
        if (a - b > 1e-9) expect(da).toBeGreaterThan(db);
      }),
    );
    expect([diamondAngle(1, 0), diamondAngle(0, 1), diamondAngle(-1, 0), diamondAngle(0, -1)]).toEqual([0, 1, 2, 3]);
  });
});
