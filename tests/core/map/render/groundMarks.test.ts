import { describe, expect, it } from 'vitest';
import { renderMapSvg, scenarioRenderInput } from '../../../../core/map';
import { scaleBarYards } from '../../../../core/map/render/groundMarks';
import { createScenario } from '../../../../core/scenario/create';

describe('scale bar and north arrow of a table placed on the Earth', () => {
  it('a 72" table at 90 yards an inch gets a 1,000-yard bar (a sixth of it is 1,080 yards), 11.1" long', () => {
    expect(scaleBarYards({ widthIn: 72 }, 90)).toBe(1000);
    expect(scaleBarYards({ widthIn: 36 }, 90)).toBe(500);
    const scenario = { ...createScenario({ squaresWide: 4, squaresDeep: 3 }), georeference: { centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 90, rotationDeg: 90 } };
    const svg = renderMapSvg(scenarioRenderInput(scenario)!);
    expect(svg).toContain('data-yards="1000"');
    expect(svg).toContain('1 inch = 90 yards');
    // The two halves of the bar: 1000 / 90 = 11.111", 5.556" each.
    expect(svg).toContain('width="5.556"');
    expect(svg).toMatch(/id="north-arrow" transform="translate\([\d.]+ [\d.]+\) rotate\(90\)"/);
  });

  it('a table with no georeference has neither', () => {
    expect(renderMapSvg(scenarioRenderInput(createScenario())!)).not.toContain('ground-marks');
  });
});
