import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../../core/formats/index';

/** A small Blue & Grey–style scenario: counters on each side, some on the map, one reinforcement. */
function hexScenario(edit: (doc: any) => void = () => {}) {
  const doc: any = {
    $schema: 'https://muster.app/schemas/scenario.schema.json',
    formatVersion: 4,
    title: 'A hex skirmish',
    ruleset: 'bluegrey',
    scale: 'counters',
    board: { widthIn: 10, heightIn: 8 },
    map: {
      kind: 'hex',
      grid: { columns: 12, rows: 10, orientation: 'flat-top' },
      hexes: [],
      units: [
        { side: 'union', unit: 'u-1-1', hex: '0405' },
        { side: 'confederate', unit: 'c-hardee', hex: '0909' },
      ],
    },
    sides: [
      {
        id: 'union',
        name: 'Union',
        rulesSide: 'union',
        forces: {
          counters: [
            { id: 'u-grant', name: 'Grant', type: 'leader', stars: 4 },
            { id: 'u-1-1', name: '1/1', type: 'infantry', size: 'brigade', strength: 6, commander: 'u-grant' },
            { id: 'u-wallace', name: 'Wallace', type: 'infantry', size: 'division', strength: 9 },
          ],
        },
        entries: [{ id: 'r1', units: ['u-wallace'], arrival: { kind: 'turn', turn: 3 }, hexes: ['0901'] }],
      },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', forces: { counters: [{ id: 'c-hardee', name: 'Hardee', type: 'infantry', strength: 8 }] } },
    ],
    length: { turns: 10 },
    victory: { conditions: [] },
  };
  edit(doc);
  const result = loadDocument('skirmish.scenario.json', JSON.stringify(doc));
  return result.ok ? [] : result.errors.map((e) => ({ pointer: e.pointer, message: e.message }));
}

describe("a hex game's counters", () => {
  it('a scenario whose counters, map and reinforcements agree loads', () => {
    expect(hexScenario()).toEqual([]);
  });

  it('names a counter id used twice, and what names a counter the side does not have', () => {
    expect(
      hexScenario((doc) => {
        doc.sides[0].forces.counters.push({ id: 'u-1-1', name: '1/1 again', type: 'infantry' });
        doc.sides[0].forces.counters[1].commander = 'u-sherman';
        doc.sides[0].entries[0].units = ['u-mcclernand'];
        doc.map.units[1].unit = 'c-polk';
      }),
    ).toEqual([
      { pointer: '/sides/0/forces/counters/3/id', message: "the counter id 'u-1-1' is used twice in Union (first at counters/1)" },
      { pointer: '/sides/0/forces/counters/1/commander', message: "the commander 'u-sherman' is not a counter of Union" },
      { pointer: '/sides/0/entries/0/units/0', message: "the reinforcement 'u-mcclernand' is not a counter of Union" },
      { pointer: '/map/units/1/unit', message: "the counter on the map 'c-polk' is not a counter of Confederate" },
    ]);
  });

  it('reads entry hexes, alternatives and conditions', () => {
    expect(
      hexScenario((doc) => {
        doc.sides[0].entries.push({ id: 'r1-alt', units: ['u-1-1'], arrival: { kind: 'turn', turn: 4 }, hexes: ['0101', '0102'], alternativeTo: 'r1', condition: 'if the Union player chooses' });
      }),
    ).toEqual([]);
    expect(hexScenario((doc) => (doc.sides[0].entries[0].hexes = ['41']))[0]?.pointer).toBe('/sides/0/entries/0/hexes/0');
  });
});
