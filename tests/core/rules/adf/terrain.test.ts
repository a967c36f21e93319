import { describe, expect, it } from 'vitest';
import { citedLine } from '../../../support/seeds';
import {
  BEHIND_SKIRMISHERS,
  ENFILADE,
  FIRING_FROM_FARMS,
  MORALE_COVER,
  NO_ENFILADE,
  TERRAIN_EFFECTS,
  TERRAIN_KINDS,
  enfiladeEffect,
  givesMoraleCover,
  lineOfSight,
  terrainMovesAs,
} from '../../../../core/rules/adf/terrain';

const lineOf = citedLine;
const fmt = (n: number): string => (n > 0 ? `+${n}` : String(n));

describe('terrain data cites the book', () => {
  it('every terrain kind cites a non-empty line', () => {
    for (const kind of TERRAIN_KINDS) expect(lineOf(TERRAIN_EFFECTS[kind].source).trim(), kind).not.toBe('');
  });
  it('target DRMs sit on their cited lines as "art/other" (B:2657–2664)', () => {
    for (const kind of TERRAIN_KINDS) {
      const drm = TERRAIN_EFFECTS[kind].targetDrm;
      if (drm) expect(lineOf(drm.source), kind).toContain(`${drm.artillery}/${drm.other} DRM`);
    }
  });
  it('enfilade DRMs and MMPs sit on their cited lines (B:904–912, B:2677–2683)', () => {
    for (const zones of Object.values(ENFILADE)) {
      for (const effect of Object.values(zones)) {
        if (effect?.drm) expect(lineOf(effect.drm.source)).toContain(`${fmt(effect.drm.artillery)}/${fmt(effect.drm.other)}`);
        if (effect?.mmp) expect(lineOf(effect.mmp.source)).toContain(`${fmt(effect.mmp.artillery)}/${fmt(effect.mmp.other)}`);
      }
    }
  });
  it('the other terrain lines say what the data says', () => {
    expect(lineOf(TERRAIN_EFFECTS['light-woods'].source)).toContain('LOS restricted to ½ inch');
    expect(lineOf(TERRAIN_EFFECTS.brush.source)).toContain('LOS restricted to 3 inches');
    expect(lineOf(FIRING_FROM_FARMS.source)).toContain('½FP');
    expect(lineOf(MORALE_COVER.source)).toContain('-1 MMP');
    expect(lineOf(BEHIND_SKIRMISHERS.source)).toContain('-3/-2');
    expect(lineOf(NO_ENFILADE.source)).toContain('long range');
  });
});

describe('movement by season and weather (B:2154–2168)', () => {
  it('roads move as trails and trails as broken in wet weather', () => {
    expect(terrainMovesAs('road').movesAs).toBe('road');
    expect(terrainMovesAs('road', { season: 'spring', weather: 'wet' }).movesAs).toBe('trail');
    expect(terrainMovesAs('trail', { season: 'fall', weather: 'wet' }).movesAs).toBe('broken');
  });
  it('ponds are rough when dry and impassable when wet; creeks broken then rough', () => {
    expect(terrainMovesAs('pond').movesAs).toBe('rough');
    expect(terrainMovesAs('pond', { season: 'summer', weather: 'wet' }).movesAs).toBe('impassable');
    expect(terrainMovesAs('creek', { season: 'summer', weather: 'wet' }).movesAs).toBe('rough');
    expect(TERRAIN_EFFECTS.creek.disorder).toBe('after-crossing');
  });
  it('brush is broken from spring to fall and open in winter; plowed fields broken when wet', () => {
    expect(terrainMovesAs('brush', { season: 'summer', weather: 'dry' }).movesAs).toBe('broken');
    expect(terrainMovesAs('brush', { season: 'winter', weather: 'dry' }).movesAs).toBe('open');
    expect(terrainMovesAs('plowed-field', { season: 'spring', weather: 'wet' }).movesAs).toBe('broken');
  });
  it('slopes slow only the climb', () => {
    expect(terrainMovesAs('gentle-slope', { season: 'summer', weather: 'dry', uphill: true }).movesAs).toBe('broken');
    expect(terrainMovesAs('gentle-slope', { season: 'summer', weather: 'dry', uphill: false }).movesAs).toBe('open');
    expect(TERRAIN_EFFECTS['steep-slope'].disorder).toBe('moving-up-or-down');
  });
});

describe('line of sight by season (B:2157–2167)', () => {
  it('light woods ½" in leaf, 1" in winter; orchards 1" and 2"; brush 3" then clear', () => {
    expect(lineOfSight('light-woods', 'summer')).toEqual({ kind: 'restricted', inches: 0.5 });
    expect(lineOfSight('light-woods', 'winter')).toEqual({ kind: 'restricted', inches: 1 });
    expect(lineOfSight('orchard', 'spring')).toEqual({ kind: 'restricted', inches: 1 });
    expect(lineOfSight('orchard', 'winter')).toEqual({ kind: 'restricted', inches: 2 });
    expect(lineOfSight('brush', 'fall')).toEqual({ kind: 'restricted', inches: 3 });
    expect(lineOfSight('brush', 'winter')).toEqual({ kind: 'clear' });
  });
  it('farm buildings block, heavy woods block except from the edge, steep slopes block 2" behind the crest', () => {
    expect(lineOfSight('farm-buildings', 'summer').kind).toBe('blocked');
    expect(lineOfSight('heavy-woods', 'winter').kind).toBe('blocked-see-out-from-edge');
    expect(lineOfSight('steep-slope', 'summer')).toEqual({ kind: 'blocked-behind-crest', inches: 2 });
  });
});

describe('cover and enfilade', () => {
  it('fences and walls give morale cover against infantry fire but not artillery (B:898)', () => {
    expect(givesMoraleCover('stone-wall', 'other')).toBe(true);
    expect(givesMoraleCover('stone-wall', 'artillery')).toBe(false);
    expect(givesMoraleCover('heavy-woods', 'artillery')).toBe(true);
    expect(givesMoraleCover('open', 'other')).toBe(false);
  });
  it('TC-44: on a battle line, infantry full-flank fire +2 DRM/+2 MMP; artillery +3/+3; artillery from the rear no DRM, +4 MMP', () => {
    expect(enfiladeEffect('lines', 'full-flank', 'other')).toMatchObject({ drm: 2, mmp: 2 });
    expect(enfiladeEffect('lines', 'full-flank', 'artillery')).toMatchObject({ drm: 3, mmp: 3 });
    expect(enfiladeEffect('lines', 'rear', 'artillery')).toMatchObject({ drm: 0, mmp: 4 });
  });
  it('columns fired on from the rear: +3/+2 DRM and +4/+3 MMP (B:1546, B:909)', () => {
    expect(enfiladeEffect('columns-and-limbered-artillery', 'rear', 'other')).toMatchObject({ drm: 2, mmp: 3 });
  });
  it('rear-partial MMP is +2/+1 by B:1533, +3 under the example reading (B:1524)', () => {
    expect(enfiladeEffect('lines', 'rear-partial-flank', 'other').mmp).toBe(1);
    expect(enfiladeEffect('lines', 'rear-partial-flank', 'other', {}, { rearPartialMmp: 'example' }).mmp).toBe(3);
  });
  it('no enfilade at long range, by skirmishers, or against disorder (B:2693, B:2695)', () => {
    expect(enfiladeEffect('lines', 'full-flank', 'other', { longRange: true }).drm).toBe(0);
    expect(enfiladeEffect('lines', 'full-flank', 'artillery', { targetDisordered: true }).mmp).toBe(0);
  });
});
