/**
 * The army file's own commands (core/army/commands) on the bundled T'ain't No Militia Union army: each
 * makes one small patch of `organisation`, records nothing when nothing changes, and undoes exactly.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArmyFile } from '../../../core/army';
import { resetAllRules, setOrganisation, setRuleEnabled } from '../../../core/army/commands';
import { validateDocument } from '../../../core/formats/validate';
import { History } from '../../../core/history';

const load = (): ArmyFile => JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.army-union.json'), 'utf8'));

describe('army commands', () => {
  it('setOrganisation makes the block on a file with none, sets one field on a file with one, and undo takes each back', () => {
    const army = load();
    delete army.organisation;
    const h = new History(army);
    expect(setOrganisation('budget', 150, 'Change points budget').patches(h.doc)).toEqual([{ op: 'set', path: ['organisation'], value: { budget: 150 } }]);
    h.execute(setOrganisation('budget', 150, 'Change points budget'));
    expect(setOrganisation('bonus', true, 'Change bonus').patches(h.doc)).toEqual([{ op: 'set', path: ['organisation', 'bonus'], value: true }]);
    h.execute(setOrganisation('bonus', true, 'Change bonus'));
    expect(validateDocument('army', h.doc)).toEqual([]);
    expect(setOrganisation('bonus', true, 'Change bonus').patches(h.doc)).toEqual([]);
    expect(setOrganisation('bonus', undefined, 'Change bonus').patches(h.doc)).toEqual([{ op: 'remove', path: ['organisation', 'bonus'] }]);
    h.undo();
    h.undo();
    expect(h.doc).toEqual(army);
  });

  it('a rule switched off is stored under organisation.rules; resetting all rules removes them in one undoable step', () => {
    const army = load();
    const h = new History(army);
    h.execute(setRuleEnabled('brigade.elite-green-limit', false));
    expect(h.doc.organisation?.rules).toMatchObject({ 'brigade.elite-green-limit': { enabled: false } });
    h.execute(resetAllRules());
    expect(h.doc.organisation?.rules).toBeUndefined();
    h.undo();
    h.undo();
    expect(h.doc).toEqual(army);
  });
});
