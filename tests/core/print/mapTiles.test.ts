import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapTilesSheet } from '../../../core/print/sheets/mapTiles';
import { DEFAULT_PRINT_SETTINGS } from '../../../core/print/sheet';
import { scenarioRenderInput } from '../../../core/map/scenarioMap';
import type { MusterScenario } from '../../../core/model/scenario.generated';

const militia = JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;

describe('the map at 1:1', () => {
  it('fills the open ground by default, and leaves it white when asked to save ink, the features keeping their colours', () => {
    const input = scenarioRenderInput(militia, {})!;
    const table = (html: string) => /<rect id="table"[^>]*fill="([^"]+)"/.exec(html)?.[1];
    const inked = mapTilesSheet(input, DEFAULT_PRINT_SETTINGS, { title: 'Militia' }).html;
    const spared = mapTilesSheet(input, { ...DEFAULT_PRINT_SETTINGS, saveInk: true }, { title: 'Militia' }).html;
    expect(table(inked)).toBe('#f3f1e3');
    expect(table(spared)).toBe('#ffffff');
    // Only the table's ground changed.
    expect(spared.replace(/<rect id="table"[^>]*>/, '')).toBe(inked.replace(/<rect id="table"[^>]*>/, ''));
  });
});
