import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../core/formats/validate';
import { DOCUMENTS } from '../../../core/model/documents';
import { gridOf, sheetSize } from '../../../core/hex';
import { createHexMap, createHexScenario, NEW_HEX_GRID } from '../../../core/scenario/create';
import type { HexMap } from '../../../core/model/scenario.generated';

describe('a new hex map', () => {
  it('starts on the games’ usual grid: flat tops, odd columns down, XXYY, 5/8-inch hexes', () => {
    const g = gridOf(NEW_HEX_GRID);
    expect([g.orientation, g.oddShifted, g.digits, g.hexSizeIn, g.prefix]).toEqual(['flat-top', 'down', 2, 0.625, '']);
  });

  it('is a valid scenario whose table covers its sheet, and a valid map file', () => {
    const scenario = createHexScenario({ title: 'Crossroads' });
    expect(validateDocument('scenario', scenario)).toEqual([]);
    const sheet = sheetSize(gridOf((scenario.map as HexMap).grid));
    expect(scenario.board!.widthIn).toBeGreaterThanOrEqual(sheet.widthIn);
    expect(scenario.board!.heightIn).toBeGreaterThanOrEqual(sheet.heightIn);
    const file = { $schema: DOCUMENTS.map.schemaUrl, formatVersion: DOCUMENTS.map.formatVersion, title: 'Sheet', map: createHexMap() };
    expect(validateDocument('map', file)).toEqual([]);
  });
});
