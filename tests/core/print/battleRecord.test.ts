/**
 * A scenario or army built from a battle's public record cites it on its sheets: the briefing under the
 * title, each roster side under its table; a scenario of no battle cites none.
 */
import { describe, expect, it } from 'vitest';
import { briefingSheet, DEFAULT_PRINT_SETTINGS, rosterSheet } from '../../../core/print';
import { recordUnit, scenarioFromBattle } from '../../../core/records';
import type { OrderOfBattle } from '../../../core/oob';
import { shippedRecords } from '../../../cli/records';
import { createScenario } from '../../../core/scenario/create';

const records = shippedRecords();
const scenario = scenarioFromBattle(records, records.battle('VA026')!);

describe('sheets of a scenario from a battle', () => {
  it('the briefing cites the record and states its facts', () => {
    const html = briefingSheet(scenario, {}, DEFAULT_PRINT_SETTINGS).html;
    expect(html).toContain('data-record="VA026"');
    expect(html).toContain('From the public record: CWSAC battle VA026, Manassas, Second (National Park Service battle records, via acw_battle_data, CC-BY-4.0).');
    // The record's facts told in sentences (issue 43): the losses and the result.
    expect(html).toContain('The Union lost 13,830. The Confederates lost 8,350. Confederate victory.');
  });

  it('the roster cites it for each side built from the battle', () => {
    const oob = scenario.sides[1]!.forces.orderOfBattle as unknown as OrderOfBattle;
    const unit = recordUnit(records.unit('CAL0014RI')!, 'al14')!;
    const html = rosterSheet([{ name: 'Confederate', oob: { ...oob, children: [unit] } }], DEFAULT_PRINT_SETTINGS).html;
    expect(html).toContain('Built from the public record: CWSAC battle VA026, Manassas, Second');
    expect(html).toContain('14th Alabama');
  });

  it('a scenario of no battle cites none', () => {
    expect(briefingSheet(createScenario(), {}, DEFAULT_PRINT_SETTINGS).html).not.toContain('public record');
  });
});
