/**
 * Victory conditions read against the table as set up, on the bundled Tan Yard Hill with its example
 * forces: as bundled, nothing is decided before a die is rolled (a Confederate regiment holds the hill,
 * B:2280); take it off the hill and the Union's "clear the hill" condition is already met; conditions
 * that can never be met (an objective the map lacks, more regiments than the side has, more stands than
 * the enemy fields) are named too. The same checks `muster check` and the app's Problems list show.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioRenderInput } from '../../../core/map/index';
import { previewTable, scenarioChecks } from '../../../core/preview/adf/index';
import type { MusterScenario, TabletopMap, VictoryCondition } from '../../../core/model/scenario.generated';

const tanYard = (): MusterScenario => JSON.parse(readFileSync(join(__dirname, '../../../scenarios/tan-yard-hill.scenario.json'), 'utf8')) as MusterScenario;
const victoryProblems = (s: MusterScenario) =>
  scenarioChecks(previewTable({ ...scenarioRenderInput(s)!, conditions: { season: 'fall', weather: 'dry' } }), s).filter((p) => p.rule.startsWith('victory.'));

describe('victory conditions at set-up', () => {
  it('Tan Yard Hill as bundled: a Confederate regiment on the hill, nothing decided yet', () => {
    expect(victoryProblems(tanYard())).toEqual([]);
  });

  it('with nobody on the hill, the Union\u2019s condition is already met, and the check says whose and why', () => {
    const s = tanYard();
    const map = s.map as TabletopMap;
    map.units = map.units!.filter((p) => p.unit !== 'csa-1-nc-cav');
    const found = victoryProblems(s);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'victory.met-at-setup', severity: 'warning', feature: 'clear-hill' });
    expect(found[0]!.message).toMatch(/^Union's victory condition "Union wins if after five turns .*" is already met at set-up: no Confederate units stand in .*Tan Yard Hill.*\. Unless Confederate units move in, Union wins\.$/);
  });

  it('names the conditions that can never be met', () => {
    const s = tanYard();
    const extra: VictoryCondition[] = [
      { id: 'nowhere', kind: 'hold-area', side: 'confederate', objectives: ['robinsons-tavern'], text: 'Hold the tavern.' },
      { id: 'too-many', kind: 'units-beyond', side: 'union', count: 12, objectives: ['tan-yard-hill'], text: '' },
      { id: 'too-deep', kind: 'forced-retirement', side: 'union', count: 40, text: '' },
    ];
    s.victory.conditions.push(...extra);
    const found = victoryProblems(s).map((p) => [p.rule, p.feature, p.message]);
    expect(found).toEqual([
      ['victory.unmeetable', 'nowhere', expect.stringMatching(/"Hold the tavern\." names 1 objective the map does not have \(robinsons-tavern\): it can never be met\./)],
      // The Union's example brigade has five regiments (the battery is not one).
      ['victory.unmeetable', 'too-many', expect.stringMatching(/needs 12 regiments in .*, but the side has only 5: it can never be met\./)],
      ['victory.unmeetable', 'too-deep', expect.stringMatching(/needs the Confederate to lose 40 stands, but they field only 11: it can never be met\./)],
    ]);
  });
});
