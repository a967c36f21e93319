import { describe, expect, it } from 'vitest';
import { featureConditions, featureTerrain } from '../../../core/map/conditions';
import { TERRAIN_STYLES, terrainStyleOf } from '../../../core/map/terrainStyles';
import { ADF_BOOK } from '../../../core/rules/trace';
import type { TerrainFeature } from '../../../core/model/scenario.generated';
import { seedLines } from '../../support/seeds';

const run: TerrainFeature = { id: 'run', kind: 'creek', label: 'Marsh Creek', shape: 'polyline', points: [{ x: 0, y: 0 }, { x: 10, y: 0 }] };
const dry = { season: 'summer', weather: 'dry' } as const;

describe("a feature's own season and weather", () => {
  it('keeps the scenario\'s conditions where the feature sets none', () => {
    expect(featureConditions(run, dry)).toEqual(dry);
    expect(featureConditions({ ...run, weather: 'wet' }, dry)).toEqual({ season: 'summer', weather: 'wet' });
    expect(featureConditions({ ...run, season: 'winter' }, { season: 'spring', weather: 'wet' })).toEqual({ season: 'winter', weather: 'wet' });
  });

  it('a creek swollen by its own wet weather is moved through as rough on a dry day, as the chart says (B:2163)', () => {
    // The chart's creek row: dry weather broken terrain, wet weather rough terrain.
    const line = seedLines(ADF_BOOK)[2163 - 1]!;
    expect(line).toMatch(/Creeks or Runs.*Dry weather: broken terrain.*Wet weather: rough terrain/);
    const plain = featureTerrain(run, { }, dry);
    expect([plain.movesAs, plain.why, plain.summary]).toEqual(['broken', 'as charted', 'Moved through as broken ground.']);
    const swollen = featureTerrain({ ...run, weather: 'wet' }, {}, dry);
    expect([swollen.movesAs, swollen.why, swollen.summary]).toEqual(['rough', 'wet weather', 'Moved through as rough ground (wet weather).']);
    // The trace names the override before the chart's row, and cites the row's line.
    expect(swollen.trace.map((t) => t.step)).toEqual(['feature weather', 'terrain']);
    expect(swollen.trace[0]!.detail).toBe("Marsh Creek plays in wet weather, not the scenario's dry weather.");
    expect(swollen.trace[1]!.source).toBe(`${ADF_BOOK}:2163`);
  });

  it("a map's own kind plays as its row, and the override still applies to it", () => {
    const map = { terrainKinds: [{ id: 'custom-willoughby-run', label: 'Willoughby Run', playsAs: 'creek' as const, looksLike: 'creek' as const }] };
    const f = featureTerrain({ ...run, kind: 'custom-willoughby-run', weather: 'wet' }, map, dry);
    expect([f.row, f.movesAs]).toEqual(['creek', 'rough']);
    // `other` has no row: the summary says its label and notes govern.
    expect(featureTerrain({ ...run, kind: 'other' }, {}, dry).summary).toMatch(/No rules row/);
  });
});

describe("how a map's own terrain kind is drawn", () => {
  const map = {
    terrainKinds: [
      { id: 'custom-willoughby-run', label: 'Willoughby Run (broken)', playsAs: 'broken' as const, looksLike: 'creek' as const },
      { id: 'custom-cornfield', label: 'Cornfield', playsAs: 'broken' as const },
    ],
  };
  it('in the style of the kind it looks like, else of the kind it plays as, else as other', () => {
    expect(terrainStyleOf('custom-willoughby-run', map)).toBe(TERRAIN_STYLES.creek);
    expect(terrainStyleOf('custom-cornfield', map)).toBe(TERRAIN_STYLES.broken);
    expect(terrainStyleOf('custom-unknown', map)).toBe(TERRAIN_STYLES.other);
    expect(terrainStyleOf('heavy-woods', map)).toBe(TERRAIN_STYLES['heavy-woods']);
  });
});
