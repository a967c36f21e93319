/**
 * Where a new formation belongs (core/oob/nesting.ts) on the bundled I Corps (corps ▸ division ▸ two
 * brigades): the places "+ Formation" offers for each level, the place nearest the selection, and the add
 * command's refusal of a brigade inside a brigade, with where it belongs, as `muster points` would warn.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArmyFile } from '../../../core/army';
import { History } from '../../../core/history';
import { musterReport } from '../../../core/muster';
import { formationPlaces, nearestFormationPlace, type OrderOfBattle } from '../../../core/oob';
import * as cmd from '../../../core/oob/commands';

const army = (): ArmyFile => JSON.parse(readFileSync(join(__dirname, '../../../scenarios/taint-no-militia.army-union.json'), 'utf8')) as ArmyFile;
const P = cmd.ARMY_OOB_PATH;
const ids = (oob: OrderOfBattle, level: Parameters<typeof formationPlaces>[1]) => formationPlaces(oob, level).map((p) => p.id);

describe('where a new formation belongs', () => {
  it('a brigade may go at the top, in the corps or in the division, never in a brigade; a division only at the top or in the corps; a corps only at the top', () => {
    const oob = army().orderOfBattle;
    expect(ids(oob, 'brigade')).toEqual([null, 'usa-i-corps', 'usa-1st-division']);
    expect(ids(oob, 'artillery')).toEqual([null, 'usa-i-corps', 'usa-1st-division']);
    expect(ids(oob, 'division')).toEqual([null, 'usa-i-corps']);
    expect(ids(oob, 'corps')).toEqual([null]);
    expect(formationPlaces(oob, 'brigade').map((p) => p.depth)).toEqual([0, 1, 2]);
  });

  it('the place nearest the selection: a brigade selected puts a new brigade in its division, a regiment selected in its brigade\'s division; nothing selected, the top', () => {
    const oob = army().orderOfBattle;
    const regiment = (oob.children[0] as { children: Array<{ children: Array<{ children: Array<{ id: string }> }> }> }).children[0]!.children[0]!.children[0]!.id;
    expect(nearestFormationPlace(oob, 'brigade', 'usa-iron-brigade')).toBe('usa-1st-division');
    expect(nearestFormationPlace(oob, 'brigade', regiment)).toBe('usa-1st-division');
    expect(nearestFormationPlace(oob, 'division', 'usa-iron-brigade')).toBe('usa-i-corps');
    expect(nearestFormationPlace(oob, 'corps', 'usa-iron-brigade')).toBeNull();
    expect(nearestFormationPlace(oob, 'brigade', 'usa-1st-division')).toBe('usa-1st-division');
    expect(nearestFormationPlace(oob, 'brigade', null)).toBeNull();
  });

  it('the add command refuses a brigade inside a brigade, saying where it belongs; at the top or in the division it is added', () => {
    const history = new History<ArmyFile>(army());
    expect(() => history.execute(cmd.addNewFormation(P, 'usa-iron-brigade', 'brigade', 'New brigade'))).toThrow(
      "A brigade does not belong inside 1st Brigade (The Iron Brigade) (a brigade): its units would be counted as 1st Brigade (The Iron Brigade)'s. Add it at the top or inside an army, a wing, a corps or a division.",
    );
    expect(() => history.execute(cmd.addNewFormation(P, 'usa-1st-division', 'corps', 'New corps'))).toThrow(/A corps does not belong inside 1st Division \(a division\).*Add it at the top or inside an army or a wing\./);
    history.execute(cmd.addNewFormation(P, null, 'brigade', 'Top brigade'));
    history.execute(cmd.addNewFormation(P, 'usa-1st-division', 'brigade', '3rd Brigade'));
    const oob = history.doc.orderOfBattle;
    expect(oob.children.map((c) => c.name)).toEqual(['I Corps', 'Top brigade']);
    // Neither add leaves a formation where muster points would warn of it.
    expect(musterReport(oob).warnings.filter((w) => w.rule === 'formation.nesting')).toEqual([]);
  });
});
