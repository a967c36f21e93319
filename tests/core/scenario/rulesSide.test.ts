import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocument, validateDocument } from '../../../core/formats/index';
import { History } from '../../../core/history/index';
import { musterReport } from '../../../core/muster/index';
import type { OrderOfBattle } from '../../../core/oob/index';
import { setRulesSide } from '../../../core/scenario/commands/setRulesSide';
import type { MusterScenario } from '../../../core/scenario/index';

const militia = (): MusterScenario => {
  const result = loadDocument('tnm.scenario.json', readFileSync(join(__dirname, '../../../scenarios/taint-no-militia.scenario.json'), 'utf8'));
  if (!result.ok) throw new Error('bundled scenario does not load');
  return result.document as unknown as MusterScenario;
};

describe("a scenario side's army", () => {
  it('an order of battle priced on the other army\'s tables is refused at its side field', () => {
    const doc = militia();
    doc.sides[0]!.rulesSide = 'confederate';
    const problems = validateDocument('scenario', doc);
    expect(problems).toEqual([
      {
        pointer: '/sides/0/forces/orderOfBattle/side',
        message: 'the order of battle is priced on Union tables but the side plays as Confederate (its rulesSide); they must agree',
      },
    ]);
  });

  it('setRulesSide changes the army and the tables of its order of battle as one undoable edit, and the checks follow', () => {
    const doc = militia();
    const rulesOf = (o: unknown) => musterReport(o as OrderOfBattle).warnings.map((w) => w.rule);
    // Only Union sides may buy an artillery leader (B:1931): Pegram is one on the Confederate side.
    expect(rulesOf(doc.sides[1]!.forces.orderOfBattle)).toContain('artillery.leader');

    const history = new History<MusterScenario>(doc);
    history.execute(setRulesSide(1, 'union'));
    const side = history.doc.sides[1]!;
    expect(side.rulesSide).toBe('union');
    expect(side.forces.orderOfBattle?.side).toBe('union');
    expect(validateDocument('scenario', history.doc)).toEqual([]);
    expect(rulesOf(side.forces.orderOfBattle)).not.toContain('artillery.leader');

    history.undo();
    expect(history.doc).toEqual(doc);
    expect(setRulesSide(0, 'union').patches(doc)).toEqual([]);
  });
});
