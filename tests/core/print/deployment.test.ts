import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploymentSheet } from '../../../core/print/sheets/scenarioSheets';
import { DEFAULT_PRINT_SETTINGS } from '../../../core/print/sheet';
import { scenarioRenderInput } from '../../../core/map/scenarioMap';
import type { OrderOfBattle } from '../../../core/model/oob';
import type { MusterScenario } from '../../../core/model/scenario.generated';

const read = (name: string): unknown => JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios', name), 'utf8'));
const militia = read('taint-no-militia.scenario.json') as MusterScenario;
const armies = {
  union: (read('taint-no-militia.army-union.json') as { orderOfBattle: OrderOfBattle }).orderOfBattle,
  confederate: (read('taint-no-militia.army-confederate.json') as { orderOfBattle: OrderOfBattle }).orderOfBattle,
};
/** The sheet's words, tags dropped. */
const words = (html: string): string => html.replace(/<style>.*?<\/style>/gs, '').replace(/<svg.*?<\/svg>/gs, '').replace(/<[^>]+>/g, ' ').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, ' ');

describe('the deployment sheet', () => {
  it('lists every unit placed on the table, by where it stands, even with no written set-up', () => {
    const map = militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>;
    // No set-up instruction, no entries, and the 76th New York moved out of the set-up area, 3" south and 2" east of point 02 (36", 18").
    const units = map.units!.map((u) => (u.unit === 'usa-76-ny' ? { ...u, at: { x: 38, y: 21 } } : u));
    const bare = { ...militia, sides: militia.sides.map((s) => ({ ...s, setup: [], entries: [] })), map: { ...map, units } } as MusterScenario;
    const html = deploymentSheet(bare, armies, scenarioRenderInput(bare, armies), ['union'], DEFAULT_PRINT_SETTINGS).html;
    const text = words(html);
    expect(text).not.toContain('Nothing sets up on the table at the start');
    expect(text).toContain("McPherson's Ridge: 147th New York (battle line)");
    expect(text).toContain('Point 02, 3" south and 2" east: 76th New York (battle line)');
    expect(text).toMatch(/John Reynolds[,.]/);
    expect(text).not.toMatch(/John Reynolds \(/);
    expect(text).toContain('No reinforcements.');
    // Nothing of the other side's.
    expect(text).not.toContain('Herr Ridge and the ground east of it:');
  });

  it('says nothing sets up only when nothing does', () => {
    const map = militia.map as Extract<MusterScenario['map'], { kind: 'tabletop' }>;
    const empty = { ...militia, sides: militia.sides.map((s) => ({ ...s, setup: [] })), map: { ...map, units: [] } } as MusterScenario;
    expect(words(deploymentSheet(empty, armies, scenarioRenderInput(empty, armies), ['union'], DEFAULT_PRINT_SETTINGS).html)).toContain('Nothing sets up on the table at the start.');
  });
});

describe('the briefing', () => {
  it('says plainly what the designer has not set yet, and shows no empty table', async () => {
    const { briefingSheet } = await import('../../../core/print/sheets/scenarioSheets');
    const { createScenario } = await import('../../../core/scenario');
    const fresh = createScenario({ title: "McPherson's Ridge, 1 July 1863", scale: '15mm', squaresWide: 4, squaresDeep: 3 });
    const html = briefingSheet({ ...fresh, weather: undefined, initiative: undefined, situation: undefined } as MusterScenario, {}, DEFAULT_PRINT_SETTINGS).html;
    const text = words(html);
    expect(text).not.toMatch(/Not set/);
    expect(text).toContain('The designer has not set the weather yet');
    expect(text).toContain('summer, dry weather');
    expect(text).toContain('The designer has not said yet who has the initiative');
    expect(text).toContain('The designer has not set the victory conditions yet');
    expect(text).toContain('The designer has not written the situation yet');
    expect(html).not.toMatch(/<th class="name">Condition<\/th>/);
    // The example says what it says.
    const example = words(briefingSheet(militia, armies, DEFAULT_PRINT_SETTINGS).html);
    expect(example).not.toContain('The designer has not');
  });
});
