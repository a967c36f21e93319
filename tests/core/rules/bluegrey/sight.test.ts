import { describe, expect, it } from 'vitest';
import { type Point, allHexes, fromAxial, gridOf, hexCentre, hexCorners, hexId, sameHex, toAxial } from '../../../../core/hex';
import { SIGHT_RULES, lineOfSight } from '../../../../core/rules/bluegrey/engine/sight';
import { BG_HEXSIDE_TERRAIN } from '../../../../core/rules/bluegrey/terrain';
import { citedLine } from '../../../support/seeds';
import { GRID, across, hexMap } from './helpers';

describe('line of sight against the book (9.3)', () => {
  it('cites the cases it applies', () => {
    expect(citedLine(SIGHT_RULES.alongHexside.source)).toContain('blocked only if both hexes adjacent to that hex side are blocking Terrain');
    expect(citedLine(SIGHT_RULES.woodsAndTown.source)).toMatch(/forest\/woods .* town\/urban Terrain are blocking hexes if on the same or a higher Elevation as either/);
    expect(citedLine(SIGHT_RULES.higherGround.source)).toMatch(/non-Elevated hex to another non-Elevated hex is blocked if there is an Elevated hex between/);
    expect(citedLine(SIGHT_RULES.ends.source)).toContain('A ridge hex side blocks Line of Sight only if it is adjacent to neither');
    expect(citedLine(BG_HEXSIDE_TERRAIN.ridge.notesSource!)).toContain('Blocks Line of Sight');
  });

  it('woods or town between two level-1 hexes block; a unit’s own woods never do (9.33, 9.36)', () => {
    expect(lineOfSight(hexMap({ hexes: [{ hex: '0404', terrain: 'heavy-woods' }] }), '0402', '0406').clear).toBe(false);
    expect(lineOfSight(hexMap({ hexes: [{ hex: '0404', terrain: 'village' }] }), '0402', '0406').blockedBy).toEqual(['0404']);
    expect(lineOfSight(hexMap({ hexes: [{ hex: '0402', terrain: 'heavy-woods' }, { hex: '0406', terrain: 'heavy-woods' }] }), '0402', '0406').clear).toBe(true);
  });

  it('woods below both ends are seen over; woods level with one end block (9.33–9.34)', () => {
    const hills = [
      { hex: '0402', terrain: 'open', elevation: 1 },
      { hex: '0406', terrain: 'open', elevation: 1 },
    ];
    expect(lineOfSight(hexMap({ hexes: [...hills, { hex: '0404', terrain: 'heavy-woods' }] }), '0402', '0406').clear).toBe(true);
    expect(lineOfSight(hexMap({ hexes: [hills[0]!, { hex: '0404', terrain: 'heavy-woods' }] }), '0402', '0406').clear).toBe(false);
  });

  it('rough is higher ground: it blocks between two level-1 hexes, not between level-2 hexes (9.33, 9.35)', () => {
    const rough = { hex: '0404', terrain: 'rough' };
    expect(lineOfSight(hexMap({ hexes: [rough] }), '0402', '0406').clear).toBe(false);
    const high = [
      { hex: '0402', terrain: 'open', elevation: 1 },
      { hex: '0406', terrain: 'open', elevation: 1 },
    ];
    expect(lineOfSight(hexMap({ hexes: [...high, rough] }), '0402', '0406').clear).toBe(true);
    // Clear level 3 between level-2 ends blocks (9.35).
    expect(lineOfSight(hexMap({ hexes: [...high, { hex: '0404', terrain: 'open', elevation: 2 }] }), '0402', '0406').clear).toBe(false);
    // A level-2 hill between a level-1 and a level-2 end does not: it is not higher than both (decision BG-L2).
    expect(lineOfSight(hexMap({ hexes: [high[0]!, { hex: '0404', terrain: 'open', elevation: 1 }] }), '0402', '0406').clear).toBe(true);
  });

  it('a line along a hexside is blocked only when both hexes beside it block (9.32)', () => {
    // Two columns east and half a row north: the line runs along the side between the two hexes of the middle column.
    const grid = gridOf(GRID);
    const start = toAxial(grid, { col: 2, row: 4 });
    const from = '0204';
    const to = hexId(grid, fromAxial(grid, { q: start.q + 2, r: start.r - 1 }));
    const line = lineOfSight(hexMap(), from, to);
    const [p, q] = line.between.map((h) => h.hex);
    expect(line.between).toHaveLength(2);
    expect(line.between[0]!.pairedWith).toBe(q);
    expect(lineOfSight(hexMap({ hexes: [{ hex: p!, terrain: 'heavy-woods' }] }), from, to).clear).toBe(true);
    expect(lineOfSight(hexMap({ hexes: [{ hex: p!, terrain: 'heavy-woods' }, { hex: q!, terrain: 'village' }] }), from, to).clear).toBe(false);
  });

  it('every hex the line enters is between the ends (the line is geometry, not a sampled path)', () => {
    // 0101 to 0212 drifts east across the zig-zag between columns 1 and 2, into 0107 and 0206 as well:
    // a path sampled once per hex of range (11 hexes) would miss one of them.
    const line = lineOfSight(hexMap(), '0101', '0212');
    expect(line.between.map((h) => h.hex).sort()).toEqual(['0102', '0103', '0104', '0105', '0106', '0107', '0206', '0207', '0208', '0209', '0210', '0211']);
    expect(line.between.every((h) => h.pairedWith === undefined)).toBe(true);
    expect(lineOfSight(hexMap({ hexes: [{ hex: '0107', terrain: 'heavy-woods' }] }), '0101', '0212').clear).toBe(false);
  });

  it('a ridge hexside blocks unless it is a side of either end’s hex (9.36)', () => {
    const ridge = (hex: string) => hexMap({ hexsides: [{ hex, direction: 'N', kind: 'ridge' }] });
    expect(lineOfSight(ridge('0404'), '0402', '0406').clear).toBe(false);
    expect(lineOfSight(ridge('0403'), '0402', '0406').clear).toBe(true);
    expect(lineOfSight(ridge('0406'), '0402', '0406').clear).toBe(true);
  });

  it('units never block; off-map ids are refused', () => {
    expect(lineOfSight(hexMap({ units: [{ side: 'union', unit: 'x', hex: '0404' }] }), '0402', '0406').clear).toBe(true);
    expect(lineOfSight(hexMap(), '0402', '9999').clear).toBe(false);
    expect(across('0404', 'S')).toBe('0405');
  });
});

/** Whether a point is strictly inside a convex polygon (clockwise or not), at least `eps` from every edge. */
function strictlyInside(p: Point, poly: readonly Point[], eps: number): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const cross = ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len;
    if (Math.abs(cross) < eps) return false;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

describe('the hexes a line passes are the hexes it crosses, by geometry', () => {
  it('every line between sampled hexes of a 12 × 14 map matches a brute-force walk along the segment', () => {
    const grid = gridOf(GRID);
    const map = hexMap();
    const hexes = [...allHexes(grid)];
    let checked = 0;
    let pairs = 0;
    for (let i = 0; i < hexes.length; i += 17) {
      for (let j = 3; j < hexes.length; j += 11) {
        const a = hexes[i]!;
        const b = hexes[j]!;
        if (sameHex(a, b)) continue;
        const pa = hexCentre(grid, a);
        const pb = hexCentre(grid, b);
        const inside = new Set<string>();
        const box = { x0: Math.min(pa.x, pb.x) - 0.7, x1: Math.max(pa.x, pb.x) + 0.7, y0: Math.min(pa.y, pb.y) - 0.7, y1: Math.max(pa.y, pb.y) + 0.7 };
        for (const h of hexes) {
          if (sameHex(h, a) || sameHex(h, b)) continue;
          const c = hexCentre(grid, h);
          if (c.x < box.x0 || c.x > box.x1 || c.y < box.y0 || c.y > box.y1) continue;
          const poly = hexCorners(grid, h);
          for (let k = 1; k < 400; k++) {
            const t = k / 400;
            if (strictlyInside({ x: pa.x + (pb.x - pa.x) * t, y: pa.y + (pb.y - pa.y) * t }, poly, 1e-9)) {
              inside.add(hexId(grid, h));
              break;
            }
          }
        }
        const line = lineOfSight(map, hexId(grid, a), hexId(grid, b));
        const single = line.between.filter((h) => h.pairedWith === undefined).map((h) => h.hex);
        pairs += line.between.length - single.length;
        expect(single.sort(), `${hexId(grid, a)}→${hexId(grid, b)}`).toEqual([...inside].sort());
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(120);
    expect(pairs).toBeGreaterThan(0);
  });
});
